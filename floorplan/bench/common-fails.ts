// Lists the common small-plot requests (the bench's last row) that fit by area but get no plan: `npx tsx floorplan/bench/common-fails.ts`.
import { generatePlanOptions } from '../src/generate/generate';
import { normaliseRequest } from '../src/input/answers';
import { minimumAreaPerFloorM2, buildableAreaM2 } from '../src/generate/feasibility';
const fails: string[] = [];
for (const plotWidthFt of [18, 20, 22, 25, 30])
  for (const plotDepthFt of [30, 40, 45, 50, 60])
    for (const floors of [1, 2])
      for (const bedrooms of [1, 2, 3])
        for (const parking of ['none', 'bike', 'car'] as const) {
          const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing: 'E', floors, bedrooms, parking });
          if (Math.max(...minimumAreaPerFloorM2(req)) > buildableAreaM2(req)) continue;
          if (!generatePlanOptions(req, { seed: 1, checkSuggestions: false }).ok) fails.push(`${plotWidthFt}x${plotDepthFt} G+${floors - 1} ${bedrooms}BHK ${parking}`);
        }
console.log(fails.length + '\n' + fails.join('\n'));
