// Master relief: the walls across a narrow master bedroom move, with the walls they push, while every room
// keeps its minimum; the outline and the stair stay put.
import type { RoomSpec } from '../program/programme';
import { MASTER_COMFORT_CLEAR_MM } from '../program/rooms';
import { normaliseRequest } from '../input/answers';
import type { AbstractCell, AbstractLayout } from './arrange';
import { withMasterRelieved } from './master-relief';
import { clearOf } from './walls';
import { plansFor } from '../test-support/answered';

const spec = (name: string, type: RoomSpec['type'], extra: Partial<RoomSpec> = {}): RoomSpec => ({ key: name, type, name, ...extra });
const cell = (s: RoomSpec, u: number, v: number, du: number, dv: number): AbstractCell => ({ spec: s, u, v, du, dv });

/** A 6 x 9 m floor: a deep living room across the front, the master's toilet and the master down one side, a bedroom down the other. */
function oneStorey(masterDv: number, livingDv = 4500, V = 9000): AbstractLayout {
  return {
    U: 6000,
    V,
    stair: null,
    floors: [
      {
        level: 0,
        v0: 0,
        cells: [
          cell(spec('Living & dining', 'living'), 0, 0, 6000, livingDv),
          cell(spec('Toilet', 'toilet', { attachedTo: 'Master bedroom' }), 0, livingDv, 3500, V - masterDv - livingDv),
          cell(spec('Master bedroom', 'bedroom', { master: true }), 0, V - masterDv, 3500, masterDv),
          cell(spec('Bedroom 2', 'bedroom'), 3500, livingDv, 2500, V - livingDv),
        ],
      },
    ],
  };
}

const named = (layout: AbstractLayout, name: string) => layout.floors[0]!.cells.find((c) => c.spec.name === name)!;
/** The master's clear depth: its back wall is the outline's, its front an internal wall's half. */
const masterClearDepth = (layout: AbstractLayout) => clearOf(named(layout, 'Master bedroom').dv, false, true);

/** Every cell inside the outline, none overlapping, their areas adding up to the floor's. */
function tiles(layout: AbstractLayout): void {
  const cells = layout.floors[0]!.cells;
  for (const c of cells) {
    expect(c.u).toBeGreaterThanOrEqual(0);
    expect(c.v).toBeGreaterThanOrEqual(0);
    expect(c.u + c.du).toBeLessThanOrEqual(layout.U);
    expect(c.v + c.dv).toBeLessThanOrEqual(layout.V);
    expect(Math.min(c.du, c.dv)).toBeGreaterThan(0);
  }
  for (const [i, a] of cells.entries())
    for (const b of cells.slice(i + 1)) {
      const overlap = Math.max(0, Math.min(a.u + a.du, b.u + b.du) - Math.max(a.u, b.u)) * Math.max(0, Math.min(a.v + a.dv, b.v + b.dv) - Math.max(a.v, b.v));
      expect({ a: a.spec.name, b: b.spec.name, overlap }).toEqual({ a: a.spec.name, b: b.spec.name, overlap: 0 });
    }
  expect(cells.reduce((s, c) => s + c.du * c.dv, 0)).toBe(layout.U * layout.V);
}

describe('withMasterRelieved', () => {
  it('moves the wall in front of a master 2.1 m deep back until it is 2.7 m, the toilet and the living room wall before it giving way', () => {
    const drawn = oneStorey(2400);
    expect(masterClearDepth(drawn)).toBeLessThan(MASTER_COMFORT_CLEAR_MM);
    const relieved = withMasterRelieved(drawn, 'behind', 2)!;
    expect(relieved).not.toBeNull();
    tiles(relieved);
    expect(masterClearDepth(relieved)).toBeGreaterThanOrEqual(MASTER_COMFORT_CLEAR_MM);
    // The toilet kept a buyer's proportions (no longer than 2.1 times its width), so the living room's back
    // wall moved too, and the bedroom beside the toilet, whose front is that same wall, grew by as much.
    const toilet = named(relieved, 'Toilet');
    expect(clearOf(toilet.du, true, false) / clearOf(toilet.dv, false, false)).toBeLessThanOrEqual(2.1 + 1e-9);
    const living = named(relieved, 'Living & dining');
    expect(living.dv).toBeLessThan(4500);
    expect(named(relieved, 'Bedroom 2').v).toBe(living.dv);
    // The master keeps its width; the back wall (the outline) did not move.
    expect(named(relieved, 'Master bedroom')).toMatchObject({ u: 0, du: 3500 });
    expect(named(relieved, 'Master bedroom').v + named(relieved, 'Master bedroom').dv).toBe(9000);
  });

  it('cannot move the master ahead when its far wall is the outline', () => {
    expect(withMasterRelieved(oneStorey(2400), 'ahead', 2)).toBeNull();
  });

  it('leaves a layout alone whose master is already 2.7 m across', () => {
    expect(withMasterRelieved(oneStorey(3200), 'behind', 2)).toBeNull();
  });

  it('gives up where the rooms in front are at their least: the living room 9.5 m2, the toilet no longer than 2.1 times its width', () => {
    // 6 m deep: the living room 1.71 m deep across 5.54 m (9.5 m2), the toilet 1.49 m deep across 3.21 m.
    const tight = oneStorey(2400, 2000, 6000);
    expect(clearOf(named(tight, 'Toilet').dv, false, false)).toBeGreaterThan(1200);
    expect(withMasterRelieved(tight, 'behind', 2)).toBeNull();
  });

  it('moves both walls of a master in the middle of a band when neither way alone gives it 2.7 m', () => {
    // 8.65 m deep: the living room (310 mm to spare before it is under 2.7 m deep), the master 2.29 m deep, a
    // bedroom behind it (260 mm to spare before it is under 2.4 m); the master needs 420 mm. Beside
    // them the kitchen (which grows as the living room gives) and a second bedroom.
    const layout: AbstractLayout = {
      U: 6000,
      V: 8650,
      stair: null,
      floors: [
        {
          level: 0,
          v0: 0,
          cells: [
            cell(spec('Living & dining', 'living'), 0, 0, 6000, 3300),
            cell(spec('Master bedroom', 'bedroom', { master: true }), 0, 3300, 3500, 2400),
            cell(spec('Bedroom 3', 'bedroom'), 0, 5700, 3500, 2950),
            cell(spec('Kitchen', 'kitchen'), 3500, 3300, 2500, 2400),
            cell(spec('Bedroom 2', 'bedroom'), 3500, 5700, 2500, 2950),
          ],
        },
      ],
    };
    expect(withMasterRelieved(layout, 'ahead', 3)).toBeNull();
    expect(withMasterRelieved(layout, 'behind', 3)).toBeNull();
    const relieved = withMasterRelieved(layout, 'split', 3)!;
    expect(relieved).not.toBeNull();
    tiles(relieved);
    const master = named(relieved, 'Master bedroom');
    expect(clearOf(master.dv, false, false)).toBeGreaterThanOrEqual(MASTER_COMFORT_CLEAR_MM);
    expect(clearOf(named(relieved, 'Bedroom 3').dv, false, true)).toBeGreaterThanOrEqual(2400);
    const living = named(relieved, 'Living & dining');
    expect(clearOf(living.dv, true, false)).toBeGreaterThanOrEqual(2700);
    // Where either way alone will do, that layout is the one drawn, not this one again.
    expect(withMasterRelieved(oneStorey(2400), 'split', 2)).toBeNull();
  });

  it('does not move a stair, which stands at the same place on every floor', () => {
    // The toilet's place is the stair's: the wall in front of the master is the stair's end.
    const drawn = oneStorey(2400);
    const cells = drawn.floors[0]!.cells.map((c) => (c.spec.name === 'Toilet' ? { ...c, spec: spec('Stair', 'stair') } : c));
    expect(withMasterRelieved({ ...drawn, floors: [{ ...drawn.floors[0]!, cells }] }, 'behind', 2)).toBeNull();
  });
});

describe('withMasterRelieved: a wall on the other axis first', () => {
  /**
   * A 7 x 6.3 m floor: across the front a bedroom 2.6 m wide at about its 7.5 m2 and a wide living room, behind
   * them the master 2.47 m deep and its toilet. The bedroom cannot give the master the 230 mm it needs; made
   * wider, it needs less depth, and the living room has width to spare.
   */
  function tightFront(U = 7000): AbstractLayout {
    const bedroomDu = 2600;
    return {
      U,
      V: 6300,
      stair: null,
      floors: [
        {
          level: 0,
          v0: 0,
          cells: [
            cell(spec('Bedroom 3', 'bedroom'), 0, 0, bedroomDu, 3540),
            cell(spec('Living & dining', 'living', { firstHabitable: true }), bedroomDu, 0, U - bedroomDu, 3540),
            cell(spec('Master bedroom', 'bedroom', { master: true }), 0, 3540, 4000, 2760),
            cell(spec('Toilet', 'toilet', { attachedTo: 'Master bedroom' }), 4000, 3540, U - 4000, 2760),
          ],
        },
      ],
    };
  }
  const clearArea = (c: AbstractCell, lowOut: boolean, highOut: boolean) => (clearOf(c.du, lowOut, highOut) * clearOf(c.dv, true, false)) / 1e6;

  it('widens the bedroom in the way, the least that works, so its row gets shallower and the master 2.7 m deep', () => {
    const drawn = tightFront();
    expect(masterClearDepth(drawn)).toBeLessThan(MASTER_COMFORT_CLEAR_MM);
    for (const way of ['ahead', 'behind', 'split'] as const) expect(withMasterRelieved(drawn, way, 3)).toBeNull();
    const relieved = withMasterRelieved(drawn, 'across', 3)!;
    expect(relieved).not.toBeNull();
    tiles(relieved);
    expect(masterClearDepth(relieved)).toBeGreaterThanOrEqual(MASTER_COMFORT_CLEAR_MM);
    const bedroom = named(relieved, 'Bedroom 3');
    expect(bedroom.du).toBe(2800);
    expect(clearArea(bedroom, true, false)).toBeGreaterThanOrEqual(7.5);
    expect(clearArea(named(relieved, 'Living & dining'), false, true)).toBeGreaterThanOrEqual(9.5);
    // The master keeps its width, and the back wall (the outline) stays.
    expect(named(relieved, 'Master bedroom')).toMatchObject({ u: 0, du: 4000 });
    expect(named(relieved, 'Master bedroom').v + named(relieved, 'Master bedroom').dv).toBe(6300);
  });

  it('gives up where the room beside cannot give the width (a living room at its 9.5 m2)', () => {
    // 5.81 m wide: the living room 2.92 x 3.25 m clear.
    const tight = tightFront(5810);
    expect(clearArea(named(tight, 'Living & dining'), false, true)).toBeLessThan(9.5 + 0.01);
    expect(withMasterRelieved(tight, 'across', 3)).toBeNull();
  });

  it('is not the way where a way along the master alone does', () => {
    expect(withMasterRelieved(oneStorey(2400), 'across', 2)).toBeNull();
  });
});

describe('withMasterRelieved: a passage that gets shorter', () => {
  /**
   * A 6 x 9 m floor: a living room across the front at its 2.7 m, a passage from it down one side to the master
   * across the back (2.5 m deep: 2.21 m clear), and beside the passage the rooms `beside` (name, type, depth).
   */
  function withPassage(beside: Array<[string, RoomSpec['type'], number]>): AbstractLayout {
    let v = 3000;
    const rooms = beside.map(([name, type, dv]) => cell(spec(name, type), 1100, (v += dv) - dv, 4900, dv));
    return {
      U: 6000,
      V: 9000,
      stair: null,
      floors: [
        {
          level: 0,
          v0: 0,
          cells: [
            cell(spec('Living & dining', 'living'), 0, 0, 6000, 3000),
            cell(spec('Passage', 'passage'), 0, 3000, 1100, 3500),
            ...rooms,
            cell(spec('Master bedroom', 'bedroom', { master: true }), 0, 6500, 6000, 2500),
          ],
        },
      ],
    };
  }

  it('shortens the passage where the living room in front has nothing to give, the bedroom beside it keeping a door wall', () => {
    const drawn = withPassage([['Bedroom 2', 'bedroom', 3500]]);
    const relieved = withMasterRelieved(drawn, 'behind', 2)!;
    expect(relieved).not.toBeNull();
    expect(masterClearDepth(relieved)).toBeGreaterThanOrEqual(MASTER_COMFORT_CLEAR_MM);
    expect(named(relieved, 'Living & dining')).toEqual(named(drawn, 'Living & dining'));
    expect(named(relieved, 'Passage').dv).toBeLessThan(3500);
    tiles(relieved);
  });

  it('gives up where a room beside the passage would be left less wall on it than its door needs', () => {
    // The store's 1.5 m of passage wall would go down to 1.01 m, under a store door's 1.23 m.
    const drawn = withPassage([['Bedroom 2', 'bedroom', 2000], ['Store', 'store', 1500]]);
    expect(withMasterRelieved(drawn, 'behind', 2)).toBeNull();
  });
});

describe('master relief in the search', () => {
  it('gives a one-storey 22x50 3BHK with a pooja room a master at least 2.7 m across in option 1 (it was 7\'8" deep)', () => {
    const res = plansFor(normaliseRequest({ plotWidthFt: 22, plotDepthFt: 50, facing: 'E', floors: 1, bedrooms: 3, pooja: true }), { seed: 1, checkSuggestions: false });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const master = res.options[0]!.floors[0]!.rooms.find((r) => r.master)!;
    expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(MASTER_COMFORT_CLEAR_MM);
    expect(res.options[0]!.compliance.ok).toBe(true);
    expect(res.options[0]!.score.objections ?? []).toEqual([]);
  });
});
