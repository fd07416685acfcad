// What the pool's growth while the API's engine is idle (api/src/plans/pool-growth.ts) gives the most-asked homes:
// the first visitor (seed 1) starts each plot's pool, the idle engine then draws GROWTH more seeds (16 by
// default, the API's POOL_GROWTH_DRAWS; quick searches, as the API draws them), and the next visitors
// (seeds 2 to 1 + VISITORS, 20 by default) are each offered the best of their own plans and the pool's, the
// pool as the first visitor left it and as it stands after half and all of the growth draws. Prints, per
// plot, options 1 / 2 without objections, with a toilet at the pooja room, two designs and option 1's mean
// score, and what a growth draw costs the engine.
// `npm run build -w floorplan && npx tsx floorplan/bench/pool-growth.ts`.
import type { Plan } from '../src/types';
import { normaliseRequest } from '../src/input/answers';
import { engine } from './engine';
import { quantile } from './quantile';
import { MOST_ASKED, addTally, countAnswer, noTally, showTally, type Tally } from './most-asked-plots';

const growth = Number(process.env.GROWTH ?? 16);
const visitors = Number(process.env.VISITORS ?? 20);
const stops = [0, Math.floor(growth / 2), growth];
const show = (t: Tally) => showTally(t, false);

const drawMs: number[] = [];
console.log(`visitors 2-${1 + visitors} of each plot after visitor 1: own answer | with visitor 1's pool | ${stops.slice(1).map((n) => `with ${n} growth draws`).join(' | ')}`);
const totals = [noTally(), ...stops.map(noTally)];
for (const [name, answers] of MOST_ASKED) {
  const request = normaliseRequest(answers);
  const first = engine.offerWithPool(request, engine.generatePlanOptions(request, { seed: 1 }), []);
  let pool: Plan[] = first.ok ? engine.poolAfter([], first.options) : [];
  const pools: Plan[][] = [pool];
  for (let draw = 1; draw <= growth; draw++) {
    const started = performance.now();
    const drawn = engine.generatePlanOptions(request, { seed: 1000 + draw, checkSuggestions: false });
    drawMs.push(performance.now() - started);
    pool = engine.poolAfter(pool, drawn.ok ? drawn.options : []);
    if (stops.includes(draw)) pools.push(pool);
  }
  const tallies = [noTally(), ...stops.map(noTally)];
  for (let seed = 2; seed <= 1 + visitors; seed++) {
    const own = engine.generatePlanOptions(request, { seed, checkSuggestions: false });
    countAnswer(own, tallies[0]!);
    pools.forEach((p, i) => countAnswer(engine.offerWithPool(request, own, p), tallies[i + 1]!));
  }
  tallies.forEach((t, i) => addTally(totals[i]!, t));
  console.log(`${name}\n  ${tallies.map(show).join('\n  ')}`);
}
console.log(`in all\n  ${totals.map(show).join('\n  ')}`);
drawMs.sort((a, b) => a - b);
console.log(`a growth draw: mean ${(drawMs.reduce((a, b) => a + b, 0) / drawMs.length).toFixed(0)} ms, p95 ${quantile(drawMs, 0.95).toFixed(0)} ms, max ${drawMs[drawMs.length - 1]!.toFixed(0)} ms`);
