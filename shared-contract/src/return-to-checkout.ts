// The return-redirect rule of spec section 4: a visitor who already reached the checkout and
// comes back to the lead page (for example with the back button from the payment page) is
// sent back to that checkout after 50 ms instead of logging in again.

export const RETURN_REDIRECT_DELAY_MS = 50;
export const BACK_CHECKOUT_KEY = 'isBackCheckoutUrl';

export interface ReturnStorage {
  isBackCheckoutUrl?: string;
  isRedirected?: string;
  RemainingTimerTime?: string;
  timerLastRunDate?: string;
}

export interface ReturnDecision {
  /** Same-origin path to go to, when the visitor should be sent back. */
  redirectTo?: string;
  /** Keys to write; null removes the key. */
  store: Record<string, string | null>;
}

/** Only our own checkout route, as a same-origin path, may be returned to. */
export function isCheckoutLink(link: string | undefined): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//') && /^(\/us|\/uk)?\/response\/checkout\/[^/?#]+/.test(link);
}

export function decideReturn(stored: ReturnStorage, today: string): ReturnDecision {
  const link = stored.isBackCheckoutUrl;
  if (link === undefined) return { store: {} };
  if (!isCheckoutLink(link)) return { store: { isRedirected: '0' } };
  if (stored.isRedirected !== '1') return { redirectTo: link, store: { isRedirected: '1' } };
  const timeLeft = Number(stored.RemainingTimerTime) > 0;
  if (timeLeft || stored.timerLastRunDate === today) return { redirectTo: link, store: {} };
  return { store: { isRedirected: null, offerCookie: '1' } };
}
