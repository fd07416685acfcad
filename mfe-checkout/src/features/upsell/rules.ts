// The countdown offer and the upsell modals of spec section 4, as pure functions: given what
// is stored and the time, what to show, what to store and what the timer does.

export const COUNTDOWN_SECONDS = 600;
export const UPSELL_WINDOW_MS = 600_000;

/** Browser storage keys of the offer (spec section 3). */
export const OFFER_KEYS = {
  remaining: 'RemainingTimerTime',
  lastRunDate: 'timerLastRunDate',
  lastRunTime: 'timerLastRunTime',
  offerCookie: 'offerCookie',
  isRedirected: 'isRedirected',
} as const;

export type OfferKey = (typeof OFFER_KEYS)[keyof typeof OFFER_KEYS];
export type OfferStorage = Partial<Record<OfferKey, string>>;

export interface TimerStart {
  /** Seconds left when the page opens: the saved remainder, or a fresh 600. */
  remaining: number;
  /** What to store now (the run's start when it is a fresh run). */
  store: OfferStorage;
  /** True when this is the first run: the server records the offer window's start. */
  fresh: boolean;
}

/** The spec's date stamp of a run: the visitor's local calendar day. */
export function runDate(now: Date): string {
  return now.toDateString();
}

/** On load a saved remainder is restored and the timer restarts; otherwise a run begins. */
export function startCountdown(stored: OfferStorage, now: Date): TimerStart {
  const saved = Number(stored[OFFER_KEYS.remaining]);
  if (stored[OFFER_KEYS.remaining] !== undefined && Number.isFinite(saved) && saved >= 0 && stored[OFFER_KEYS.lastRunTime]) {
    return { remaining: Math.min(COUNTDOWN_SECONDS, Math.floor(saved)), store: {}, fresh: false };
  }
  return {
    remaining: COUNTDOWN_SECONDS,
    fresh: true,
    store: {
      [OFFER_KEYS.remaining]: String(COUNTDOWN_SECONDS),
      [OFFER_KEYS.lastRunTime]: String(now.getTime()),
      [OFFER_KEYS.lastRunDate]: runDate(now),
    },
  };
}

/** One second of the countdown: saved each second, stopping at 0. */
export function tick(remaining: number): number {
  return Math.max(0, remaining - 1);
}

export type UpsellModal = 'discount' | 'price' | null;

export interface UpsellDecision {
  modal: UpsellModal;
  store: OfferStorage;
  /** 'stop' ends the offer now (remaining 0); 'run' keeps or starts the countdown. */
  timer: 'run' | 'stop';
}

export function withinWindow(stored: OfferStorage, now: Date): boolean {
  const start = Number(stored[OFFER_KEYS.lastRunTime]);
  return Number.isFinite(start) && start > 0 && now.getTime() - start <= UPSELL_WINDOW_MS;
}

/**
 * The upsell flow on return from login (spec section 4), only when isRedirected is '1':
 * timer at 0 -> the discount modal; offer flag '0' (or never set) -> '1' and the price modal
 * within 10 minutes of the run start, else stop and the discount modal; flag '1' -> '0' and
 * the discount modal (stopping the timer when the 10 minutes are over).
 */
export function decideUpsell(stored: OfferStorage, remaining: number, now: Date): UpsellDecision {
  if (stored[OFFER_KEYS.isRedirected] !== '1') return { modal: null, store: {}, timer: 'run' };
  if (remaining <= 0) return { modal: 'discount', store: {}, timer: 'stop' };
  const inWindow = withinWindow(stored, now);
  if (stored[OFFER_KEYS.offerCookie] === '1') {
    return { modal: 'discount', store: { [OFFER_KEYS.offerCookie]: '0' }, timer: inWindow ? 'run' : 'stop' };
  }
  return {
    modal: inWindow ? 'price' : 'discount',
    store: { [OFFER_KEYS.offerCookie]: '1' },
    timer: inWindow ? 'run' : 'stop',
  };
}

/** Minutes and seconds of a remainder; modal 2 shows them with two digits. */
export function minutesSeconds(remaining: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(remaining / 60), seconds: remaining % 60 };
}

export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}
