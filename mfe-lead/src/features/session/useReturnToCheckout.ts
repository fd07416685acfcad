// Applies the return-redirect rule when the lead page opens: a visitor who already has a
// checkout goes back to it after 50 ms.
import { useEffect } from 'react';
import { decideReturn, emit, RETURN_REDIRECT_DELAY_MS, type ReturnStorage } from '@flx/shared-contract';

const KEYS = ['isBackCheckoutUrl', 'isRedirected', 'RemainingTimerTime', 'timerLastRunDate'] as const;

function readStorage(): ReturnStorage {
  const stored: ReturnStorage = {};
  for (const key of KEYS) {
    const value = localStorage.getItem(key);
    if (value !== null) stored[key] = value;
  }
  return stored;
}

export function useReturnToCheckout(): void {
  useEffect(() => {
    let decision;
    try {
      decision = decideReturn(readStorage(), new Date().toDateString());
      for (const [key, value] of Object.entries(decision.store)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    } catch {
      return; // No storage, no way back to remember.
    }
    const to = decision.redirectTo;
    if (!to) return;
    const timer = setTimeout(() => emit('navigation/requested', { to, replace: true }), RETURN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
