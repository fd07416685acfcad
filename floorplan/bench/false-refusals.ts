// Refusals whose confirmed ways miss a single change that would draw a plan: for each bench request the engine
// refuses, the ways it names (`fits`) against every single change drawn with the whole search (every pass).
// A single change that works but is not named is a way the visitor is not told of; `fits: []` with one is a
// "larger plot needed" that is not true. `npx tsx floorplan/bench/false-refusals.ts` (BENCH_REQUESTS=n).
import { engine } from './engine';
import { benchRequests } from './requests';
import { quantile } from './quantile';
import { alternativesTo, withChanges } from '../src/generate/feasibility';

const { generatePlanOptions } = engine;
const requests = benchRequests(Number(process.env.BENCH_REQUESTS ?? 500));
let refused = 0;
let untold = 0;
let falseLargerPlot = 0;
const refusalMs: number[] = [];
for (const [i, req] of requests.entries()) {
  const seed = i + 1;
  const t = performance.now();
  const result = generatePlanOptions(req, { seed, options: 1 });
  const ms = performance.now() - t;
  if (result.ok) continue;
  refused++;
  refusalMs.push(ms);
  const named = new Set(result.fits.filter((w) => w.length === 1).map((w) => `${w[0]!.field}=${w[0]!.to}`));
  const missed = alternativesTo(req)
    .filter((a) => !named.has(`${a.change.field}=${a.change.to}`))
    .filter((a) => generatePlanOptions(withChanges(req, [a.change]), { seed, options: 1, checkSuggestions: false }).ok)
    .map((a) => `${a.change.field}=${a.change.to}`);
  if (!missed.length) continue;
  untold++;
  if (!result.fits.length) falseLargerPlot++;
  const { plotWidthFt: w, plotDepthFt: d, floors, bedrooms, parking, family, pooja } = req;
  console.log(`#${i} ${w}x${d} G+${floors - 1} ${bedrooms}BHK ${parking} ${family} pooja=${pooja}: named ${result.fits.map((f) => f.map((c) => `${c.field}=${c.to}`).join('+')).join(', ') || 'none (larger plot)'}; also works: ${missed.join(', ')} (${Math.round(ms)} ms)`);
}
const pct = (p: number) => Math.round(quantile(refusalMs, p) || 0);
console.log(`${refused} refused; ${untold} miss a single change that works; ${falseLargerPlot} say only a larger plot would do; refusal p50 / p95 ${pct(0.5)} / ${pct(0.95)} ms`);
