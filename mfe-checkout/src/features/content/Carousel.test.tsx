import { fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { Carousel } from './Carousel';

beforeAll(initTestI18n);

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList);
}

const slides = ['a', 'b', 'c'].map((s) => <p key={s}>Slide {s}</p>);

it('plays by itself with a visible pause control', () => {
  prefersReducedMotion(false);
  render(<Carousel label="Highlights" slides={slides} autoplayMs={5000} />);
  expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  const pause = screen.getByRole('button', { name: 'Pause' });
  fireEvent.click(pause);
  expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
});

it('does not play by itself, and needs no pause control, for visitors who prefer reduced motion', () => {
  prefersReducedMotion(true);
  render(<Carousel label="Highlights" slides={slides} autoplayMs={5000} />);
  expect(screen.getByText('Slide a')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
});
