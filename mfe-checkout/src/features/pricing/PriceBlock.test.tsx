import { fireEvent, render, screen } from '@testing-library/react';
import { flxStore, on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { PriceBlock } from './PriceBlock';

beforeAll(initTestI18n);
beforeEach(() => flxStore.setState({ language: 'en' }));

const request = { plotWidthFt: 30, plotDepthFt: 40, facing: 'N', floors: 1, bedrooms: 5 };

it('promises a ready plan, with delivery facts, while the plans load and once the engine drew one', () => {
  const { rerender } = render(<PriceBlock plans={{ status: 'loading' }} />);
  expect(screen.getByRole('heading', { name: 'Your 2D Floor Plan is ready!' })).toBeInTheDocument();
  const option = { option: 1, floors: 1, bedrooms: 5, toilets: 3, builtUpSqft: 900, vastuScore: null, compliant: true, previewUrl: '/p.svg', drawingUrl: '/d.svg', elevationUrl: '/e.svg' };
  rerender(<PriceBlock plans={{ status: 'ready', paid: false, unlocked: { options: 0, elevation: false }, request, options: [option], optionsAlike: false }} />);
  expect(screen.getByRole('heading', { name: 'Your 2D Floor Plan is ready!' })).toBeInTheDocument();
  expect(screen.getByRole('img')).toBeInTheDocument();
  expect(screen.getByText('Delivery')).toBeInTheDocument();
});

it('says the plot needs a change instead of promising a ready plan, and leads back to the survey', () => {
  const asked: string[] = [];
  const off = on('navigation/requested', ({ to }) => asked.push(to));
  render(<PriceBlock plans={{ status: 'unfit', request, reason: 'too small', suggestions: [], fits: [[{ field: 'floors', to: 2 }]] }} />);
  expect(screen.getByRole('heading', { name: 'Your plot needs a small change' })).toBeInTheDocument();
  expect(screen.queryByText('Your 2D Floor Plan is ready!')).not.toBeInTheDocument();
  expect(screen.queryByText('Delivery')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Answer the survey again' }));
  expect(asked).toEqual(['/']);
  off();
});

it('says no home fits the plot, not that it needs a small change, when even one bedroom does not fit', () => {
  const limit = { side: 'depth' as const, buildableWidthMm: 19555, buildableDepthMm: 3072 };
  render(<PriceBlock plans={{ status: 'unfit', request: { ...request, plotWidthFt: 74, plotDepthFt: 15 }, reason: 'too shallow', suggestions: [], fits: [], limit }} />);
  expect(screen.getByRole('heading', { name: 'No home fits this plot at building-code sizes' })).toBeInTheDocument();
  expect(screen.queryByText('Your plot needs a small change')).not.toBeInTheDocument();
  // The survey again, for another plot.
  expect(screen.getByRole('button', { name: 'Answer the survey again' })).toBeInTheDocument();
});
