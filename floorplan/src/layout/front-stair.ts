// The front-stair templates for narrow plots, as many Indian 20-25 ft homes are built: the stair stands at
// the front on the closed side beside the car porch (or the living room), so the porch strip no longer
// wastes the width beside the car. Rows from the road (u = 0, the open side, on the left):
//   ground: [porch | stair]   [living]          [kitchen | passage | toilets]  ([bedroom])
//   upper:  [bedroom | stair] [toilet | lobby]  [bedroom | toilets]
// Without a porch the living (upstairs a family lounge) takes the first row beside the stair. The stair is
// entered from the room behind it; upstairs the lobby or lounge is the landing. One storey: a bedroom or
// the kitchen beside the porch, or a bedroom beside the living; three daylit rooms go along one passage.
// Rows are shared by every floor and sized by the hall family's row sizing; the door tree and validator
// judge the result like any other plan.
import type { FloorProgramme, Programme, RoomSpec } from '../program/programme';
import type { AbstractCell, AbstractLayout } from './arrange';
import { sharedEdge } from '../geometry/rect';
import { porchSize, porchSpec } from './front';
import { sizeStructures, worksOnPaper, type RowsInput } from './hall';
import { LIT, type Column, type Row } from './hall-structure';
import { STAIR_CLEAR_LENGTH_MM, STAIR_CLEAR_WIDTH_MM } from './stair-hall';
import { gridAtMost, gridOf } from './walls';
import { CAR_BAY_WIDTH_MM, INTERNAL_WALL_MM } from '../codes/nbc2016';
import { doorWallFor } from '../circulation/policy';
import { FAMILY_LOUNGE_NAME } from '../program/rooms';

const PORCH_SIDE_SPACE_MM = 300;
const MAX_COMBINATIONS = 48;
/** Narrow enough that the lobby beside it meets the bedroom in front with room for a door. */
const OWN_TOILET_CLEAR_MM = 1300;
/** Wide enough to stay under 2.1:1 along a row 3.1 m deep. */
const OWN_TOILET_ROOMY_CLEAR_MM = 1500;
/** The wall the lobby keeps with the bedroom in front: a bedroom door's, and the two walls' halves at its ends. */
const LOBBY_DOOR_WALL_MM = doorWallFor('bedroom') + INTERNAL_WALL_MM;
/** A chained passage against the closed outer wall: 1.1 m clear. */
const CHAIN_PASSAGE_DU = gridOf(1100, false, true);

/** The row layouts' input: this template draws nothing at random. */
export type FrontStairInput = RowsInput;

const room = (spec: RoomSpec): Column => ({ stack: [spec] });
const stack = (specs: RoomSpec[]): Column => ({ stack: specs });

/**
 * The ways to arrange the rows of one floor after the first two (none when its rooms do not suit the
 * template). `offLobby`: the row in front is a passage (upstairs over a porch), so the rooms open off it.
 */
function backRows(rooms: RoomSpec[], level: number, offLobby: boolean): Row[][] {
  if (!rooms.length) return [[]];
  const lit = rooms.filter((r) => LIT.has(r.type));
  const small = rooms.filter((r) => !lit.includes(r));
  if (lit.length === 3 && !offLobby) return chainRows(lit, small, level);
  // One lit room beside the passage, at most one more across the back; small rooms stack on the closed side.
  if (lit.length < 1 || lit.length > 2 || small.length > 3) return [];
  const ownOf = (owner: RoomSpec | undefined) => small.filter((s) => owner && s.attachedTo === owner.key);
  // A room with its own toilet goes across the back, its toilet at the end of the stack against it, so the
  // side row stays short.
  const [side, back] = (lit.length === 2 && ownOf(lit[0]).length > 0 && ownOf(lit[1]).length === 0 ? [lit[1], lit[0]] : lit) as [RoomSpec, RoomSpec | undefined];
  // The side room's own toilet behind it in its column; the back room's own toilet last in the stack, against it.
  const sideOwn = ownOf(side);
  const backOwn = ownOf(back);
  const shared = small.filter((s) => !sideOwn.includes(s) && !backOwn.includes(s));
  if (sideOwn.length > 1) return [];
  const sideCol = stack([side, ...sideOwn]);
  // Off a lobby every room opens straight from it: no room behind another.
  if (offLobby) return back ? [] : [[[sideCol, ...(shared.length ? [stack(shared)] : [])]]];
  // A single room (with its own toilet) opens off the living or lounge in front of it.
  if (!back && !shared.length) return [[[sideCol]]];
  const passage: RoomSpec = { key: `f${level}-passage`, type: 'passage', name: 'Passage' };
  // The passage beside the side room, or against the closed side (under a stair in front, which it opens off).
  const sideRows = (wet: RoomSpec[]): Array<{ row: Row; passageHigh: boolean }> => {
    if (!wet.length) return [{ row: [sideCol, room(passage)], passageHigh: true }];
    return [
      { row: [sideCol, room(passage), stack(wet)], passageHigh: false },
      { row: [sideCol, stack(wet), room(passage)], passageHigh: true },
    ];
  };
  const ways: Row[][] = sideRows([...shared, ...backOwn]).map(({ row }) => [row, ...(back ? [[room(back)]] : [])]);
  // Or the back room's own toilet beside it across the back (on the side away from the passage), the side
  // row holding only the shared ones.
  if (back && backOwn.length && shared.length)
    for (const { row, passageHigh } of sideRows(shared)) ways.push([row, passageHigh ? [stack(backOwn), room(back)] : [room(back), stack(backOwn)]]);
  return ways;
}

/**
 * Three daylit rooms: two side rows, each a lit room with its wet rooms behind it and a passage against the closed side,
 * the passages one above the other (merged into one corridor by finish()), and a room across the back.
 */
function chainRows(lit: RoomSpec[], small: RoomSpec[], level: number): Row[][] {
  if (small.length > 4) return [];
  const ownOf = (owner: RoomSpec) => small.filter((s) => s.attachedTo === owner.key);
  // The kitchen first (next to the living), a bedroom with its own toilet across the back.
  const byKitchen = [...lit].sort((a, b) => Number(b.type === 'kitchen') - Number(a.type === 'kitchen'));
  const back = [...byKitchen].reverse().find((r) => r.type === 'bedroom' && ownOf(r).length > 0) ?? byKitchen[2]!;
  const [sideA, sideB] = byKitchen.filter((r) => r !== back) as [RoomSpec, RoomSpec];
  if (ownOf(sideA).length > 1 || ownOf(sideB).length > 1) return [];
  const backOwn = ownOf(back);
  const shared = small.filter((s) => !s.attachedTo || ![sideA, sideB, back].some((r) => r.key === s.attachedTo));
  const passage = (n: number): Column => ({ stack: [{ key: `f${level}-passage-${n}`, type: 'passage', name: 'Passage' }], fixedDu: CHAIN_PASSAGE_DU });
  // Each side room touches the passage; its wet rooms sit behind it in its column, opening off the passage too.
  const row = (side: RoomSpec, wet: RoomSpec[], n: number): Row => [stack([side, ...ownOf(side), ...wet]), passage(n)];
  // The first side row holds one shared wet room, or none so the kitchen reaches across to the living.
  const splits = shared.length ? [{ a: shared.slice(0, 1), b: shared.slice(1) }, { a: [], b: shared }] : [{ a: [], b: [] }];
  return splits.flatMap(({ a, b }) => [
    [row(sideA, a, 1), row(sideB, [...b, ...backOwn], 2), [room(back)]],
    ...(backOwn.length ? [[row(sideA, a, 1), row(sideB, b, 2), [stack(backOwn), room(back)]]] : []),
  ]);
}

/** The kitchen shares a wall with the living & dining (or the dining room): buyers object otherwise. */
function kitchenMeetsDining(layout: AbstractLayout): boolean {
  const ground = layout.floors[0]!.cells;
  const kitchen = ground.find((c) => c.spec.type === 'kitchen' && !c.spec.attachedTo);
  if (!kitchen) return true;
  const dining = ground.filter((c) => c.spec.type === 'dining' || c.spec.type === 'living');
  const rect = (c: AbstractCell) => ({ x: c.u, y: c.v, w: c.du, h: c.dv });
  return dining.some((d) => {
    const e = sharedEdge(rect(d), rect(kitchen));
    return !!e && e.to - e.from >= 900;
  });
}

/** Passages one above the other at the same place become one corridor. */
function mergePassages(layout: AbstractLayout): AbstractLayout {
  const floors = layout.floors.map((f) => {
    const cells = [...f.cells];
    const below = (a: AbstractCell) => cells.findIndex((b) => b !== a && b.spec.type === 'passage' && b.u === a.u && b.du === a.du && b.v === a.v + a.dv);
    for (let i = 0; i < cells.length; i++) {
      const a = cells[i]!;
      if (a.spec.type !== 'passage') continue;
      const j = below(a);
      if (j < 0) continue;
      cells[i] = { ...a, dv: a.dv + cells[j]!.dv };
      cells.splice(j, 1);
      i = -1;
    }
    return { ...f, cells };
  });
  return { ...layout, floors };
}

function floorRooms(fp: FloorProgramme): RoomSpec[] {
  return [fp.front, ...fp.strips.flatMap((s) => s.cells)];
}

/** Sizes the rows and reads them on paper (daylight, a door to every room). */
function finish(structures: Row[][], input: FrontStairInput): AbstractLayout | null {
  const { programme } = input;
  // Floors with fewer rows end in a filler row (a terrace upstairs, a store or study on the ground).
  const R = Math.max(...structures.map((s) => s.length));
  for (const s of structures) while (s.length < R) s.push([{ stack: [] }]);
  const sized = sizeStructures(structures, input, programme.floors.map((f) => f.level));
  if (!sized) return null;
  const layout = mergePassages(sized);
  if (!kitchenMeetsDining(layout)) return null;
  const checked = { ...layout, stairLandingAtLow: true };
  const paper = { programme, bedrooms: input.bedrooms, parking: input.parking, maxU: input.maxU, maxV: input.maxV, openLow: input.openLow, openHigh: input.openHigh, rnd: () => 0 };
  return checked.floors.every((f) => worksOnPaper(f, checked, paper)) ? checked : null;
}

/**
 * One storey with a car: a room beside the porch at the front, lit through the front wall and entered from
 * the living behind (a bedroom without its own toilet, else the kitchen), so the porch strip wastes no width.
 */
function besidePorch(input: FrontStairInput): AbstractLayout | null {
  const fp = input.programme.floors[0]!;
  const rooms = floorRooms(fp);
  const living = rooms.find((r) => r.type === 'living');
  const pz = porchSize('car', false, 1e9, false, input.porchReliefMm);
  if (!living || !pz) return null;
  const porchDu = gridOf(CAR_BAY_WIDTH_MM + PORCH_SIDE_SPACE_MM, false, false);
  const porch: Column = { stack: [porchSpec('car')], fixedDu: porchDu, fixedDv: pz.dv, kind: 'porch' };
  const candidates = [...rooms.filter((r) => r.type === 'bedroom' && !rooms.some((o) => o.attachedTo === r.key)), ...rooms.filter((r) => r.type === 'kitchen')];
  for (const front of candidates)
    for (const back of backRows(rooms.filter((r) => r !== living && r !== front), 0, false)) {
      const layout = finish([[[porch, { stack: [front], fixedDu: input.maxU - porchDu }], [room(living)], ...back]], input);
      if (layout) return layout;
    }
  return null;
}

/**
 * One storey without a porch: the living across the front (or a bedroom beside it, the living on the closed
 * side so the passage behind meets it), then the side rows and the room across the back.
 */
function oneStorey(input: FrontStairInput): AbstractLayout | null {
  const rooms = floorRooms(input.programme.floors[0]!);
  const living = rooms.find((r) => r.type === 'living');
  if (!living) return null;
  const fronts: Array<{ row: Row; taken: RoomSpec[] }> = [
    { row: [room(living)], taken: [living] },
    ...rooms.filter((r) => r.type === 'bedroom' && !rooms.some((o) => o.attachedTo === r.key)).map((bed) => ({ row: [room(bed), room(living)], taken: [living, bed] })),
  ];
  for (const { row, taken } of fronts)
    for (const back of backRows(rooms.filter((r) => !taken.includes(r)), 0, false)) {
      const layout = finish([[row, ...back]], input);
      if (layout) return layout;
    }
  return null;
}

export function arrangeFrontStair(input: FrontStairInput): AbstractLayout | null {
  const { programme, maxU: U } = input;
  if (!input.openLow) return null;
  if (programme.floors.length < 2) return input.parking === 'car' ? besidePorch(input) : input.parking === 'none' ? oneStorey(input) : null;
  const stairDu = gridOf(STAIR_CLEAR_WIDTH_MM, false, true);
  // The upstairs bedroom's own toilet as roomy as the lobby beside it allows (a 1.3 m toilet the depth of the
  // living row below, 2.8 m, is a corridor of a toilet), else its usual width.
  const roomy = Math.min(gridOf(OWN_TOILET_ROOMY_CLEAR_MM, true, false), gridAtMost(U - stairDu - LOBBY_DOOR_WALL_MM, false, false));
  const usual = gridOf(OWN_TOILET_CLEAR_MM, true, false);
  for (const ownToiletDu of roomy > usual ? [roomy, usual] : [usual]) {
    const layout = twoStoreys(input, stairDu, ownToiletDu);
    if (layout) return layout;
  }
  return null;
}

/** Two storeys or more: the stair at the front on the closed side, the bedroom's own toilet `ownToiletDu` wide upstairs over a porch. */
function twoStoreys(input: FrontStairInput, stairDu: number, ownToiletDu: number): AbstractLayout | null {
  const { programme, maxU: U } = input;
  const stairDv = gridOf(STAIR_CLEAR_LENGTH_MM, true, false);
  const stairCol = (level: number): Column => ({ stack: [{ key: `f${level}-stair`, type: 'stair', name: 'Stair' }], fixedDu: stairDu, fixedDv: stairDv, kind: 'stair', atEnd: true });
  let porch: Column | null = null;
  if (input.parking === 'car') {
    // The porch is open on the daylight side (the side setback), so 300 mm beside the car is enough to open its doors.
    const pz = porchSize('car', false, 1e9, false, input.porchReliefMm);
    if (!pz || U - stairDu < CAR_BAY_WIDTH_MM + PORCH_SIDE_SPACE_MM) return null;
    porch = { stack: [porchSpec('car')], fixedDu: U - stairDu, fixedDv: pz.dv, kind: 'porch' };
  } else if (input.parking !== 'none') return null;

  // Per floor, the ways its rows may go; every combination is tried.
  const perFloor: Row[][][] = [];
  for (const fp of programme.floors) {
    const rooms = floorRooms(fp);
    const level = fp.level;
    let first: Row;
    let second: Row | null = null;
    let rest: RoomSpec[];
    if (level === 0) {
      const living = rooms.find((r) => r.type === 'living');
      if (!living) return null;
      first = porch ? [porch, stairCol(0)] : [room(living), stairCol(0)];
      if (porch) second = [room(living)];
      rest = rooms.filter((r) => r !== living);
    } else {
      // Upstairs: a lounge at the front beside the stair is the landing; over a porch a bedroom takes the
      // front and a lobby behind it is the landing (its own toilet beside the lobby, under the bedroom).
      const lounge: RoomSpec = rooms.find((r) => r.type === 'lounge') ?? { key: `f${level}-lounge`, type: 'lounge', name: FAMILY_LOUNGE_NAME };
      if (porch) {
        if (rooms.some((r) => r.type === 'lounge')) return null;
        const lobby: RoomSpec = { key: `f${level}-lobby`, type: 'passage', name: 'Lobby' };
        const bed = rooms.find((r) => r.type === 'bedroom' && !r.firstHabitable);
        if (!bed) return null;
        // A front bedroom without a toilet of its own (the master's suite behind; see Variant.frontBedroomLast):
        // the master's toilet stands beside the lobby all the same, opening into the master behind it.
        const own = rooms.filter((r) => r.attachedTo === bed.key);
        const beside = own.length ? own : rooms.filter((r) => r.type === 'toilet' && rooms.some((o) => o.key === r.attachedTo && o.type === 'bedroom'));
        if (beside.length > 1) return null;
        first = [room(bed), stairCol(level)];
        // The toilet keeps the width given, so the lobby beside it still meets the bedroom in front and the rooms behind.
        second = beside.length ? [{ stack: [beside[0]!], fixedDu: ownToiletDu }, room(lobby)] : [room(lobby)];
        rest = rooms.filter((r) => r !== bed && !beside.includes(r));
      } else {
        first = [room(lounge), stairCol(level)];
        rest = rooms.filter((r) => r !== lounge);
      }
    }
    const head = [first, ...(second ? [second] : [])];
    const ways = backRows(rest, level, level > 0 && !!porch).map((back) => [...head, ...back]);
    if (!ways.length) return null;
    perFloor.push(ways);
  }
  const combos = perFloor.reduce<Row[][][]>((acc, ways) => acc.flatMap((c) => ways.map((w) => [...c, w])), [[]]);
  // Tall homes multiply the ways; the first few dozen are plenty (each one is sized and read on paper).
  for (const structures of combos.slice(0, MAX_COMBINATIONS)) {
    const layout = finish(structuredCopy(structures), input);
    if (layout) return layout;
  }
  return null;
}

/** finish() pads floors with filler rows: each attempt gets rows of its own. */
function structuredCopy(structures: Row[][]): Row[][] {
  return structures.map((rows) => rows.map((row) => [...row]));
}
