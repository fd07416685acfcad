// One variant's plan as the search keeps it: built, told apart from those seen, validated and scored, and for
// a Vastu request reflected or its master renamed where that ranks higher.
import type { Plan, PlanRequest } from '../types';
import type { Variant } from '../layout/variant';
import { validatePlan } from '../validate/validate';
import { setbacksRule } from '../validate/rules';
import { scorePlan, withVastuScored } from '../score/score';
import { buildCandidate, type SharedArrangement } from './candidate';
import { reflectPlan } from './reflect';
import { withLargestBedroomAsMaster, withMasterInLargestBedroom, withMasterInVastuZone } from './master-room';
import { rank } from './ranking';

/**
 * For a Vastu request, the plan reflected left to right, or with the master bedroom named where Vastu prefers
 * it or in a far larger bedroom, or both, when one ranks higher than the plan as drawn; else null. A
 * reflection swaps the zones of the kitchen, master bedroom, pooja room, stair and main door east for west (a
 * north or south facing plot) or turns them by a quarter (a corner facing), and a variant's random mirror
 * draws only one of the two: the Vastu zones decide which one the visitor sees. Nothing else the scorer
 * weighs depends on the side, so only the Vastu rules and objections are worked out again; the reflection is
 * validated only if it is chosen (a fifth of the cost of checking every one, which added 40% to the time per
 * option), the plan as drawn competing in its place if it fails. Naming another bedroom the master changes
 * no room, wall or door (see withMasterInVastuZone); the plan is scored again whole, as the master's size
 * rules read the bedroom that now bears the name.
 */
export function betterForVastu(plan: Plan): { plan: Plan; reflected: boolean } | null {
  const mirrored = reflectPlan(plan);
  // A side road asks a wider setback on its side: reflected, the building would stand in it.
  const reflection = setbacksRule(mirrored).ok ? { ...mirrored, score: withVastuScored(plan.score, mirrored) } : null;
  const ways = reflection ? [{ plan: reflection, reflected: true }] : [];
  const drawnWays: Array<[Plan, boolean]> = reflection ? [[plan, false], [reflection, true]] : [[plan, false]];
  for (const [drawn, reflected] of drawnWays) {
    // The master named in Vastu's zone or, where Vastu is only preferred, in a far larger bedroom elsewhere
    // when the one in the zone is small enough for a buyer to object (a 7 ft master beside a 14 x 12 ft
    // bedroom): the ranking weighs the two. Not for strict Vastu: as objections outrank every score, a master
    // 5 cm under 2.7 m renamed upstairs took a 30x60 two-storey home's option 1 from 0.86 to 0.65 on Vastu.
    const larger = drawn.request.vastu === 'preferred' ? withLargestBedroomAsMaster(drawn) : null;
    for (const renamed of [withMasterInVastuZone(drawn), larger]) if (renamed) ways.push({ plan: { ...renamed, score: scorePlan(renamed) }, reflected });
  }
  if (!ways.length) return null;
  const best = ways.reduce((a, b) => (rank(b.plan, a.plan) < 0 ? b : a));
  return rank(best.plan, plan) < 0 ? best : null;
}

/** The plan validated and scored, or null when it fails a hard rule. */
export function checked(plan: Plan): Plan | null {
  const compliance = validatePlan(plan);
  return compliance.ok ? { ...plan, compliance, score: scorePlan(plan) } : null;
}

/**
 * A validated, scored plan for one variant, or null when it cannot be built, repeats one seen, or fails a hard
 * rule; `failed` hears the stage a candidate that cannot be built fails at, `shared` is an arrangement drawn
 * once for variants alike but for their relief (see buildCandidate).
 */
export function planFor(request: PlanRequest, variant: Variant, seed: number, seen: Set<string>, failed?: (stage: string) => void, shared?: SharedArrangement): Plan | null {
  const candidate = buildCandidate(request, variant, failed, shared);
  if (!candidate) return null;
  if (!firstSeen(candidate, seen)) return null;
  const plan: Plan = { ...candidate, id: '', option: 0, seed, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } };
  // A bedroom far larger than the one drawn as the master, and as well served, bears the name (not for Vastu).
  return checked(withMasterInLargestBedroom(plan) ?? plan);
}

/** Whether a plan's rooms are new to the search, which then remembers them: two plans with the same rooms are one. */
function firstSeen(plan: Pick<Plan, 'floors'>, seen: Set<string>): boolean {
  const signature = signatureOf(plan);
  if (seen.has(signature)) return false;
  seen.add(signature);
  return true;
}

/** The rooms' places floor by floor, in any order a family lists them: two candidates with the same are one plan. */
export function signatureOf(plan: Pick<Plan, 'floors'>): string {
  return plan.floors.map((f) => f.rooms.map((r) => `${r.type}${r.rect.x},${r.rect.y},${r.rect.w},${r.rect.h}`).sort().join(';')).join('|');
}
