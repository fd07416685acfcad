// Browser storage the lead form writes (spec section 3 and 4); the session token is shared-contract's
// (session-tokens.ts), which the checkout reads.
/** Cleared after a verification whose update answered with flag true: a fresh offer. */
export const OFFER_STATE_KEYS = ['timerLastRunDate', 'timerLastRunTime', 'RemainingTimerTime', 'offerCookie', 'isRedirected'] as const;

export function clearOfferState(): void {
  try {
    for (const key of OFFER_STATE_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
