import { render, screen, waitFor } from '@testing-library/react';
import { flxStore } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { YourPlans } from './YourPlans';

beforeAll(initTestI18n);

const option = (n: number) => ({
  option: n, floors: 2, bedrooms: 3, toilets: 3, builtUpSqft: 2100, vastuScore: null, compliant: true,
  previewUrl: `/api/plans/r1/options/${n}/preview.svg`, drawingUrl: `/api/plans/r1/options/${n}/plan.svg`, elevationUrl: `/api/plans/r1/options/${n}/elevation.svg`,
});
const mine = (unlocked: { options: number; elevation: boolean }) => ({
  status: 'ready', paid: unlocked.options > 0, unlocked, request: { plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3 }, options: [option(1), option(2)],
});

let requests: Array<{ url: string; authorization: string | undefined }>;
function serve(summary: unknown) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, authorization: (init?.headers as Record<string, string> | undefined)?.['authorization'] });
    return url === '/api/plans/mine' ? new Response(JSON.stringify(summary)) : new Response(`<svg>${url}</svg>`);
  }) as typeof fetch;
}

beforeEach(() => {
  localStorage.setItem('authToken', 'tok_1');
  flxStore.setState({ language: 'hi' });
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:drawing-${++n}`);
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
