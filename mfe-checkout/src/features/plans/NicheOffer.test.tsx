import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flxStore, on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import ar from '@flx/shared-i18n/locales/ar/translation.json';
import i18next from 'i18next';
import { NicheOffer as Offer } from './NicheOffer';
import { useTakeChange } from './useTakeChange';
import type { NicheOffer } from './plans-api';

beforeAll(initTestI18n);

const query = { Fx: 'plot-survey-v1', Rx: 'old-response', isd: '91', mobile: '9876500001', lan: 'en' };
const niche = [{ field: 'pooja' as const, to: false as const }];

/** The checkout's wiring: the offer the plans carry, and the hook from the page's query (the visitor has a session). */
function Checkout({ offer }: { offer: NicheOffer }) {
  return <Offer offer={offer} take={useTakeChange(query, '')!} />;
}

let posted: unknown[];
function serve(answer: () => Response | Promise<Response>) {
  posted = [];
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(JSON.parse(String(init?.body)));
    return answer();
  }) as typeof fetch;
}

beforeEach(() => {
  flxStore.setState({ language: 'en' });
  localStorage.setItem('authToken', 'tok_old');
});

it('names the option with a toilet at the pooja room and opens the plans with a niche in one tap', async () => {
  let settle!: (response: Response) => void;
  serve(() => new Promise<Response>((resolve) => (settle = resolve)));
  const went: string[] = [];
  const off = on('navigation/requested', ({ to }) => went.push(to));
  render(<Checkout offer={{ changes: niche, options: [2] }} />);

  const take = screen.getByRole('button', { name: 'See plans with a pooja niche' });
  expect(take).toHaveAccessibleDescription(/^In option 2, a toilet shares a wall with the pooja room or stands above it\. Many families avoid this\./);
  fireEvent.click(take);
  expect(screen.getByRole('button', { name: 'Opening your plan…' })).toBeDisabled();
  expect(posted).toEqual([{ changes: niche }]);

  await act(async () => settle(new Response(JSON.stringify({ insertedId: 'new-response', hash: 'new-hash', token: 'tok_new' }), { status: 201 })));
  await waitFor(() => expect(went).toEqual(['/response/checkout/new-hash?Fx=plot-survey-v1&Rx=new-response&isd=91&mobile=9876500001&lan=en']));
  expect(localStorage.getItem('authToken')).toBe('tok_new');
  off();
});

it('says both options when both have one, in the visitor language', async () => {
  i18next.addResourceBundle('ar', 'translation', ar);
  flxStore.setState({ language: 'ar' });
  await act(() => i18next.changeLanguage('ar'));
  try {
    render(<Checkout offer={{ changes: niche, options: [1, 2] }} />);
    expect(screen.getByText(ar.checkout.planPreview.nicheOffer.both)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.checkout.planPreview.nicheOffer.take })).toBeEnabled();
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});

it('says so and lets the visitor try again when the plans cannot be opened', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve(() => new Response('{}', { status: 409 }));
  render(<Checkout offer={{ changes: niche, options: [1] }} />);
  fireEvent.click(screen.getByRole('button', { name: 'See plans with a pooja niche' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That plan could not be opened just now. Please try again.');
  expect(screen.getByRole('button', { name: 'See plans with a pooja niche' })).toBeEnabled();
  expect(localStorage.getItem('authToken')).toBe('tok_old');
  logged.mockRestore();
});
