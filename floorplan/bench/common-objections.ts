// Buyer objections on the common small plots (bench/common-plots.ts), options 1 and 2: how many options have
// none, the commonest objections with the plots they come from, and how many option 2s are option 1's design
// again (its mirror image or nearly the same: difference under MIN_OPTION_DIFFERENCE).
// `npx tsx floorplan/bench/common-objections.ts` (EXAMPLES=n plots listed per objection, 4 by default; POOJA=1
// asks every plot with a pooja room: with engine 1.74.0 most of the objections left are there).
import { commonSmallPlots, commonSmallPlotsWithPooja } from './common-plots';
import { generatePlanOptions, MIN_OPTION_DIFFERENCE } from '../src/generate/generate';
import { planDifference } from '../src/generate/difference';

const examplesShown = +(process.env.EXAMPLES ?? 4);
const tally = new Map<string, { count: number; examples: string[] }>();
let answered = 0;
const clean = [0, 0];
const oneDesign: string[] = [];
const requests = process.env.POOJA === '1' ? commonSmallPlotsWithPooja() : [...commonSmallPlots()];
for (const request of requests) {
  const result = generatePlanOptions(request, { seed: 1, checkSuggestions: false });
  if (!result.ok) continue;
  answered++;
  const [first, second] = result.options;
  if (first && second && planDifference(first, second) < MIN_OPTION_DIFFERENCE) oneDesign.push(`${request.plotWidthFt}x${request.plotDepthFt} G+${request.floors - 1} ${request.bedrooms}BHK ${request.parking}`);
  result.options.forEach((plan, i) => {
    const objections = plan.score.objections ?? [];
    if (!objections.length) clean[i]! += 1;
    for (const objection of objections) {
      // One line per kind of objection: numbers and room numbers left out.
      const kind = objection.replace(/[\d.,]+/g, '#');
      const entry = tally.get(kind) ?? { count: 0, examples: [] };
      entry.count++;
      if (entry.examples.length < examplesShown) entry.examples.push(`${request.plotWidthFt}x${request.plotDepthFt} G+${request.floors - 1} ${request.bedrooms}BHK ${request.parking} option ${i + 1}`);
      tally.set(kind, entry);
    }
  });
}
console.log(`common small plots answered: ${answered}; option 1 without objections: ${clean[0]}; option 2: ${clean[1]}`);
console.log(`option 2 one design with option 1 (mirror image or nearly the same): ${oneDesign.length}  (${oneDesign.slice(0, examplesShown * 3).join(', ')})`);
for (const [kind, { count, examples }] of [...tally].sort((a, b) => b[1].count - a[1].count)) console.log(`${count} x ${kind}  (${examples.join(', ')})`);
