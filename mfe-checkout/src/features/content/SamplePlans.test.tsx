import { fireEvent, render, screen, within } from '@testing-library/react';
import { flxStore } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { SamplePlans } from './SamplePlans';

beforeAll(initTestI18n);

const samples = [
  { id: '20x60', widthFt: 20, depthFt: 60, floors: 1, bedrooms: 2, drawingUrl: '/api/plans/samples/20x60/plan.svg', thumbnailUrl: '/api/plans/samples/20x60/thumbnail.svg', elevationUrl: '/api/plans/samples/20x60/elevation.svg' },
  { id: '25x60', widthFt: 25, depthFt: 60, floors: 3, bedrooms: 4, drawingUrl: '/api/plans/samples/25x60/plan.svg', thumbnailUrl: '/api/plans/samples/25x60/thumbnail.svg', elevationUrl: '/api/plans/samples/25x60/elevation.svg' },
];

beforeEach(() => {
  flxStore.setState({ language: 'ta' });
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(samples))) as typeof fetch;
});

it('alternates each engine-drawn floor plan with its elevation, captioned by size and storeys', async () => {
  render(<SamplePlans />);
  const slides = await screen.findAllByRole('button', { name: /North facing/ });
  expect(slides.map((s) => s.textContent)).toEqual([
    'Floor plan 20x60, North facing',
    '3D elevation 20x60, North facing',
    'Floor plan 25x60 (3 story), North facing',
    '3D elevation 25x60 (3 story), North facing',
  ]);
  // A plan's card is its compact thumbnail, which carries no words, as elevations do not.
  expect(slides[0]!.querySelector('img')).toHaveAttribute('src', '/api/plans/samples/20x60/thumbnail.svg');
  expect(slides[1]!.querySelector('img')).toHaveAttribute('src', '/api/plans/samples/20x60/elevation.svg');
});

it('opens a drawing larger in a dialog and closes it', async () => {
  render(<SamplePlans />);
  fireEvent.click((await screen.findAllByRole('button', { name: /North facing/ }))[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Floor plan: 20x60, North facing' });
  // One storey: the whole sheet, labelled in the visitor's language, no floors to pick.
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/plans/samples/20x60/plan.svg?lang=ta');
  expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a plan of several storeys one floor at a time, the visitor picking which', async () => {
  render(<SamplePlans />);
  fireEvent.click((await screen.findAllByRole('button', { name: /North facing/ }))[2]!);
  const dialog = screen.getByRole('dialog', { name: 'Floor plan: 25x60 (3 story), North facing' });
  const floors = within(dialog).getByRole('group', { name: 'Floors' });
  expect(within(floors).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ground floor', 'First floor', 'Second floor']);
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/plans/samples/25x60/plan.svg?lang=ta&floor=0');
  fireEvent.click(within(floors).getByRole('button', { name: 'Second floor' }));
  expect(within(floors).getByRole('button', { name: 'Second floor' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/plans/samples/25x60/plan.svg?lang=ta&floor=2');
  expect(within(dialog).getByRole('img')).toHaveAccessibleName('Floor plan: 25x60 (3 story), North facing, Second floor');
  // Another drawing opens on its ground floor again.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  fireEvent.click(screen.getAllByRole('button', { name: /North facing/ })[2]!);
  expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('src', '/api/plans/samples/25x60/plan.svg?lang=ta&floor=0');
});

it('leaves the section out when the plan service cannot answer', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as typeof fetch;
  const { container } = render(<SamplePlans />);
  await new Promise((r) => setTimeout(r, 0));
  expect(container).toBeEmptyDOMElement();
});
