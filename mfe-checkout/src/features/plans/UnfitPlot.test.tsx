import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flxStore, on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { UnfitPlot } from './UnfitPlot';
import { useTakeChange } from './useTakeChange';
import type { PlanChange } from './plans-api';

beforeAll(initTestI18n);

const request = { plotWidthFt: 30, plotDepthFt: 40, facing: 'N', floors: 1, bedrooms: 5 };
const fits: PlanChange[][] = [[{ field: 'floors', to: 2 }], [{ field: 'bedrooms', to: 3 }]];
const query = { Fx: 'plot-survey-v1', Rx: 'old-response', isd: '91', mobile: '9876500001', lan: 'en' };

/** The checkout's wiring: the hook from the page's query, the list from the plans. */
function Unfit({ prefix = '' as const }: { prefix?: '' | '/us' }) {
  return <UnfitPlot fits={fits} request={request} take={useTakeChange(query, prefix)} />;
}

let posted: Array<{ url: string; authorization: string | undefined; body: unknown }>;
function serve(answer: () => Response | Promise<Response>) {
  posted = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(input), authorization: (init?.headers as Record<string, string>)['authorization'], body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
}

beforeEach(() => {
  flxStore.setState({ language: 'en' });
  localStorage.clear();
  localStorage.setItem('authToken', 'tok_old');
});

it('opens the plans with a suggested change in one tap, in a session for the new response', async () => {
  // The answer held back, so the page can be read while the change is being taken.
  let settle!: (response: Response) => void;
  const answered = new Promise<Response>((resolve) => (settle = resolve));
  serve(() => answered);
  const went: string[] = [];
  const off = on('navigation/requested', ({ to }) => went.push(to));
  render(<Unfit />);
  expect(screen.getByText('Tap a change to see your plan with it. Your other answers stay as you gave them.')).toBeInTheDocument();

  const [twoFloors, fewerRooms] = screen.getAllByRole('button', { name: 'See this plan' });
  expect(twoFloors).toHaveAccessibleDescription('Floors: 2 instead of 1');
  fireEvent.click(twoFloors!);
  expect(screen.getByRole('button', { name: 'Opening your plan…' })).toBeDisabled();
  expect(fewerRooms).toBeDisabled();
  expect(posted).toEqual([{ url: '/api/plans/old-response/revisions', authorization: 'Bearer tok_old', body: { changes: [{ field: 'floors', to: 2 }] } }]);

  await act(async () => settle(new Response(JSON.stringify({ insertedId: 'new-response', hash: 'new-hash', token: 'tok_new', expiresAt: '2026-12-07T10:00:00Z' }), { status: 201 })));
  await waitFor(() => expect(went).toEqual(['/response/checkout/new-hash?Fx=plot-survey-v1&Rx=new-response&isd=91&mobile=9876500001&lan=en']));
  expect(localStorage.getItem('authToken')).toBe('tok_new');
  // Both sessions remembered by their response, for a visitor who goes back to the first checkout.
  expect(JSON.parse(localStorage.getItem('authTokensByResponse')!)).toEqual([
    ['old-response', 'tok_old'],
    ['new-response', 'tok_new'],
  ]);
  off();
});

it('says so and lets the visitor try again when the change cannot be taken', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve(() => new Response('{}', { status: 503 }));
  render(<Unfit />);
  fireEvent.click(screen.getAllByRole('button', { name: 'See this plan' })[1]!);
  expect(await screen.findByRole('alert')).toHaveTextContent('That plan could not be opened just now. Please try again.');
  expect(screen.getAllByRole('button', { name: 'See this plan' })[1]).toBeEnabled();
  expect(posted[0]!.body).toEqual({ changes: [{ field: 'bedrooms', to: 3 }] });
  expect(localStorage.getItem('authToken')).toBe('tok_old');
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

it('keeps the /us prefix the visitor came in on', async () => {
  serve(() => new Response(JSON.stringify({ insertedId: 'r2', hash: 'h2', token: 't2' }), { status: 201 }));
  const went: string[] = [];
  const off = on('navigation/requested', ({ to }) => went.push(to));
  render(<Unfit prefix="/us" />);
  fireEvent.click(screen.getAllByRole('button', { name: 'See this plan' })[0]!);
  await waitFor(() => expect(went[0]).toMatch(/^\/us\/response\/checkout\/h2\?/));
  off();
});

it('offers only the survey again to a visitor without a session on this browser', () => {
  localStorage.removeItem('authToken');
  render(<Unfit />);
  expect(screen.queryByRole('button', { name: 'See this plan' })).not.toBeInTheDocument();
  expect(screen.getByText('To see your plan with a change, answer the survey again with it.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Answer the survey again' })).toBeInTheDocument();
});
