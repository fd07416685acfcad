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
