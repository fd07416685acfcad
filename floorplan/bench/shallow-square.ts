// Lists the one-storey requests on shallow, squarish plots (26-40 ft wide, 24-34 ft deep, 2-4 BHK, no parking,
// a bike or a car) that fit by area but get no plan, the plots the centre hall is for:
// `npx tsx floorplan/bench/shallow-square.ts`.
import { generatePlanOptions } from '../src/generate/generate';
import { fitsByArea } from '../src/generate/feasibility';
import { normaliseRequest } from '../src/input/answers';

const fails: string[] = [];
let fit = 0;
for (const plotWidthFt of [26, 30, 35, 40])
  for (const plotDepthFt of [24, 27, 30, 34])
    for (const bedrooms of [2, 3, 4])
      for (const parking of ['none', 'bike', 'car'] as const) {
        const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing: 'N', floors: 1, bedrooms, parking });
        if (!fitsByArea(req)) continue;
        fit++;
        if (!generatePlanOptions(req, { seed: 1, checkSuggestions: false }).ok) fails.push(`${plotWidthFt}x${plotDepthFt} G+0 ${bedrooms}BHK ${parking}`);
      }
console.log(`${fit - fails.length} of ${fit} answered\n${fails.join('\n')}`);
