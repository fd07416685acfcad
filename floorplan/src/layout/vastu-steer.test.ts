import type { Facing } from '../types';
import { angleBetween, bearingOf } from '../geometry/compass';
import { seededRandom } from '../random';
import { randomVariant } from './variant';
import { steerToVastu } from './vastu-steer';

const FACINGS: Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const allowed = { transposed: [false, true], bands: [2] as Array<1 | 2>, mergeDining: [false], compact: [false], pairToilets: [false] };

/** Where a band end lands on the compass, worked out independently through the plan axes. */
function bearing(facing: Facing, v: ReturnType<typeof randomVariant>, band: 0 | 1, end: 'front' | 'back'): number {
  const u = band === 1 ? 1 : -1;
  const w = end === 'back' ? 1 : -1;
  const planX = v.transposed ? w : u;
  const planY = v.transposed ? u : w;
  return bearingOf(facing, v.mirror ? -planX : planX, planY);
}

describe('steerToVastu', () => {
  it('puts the kitchen at the corner nearest south-east and the master suite nearest south-west, for every facing and orientation', () => {
    const rnd = seededRandom(3);
    for (const facing of FACINGS) {
      for (let i = 0; i < 8; i++) {
        const v = steerToVastu(randomVariant(rnd, allowed), facing);
        expect(angleBetween(bearing(facing, v, v.kitchenBand, v.kitchenEnd), 135)).toBeLessThanOrEqual(45);
        expect(angleBetween(bearing(facing, v, v.masterBand!, v.masterEnd), 225)).toBeLessThanOrEqual(45);
        expect(v.stairBand !== v.masterBand || v.stairEnd !== v.masterEnd).toBe(true);
      }
    }
  });
});
