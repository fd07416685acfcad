// Browser storage the survey owns: on load it forgets any earlier way back to a checkout.
export const CHECKOUT_RETURN_KEYS = ['isRedirected', 'isBackCheckoutUrl'] as const;

export function forgetCheckoutReturn(): void {
  try {
    for (const key of CHECKOUT_RETURN_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage can be refused (private browsing); there is then nothing to forget.
  }
}
