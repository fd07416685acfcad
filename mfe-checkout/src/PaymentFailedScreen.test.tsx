import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import PaymentFailedScreen from './PaymentFailedScreen';

beforeAll(initTestI18n);

const base = { params: {}, prefix: '' as const };

it("says 'Payment Failed!.' and leads back to the checkout on this site", () => {
  render(<PaymentFailedScreen {...base} query={{ back: '/response/checkout/abc?Rx=1&isd=91' }} />);
  expect(screen.getByRole('heading')).toHaveTextContent('Payment Failed!.');
  expect(screen.getByRole('link', { name: 'Try again!' })).toHaveAttribute('href', `${location.origin}/response/checkout/abc?Rx=1&isd=91`);
  expect(screen.queryByRole('paragraph')).toBeNull();
});

it('never leads to another site', () => {
  render(<PaymentFailedScreen {...base} query={{ back: '//evil.example/x' }} />);
  expect(screen.getByRole('link', { name: 'Try again!' })).toHaveAttribute('href', `${location.origin}/`);
});

it('explains a refused hand-off, and ignores a reason it does not know', () => {
  const { unmount } = render(<PaymentFailedScreen {...base} query={{ back: '/', reason: 'price-changed' }} />);
  expect(screen.getByText(/does not match our current price\. Nothing was charged\./)).toBeInTheDocument();
  unmount();
  const oneDesign = render(<PaymentFailedScreen {...base} query={{ back: '/', reason: 'one-design' }} />);
  expect(screen.getByText(/^Only one floor plan design fits your plot, so packages with two design options are not sold for it\. Nothing was charged\./)).toBeInTheDocument();
  oneDesign.unmount();
  const { container } = render(<PaymentFailedScreen {...base} query={{ back: '/', reason: '<b>made up</b>' }} />);
  expect(container.querySelector('.outcome__reason')).toBeNull();
});
