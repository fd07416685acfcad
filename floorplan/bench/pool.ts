// What the pool of plans offered before (generate/pool.ts, kept by the API per request and engine version)
// offers the most-asked homes: visitors with seeds 1 to SEEDS (30 by default) ask for each plot one after
// the other; each is offered the best of their own options and the pool's, and their options then join the
// pool. Prints, per plot, options 1 / 2 without objections, with a toilet at the pooja room, two designs and
// the mean score of option 1, for each visitor's own answer and for what the pool made of it, and what the
// pool's step costs a visitor on the API's request thread (validating the pool's plans, choosing, keeping).
// `npm run build -w floorplan && npx tsx floorplan/bench/pool.ts`.
import type { Plan } from '../src/types';
import { normaliseRequest } from '../src/input/answers';
import { engine } from './engine';
import { quantile } from './quantile';
import { MOST_ASKED, addTally, countAnswer, noTally, showTally, type Tally } from './most-asked-plots';

const seeds = Number(process.env.SEEDS ?? 30);
const show = (t: Tally) => showTally(t, false);

const poolMs: number[] = [];
console.log(`seeds 1-${seeds} of each plot, one after the other; each visitor's own answer | with the pool`);
const totals = [noTally(), noTally()] as const;
for (const [name, answers] of MOST_ASKED) {
  const request = normaliseRequest(answers);
  const tallies = [noTally(), noTally()] as const;
  let pool: Plan[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const own = engine.generatePlanOptions(request, { seed, checkSuggestions: false });
    const started = performance.now();
    const sound = pool.every((plan) => engine.validatePlan(plan).ok) ? pool : [];
    const offered = engine.offerWithPool(request, own, sound);
    if (offered.ok) pool = engine.poolAfter(sound, offered.options);
    poolMs.push(performance.now() - started);
    countAnswer(own, tallies[0]);
    countAnswer(offered, tallies[1]);
  }
  for (const i of [0, 1] as const) addTally(totals[i], tallies[i]);
  console.log(`${name.padEnd(30)} ${show(tallies[0])} | ${show(tallies[1])}`);
}
console.log(`in all: ${show(totals[0])} | ${show(totals[1])}`);
poolMs.sort((a, b) => a - b);
console.log(`the pool's step per visitor: mean ${(poolMs.reduce((a, b) => a + b, 0) / poolMs.length).toFixed(1)} ms, p95 ${quantile(poolMs, 0.95).toFixed(1)} ms, max ${poolMs[poolMs.length - 1]!.toFixed(1)} ms`);
