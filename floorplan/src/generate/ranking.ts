// How the search ranks plans and chooses the options it offers: plans a buyer would not object to first, then
// the best scored; option 2 clearly different from option 1.
import type { Plan } from '../types';
import { planDifference } from './difference';
import { isShrineObjection } from '../score/quality';

/**
 * Least difference (1 - IoU of the room footprints, see difference.ts) for two plans to be two designs, not
 * one: in the pairs judged from their drawings, a few rooms swapped or reordered measured 0.31 to 0.50, and
 * another arrangement 0.50 or more (floorplan/README.md). The two-option package promises entirely different plans.
 */
export const MIN_OPTION_DIFFERENCE = 0.5;

/** Whether two plans are two designs, not one (a mirror image or nearly the same rooms): see MIN_OPTION_DIFFERENCE. */
export function twoDesigns(a: Plan, b: Plan): boolean {
  return planDifference(a, b) >= MIN_OPTION_DIFFERENCE;
}

/**
 * How many more objections a second design without a toilet at the pooja room may have than the best one with
 * it and still be offered first: one comfort objection more (a master under 2.7 m across, a kitchen off the
 * dining) for the shrine clear; not a plan a buyer would object to all over.
 */
const SHRINE_FREE_MORE_OBJECTIONS = 1;

/**
 * The options offered: option 1 the best plan as options are offered (`offerRank`), then each the best such plan
 * clearly different from those chosen, else the most different. A second design without a toilet at the pooja
 * room comes before one with it, with at most one objection more (SHRINE_FREE_MORE_OBJECTIONS): 20x40 one-storey
 * 2BHK with a pooja room, engine 1.85.0, seeds 1-10: 8 option 2s had a toilet against the shrine, while the
 * search held a different design without it for 6 of them.
 */
export function offerOptions(valid: Plan[], wanted: number): Plan[] {
  return choose(valid, wanted, offerRank, true);
}

/**
 * The options as the search's stages weigh them (`rank`): option 1 the best ranked plan, then each the best
 * ranked plan clearly different from those chosen, else the most different.
 */
export function chooseOptions(valid: Plan[], wanted: number): Plan[] {
  return choose(valid, wanted, rank, false);
}

function choose(valid: Plan[], wanted: number, order: (a: Plan, b: Plan) => number, offered: boolean): Plan[] {
  valid.sort(order);
  const chosen: Plan[] = [valid[0]!];
  while (chosen.length < wanted && chosen.length < valid.length) {
    const rest = valid.filter((p) => !chosen.includes(p));
    let distinct: Plan | undefined;
    for (const p of rest) {
      if (!chosen.every((c) => twoDesigns(c, p))) continue;
      if (!distinct) {
        distinct = p;
        if (!offered || !shrineObjected(p)) break;
      } else if (objections(p) > objections(distinct) + SHRINE_FREE_MORE_OBJECTIONS) break;
      else if (!shrineObjected(p)) {
        distinct = p;
        break;
      }
    }
    const next = distinct ?? rest.reduce((best, p) => (minDiff(p, chosen) > minDiff(best, chosen) ? p : best));
    chosen.push(next);
  }
  return chosen;
}

export const objections = (p: Plan) => p.score.objections?.length ?? 0;
/** Whether a buyer objects to a toilet against the plan's pooja room or over it (see score/quality.ts). */
export const shrineObjected = (p: Plan) => !!p.score.objections?.some(isShrineObjection);
/** Plans a buyer would not object to come first, then the best scored. */
export const rank = (a: Plan, b: Plan) => objections(a) - objections(b) || b.score.total - a.score.total;
/**
 * The order options are offered in: as `rank`, but of plans with as many objections, one without a toilet
 * against the pooja room or over it first. A family that asks for a pooja room will not have a toilet at the
 * shrine; the other objections are matters of comfort (a master bedroom under 2.7 m across, the kitchen off
 * the dining). 20x40 one-storey 2BHK with a pooja room, engine 1.78.0: every seed's option 1 had a toilet
 * against the shrine while plans as good had it clear, their one objection a long common toilet or a master
 * bedroom under 2.7 m across. Only the options offered are chosen so: the search's stages weigh plans by
 * `rank`, so they draw what they drew before (drawShrineFreeSecond looked no further when option 2 became a
 * plan with the kitchen off the dining instead of one with a toilet at the shrine, and a 22x30 two-storey
 * 2BHK lost the option 2 without objections it drew with the shrine upstairs).
 */
function offerRank(a: Plan, b: Plan): number {
  return objections(a) - objections(b) || Number(shrineObjected(a)) - Number(shrineObjected(b)) || rank(a, b);
}
/** The best ranked plan (the first of equals). */
export const leaderOf = (plans: Plan[]) => plans.reduce((a, b) => (rank(b, a) < 0 ? b : a));

function minDiff(p: Plan, chosen: Plan[]): number {
  return Math.min(...chosen.map((c) => planDifference(c, p)));
}
