// The Sample Delivery Plans of the checkout (spec: 20x60, 30x60, 25x60 (3 story), 19x45, 40x60, all
// North facing), drawn by the engine itself so a visitor sees what they will get. The same request and seed
// always give the same plan, so each instance draws a sample once and keeps it. They are drawn by the plan
// service's engine (a worker thread in the built server): drawn on the request thread, the five held every
// other visitor's requests the first time a checkout asked for them (a health check just after a start
// waited 580 ms, against 3 ms with them in the worker).
import { normaliseRequest, type GenerateResult, type Plan, type PlanRequest } from '@flx/floorplan';

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

/** The engine request a sample is drawn from. */
function sampleRequest(sample: Sample): PlanRequest {
  return normaliseRequest({
    plotWidthFt: sample.widthFt,
    plotDepthFt: sample.depthFt,
    facing: 'N',
    floors: sample.floors,
    bedrooms: sample.bedrooms,
    parking: sample.widthFt >= 25 ? 'car' : 'bike',
    pooja: sample.widthFt >= 30,
    vastu: 'preferred',
  });
}

/** Draws one option of a request with a seed (the plan service's engine). */
export type DrawOne = (request: PlanRequest, seed: number) => Promise<GenerateResult>;

export interface SampleBook {
  /** Option 1 of a sample, or null when the engine cannot fit it (then the sample is left out). */
  plan(sample: Sample): Promise<Plan | null>;
}

/** The samples as `draw` gives them, each drawn once; a drawing that failed (the engine stopped) is tried again when next asked for. */
export function createSampleBook(draw: DrawOne): SampleBook {
  const plans = new Map<string, Promise<Plan | null>>();
  return {
    plan(sample) {
      const kept = plans.get(sample.id);
      if (kept) return kept;
      const drawing = draw(sampleRequest(sample), SAMPLE_SEED).then((result) => (result.ok ? result.options[0]! : null));
      plans.set(sample.id, drawing);
      drawing.catch(() => plans.get(sample.id) === drawing && plans.delete(sample.id));
      return drawing;
    },
  };
}
