import { decideReturn, isCheckoutLink } from './return-to-checkout';

const link = '/response/checkout/h1?Rx=r1&isd=91&mobile=9876543210';
const today = 'Sun Nov 22 2026';

describe('return-redirect rule', () => {
  it('does nothing without a stored link', () => {
    expect(decideReturn({}, today)).toEqual({ store: {} });
  });

  it('resets the flag to 0 when the link is not the checkout', () => {
    expect(decideReturn({ isBackCheckoutUrl: '/thank-you', isRedirected: '1' }, today)).toEqual({ store: { isRedirected: '0' } });
  });

  it('sets the flag and redirects the first time', () => {
    expect(decideReturn({ isBackCheckoutUrl: link }, today)).toEqual({ redirectTo: link, store: { isRedirected: '1' } });
  });

  it('redirects again while the timer has time left or on the same day', () => {
    expect(decideReturn({ isBackCheckoutUrl: link, isRedirected: '1', RemainingTimerTime: '42' }, today).redirectTo).toBe(link);
    expect(decideReturn({ isBackCheckoutUrl: link, isRedirected: '1', RemainingTimerTime: '0', timerLastRunDate: today }, today).redirectTo).toBe(link);
  });

  it('otherwise clears the flag and sets offerCookie to 1', () => {
    expect(decideReturn({ isBackCheckoutUrl: link, isRedirected: '1', RemainingTimerTime: '0', timerLastRunDate: 'Sat Nov 21 2026' }, today)).toEqual({
      store: { isRedirected: null, offerCookie: '1' },
    });
  });

  it('never follows a link off the site', () => {
    expect(isCheckoutLink('https://evil.example/response/checkout/x')).toBe(false);
    expect(isCheckoutLink('//evil.example/response/checkout/x')).toBe(false);
    expect(isCheckoutLink('/uk/response/checkout/x')).toBe(true);
  });
});
