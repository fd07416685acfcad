// Sliding-window limits kept in PostgreSQL, so they hold across API instances. A check runs under a
// transaction-scoped advisory lock on the number (and the client address) it counts for, and the
// event is written in the same transaction, so parallel requests queue and cannot overshoot.
import type { Database } from '../db/database';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits, and two of ours: wrong codes per client address, and a day's block of a number. */
export const LIMITS = {
  /** One code per number every 30 seconds (the resend cool-down). */
  resendCoolDown: { max: 1, windowMs: 30_000 },
  sendPerNumber: { max: 5, windowMs: 10 * MINUTE },
  sendPerAddress: { max: 20, windowMs: 10 * MINUTE },
  /** Wrong codes per number, whichever challenge they were for: a new send does not reset them. */
  failuresPerNumber: { max: 10, windowMs: HOUR },
  /** Past this the number is refused outright (403) until the day's failures age out. */
  failuresPerNumberPerDay: { max: 20, windowMs: 24 * HOUR },
  failuresPerAddress: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/** Events older than the longest window count for nothing and are deleted. */
export const RETENTION_MS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));

export interface LimitCheck {
  allowed: boolean;
  /** Seconds until the oldest counted event leaves the window. */
  retryAfterSeconds: number;
}

const LOCK_SPACE = { number: 1, address: 2, surveyAddress: 3 } as const;

/**
 * Serialises everyone counting for this number (or client address) until the transaction ends.
 * Callers lock the number before the address, so two requests never wait on each other in a circle.
 */
export async function lockSubject(tx: Database, kind: keyof typeof LOCK_SPACE, value: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_SPACE[kind], value]);
}

/** Whether one more event under `key` fits; counts nothing. Call inside a transaction after lockSubject. */
export async function peek(tx: Database, key: string, limit: Limit, now: Date): Promise<LimitCheck> {
  const since = new Date(now.getTime() - limit.windowMs);
  const rows = await tx.query<{ n: string | number; oldest: Date | string | null }>(
    'select count(*) as n, min(at) as oldest from (select at from rate_events where key = $1 and at > $2 order by at desc limit $3) recent',
    [key, since, limit.max],
  );
  const n = Number(rows[0]?.n ?? 0);
  if (n < limit.max) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = new Date(rows[0]?.oldest ?? now);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + limit.windowMs - now.getTime()) / 1000)) };
}

/** Counts one event under `key` and drops the key's events too old to matter. */
export async function record(tx: Database, key: string, now: Date): Promise<void> {
  await tx.query('delete from rate_events where key = $1 and at <= $2', [key, new Date(now.getTime() - RETENTION_MS)]);
  await tx.query('insert into rate_events (key, at) values ($1, $2)', [key, now]);
}
