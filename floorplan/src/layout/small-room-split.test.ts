// Oversized toilets split into a toilet and the room a buyer would put beside it.
import type { Floor, Plan, Room } from '../types';
import { normaliseRequest } from '../input/answers';
import { validatePlan } from '../validate/validate';
import { isOversizedWet, MAX_ROOM_ASPECT, POOJA_ROOM_MAX_M2, proportion } from '../program/rooms';
import { roomOn } from './walls';
import { bathAndWcOf, isLongSmallRoom, splitsOf, withSmallRoomsSplit } from './small-room-split';
import { plansFor } from '../test-support/answered';

const footprint = { x: 0, y: 0, w: 6000, h: 9000 };
function room(id: string, type: Room['type'], rect: Room['rect'], extra: Partial<Room> = {}): Room {
  return roomOn({ id, type, name: id, ...extra }, rect, footprint);
}

/** The two ways a long thin toilet is cut along its length: a toilet of the code's 2.8 m2 or more and a usual shape, and the spare piece, tiling the cell. */
function cutAlongItsLength(toilet: Room, spareIs: Partial<Room>): Array<[Room, Room]> {
  const ways = splitsOf(toilet, footprint);
  expect(ways).toHaveLength(2);
  for (const [kept, spare] of ways) {
    expect((kept.clear.w * kept.clear.h) / 1e6).toBeGreaterThanOrEqual(2.8);
    expect(isLongSmallRoom(kept)).toBe(false);
    expect(spare).toMatchObject(spareIs);
    expect(kept.rect.h + spare.rect.h).toBe(toilet.rect.h);
  }
  return ways;
}

/** The options drawn for a request (seed 1 unless given), each checked to pass the validator. */
function validOptions(answers: Parameters<typeof normaliseRequest>[0], seed = 1): Plan[] {
  const res = plansFor(normaliseRequest(answers), { seed, checkSuggestions: false });
  for (const plan of res.options) expect(validatePlan(plan).ok).toBe(true);
  return res.options;
}

describe('oversized toilets and pooja rooms', () => {
  it('cut a 4.3 x 2.6 m toilet across its length into a toilet of its preferred area and a room beside it, tiling the cell', () => {
    const toilet = room('f1-toilet', 'toilet', { x: 0, y: 6000, w: 4600, h: 3000 });
    expect(isOversizedWet(toilet)).toBe(true);
    const ways = splitsOf(toilet, footprint);
    expect(ways).toHaveLength(2);
    for (const [kept, spare] of ways) {
      expect(kept.type).toBe('toilet');
      expect(spare).toMatchObject({ type: 'utility', name: 'Wash' });
      // NBC: a combined bath and WC at least 1.2 m wide and 2.8 m2; the spare at least 1 m across.
      expect(Math.min(kept.clear.w, kept.clear.h)).toBeGreaterThanOrEqual(1200);
      expect((kept.clear.w * kept.clear.h) / 1e6).toBeGreaterThanOrEqual(3.6 - 0.01);
      expect(isOversizedWet(kept)).toBe(false);
      expect(Math.min(spare.clear.w, spare.clear.h)).toBeGreaterThanOrEqual(1000);
      expect(kept.rect.w + spare.rect.w).toBe(toilet.rect.w);
      expect(kept.rect.h).toBe(toilet.rect.h);
    }
  });

  it('keep more of a large cell wet, up to a generous toilet, so the room beside it is no larger than a small bedroom', () => {
    const area = (r: Room) => (r.clear.w * r.clear.h) / 1e6;
    // 4.4 x 2.8 m clear: a 3.6 m2 toilet would leave 7.9 m2 beside it.
    for (const [kept, spare] of splitsOf(room('f1-toilet', 'toilet', { x: 0, y: 6000, w: 4600, h: 3000 }), footprint)) {
      expect(area(spare)).toBeLessThanOrEqual(7.5);
      expect(isOversizedWet(kept)).toBe(false);
    }
    // 6.2 x 2.8 m clear: no toilet under 6 m2 leaves a small room; the toilet takes its 6 m2 and no more.
    for (const [kept, spare] of splitsOf(room('f1-toilet', 'toilet', { x: 0, y: 6000, w: 6400, h: 3000 }), footprint)) {
      expect(area(kept)).toBeGreaterThan(5.9);
      expect(isOversizedWet(kept)).toBe(false);
      expect(area(spare)).toBeGreaterThan(7.5);
    }
  });

  it('cut a long thin toilet (1.2 x 3.5 m clear) into a toilet of a usual shape at the code minimum or more and a wash area, the toilet keeping the outer wall first', () => {
    // Against the footprint's left wall and its back wall (high y).
    const toilet = room('f1-toilet', 'toilet', { x: 0, y: 5200, w: 1500, h: 3800 });
    expect(isOversizedWet(toilet)).toBe(false);
    expect(isLongSmallRoom(toilet)).toBe(true);
    const ways = cutAlongItsLength(toilet, { type: 'utility', name: 'Wash' });
    for (const [, spare] of ways) expect(Math.min(spare.clear.w, spare.clear.h)).toBeGreaterThanOrEqual(1000);
    // Both pieces keep the left wall: the cut's order (the wet piece in front first).
    expect(ways[0]![0].rect.y).toBe(toilet.rect.y);
    // Away from the left wall only the back piece has an outer wall: the toilet takes it first, for its ventilator.
    const inner = room('f1-toilet', 'toilet', { x: 2000, y: 5200, w: 1500, h: 3800 });
    const [[kept]] = splitsOf(inner, footprint) as [[Room, Room]];
    expect(kept.rect.y + kept.rect.h).toBe(footprint.y + footprint.h);
    // Too short to leave a wash area beside a toilet of the code's 2.8 m2: whole.
    const short = room('f1-toilet', 'toilet', { x: 0, y: 6000, w: 1500, h: 3000 });
    expect(isLongSmallRoom(short)).toBe(true);
    expect(splitsOf(short, footprint)).toEqual([]);
  });

  it('cut a long thin toilet too short for a wash area into a toilet at the code minimum and a closet: a store, or off its bedroom a dressing closet', () => {
    // 1.2 x 3.4 m clear (22x40 one-storey 1BHK with a car): 2.8 m2 of toilet leaves 0.95 m, under a wash area's 1 m.
    const toilet = room('f0-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 3510 });
    expect(isLongSmallRoom(toilet)).toBe(true);
    for (const [, spare] of cutAlongItsLength(toilet, { type: 'store', name: 'Store' })) {
      expect(Math.min(spare.clear.w, spare.clear.h)).toBeGreaterThanOrEqual(900);
      expect(Math.min(spare.clear.w, spare.clear.h)).toBeLessThan(1000);
    }
    // A bedroom's own toilet: nothing but a dressing room opens off the suite; 0.95 m is a dressing closet
    // (until engine 1.64.0 it stayed whole).
    const attached = room('f0-bed1-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 3510 }, { attachedTo: 'f0-bed1' });
    for (const [, spare] of cutAlongItsLength(attached, { type: 'dress', attachedTo: 'f0-bed1' })) expect(Math.min(spare.clear.w, spare.clear.h)).toBeLessThan(1000);
  });

  it('cut a 1.2 x 3.3 m common toilet into one of the code minimum and a 0.85 m store, but leave no sliver of a store', () => {
    // 3.3 m clear (22x40 one-storey 2BHK): 2.8 m2 of toilet leaves 0.85 m, under a store's usual 0.9 m width.
    const toilet = room('f0-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 3410 });
    for (const [, spare] of cutAlongItsLength(toilet, { type: 'store', name: 'Store' })) expect(Math.min(spare.clear.w, spare.clear.h)).toBeCloseTo(850, 0);
    // 3.2 m clear: the piece would be 0.76 m deep, a door's leaf and nothing behind it; no closet is cut (it
    // is drawn as a bath and a WC instead, below).
    expect(splitsOf(room('f0-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 3320 }), footprint)).toEqual([]);
  });

  it('draw a long thin toilet too short for a closet as a bath and a WC, each of the code minimum and a usual shape, tiling the cell', () => {
    // 1.2 x 3.1 m clear (20x40 one-storey 2BHK's common toilet beside the passage): 2.8 m2 of toilet leaves 0.66 m.
    const toilet = room('f0-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 3240 });
    expect(isLongSmallRoom(toilet)).toBe(true);
    expect(splitsOf(toilet, footprint)).toEqual([]);
    const ways = bathAndWcOf(toilet, footprint);
    expect(ways).toHaveLength(2);
    const area = (r: Room) => (r.clear.w * r.clear.h) / 1e6;
    for (const [bath, wc] of ways) {
      // NBC 2016: a bath at least 1.8 m2 and 1.2 m across, a WC 1.1 m2 and 0.9 m.
      expect(bath).toMatchObject({ id: 'f0-toilet', type: 'bath', name: 'Bath' });
      expect(wc).toMatchObject({ id: 'f0-toilet-wc', type: 'wc', name: 'WC' });
      expect(area(bath)).toBeGreaterThanOrEqual(1.8);
      expect(Math.min(bath.clear.w, bath.clear.h)).toBeGreaterThanOrEqual(1200);
      expect(area(wc)).toBeGreaterThanOrEqual(1.1);
      expect(Math.min(wc.clear.w, wc.clear.h)).toBeGreaterThanOrEqual(900);
      for (const r of [bath, wc]) expect(proportion(r.clear.w, r.clear.h)).toBeLessThanOrEqual(MAX_ROOM_ASPECT);
      expect(bath.rect.h + wc.rect.h).toBe(toilet.rect.h);
      expect(bath.rect.w).toBe(toilet.rect.w);
    }
    // One way has the bath at each end of the cell.
    const bathStarts = ways.map(([bath]) => bath.rect.y).sort((a, b) => a - b);
    expect(bathStarts[0]).toBe(toilet.rect.y);
    expect(bathStarts[1]).toBeGreaterThan(toilet.rect.y);
    // A bedroom's own toilet keeps its bedroom in both pieces.
    const attached = room('f0-bed1-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 3240 }, { attachedTo: 'f0-bed1' });
    for (const pieces of bathAndWcOf(attached, footprint)) for (const r of pieces) expect(r.attachedTo).toBe('f0-bed1');
  });

  it('draw no bath and WC from a toilet of a usual shape or one too narrow for a bath', () => {
    expect(bathAndWcOf(room('f0-toilet', 'toilet', { x: 0, y: 2000, w: 1490, h: 2500 }), footprint)).toEqual([]);
    // 1.15 m across is under a bath's 1.2 m (the validator would fail the toilet whole too).
    expect(bathAndWcOf(room('f0-toilet', 'toilet', { x: 0, y: 2000, w: 1440, h: 3240 }), footprint)).toEqual([]);
  });

  it("give a bedroom whose own long toilet meets it at one end a bath off the bedroom and the WC through the bath", () => {
    // The bench's 38x29 two-storey 3BHK with a rental unit: upstairs bedroom 3's toilet, 1.2 x 2.87 m, met the
    // bedroom only across its end, so no second door could reach a WC from the bedroom.
    const answers = { plotWidthFt: 38, plotDepthFt: 29, facing: 'NE', floors: 2, bedrooms: 3, family: 'rentalUnit', vastu: 'notNeeded' } as const;
    const [first] = validOptions(answers, 98);
    const upstairs = first!.floors[1]!;
    const bath = upstairs.rooms.find((r) => r.type === 'bath')!;
    const wc = upstairs.rooms.find((r) => r.type === 'wc')!;
    expect(bath.attachedTo).toBeDefined();
    expect(wc.attachedTo).toBe(bath.attachedTo);
    const joins = (a: Room, b: string) => upstairs.doors.some((d) => d.between.includes(a.id) && d.between.includes(b));
    expect(joins(bath, bath.attachedTo!)).toBe(true);
    expect(joins(wc, bath.id)).toBe(true);
    expect(upstairs.doors.filter((d) => d.between.includes(wc.id))).toHaveLength(1);
    expect(first!.score.objections).toEqual([]);
  });

  it('give a one-design answer\'s option 2, the mended option 1 mirrored, the bath and WC as well (engine 1.81.0)', () => {
    // The same 38x29 home: its search finds one design, and option 2 is its mirror image, drawn at the end as a
    // last resort and not by a variant the mend could draw again, so it kept the 1.2 x 2.87 m toilet.
    const answers = { plotWidthFt: 38, plotDepthFt: 29, facing: 'NE', floors: 2, bedrooms: 3, family: 'rentalUnit', vastu: 'notNeeded' } as const;
    const options = validOptions(answers, 98);
    expect(options).toHaveLength(2);
    for (const option of options) {
      expect(option.floors[1]!.rooms.filter((r) => r.type === 'bath' || r.type === 'wc')).toHaveLength(2);
      expect(option.score.objections).toEqual([]);
    }
  });

  it('give a 20x40 ft one-storey 2BHK with a pooja room a bath and a WC off the passage instead of a 1.2 x 3.1 m toilet', () => {
    // Before engine 1.80.0 option 1 had that corridor of a toilet for each of seeds 1-10.
    for (const seed of [1, 4]) {
      const [first] = validOptions({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, pooja: true }, seed);
      const ground = first!.floors[0]!;
      expect(ground.rooms.filter(isLongSmallRoom)).toEqual([]);
      const passage = ground.rooms.find((r) => r.type === 'passage')!;
      for (const type of ['bath', 'wc'] as const) {
        const piece = ground.rooms.find((r) => r.type === type && !r.attachedTo)!;
        expect(ground.doors.some((d) => d.between.includes(piece.id) && d.between.includes(passage.id))).toBe(true);
      }
      expect(first!.score.objections).toEqual([]);
    }
  });

  it('cut a pooja room with the floor of a room (3.1 x 2.8 m clear) into a pooja room and a store, or a long thin one into a pooja room of a usual shape and a store', () => {
    const area = (r: Room) => (r.clear.w * r.clear.h) / 1e6;
    const pooja = room('f0-pooja', 'pooja', { x: 2000, y: 6000, w: 3230, h: 2930 });
    expect(area(pooja)).toBeGreaterThan(POOJA_ROOM_MAX_M2);
    const ways = splitsOf(pooja, footprint);
    expect(ways).toHaveLength(2);
    for (const [kept, spare] of ways) {
      expect(kept).toMatchObject({ id: 'f0-pooja', type: 'pooja' });
      expect(area(kept)).toBeLessThanOrEqual(POOJA_ROOM_MAX_M2);
      expect(Math.min(kept.clear.w, kept.clear.h)).toBeGreaterThanOrEqual(1500);
      expect(spare).toMatchObject({ type: 'store', name: 'Store' });
      expect(kept.rect.w + spare.rect.w).toBe(pooja.rect.w);
    }
    // 3.8 x 3.2 m clear: the pooja room keeps more than 1.5 m, so it is not long for its 3.2 m.
    for (const [kept] of splitsOf(room('f0-pooja', 'pooja', { x: 2000, y: 5000, w: 3915, h: 3315 }), footprint)) {
      expect(proportion(kept.clear.w, kept.clear.h)).toBeLessThanOrEqual(MAX_ROOM_ASPECT);
    }
    // 1.0 x 2.5 m clear, a corridor of a shrine: a pooja room of a usual shape and a 1 m store behind it.
    const long = room('f0-pooja', 'pooja', { x: 2000, y: 6000, w: 1115, h: 2615 });
    for (const [kept, spare] of splitsOf(long, footprint)) {
      expect(kept.clear.h).toBeGreaterThanOrEqual(1200);
      expect(isLongSmallRoom(kept)).toBe(false);
      expect(spare).toMatchObject({ type: 'store' });
      expect(spare.clear.h).toBeGreaterThanOrEqual(1000);
    }
  });

  it('cut the 0.99 x 2.46 m pooja room beside an 18 ft plot\'s kitchen into a 1.2 m or longer shrine and a store', () => {
    // Kept 1.5 m long (until engine 1.74.0), its store would have been 0.84 m: the room stayed whole.
    const long = room('f0-pooja', 'pooja', { x: 2000, y: 6000, w: 1105, h: 2575 });
    const ways = splitsOf(long, footprint);
    expect(ways).toHaveLength(2);
    for (const [kept, spare] of ways) {
      expect(kept.clear.h).toBeGreaterThanOrEqual(1200);
      expect((kept.clear.w * kept.clear.h) / 1e6).toBeGreaterThanOrEqual(1.2);
      expect(isLongSmallRoom(kept)).toBe(false);
      expect(spare).toMatchObject({ type: 'store', name: 'Store' });
      expect(kept.rect.h + spare.rect.h).toBe(long.rect.h);
    }
    const [first] = validOptions({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 2, parking: 'none', pooja: true });
    const ground = first!.floors[0]!;
    const pooja = ground.rooms.find((r) => r.type === 'pooja')!;
    expect(isLongSmallRoom(pooja)).toBe(false);
    expect(ground.rooms.find((r) => r.id === `${pooja.id}-store`)).toMatchObject({ type: 'store' });
    expect(first!.score.objections ?? []).not.toContainEqual(expect.stringMatching(/Pooja is .* times as long as wide/));
  });

  it("give a 26x44 G+1 2BHK with two cars and a rental unit a pooja room and a store beside the stair, not an 8.7 m2 pooja room", () => {
    // Engine 1.70.0's option 1 had the 3.1 x 2.8 m pooja room the back row left beside the stair, and so an objection.
    const [first] = validOptions({ plotWidthFt: 26, plotDepthFt: 44, facing: 'N', floors: 2, bedrooms: 2, family: 'rentalUnit', parking: 'twoCars', pooja: true, vastu: 'preferred' }, 145);
    const ground = first!.floors[0]!;
    const pooja = ground.rooms.find((r) => r.type === 'pooja')!;
    expect((pooja.clear.w * pooja.clear.h) / 1e6).toBeLessThanOrEqual(POOJA_ROOM_MAX_M2);
    expect(ground.rooms.find((r) => r.id === `${pooja.id}-store`)).toMatchObject({ type: 'store' });
    expect(first!.score.objections).toEqual([]);
  });

  it('give the master of a 25x45 ft one-storey 2BHK with a car a dressing closet instead of a corridor of a toilet', () => {
    // Facing west (east until engine 1.69.0, whose seed-1 options there have no toilet long enough to cut).
    const plans = validOptions({ plotWidthFt: 25, plotDepthFt: 45, facing: 'W', floors: 1, bedrooms: 2, parking: 'car' }).filter((p) => p.floors[0]!.rooms.some((r) => r.type === 'dress'));
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan.score.objections).toEqual([]);
      const floor = plan.floors[0]!;
      const dress = floor.rooms.find((r) => r.type === 'dress')!;
      expect(floor.rooms.find((r) => r.id === dress.attachedTo)).toMatchObject({ master: true });
      expect(floor.doors.some((d) => d.between.includes(dress.id) && d.between.includes(dress.attachedTo!))).toBe(true);
    }
  });

  it('leave no corridor of a toilet in either option of a 22x40 ft one-storey 2BHK', () => {
    for (const plan of validOptions({ plotWidthFt: 22, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2 })) {
      expect(plan.floors.flatMap((f) => f.rooms).filter(isLongSmallRoom)).toEqual([]);
      expect(plan.score.objections).toEqual([]);
    }
  });

  it('give an attached toilet a dressing room of the same suite', () => {
    const toilet = room('f1-bed1-toilet', 'toilet', { x: 0, y: 6000, w: 4600, h: 3000 }, { attachedTo: 'f1-bed1' });
    const [[, spare]] = splitsOf(toilet, footprint) as [[Room, Room]];
    expect(spare).toMatchObject({ type: 'dress', attachedTo: 'f1-bed1' });
  });

  it('keep an attached toilet whole when its suite has a dressing room already', () => {
    // 18x40 G+1 1BHK: the band's dressing room and a second one cut from the toilet, both off the master.
    const toilet = room('f1-bed1-toilet', 'toilet', { x: 0, y: 6000, w: 4600, h: 3000 }, { attachedTo: 'f1-bed1' });
    const dress = room('f1-bed1-dress', 'dress', { x: 4600, y: 6000, w: 1400, h: 3000 }, { attachedTo: 'f1-bed1' });
    const floor: Floor = { level: 1, name: 'First floor', footprint, rooms: [toilet, dress], doors: [], windows: [] };
    const drawn = withSmallRoomsSplit(floor, () => []);
    expect(drawn?.floor.rooms).toEqual([toilet, dress]);
    const undressed = withSmallRoomsSplit({ ...floor, rooms: [toilet] }, () => []);
    expect(undressed?.floor.rooms.map((r) => r.type)).toEqual(['toilet', 'dress']);
  });

  it('keep a common toilet whole when it has its wash area already (no two rooms with one id)', () => {
    const toilet = room('f0-toilet', 'toilet', { x: 0, y: 6000, w: 4600, h: 3000 });
    const wash = room('f0-toilet-wash', 'utility', { x: 4600, y: 6000, w: 1400, h: 3000 });
    const floor: Floor = { level: 0, name: 'Ground floor', footprint, rooms: [toilet, wash], doors: [], windows: [] };
    expect(withSmallRoomsSplit(floor, () => [])?.floor.rooms).toEqual([toilet, wash]);
  });

  it('stay whole when no split leaves a door tree', () => {
    const toilet = room('f1-toilet', 'toilet', { x: 0, y: 6000, w: 4600, h: 3000 });
    const floor: Floor = { level: 1, name: 'First floor', footprint, rooms: [toilet], doors: [], windows: [] };
    const door = { id: 'd1', between: ['f1-toilet', 'outside'] as [string, string], kind: 'door' as const, at: { x: 0, y: 0 }, wall: 'h' as const, width: 750 };
    const drawn = withSmallRoomsSplit(floor, (f) => (f.rooms.length === 1 ? [door] : null));
    expect(drawn?.floor.rooms).toEqual([toilet]);
    expect(withSmallRoomsSplit(floor, () => null)).toBeNull();
  });

  it('leave no toilet with the floor of a small room on a 20x45 ft two-storey 2BHK: the spare is a wash area off the passage', () => {
    // Upstairs the common toilet's cell beside the master's toilet is 3.77 x 1.6 m clear (6 m2). (A 20x30
    // plot's common toilet had the whole 8'9" x 9'1" beside the stair, until engine 1.51.0 fitted the master's
    // toilet there.)
    const options = validOptions({ plotWidthFt: 20, plotDepthFt: 45, facing: 'E', floors: 2, bedrooms: 2 });
    for (const plan of options) expect(plan.floors.flatMap((f) => f.rooms).filter(isOversizedWet)).toEqual([]);
    // Option 2 is that layout (option 1 until engine 1.89.0, whose option 1 is another design, its master
    // upstairs relieved to 2.7 m across by moving a wall on the other axis first, with no such cell).
    const upstairs = options.map((o) => o.floors[1]!).find((f) => f.rooms.some((r) => r.name === 'Wash'));
    expect(upstairs).toBe(options[1]!.floors[1]);
    const wash = upstairs!.rooms.find((r) => r.name === 'Wash')!;
    const passage = upstairs!.rooms.find((r) => r.type === 'passage')!;
    expect(upstairs!.doors.some((d) => d.between.includes(wash.id) && d.between.includes(passage.id))).toBe(true);
  });
});
