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
import { engine as built } from './engine';
import { MOST_ASKED, addTally, countAnswer, noTally, showTally, type Tally } from './most-asked-plots';

const seeds = Number(process.env.SEEDS ?? 10);

/** Draws one visitor's request (one seed) with one engine into its tally. */
function countOne(engine: typeof Engine, request: PlanRequest, seed: number, t: Tally): void {
  const started = performance.now();
  const res = engine.generatePlanOptions(request, { seed, checkSuggestions: false });
  t.ms += performance.now() - started;
  countAnswer(res, t);
}

const show = (t: Tally) => showTally(t);
const engines: Array<[string, typeof Engine]> = [['this tree', built], ...(process.env.BASE ? [['base', require(process.env.BASE) as typeof Engine] as [string, typeof Engine]] : [])];
const totals = new Map<string, Tally>(engines.map(([name]) => [name, noTally()]));

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
  for (const [i, [engineName]] of engines.entries()) addTally(totals.get(engineName)!, tallies[i]!);
  console.log(`${name.padEnd(30)} ${tallies.map(show).join(' | ')}`);
}
for (const [name, t] of totals) console.log(`${name.padEnd(10)} in all: ${show(t)}`);
