import { act, render, screen } from '@testing-library/react';
import { on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import ThankYouScreen from './ThankYouScreen';

beforeAll(initTestI18n);
const realFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

const base = { params: {}, prefix: '' as const };
const paid = { moid: 'M-1', pid: 'pay_9', status: 'Success', currency: 'INR', amount: '999' };

function serverAnswers(status: number, body: unknown = {}) {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(body), { status }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const valueOf = (label: string) => screen.getByText(label).nextSibling;

it('lists the address values when the server has no such order', async () => {
  serverAnswers(404);
  render(<ThankYouScreen {...base} query={paid} />);
  expect(screen.getByRole('heading')).toHaveTextContent('Thank you for taking the 1st right step towards your dream home.');
  await screen.findByText('Merchant Order Id');
  expect(valueOf('Merchant Order Id')).toHaveTextContent('M-1');
  expect(valueOf('Payment Id')).toHaveTextContent('pay_9');
  expect(valueOf('Amount')).toHaveTextContent('INR 999');
  // The gateway's status word is shown in the visitor's language.
  expect(valueOf('Status')).toHaveTextContent('Successful');
  // An order the server does not know gets no delivery promise.
  expect(screen.queryByText(/within 4 working hours/)).toBeNull();
});

it('shows the stored order over what the address says, and never the address values first', async () => {
  const fetchMock = serverAnswers(200, { moid: 'M-1', status: 'Success', currency: 'INR', amount: '1499', paymentId: 'pay_real' });
  render(<ThankYouScreen {...base} query={{ ...paid, pid: 'pay_forged', amount: '1' }} />);
  expect(screen.queryByText('INR 1')).toBeNull();
  expect(await screen.findByText('INR 1499')).toBeInTheDocument();
  expect(valueOf('Payment Id')).toHaveTextContent('pay_real');
  expect(screen.queryByText('pay_forged')).toBeNull();
  expect(screen.getByText('Your 2D floor plan will reach you by email and WhatsApp within 4 working hours.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/payments/orders/M-1');
});

it('says so when the stored order was not paid, whatever the address claims', async () => {
  serverAnswers(200, { moid: 'M-1', status: 'Failed', currency: 'INR', amount: '999', paymentId: null });
  render(<ThankYouScreen {...base} query={paid} />);
  await screen.findByText('Merchant Order Id');
  expect(valueOf('Status')).toHaveTextContent('Failed');
  expect(valueOf('Payment Id')).toHaveTextContent('—');
  expect(screen.queryByText(/within 4 working hours/)).toBeNull();
});

it('falls back to the address when the server cannot be asked', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('network down');
  }) as unknown as typeof fetch;
  render(<ThankYouScreen {...base} query={paid} />);
  expect(await screen.findByText('INR 999')).toBeInTheDocument();
});

it('sends the visitor home 7 seconds after opening with a detail missing, and says so', () => {
  jest.useFakeTimers();
  const fetchMock = serverAnswers(404);
  const went: string[] = [];
  const off = on('navigation/requested', ({ to }) => went.push(to));
  render(<ThankYouScreen {...base} query={{ moid: 'M-1', pid: 'pay_9', status: 'Success', currency: 'INR' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('7 seconds');
  expect(screen.queryByText('Merchant Order Id')).toBeNull();
  act(() => jest.advanceTimersByTime(6999));
  expect(went).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(went).toEqual(['/']);
  expect(fetchMock).not.toHaveBeenCalled();
  off();
});
