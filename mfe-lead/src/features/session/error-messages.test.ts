import { initTestI18n } from '@flx/shared-i18n/src/testing';
import type { i18n } from 'i18next';
import ar from '@flx/shared-i18n/locales/ar/translation.json';
import { otpErrorMessage, type Message } from './error-messages';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initTestI18n();
});

const say = (m: Message) => m.text ?? i18next.t(m.key, m.values ?? {});

describe('OTP error texts (spec section 8)', () => {
  it('send: a 2xx other than 200 is "Something Went Wrong!"', () => {
    expect(say(otpErrorMessage('send', { kind: 'status', status: 202, ok: true }))).toBe('Something Went Wrong!');
  });

  it('send: 403 shows the server message, or the fixed text', () => {
    expect(say(otpErrorMessage('send', { kind: 'status', status: 403, ok: false, serverMessage: 'Blocked number' }))).toBe('Blocked number');
    expect(say(otpErrorMessage('send', { kind: 'status', status: 403, ok: false }))).toBe(
      'Access forbidden: You do not have permission to access this resource.',
    );
  });

  it('other statuses, no response and other errors', () => {
    expect(say(otpErrorMessage('send', { kind: 'status', status: 500, ok: false }))).toBe('HTTP error! Status: 500');
    expect(say(otpErrorMessage('verify', { kind: 'no-response' }))).toBe('No response received from the server.');
    expect(say(otpErrorMessage('send', { kind: 'other', message: 'boom' }))).toBe('Error: boom');
  });

  it('verify: 404 is the wrong-code text, the server message, or try later', () => {
    expect(say(otpErrorMessage('verify', { kind: 'status', status: 404, ok: false, serverMessage: 'wrong otp entered' }))).toBe('Error: wrong otp entered');
    expect(say(otpErrorMessage('verify', { kind: 'status', status: 404, ok: false, serverMessage: 'This code has expired.' }))).toBe('This code has expired.');
    expect(say(otpErrorMessage('verify', { kind: 'status', status: 404, ok: false }))).toBe('Something went wrong please try again later!');
  });

  it('rate limits say how long to wait', () => {
    expect(say(otpErrorMessage('send', { kind: 'status', status: 429, ok: false, retryAfterSeconds: 290 }))).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
    expect(say(otpErrorMessage('send', { kind: 'status', status: 429, ok: false, retryAfterSeconds: 40 }))).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('says the wait in the form of the number each language uses (Arabic: one, two, a few, many)', () => {
    i18next.addResourceBundle('ar', 'translation', ar);
    const inArabic = (retryAfterSeconds: number) => {
      const m = otpErrorMessage('send', { kind: 'status', status: 429, ok: false, retryAfterSeconds });
      return i18next.getFixedT('ar')(m.key, m.values ?? {});
    };
    expect(inArabic(60)).toContain('بعد دقيقة واحدة');
    expect(inArabic(120)).toContain('بعد دقيقتين');
    expect(inArabic(300)).toContain('بعد 5 دقائق');
    expect(inArabic(900)).toContain('بعد 15 دقيقة');
  });
});
