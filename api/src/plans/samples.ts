// The Sample Delivery Plans of the checkout (spec: 20x60, 30x60, 25x60 (3 story), 19x45, 40x60, all
// North facing), drawn by the engine itself so a visitor sees what they will get. The same request
// and seed always give the same plan, so each instance generates a sample once and keeps it.
import { generatePlanOptions, normaliseRequest, type Plan } from '@flx/floorplan';

export interface Sample {
  id: string;
  widthFt: number;
  depthFt: number;
  floors: number;
  bedrooms: number;
}

export const SAMPLES: readonly Sample[] = [
  { id: '20x60', widthFt: 20, depthFt: 60, floors: 1, bedrooms: 2 },
  { id: '30x60', widthFt: 30, depthFt: 60, floors: 1, bedrooms: 3 },
  { id: '25x60', widthFt: 25, depthFt: 60, floors: 3, bedrooms: 4 },
  { id: '19x45', widthFt: 19, depthFt: 45, floors: 1, bedrooms: 1 },
  { id: '40x60', widthFt: 40, depthFt: 60, floors: 1, bedrooms: 3 },
];

const SAMPLE_SEED = 1;
const plans = new Map<string, Plan | null>();

/** Option 1 of a sample, or null when the engine cannot fit it (then the sample is left out). */
export function samplePlan(sample: Sample): Plan | null {
  if (!plans.has(sample.id)) {
    const request = normaliseRequest({
      plotWidthFt: sample.widthFt,
      plotDepthFt: sample.depthFt,
      facing: 'N',
      floors: sample.floors,
      bedrooms: sample.bedrooms,
      parking: sample.widthFt >= 25 ? 'car' : 'bike',
      pooja: sample.widthFt >= 30,
      vastu: 'preferred',
    });
    const result = generatePlanOptions(request, { seed: SAMPLE_SEED, options: 1 });
    plans.set(sample.id, result.ok ? result.options[0]! : null);
  }
  return plans.get(sample.id) ?? null;
}
