// Instances starting together take turns at migrating and seeding, each under its own advisory lock.
import type { Database } from './database';

/**
 * Takes the transaction-scoped advisory lock `key`, waiting as long as the instance before takes: start-up
 * work queues behind other instances' start-up, where a request would rather be turned away (the pool's
 * lock_timeout, postgres.ts). Call first thing inside a transaction.
 */
export async function waitForStartTurn(tx: Database, key: number): Promise<void> {
  if (tx.kind === 'postgres') await tx.query("select set_config('lock_timeout', '0', true)");
  await tx.query('select pg_advisory_xact_lock($1)', [key]);
}
