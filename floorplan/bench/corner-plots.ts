// The common small plots (bench/common-plots.ts) on a corner, with a second road along one side: how many are
// answered, and with two options. The side road's wider setback keeps a narrow home's reflection off the plot,
// so option 2 has to be drawn another way (passes.ts, drawnAnotherWay). `npx tsx floorplan/bench/corner-plots.ts`
// after `npm run build -w floorplan` (ROADS=3: a road on both sides).
import { commonSmallPlots } from './common-plots';
import { engine } from './engine';

const roads = Number(process.env.ROADS ?? 2) as 2 | 3;
let answered = 0;
const oneOption: string[] = [];
let refused = 0;
for (const plot of commonSmallPlots()) {
  const result = engine.generatePlanOptions({ ...plot, roads }, { seed: 1, checkSuggestions: false });
  if (!result.ok) {
    refused++;
    continue;
  }
  answered++;
  if (result.options.length < 2) oneOption.push(`${plot.plotWidthFt}x${plot.plotDepthFt} G+${plot.floors - 1} ${plot.bedrooms}BHK ${plot.parking}`);
}
console.log(`common small plots on ${roads} roads: ${answered} answered, ${answered - oneOption.length} with two options, ${refused} refused`);
if (oneOption.length) console.log(`one option: ${oneOption.join(', ')}`);
