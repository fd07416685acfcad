// One-time passwords: six digits from a cryptographically secure generator, stored only as an
// HMAC-SHA256 under the server pepper, bound to their challenge and number, compared in constant time.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_DIGITS = 6;

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** The hash binds the code to its challenge and number, so a stored hash is useless elsewhere. */
export function hashCode(pepper: Buffer, challengeId: string, number: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}\n${number}\n${code}`).digest('hex');
}

export function codeMatches(pepper: Buffer, challengeId: string, number: string, code: string, storedHash: string): boolean {
  const presented = Buffer.from(hashCode(pepper, challengeId, number, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function newId(): string {
  return randomBytes(16).toString('base64url');
}
