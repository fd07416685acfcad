import type { Facing, Plan, Room } from '../types';
import { generatePlanOptions } from './generate';
import { normaliseRequest, FACINGS } from '../input/answers';
import { centre } from '../geometry/rect';
import { zoneOf } from '../geometry/compass';
import { VASTU_MASTER_BEDROOM_ZONES } from '../codes/vastu';
import { withMasterInVastuZone } from './master-room';

/**
 * A 40x60 two-storey 4BHK drawn without Vastu: the master on the ground floor with a toilet and a dressing
 * room of its own, three bedrooms upstairs (two about as large with a toilet each, one smaller with both).
 */
function drawn(): Plan {
  const result = generatePlanOptions(normaliseRequest({ plotWidthFt: 40, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 4, parking: 'car', vastu: 'notNeeded' }), { seed: 1 });
  if (!result.ok) throw new Error(result.reason);
  return structuredClone(result.options[0]!);
}

const rooms = (p: Plan) => p.floors.flatMap((f) => f.rooms.map((r) => ({ f, r })));
const masterOf = (p: Plan) => rooms(p).find((x) => x.r.master)!;
const zoneScore = (p: Plan, facing: Facing, { f, r }: { f: Plan['floors'][number]; r: Room }) => VASTU_MASTER_BEDROOM_ZONES[zoneOf(facing, f.footprint, centre(r.rect).x, centre(r.rect).y)] ?? 0;

/** The plan without the master's dressing room: then the upstairs bedrooms with a toilet may take the name. */
function withoutDressingRoom(p: Plan): Plan {
  const ground = p.floors[0]!;
  return { ...p, floors: [{ ...ground, rooms: ground.rooms.filter((r) => r.id !== 'f0-bed1-dress') }, ...p.floors.slice(1)] };
}

describe('withMasterInVastuZone', () => {
  it('names the master the bedroom in the better master zone, its rooms, walls and doors as drawn', () => {
    let moved = 0;
    for (const facing of FACINGS) {
      const plan = withoutDressingRoom(drawn());
      plan.request = { ...plan.request, facing, vastu: 'preferred' };
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
