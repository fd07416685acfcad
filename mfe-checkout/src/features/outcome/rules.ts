// Rules of the payment outcome pages (spec section 2 and 5).

export const THANK_YOU_FIELDS = ['moid', 'pid', 'status', 'currency', 'amount'] as const;
/** A thank-you page missing any field sends the visitor home after this long. */
export const THANK_YOU_REDIRECT_MS = 7000;

export function missingThankYouFields(query: Readonly<Record<string, string>>): string[] {
  return THANK_YOU_FIELDS.filter((field) => !query[field]?.trim());
}

/**
 * Where 'Try again!' leads: the site origin plus the `back` path. Only a same-origin path is
 * accepted, so the link cannot be turned into a redirect to another site.
 */
export function safeBackPath(back: string | undefined): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return '/';
  return back;
}

/**
 * Why the payment flow refused a hand-off before any charge (`reason` on /payment-failure); the
 * server's list is REFUSAL_REASONS in api/src/payments/handoff.ts, kept the same by
 * shared-contract/src/payment-refusals.contract.test.ts. Anything else is ignored.
 */
export const REFUSAL_REASONS = ['sign-in', 'unknown-package', 'not-sold', 'price-changed', 'one-design', 'offer-ended'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function refusalReason(reason: string | undefined): RefusalReason | undefined {
  return REFUSAL_REASONS.find((known) => known === reason);
}
