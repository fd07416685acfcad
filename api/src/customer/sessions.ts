// Session tokens issued at OTP verification: 256 random bits, kept only as a SHA-256 hash,
// bound to the visitor's number and survey response, with an expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface Session {
  responseId: string;
  isd: string;
  mobile: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueSession(db: Database, session: Session, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.query(
    'insert into sessions (token_hash, response_id, isd, mobile, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [hash(token), session.responseId, session.isd, session.mobile, now, expiresAt],
  );
  return { token, expiresAt };
}

/** The session behind a presented token, or null when it is unknown or expired. */
export async function verifySessionToken(db: Database, token: string | undefined, now = new Date()): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const rows = await db.query<{ response_id: string; isd: string; mobile: string }>(
    'select response_id, isd, mobile from sessions where token_hash = $1 and expires_at > $2',
    [hash(token), now],
  );
  const row = rows[0];
  return row ? { responseId: row.response_id, isd: row.isd, mobile: row.mobile } : null;
}
