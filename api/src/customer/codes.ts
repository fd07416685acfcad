// One-time passwords: six digits from a cryptographically secure generator, stored only as an
// HMAC under a server key, compared in constant time.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_DIGITS = 6;

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** The hash binds the code to its challenge and number, so a stored hash is useless elsewhere. */
export function hashCode(key: Buffer, challengeId: string, number: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}\n${number}\n${code}`).digest('hex');
}

export function codeMatches(key: Buffer, challengeId: string, number: string, code: string, storedHash: string): boolean {
  const presented = Buffer.from(hashCode(key, challengeId, number, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** The code key is derived from the server's admin secret, so no second secret must be managed. */
export function deriveCodeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('flx otp code key v1').digest();
}
