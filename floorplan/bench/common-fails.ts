// Lists the common small-plot requests (the bench's last row) that fit by area but get no plan: `npx tsx floorplan/bench/common-fails.ts`.
import { generatePlanOptions } from '../src/generate/generate';
import { commonSmallPlots } from './common-plots';

const fails: string[] = [];
for (const req of commonSmallPlots())
  if (!generatePlanOptions(req, { seed: 1, checkSuggestions: false }).ok) fails.push(`${req.plotWidthFt}x${req.plotDepthFt} G+${req.floors - 1} ${req.bedrooms}BHK ${req.parking}`);
console.log(fails.length + '\n' + fails.join('\n'));
