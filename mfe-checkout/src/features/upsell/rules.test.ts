import { COUNTDOWN_SECONDS, decideUpsell, minutesSeconds, startCountdown, tick, twoDigits, UPSELL_WINDOW_MS, withinWindow } from './rules';

const t0 = new Date(2026, 10, 22, 10, 0, 0);
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: t0 }));
  afterEach(() => jest.useRealTimers());

  it('starts a fresh run at 600 seconds and records when', () => {
    const start = startCountdown({}, new Date());
    expect(start).toEqual({
      remaining: 600,
      fresh: true,
      store: { RemainingTimerTime: '600', timerLastRunTime: String(t0.getTime()), timerLastRunDate: t0.toDateString() },
    });
  });

  it('restores a saved remainder and keeps the run start', () => {
    jest.advanceTimersByTime(90_000);
    expect(startCountdown({ RemainingTimerTime: '510', timerLastRunTime: String(t0.getTime()) }, new Date())).toEqual({ remaining: 510, fresh: false, store: {} });
  });

  it('counts down each second and stops at 0', () => {
    let remaining = COUNTDOWN_SECONDS;
    for (let i = 0; i < 700; i += 1) remaining = tick(remaining);
    expect(remaining).toBe(0);
    expect(tick(1)).toBe(0);
  });

  it('shows minutes and seconds, two-digit where asked', () => {
    expect(minutesSeconds(545)).toEqual({ minutes: 9, seconds: 5 });
    expect(`${twoDigits(9)}:${twoDigits(5)}`).toBe('09:05');
  });
});

describe('decideUpsell (return from login)', () => {
  const run = { timerLastRunTime: String(t0.getTime()) };

  it('shows nothing unless the visitor was redirected back', () => {
    expect(decideUpsell({ ...run, offerCookie: '0' }, 300, later(1000)).modal).toBeNull();
  });

  it('timer at 0: the discount modal, expired', () => {
    expect(decideUpsell({ ...run, isRedirected: '1', offerCookie: '0' }, 0, later(1000))).toEqual({ modal: 'discount', store: {}, timer: 'stop' });
  });

  it("flag '0' inside the window: the price modal, flag becomes '1'", () => {
    expect(decideUpsell({ ...run, isRedirected: '1', offerCookie: '0' }, 300, later(UPSELL_WINDOW_MS))).toEqual({
      modal: 'price',
      store: { offerCookie: '1' },
      timer: 'run',
    });
  });

  it("flag '0' after the window: stop and the discount modal", () => {
    expect(decideUpsell({ ...run, isRedirected: '1', offerCookie: '0' }, 30, later(UPSELL_WINDOW_MS + 1))).toEqual({
      modal: 'discount',
      store: { offerCookie: '1' },
      timer: 'stop',
    });
  });

  it("flag '1': flag becomes '0' and the discount modal, stopping only after the window", () => {
    expect(decideUpsell({ ...run, isRedirected: '1', offerCookie: '1' }, 300, later(5_000))).toEqual({ modal: 'discount', store: { offerCookie: '0' }, timer: 'run' });
    expect(decideUpsell({ ...run, isRedirected: '1', offerCookie: '1' }, 300, later(UPSELL_WINDOW_MS + 1))).toEqual({ modal: 'discount', store: { offerCookie: '0' }, timer: 'stop' });
  });

  it('treats a never-set flag like the first return', () => {
    expect(decideUpsell({ ...run, isRedirected: '1' }, 300, later(1000)).modal).toBe('price');
  });

  it('knows the window only from a recorded run start', () => {
    expect(withinWindow({}, later(0))).toBe(false);
    expect(withinWindow(run, later(UPSELL_WINDOW_MS))).toBe(true);
  });
});
