// Amounts: the hand-off and the pages speak major units ("999", "12.50"); orders and gateways speak
// integer minor units (paise, cents). Every currency sold here has two decimals.

const MAJOR_AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** The minor units of a decimal string such as "999" or "1199.5", or undefined when it is not one. */
export function parseMajorAmount(text: string): number | undefined {
  const match = MAJOR_AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** "999" for a whole amount, "1199.50" otherwise: what the checkout shows and the thank-you page repeats. */
export function formatMajor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
