// The bench's fixed, seeded sample of requests: plot sizes 15 to 100 ft, all eight facings, 1 to 4 floors,
// 1 to 5 bedrooms and every other answer drawn at random (the same sample every run).
import { normaliseRequest } from '../src/input/answers';
import { seededRandom } from '../src/random';
import type { Facing, PlanRequest } from '../src/types';

const FACINGS: Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export function benchRequests(n: number): PlanRequest[] {
  const rnd = seededRandom(20240601);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const requests: PlanRequest[] = [];
  for (let i = 0; i < n; i++) {
    requests.push(
      normaliseRequest({
        plotWidthFt: 15 + Math.round(rnd() * 85),
        plotDepthFt: 15 + Math.round(rnd() * 85),
        facing: FACINGS[i % 8]!,
        floors: 1 + Math.floor(rnd() * 4),
        bedrooms: 1 + Math.floor(rnd() * 5),
        family: pick(['none', 'elderlyParents', 'workFromHome', 'rentalUnit'] as const),
        parking: pick(['none', 'bike', 'car', 'twoCars'] as const),
        pooja: rnd() < 0.5,
        vastu: pick(['strict', 'preferred', 'notNeeded'] as const),
        style: pick(['modern', 'contemporary', 'traditional', 'minimal'] as const),
      }),
    );
  }
  return requests;
}
