// The pool of plans offered before for the same answers (floorplan/src/generate/pool.ts), kept per request and
// engine version in plan_pool. A visitor's search draws from their own seed and finds some of the few plans a
// tight plot allows; the next visitor with the same answers is offered the best of their own and the pool's.
// A pool is read and written under its row's lock (`lockedPool`), so two visitors with the same answers, or a
// visitor and the pool's growth, drawn at once each keep the other's plans. Plans only are kept: no response,
// visitor or contact.
import { createHash } from 'node:crypto';
import { FLOORPLAN_ENGINE_VERSION, normaliseRequest, offerWithPool, poolAfter, poolKey, validatePlan, type GenerateResult, type Plan, type PlanRequest } from '@flx/floorplan';
import type { Database } from '../db/database';

/** The pool's row key: the request as the engine reads it, hashed (the answers themselves are in the plans). */
export function poolRowKey(request: PlanRequest): string {
  return createHash('sha256').update(poolKey(request)).digest('hex');
}

/**
 * The engine's answer for a request with its options chosen from its own plans and the pool's; the pool then
 * holds the options offered. A pool that cannot be read (a plan this engine's validator turns down) is set
 * aside: the visitor is offered their own plans, and the pool starts again from them.
 */
export async function withPooledPlans(db: Database, request: PlanRequest, own: GenerateResult, now: Date): Promise<GenerateResult> {
  const key = poolRowKey(request);
  return db.transaction(async (tx) => {
    // With plans of their own the row is made first, so the lock below holds even for the first visitor with
    // these answers (a refusal starts no pool: another seed's plans, if any, are offered from one). The request
    // is kept so the pool can grow while the engine is idle (pool-growth.ts), the most asked first.
    const stored = JSON.stringify(normaliseRequest(request));
    if (own.ok) {
      await tx.query(
        `insert into plan_pool (request_key, engine_version, plans, updated_at, request, asked) values ($1, $2, '[]', $3, $4, 0)
         on conflict (request_key, engine_version) do nothing`,
        [key, FLOORPLAN_ENGINE_VERSION, now, stored],
      );
    }
    const pool = await lockedPool(tx, key);
    const chosen = offerWithPool(request, own, pool);
    if (chosen.ok) {
      await tx.query('update plan_pool set plans = $3, updated_at = $4, request = $5, asked = asked + 1 where request_key = $1 and engine_version = $2', [
        key,
        FLOORPLAN_ENGINE_VERSION,
        JSON.stringify(poolAfter(pool, chosen.options)),
        now,
        stored,
      ]);
    }
    return chosen;
  });
}

/** Removes the pools of other engines (their plans are never offered again); the server does it once started. */
export async function removeOlderPools(db: Database): Promise<void> {
  await db.query('delete from plan_pool where engine_version <> $1', [FLOORPLAN_ENGINE_VERSION]);
}

/**
 * A pool's plans under this engine (by poolRowKey) if every one passes its hard rules, else none; read in a
 * transaction that writes the pool next, the row stays locked until it commits (another writer waits).
 */
export async function lockedPool(tx: Database, key: string): Promise<Plan[]> {
  const rows = await tx.query<{ plans: Plan[] }>('select plans from plan_pool where request_key = $1 and engine_version = $2 for update', [key, FLOORPLAN_ENGINE_VERSION]);
  const plans = rows[0]?.plans;
  return Array.isArray(plans) && passTodaysRules(plans) ? plans : [];
}

/** Whether stored plans pass every hard rule this engine checks; a document it cannot read does not. */
export function passTodaysRules(plans: Plan[]): boolean {
  try {
    return plans.every((plan) => validatePlan(plan).ok);
  } catch {
    return false;
  }
}
