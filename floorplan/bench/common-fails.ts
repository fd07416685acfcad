// Lists the common small-plot requests (the bench's last row) that fit by area but get no plan:
// `npx tsx floorplan/bench/common-fails.ts`. SEEDS=n draws each with n seeds spread like the API's (a hash of
// the response id) and lists every request refused for any of them, with how many answered it.
import { generatePlanOptions } from '../src/generate/generate';
import { commonSmallPlots } from './common-plots';

const seeds = Number(process.env.SEEDS ?? 1);
const seedOf = (i: number) => (seeds === 1 ? 1 : i * 7919);
const fails: string[] = [];
let pairs = 0;
let answered = 0;
for (const req of commonSmallPlots()) {
  let ok = 0;
  for (let i = 1; i <= seeds; i++) if (generatePlanOptions(req, { seed: seedOf(i), checkSuggestions: false }).ok) ok++;
  pairs += seeds;
  answered += ok;
  if (ok < seeds) fails.push(`${req.plotWidthFt}x${req.plotDepthFt} G+${req.floors - 1} ${req.bedrooms}BHK ${req.parking}${seeds > 1 ? `: ${ok} of ${seeds} seeds` : ''}`);
}
console.log(`${fails.length}${seeds > 1 ? ` (request and seed answered: ${answered} of ${pairs})` : ''}\n${fails.join('\n')}`);
