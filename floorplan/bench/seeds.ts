// How many response seeds get plans for one request (a visitor's seed comes from their response id, so a
// request answered for one seed in ten is refused for most visitors who make it):
// `npx tsx floorplan/bench/seeds.ts WIDTH DEPTH FLOORS BEDROOMS [PARKING] [FAMILY]`, SEEDS=n (default 12).
import { generatePlanOptions } from '../src/generate/generate';
import { normaliseRequest } from '../src/input/answers';

const [w, d, floors, bedrooms, parking, family] = process.argv.slice(2);
const req = normaliseRequest({ plotWidthFt: +w!, plotDepthFt: +d!, facing: 'E', floors: +floors!, bedrooms: +bedrooms!, parking: (parking ?? 'none') as never, family: (family ?? 'none') as never });
const seeds = Number(process.env.SEEDS ?? 12);
let answered = 0;
for (let i = 1; i <= seeds; i++) {
  // Spread out like the API's seeds (a hash of the response id), not 1, 2, 3.
  const seed = i * 7919;
  const started = performance.now();
  const ok = generatePlanOptions(req, { seed, checkSuggestions: false }).ok;
  if (ok) answered++;
  console.log(`seed ${seed}: ${ok ? 'plans' : 'refused'} (${Math.round(performance.now() - started)} ms)`);
}
console.log(`${answered} of ${seeds} seeds answered`);
