// Browser storage the lead form writes (spec section 3 and 4).
export const AUTH_TOKEN_KEY = 'authToken';
/** Cleared after a verification whose update answered with flag true: a fresh offer. */
export const OFFER_STATE_KEYS = ['timerLastRunDate', 'timerLastRunTime', 'RemainingTimerTime', 'offerCookie', 'isRedirected'] as const;

export function storeAuthToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage refused: the checkout asks for the token again through the store.
  }
}

export function clearOfferState(): void {
  try {
    for (const key of OFFER_STATE_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
