// Mobile numbers and emails: numbers checked for their dial code with libphonenumber-js before
// anything is sent, both masked wherever they are logged.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type MobileCheck = 'valid' | 'invalid' | 'not-canonical';

/**
 * Whether a number can receive a text message for that dial code (digits only, no plus), and is
 * written the one way we accept: the national number without trunk prefix ('9876543210', not
 * '09876543210'), under the dial code it really belongs to (not isd 9 + '19876543210'). One
 * spelling per number keeps every per-number limit on one key.
 */
export function checkMobile(isd: string, mobile: string): MobileCheck {
  if (!/^\d{1,4}$/.test(isd) || !/^\d{4,15}$/.test(mobile)) return 'invalid';
  const parsed = parsePhoneNumberFromString(`+${isd}${mobile}`);
  if (!parsed?.isValid() || parsed.countryCallingCode !== isd) return 'invalid';
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return 'invalid';
  return parsed.nationalNumber === mobile ? 'valid' : 'not-canonical';
}

/** '+91******3210': enough to tell numbers apart in a log, not enough to call them. */
export function maskMobile(isd: string, mobile: string): string {
  return `+${isd}${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
}

/** A plain address: one @, a dot in the domain, no spaces, quotes or angle brackets. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@<>"',;()[\]\\]+@[^\s@<>"',;()[\]\\]+\.[^\s@<>"',;()[\]\\]+$/.test(email);
}
