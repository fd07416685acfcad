import type { Facing, Plan } from '../types';
import { angleBetween, bearingOf } from '../geometry/compass';
import { seededRandom } from '../random';
import { normaliseRequest } from '../input/answers';
import { buildCandidate } from '../generate/candidate';
import { validatePlan } from '../validate/validate';
import { zoneOfRoom } from '../score/vastu';
import { randomVariant } from './variant';
import { kitchenToFront, steerToVastu } from './vastu-steer';

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

describe('kitchenToFront', () => {
  const deepPlot = { ...allowed, transposed: [false], bands: [1, 2] as Array<1 | 2> };

  it('leaves the facings whose south-east lies along a side or at the back to the other draws', () => {
    const v = randomVariant(seededRandom(5), deepPlot);
    for (const facing of ['N', 'NE', 'W', 'SW', 'NW'] as const) expect(kitchenToFront(v, facing, 'none')).toBeNull();
  });

  it.each([
    ['E', 'none', ['SE']],
    ['S', 'car', ['SE']],
    ['SE', 'bike', ['E', 'S']],
  ] as const)('puts the kitchen across the front beside the living & dining, toward the south-east (%s facing, parking %s)', (facing, parking, zones) => {
    const request = normaliseRequest({ plotWidthFt: 35, plotDepthFt: 55, facing, floors: 2, bedrooms: 3, parking, vastu: 'preferred' });
    const rnd = seededRandom(11);
    const plans = [];
    for (let i = 0; i < 40; i++) {
      const variant = kitchenToFront(steerToVastu(randomVariant(rnd, deepPlot), facing), facing, parking)!;
      const candidate = buildCandidate(request, variant);
      if (candidate) plans.push({ ...candidate, id: '', option: 1, seed: 1, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } } as Plan);
    }
    expect(plans.length).toBeGreaterThan(5);
    for (const plan of plans) {
      const ground = plan.floors[0]!;
      const kitchen = ground.rooms.find((r) => r.type === 'kitchen')!;
      const living = ground.rooms.find((r) => r.type === 'living')!;
      // Against the road-side wall, beside the living room, with a door or opening between them.
      expect(kitchen.rect.y).toBe(ground.footprint.y);
      expect(living.rect.y).toBe(ground.footprint.y);
      expect(ground.doors.some((d) => d.between.includes(kitchen.id) && d.between.includes(living.id))).toBe(true);
      expect(zones).toContain(zoneOfRoom(plan, ground, kitchen));
      expect(validatePlan(plan).ok).toBe(true);
    }
  });
});
