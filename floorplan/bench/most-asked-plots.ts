// The most-asked homes and what is counted of their answers (most-asked.ts counts how each engine answers them
// over many seeds; pool.ts what the pool of plans offered before offers).
import type { GenerateResult, PlanRequest } from '../src/types';
import { planDifference } from '../src/generate/difference';
import { MIN_OPTION_DIFFERENCE } from '../src/generate/ranking';
import { isShrineObjection } from '../src/score/quality';

/**
 * Plots of the usual sizes (20-30 ft frontages, one or two storeys, 2-3 bedrooms, a pooja room or a car as
 * families ask), and 33x24 G+1 3BHK, the bench's plot whose pooja room the passes took upstairs.
 */
export const MOST_ASKED: ReadonlyArray<[string, Partial<PlanRequest>]> = [
  ['20x30 E G+1 2BHK pooja', { plotWidthFt: 20, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2, pooja: true }],
  ['20x30 N G+1 2BHK bike', { plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 2, bedrooms: 2, parking: 'bike' }],
  ['20x40 E G+0 2BHK pooja', { plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, pooja: true }],
  ['25x30 E G+0 2BHK', { plotWidthFt: 25, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 2 }],
  ['25x40 E G+1 3BHK car', { plotWidthFt: 25, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 3, parking: 'car' }],
  ['30x40 N G+1 3BHK car pooja', { plotWidthFt: 30, plotDepthFt: 40, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', pooja: true }],
  ['30x50 E G+1 3BHK car', { plotWidthFt: 30, plotDepthFt: 50, facing: 'E', floors: 2, bedrooms: 3, parking: 'car' }],
  ['33x24 NE G+1 3BHK bike pooja', { plotWidthFt: 33, plotDepthFt: 24, facing: 'NE', floors: 2, bedrooms: 3, parking: 'bike', pooja: true, vastu: 'preferred' }],
];

/** What a number of visitors were offered. */
export interface Tally {
  answered: number;
  firstClean: number;
  secondClean: number;
  /** Options 1 and 2 with a toilet against the pooja room or over it (the objection families mind most). */
  firstShrine: number;
  secondShrine: number;
  twoDesigns: number;
  /** Option 1's scores, summed. */
  firstScore: number;
  ms: number;
}
export const noTally = (): Tally => ({ answered: 0, firstClean: 0, secondClean: 0, firstShrine: 0, secondShrine: 0, twoDesigns: 0, firstScore: 0, ms: 0 });

/** Counts one visitor's answer into the tally. */
export function countAnswer(res: GenerateResult, t: Tally): void {
  if (!res.ok) return;
  const [first, second] = res.options;
  t.answered++;
  t.firstScore += first!.score.total;
  if (!first!.score.objections?.length) t.firstClean++;
  if (second && !second.score.objections?.length) t.secondClean++;
  if (first!.score.objections?.some(isShrineObjection)) t.firstShrine++;
  if (second?.score.objections?.some(isShrineObjection)) t.secondShrine++;
  if (second && planDifference(first!, second) >= MIN_OPTION_DIFFERENCE) t.twoDesigns++;
}

/** Adds one tally into another. */
export function addTally(total: Tally, t: Tally): void {
  for (const key of Object.keys(t) as Array<keyof Tally>) total[key] += t[key];
}

export const showTally = (t: Tally, timed = true) =>
  `answered ${t.answered}, option 1 / 2 without objections ${t.firstClean} / ${t.secondClean}, a toilet at the shrine ${t.firstShrine} / ${t.secondShrine}, two designs ${t.twoDesigns}, ` +
  (timed ? `${(t.ms / 1000).toFixed(1)} s` : `option 1 mean ${(t.firstScore / Math.max(1, t.answered)).toFixed(3)}`);
