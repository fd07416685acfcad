// How many survey submissions one client address may post. Each stores a response whose plans anyone
// holding its id can have drawn, so a script posting thousands a second fills the database and queues
// engine work. Counted in PostgreSQL like the OTP limits (customer/rate-limits.ts), so it holds across
// API instances. Generous on purpose: visitors behind one mobile carrier's NAT share an address, and a
// visitor posts once per survey.
import { lockSubject, peek, record, type LimitCheck } from '../customer/rate-limits';
import type { Database } from '../db/database';
import { TryLater } from '../http/try-later';

export const SUBMISSION_WINDOW_MS = 10 * 60_000;

/** Counts one submission for `address` and allows it, or refuses it with when to try again; max 0 allows all. */
export async function admitSubmission(db: Database, address: string, max: number, now: Date): Promise<LimitCheck> {
  if (max === 0) return { allowed: true, retryAfterSeconds: 0 };
  return db.transaction(async (tx) => {
    await lockSubject(tx, 'surveyAddress', address);
    const key = `survey:address:${address}`;
    const check = await peek(tx, key, { max, windowMs: SUBMISSION_WINDOW_MS }, now);
    if (check.allowed) await record(tx, key, now);
    return check;
  });
}

/** admitSubmission for a route that stores a response: a refusal is the 429 that tells the client when to try again. */
export async function requireSubmissionAdmitted(db: Database, address: string, max: number, now: Date): Promise<void> {
  const admitted = await admitSubmission(db, address, max, now);
  if (!admitted.allowed) throw new TryLater(429, 'too many survey submissions from this address; try again later', admitted.retryAfterSeconds);
}
