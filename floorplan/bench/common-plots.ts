// The common small-plot sample the bench reports separately (most Indian buyers have these plots): every
// combination of 18-30 x 30-60 ft, one or two storeys, 1-3 bedrooms and no extras beyond parking, facing
// east, that fits by area.
import { normaliseRequest } from '../src/input/answers';
import { fitsByArea } from '../src/generate/feasibility';
import type { PlanRequest } from '../src/types';

export function* commonSmallPlots(): Generator<PlanRequest> {
  for (const plotWidthFt of [18, 20, 22, 25, 30])
    for (const plotDepthFt of [30, 40, 45, 50, 60])
      for (const floors of [1, 2])
        for (const bedrooms of [1, 2, 3])
          for (const parking of ['none', 'bike', 'car'] as const) {
            const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing: 'E', floors, bedrooms, parking });
            if (fitsByArea(req)) yield req;
          }
}

/**
 * The same plots each asked with a pooja room (seed 1 where timed): the homes most families with a shrine
 * have, and where most of the buyer objections left are (engine 1.74.0).
 */
export function commonSmallPlotsWithPooja(): PlanRequest[] {
  return [...commonSmallPlots()].map((r) => ({ ...r, pooja: true }));
}
