// Rules of the details form (spec sections 2 and 5): who must give an email, when Submit is
// enabled, and which dial codes the selector offers.

export const INDIA_DIAL_CODE = '+91';

export interface LeadDetails {
  name: string;
  email: string;
  mobile: string;
  /** Dial code with '+', e.g. '+880'. */
  dialCode: string;
}

/** Email is shown and required only when the dial code is not +91. */
export function emailRequired(dialCode: string): boolean {
  return dialCode !== INDIA_DIAL_CODE;
}

export function canSubmit(details: LeadDetails): boolean {
  if (!details.name.trim() || !details.mobile.trim()) return false;
  return !emailRequired(details.dialCode) || details.email.trim() !== '';
}

/** The dial code as the API takes it: without the leading '+'. */
export function isdWithoutPlus(dialCode: string): string {
  return dialCode.replace(/^\+/, '');
}

export interface DialCodeEntry {
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: string;
  flag: string;
  dialCode: string;
}

/** +91 is hidden from the selector for visitors whose default dial code is not +91. */
export function visibleDialCodes(all: readonly DialCodeEntry[], defaultDialCode: string): DialCodeEntry[] {
  return defaultDialCode === INDIA_DIAL_CODE ? [...all] : all.filter((e) => e.dialCode !== INDIA_DIAL_CODE);
}
