// Shallow wide plots (40-80 ft along the road, 15-24 ft deep): how many that fit by area get plans, and which
// family drew them: `npx tsx floorplan/bench/shallow.ts` (the bench samples few such plots).
import { generatePlanOptions } from '../src/generate/generate';
import { fitsByArea } from '../src/generate/feasibility';
import { normaliseRequest } from '../src/input/answers';
import type { Parking } from '../src/types';

let fit = 0;
let answered = 0;
const refused: string[] = [];
for (const w of [40, 50, 60, 70, 80])
  for (const d of [15, 17, 19, 21, 23])
    for (const floors of [1, 2, 3])
      for (const bedrooms of [1, 2, 3, 4])
        for (const parking of ['none', 'car'] as Parking[]) {
          const req = normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'N', floors, bedrooms, parking });
          if (!fitsByArea(req)) continue;
          fit++;
          if (generatePlanOptions(req, { seed: 1, checkSuggestions: false }).ok) answered++;
          else refused.push(`${w}x${d} G+${floors - 1} ${bedrooms}BHK ${parking}`);
        }
console.log(`shallow plots that fit by area: ${fit}, answered ${answered} (${((100 * answered) / fit).toFixed(1)}%)`);
if (process.env.LIST) console.log(refused.join('\n'));
