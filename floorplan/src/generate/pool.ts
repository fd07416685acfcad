// The plans offered to earlier visitors with the same answers (the pool) compete with a visitor's own. A search
// draws from the visitor's seed and finds some of the few plans a tight plot allows, not all: on the most-asked
// plots, seeds 1-30 of engine 1.90.0, a 20x30 two-storey 2BHK with a pooja room had an option 1 without
// objections for 12 seeds, a 25x40 two-storey 3BHK with a car two designs for 17 (`bench/pool.ts`). The
// same answers then get the best plans any visitor's search has found, and the search costs no more time.
import type { GenerateResult, Plan, PlanRequest } from '../types';
import { isShrineObjection } from '../score/quality';
import { normaliseRequest } from '../input/answers';
import { offerOptions } from './ranking';
import { signatureOf } from './plan-for';
import { planId } from './search-stages';

/**
 * Plans kept per request: the best, then each the best clearly different from those kept (as options are
 * chosen), so the pool holds designs for option 2 as well as option 1.
 */
export const POOL_SIZE = 6;

/**
 * The answer with options chosen from the visitor's own plans and the pool's: `wanted` of them (as the
 * engine's `options`), or as many as the visitor's own answer offered if more. A refusal stands only while
 * the pool holds no plan for the same answers. The pooja niche offer (`shrineFreeWay`) stays only while an
 * option still has a toilet at the shrine: it was confirmed for the visitor's own seed, and it is what the
 * options offered lack.
 */
export function offerWithPool(input: PlanRequest, own: GenerateResult, pool: Plan[], wanted = 2): GenerateResult {
  const request = normaliseRequest(input);
  const key = poolKey(request);
  const ownPlans = own.ok ? own.options : [];
  const plans = distinct([...ownPlans, ...pool.filter((p) => poolKey(p.request) === key)]);
  if (!plans.length) return own;
  const chosen = offerOptions(plans, Math.max(ownPlans.length, wanted));
  const options = chosen.map((p, i) => ({ ...p, option: i + 1, id: planId(request, p.seed, i + 1) }));
  const stillAtShrine = options.some((p) => p.score.objections?.some(isShrineObjection));
  const shrineFreeWay = own.ok && stillAtShrine ? own.shrineFreeWay : undefined;
  return { ok: true, options, ...(shrineFreeWay ? { shrineFreeWay } : {}) };
}

/** The pool once a visitor's options join it: at most POOL_SIZE plans, chosen as options are. */
export function poolAfter(pool: Plan[], offered: Plan[]): Plan[] {
  const plans = distinct([...pool, ...offered]);
  return plans.length ? offerOptions(plans, POOL_SIZE) : [];
}

/**
 * The plans, each drawing once: a plan offered again comes back from the pool as it was stored. Known by its
 * rooms' places (signatureOf, as the search knows a plan), not by its JSON: a database's jsonb gives the keys
 * back in another order, and the same drawing then took two of the pool's places and could be option 1 and 2.
 */
function distinct(plans: Plan[]): Plan[] {
  const seen = new Set<string>();
  return plans.filter((p) => {
    const drawing = signatureOf(p);
    if (seen.has(drawing)) return false;
    seen.add(drawing);
    return true;
  });
}

/**
 * What a pool is kept under: the request normalised as the engine reads it, its fields in name order (two
 * requests built in another order key alike). The engine's version is the caller's to add.
 */
export function poolKey(input: PlanRequest): string {
  const request = normaliseRequest(input) as unknown as Record<string, unknown>;
  return JSON.stringify(Object.keys(request).filter((k) => request[k] !== undefined).sort().map((k) => [k, request[k]]));
}
