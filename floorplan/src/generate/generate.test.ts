import type { Plan, PlanRequest, Room } from '../types';
import { generatePlanOptions, MIN_OPTION_DIFFERENCE, type GenerateOptions } from './generate';
import { drawnWithThreeSharing } from './passes';
import { normaliseRequest } from '../input/answers';
import { planDifference } from './difference';
import { centre, outlineSides, overlapArea, sharedEdge } from '../geometry/rect';
import { zoneOf } from '../geometry/compass';
import { reflectPlan } from './reflect';
import { withMasterInVastuZone } from './master-room';
import { withVastuScored } from '../score/score';
import { validatePlan } from '../validate/validate';
import { isToilet } from '../program/rooms';
import { isBesideEntranceObjection, isShrineObjection } from '../score/quality';
import { answered, plansFor } from '../test-support/answered';

/** A refusal confirms its suggestions by drawing them: seconds each on a loaded CI machine. */
const SLOW_REFUSAL_MS = 90_000;

/** Each floor's rooms, their type and place, in any order: two plans with the same are rooms for rooms one. */
const roomsAsDrawn = (p: Plan) => p.floors.map((f) => f.rooms.map((r) => `${r.type}:${r.rect.x},${r.rect.y},${r.rect.w}x${r.rect.h}`).sort().join()).join('|');

/** One row along the road: every room spans the depth, or shares its column with the passage joining its neighbours. */
function expectOneRow(p: Plan): void {
  for (const f of p.floors) {
    const depth = f.footprint.h;
    for (const r of f.rooms) {
      if (r.rect.h >= depth - 1) continue;
      const column = f.rooms.filter((o) => Math.abs(o.rect.x - r.rect.x) < 1 && Math.abs(o.rect.w - r.rect.w) < 1);
      expect(column.map((o) => o.type)).toContain('passage');
      expect(column.reduce((s, o) => s + o.rect.h, 0)).toBeCloseTo(depth, 0);
    }
  }
}

describe('generatePlanOptions', () => {
  it('returns two distinct valid options for a typical 30x60 request, deterministically', () => {
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', pooja: true, vastu: 'strict' });
    const a = generatePlanOptions(req, { seed: 7 });
    const b = generatePlanOptions(req, { seed: 7 });
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.reason);
    expect(a.options).toHaveLength(2);
    expect(planDifference(a.options[0]!, a.options[1]!)).toBeGreaterThan(0.2);
    for (const p of a.options) expect(p.compliance.ok).toBe(true);
    expect(a.options[0]!.floors[1]!.stair).toBeDefined();
  });

  it.each([
    [30, 40, 'NE'],
    [25, 50, 'N'],
    [30, 60, 'E'],
  ] as const)('offers a %ix%i %s-facing strict-Vastu home each design the way round its Vastu zones suit better', (plotWidthFt, plotDepthFt, facing) => {
    // Each of these offered an option whose mirror image scored higher on Vastu (25x50: 0.33 against 0.76).
    const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing, floors: 2, bedrooms: 3, pooja: true, vastu: 'strict' });
    const result = plansFor(req, { seed: 1, checkSuggestions: false });
    for (const option of result.options) {
      expect(option.compliance.ok).toBe(true);
      expect(validatePlan(option).ok).toBe(true);
      expect(option.score.vastu!).toBeGreaterThanOrEqual(withVastuScored(option.score, reflectPlan(option)).vastu!);
    }
  });

  it('draws on for a strict-Vastu family until a plan as good as the rest scores 0.7 on Vastu, so the response id matters less', () => {
    // The e2e checkout's answers: engine 1.23.0 gave seed 1 an option 1 scoring 0.55, most other seeds 0.7 to 0.86.
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', family: 'elderlyParents', pooja: true, vastu: 'strict' });
    for (const seed of [1, 12]) {
      const result = plansFor(req, { seed, checkSuggestions: false });
      expect(result.options[0]!.score.vastu!).toBeGreaterThanOrEqual(0.7);
      expect(result.options[0]!.score.objections).toEqual([]);
    }
  });

  it('does not rank a design by its reflection when the reflection would stand in a side road\'s setback (two roads, strict Vastu)', () => {
    // The e2e checkout's answers on two roads: the side road asks 1.5 m on the right, the other side 0.75 m.
    // Engine 1.24.0 ranked designs by reflections that broke that setback and, when one was chosen, offered
    // the design as drawn in its place: option 1 scored 0.36-0.50 on Vastu for 10 of 30 seeds (seed 1: the
    // kitchen in the south-west, the master bedroom in the east), plans scoring 0.79 passed over.
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', family: 'elderlyParents', pooja: true, vastu: 'strict', roads: 2 });
    for (const seed of [1, 13, 15]) {
      const result = plansFor(req, { seed, checkSuggestions: false });
      for (const option of result.options) {
        expect(option.setbacks.right).toBeGreaterThan(option.setbacks.left);
        expect(validatePlan(option).ok).toBe(true);
      }
      expect(result.options[0]!.score.vastu!).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('sells two options on a narrow corner plot whose one layout cannot be reflected (engine 1.58.0)', () => {
    // A side road on the right asks 1.5 m there and the home is built to the left boundary: reflected it would
    // stand in the road's setback, redrawn mirrored its windows would face the boundary. Engine 1.57.0 offered
    // these one option; a buyer of the two-option package had nothing to receive as option 2.
    const plots = [
      normaliseRequest({ plotWidthFt: 20, plotDepthFt: 61, facing: 'NW', floors: 1, bedrooms: 3, family: 'elderlyParents', pooja: true, vastu: 'preferred', roads: 2 }),
      normaliseRequest({ plotWidthFt: 20, plotDepthFt: 60, facing: 'E', floors: 1, bedrooms: 2, parking: 'car', roads: 2 }),
    ];
    for (const req of plots) {
      const result = plansFor(req, { seed: 1, checkSuggestions: false });
      expect(result.options.map((p) => p.option)).toEqual([1, 2]);
      expect(new Set(result.options.map(roomsAsDrawn)).size).toBe(2);
      for (const option of result.options) {
        expect(validatePlan(option).ok).toBe(true);
        expect(option.setbacks.right).toBeGreaterThanOrEqual(1500);
        expect(option.request).toEqual(req);
      }
    }
  });

  it.each([
    [40, 60, 2, 'N'],
    [30, 50, 2, 'SW'],
    [30, 40, 3, 'S'],
  ] as const)('names the master of a %ix%i %i-storey %s-facing strict-Vastu 4BHK the bedroom in the zone Vastu prefers among those fit to be it', (plotWidthFt, plotDepthFt, floors, facing) => {
    // Engine 1.23.0 offered an option there whose master stood in a worse zone than a bedroom as large, with a toilet of its own.
    const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing, floors, bedrooms: 4, pooja: true, vastu: 'strict' });
    const result = plansFor(req, { seed: 1, checkSuggestions: false });
    for (const option of result.options) {
      expect(withMasterInVastuZone(option)).toBeNull();
      expect(option.floors.flatMap((f) => f.rooms.filter((r) => r.master).map((r) => r.name))).toEqual(['Master bedroom']);
      expect(validatePlan(option).ok).toBe(true);
    }
  });

  it.each([
    [30, 60, 1, 'SE'],
    [30, 50, 2, 'S'],
    [40, 60, 1, 'S'],
  ] as const)('keeps the kitchen and toilets out of the north-east of a %ix%i %i-storey %s-facing strict-Vastu 3BHK', (plotWidthFt, plotDepthFt, floors, facing) => {
    // Engine 1.22.0 offered one there in option 1 or 2 (30x60: the kitchen in both).
    const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing, floors, bedrooms: 3, pooja: true, vastu: 'strict' });
    const result = plansFor(req, { seed: 1, checkSuggestions: false });
    for (const option of result.options) {
      const inNorthEast = option.floors.flatMap((f) => f.rooms.filter((r) => (r.type === 'toilet' || (r.type === 'kitchen' && !r.attachedTo)) && zoneOf(facing, f.footprint, centre(r.rect).x, centre(r.rect).y) === 'NE'));
      expect(inNorthEast.map((r) => r.name)).toEqual([]);
    }
  });

  it.each([
    [40, 60, 'E', 3, 'car'],
    [30, 40, 'E', 2, 'bike'],
    [35, 50, 'S', 3, 'car'],
  ] as const)('offers a %ix%i %s-facing one-storey %iBHK (%s) asking for Vastu its kitchen in the south-east, at the front beside the living & dining', (plotWidthFt, plotDepthFt, facing, bedrooms, parking) => {
    // Engine 1.24.0 put it behind the living room there, in the north-west, south or east (Vastu 0.72-0.76, now 0.84-0.87).
    const req = normaliseRequest({ plotWidthFt, plotDepthFt, facing, floors: 1, bedrooms, parking, vastu: 'preferred' });
    const result = plansFor(req, { seed: 1, checkSuggestions: false });
    const first = result.options[0]!;
    const ground = first.floors[0]!;
    const kitchen = ground.rooms.find((r) => r.type === 'kitchen')!;
    const living = ground.rooms.find((r) => r.type === 'living')!;
    expect(zoneOf(facing, ground.footprint, centre(kitchen.rect).x, centre(kitchen.rect).y)).toBe('SE');
    expect(ground.doors.some((d) => d.between.includes(kitchen.id) && d.between.includes(living.id))).toBe(true);
    expect(first.score.objections).toEqual([]);
    expect(first.score.vastu!).toBeGreaterThan(0.8);
  });

  it("does not offer a plan's mirror image as the second option", () => {
    // 24x59 one-storey 3BHK: the first layouts found were one design and its mirror image.
    const req = normaliseRequest({ plotWidthFt: 24, plotDepthFt: 59, facing: 'N', floors: 1, bedrooms: 3 });
    const atMirror = (p: Plan) => p.floors.map((f) => f.rooms.map((r) => `${r.type}:${p.plot.w - r.rect.x - r.rect.w},${r.rect.y},${r.rect.w}x${r.rect.h}`).sort().join()).join('|');
    for (const seed of [1, 2, 3]) {
      const res = answered(generatePlanOptions(req, { seed, checkSuggestions: false }));
      expect(res.options).toHaveLength(2);
      expect(roomsAsDrawn(res.options[1]!)).not.toBe(atMirror(res.options[0]!));
      expect(planDifference(res.options[0]!, res.options[1]!)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
    }
  });

  it('never offers the same rooms twice, only the doors placed apart, as options 1 and 2 (engine 1.35.0)', () => {
    // With engine 1.34.0 a Vastu-reflected template and the same template drawn mirrored were two plans, rooms
    // for rooms one: 20 of the 368 common small plots answered got option 1 again as option 2.
    const asked = [
      { plotWidthFt: 22, plotDepthFt: 50, floors: 1, bedrooms: 3, pooja: false },
      { plotWidthFt: 20, plotDepthFt: 40, floors: 2, bedrooms: 3, pooja: true },
    ];
    for (const a of asked) {
      const res = answered(generatePlanOptions(normaliseRequest({ ...a, facing: 'E' }), { seed: 1, checkSuggestions: false }));
      expect(res.options).toHaveLength(2);
      expect(roomsAsDrawn(res.options[1]!)).not.toBe(roomsAsDrawn(res.options[0]!));
    }
  });

  it('offers as option 2 another design, not option 1 with two rooms at the back changed about (engine 1.56.0)', () => {
    // The two-option package promises entirely different plans. With engine 1.55.0 option 2 of a 22x60
    // one-storey 2BHK was option 1 with the master bedroom and bedroom 2 swapped (0.311 apart), and of a
    // 30x40 one-storey 1BHK with a bike option 1 with its back rooms redrawn (0.318): over the 0.3 line then.
    const asked = [
      { plotWidthFt: 22, plotDepthFt: 60, floors: 1, bedrooms: 2, parking: 'none' as const },
      { plotWidthFt: 30, plotDepthFt: 40, floors: 1, bedrooms: 1, parking: 'bike' as const },
    ];
    for (const a of asked) {
      const res = answered(generatePlanOptions(normaliseRequest({ ...a, facing: 'E' }), { seed: 1, checkSuggestions: false }));
      const [first, second] = res.options as [Plan, Plan];
      expect(planDifference(first, second)).toBeGreaterThanOrEqual(0.5);
      expect(second.score.objections ?? []).toEqual([]);
    }
  });

  it('draws on among hall layouts for a second design of a 20x30 two-storey 2BHK, the most asked plot (engine 1.78.0)', () => {
    // With engine 1.77.0 these visitors' option 2 was option 1 with a room or two moved (0.38 to 0.50 apart),
    // and seed 7's had two objections: the second design is a rare hall layout, found past the usual 200 draws.
    for (const seed of [1, 5, 7]) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 2, bedrooms: 2, parking: 'bike' }), { seed, checkSuggestions: false }));
      const [first, second] = res.options as [Plan, Plan];
      expect([seed, planDifference(first, second) >= MIN_OPTION_DIFFERENCE]).toEqual([seed, true]);
      // An option's one objection, where it has one, is the common toilet beside the main door (engine
      // 1.88.0): the plan that has it is offered second where a plan without it is found (seeds 1 and 7).
      const others = (p: Plan) => (p.score.objections ?? []).filter((o) => !isBesideEntranceObjection(o));
      expect([seed, others(first), others(second)]).toEqual([seed, [], []]);
    }
  });

  it('looks on for a second option a buyer would not object to when option 1 has no objections', () => {
    // 53x75 two-storey 5BHK: the first different plan found had a master bedroom under 2.7 m wide.
    const req = normaliseRequest({ plotWidthFt: 53, plotDepthFt: 75, facing: 'SW', floors: 2, bedrooms: 5, pooja: true, vastu: 'preferred', style: 'modern' });
    const res = answered(generatePlanOptions(req, { seed: 134, checkSuggestions: false }));
    const [first, second] = res.options as [Plan, Plan];
    expect(first.score.objections ?? []).toEqual([]);
    expect(second.score.objections ?? []).toEqual([]);
    expect(planDifference(first, second)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
  });

  it('keeps the pooja room off a toilet\'s wall where the plot leaves room for a layout that does (engine 1.34.0)', () => {
    // Each of these put a toilet against the shrine's wall in option 1 with engine 1.33.0 (seed 1, facing east).
    const asked = [
      { plotWidthFt: 22, plotDepthFt: 40, floors: 2, bedrooms: 2, parking: 'bike' as const },
      { plotWidthFt: 25, plotDepthFt: 60, floors: 1, bedrooms: 2, parking: 'car' as const },
      { plotWidthFt: 18, plotDepthFt: 40, floors: 2, bedrooms: 1, parking: 'none' as const },
    ];
    for (const a of asked) {
      const res = answered(generatePlanOptions(normaliseRequest({ ...a, facing: 'E', pooja: true }), { seed: 1, checkSuggestions: false }));
      // On the ground floor, or (from engine 1.36.0) on the top floor.
      const floor = res.options[0]!.floors.find((f) => f.rooms.some((r) => r.type === 'pooja'))!;
      const pooja = floor.rooms.find((r) => r.type === 'pooja')!;
      const wall = (r: Room) => {
        const e = sharedEdge(r.rect, pooja.rect);
        return e ? e.to - e.from : 0;
      };
      // A wall in common longer than the end of a crossing wall (115 mm), as the scorer reads it.
      const against = floor.rooms.filter((r) => isToilet(r) && wall(r) > 115);
      expect(against.map((r) => `${a.plotWidthFt}x${a.plotDepthFt}: ${r.name}`)).toEqual([]);
    }
  });

  /** The options of a two-storey home with a pooja room on an east-facing plot, seed 1. */
  const twoStoreysWithShrine = (a: { plotWidthFt: number; plotDepthFt: number; bedrooms: number; parking: 'none' | 'bike' | 'car' }) => {
    const res = answered(generatePlanOptions(normaliseRequest({ ...a, floors: 2, facing: 'E', pooja: true }), { seed: 1, checkSuggestions: false }));
    return res.options;
  };
  /** Each option's objections to a toilet against the pooja room or over it, named by plot and option. */
  const shrineObjections = (plot: string, options: Plan[]) => options.map((p) => `${plot} option ${p.option}: ${(p.score.objections ?? []).filter((o) => /pooja room/i.test(o)).join('; ')}`);
  const noShrineObjections = (plot: string) => [1, 2].map((o) => `${plot} option ${o}: `);

  it('offers the pooja room on the top floor when every plan with it below has a toilet against it or over it (engine 1.36.0)', () => {
    // Two-storey homes on narrow common plots, seed 1, facing east: with engine 1.35.0 option 1 had a toilet
    // over the pooja room upstairs (25x45 with a car, 30x30) or beside it and over it (20x40). From engine
    // 1.78.0 the 25x45 and 20x40 homes' longer hunt for a second design finds a plan with the shrine on the
    // ground floor and no toilet against it or over it (the 20x40's option 1 with 1.77.0 had the shrine upstairs
    // against a toilet), and it ranks first.
    const asked = [
      { plotWidthFt: 25, plotDepthFt: 45, bedrooms: 2, parking: 'car' as const },
      { plotWidthFt: 30, plotDepthFt: 30, bedrooms: 3, parking: 'none' as const },
      { plotWidthFt: 20, plotDepthFt: 40, bedrooms: 3, parking: 'none' as const },
    ];
    // Pooja rooms on the ground and first floor of each one's option 1.
    const shrineOn = [[1, 0], [0, 1], [1, 0]];
    for (const [i, a] of asked.entries()) {
      const first = twoStoreysWithShrine(a)[0]!;
      const shrine = first.floors.map((f) => f.rooms.filter((r) => r.type === 'pooja').length);
      expect(shrine).toEqual(shrineOn[i]);
      expect((first.score.objections ?? []).filter((o) => /pooja room/i.test(o))).toEqual([]);
    }
    // Parents keep their rooms on the ground floor, and so the family's shrine.
    const parents = plansFor(normaliseRequest({ ...asked[0]!, floors: 2, facing: 'E', pooja: true, family: 'elderlyParents' }), { seed: 1, checkSuggestions: false });
    for (const p of parents.options) expect(p.floors[0]!.rooms.some((r) => r.type === 'pooja')).toBe(true);
  });

  it('does not sell an option 2 with a toilet over the pooja room or against it where a shrine upstairs gives a second design (engine 1.40.0)', () => {
    // Two-storey homes on narrow common plots, seed 1, facing east: with engine 1.39.0 option 2 had a toilet over
    // the pooja room upstairs (18x45, 22x40; option 1 without objections) or against its wall (22x45 with a car).
    const asked = [
      { plotWidthFt: 18, plotDepthFt: 45, bedrooms: 1, parking: 'none' as const },
      { plotWidthFt: 22, plotDepthFt: 40, bedrooms: 1, parking: 'bike' as const },
      { plotWidthFt: 22, plotDepthFt: 45, bedrooms: 1, parking: 'car' as const },
    ];
    for (const a of asked) {
      const options = twoStoreysWithShrine(a);
      expect(shrineObjections(`${a.plotWidthFt}x${a.plotDepthFt}`, options)).toEqual(noShrineObjections(`${a.plotWidthFt}x${a.plotDepthFt}`));
      expect(planDifference(options[0]!, options[1]!)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
    }
  });

  it('puts a larger home\'s pooja room on the top floor too, where below it a toilet stands over it (engine 1.42.0)', () => {
    // Bench requests (their seeds): with engine 1.41.0 option 1 of the 82x27 G+1 5BHK had a toilet over the
    // pooja room, and option 2 of the 55x21 G+3 3BHK; the search with the shrine upstairs was for small homes only.
    const asked = [
      { seed: 112, request: { plotWidthFt: 82, plotDepthFt: 27, facing: 'NW', floors: 2, bedrooms: 5, family: 'rentalUnit', parking: 'twoCars', vastu: 'preferred' } },
      { seed: 365, request: { plotWidthFt: 55, plotDepthFt: 21, facing: 'S', floors: 4, bedrooms: 3, family: 'rentalUnit', parking: 'car', vastu: 'notNeeded' } },
    ] as const;
    for (const { seed, request } of asked) {
      const res = answered(generatePlanOptions(normaliseRequest({ ...request, pooja: true }), { seed, checkSuggestions: false }));
      expect(shrineObjections(`${request.plotWidthFt}x${request.plotDepthFt}`, res.options)).toEqual(noShrineObjections(`${request.plotWidthFt}x${request.plotDepthFt}`));
    }
  });

  it('puts the pooja room on the top floor before giving up a bedroom\'s toilet or living space, where its own search draws nothing (engine 1.74.0)', () => {
    // Bench request 353 (its seed): with engine 1.73.0 only the last pass, a living room sized as the other
    // rooms, drew the 33x24 G+1 3BHK, both options with the pooja room against the common toilet.
    const request = normaliseRequest({ plotWidthFt: 33, plotDepthFt: 24, facing: 'NE', floors: 2, bedrooms: 3, family: 'none', parking: 'bike', pooja: true, vastu: 'preferred' });
    const [first] = answered(generatePlanOptions(request, { seed: 354, checkSuggestions: false })).options;
    expect(first!.score.objections).toEqual([]);
    expect(first!.floors.map((f) => f.rooms.filter((r) => r.type === 'pooja').length)).toEqual([0, 1]);
  }, 60_000);

  it('draws a 20x45 one-storey 3BHK with one toilet for its three bedrooms rather than refusing it (engine 1.87.0)', () => {
    // Before, the refusal said to build a second storey or plan two bedrooms: a toilet for the master and a
    // common one behind the bedrooms' passage came to about 1.6 m2 each, under the NBC's 1.8.
    const req = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 45, facing: 'E', floors: 1, bedrooms: 3 });
    for (const p of answered(generatePlanOptions(req, { seed: 1, checkSuggestions: false })).options) {
      expect(validatePlan(p).ok).toBe(true);
      const rooms = p.floors[0]!.rooms;
      expect(rooms.filter((r) => r.type === 'bedroom')).toHaveLength(3);
      const toilets = rooms.filter(isToilet);
      expect(toilets.map((t) => [t.name, t.attachedTo])).toEqual([['Common toilet', undefined]]);
      // Shared, it opens off the passage, not through a bedroom; the objection tells the ranking (and the
      // bench) that a plan with two toilets is better.
      const entries = p.floors[0]!.doors.filter((d) => d.between.includes(toilets[0]!.id)).map((d) => rooms.find((r) => d.between.includes(r.id) && r !== toilets[0])?.type);
      expect(entries).toEqual(['passage']);
      expect(p.score.objections).toContain("Ground floor: 3 bedrooms share the home's one toilet");
    }
  }, SLOW_REFUSAL_MS);

  it('offers first a 20x30 two-storey 2BHK whose common toilet is not on the road front beside the main door (engine 1.88.0)', () => {
    // The commonest request: before, option 1 put the ground floor's common toilet at the front beside the
    // living room, its window on the face a visitor walks up to (seed 1 facing east, and 9 of seeds 1-10 facing
    // north with a bike). The plan that still does so is offered second, with the objection.
    for (const ask of [{ facing: 'E' as const }, { facing: 'N' as const, parking: 'bike' as const }]) {
      const request = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, floors: 2, bedrooms: 2, ...ask });
      const [first, second] = answered(generatePlanOptions(request, { seed: 1, checkSuggestions: false })).options;
      expect(first!.score.objections).toEqual([]);
      const ground = first!.floors[0]!;
      expect(ground.rooms.filter((r) => isToilet(r) && outlineSides(r.rect, ground.footprint).front)).toEqual([]);
      expect(second!.score.objections).toEqual(['Ground floor: Common toilet is on the road front beside the main door']);
    }
  });

  it('keeps three bedrooms sharing a toilet for last: not with a pooja room, nor before the ways that keep a toilet more', () => {
    const drawn: GenerateOptions[] = [];
    const spy = (request: PlanRequest, opts: GenerateOptions) => (drawn.push(opts), generatePlanOptions(request, opts));
    // A pooja room: the refusal offers a pooja niche instead, which keeps both toilets.
    const poojaHome = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 45, facing: 'E', floors: 1, bedrooms: 3, pooja: true });
    expect(drawnWithThreeSharing(poojaHome, {}, spy)).toBeNull();
    // Two bedrooms share one already in the shared-toilet pass: no way left.
    expect(drawnWithThreeSharing(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 45, facing: 'E', floors: 1, bedrooms: 2 }), {}, spy)).toBeNull();
    expect(drawn).toEqual([]);
    // 25x50 one-storey 3BHK with a car: a pass answers it with the master's own toilet, as before engine 1.87.0.
    const roomier = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 25, plotDepthFt: 50, facing: 'E', floors: 1, bedrooms: 3, parking: 'car' }), { seed: 1, checkSuggestions: false }));
    for (const p of roomier.options) expect(p.floors[0]!.rooms.filter(isToilet).length).toBeGreaterThanOrEqual(2);
  }, SLOW_REFUSAL_MS);

  it('tells an 18x30 two-storey 2BHK both ways to a plan: a third floor, or one bedroom (engine 1.43.0)', () => {
    // With engine 1.42.0 only the third floor: once one way was confirmed, the others were drawn by the quick
    // search alone, which finds no 1BHK on this plot (the whole search does, in about 0.3 s).
    const req = normaliseRequest({ plotWidthFt: 18, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2 });
    const res = generatePlanOptions(req, { seed: 1 });
    if (res.ok) throw new Error('18x30 G+1 2BHK drew a plan: pick another refused request');
    expect(res.fits).toEqual([[{ field: 'floors', to: 3 }], [{ field: 'bedrooms', to: 1 }]]);
    const oneBedroom = generatePlanOptions({ ...req, bedrooms: 1 }, { seed: 1, checkSuggestions: false });
    expect(oneBedroom.ok).toBe(true);
  });

  it('offers the ways that give up least: a 20x60 one-storey 3BHK with a car and a pooja room keeps its bedrooms (engine 1.81.0)', () => {
    // With engine 1.80.0 the first three ways confirmed were offered: another storey, a bedroom less and the
    // car in the setback, not the pooja niche, which draws the three bedrooms on one storey with the covered car.
    const req = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 60, facing: 'E', floors: 1, bedrooms: 3, parking: 'car', pooja: true });
    const res = generatePlanOptions(req, { seed: 1 });
    if (res.ok) throw new Error('20x60 one-storey 3BHK with a car and a pooja room drew a plan: pick another refused request');
    expect(res.fits).toEqual([[{ field: 'pooja', to: false }], [{ field: 'parking', to: 'none' }], [{ field: 'floors', to: 2 }]]);
    expect(res.suggestions[0]).toMatch(/pooja niche/);
    // Taken, the way draws the niche it is worded as (engine 1.82.0; before, no niche and no pooja room).
    const taken = generatePlanOptions({ ...req, pooja: false, poojaNiche: true }, { seed: 1, checkSuggestions: false });
    expect(taken.ok && taken.options.every((p) => p.floors.filter((f) => f.poojaNiche).length === 1)).toBe(true);
  }, SLOW_REFUSAL_MS);

  it('explains a request that cannot fit and suggests only changes that give plans', () => {
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, floors: 1, bedrooms: 5 });
    const res = generatePlanOptions(req);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.reason).toMatch(/30x40/);
    expect(res.suggestions.join(' ')).toMatch(/2 floors/);
    expect(res.fits).toContainEqual([{ field: 'floors', to: 2 }]);
    // Every listed way gives plans when its changes are made.
    for (const changes of res.fits) {
      const changed = changes.reduce((r, c) => ({ ...r, [c.field]: c.to }), req);
      expect(generatePlanOptions(changed).ok).toBe(true);
    }
  });

  it('suggests the fewest changes that fit together when no single change is enough', () => {
    // On 30x40 two storeys alone draw from engine 1.66.0 (a band layout with the pooja room at the passage).
    const req = normaliseRequest({ plotWidthFt: 28, plotDepthFt: 40, facing: 'N', floors: 1, bedrooms: 5, parking: 'car', pooja: true, family: 'elderlyParents', roads: 2 });
    const res = generatePlanOptions(req);
    if (res.ok) throw new Error('expected no plan for five bedrooms, parents, a car and a pooja room on one floor of 28x40');
    expect(res.fits.length).toBeGreaterThan(0);
    for (const changes of res.fits) {
      // Not the five changes at once: a smaller set was found and confirmed.
      expect(changes.length).toBeGreaterThanOrEqual(2);
      expect(changes.length).toBeLessThan(5);
      expect(generatePlanOptions(changes.reduce((r, c) => ({ ...r, [c.field]: c.to }), req)).ok).toBe(true);
    }
  }, SLOW_REFUSAL_MS);

  it('does not tell a visitor a larger plot is needed when one change draws with the whole search', () => {
    // 29x27 G+1 4BHK with parents: the quick confirmation found no way, so the visitor read "a larger plot
    // is needed", though 3 floors draws once the last passes (another spread of bedrooms...) run.
    const req = normaliseRequest({ plotWidthFt: 29, plotDepthFt: 27, facing: 'S', floors: 2, bedrooms: 4, family: 'elderlyParents', vastu: 'preferred' });
    const res = generatePlanOptions(req, { seed: 113 });
    if (res.ok) throw new Error('expected no plan for 29x27 G+1 4BHK with parents');
    expect(res.fits).toContainEqual([{ field: 'floors', to: 3 }]);
    expect(res.suggestions.join(' ')).not.toMatch(/larger plot/);
    expect(generatePlanOptions({ ...req, floors: 3 }, { seed: 113, checkSuggestions: false }).ok).toBe(true);
  }, SLOW_REFUSAL_MS);

  it('names the single change that draws rather than say no single change is enough', () => {
    // 33x25 one-storey 2BHK with a car and a rental unit: it was told to give up a bedroom as well as the car.
    const req = normaliseRequest({ plotWidthFt: 33, plotDepthFt: 25, facing: 'NW', floors: 1, bedrooms: 2, family: 'rentalUnit', parking: 'car', vastu: 'preferred' });
    const res = generatePlanOptions(req, { seed: 200 });
    if (res.ok) throw new Error('expected no plan for 33x25 one-storey 2BHK with a car and a rental unit');
    expect(res.fits).toContainEqual([{ field: 'parking', to: 'none' }]);
    expect(res.suggestions.join(' ')).not.toMatch(/No single change/);
  }, SLOW_REFUSAL_MS);

  it('names how little of a plot no home fits can be built on rather than suggest changes that would not fit', () => {
    // 15x15 ft: 3.8 x 3.1 m to build on. A one-bedroom home draws 15 ft wide on a deeper plot, and 15 ft deep
    // on a wider one (a row of rooms along the road): the plot is too small, not too shallow or too narrow.
    const tiny = generatePlanOptions(normaliseRequest({ plotWidthFt: 15, plotDepthFt: 15, floors: 1, bedrooms: 1 }));
    if (tiny.ok) throw new Error('expected no plan on 15x15 ft');
    expect(tiny.suggestions).toEqual(['A larger plot is needed.']);
    expect(tiny.fits).toEqual([]);
    expect(tiny.limit).toEqual({ side: 'size', buildableWidthMm: 3822, buildableDepthMm: 3072 });
    expect(tiny.reason).toMatch(/only 3.8 m x 3.1 m of it/);
    const home = { plotWidthFt: 15, plotDepthFt: 15, floors: 1, bedrooms: 1 };
    expect(generatePlanOptions(normaliseRequest({ ...home, plotDepthFt: 100 }), { checkSuggestions: false }).ok).toBe(true);
    expect(generatePlanOptions(normaliseRequest({ ...home, plotWidthFt: 100 }), { checkSuggestions: false }).ok).toBe(true);
    // 15x30 ft: too small either way (a deeper or a wider plot both draw one bedroom), not too narrow.
    const small = generatePlanOptions(normaliseRequest({ plotWidthFt: 15, plotDepthFt: 30, floors: 1, bedrooms: 5 }));
    if (small.ok) throw new Error('expected no plan on 15x30 ft');
    expect(small.limit?.side).toBe('size');
    expect(small.suggestions).toEqual(['A larger plot is needed.']);
  }, SLOW_REFUSAL_MS);

  it('offers the smallest home that draws when no single change or pair does, rather than "a larger plot"', () => {
    // 15x37 ft, one storey, 4BHK with a car and a pooja room: one bedroom on two storeys draws there.
    const req = normaliseRequest({ plotWidthFt: 15, plotDepthFt: 37, facing: 'NE', floors: 1, bedrooms: 4, parking: 'car', pooja: true, vastu: 'notNeeded' });
    const res = generatePlanOptions(req, { seed: 370 });
    if (res.ok) throw new Error('expected no plan for a one-storey 4BHK on 15x37 ft');
    // The changes in the order a visitor gives up least (engine 1.81.0).
    expect(res.fits).toEqual([[{ field: 'pooja', to: false }, { field: 'parking', to: 'none' }, { field: 'floors', to: 2 }, { field: 'bedrooms', to: 1 }]]);
    expect(res.limit).toBeUndefined();
    expect(res.suggestions.join(' ')).not.toMatch(/larger plot/);
    const way = res.fits[0]!.reduce((r, c) => ({ ...r, [c.field]: c.to }), req);
    expect(generatePlanOptions(way, { seed: 370, checkSuggestions: false }).ok).toBe(true);
  }, SLOW_REFUSAL_MS);

  it('offers the way with the most bedrooms that still draws, not one bedroom', () => {
    // 15x60 ft, one storey, 5BHK with two cars, a rental unit and a pooja room: four bedrooms on two storeys draw.
    const req = normaliseRequest({ plotWidthFt: 15, plotDepthFt: 60, facing: 'N', floors: 1, bedrooms: 5, parking: 'twoCars', family: 'rentalUnit', pooja: true });
    const res = generatePlanOptions(req, { seed: 7 });
    if (res.ok) throw new Error('expected no plan for a one-storey 5BHK with two cars on 15x60 ft');
    expect(res.fits).toHaveLength(1);
    const way = res.fits[0]!.reduce((r, c) => ({ ...r, [c.field]: c.to }), req);
    expect(way).toMatchObject({ floors: 2, bedrooms: 4 });
    expect(res.suggestions[0]).toMatch(/Plan 4 bedroom\(s\) instead of 5/);
    expect(generatePlanOptions(way, { seed: 7, checkSuggestions: false }).ok).toBe(true);
  }, SLOW_REFUSAL_MS);

  it.each([
    [81, 16, 1, 2, 'none'],
    [74, 15, 2, 1, 'none'],
    [60, 15, 1, 1, 'bike'],
  ] as const)('answers a %ix%i ft plot (a strip 3.1-3.4 m deep), %i storey(s), %iBHK, parking %s, with a row of rooms along the road', (w, d, floors, bedrooms, parking) => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'N', floors, bedrooms, parking })));
    expect(res.options).toHaveLength(2);
    for (const p of res.options) {
      expect(p.compliance.ok).toBe(true);
      expectOneRow(p);
      expect(p.floors.flatMap((f) => f.rooms).filter((r) => r.type === 'bedroom')).toHaveLength(bedrooms);
      if (parking === 'bike') expect(p.parking?.kind).toBe('bike');
    }
  });

  it('answers a 69x17 ft three-storey 5BHK with a car and parents (a bench refusal until engine 1.21.0) with rows', () => {
    // 17 ft leaves 3.7 m: the hall's rows draw nothing, a row with bedrooms in front of their passages does.
    const req = normaliseRequest({ plotWidthFt: 69, plotDepthFt: 17, facing: 'W', floors: 3, bedrooms: 5, parking: 'car', family: 'elderlyParents', vastu: 'strict', style: 'minimal' });
    const res = answered(generatePlanOptions(req, { seed: 199, checkSuggestions: false }));
    for (const p of res.options) {
      expect(p.compliance.ok).toBe(true);
      expectOneRow(p);
      expect(p.floors.flatMap((f) => f.rooms).filter((r) => r.type === 'bedroom')).toHaveLength(5);
    }
  }, SLOW_REFUSAL_MS);

  it('offers a row home on a strip too shallow for more than two rooms entered from one side, instead of "no home fits"', () => {
    // 81x16 ft, one storey, 3BHK with parents and a pooja room: a 3.4 m deep row has only two ends for
    // bedrooms, so the home does not fit, but fewer bedrooms do; engine 1.20.0 said not even one would.
    const req = normaliseRequest({ plotWidthFt: 81, plotDepthFt: 16, facing: 'NW', floors: 1, bedrooms: 3, family: 'elderlyParents', pooja: true, vastu: 'notNeeded' });
    const res = generatePlanOptions(req, { seed: 464 });
    if (res.ok) throw new Error('expected no plan for a one-storey 3BHK on 81x16 ft');
    expect(res.limit).toBeUndefined();
    expect(res.fits.length).toBeGreaterThan(0);
    for (const way of res.fits) expect(generatePlanOptions(way.reduce((r, c) => ({ ...r, [c.field]: c.to }), req), { seed: 464, checkSuggestions: false }).ok).toBe(true);
  }, SLOW_REFUSAL_MS);

  it('parks a bike in the open front setback when a sit-out does not fit, clear of the building and the main door', () => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 1, bedrooms: 1, parking: 'bike' })));
    for (const p of res.options) {
      expect(p.request.parking).toBe('bike');
      expect(p.floors[0]!.rooms.some((r) => r.type === 'parking')).toBe(false);
      const bay = p.parking!.bay!;
      expect(bay.y + bay.h).toBeLessThanOrEqual(p.envelope.y);
      const door = p.floors[0]!.doors.find((d) => d.kind === 'main')!;
      expect(door.at.x < bay.x || door.at.x > bay.x + bay.w).toBe(true);
      expect(p.compliance.ok).toBe(true);
    }
  });

  it('parks the bike in the open where its covered sit-out would leave the master bedroom narrow (18x40 one-storey 1BHK)', () => {
    // 4.3 m inside the walls: behind a sit-out across the front every layout squeezes the master bedroom
    // under 2.7 m; with the bike in the front setback it spans the back.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 1, parking: 'bike' }), { seed: 1 }));
    const first = res.options[0]!;
    expect(first.score.objections).toEqual([]);
    expect(first.parking?.kind).toBe('bike');
    expect(first.parking?.bay).toBeDefined();
    const master = first.floors[0]!.rooms.find((r) => r.name === 'Master bedroom')!;
    expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
    expect(first.compliance.ok).toBe(true);
  });

  it('draws the bike in the open where the options took the pooja room upstairs, and keeps the shrine downstairs when that ranks higher (22x50 G+1 2BHK)', () => {
    // With a covered sit-out every plan had an objection until the pooja room went upstairs (engine 1.89.0's
    // 'across' relief mends those plans' masters): the bike in the open front setback keeps it on the ground
    // floor, better scored (0.806 against 0.781), and 1.89.0 did not draw it, the options having no objection left.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 22, plotDepthFt: 50, facing: 'E', floors: 2, bedrooms: 2, parking: 'bike', pooja: true }), { seed: 1 }));
    const first = res.options[0]!;
    expect(first.score.objections).toEqual([]);
    expect(first.floors[0]!.rooms.some((r) => r.type === 'pooja')).toBe(true);
    expect(first.parking?.bay).toBeDefined();
    expect(first.compliance.ok).toBe(true);
  });

  it('lets a car stand partly in the front setback where its full porch leaves every plan objected to (30x30 one-storey 1BHK)', () => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 1, parking: 'car' }), { seed: 1 }));
    for (const p of res.options) {
      expect(p.score.objections).toEqual([]);
      expect(p.compliance.ok).toBe(true);
    }
    const bay = res.options[0]!.parking!.bay!;
    expect(bay.y).toBeLessThan(res.options[0]!.envelope.y);
  });

  it('keeps the covered sit-out for a bike where no buyer objects to its plans (30x60 two-storey 3BHK)', () => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'E', floors: 2, bedrooms: 3, parking: 'bike' }), { seed: 1 }));
    for (const p of res.options) {
      expect(p.parking?.bay).toBeUndefined();
      expect(p.floors[0]!.rooms.some((r) => r.type === 'parking')).toBe(true);
    }
  });

  it('gives the ground floor living room the depth the rooms behind it do not need (20x60 two-storey 3BHK with a car)', () => {
    // The bedrooms upstairs take the whole depth, so every floor's front was the compact living room's; the
    // kitchen behind it grew to 12'4" x 9'8" while the living & dining stayed 8'5" deep (engine 1.54.0).
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car' }), { seed: 1 }));
    // Option 1, every bedroom upstairs. Option 2 is another design with its living & dining 2.7 m deep and a 1 m
    // store behind the stair (README, Known limits): before engine 1.72.0 it was a plan with two 2.16 m bedrooms.
    const ground = res.options[0]!.floors[0]!.rooms;
    expect(ground.some((r) => r.type === 'bedroom')).toBe(false);
    const living = ground.find((r) => r.type === 'living')!;
    const kitchen = ground.find((r) => r.type === 'kitchen')!;
    expect(Math.min(living.clear.w, living.clear.h)).toBeGreaterThanOrEqual(3000);
    expect(living.clear.w * living.clear.h).toBeGreaterThan(1.5 * kitchen.clear.w * kitchen.clear.h);
  });

  it('lets a car stand partly in the front setback only when a full porch does not fit', () => {
    // (22x40 one-storey 1BHK until engine 1.67.0, which builds it to one side boundary for a second design: the
    // 5.96 m between its setbacks hold the porch whole beside the bedroom.)
    const tight = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 50, facing: 'E', floors: 1, bedrooms: 2, parking: 'car' }));
    const bay = tight.options[0]!.parking!.bay!;
    expect([bay.y, bay.h]).toEqual([0, 5000]);
    const roomy = plansFor(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'E', floors: 2, bedrooms: 3, parking: 'car' }));
    for (const p of roomy.options) expect(p.parking!.bay).toBeUndefined();
  });

  it('answers a tight one-storey 2BHK with one toilet the bedrooms share, and keeps attached toilets where they fit', () => {
    // 25x30 leaves 6.1 x 7.6 m: a toilet beside each bedroom does not fit, one shared toilet does.
    const tight = plansFor(normaliseRequest({ plotWidthFt: 25, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 2 }), { checkSuggestions: false });
    for (const p of tight.options) {
      expect(p.compliance.ok).toBe(true);
      const rooms = p.floors[0]!.rooms;
      const toilets = rooms.filter((r) => r.type === 'toilet');
      expect(toilets).toHaveLength(1);
      expect(toilets[0]!.attachedTo).toBeUndefined();
      const passage = rooms.find((r) => r.type === 'passage')!;
      const doors = p.floors[0]!.doors;
      // The shared toilet opens off the passage, and each bedroom off the passage or the living room.
      expect(doors.some((d) => d.between.includes(toilets[0]!.id) && d.between.includes(passage.id))).toBe(true);
      const living = rooms.find((r) => r.type === 'living')!;
      for (const bed of rooms.filter((x) => x.type === 'bedroom')) {
        const ways = doors.filter((d) => d.between.includes(bed.id)).map((d) => d.between.find((id) => id !== bed.id));
        expect(ways.length).toBeGreaterThan(0);
        for (const id of ways) expect([passage.id, living.id]).toContain(id);
      }
    }
    const roomy = plansFor(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'E', floors: 1, bedrooms: 2 }), { checkSuggestions: false });
    for (const p of roomy.options) expect(p.floors[0]!.rooms.some((r) => r.type === 'toilet' && r.attachedTo)).toBe(true);
  });

  it.each([
    [30, 2, 2],
    [45, 1, 3],
  ])('answers a 22x%i ft plot (%i floors, %i BHK) by building to one side boundary, as a 20 ft plot does', (depth, floors, bedrooms) => {
    // Refused before: the 22 ft plot kept 0.75 m on both sides, leaving 5.2 m, less than a 20 ft plot's 5.35 m.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 22, plotDepthFt: depth, facing: 'E', floors, bedrooms }), { checkSuggestions: false }));
    for (const p of res.options) {
      expect(Math.min(p.setbacks.left, p.setbacks.right)).toBe(0);
      expect(p.compliance.ok).toBe(true);
    }
  });

  // 38x29 was this test's plot until engine 1.16.0, whose front-band layouts fit both bedrooms upstairs there.
  it('moves a bedroom to the ground floor when the top floor cannot hold it beside the rental unit (40x29 G+1 3BHK)', () => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 40, plotDepthFt: 29, facing: 'NE', floors: 2, bedrooms: 3, family: 'rentalUnit' }), { checkSuggestions: false }));
    for (const p of res.options) {
      expect(p.compliance.ok).toBe(true);
      const family = p.floors.map((f) => f.rooms.filter((r) => r.type === 'bedroom' && r.name !== 'Rental studio').length);
      expect(family).toEqual([2, 1]);
      expect(p.floors[1]!.rooms.some((r) => r.name === 'Rental studio')).toBe(true);
    }
  });

  it('gives a 20x60 G+1 3BHK with a car a first option without objections from another spread when every plan of the usual one has one', () => {
    const req = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 60, facing: 'E', floors: 2, bedrooms: 3, parking: 'car' });
    // The usual spread (one bedroom on the ground) draws a long toilet upstairs or a narrow master in every
    // plan of the whole search. (Searched alone, it had an objection in every plan too until engine 1.52.0
    // made the front bedroom's own toilet roomier: now it finds one without, 0.76, but the whole search's
    // draws of it did not. From engine 1.56.0 the longer search for a second design finds one, 0.78, and the
    // other spread's plan is option 2.)
    const res = answered(generatePlanOptions(req, { checkSuggestions: false }));
    expect(res.options[0]!.score.objections ?? []).toEqual([]);
    const spreads = res.options.map((p) => p.floors.map((f) => f.rooms.filter((r) => r.type === 'bedroom').length).join('+'));
    expect(spreads).toContain('0+3');
  });

  it.each(['E', 'N'] as const)('gives a 30x40 G+1 3BHK with a car (facing %s) a first option a buyer would not object to', (facing) => {
    // Up to engine 1.13.0 every valid plan with the usual spread (one bedroom on the ground) had an
    // objection, and option 1 had all the bedrooms upstairs; since the sizing's rounding no longer cuts the
    // last strip below its minimum (engine 1.14.0), the usual spread has plans without objections too.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, facing, floors: 2, bedrooms: 3, parking: 'car' }), { checkSuggestions: false }));
    const [first, second] = res.options as [Plan, Plan];
    expect(first.score.objections ?? []).toEqual([]);
    // The second option is the best ranked clearly different plan, not merely the most different one.
    expect((second.score.objections ?? []).length).toBeLessThanOrEqual(1);
    expect(planDifference(first, second)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
  });

  it.each([
    [20, 45, 2, 3],
    [18, 50, 1, 2],
  ])('gives a %ix%i ft (%i floors, %i BHK) master bedroom 2.7 m each way before other rooms grow', (w, d, floors, bedrooms) => {
    // Before, the spare depth was shared out in proportion and left the master 2.4-2.6 m deep.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'E', floors, bedrooms }), { seed: 1, checkSuggestions: false }));
    const first = res.options[0]!;
    const master = first.floors.flatMap((f) => f.rooms).find((r) => r.master)!;
    expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
    expect(first.score.objections ?? []).toEqual([]);
  });

  it.each(['E', 'N'] as const)('draws hall layouts for a 22x50 G+0 2BHK (facing %s) when every band plan has an objection', (facing) => {
    // The band and corridor plans squeezed the master bedroom to 2.1-2.5 m; the hall family, tried before
    // only for plots the bands could not plan, keeps it square.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 22, plotDepthFt: 50, facing, floors: 1, bedrooms: 2 }), { seed: 1, checkSuggestions: false }));
    for (const option of res.options) {
      expect(option.score.objections ?? []).toEqual([]);
      const master = option.floors[0]!.rooms.find((r) => r.master)!;
      expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
    }
  });

  it.each([
    // 60 more layouts found only option 1 and its mirror image; a small home now draws up to 200.
    [22, 45, 3, 'none', 'up to 200 more layouts'],
    [22, 50, 2, 'bike', 'up to 200 more layouts'],
    // Every layout drawn put both bedrooms behind the living room and kitchen; bedroom 2 now stands at the front.
    [20, 40, 2, 'none', 'a bedroom beside the living room across the front'],
    [22, 40, 2, 'none', 'a bedroom beside the living room across the front'],
    [20, 45, 2, 'bike', 'a bedroom beside the living room across the front, the bike in the open setback'],
  ] as const)('offers a %ix%i ft one-storey %iBHK (%s parking) a second design, not option 1 mirrored (%s)', (w, d, bedrooms, parking, _how) => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'E', floors: 1, bedrooms, parking }), { seed: 1, checkSuggestions: false }));
    const [first, second] = res.options as [Plan, Plan];
    expect(planDifference(first, second)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
    if (_how.includes('front')) {
      // The road is at y = 0: in one option a bedroom starts at the living room's front wall, beside it, and
      // a buyer finds nothing to object to in it (22x40: it is option 1, ranked above the usual design).
      const frontBedroom = res.options.find((p) => {
        const rooms = p.floors[0]!.rooms;
        const living = rooms.find((r) => r.type === 'living')!;
        return rooms.some((r) => r.type === 'bedroom' && r.rect.y === living.rect.y && (r.rect.x + r.rect.w === living.rect.x || living.rect.x + living.rect.w === r.rect.x));
      });
      expect(frontBedroom?.score.objections).toEqual([]);
      // The bike has its place in both: a covered sit-out, or a bay drawn in the open front setback.
      if (parking === 'bike') for (const p of res.options) expect(p.parking?.kind).toBe('bike');
    }
  });

  it.each([
    // Engine 1.66.0 offered option 1 mirrored as option 2 on 40 of the 368 common small plots it answered, and
    // the two-option packages were withheld there. Each of these draws its second design another way:
    [22, 50, 1, 3, 'none', 'built to one side boundary, as a 22 ft plot may be'],
    [18, 50, 2, 3, 'none', 'the bedrooms spread over the floors another way'],
    [25, 40, 2, 3, 'car', 'the bedrooms spread over the floors another way'],
  ] as const)('offers a %ix%i ft plot (%i floors, %iBHK, %s parking) whose own search draws one design a second one (%s)', (w, d, floors, bedrooms, parking, _how) => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'E', floors, bedrooms, parking }), { seed: 1, checkSuggestions: false }));
    const [first, second] = res.options as [Plan, Plan];
    expect(res.options.map((p) => p.option)).toEqual([1, 2]);
    for (const p of res.options) expect(p.compliance.ok).toBe(true);
    expect(planDifference(first, second)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
    // Every room the visitor asked for is in both.
    for (const p of res.options) expect(p.floors.flatMap((f) => f.rooms).filter((r) => r.type === 'bedroom')).toHaveLength(bedrooms);
  });

  it.each([
    [25, 30, 2, 1, 'car'],
    [25, 30, 2, 2, 'bike'],
    [25, 30, 2, 2, 'car'],
  ] as const)('gives a %ix%i ft plot, %i floors, %iBHK (%s) the two options the two-option packages sell', (w, d, floors, bedrooms, parking) => {
    // A few layouts in a hundred work there: the search found one plan and returned it alone.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'E', floors, bedrooms, parking }), { seed: 1, checkSuggestions: false }));
    expect(res.options).toHaveLength(2);
    for (const p of res.options) expect(p.compliance.ok).toBe(true);
  });

  it.each(['none', 'bike'] as const)('gives an 18x40 one-storey 2BHK (%s) the two options a two-option package sells', (parking) => {
    // One design fits; redrawn mirrored it lost the living room's window, so option 2 was missing and a
    // visitor who paid for two options got one. Option 2 is now option 1 reflected, valid as it is.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, parking }), { seed: 1, checkSuggestions: false }));
    expect(res.options).toHaveLength(2);
    for (const p of res.options) expect(p.compliance.ok).toBe(true);
    expect(res.options.map((p) => p.option)).toEqual([1, 2]);
  });

  it.each([20, 22])('gives a %i ft wide 30 ft deep one-storey 1BHK a master bedroom 2.7 m across in option 1, and a second design as option 2', (w) => {
    // The band plans squeezed it to 2.4-2.6 m; the hall layouts drawn when every plan has an objection
    // (16 of them before) found none that kept it wide. An example, not every seed's answer: over 60 seeds
    // (7919 apart) 14 of the 20x30's 120 options and 35 of the 22x30's still have a master under 2.7 m (42 and
    // 41 had an objection before engine 1.31.0 drew the kitchen over the lobby, see hall.test.ts). Until engine
    // 1.38.0 the 20x30's option 2 was option 1 built against the other side boundary, taken for a second design.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 1 }), { seed: 3, checkSuggestions: false }));
    const [first, second] = res.options as [Plan, Plan];
    expect(first.score.objections ?? []).toEqual([]);
    const master = first.floors[0]!.rooms.find((r) => r.type === 'bedroom')!;
    expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
    expect(planDifference(first, second)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
  });

  it.each([
    [18, 40, 2, 1, 'car', 'none', 5],
    [19, 41, 3, 3, 'bike', 'elderlyParents', 2],
  ] as const)('answers a %ix%i plot (%i floors, %i BHK, %s, family %s) with a living room sized as the other rooms and another room as the large one', (w, d, floors, bedrooms, parking, family, seed) => {
    // Refused before, for any seed: on 4.3-4.6 m between the outer walls a living room 2.4 m across leaves
    // no room for the rest. Both are now answered for every seed tried (12 and 8). (The 19x41 plot's seed
    // 310 draws a 10.5 m2 living room from engine 1.51.0, whose stair is 50 mm narrower.)
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, facing: 'SW', floors, bedrooms, parking, family, pooja: family !== 'none' }), { seed, checkSuggestions: false }));
    expect(res.options).toHaveLength(2);
    const clearM2 = (r: { clear: { w: number; h: number } }) => (r.clear.w * r.clear.h) / 1e6;
    for (const p of res.options) {
      expect(p.compliance.ok).toBe(true);
      const rooms = p.floors.flatMap((f) => f.rooms);
      expect(rooms.filter((r) => r.type === 'bedroom').length).toBeGreaterThanOrEqual(bedrooms);
      const living = rooms.find((r) => r.type === 'living')!;
      // The living room is below the first habitable room's 9.5 m2 or 2.4 m, and another habitable room meets both.
      expect(clearM2(living) < 9.5 || Math.min(living.clear.w, living.clear.h) < 2400).toBe(true);
      const large = rooms.filter((r) => ['bedroom', 'lounge', 'study', 'dining'].includes(r.type) && clearM2(r) >= 9.5 && Math.min(r.clear.w, r.clear.h) >= 2400);
      expect(large.length).toBeGreaterThan(0);
      // A buyer is told when the living room is under the usual 9.5 m2.
      expect((p.score.objections ?? []).some((o) => o.includes("under a living room's usual 9.5 m2"))).toBe(clearM2(living) < 9.5);
    }
  });

  it('answers a one-storey 25x40 3BHK whatever the seed, not only when the first hall layouts drawn happen to work', () => {
    // Refused before for these seeds (6 of 12 tried): 16 hall layouts missed the few in a hundred that work.
    const req = normaliseRequest({ plotWidthFt: 25, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 3 });
    for (const seed of [7919, 39595]) {
      const res = generatePlanOptions(req, { seed, checkSuggestions: false });
      if (!res.ok) throw new Error(`seed ${seed}: ${res.reason}`);
      for (const p of res.options) expect(p.compliance.ok).toBe(true);
    }
  });

  it('answers a one-storey 18x40 2BHK facing east for a seed whose search first built its one layout to the wrong side (engine 1.37.0)', () => {
    // Its one layout passes only built to the right-hand boundary. Seed 57 first drew it built to the left,
    // which fails; the right-hand one, reflected for Vastu into those rooms, was then dropped as a repeat.
    const req = normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, vastu: 'preferred' });
    const res = answered(generatePlanOptions(req, { seed: 57, checkSuggestions: false }));
    for (const p of res.options) expect(p.compliance.ok).toBe(true);
    expect(res.options[0]!.floors[0]!.rooms.map((r) => r.type).sort()).toEqual(['bedroom', 'bedroom', 'kitchen', 'living', 'passage', 'toilet']);
  });

  it('draws a small home, or one of few bedrooms, again from fresh random streams before refusing it, so the answer depends less on the seed', () => {
    // The seed's own stream, with every pass, found no plan; another stream of the same seed does. (25x30 G+1
    // 2BHK with a car, seed 7919, was a case until its porch could stand beside a narrower living room, 22x45
    // one-storey 3BHK, seed 23757, until the master bedroom could lie across the back of a band, and 18x40 G+1
    // 3BHK, seed 88109, until engine 1.39.0 drew the middle-stair duplex; no common small plot is one now.)
    // A 38x30 G+2 1BHK with two cars, a study and a pooja room is no small home (three storeys), but it has few
    // rooms: refused for 7 of 15 seeds before engine 1.60.0 retried it (seed 158380 was a case until engine
    // 1.69.0 moved walls for the doors between rows, 158373 until engine 1.74.0's pass put the pooja room upstairs).
    const cases = [
      { req: normaliseRequest({ plotWidthFt: 38, plotDepthFt: 29, facing: 'NE', floors: 2, bedrooms: 3, family: 'rentalUnit' }), seed: 98 },
      { req: normaliseRequest({ plotWidthFt: 38, plotDepthFt: 30, facing: 'SE', floors: 3, bedrooms: 1, parking: 'twoCars', family: 'workFromHome', pooja: true, vastu: 'notNeeded' }), seed: 158396 },
    ];
    for (const { req, seed } of cases) {
      expect(generatePlanOptions(req, { seed, stream: 0, checkSuggestions: false }).ok).toBe(false);
      const res = generatePlanOptions(req, { seed, checkSuggestions: false });
      if (!res.ok) throw new Error(`${req.plotWidthFt}x${req.plotDepthFt} seed ${seed}: ${res.reason}`);
      for (const p of res.options) expect(p.compliance.ok).toBe(true);
      expect(generatePlanOptions(req, { seed, checkSuggestions: false })).toEqual(res);
    }
  });

  it('keeps both side setbacks on a 22 ft plot whose rooms fit between them', () => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 22, plotDepthFt: 50, facing: 'E', floors: 2, bedrooms: 2 }), { checkSuggestions: false }));
    for (const p of res.options) expect(Math.min(p.setbacks.left, p.setbacks.right)).toBe(750);
  });

  it('gives a 20x30 two-storey 2BHK a master bedroom 2.7 m across with a toilet of its own (engine 1.51.0)', () => {
    // One of the commonest Indian plots. With 100 mm between the stair's flights both bedrooms were 2.37 m across
    // upstairs and shared the one toilet; a dog-leg needs only its railing's 50 mm between them.
    for (const seed of [1, 2]) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 2, bedrooms: 2 }), { seed, checkSuggestions: false }));
      for (const p of res.options) {
        expect(p.compliance.ok).toBe(true);
        const rooms = p.floors.flatMap((f) => f.rooms);
        const master = rooms.find((r) => r.master)!;
        expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
        expect(rooms.some((r) => isToilet(r) && r.attachedTo === master.id)).toBe(true);
        for (const f of p.floors) expect(f.stair!.widthMm).toBeGreaterThanOrEqual(1000);
      }
    }
  });

  it('parks two cars one behind the other on a plot too narrow for them side by side', () => {
    // 16 ft leaves 4.1 m between the side setbacks: two bays side by side need 5.6 m.
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 16, plotDepthFt: 95, facing: 'N', floors: 2, bedrooms: 2, parking: 'twoCars' }), { checkSuggestions: false }));
    for (const p of res.options) {
      const porch = p.floors[0]!.rooms.find((r) => r.type === 'parking')!;
      expect(porch.clear.w).toBeGreaterThanOrEqual(2500);
      expect(porch.clear.w).toBeLessThan(5000);
      expect(porch.clear.h).toBeGreaterThanOrEqual(10000);
      expect(p.compliance.ok).toBe(true);
    }
  });

  it('puts an upstairs bedroom over a wide car porch, not beside a terrace in a slot too narrow for a master (engine 1.62.0)', () => {
    // 34x39 G+2 with two cars: the porch beside a 2.48 m living room; upstairs the master and the rental
    // studio were 8'2" wide beside 17'5" terraces over the porch. Beside a wider living room the terrace may
    // stay over the porch (engine 1.66.0's option 1: a 9'1" master beside it).
    const res = answered(generatePlanOptions(
      normaliseRequest({ plotWidthFt: 34, plotDepthFt: 39, facing: 'SE', floors: 3, bedrooms: 2, family: 'rentalUnit', parking: 'twoCars', pooja: true, vastu: 'preferred' }),
      { seed: 220, checkSuggestions: false },
    ));
    const overPorchTypes = new Set<string>();
    for (const p of res.options) {
      expect(p.compliance.ok).toBe(true);
      const porch = p.floors[0]!.rooms.find((r) => r.type === 'parking')!;
      const overlap = (a: Room['rect'], b: Room['rect']) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
      for (const f of p.floors.slice(1)) {
        // A bedroom standing over most of the porch is at least 2.7 m across.
        const overPorch = f.rooms.filter((r) => overlap(r.rect, porch.rect) > (porch.rect.w * porch.rect.h) / 2);
        for (const r of overPorch) overPorchTypes.add(r.type);
        for (const bedroom of overPorch.filter((r) => r.type === 'bedroom')) expect(Math.min(bedroom.clear.w, bedroom.clear.h)).toBeGreaterThanOrEqual(2700);
      }
      expect(p.score.objections ?? []).not.toContainEqual(expect.stringMatching(/narrower than/));
    }
    // A bedroom stands over the porch in one of the options (engine 1.69.0: option 2's master bedroom, 5.9 x 5.4 m).
    expect(overPorchTypes).toContain('bedroom');
  });

  it('draws on for a larger home whose every plan has a buyer objection, until one has none (engine 1.62.0)', () => {
    // Each of these found only objected plans in its first draws: a common toilet of 6.5 m2, the kitchen
    // behind the two-car porch away from the dining, a store room's worth of floor.
    const requests: Array<[Partial<PlanRequest>, number]> = [
      [{ plotWidthFt: 30, plotDepthFt: 60, facing: 'S', floors: 3, bedrooms: 5, family: 'rentalUnit', parking: 'twoCars', pooja: true, vastu: 'strict' }, 61],
      [{ plotWidthFt: 48, plotDepthFt: 40, facing: 'SE', floors: 4, bedrooms: 4, family: 'rentalUnit', parking: 'twoCars', vastu: 'preferred' }, 276],
      [{ plotWidthFt: 42, plotDepthFt: 49, facing: 'N', floors: 4, bedrooms: 3, family: 'workFromHome', parking: 'twoCars', pooja: true }, 369],
    ];
    for (const [answers, seed] of requests) {
      const res = answered(generatePlanOptions(normaliseRequest(answers), { seed, checkSuggestions: false }));
      expect([answers, res.options[0]!.score.objections ?? []]).toEqual([answers, []]);
      for (const p of res.options) expect(p.compliance.ok).toBe(true);
    }
  });

  it("looks for a tall home's second design among band layouts where its search built no hall layout (engine 1.68.0)", () => {
    // Homes of three or four storeys seldom build a hall layout: until engine 1.68.0 every other draw for a
    // second design was one anyway, and each of these sold an option 2 with a buyer objection (a toilet in
    // the north-east under strict Vastu, 10.8 m2 of store rooms, a kitchenette 2.2 times as long as wide, a
    // master bedroom under 2.7 m across) beside an option 1 without.
    const requests: Array<[Partial<PlanRequest>, number]> = [
      [{ plotWidthFt: 30, plotDepthFt: 60, facing: 'S', floors: 3, bedrooms: 5, family: 'rentalUnit', parking: 'twoCars', pooja: true, vastu: 'strict', style: 'minimal' }, 61],
      [{ plotWidthFt: 85, plotDepthFt: 59, facing: 'NE', floors: 4, bedrooms: 5, family: 'rentalUnit', parking: 'none', pooja: true, vastu: 'notNeeded', style: 'traditional' }, 170],
      [{ plotWidthFt: 39, plotDepthFt: 27, facing: 'W', floors: 4, bedrooms: 3, family: 'rentalUnit', parking: 'bike', pooja: true, vastu: 'preferred', style: 'contemporary' }, 375],
      [{ plotWidthFt: 27, plotDepthFt: 51, facing: 'S', floors: 3, bedrooms: 5, family: 'none', parking: 'twoCars', pooja: true, vastu: 'notNeeded', style: 'traditional' }, 397],
    ];
    for (const [answers, seed] of requests) {
      const res = answered(generatePlanOptions(normaliseRequest(answers), { seed, checkSuggestions: false }));
      const [first, second] = res.options as [Plan, Plan];
      expect([answers, first.score.objections ?? [], second.score.objections ?? []]).toEqual([answers, [], []]);
      expect(planDifference(first, second)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
      for (const p of res.options) expect(p.compliance.ok).toBe(true);
    }
  });

  it('puts the kitchen of a 30x40 one-storey 3BHK with a car behind the living & dining, opening onto it (engine 1.63.0)', () => {
    // The random draws put the kitchen behind the porch, off the passage, with a master bedroom 2.59 m across:
    // the porch's band must be just wider than the porch, a split they seldom hit.
    for (const facing of ['N', 'E'] as const) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, facing, floors: 1, bedrooms: 3, parking: 'car' }), { seed: 1, checkSuggestions: false }));
      const first = res.options[0]!;
      expect(first.compliance.ok).toBe(true);
      expect([facing, first.score.objections ?? []]).toEqual([facing, []]);
      const ground = first.floors[0]!;
      const kitchen = ground.rooms.find((r) => r.type === 'kitchen')!;
      const living = ground.rooms.find((r) => r.type === 'living')!;
      expect(living.name).toBe('Living & dining');
      expect(ground.doors.some((d) => d.between.includes(kitchen.id) && d.between.includes(living.id))).toBe(true);
    }
  });

  it('draws on for an 18x30 two-storey 1BHK whose plans all have the kitchen away from the dining, until one opens onto it (engine 1.73.0)', () => {
    // Seed 1 found only a kitchen behind a passage at the back, reached past the stair's foot: the hall layouts
    // with the kitchen near the living & dining are few among those drawn (2 in about 250 for seed 2). (Seed 4
    // still finds none: its one plan with the kitchen away comes from the search for a second design, later.)
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 18, plotDepthFt: 30, facing: 'N', floors: 2, bedrooms: 1, parking: 'none' }), { seed: 1, checkSuggestions: false }));
    const first = res.options[0]!;
    expect(first.compliance.ok).toBe(true);
    // Its one objection: every plan found puts the common toilet on the road front beside the main door, the
    // 18 ft plot's only place for it (objected to from engine 1.88.0).
    expect(first.score.objections ?? []).toEqual(['Ground floor: Common toilet is on the road front beside the main door']);
    // The kitchen's door opens onto the living & dining, or into a lobby that does.
    const ground = first.floors[0]!;
    const kitchen = ground.rooms.find((r) => r.type === 'kitchen')!;
    const living = ground.rooms.find((r) => r.type === 'living')!;
    const joins = (a: string, b: string) => ground.doors.some((d) => d.between.includes(a) && d.between.includes(b));
    const lobbies = ground.rooms.filter((r) => r.type === 'passage' && joins(r.id, kitchen.id) && joins(r.id, living.id));
    expect(joins(kitchen.id, living.id) || lobbies.length > 0).toBe(true);
  });

  it('draws on for a 20x30 two-storey 2BHK with a pooja room whose plans all keep a toilet over it, until one does not (engine 1.74.0)', () => {
    // Seed 1, facing east: with engine 1.73.0 option 1 had the master's toilet over the pooja room (the more
    // hall layouts were drawn only for a kitchen away from the dining); so had the bike's.
    for (const parking of ['none', 'bike'] as const) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2, parking, pooja: true }), { seed: 1, checkSuggestions: false }));
      const first = res.options[0]!;
      expect(first.compliance.ok).toBe(true);
      expect([parking, first.score.objections ?? []]).toEqual([parking, []]);
      const [ground, upper] = first.floors;
      const pooja = [...ground!.rooms, ...upper!.rooms].find((r) => r.type === 'pooja')!;
      const below = ground!.rooms.includes(pooja);
      if (below) for (const r of upper!.rooms.filter(isToilet)) expect(overlapArea(r.clear, pooja.clear)).toBe(0);
    }
  });

  it('draws twice as many of those hall layouts again for the other visitors of that 20x30 plot (engine 1.75.0)', () => {
    // Seeds 5 and 9: with engine 1.74.0's 96 hall layouts option 1 still had the common toilet against the
    // pooja room on the ground floor; among 192 there is a plan without it.
    for (const seed of [5, 9]) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2, pooja: true }), { seed, checkSuggestions: false }));
      const first = res.options[0]!;
      expect(first.compliance.ok).toBe(true);
      // No toilet at the shrine. From engine 1.88.0 seed 5's plan free of it has the common toilet beside
      // the main door, which ranks with seed 5's option 1, a living & dining of 8.4 m2: one objection each.
      expect([seed, (first.score.objections ?? []).filter(isShrineObjection)]).toEqual([seed, []]);
      expect((first.score.objections ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it('makes a top floor that holds only the rental unit a one-room flat: studio, kitchenette and toilet off its own passage', () => {
    const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 15, plotDepthFt: 90, facing: 'W', floors: 3, bedrooms: 2, family: 'rentalUnit' })));
    const flats = res.options.map((p) => p.floors[2]!).filter((f) => f.rooms.some((r) => r.name === 'Rental studio') && !f.rooms.some((r) => r.type === 'lounge'));
    expect(flats.length).toBeGreaterThan(0);
    for (const f of flats) {
      const passage = f.rooms.find((r) => r.type === 'passage')!;
      for (const name of ['Rental studio', 'Kitchenette', 'Toilet']) {
        const id = f.rooms.find((r) => r.name === name)!.id;
        expect(f.doors.some((d) => d.between.includes(id) && d.between.includes(passage.id))).toBe(true);
      }
    }
    for (const p of res.options) expect(p.compliance.ok).toBe(true);
  });

  it('answers squarish one-storey 4BHK plots with a car: a bedroom may share the front with the living room, the common toilet the master\'s toilet strip', () => {
    // Refused before: behind a car porch beside the living room each band was 0.2-0.5 m too long for the
    // rooms (38x39 with parents and a pooja room, 40x40).
    const requests = [
      normaliseRequest({ plotWidthFt: 38, plotDepthFt: 39, facing: 'NE', floors: 1, bedrooms: 4, parking: 'car', family: 'elderlyParents', pooja: true, vastu: 'strict', style: 'traditional' }),
      normaliseRequest({ plotWidthFt: 40, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 4, parking: 'car' }),
    ];
    for (const req of requests) {
      const res = answered(generatePlanOptions(req, { seed: 442, checkSuggestions: false }));
      expect(res.options).toHaveLength(2);
      for (const p of res.options) {
        expect(p.compliance.ok).toBe(true);
        const ground = p.floors[0]!;
        expect(ground.rooms.filter((r) => r.type === 'bedroom')).toHaveLength(4);
        expect(ground.rooms.some((r) => r.type === 'parking')).toBe(true);
      }
    }
    // 38x39: a bedroom at the road beside the living room (it opens off it), the porch at the other end.
    const res = answered(generatePlanOptions(requests[0]!, { seed: 442, checkSuggestions: false }));
    const ground = res.options[0]!.floors[0]!;
    const living = ground.rooms.find((r) => r.type === 'living')!;
    const front = ground.rooms.filter((r) => r.type === 'bedroom' && outlineSides(r.rect, ground.footprint).front && sharedEdge(r.rect, living.rect));
    expect(front).toHaveLength(1);
    expect(ground.doors.some((d) => d.between.includes(front[0]!.id) && d.between.includes(living.id))).toBe(true);
  });
  it('answers a 25x50 one-storey 3BHK with a car: the porch beside a narrower living room, a lobby joining it to the passage', () => {
    // Refused before: a porch across the front left the bands 2 m short, and beside the porch the living
    // room met the passage over less than an opening.
    const req = normaliseRequest({ plotWidthFt: 25, plotDepthFt: 50, facing: 'E', floors: 1, bedrooms: 3, parking: 'car' });
    const res = answered(generatePlanOptions(req, { checkSuggestions: false }));
    const plan = res.options[0]!;
    expect(plan.compliance.ok).toBe(true);
    const ground = plan.floors[0]!;
    expect(ground.rooms.filter((r) => r.type === 'bedroom')).toHaveLength(3);
    const living = ground.rooms.find((r) => r.type === 'living')!;
    const porch = ground.rooms.find((r) => r.type === 'parking')!;
    // Side by side along the road.
    expect(porch.rect.y).toBe(living.rect.y);
    // The living room opens onto a passage that opens onto another: the lobby and the passage.
    const passages = new Set(ground.rooms.filter((r) => r.type === 'passage').map((r) => r.id));
    const lobby = ground.doors.find((d) => d.between.includes(living.id) && d.between.some((id) => passages.has(id)))!;
    const beyond = lobby.between.find((id) => id !== living.id)!;
    expect(ground.doors.some((d) => d.between.includes(beyond) && d.between.some((id) => id !== beyond && passages.has(id)))).toBe(true);
  });
  it('answers a 24x52 one-storey 3BHK with a study: the master bedroom across the back of a band and the passage\'s end', () => {
    // Refused before: two bands of bedrooms either side of the passage need 5.9 m across and 24 ft leaves 5.8.
    const req = normaliseRequest({ plotWidthFt: 24, plotDepthFt: 52, facing: 'N', floors: 1, bedrooms: 3, family: 'workFromHome', vastu: 'strict', style: 'traditional' });
    for (const seed of [1, 89]) {
      const res = answered(generatePlanOptions(req, { seed, checkSuggestions: false }));
      const plan = res.options[0]!;
      expect(plan.compliance.ok).toBe(true);
      const ground = plan.floors[0]!;
      expect(ground.rooms.filter((r) => r.type === 'bedroom')).toHaveLength(3);
      expect(ground.rooms.some((r) => r.type === 'study')).toBe(true);
      // The passage ends at the master bedroom, which spans its width and opens onto it.
      const master = ground.rooms.find((r) => r.master)!;
      const passage = ground.rooms.find((r) => r.type === 'passage')!;
      const edge = sharedEdge(master.rect, passage.rect);
      expect(edge).not.toBeNull();
      expect(edge!.to - edge!.from).toBeCloseTo(Math.min(passage.rect.w, passage.rect.h), 0);
      expect(ground.doors.some((d) => d.between.includes(master.id) && d.between.includes(passage.id))).toBe(true);
      // Its own toilet beside it, entered from it.
      const own = ground.rooms.find((r) => r.attachedTo === master.id)!;
      expect(ground.doors.some((d) => d.between.includes(master.id) && d.between.includes(own.id))).toBe(true);
    }
  });

  it('offers first, of plans with as many objections, one without a toilet at the pooja room (engine 1.79.0)', () => {
    // With engine 1.78.0 every seed's option 1 of a 20x40 one-storey 2BHK with a pooja room had a toilet against
    // the shrine, though the search held plans as good whose one objection was a long common toilet or a master
    // bedroom under 2.7 m across (from engine 1.80.0 that toilet is a bath and a WC, and option 1 has none). A
    // 22x40 one: option 1 a plan with a narrow master, before a higher-scoring one with the shrine against a toilet.
    for (const seed of [1, 3]) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt: 22, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, pooja: true }), { seed, checkSuggestions: false }));
      const [first, second] = res.options as [Plan, Plan];
      expect(first.compliance.ok).toBe(true);
      expect([seed, (first.score.objections ?? []).filter(isShrineObjection)]).toEqual([seed, []]);
      expect(first.score.objections ?? []).toHaveLength(1);
      expect((second.score.objections ?? []).filter(isShrineObjection)).toHaveLength(1);
      expect(second.score.total).toBeGreaterThan(first.score.total);
    }
  });

  it('offers first the plan whose toilets all have a window where one as good needs an exhaust fan (engine 1.45.0)', () => {
    // Common plots whose option 1 had a toilet on an exhaust fan with engine 1.44.0, the windowed plan second.
    const fanned = (p: Plan) => p.floors.reduce((n, f) => n + (f.exhausts?.length ?? 0), 0);
    for (const [plotWidthFt, plotDepthFt, bedrooms] of [[30, 45, 3], [20, 50, 1]] as const) {
      const res = answered(generatePlanOptions(normaliseRequest({ plotWidthFt, plotDepthFt, facing: 'E', floors: 2, bedrooms }), { seed: 1, checkSuggestions: false }));
      expect(fanned(res.options[0]!)).toBe(0);
      expect(res.options[0]!.score.rules.find((r) => r.rule === 'toilets-with-a-window')!.score).toBe(1);
      expect(res.options[0]!.score.objections ?? []).toEqual([]);
    }
  });
});
