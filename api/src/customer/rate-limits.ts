// Sliding-window limits kept in PostgreSQL. The count and the new event are written in one
// transaction under an advisory lock on the key, so parallel requests cannot overshoot.
import type { Database } from '../db/database';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Limits of the issue: sends per number and per client address, a resend cool-down, and
 * wrong guesses per number that a new send does not reset. */
export const LIMITS = {
  sendPerNumber: { max: 5, windowMs: 10 * 60_000 },
  sendPerAddress: { max: 20, windowMs: 10 * 60_000 },
  resendCoolDown: { max: 1, windowMs: 30_000 },
  failuresPerNumber: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

export interface LimitCheck {
  allowed: boolean;
  /** Seconds until the oldest counted event leaves the window. */
  retryAfterSeconds: number;
}

async function lock(tx: Database, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
}

/** Whether one more event under `key` fits; counts nothing. */
export async function peek(tx: Database, key: string, limit: Limit, now: Date): Promise<LimitCheck> {
  await lock(tx, key);
  const since = new Date(now.getTime() - limit.windowMs);
  const rows = await tx.query<{ n: string | number; oldest: Date | string | null }>(
    'select count(*) as n, min(at) as oldest from rate_events where key = $1 and at > $2',
    [key, since],
  );
  const n = Number(rows[0]?.n ?? 0);
  if (n < limit.max) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = new Date(rows[0]?.oldest ?? now);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + limit.windowMs - now.getTime()) / 1000)) };
}

export async function record(tx: Database, key: string, now: Date): Promise<void> {
  await tx.query('insert into rate_events (key, at) values ($1, $2)', [key, now]);
}
