// Identifiers a visitor holds (response id, response hash): random, never sequential, so none can be guessed from another.
import { randomBytes } from 'node:crypto';

/** 128 random bits in base64url: 22 characters. */
export const TOKEN_BYTES = 16;
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{22}$';

export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}
