import { act, render, screen } from '@testing-library/react';
import { on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import ThankYouScreen from './ThankYouScreen';

beforeAll(initTestI18n);
afterEach(() => jest.useRealTimers());

const base = { params: {}, prefix: '' as const };

it('lists the order when all five details are present', () => {
  render(<ThankYouScreen {...base} query={{ moid: 'M-1', pid: 'pay_9', status: 'Success', currency: 'INR', amount: '999' }} />);
  expect(screen.getByRole('heading')).toHaveTextContent('Thank you for taking the 1st right step towards your dream home.');
  expect(screen.getByText('Merchant Order Id').nextSibling).toHaveTextContent('M-1');
  expect(screen.getByText('Amount').nextSibling).toHaveTextContent('INR 999');
  // The gateway's status word is shown in the visitor's language.
  expect(screen.getByText('Status').nextSibling).toHaveTextContent('Successful');
});

it('sends the visitor home 7 seconds after opening with a detail missing, and says so', () => {
  jest.useFakeTimers();
  const went: string[] = [];
  const off = on('navigation/requested', ({ to }) => went.push(to));
  render(<ThankYouScreen {...base} query={{ moid: 'M-1' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('7 seconds');
  act(() => jest.advanceTimersByTime(6999));
  expect(went).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(went).toEqual(['/']);
  off();
});

it('shows the stored order over what the address says', async () => {
  globalThis.fetch = jest.fn(async () =>
    new Response(JSON.stringify({ moid: 'M-1', status: 'Success', currency: 'INR', amount: 1499, paymentId: 'pay_real' }), { status: 200 }),
  ) as typeof fetch;
  render(<ThankYouScreen {...base} query={{ moid: 'M-1', pid: 'pay_9', status: 'Success', currency: 'INR', amount: '1' }} />);
  expect(await screen.findByText('INR 1499')).toBeInTheDocument();
  expect(screen.getByText('pay_real')).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith('/api/payments/orders/M-1');
});
