// Mobile numbers: checked for their dial code with libphonenumber-js before anything is sent,
// and masked wherever they are logged.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A number that can receive a text message for that dial code (digits only, no plus). */
export function isValidMobile(isd: string, mobile: string): boolean {
  if (!/^\d{1,4}$/.test(isd) || !/^\d{4,15}$/.test(mobile)) return false;
  const parsed = parsePhoneNumberFromString(`+${isd}${mobile}`);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** '+91******3210': enough to tell numbers apart in a log, not enough to call them. */
export function maskMobile(isd: string, mobile: string): string {
  return `+${isd}${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
}
