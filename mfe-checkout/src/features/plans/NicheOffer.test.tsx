import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flxStore, on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import ar from '@flx/shared-i18n/locales/ar/translation.json';
import i18next from 'i18next';
import { PlanPreview } from './PlanPreview';
import { useTakeChange } from './useTakeChange';
import type { NicheOffer, PlanOptions } from './plans-api';

beforeAll(initTestI18n);

const query = { Fx: 'plot-survey-v1', Rx: 'old-response', isd: '91', mobile: '9876500001', lan: 'en' };
const option = (n: number) => ({ option: n, floors: 1, bedrooms: 2, toilets: 2, builtUpSqft: 640, vastuScore: 0.7, compliant: true, previewUrl: `/api/plans/r1/options/${n}/preview.svg`, drawingUrl: '', elevationUrl: '' });
const readyWith = (nicheOffer?: NicheOffer): PlanOptions => ({
  status: 'ready',
  paid: false,
  unlocked: { options: 0, elevation: false },
  request: { plotWidthFt: 22, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2 },
  options: [option(1), option(2)],
  optionsAlike: false,
  ...(nicheOffer && { nicheOffer }),
});
const niche = [{ field: 'pooja' as const, to: false as const }];

/** The price block's wiring: the plans as the service answered them, and the hook from the page's query. */
function Preview({ plans }: { plans: PlanOptions }) {
  return <PlanPreview plans={plans} takeChange={useTakeChange(query, '')} />;
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
  render(<Preview plans={readyWith({ changes: niche, options: [2] })} />);

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
    render(<Preview plans={readyWith({ changes: niche, options: [1, 2] })} />);
    expect(screen.getByText(ar.checkout.planPreview.nicheOffer.both)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.checkout.planPreview.nicheOffer.take })).toBeEnabled();
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});

it('says so and lets the visitor try again when the plans cannot be opened', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve(() => new Response('{}', { status: 409 }));
  render(<Preview plans={readyWith({ changes: niche, options: [1] })} />);
  fireEvent.click(screen.getByRole('button', { name: 'See plans with a pooja niche' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That plan could not be opened just now. Please try again.');
  expect(screen.getByRole('button', { name: 'See plans with a pooja niche' })).toBeEnabled();
  expect(localStorage.getItem('authToken')).toBe('tok_old');
  logged.mockRestore();
});

it('offers nothing without an offer from the server, nor to a visitor without a session on this browser', () => {
  const { unmount } = render(<Preview plans={readyWith()} />);
  expect(screen.getByRole('img')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'See plans with a pooja niche' })).not.toBeInTheDocument();
  unmount();
  localStorage.removeItem('authToken');
  render(<Preview plans={readyWith({ changes: niche, options: [2] })} />);
  expect(screen.queryByText(/a toilet shares a wall/)).not.toBeInTheDocument();
});
