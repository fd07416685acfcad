// A family that asked for a pooja room minds a toilet against its wall or over it more than most objections
// (score/quality.ts). On a tight plot option 1 or 2 may keep one there: then the engine draws the same request
// with a pooja niche in the living room instead, and where those options keep every toilet away from the
// shrine, offers that change with the plans (the checkout's 'See plans with a pooja niche'). Offered only
// once it is drawn, as a refused plot's ways are: the visitor is never promised plans the engine has not made.
import type { GenerateResult, PlanChange, PlanRequest } from '../types';
import { isShrineObjection } from '../score/quality';
import { withChanges } from './feasibility';
import type { GenerateOptions } from './generate';
import type { Generate } from './passes';

/** The change: no separate pooja room, a pooja niche in the living room instead. */
const NICHE_INSTEAD: PlanChange[] = [{ field: 'pooja', to: false }];

const atTheShrine = (result: GenerateResult & { ok: true }) => result.options.some((plan) => plan.score.objections?.some(isShrineObjection));

/**
 * The visitor's plans with `shrineFreeWay` set where a niche keeps the toilets away from the shrine. The niche's
 * options are drawn as the revision's will be (the same seed and options wanted, the whole search), so taking
 * the way gives the visitor those very plans. Only a pooja room's plans are looked at: a niche's own are its answer.
 */
export function withShrineFreeWay(request: PlanRequest, opts: GenerateOptions, result: GenerateResult, generate: Generate): GenerateResult {
  if (!result.ok || !request.pooja || !atTheShrine(result)) return result;
  const niche = generate(withChanges(request, NICHE_INSTEAD), { seed: opts.seed, options: opts.options });
  if (!niche.ok || niche.options.length < result.options.length || atTheShrine(niche)) return result;
  return { ...result, shrineFreeWay: NICHE_INSTEAD };
}
