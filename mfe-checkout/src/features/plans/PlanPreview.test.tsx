import { render, screen, waitFor } from '@testing-library/react';
import { flxStore } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { PlanPreview } from './PlanPreview';

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
  expect(image).toHaveAccessibleName(/Bedrooms: 3, Toilets: 3, Floors: 2, Built-up area: 2,210 sq ft, Vastu score: 78%/);
  expect(screen.getByText('Your plan, option 1')).toBeInTheDocument();
  expect(screen.getByText('2,210 sq ft')).toBeInTheDocument();
  expect(screen.getByText(/unlocks after payment/)).toBeInTheDocument();
});

it('leaves the Vastu score out when the visitor did not ask for Vastu', async () => {
  serve({ ...ready, options: [{ ...ready.options[0], vastuScore: null }] });
  render(<PlanPreview responseId="r1" />);
  await screen.findByRole('img');
  expect(screen.queryByText('Vastu score')).not.toBeInTheDocument();
});

it('says a change is needed when the rooms do not fit the plot', async () => {
  serve({ status: 'unfit', request: ready.request, reason: 'too small', suggestions: ['Build 2 floors'] });
  render(<PlanPreview responseId="r1" />);
  expect(await screen.findByText('Your plot needs a small change')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
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
