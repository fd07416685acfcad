import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flxStore } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import ar from '@flx/shared-i18n/locales/ar/translation.json';
import i18next from 'i18next';
import { PlanPreview as Preview } from './PlanPreview';
import { usePlanOptions } from './usePlanOptions';

/** The preview as the price block feeds it: the visitor's plan options, fetched by response id. */
function PlanPreview({ responseId }: { responseId: string | undefined }) {
  return <Preview plans={usePlanOptions(responseId)} />;
}

beforeAll(initTestI18n);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ready = {
  status: 'ready',
  paid: false,
  request: { plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3 },
  options: [
    { option: 1, floors: 2, bedrooms: 3, toilets: 3, builtUpSqft: 2210, vastuScore: 0.78, compliant: true, previewUrl: '/api/plans/r1/options/1/preview.svg', drawingUrl: '/api/plans/r1/options/1/plan.svg' },
  ],
};

function serve(body: unknown, status = 200) {
  globalThis.fetch = jest.fn(async () => json(body, status)) as typeof fetch;
}

beforeEach(() => flxStore.setState({ language: 'en' }));

it("shows the visitor's own option 1 with what it holds, in their language", async () => {
  serve(ready);
  flxStore.setState({ language: 'hi' });
  render(<PlanPreview responseId="r1" />);
  const image = await screen.findByRole('img');
  expect(image).toHaveAttribute('src', '/api/plans/r1/options/1/preview.svg?lang=hi');
  expect(globalThis.fetch).toHaveBeenCalledWith('/api/plans/r1');
});

it('lists bedrooms, toilets, floors, built-up area and the Vastu score', async () => {
  serve(ready);
  render(<PlanPreview responseId="r1" />);
  const image = await screen.findByRole('img');
  expect(image).toHaveAccessibleName(/Ground floor, Bedrooms: 3, Toilets: 3, Floors: 2, Built-up area: 2,210 sq ft, Vastu score: 78%/);
  expect(screen.getByText('Your plan, option 1')).toBeInTheDocument();
  expect(screen.getByText('2,210 sq ft')).toBeInTheDocument();
  expect(screen.getByText(/unlocks after payment/)).toBeInTheDocument();
});

it('shows each floor of a two-storey plan in turn, the ground floor first', async () => {
  serve(ready);
  render(<PlanPreview responseId="r1" />);
  const image = await screen.findByRole('img');
  const floors = screen.getByRole('group', { name: 'Floors' });
  const ground = screen.getByRole('button', { name: 'Ground floor' });
  const first = screen.getByRole('button', { name: 'First floor' });
  expect(floors).toContainElement(first);
  expect(screen.queryByRole('button', { name: 'Second floor' })).not.toBeInTheDocument();
  expect(ground).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(first);
  await waitFor(() => expect(image).toHaveAttribute('src', '/api/plans/r1/options/1/preview.svg?lang=en&floor=1'));
  expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(ground).toHaveAttribute('aria-pressed', 'false');
  expect(image).toHaveAccessibleName(/First floor, Bedrooms: 3/);
});

it('offers no floor choice for a one-storey plan', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], floors: 1 }] });
  render(<PlanPreview responseId="r1" />);
  const image = await screen.findByRole('img');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(image).toHaveAccessibleName(/option 1\. Bedrooms: 3/);
});

it('leaves the Vastu score out when the visitor did not ask for Vastu', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], vastuScore: null }] });
  render(<PlanPreview responseId="r1" />);
  await screen.findByRole('img');
  expect(screen.queryByText('Vastu score')).not.toBeInTheDocument();
});

it('says a change is needed when the rooms do not fit the plot, listing the changes the engine found to fit', async () => {
  const fits = [[{ field: 'floors', to: 3 }], [{ field: 'bedrooms', to: 2 }], [{ field: 'pooja', to: false }]];
  serve({ status: 'unfit', request: ready.request, reason: 'too small', suggestions: ['Build 2 floors'], fits });
  render(<PlanPreview responseId="r1" />);
  expect(await screen.findByText(/Not every room you asked for fits your plot/)).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  const ways = screen.getAllByRole('listitem').map((item) => item.textContent);
  // The visitor's own answers (2 floors, 3 bedrooms) next to the changed ones.
  expect(ways).toEqual(['Floors: 3 instead of 2', 'Bedrooms: 2 instead of 3', 'A pooja niche in the living room instead of a separate pooja room']);
  expect(screen.getByText(/answer the survey again/)).toBeInTheDocument();
  // No promise of a designer's follow-up that nothing in the product does.
  expect(screen.queryByText(/designer/i)).not.toBeInTheDocument();
});

it('words the changes in the visitor language, several together as one way', async () => {
  serve({ status: 'unfit', request: ready.request, reason: 'too small', suggestions: [], fits: [[{ field: 'floors', to: 3 }, { field: 'parking', to: 'none' }]] });
  i18next.addResourceBundle('ar', 'translation', ar);
  await i18next.changeLanguage('ar');
  flxStore.setState({ language: 'ar' });
  try {
    render(<PlanPreview responseId="r1" />);
    const [way] = await screen.findAllByRole('listitem');
    expect(way).toHaveTextContent('كلها معًا: الطوابق: 3 بدلًا من 2؛ الوقوف في الارتداد الأمامي المكشوف');
  } finally {
    // Inside act: the preview still on screen re-renders in English.
    await act(() => i18next.changeLanguage('en'));
  }
});

it('says a larger plot is needed when no change of rooms or floors fits', async () => {
  serve({ status: 'unfit', request: ready.request, reason: 'too small', suggestions: [], fits: [] });
  render(<PlanPreview responseId="r1" />);
  expect(await screen.findByText(/a larger plot is needed/)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('names the short side of a plot no home fits, in feet and metres and the visitor language', async () => {
  const limit = { side: 'depth', buildableWidthMm: 19555, buildableDepthMm: 3072 };
  serve({ status: 'unfit', request: { ...ready.request, plotWidthFt: 74, plotDepthFt: 15 }, reason: 'too shallow', suggestions: [], fits: [], limit });
  const { unmount } = render(<PlanPreview responseId="r1" />);
  expect(await screen.findByText(/only 10.1 ft \(3.1 m\) of your plot's depth can be built on\. A deeper plot is needed; a wider one would not help\./)).toBeInTheDocument();
  expect(screen.queryByText(/a larger plot is needed/)).not.toBeInTheDocument();
  unmount();
  serve({ status: 'unfit', request: { ...ready.request, plotWidthFt: 15, plotDepthFt: 30 }, reason: 'too small', suggestions: [], fits: [], limit: { side: 'size', buildableWidthMm: 3822, buildableDepthMm: 7644 } });
  i18next.addResourceBundle('ar', 'translation', ar);
  await i18next.changeLanguage('ar');
  flxStore.setState({ language: 'ar' });
  try {
    render(<PlanPreview responseId="r1" />);
    expect(await screen.findByText(/12\.5 قدم \(3\.8 م\) × 25\.1 قدم \(7\.6 م\)/)).toBeInTheDocument();
  } finally {
    // Inside act: the preview still on screen re-renders in English.
    await act(() => i18next.changeLanguage('en'));
  }
});

it('shows nothing when the plan service fails or there is no response id', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({ message: 'down' }, 503);
  const { container } = render(<PlanPreview responseId="r1" />);
  expect(screen.getByRole('status')).toHaveTextContent('Drawing your floor plan…');
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  const none = render(<PlanPreview responseId={undefined} />);
  expect(none.container).toBeEmptyDOMElement();
});

it('keeps drawing while the engine is busy and asks again when told, then shows the plan', async () => {
  jest.useFakeTimers();
  try {
    const answers = [json({ message: 'busy' }, 503), json({ message: 'busy' }, 503), json(ready)];
    answers[0]!.headers.set('retry-after', '2');
    answers[1]!.headers.set('retry-after', '2');
    globalThis.fetch = jest.fn(async () => answers.shift()!) as typeof fetch;
    render(<PlanPreview responseId="r1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Drawing your floor plan…');
    // Not before the server said.
    await jest.advanceTimersByTimeAsync(1900);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2200);
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
    expect(await screen.findByRole('img')).toHaveAttribute('src', '/api/plans/r1/options/1/preview.svg?lang=en');
  } finally {
    jest.useRealTimers();
  }
});

const placements = [
  { placement: 'entrance', zones: ['NE'], score: 0.9 },
  { placement: 'kitchen', zones: ['NW'], score: 0.7 },
  { placement: 'master', zones: ['SW'], score: 1 },
  { placement: 'pooja', zones: ['C'], score: 0 },
  { placement: 'toilets', zones: ['NE', 'C', 'NE'], score: 0.4 },
  { placement: 'stair', zones: ['S'], score: 1 },
];

it('says where each room a Vastu family cares about stands, and how well it meets Vastu, folded under the score', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], vastuPlacements: placements }] });
  render(<PlanPreview responseId="r1" />);
  await screen.findByRole('img');
  const fold = screen.getByText('Where your rooms stand (Vastu)');
  const table = screen.getByRole('table');
  expect(table).not.toBeVisible();
  fireEvent.click(fold);
  await waitFor(() => expect(table).toBeVisible());
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual([
    'Main doorNorth-east✓Ideal',
    'KitchenNorth-west○Accepted',
    'Master bedroomSouth-west✓Ideal',
    'Pooja roomCentre✗Not ideal',
    // Only the zones Vastu would move a toilet from, each named once.
    'ToiletsNorth-east, Centre✗Not ideal',
    'StairSouth✓Ideal',
  ]);
  expect(screen.getByRole('rowheader', { name: 'Kitchen' })).toBeInTheDocument();
});

it('names the pooja niche, not a pooja room, for a home that took one in place of a pooja room', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], vastuPlacements: [{ placement: 'poojaNiche', zones: ['NE'], score: 1 }] }] });
  render(<PlanPreview responseId="r1" />);
  await screen.findByRole('img');
  expect(screen.getByRole('row')).toHaveTextContent('Pooja nicheNorth-east✓Ideal');
});

it('says when no toilet stands where Vastu avoids one', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], vastuPlacements: [{ placement: 'toilets', zones: [], score: 1 }] }] });
  render(<PlanPreview responseId="r1" />);
  await screen.findByRole('img');
  expect(screen.getByRole('row')).toHaveTextContent('ToiletsNone in the north-east, south-west or centre✓Ideal');
});

it('shows no Vastu placements to a visitor who did not ask for Vastu, nor from a server that sends none', async () => {
  for (const option of [{ ...ready.options[0], vastuScore: null, vastuPlacements: null }, ready.options[0]]) {
    serve({ ...ready, options: [option] });
    const { unmount } = render(<PlanPreview responseId="r1" />);
    await screen.findByRole('img');
    expect(screen.queryByText('Where your rooms stand (Vastu)')).not.toBeInTheDocument();
    unmount();
  }
});

it('words the Vastu placements in Arabic, the zones joined with the Arabic comma', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], vastuPlacements: placements }] });
  flxStore.setState({ language: 'ar' });
  await act(() => i18next.changeLanguage('ar'));
  try {
    render(<PlanPreview responseId="r1" />);
    await screen.findByRole('img');
    expect(screen.getByText(ar.checkout.planPreview.vastuPlaces.title)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: ar.plan.rooms.kitchen })).toBeInTheDocument();
    const toilets = `${ar.surveyForm.options.facing.NE}، ${ar.checkout.planPreview.vastuPlaces.centre}`;
    expect(screen.getByText(toilets)).toBeInTheDocument();
    expect(screen.getAllByText(ar.checkout.planPreview.vastuPlaces.verdict.ideal)).toHaveLength(3);
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});
