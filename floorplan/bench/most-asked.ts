// The most-asked homes over many visitors: a handful of the plot sizes Indian buyers commonly ask for, each drawn for
// seeds 1 to SEEDS (10 by default; a visitor's seed comes from their response id), counting how many visitors
// get option 1 and option 2 without buyer objections, with a toilet against the pooja room or over it, and two
// designs. The bench and `compare.ts` draw each plot for one seed, which can hide a change that helps that seed
// and costs the rest: a smaller hall search budget gained the common plots options without objections at seed 1
// and lost them on these plots over ten seeds.
// `npm run build -w floorplan && npx tsx floorplan/bench/most-asked.ts`; BASE=path/to/dist/index.js counts
// another build the same way beside this tree's `dist/`.
import type * as Engine from '../src/index';
import type { PlanRequest } from '../src/types';
import { normaliseRequest } from '../src/input/answers';
import { planDifference } from '../src/generate/difference';
import { MIN_OPTION_DIFFERENCE } from '../src/generate/generate';
import { isShrineObjection } from '../src/score/quality';
import { engine as built } from './engine';

/**
 * Plots of the usual sizes (20-30 ft frontages, one or two storeys, 2-3 bedrooms, a pooja room or a car as
 * families ask), and 33x24 G+1 3BHK, the bench's plot whose pooja room the passes took upstairs.
 */
const MOST_ASKED: ReadonlyArray<[string, Partial<PlanRequest>]> = [
  ['20x30 E G+1 2BHK pooja', { plotWidthFt: 20, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2, pooja: true }],
  ['20x30 N G+1 2BHK bike', { plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 2, bedrooms: 2, parking: 'bike' }],
  ['20x40 E G+0 2BHK pooja', { plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, pooja: true }],
  ['25x30 E G+0 2BHK', { plotWidthFt: 25, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 2 }],
  ['25x40 E G+1 3BHK car', { plotWidthFt: 25, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 3, parking: 'car' }],
  ['30x40 N G+1 3BHK car pooja', { plotWidthFt: 30, plotDepthFt: 40, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', pooja: true }],
  ['30x50 E G+1 3BHK car', { plotWidthFt: 30, plotDepthFt: 50, facing: 'E', floors: 2, bedrooms: 3, parking: 'car' }],
  ['33x24 NE G+1 3BHK bike pooja', { plotWidthFt: 33, plotDepthFt: 24, facing: 'NE', floors: 2, bedrooms: 3, parking: 'bike', pooja: true, vastu: 'preferred' }],
];

interface Tally {
  answered: number;
  firstClean: number;
  secondClean: number;
  /** Options 1 and 2 with a toilet against the pooja room or over it (the objection families mind most). */
  firstShrine: number;
  secondShrine: number;
  twoDesigns: number;
  ms: number;
}
const noTally = (): Tally => ({ answered: 0, firstClean: 0, secondClean: 0, firstShrine: 0, secondShrine: 0, twoDesigns: 0, ms: 0 });

const seeds = Number(process.env.SEEDS ?? 10);

/** Draws one visitor's request (one seed) with one engine into its tally. */
function countOne(engine: typeof Engine, request: PlanRequest, seed: number, t: Tally): void {
  const started = performance.now();
  const res = engine.generatePlanOptions(request, { seed, checkSuggestions: false });
  t.ms += performance.now() - started;
  if (!res.ok) return;
  const [first, second] = res.options;
  t.answered++;
  if (!first!.score.objections?.length) t.firstClean++;
  if (second && !second.score.objections?.length) t.secondClean++;
  if (first!.score.objections?.some(isShrineObjection)) t.firstShrine++;
  if (second?.score.objections?.some(isShrineObjection)) t.secondShrine++;
  if (second && planDifference(first!, second) >= MIN_OPTION_DIFFERENCE) t.twoDesigns++;
}

const engines: Array<[string, typeof Engine]> = [['this tree', built], ...(process.env.BASE ? [['base', require(process.env.BASE) as typeof Engine] as [string, typeof Engine]] : [])];
const totals = new Map<string, Tally>(engines.map(([name]) => [name, noTally()]));
const show = (t: Tally) => `answered ${t.answered}, option 1 / 2 without objections ${t.firstClean} / ${t.secondClean}, a toilet at the shrine ${t.firstShrine} / ${t.secondShrine}, two designs ${t.twoDesigns}, ${(t.ms / 1000).toFixed(1)} s`;

console.log(`seeds 1-${seeds} of each plot; ${engines.map(([name]) => name).join(' | ')}`);
let turn = 0;
for (const [name, answers] of MOST_ASKED) {
  const request = normaliseRequest(answers);
  const tallies = engines.map(() => noTally());
  // The engines take turns request by request, each going first every other time, as in compare.ts: timed one
  // plot after the other, the machine's load shifting between them moved the times more than most changes do.
  for (let seed = 1; seed <= seeds; seed++) {
    const order = engines.map((_, i) => i);
    if (turn++ % 2 === 1) order.reverse();
    for (const i of order) countOne(engines[i]![1], request, seed, tallies[i]!);
  }
  for (const [i, [engineName]] of engines.entries()) {
    const total = totals.get(engineName)!;
    for (const key of Object.keys(tallies[i]!) as Array<keyof Tally>) total[key] += tallies[i]![key];
  }
  console.log(`${name.padEnd(30)} ${tallies.map(show).join(' | ')}`);
}
for (const [name, t] of totals) console.log(`${name.padEnd(10)} in all: ${show(t)}`);
