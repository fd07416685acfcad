// The pool of plans offered before for the same answers (floorplan/src/generate/pool.ts), kept per request and
// engine version in plan_pool. A visitor's search draws from their own seed and finds some of the few plans a
// tight plot allows; the next visitor with the same answers is offered the best of their own and the pool's.
// Two visitors with the same answers drawn at once may both write the pool: the last write stands, and the
// plans it lacks are drawn again by a later visitor. Plans only are kept: no response, visitor or contact.
import { createHash } from 'node:crypto';
import { FLOORPLAN_ENGINE_VERSION, normaliseRequest, offerWithPool, poolAfter, poolKey, validatePlan, type GenerateResult, type Plan, type PlanRequest } from '@flx/floorplan';
import type { Database } from '../db/database';

/** The pool's row key: the request as the engine reads it, hashed (the answers themselves are in the plans). */
export function poolRowKey(request: PlanRequest): string {
  return createHash('sha256').update(poolKey(request)).digest('hex');
}

/** Whether this process has removed the pools of older engines (once: their plans are never offered again). */
let olderPoolsRemoved = false;

/**
 * The engine's answer for a request with its options chosen from its own plans and the pool's; the pool then
 * holds the options offered. A pool that cannot be read (a plan this engine's validator turns down) is set
 * aside: the visitor is offered their own plans, and the pool starts again from them.
 */
export async function withPooledPlans(db: Database, request: PlanRequest, own: GenerateResult, now: Date): Promise<GenerateResult> {
  const key = poolRowKey(request);
  const pool = await pooledPlans(db, key);
  const offered = offerWithPool(request, own, pool);
  if (!offered.ok) return offered;
  const kept = poolAfter(pool, offered.options);
  // The request is kept so the pool can grow while the engine is idle (pool-growth.ts), the most asked first.
  await db.query(
    `insert into plan_pool (request_key, engine_version, plans, updated_at, request, asked) values ($1, $2, $3, $4, $5, 1)
     on conflict (request_key, engine_version)
     do update set plans = excluded.plans, updated_at = excluded.updated_at, request = excluded.request, asked = plan_pool.asked + 1`,
    [key, FLOORPLAN_ENGINE_VERSION, JSON.stringify(kept), now, JSON.stringify(normaliseRequest(request))],
  );
  if (!olderPoolsRemoved) {
    olderPoolsRemoved = true;
    await db.query('delete from plan_pool where engine_version <> $1', [FLOORPLAN_ENGINE_VERSION]);
  }
  return offered;
}

/** A pool's plans under this engine (by poolRowKey) if every one passes its hard rules, else none. */
export async function pooledPlans(db: Database, key: string): Promise<Plan[]> {
  const rows = await db.query<{ plans: Plan[] }>('select plans from plan_pool where request_key = $1 and engine_version = $2', [key, FLOORPLAN_ENGINE_VERSION]);
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
