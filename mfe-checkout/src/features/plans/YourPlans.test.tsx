import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flxStore } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { YourPlans } from './YourPlans';

beforeAll(initTestI18n);

const option = (n: number, floors = 1) => ({
  option: n, floors, bedrooms: 3, toilets: 3, builtUpSqft: 2100, vastuScore: null, compliant: true,
  previewUrl: `/api/plans/r1/options/${n}/preview.svg`, drawingUrl: `/api/plans/r1/options/${n}/plan.svg`, elevationUrl: `/api/plans/r1/options/${n}/elevation.svg`,
});
const mine = (unlocked: { options: number; elevation: boolean }, floors = 1) => ({
  status: 'ready', paid: unlocked.options > 0, unlocked, request: { plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors, bedrooms: 3 }, options: [option(1, floors), option(2, floors)],
});

// Each drawing's object URL names the address it was fetched from, so a test can tell which drawing an <img> shows.
const drawingFetchedFrom = new Map<Blob, string>();
let requests: Array<{ url: string; authorization: string | undefined }>;
function serve(summary: unknown) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, authorization: (init?.headers as Record<string, string> | undefined)?.['authorization'] });
    if (url === '/api/plans/mine') return new Response(JSON.stringify(summary));
    const drawing = new Response(`<svg>${url}</svg>`);
    const blob = await drawing.blob();
    drawingFetchedFrom.set(blob, url);
    drawing.blob = async () => blob;
    return drawing;
  }) as typeof fetch;
}

beforeEach(() => {
  localStorage.setItem('authToken', 'tok_1');
  flxStore.setState({ language: 'hi' });
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${drawingFetchedFrom.get(blob)}`);
  URL.revokeObjectURL = jest.fn();
});

it('shows and offers for download exactly what the package unlocked, fetched with the session token', async () => {
  serve(mine({ options: 2, elevation: true }));
  render(<YourPlans />);
  expect(screen.getByRole('status')).toHaveTextContent('Getting your plans ready…');
  const images = await screen.findAllByRole('img');
  expect(images.map((img) => img.getAttribute('alt'))).toEqual([
    'Option 1: floor plan',
    'Option 1: 3D elevation',
    'Option 2: floor plan',
    'Option 2: 3D elevation',
  ]);
  expect(requests.map((r) => r.url)).toEqual([
    '/api/plans/mine',
    '/api/plans/r1/options/1/plan.svg?lang=hi',
    '/api/plans/r1/options/1/elevation.svg',
    '/api/plans/r1/options/2/plan.svg?lang=hi',
    '/api/plans/r1/options/2/elevation.svg',
  ]);
  expect(requests.every((r) => r.authorization === 'Bearer tok_1')).toBe(true);
  const downloads = screen.getAllByRole('link', { name: 'Download' });
  expect(downloads[0]).toHaveAttribute('download', 'floor-plan-option-1.svg');
  expect(downloads[0]).toHaveAttribute('href', images[0]!.getAttribute('src'));
  // A one-storey home: the whole sheet, no floors to pick.
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});

it('shows the plan of a home of several storeys one floor at a time, and downloads every floor', async () => {
  serve(mine({ options: 2, elevation: true }, 3));
  render(<YourPlans />);
  const [plan1, elevation1, plan2] = await screen.findAllByRole('figure');
  expect(requests.filter((r) => r.url.startsWith('/api/plans/r1/options/1/')).map((r) => r.url)).toEqual([
    '/api/plans/r1/options/1/plan.svg?lang=hi',
    '/api/plans/r1/options/1/plan.svg?lang=hi&floor=0',
    '/api/plans/r1/options/1/plan.svg?lang=hi&floor=1',
    '/api/plans/r1/options/1/plan.svg?lang=hi&floor=2',
    '/api/plans/r1/options/1/elevation.svg',
  ]);
  expect(requests.every((r) => r.authorization === 'Bearer tok_1')).toBe(true);

  const floors = within(plan1!).getByRole('group', { name: 'Floors' });
  expect(within(floors).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ground floor', 'First floor', 'Second floor']);
  const image = within(plan1!).getByRole('img');
  expect(image).toHaveAttribute('src', 'blob:/api/plans/r1/options/1/plan.svg?lang=hi&floor=0');
  expect(image).toHaveAccessibleName('Option 1: floor plan, Ground floor');

  fireEvent.click(within(floors).getByRole('button', { name: 'Second floor' }));
  expect(within(floors).getByRole('button', { name: 'Second floor' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(floors).getByRole('button', { name: 'Ground floor' })).toHaveAttribute('aria-pressed', 'false');
  expect(image).toHaveAttribute('src', 'blob:/api/plans/r1/options/1/plan.svg?lang=hi&floor=2');
  expect(image).toHaveAccessibleName('Option 1: floor plan, Second floor');
  // Download keeps the whole drawing, every floor side by side.
  expect(within(plan1!).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'blob:/api/plans/r1/options/1/plan.svg?lang=hi');

  // Each plan has its own floors; the elevation is one drawing of the whole house.
  expect(within(plan2!).getByRole('img')).toHaveAttribute('src', 'blob:/api/plans/r1/options/2/plan.svg?lang=hi&floor=0');
  expect(within(elevation1!).queryByRole('group')).not.toBeInTheDocument();
  expect(within(elevation1!).getByRole('img')).toHaveAttribute('src', 'blob:/api/plans/r1/options/1/elevation.svg');
  expect(within(elevation1!).getByRole('img')).toHaveAccessibleName('Option 1: 3D elevation');
});

it('gives one floor plan and no elevation for the one-option package', async () => {
  serve(mine({ options: 1, elevation: false }));
  render(<YourPlans />);
  expect((await screen.findAllByRole('img')).map((img) => img.getAttribute('alt'))).toEqual(['Option 1: floor plan']);
});

it('shows nothing without a session or when nothing is unlocked', async () => {
  serve(mine({ options: 0, elevation: false }));
  const { container } = render(<YourPlans />);
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  localStorage.removeItem('authToken');
  const signedOut = render(<YourPlans />);
  expect(signedOut.container).toBeEmptyDOMElement();
});
