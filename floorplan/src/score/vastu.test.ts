import type { Plan } from '../types';
import { centre } from '../geometry/rect';
import { zoneOf } from '../geometry/compass';
import { FACINGS, normaliseRequest } from '../input/answers';
import { VASTU_KITCHEN_ZONES, VASTU_TOILET_FORBIDDEN_ZONES } from '../codes/vastu';
import { isToilet } from '../program/rooms';
import { vastuObjections, vastuPlacements, vastuScores } from './vastu';
import { plansFor } from '../test-support/answered';

function plan(): Plan {
  const res = plansFor(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car' }), { seed: 3 });
  return structuredClone(res.options[0]!);
}

describe('vastuObjections', () => {
  it.each(['toilet', 'kitchen'] as const)('objects to a %s in the north-east only when the family asks for strict Vastu', (type) => {
    const p = plan();
    const ground = p.floors[0]!;
    const room = ground.rooms.find((r) => r.type === type)!;
    const c = centre(room.rect);
    // The facing that puts the room's corner of the plan in the north-east.
    const facing = FACINGS.find((f) => zoneOf(f, ground.footprint, c.x, c.y) === 'NE');
    if (!facing) throw new Error(`no facing puts ${room.name} in the north-east`);
    const objection = `Ground floor: ${room.name} in the north-east, which strict Vastu keeps free of fire and toilets`;
    p.request = { ...p.request, facing, vastu: 'strict' };
    expect(vastuObjections(p)).toContain(objection);
    p.request = { ...p.request, vastu: 'preferred' };
    expect(vastuObjections(p)).toEqual([]);
  });
});

describe('vastuPlacements', () => {
  it('reads the zone each placement stands in, and scores it as the Vastu rules do', () => {
    for (const facing of FACINGS) {
      const p = plan();
      p.request = { ...p.request, facing, vastu: 'preferred' };
      const ground = p.floors[0]!;
      const kitchen = ground.rooms.find((r) => r.type === 'kitchen')!;
      const k = centre(kitchen.rect);
      const placed = vastuPlacements(p);
      const kitchenZone = zoneOf(facing, ground.footprint, k.x, k.y);
      expect(placed.find((x) => x.placement === 'kitchen')).toEqual({ placement: 'kitchen', zones: [kitchenZone], score: VASTU_KITCHEN_ZONES[kitchenZone] ?? 0 });
      // Every placement is a rule of the score with the same score.
      const rules = vastuScores(p);
      expect(placed.map((x) => Math.round(x.score * 1000) / 1000)).toEqual(rules.filter((r) => r.rule !== 'vastu-open-centre').map((r) => r.score));
    }
  });

  it('reads the pooja room where it stands, on the top floor too', () => {
    const p = plan();
    const top = p.floors[1]!;
    const bedroom = top.rooms.find((r) => r.type === 'bedroom')!;
    // The same room as a pooja room upstairs: its zone is read off the upper floor.
    top.rooms = top.rooms.map((r) => (r === bedroom ? { ...r, type: 'pooja' as const, name: 'Pooja' } : r));
    const c = centre(bedroom.rect);
    const zone = zoneOf(p.request.facing, top.footprint, c.x, c.y);
    expect(vastuPlacements({ ...p, request: { ...p.request, vastu: 'preferred' } }).find((x) => x.placement === 'pooja')?.zones).toEqual([zone]);
  });

  it('names the toilets that stand where Vastu avoids them, and only those', () => {
    const p = plan();
    const zonesOfToilets = (facing: (typeof FACINGS)[number]) =>
      p.floors.flatMap((f) => f.rooms.filter(isToilet).map((r) => zoneOf(facing, f.footprint, centre(r.rect).x, centre(r.rect).y)));
    const seen = new Set<string>();
    for (const facing of FACINGS) {
      p.request = { ...p.request, facing };
      const avoided = zonesOfToilets(facing).filter((z) => VASTU_TOILET_FORBIDDEN_ZONES.includes(z));
      const toilets = vastuPlacements(p).find((x) => x.placement === 'toilets')!;
      expect(toilets.zones).toEqual(avoided);
      expect(toilets.score).toBeCloseTo(1 - avoided.length / zonesOfToilets(facing).length);
      seen.add(avoided.length ? 'some' : 'none');
    }
    // Both cases were read: some facing puts a toilet in an avoided zone and some puts none there.
    expect(seen).toEqual(new Set(['some', 'none']));
  });

  it('gives the main door the compass point it faces from the middle of the house', () => {
    const p = plan();
    const main = p.floors[0]!.doors.find((d) => d.kind === 'main')!;
    const fp = p.floors[0]!.footprint;
    // The main door is in the road wall: on a north-facing plot it points north, north-east or north-west.
    const entrance = vastuPlacements(p).find((x) => x.placement === 'entrance')!;
    expect(['N', 'NE', 'NW']).toContain(entrance.zones[0]);
    expect(main.at.y).toBeLessThan(fp.y + fp.h / 2);
    p.request = { ...p.request, facing: 'S' };
    expect(['S', 'SE', 'SW']).toContain(vastuPlacements(p).find((x) => x.placement === 'entrance')!.zones[0]);
  });
});
