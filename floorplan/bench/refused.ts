// The bench's requests that fit by area but get no plan, with every answer that shaped them (for working on
// one): `npx tsx floorplan/bench/refused.ts` (quicker than the whole bench: refusals only, no suggestions).
import { generatePlanOptions } from '../src/generate/generate';
import { fitsByArea } from '../src/generate/feasibility';
import { benchRequests } from './requests';

const requests = benchRequests(Number(process.env.BENCH_REQUESTS ?? 500));
let n = 0;
for (const [i, req] of requests.entries()) {
  if (!fitsByArea(req) || generatePlanOptions(req, { seed: i + 1, checkSuggestions: false }).ok) continue;
  n++;
  const { plotWidthFt: w, plotDepthFt: d, facing, floors, bedrooms, parking, family, pooja, vastu } = req;
  console.log(`#${i} ${w}x${d} ${facing} G+${floors - 1} ${bedrooms}BHK ${parking} ${family} pooja=${pooja} vastu=${vastu}`);
}
console.log(`${n} refused`);
