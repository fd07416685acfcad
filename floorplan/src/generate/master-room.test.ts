import type { Facing, Plan, Room } from '../types';
import { normaliseRequest, FACINGS } from '../input/answers';
import { centre } from '../geometry/rect';
import { zoneOf } from '../geometry/compass';
import { VASTU_MASTER_BEDROOM_ZONES } from '../codes/vastu';
import { MASTER_OUTSIZED_SHARE, withLargestBedroomAsMaster, withMasterInLargestBedroom, withMasterInVastuZone } from './master-room';
import { MASTER_COMFORT_CLEAR_MM } from '../program/rooms';
import { plansFor } from '../test-support/answered';

/**
 * A 40x60 two-storey 4BHK drawn without Vastu: the master on the ground floor with a toilet and a dressing
 * room of its own, three bedrooms upstairs (two about as large with a toilet each, one smaller with both).
 * Seed 9, with the dressing room the draw cuts from Bedroom 2's toilet (engine 1.47.0) taken out: these tests
 * are about which bedrooms have one, so the fixture keeps that shape whichever toilets a draw cuts.
 */
function drawn(): Plan {
  const result = plansFor(normaliseRequest({ plotWidthFt: 40, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 4, parking: 'car', vastu: 'notNeeded' }), { seed: 9 });
  const plan = structuredClone(result.options[0]!);
  const [ground, upstairs] = plan.floors;
  upstairs!.rooms = upstairs!.rooms.filter((r) => !(r.type === 'dress' && (r.attachedTo === 'f1-bed2' || r.attachedTo === 'f1-bed4')));
  return { ...plan, floors: [ground!, upstairs!] };
}

const rooms = (p: Plan) => p.floors.flatMap((f) => f.rooms.map((r) => ({ f, r })));
const masterOf = (p: Plan) => rooms(p).find((x) => x.r.master)!;
const zoneScore = (p: Plan, facing: Facing, { f, r }: { f: Plan['floors'][number]; r: Room }) => VASTU_MASTER_BEDROOM_ZONES[zoneOf(facing, f.footprint, centre(r.rect).x, centre(r.rect).y)] ?? 0;

/** The plan with bedroom `id` grown along its clear width until it has `share` of the master's floor. */
function grown(p: Plan, id: string, share: number): Plan {
  const master = masterOf(p).r;
  const bed = rooms(p).find((x) => x.r.id === id)!.r;
  bed.clear = { ...bed.clear, w: Math.ceil((share * master.clear.w * master.clear.h) / bed.clear.h) };
  return p;
}

/** The plan without the master's dressing room: then the upstairs bedrooms with a toilet may take the name. */
function withoutDressingRoom(p: Plan): Plan {
  const ground = p.floors[0]!;
  return { ...p, floors: [{ ...ground, rooms: ground.rooms.filter((r) => r.id !== 'f0-bed1-dress') }, ...p.floors.slice(1)] };
}

/** That plan without the master's dressing room, drawn as for a plot facing `facing` with Vastu asked. */
function facingWithVastu(facing: Facing, vastu: 'preferred' | 'strict'): Plan {
  const plan = withoutDressingRoom(drawn());
  plan.request = { ...plan.request, facing, vastu };
  return plan;
}

describe('withMasterInVastuZone', () => {
  it('names the master the bedroom in the better master zone, its rooms, walls and doors as drawn', () => {
    let moved = 0;
    for (const facing of FACINGS) {
      const plan = facingWithVastu(facing, 'preferred');
      const renamed = withMasterInVastuZone(plan);
      if (!renamed) continue;
      moved++;
      const [was, now] = [masterOf(plan), masterOf(renamed)];
      expect(zoneScore(renamed, facing, now)).toBeGreaterThan(zoneScore(plan, facing, was));
      expect(rooms(renamed).filter((x) => x.r.master)).toHaveLength(1);
      expect(now.r.name).toBe('Master bedroom');
      // The bedroom that was the master takes the other's name; ids, rectangles and doors stay.
      expect(rooms(renamed).find((x) => x.r.id === was.r.id)!.r).toEqual({ ...was.r, master: undefined, name: rooms(plan).find((x) => x.r.id === now.r.id)!.r.name });
      expect(renamed.floors.map((f) => f.rooms.map((r) => [r.id, r.rect]))).toEqual(plan.floors.map((f) => f.rooms.map((r) => [r.id, r.rect])));
      expect(renamed.floors.map((f) => f.doors)).toEqual(plan.floors.map((f) => f.doors));
      // Never the smaller bedroom (about two-thirds of the master's floor area).
      expect(now.r.id).not.toBe('f1-bed3');
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('leaves the master where it is when no other bedroom has a dressing room as the master does, or the others are the parents', () => {
    for (const facing of FACINGS) {
      const plan = drawn();
      plan.request = { ...plan.request, facing, vastu: 'preferred' };
      expect(withMasterInVastuZone(plan)).toBeNull();
      const parents = withoutDressingRoom(plan);
      for (const { r } of rooms(parents)) if (r.id === 'f1-bed2' || r.id === 'f1-bed4') r.name = 'Parents bedroom';
      expect(withMasterInVastuZone(parents)).toBeNull();
    }
  });
});

describe('withMasterInVastuZone between bedrooms in one zone', () => {
  it('names the master the far larger of two bedrooms in the best master zone (one above the other), and not one barely larger', () => {
    let tried = 0;
    for (const facing of FACINGS) {
      const plan = facingWithVastu(facing, 'strict');
      const master = masterOf(plan);
      // A bedroom as good for the master's zone as the drawn master, which Vastu alone would leave as drawn.
      const twin = rooms(plan).find((x) => x.r.type === 'bedroom' && x.r.id !== master.r.id && /^Bedroom \d+$/.test(x.r.name) && zoneScore(plan, facing, x) === zoneScore(plan, facing, master) && rooms(plan).some((o) => o.r.attachedTo === x.r.id));
      if (!twin || withMasterInVastuZone(plan)) continue;
      tried++;
      expect(withMasterInVastuZone(grown(structuredClone(plan), twin.r.id, 1.1))).toBeNull();
      const renamed = withMasterInVastuZone(grown(structuredClone(plan), twin.r.id, 1.5))!;
      expect(renamed).not.toBeNull();
      expect(rooms(renamed).filter((x) => x.r.master).map((x) => [x.r.id, x.r.name])).toEqual([[twin.r.id, 'Master bedroom']]);
      expect(zoneScore(renamed, facing, masterOf(renamed))).toBe(zoneScore(plan, facing, master));
    }
    expect(tried).toBeGreaterThan(0);
  });
});

describe('withMasterInLargestBedroom', () => {
  it('names the master the largest bedroom as well served when it has a fifth more floor, its rooms, walls and doors as drawn', () => {
    const plan = grown(grown(withoutDressingRoom(drawn()), 'f1-bed2', 1.3), 'f1-bed4', 1.6);
    const was = masterOf(plan);
    const renamed = withMasterInLargestBedroom(plan)!;
    expect(renamed).not.toBeNull();
    expect(rooms(renamed).filter((x) => x.r.master).map((x) => [x.r.id, x.r.name])).toEqual([['f1-bed4', 'Master bedroom']]);
    expect(rooms(renamed).find((x) => x.r.id === was.r.id)!.r).toEqual({ ...was.r, master: undefined, name: rooms(plan).find((x) => x.r.id === 'f1-bed4')!.r.name });
    expect(renamed.floors.map((f) => f.rooms.map((r) => [r.id, r.rect]))).toEqual(plan.floors.map((f) => f.rooms.map((r) => [r.id, r.rect])));
    expect(renamed.floors.map((f) => f.doors)).toEqual(plan.floors.map((f) => f.doors));
  });

  it('keeps the name where no bedroom is a fifth larger, or the larger one lacks the dressing room the master has', () => {
    expect(withMasterInLargestBedroom(grown(withoutDressingRoom(drawn()), 'f1-bed2', 1.1))).toBeNull();
    expect(withMasterInLargestBedroom(grown(drawn(), 'f1-bed2', 1.6))).toBeNull();
  });

  it("calls the parents' ground-floor bedroom theirs when the master's name goes upstairs, the other bedrooms numbered from 2", () => {
    const plan = grown(withoutDressingRoom(drawn()), 'f1-bed4', 1.6);
    const names = (p: Plan) => Object.fromEntries(rooms(p).filter((x) => x.r.type === 'bedroom').map((x) => [x.r.id, x.r.name]));
    expect(names(withMasterInLargestBedroom(plan)!)).toEqual({ 'f0-bed1': 'Bedroom 4', 'f1-bed2': 'Bedroom 2', 'f1-bed3': 'Bedroom 3', 'f1-bed4': 'Master bedroom' });
    const parents = withMasterInLargestBedroom({ ...plan, request: { ...plan.request, family: 'elderlyParents' } })!;
    expect(names(parents)).toEqual({ 'f0-bed1': 'Parents bedroom', 'f1-bed2': 'Bedroom 2', 'f1-bed3': 'Bedroom 3', 'f1-bed4': 'Master bedroom' });
    const third = withMasterInLargestBedroom({ ...grown(withoutDressingRoom(drawn()), 'f1-bed2', 1.6), request: { ...plan.request, family: 'elderlyParents' } })!;
    expect(names(third)).toEqual({ 'f0-bed1': 'Parents bedroom', 'f1-bed2': 'Master bedroom', 'f1-bed3': 'Bedroom 2', 'f1-bed4': 'Bedroom 3' });
  });

  it('leaves the name to Vastu where the family asked for it', () => {
    const plan = grown(withoutDressingRoom(drawn()), 'f1-bed2', 1.6);
    expect(withMasterInLargestBedroom(plan)).not.toBeNull();
    for (const vastu of ['preferred', 'strict'] as const) {
      expect(withMasterInLargestBedroom({ ...plan, request: { ...plan.request, vastu } })).toBeNull();
      // The search weighs that name against Vastu's where Vastu is only preferred (see the next tests).
      expect(masterOf(withLargestBedroomAsMaster({ ...plan, request: { ...plan.request, vastu } })!).r.id).toBe('f1-bed2');
    }
  });
});

describe('the master named for a Vastu request', () => {
  it('is not a narrow room in the Vastu zone beside a far larger bedroom (18x45 G+1 2BHK with a car, Vastu preferred)', () => {
    // Drawn with the master across the back (2.2 m deep, the south-west for an east-facing plot) and Bedroom 2
    // at the front (3.6 m deep): named as drawn, option 2 carried the narrow-master objection.
    const result = plansFor(normaliseRequest({ plotWidthFt: 18, plotDepthFt: 45, facing: 'E', floors: 2, bedrooms: 2, parking: 'car' }), { seed: 1 });
    for (const plan of result.options) {
      const master = masterOf(plan).r;
      const area = (r: Room) => r.clear.w * r.clear.h;
      const outsized = rooms(plan).filter((x) => x.r.type === 'bedroom' && area(x.r) >= MASTER_OUTSIZED_SHARE * area(master) && Math.min(x.r.clear.w, x.r.clear.h) >= MASTER_COMFORT_CLEAR_MM);
      expect({ option: plan.option, outsized: outsized.map((x) => x.r.name) }).toEqual({ option: plan.option, outsized: [] });
      expect(plan.score.objections ?? []).not.toContainEqual(expect.stringMatching(/Master bedroom is narrower/));
    }
  });
});
