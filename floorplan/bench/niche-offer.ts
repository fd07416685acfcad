// How often a visitor with a pooja room is offered a pooja niche instead (engine 1.83.0: where a toilet stands
// against the pooja room or over it in option 1 or 2 and the niche's options keep every toilet away), on the
// most-asked plots with a pooja room and the usual plots where the engine draws that toilet for every seed
// tried, seeds 1 to SEEDS (10) each; what the offer's plans are like, and what drawing them costs per answer.
// `npm run build -w floorplan && node --max-semi-space-size=64 --import tsx floorplan/bench/niche-offer.ts`
import type { PlanChange, PlanRequest } from '../src/types';
import { normaliseRequest } from '../src/input/answers';
import { withChanges } from '../src/generate/feasibility';
import { engine } from './engine';

const PLOTS: ReadonlyArray<[string, Partial<PlanRequest>]> = [
  ['20x30 E G+1 2BHK', { plotWidthFt: 20, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2 }],
  ['20x40 E G+0 2BHK', { plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2 }],
  ['22x40 E G+0 2BHK', { plotWidthFt: 22, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2 }],
  ['25x40 N G+0 3BHK', { plotWidthFt: 25, plotDepthFt: 40, facing: 'N', floors: 1, bedrooms: 3 }],
  ['20x40 W G+1 3BHK', { plotWidthFt: 20, plotDepthFt: 40, facing: 'W', floors: 2, bedrooms: 3 }],
  ['30x40 N G+1 3BHK car', { plotWidthFt: 30, plotDepthFt: 40, facing: 'N', floors: 2, bedrooms: 3, parking: 'car' }],
  ['33x24 NE G+1 3BHK bike', { plotWidthFt: 33, plotDepthFt: 24, facing: 'NE', floors: 2, bedrooms: 3, parking: 'bike', vastu: 'preferred' }],
];
const seeds = Number(process.env.SEEDS ?? 10);
const { generatePlanOptions, isShrineObjection } = engine;
const atShrine = (objections: string[] | undefined) => objections?.some(isShrineObjection) ?? false;

const total = { answers: 0, atShrine: 0, offered: 0, nicheClean: 0, nicheOptions: 0, extraMs: 0 };
console.log('plot (a pooja room)          answered  toilet at the shrine  offered a niche  niche options without objections  extra time per offered answer');
for (const [name, answers] of PLOTS) {
  const request = normaliseRequest({ ...answers, pooja: true });
  const t = { answers: 0, atShrine: 0, offered: 0, nicheClean: 0, nicheOptions: 0, extraMs: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    // Without the offer first (as the bench's other scripts draw), then as the API does: the difference is its cost.
    let started = performance.now();
    const plain = generatePlanOptions(request, { seed, checkSuggestions: false });
    const plainMs = performance.now() - started;
    started = performance.now();
    const res = generatePlanOptions(request, { seed });
    const ms = performance.now() - started;
    if (!res.ok || !plain.ok) continue;
    t.answers++;
    if (!res.options.some((plan) => atShrine(plan.score.objections))) continue;
    t.atShrine++;
    if (!res.shrineFreeWay) continue;
    t.offered++;
    t.extraMs += ms - plainMs;
    const niche = generatePlanOptions(withChanges(request, res.shrineFreeWay as PlanChange[]), { seed });
    if (!niche.ok) throw new Error(`${name} seed ${seed}: the offered niche draws no plan`);
    t.nicheOptions += niche.options.length;
    t.nicheClean += niche.options.filter((plan) => !plan.score.objections?.length).length;
  }
  for (const key of Object.keys(t) as Array<keyof typeof t>) total[key] += t[key];
  const extra = t.offered ? `${(t.extraMs / t.offered).toFixed(0)} ms` : '-';
  console.log(`${name.padEnd(28)} ${String(t.answers).padStart(8)}  ${String(t.atShrine).padStart(20)}  ${String(t.offered).padStart(15)}  ${`${t.nicheClean} / ${t.nicheOptions}`.padStart(32)}  ${extra.padStart(29)}`);
}
console.log(`in all: ${total.answers} answered, ${total.atShrine} with a toilet at the shrine, ${total.offered} offered a niche, niche options without objections ${total.nicheClean} / ${total.nicheOptions}, extra ${(total.extraMs / Math.max(1, total.offered)).toFixed(0)} ms per offered answer`);
