// The corridor templates: every plan they give passes the validator, and common narrow requests the band
// and hall searches refused are now answered.
import { normaliseRequest } from '../input/answers';
import { buildCandidate } from '../generate/candidate';
import { validatePlan } from '../validate/validate';
import { randomVariant } from './variant';
import { seededRandom } from '../random';
import type { Floor, Plan, PlanRequest, Room } from '../types';
import { sharedEdge } from '../geometry/rect';
import { plansFor } from '../test-support/answered';

const base = randomVariant(seededRandom(1), { transposed: [false], bands: [1], mergeDining: [true], compact: [true], pairToilets: [true] });

function corridorPlans(req: PlanRequest): Plan[] {
  const out: Plan[] = [];
  for (const transposed of [false, true])
    for (const mergeDining of [true, false])
      for (const compact of [false, true])
        for (const corridorSlot of [0, 1, 2] as const)
          for (const mirror of [false, true])
            for (const livingAcross of transposed ? [false, true] : [false])
              for (const porchBeside of transposed ? [false] : [false, true]) {
                const c = buildCandidate(req, { ...base, family: 'corridor', transposed, mergeDining, compact, corridorSlot, mirror, livingAcross, porchBeside });
                if (c) out.push({ ...c, id: '', option: 0, seed: 0, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } });
              }
  return out;
}

/** Whether a room runs from the road wall to the back wall of its floor. */
const acrossDepth = (r: Room, f: Floor) => r.rect.y === f.footprint.y && r.rect.y + r.rect.h === f.footprint.y + f.footprint.h;

describe('corridor templates', () => {
  it('give only plans that pass every hard rule over random narrow and shallow plots', () => {
    const rnd = seededRandom(9);
    let built = 0;
    for (let i = 0; i < 40; i++) {
      const narrow = rnd() < 0.6;
      const a = 16 + Math.round(rnd() * 14);
      const b = 30 + Math.round(rnd() * 40);
      const req = normaliseRequest({
        plotWidthFt: narrow ? a : b,
        plotDepthFt: narrow ? b : 17 + Math.round(rnd() * 10),
        floors: 1 + Math.floor(rnd() * 3),
        bedrooms: 1 + Math.floor(rnd() * 3),
        parking: (['none', 'bike', 'car'] as const)[Math.floor(rnd() * 3)]!,
        facing: (['N', 'E', 'S', 'W'] as const)[i % 4]!,
      });
      for (const p of corridorPlans(req)) {
        // Every template the layout and door tree accept passes the independent validator.
        expect(validatePlan(p).rules.filter((r) => !r.ok)).toEqual([]);
        built++;
        const stairs = p.floors.map((f) => f.rooms.find((r) => r.type === 'stair')?.rect);
        for (const s of stairs) expect(s).toEqual(stairs[0]);
      }
    }
    expect(built).toBeGreaterThan(20);
  });

  it.each([
    [18, 45, 1, 2],
    [18, 50, 1, 2],
    [20, 40, 2, 2],
  ])('answers %ix%i ft, %i floor(s), %i BHK with valid plans', (w, d, floors, bedrooms) => {
    const res = plansFor(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, floors, bedrooms, facing: 'E' }), { seed: 1 });
    for (const p of res.options) expect(validatePlan(p).ok).toBe(true);
  });

  it('answers a shallow 65x17 ft three-storey 3BHK with a rental unit: a living room across the depth, a passage either side', () => {
    // Refused before: with the passage behind the whole row, the row was too long and the studio's room
    // too shallow (2.1 m) for a first habitable room.
    const req = normaliseRequest({ plotWidthFt: 65, plotDepthFt: 17, facing: 'NE', floors: 3, bedrooms: 3, family: 'rentalUnit' });
    const res = plansFor(req, { seed: 1, checkSuggestions: false });
    const plan = res.options[0]!;
    expect(validatePlan(plan).ok).toBe(true);
    const ground = plan.floors[0]!;
    const living = ground.rooms.find((r) => r.type === 'living')!;
    expect(acrossDepth(living, ground)).toBe(true);
    const passages = ground.rooms.filter((r) => r.type === 'passage');
    expect(passages).toHaveLength(2);
    // Each passage is entered from the living room, through a door in the wall they share.
    for (const p of passages) {
      expect(sharedEdge(p.rect, living.rect)).not.toBeNull();
      expect(ground.doors.some((d) => d.between.includes(p.id) && d.between.includes(living.id))).toBe(true);
    }
    // The studio and its kitchenette span the depth at one end of the top floor.
    const top = plan.floors[2]!;
    const studio = top.rooms.find((r) => r.type === 'bedroom' && top.rooms.some((k) => k.type === 'kitchen' && k.attachedTo === r.id))!;
    const kitchenette = top.rooms.find((r) => r.type === 'kitchen' && r.attachedTo === studio.id)!;
    expect(acrossDepth(studio, top) && acrossDepth(kitchenette, top)).toBe(true);
  });

  it.each([
    [60, 17, 2, 'car'],
    [64, 21, 3, 'twoCars'],
  ] as const)('parks across the depth of a %ix%i ft two-storey %iBHK row (%s) when the rooms in front of the passage are too shallow for the porch', (w, d, bedrooms, parking) => {
    const req = normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'N', floors: 2, bedrooms, parking });
    const res = plansFor(req, { seed: 1, checkSuggestions: false });
    const ground = res.options[0]!.floors[0]!;
    const porch = ground.rooms.find((r) => r.type === 'parking')!;
    expect(acrossDepth(porch, ground)).toBe(true);
    expect(validatePlan(res.options[0]!).ok).toBe(true);
  });
  it('parks the car across the depth, its nose in the front setback, when that makes a 55x21 ft four-storey row short enough', () => {
    // Refused before: the porch took the car along the road in front of the passage (5.4 m of the 14.4 m
    // row), and the ground floor's living room, kitchen, pooja, toilet and stair did not fit beside it.
    const req = normaliseRequest({ plotWidthFt: 55, plotDepthFt: 21, facing: 'S', floors: 4, bedrooms: 3, parking: 'car', family: 'rentalUnit', pooja: true });
    const res = plansFor(req, { seed: 1, checkSuggestions: false });
    const plan = res.options[0]!;
    expect(validatePlan(plan).ok).toBe(true);
    const ground = plan.floors[0]!;
    const porch = ground.rooms.find((r) => r.type === 'parking')!;
    expect(acrossDepth(porch, ground)).toBe(true);
    expect(porch.rect.w).toBeLessThan(4000);
    // The bay runs in from the gate, through the open front setback.
    expect(plan.parking?.bay).toMatchObject({ y: plan.plot.y });
  });

  it('puts a bike sit-out beside the living room, so a 25x60 one-storey 3BHK keeps a master bedroom 2.7 m across', () => {
    // Across the front the sit-out took the plot's width and 2.3 m of its depth, and the row was 0.5 m too
    // long for a master bedroom across the back; the band layouts squeezed the master into one band.
    const req = normaliseRequest({ plotWidthFt: 25, plotDepthFt: 60, facing: 'E', floors: 1, bedrooms: 3, parking: 'bike' });
    const beside = corridorPlans(req).filter((p) => validatePlan(p).ok && p.floors[0]!.rooms.some((r) => r.type === 'parking'));
    expect(beside.length).toBeGreaterThan(0);
    for (const p of beside) {
      const rooms = p.floors[0]!.rooms;
      const sitOut = rooms.find((r) => r.type === 'parking')!;
      const living = rooms.find((r) => r.type === 'living')!;
      // Side by side along the road, as long as each other.
      expect(sitOut.rect.y).toBe(living.rect.y);
      expect(sitOut.rect.h).toBe(living.rect.h);
      expect(sharedEdge(sitOut.rect, living.rect)).not.toBeNull();
      const master = rooms.find((r) => r.type === 'bedroom' && r.name === 'Master bedroom')!;
      expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
    }
    const res = plansFor(req, { seed: 1, checkSuggestions: false });
    expect(res.options[0]!.score.objections ?? []).toEqual([]);
  });

  it('puts the pooja room beside the kitchen, so a 64x22 one-storey 3BHK with a car and a pooja room gets plans', () => {
    // Alone in a slot of the row the pooja room was as long as half the row is deep (its proportion), and
    // the row of a 64x22 plot with a car porch was 48 mm too long: the request was refused.
    const req = normaliseRequest({ plotWidthFt: 64, plotDepthFt: 22, facing: 'SE', floors: 1, bedrooms: 3, parking: 'car', family: 'rentalUnit', pooja: true, vastu: 'preferred' });
    const res = plansFor(req, { seed: 268, checkSuggestions: false });
    for (const plan of res.options) {
      expect(validatePlan(plan).ok).toBe(true);
      const rooms = plan.floors[0]!.rooms;
      const pooja = rooms.find((r) => r.type === 'pooja')!;
      const kitchen = rooms.find((r) => r.type === 'kitchen')!;
      // Side by side in one slot: the kitchen at the road wall, the pooja room toward the passage, each
      // as long as the other and at least the NBC's widths.
      expect(sharedEdge(pooja.rect, kitchen.rect)).not.toBeNull();
      expect(pooja.rect.x).toBe(kitchen.rect.x);
      expect(pooja.rect.w).toBe(kitchen.rect.w);
      expect(Math.min(pooja.clear.w, pooja.clear.h)).toBeGreaterThanOrEqual(1000);
      expect(Math.min(kitchen.clear.w, kitchen.clear.h)).toBeGreaterThanOrEqual(1800);
    }
  });
});
