// Redraws `floorplan/samples/`: option 1 of the plots the README and notes show, one SVG each, named by the
// answers: `npx tsx floorplan/bench/write-samples.ts`. Run it when the engine changes what it draws.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePlanOptions } from '../src/generate/generate';
import { normaliseRequest } from '../src/input/answers';
import { renderPlanSvg } from '../src/render/svg';
import type { PlanRequest } from '../src/types';

const SAMPLES: Array<[file: string, answers: Partial<PlanRequest>]> = [
  ['19x45-N-G0-1bhk', { plotWidthFt: 19, plotDepthFt: 45, floors: 1, bedrooms: 1, parking: 'bike', vastu: 'preferred' }],
  ['20x30-N-G0-1bhk-bike-in-setback', { plotWidthFt: 20, plotDepthFt: 30, floors: 1, bedrooms: 1, parking: 'bike' }],
  ['20x30-E-G1-2bhk-pooja', { plotWidthFt: 20, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2, pooja: true }],
  ['20x40-N-G1-2bhk-car-front-stair', { plotWidthFt: 20, plotDepthFt: 40, floors: 2, bedrooms: 2, parking: 'car' }],
  ['20x60-N-G1-2bhk', { plotWidthFt: 20, plotDepthFt: 60, floors: 2, bedrooms: 2, parking: 'bike', vastu: 'preferred' }],
  ['22x40-E-G0-1bhk-car-in-setback', { plotWidthFt: 22, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 1, parking: 'car' }],
  ['22x50-N-G0-3bhk-one-passage', { plotWidthFt: 22, plotDepthFt: 50, floors: 1, bedrooms: 3 }],
  ['25x60-N-G2-4bhk', { plotWidthFt: 25, plotDepthFt: 60, floors: 3, bedrooms: 4, parking: 'car', vastu: 'preferred' }],
  ['30x60-N-G1-3bhk', { plotWidthFt: 30, plotDepthFt: 60, floors: 2, bedrooms: 3, parking: 'car', pooja: true, vastu: 'preferred' }],
  ['40x60-N-G1-4bhk', { plotWidthFt: 40, plotDepthFt: 60, floors: 2, bedrooms: 4, parking: 'car', pooja: true, vastu: 'preferred' }],
];

const dir = join(import.meta.dirname, '..', 'samples');
for (const [file, answers] of SAMPLES) {
  const result = generatePlanOptions(normaliseRequest({ facing: 'N', ...answers }), { seed: 1, options: 1 });
  if (!result.ok) throw new Error(`${file}: refused (${result.reason})`);
  writeFileSync(join(dir, `${file}.svg`), renderPlanSvg(result.options[0]!));
  console.log(`wrote samples/${file}.svg`);
}
