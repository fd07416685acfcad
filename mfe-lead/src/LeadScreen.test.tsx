import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flxStore, on, type FlxEvents } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import LeadScreen from './LeadScreen';

beforeAll(initTestI18n);

type Call = { url: string; method: string; fields: Record<string, string>; auth?: string | null };
let calls: Call[];
let answers: Record<string, () => Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function country(isdCode: string) {
  return { countryDetails: { isdCode, entity: 'e', notificationNames: [], banners: [], testimonials: [], testimonialContents: [] }, currencyInfo: { currency: 'INR' } };
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  flxStore.setState({ country: 'in', countryDetails: null, language: 'en' });
  answers = {
    'country-details': () => json(country('+91')),
    loginotp: () => json({ status: 200, resendAfterSeconds: 30 }),
    veryfyotp: () => json({ status: 200, token: 'tok_1' }),
    response: () => json({ data: 'Plot 30 x 60 ft' }),
    updateResponse: () => json({ flag: true, message: 'updated' }),
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const fields = init?.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, String(v)])) : init?.body ? JSON.parse(String(init.body)) : {};
    calls.push({ url, method: init?.method ?? 'GET', fields, auth: new Headers(init?.headers).get('Authorization') });
    const name = Object.keys(answers).find((n) => url.includes(n));
    return name ? answers[name]!() : json({}, 404);
  }) as typeof fetch;
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

const props = { params: { slug: 'h1' }, query: { Fx: 'f1', Rx: 'r1' }, prefix: '' as const };

async function passLoader() {
  act(() => jest.advanceTimersByTime(20_000));
  await act(async () => undefined);
}

it('runs the progress loader: caption after 120 ms, 1% every 200 ms, then the details form', async () => {
  render(<LeadScreen {...props} />);
  const bar = screen.getByRole('progressbar');
  expect(screen.queryByText('Processing your requirements')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(120));
  expect(screen.getByText('Processing your requirements')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200 * 16 - 120));
  expect(bar).toHaveAttribute('aria-valuenow', '16');
  expect(screen.getByText('Analysing your plot and family details')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200 * 83));
  expect(screen.getByText('Your 2D & 3D Designs are ready')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(await screen.findByRole('heading', { name: 'Where should we send your designs?' })).toBeInTheDocument();
});

it('enables Get OTP with name and mobile for +91, shows "Sending OTP", then asks for the code', async () => {
  render(<LeadScreen {...props} />);
  await passLoader();
  const submit = screen.getByRole('button', { name: 'Get OTP' });
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(submit).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
  expect(submit).toBeDisabled();
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '98765 43210' } });
  expect(submit).toBeEnabled();

  let resolveSend!: () => void;
  answers.loginotp = () => json({ status: 200 });
  const sent = new Promise<void>((r) => (resolveSend = r));
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    if (String(args[0]).includes('loginotp')) await sent;
    return original(...args);
  }) as typeof fetch;
  fireEvent.click(submit);
  expect(await screen.findByRole('button', { name: 'Sending OTP' })).toBeDisabled();
  await act(async () => resolveSend());
  expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
  expect(screen.getByText(/by SMS/).textContent).toContain('to \u2066+91\u00a09876543210\u2069 by SMS');
  const send = calls.find((c) => c.url.endsWith('/api/customer/me/loginotp'))!;
  expect(send.fields).toEqual({ mobile: '9876543210', isd: '91', name: 'Asha Rao', email: '', appcode: 'HMPL' });
  const otp = screen.getByLabelText('One-time password');
  expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  expect(otp).toHaveAttribute('inputmode', 'numeric');
});

it('asks non +91 visitors for an email, hides +91, and says the code went to email and WhatsApp', async () => {
  answers['country-details'] = () => json(country('+880'));
  render(<LeadScreen {...props} prefix="/uk" />);
  await passLoader();
  await waitFor(() => expect(screen.getByLabelText('Email')).toBeInTheDocument());
  const dial = screen.getByLabelText('Country dial code');
  await waitFor(() => expect(within(dial).getAllByRole('option').length).toBeGreaterThan(200));
  expect(within(dial).queryByRole('option', { name: /\(\+91\)/ })).not.toBeInTheDocument();
  expect((dial as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Bangladesh (+880)');

  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Rahim' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '1711000000' } });
  expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rahim@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  expect(await screen.findByText(/your email \(\u2066rahim@example.com\u2069\) and whatsapp/)).toBeInTheDocument();
  expect(screen.getByText(/spam folder/)).toBeInTheDocument();
});

async function reachCode() {
  render(<LeadScreen {...props} />);
  await passLoader();
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  await screen.findByRole('heading', { name: 'Enter OTP' });
}

it('verifies the code, stores the token, updates the lead with it, clears the offer and hands over', async () => {
  localStorage.setItem('offerCookie', '1');
  localStorage.setItem('RemainingTimerTime', '12');
  const verified: FlxEvents['lead/verified'][] = [];
  const off = on('lead/verified', (e) => verified.push(e));
  await reachCode();
  fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await waitFor(() => expect(verified).toHaveLength(1));

  const verify = calls.find((c) => c.url.endsWith('veryfyotp'))!;
  expect(verify.fields).toMatchObject({
    mobile: '9876543210', isd: '91', otp: '123456', appcode: 'HMPL', duplicate: '1', leadsource: 'Floor Planner',
    leadstatus: 'Hot', typestatus: 'not contacted', requirement: 'Plot 30 x 60 ft', responseId: 'r1',
  });
  expect(localStorage.getItem('authToken')).toBe('tok_1');
  // Remembered as r1's session: a later sign-in replaces the one a checkout of r1 would bring back.
  expect(JSON.parse(localStorage.getItem('authTokensByResponse')!)).toEqual([['r1', 'tok_1']]);
  const update = calls.find((c) => c.url.endsWith('/api/forms/updateResponse/r1'))!;
  expect(update.auth).toBe('Bearer tok_1');
  expect(update.fields).toEqual({
    mobileNumber: '9876543210', name: 'Asha', isd: '91',
    btnUrl: 'http://localhost/response/checkout/h1?Fx=f1&Rx=r1&isd=91&mobile=9876543210',
  });
  expect(localStorage.getItem('offerCookie')).toBeNull();
  expect(localStorage.getItem('RemainingTimerTime')).toBeNull();
  expect(verified[0]).toEqual({ slug: 'h1', query: { Fx: 'f1', Rx: 'r1' }, isd: '91', mobile: '9876543210' });
  off();
});

it('still hands over when the lead update fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers.updateResponse = () => json({ message: 'no' }, 500);
  const verified: unknown[] = [];
  const off = on('lead/verified', (e) => verified.push(e));
  await reachCode();
  fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await waitFor(() => expect(verified).toHaveLength(1));
  off();
});

it('says a wrong code in the spec words, lets it be dismissed, and goes back to the details', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers.veryfyotp = () => json({ msg: 'wrong otp entered' }, 404);
  await reachCode();
  fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: wrong otp entered');
  expect(localStorage.getItem('authToken')).not.toBe('wrong');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back to your details' }));
  expect(screen.getByLabelText('Full name')).toHaveValue('Asha');
});

it('keeps the visitor on the details form when sending fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers.loginotp = () => json({ msg: 'Too many codes for this number' }, 403);
  render(<LeadScreen {...props} />);
  await passLoader();
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes for this number');
  expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
});

it('keeps +91 when the country details cannot be fetched', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers['country-details'] = () => json({ message: 'down' }, 503);
  render(<LeadScreen {...props} />);
  await passLoader();
  const dial = screen.getByLabelText('Country dial code') as HTMLSelectElement;
  await waitFor(() => expect(dial.selectedOptions[0]).toHaveTextContent('India (+91)'));
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('country-details'), expect.anything());
});

it('reads "Verifying OTP" while the code is checked, and shows the red note only on /us and /uk', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    if (String(args[0]).includes('veryfyotp')) await held;
    return original(...args);
  }) as typeof fetch;
  const off = on('lead/verified', () => undefined);
  await reachCode();
  expect(screen.queryByText(/spam folder/)).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByRole('button', { name: 'Verifying OTP' })).toBeDisabled();
  await act(async () => release());
  off();
});

it('keeps the offer state when the lead update answers flag false', async () => {
  localStorage.setItem('offerCookie', '1');
  localStorage.setItem('timerLastRunDate', 'Sun Nov 22 2026');
  answers.updateResponse = () => json({ flag: false, message: 'already updated' });
  const verified: unknown[] = [];
  const off = on('lead/verified', (e) => verified.push(e));
  await reachCode();
  fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await waitFor(() => expect(verified).toHaveLength(1));
  expect(localStorage.getItem('offerCookie')).toBe('1');
  expect(localStorage.getItem('timerLastRunDate')).toBe('Sun Nov 22 2026');
  off();
});

it('sends a visitor who already reached the checkout back to it after 50 ms, once', () => {
  const link = '/response/checkout/h1?Fx=f1&Rx=r1&isd=91&mobile=9876543210';
  localStorage.setItem('isBackCheckoutUrl', link);
  const went: FlxEvents['navigation/requested'][] = [];
  const off = on('navigation/requested', (e) => went.push(e));
  render(<LeadScreen {...props} />);
  expect(localStorage.getItem('isRedirected')).toBe('1');
  act(() => jest.advanceTimersByTime(49));
  expect(went).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(went).toEqual([{ to: link, replace: true }]);
  off();
});
