// The corridor templates: fixed, parametric layouts for the plots the band and hall searches rarely solve.
// A 1 m corridor runs along the closed side (narrow plots) or the back (shallow plots, `transposed`); one
// column of rooms beside it takes daylight from the open side (the road on a shallow plot), and a full-width
// room closes each end. Narrow plot: living (behind the porch, or beside it at the open side) across the
// front, kitchen, stair and wet rooms down the open side, a bedroom across the back. Shallow plot: bedrooms at both ends, the living in the
// middle of the row along the road, the corridor behind; or (`livingAcross`) the living room across the whole
// depth with a corridor either side, and a car porch too deep for the row across the depth at its head.
// The stair is one slot of the column, at the same place on every floor; upstairs the corridor starts at
// the stair. Nothing is searched: sizes come from the room minimums and preferences, and the door tree,
// windows and validator check the result as usual.
import type { FloorProgramme, RoomSpec } from '../program/programme';
import { EXTERNAL_WALL_MM, NBC_2016_MIN_BATH_WIDTH_M, NBC_2016_MIN_CORRIDOR_WIDTH_MM, NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M } from '../codes/nbc2016';
import { sizeStack, type StripRange } from '../sizing/stack';
import type { AbstractCell, AbstractFloor, AbstractLayout } from './arrange';
import { porchSize, porchSpec } from './front';
import { STAIR_CLEAR_LENGTH_MM, STAIR_CLEAR_WIDTH_MM } from './stair-hall';
import { HALF_INTERNAL_MM, clearOf, gridOf } from './walls';
import type { RowsInput } from './hall';
import { STORE_MIN_CLEAR_MM, fillerSpec, lengthRange } from './hall-columns';
import { LIT } from './hall-structure';

/**
 * Row-layout input; here u runs across the corridor (the frontage, or the depth when transposed), v along
 * it, and u = 0 is the room column's outer wall.
 */
export interface CorridorInput extends RowsInput {
  /** Shallow plot: the corridor runs along the back, v along the frontage. */
  transposed: boolean;
  /** Where the stair goes in the ground floor's column: 0 first, 1 after the first room, 2 last. */
  stairSlot: 0 | 1 | 2;
  /**
   * Shallow plot: the living room spans the whole depth, so the corridor behind the row is two, one on
   * either side of it (the row is shorter by what the living gains in depth).
   */
  livingAcross?: boolean;
  /**
   * Narrow plot: the porch stands beside the living room at the open side instead of a strip across the
   * whole width in front of it (a bike's sit-out took a 25 ft plot's width and 2.3 m of its depth).
   */
  porchBeside?: boolean;
}

/** Spare column length below this goes to the rooms; above it becomes a room of its own (store: 0.9 m of shelving, study, terrace). */
const FILLER_MIN_MM = 1000;
const CORRIDOR_GRID_MM = gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, true);
/** Wall the living room shares with the kitchen behind it when a porch takes part of its width: a door and its jambs. */
const KITCHEN_DOOR_WALL_MM = 1100;

interface Item {
  spec: RoomSpec;
  /** A second small room beside this one in the same slot, against the corridor (this one at the outer wall). */
  pair?: RoomSpec;
  /** Where the slot splits between this room and its pair (grid u), when not halfway (see pairSplit). */
  pairAt?: number;
  /** Fixed grid length (stair, porch). */
  fixed?: number;
  /** Spans the depth, corridor included: the corridor stops at it (a shallow plot's living room or car porch). */
  full?: boolean;
  /** A porch beside this front room at the open side (u = 0), as long as the room: the porch and its size (grid). */
  porchBeside?: { spec: RoomSpec; du: number; dv: number };
}

interface FloorPlan {
  level: number;
  /** Full-width rooms at the v = 0 end (porch strip first on a narrow ground floor) and at the v = V end. */
  head: Item[];
  tail: Item | null;
  column: Item[];
}

const roomsOf = (fp: FloorProgramme): RoomSpec[] => [fp.front, ...fp.strips.flatMap((s) => s.cells)];

/** A bedroom with its attached rooms right after it; a rental studio between its kitchenette and toilet. */
function suiteOf(bed: RoomSpec, rooms: RoomSpec[]): RoomSpec[] {
  const own = rooms.filter((r) => r.attachedTo === bed.key);
  if (bed.firstHabitable && own.length === 2) return [own.find((r) => r.type === 'kitchen') ?? own[0]!, bed, own.find((r) => r.type !== 'kitchen') ?? own[1]!];
  return [bed, ...own];
}

/** Which rooms go where on one floor. */
function planFloor(fp: FloorProgramme, input: CorridorInput, stairSpec: RoomSpec | null, porch: Item | null, porchBeside: Item['porchBeside']): FloorPlan | null {
  const rooms = roomsOf(fp);
  const level = fp.level;
  const bedrooms = rooms.filter((r) => r.type === 'bedroom' && !r.firstHabitable);
  const attachedKeys = new Set(rooms.filter((r) => r.attachedTo).map((r) => r.key));
  const used = new Set<RoomSpec>();
  const take = (r: RoomSpec) => (used.add(r), r);
  const head: Item[] = [];
  let tail: Item | null = null;
  const before: RoomSpec[] = [];
  const after: RoomSpec[] = [];
  // The end rooms: a bedroom across the back (the master first), upstairs the front room across the front;
  // on a shallow plot a bedroom at each end. Their attached rooms are the column's first and last slots.
  const tailBed = [...bedrooms].sort((a, b) => Number(!!b.master) - Number(!!a.master)).find((b) => b !== fp.front);
  if (input.transposed && !(level === 0 && porch?.full)) {
    // A rental studio takes the head: the whole depth for its first habitable room, and an end to itself
    // (its kitchenette across the end of the row, its toilet the column's first slot).
    const studio = rooms.find((r) => r.type === 'bedroom' && r.firstHabitable && r !== fp.front);
    const headBed = studio ?? bedrooms.find((b) => b !== tailBed && b !== fp.front) ?? (fp.front.type === 'bedroom' ? fp.front : undefined);
    if (headBed) {
      const suite = suiteOf(headBed, rooms);
      const at = suite.indexOf(headBed);
      head.push(...suite.slice(0, at + 1).map((r) => ({ spec: take(r) })));
      before.push(...suite.slice(at + 1).map(take));
    }
  } else {
    if (level === 0 && porch) head.push(porch);
    head.push({ spec: take(fp.front), ...(level === 0 && porchBeside ? { porchBeside } : {}) });
    before.push(...suiteOf(fp.front, rooms).filter((r) => r !== fp.front).map(take));
  }
  if (tailBed && !used.has(tailBed)) {
    tail = { spec: take(tailBed) };
    after.unshift(...suiteOf(tailBed, rooms).filter((r) => r !== tailBed).map(take));
  }
  // The column: eating and cooking first (next to the living), then the other rooms, bedroom suites last.
  const order = (r: RoomSpec) => ({ living: 0, lounge: 0, dining: 1, kitchen: 2, pooja: 3, study: 4, toilet: 5, wc: 5, utility: 5, store: 6, dress: 6, bedroom: 7 } as Record<string, number>)[r.type] ?? 5;
  const middle: RoomSpec[] = [];
  for (const r of [...rooms].sort((a, b) => order(a) - order(b))) {
    if (used.has(r) || attachedKeys.has(r.key)) continue;
    if (r.type === 'bedroom') middle.push(...suiteOf(r, rooms).map(take));
    else middle.push(take(r));
  }
  if (rooms.some((r) => !used.has(r))) return null;
  // A toilet entered from the corridor shares a slot with the end bedroom's own toilet: the attached one
  // against the outer wall (its bedroom behind it), the common one against the corridor.
  const column: Item[] = [...before, ...middle].map((spec) => ({ spec }));
  const tailItems: Item[] = after.map((spec) => ({ spec }));
  const SMALL = new Set(['toilet', 'wc']);
  const shareable = () => column.findIndex((it) => SMALL.has(it.spec.type) && !it.spec.attachedTo);
  const own = (items: Item[], i: number) => (i >= 0 && items[i] && SMALL.has(items[i]!.spec.type) && items[i]!.spec.attachedTo ? i : -1);
  const lastOwn = own(tailItems, tailItems.length - 1);
  // Not in a column too shallow for two toilets side by side (a 17 ft plot's row): each keeps a slot.
  const pairs = Math.min(...pairClears(input.maxU - CORRIDOR_GRID_MM)) >= NBC_2016_MIN_BATH_WIDTH_M * 1000;
  if (pairs && lastOwn >= 0 && shareable() >= 0) tailItems[lastOwn] = { ...tailItems[lastOwn]!, pair: column.splice(shareable(), 1)[0]!.spec };
  const firstOwn = input.transposed || !pairs ? -1 : own(column, 0);
  if (firstOwn === 0 && before.length && shareable() > 0) column[0] = { ...column[0]!, pair: column.splice(shareable(), 1)[0]!.spec };
  // A pooja room alone in a slot is as long as half the column is deep (its proportion): beside the
  // kitchen, against the corridor, it takes a little over a metre of the slot instead.
  const pooja = column.findIndex((it) => it.spec.type === 'pooja');
  const kitchen = column.findIndex((it) => it.spec.type === 'kitchen' && !it.pair);
  const poojaAt = poojaSplit(input.maxU - CORRIDOR_GRID_MM, input.bedrooms);
  if (pooja >= 0 && kitchen >= 0 && poojaAt !== null) {
    const spec = column.splice(pooja, 1)[0]!.spec;
    const k = column.findIndex((it) => it.spec.type === 'kitchen' && !it.pair);
    column[k] = { ...column[k]!, pair: spec, pairAt: poojaAt };
  }
  if (porch && level === 0 && input.transposed && !porch.full) column.unshift(porch);
  // The living room across the depth: the corridor either side of it is entered from it.
  if (level === 0 && input.transposed && input.livingAcross) {
    const living = column.findIndex((it) => it.spec === fp.front);
    if (living >= 0) column[living] = { ...column[living]!, full: true };
  }
  if (stairSpec) {
    const stair: Item = { spec: stairSpec };
    // Ground floor: the slot asked for; upper floors are fitted to it later (see place()).
    if (level === 0) {
      const kitchen = column.findIndex((it) => it.spec.type === 'kitchen');
      const at = input.stairSlot === 0 ? 0 : input.stairSlot === 1 ? kitchen + 1 : column.length;
      column.splice(at, 0, stair);
    } else column.push(stair);
  }
  return { level, head, tail, column: [...column, ...tailItems] };
}

interface Sized {
  cells: AbstractCell[];
}

export function arrangeCorridor(input: CorridorInput): AbstractLayout | null {
  const { programme, bedrooms } = input;
  const U = input.maxU;
  const V = input.maxV;
  const colDu = U - CORRIDOR_GRID_MM;
  // The room column: outer wall at u = 0, half an internal wall at the corridor.
  const colClear = colDu - EXTERNAL_WALL_MM - HALF_INTERNAL_MM;
  const fullClear = U - 2 * EXTERNAL_WALL_MM;
  if (colClear < NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000 || !input.openLow) return null;
  const hasStair = programme.floors.length > 1;
  // Flights across the column when it is long enough for them, else along it.
  const stairAcross = colClear >= STAIR_CLEAR_LENGTH_MM;
  const stairLen = (stairAcross ? STAIR_CLEAR_WIDTH_MM : STAIR_CLEAR_LENGTH_MM) + 2 * HALF_INTERNAL_MM;
  let porch: Item | null = null;
  let porchBeside: Item['porchBeside'];
  if (input.parking !== 'none') {
    const spec = porchSpec(input.parking);
    if (input.transposed) {
      // Along the road in the column: the car drives in from the front, the bay lies along v. A column too
      // shallow for it, or a shorter row: the porch spans the depth at the head of the row, the living room
      // next to it.
      const pz = porchSize(input.parking, false, 1e9, true);
      const inColumn = pz && Math.min(pz.du, pz.dv) <= colDu - HALF_INTERNAL_MM + 1 ? Math.max(pz.du, pz.dv) + 2 * HALF_INTERNAL_MM : null;
      // Across the depth (du), the bay running in from the road when the car's nose may stand in the open
      // setback (the shortest row), else along the road; two cars one after the other along the road.
      const across = input.livingAcross ? porchSize(input.parking, true, U - EXTERNAL_WALL_MM, !input.porchReliefMm, input.porchReliefMm, 'alongRoad') : null;
      const acrossLen = across ? across.dv + 2 * HALF_INTERNAL_MM : null;
      if (acrossLen !== null && (inColumn === null || acrossLen < inColumn)) porch = { spec, fixed: acrossLen, full: true };
      else if (inColumn !== null) porch = { spec, fixed: inColumn };
      else return null;
    } else {
      const pz = porchSize(input.parking, false, U, false, input.porchReliefMm);
      if (!pz) return null;
      if (input.porchBeside) {
        // Beside the living room only where the living still opens onto the kitchen behind it (its own
        // width and proportions are checked with its length, as every room's).
        const du = pz.du + HALF_INTERNAL_MM;
        if (colDu - du < KITCHEN_DOOR_WALL_MM) return null;
        porchBeside = { spec, du, dv: pz.dv + HALF_INTERNAL_MM };
      } else porch = { spec, fixed: pz.dv + HALF_INTERNAL_MM };
    }
  }
  const stairSpec = (level: number): RoomSpec | null => (hasStair ? { key: `f${level}-stair`, type: 'stair', name: 'Stair' } : null);
  const plans = programme.floors.map((fp) => planFloor(fp, input, stairSpec(fp.level), porch, porchBeside));
  if (plans.some((p) => !p)) return null;

  /** Grid length range of an item at a position: its walls depend on whether it meets the outline. */
  const rangeOf = (it: Item, clearW: number, startOut: boolean, endOut: boolean): StripRange | null => {
    if (it.fixed !== undefined) return { min: it.fixed, pref: it.fixed, max: it.fixed };
    if (it.porchBeside) {
      // The living room beside the porch: narrower by the porch, at least as long as it.
      const r = lengthRange(it.spec, clearW - it.porchBeside.du + EXTERNAL_WALL_MM - HALF_INTERNAL_MM, bedrooms, startOut, endOut);
      const least = it.porchBeside.dv;
      return r && { min: Math.max(r.min, least), pref: Math.max(r.pref, least), max: Math.max(r.max, least) };
    }
    if (it.spec.type === 'stair') return { min: stairLen, pref: stairLen, max: stairLen };
    if (LIT.has(it.spec.type) && clearW === colClear && !input.openLow) return null;
    if (it.pair) {
      const [lowClear, highClear] = pairClears(colDu, it.pairAt);
      const a = lengthRange(it.spec, lowClear, bedrooms, startOut, endOut);
      const b = lengthRange(it.pair, highClear, bedrooms, startOut, endOut);
      if (!a || !b) return null;
      const min = Math.max(a.min, b.min);
      const max = Math.max(min, Math.min(a.max, b.max));
      return { min, pref: Math.min(max, Math.max(min, a.pref, b.pref)), max };
    }
    const r = lengthRange(it.spec, clearW, bedrooms, startOut, endOut);
    // Wet and service rooms stay near their preferred size; spare length goes to the living rooms or a room of its own.
    return r && !LIT.has(it.spec.type) ? { ...r, max: r.pref } : r;
  };

  // Where the stair starts (v), shared by every floor: within what each floor's rooms allow.
  let vs = -1;
  const splits: number[] = [];
  if (hasStair) {
    let lo = 0;
    let hi = V;
    for (const p of plans as FloorPlan[]) {
      const si = p.column.findIndex((it) => it.spec.type === 'stair');
      const rest = p.column.filter((_, i) => i !== si);
      // Ground: the stair's slot is fixed; upstairs: the split point that leaves the widest window for it.
      // Upstairs the stair never comes between an end room and its own toilet or dressing room.
      const ownedBy = (keys: Set<string>) => (it: Item) => !!it.spec.attachedTo && keys.has(it.spec.attachedTo);
      const headOwned = ownedBy(new Set(p.head.map((h) => h.spec.key)));
      const tailOwned = ownedBy(new Set(p.tail ? [p.tail.spec.key] : []));
      let lead = 0;
      while (lead < rest.length && headOwned(rest[lead]!)) lead++;
      let trail = 0;
      while (trail < rest.length - lead && tailOwned(rest[rest.length - 1 - trail]!)) trail++;
      const candidates = p.level === 0 ? [si] : Array.from({ length: rest.length + 1 }, (_, j) => j).filter((j) => j >= lead && j <= rest.length - trail);
      let best: { lo: number; hi: number; j: number } | null = null;
      for (const j of candidates) {
        const w = stairWindow(p, rest, j, rangeOf, colClear, fullClear, V, stairLen);
        if (!w) continue;
        const fitLo = Math.max(lo, w.lo);
        const fitHi = Math.min(hi, w.hi);
        if (fitHi < fitLo) continue;
        if (!best || fitHi - fitLo > best.hi - best.lo) best = { lo: fitLo, hi: fitHi, j };
      }
      if (!best) return null;
      lo = best.lo;
      hi = best.hi;
      splits.push(best.j);
      if (p.level > 0) p.column = [...rest.slice(0, best.j), p.column[si]!, ...rest.slice(best.j)];
    }
    // As near the front as the rooms before it allow, plus half the slack: short walks, rooms either side.
    vs = Math.round((lo + (hi - lo) * 0.35) / 10) * 10;
  }

  const floors: AbstractFloor[] = [];
  let stairCell: AbstractCell | null = null;
  for (const p of plans as FloorPlan[]) {
    const sized = sizeFloor(p, input, { U, V, colDu, colClear, fullClear, vs, stairLen, rangeOf });
    if (!sized) return null;
    const st = sized.cells.find((c) => c.spec.type === 'stair');
    if (st && !stairCell) stairCell = { ...st, spec: { key: 'stair', type: 'stair', name: 'Stair' } };
    floors.push({ level: p.level, v0: 0, cells: sized.cells });
  }
  return { U, V, floors, stair: stairCell, hall: true };
}

/** Where a shared slot splits: both rooms equally wide inside their walls. */
function pairSplit(colDu: number): number {
  return Math.round((colDu + EXTERNAL_WALL_MM + HALF_INTERNAL_MM - 2 * HALF_INTERNAL_MM) / 2 / 10) * 10;
}

function pairClears(colDu: number, at?: number): [number, number] {
  const x = at ?? pairSplit(colDu);
  return [x - EXTERNAL_WALL_MM - HALF_INTERNAL_MM, colDu - x - 2 * HALF_INTERNAL_MM];
}

/** Clear width a pooja room beside the kitchen takes: 1.0 m at least, 1.2 m where that costs the slot no length. */
const POOJA_CLEAR_MM = { min: 1000, max: 1200 };

/**
 * Where a column slot splits between the kitchen (outer wall) and a pooja room (corridor), or null when the
 * kitchen would be narrower than the NBC's 1.8 m: the split whose two rooms need the shortest slot at their
 * minimum sizes (a tight row is short by a few centimetres), the wider pooja room of equals.
 */
function poojaSplit(colDu: number, bedrooms: number): number | null {
  let best: { x: number; len: number } | null = null;
  for (let pooja = POOJA_CLEAR_MM.max; pooja >= POOJA_CLEAR_MM.min; pooja -= 10) {
    const x = Math.floor((colDu - pooja - 2 * HALF_INTERNAL_MM) / 10) * 10;
    const [kitchenClear, poojaClear] = pairClears(colDu, x);
    const kitchen = lengthRange(KITCHEN_SPEC, kitchenClear, bedrooms, false, false);
    const shrine = lengthRange(POOJA_SPEC, poojaClear, bedrooms, false, false);
    if (!kitchen || !shrine) continue;
    const len = Math.max(kitchen.min, shrine.min);
    if (!best || len < best.len) best = { x, len };
  }
  return best?.x ?? null;
}
const KITCHEN_SPEC: RoomSpec = { key: 'kitchen', type: 'kitchen', name: 'Kitchen' };
const POOJA_SPEC: RoomSpec = { key: 'pooja', type: 'pooja', name: 'Pooja' };

type RangeOf = (it: Item, clearW: number, startOut: boolean, endOut: boolean) => StripRange | null;

/** The range of stair starts a floor allows with `j` column rooms before the stair. */
function stairWindow(p: FloorPlan, rest: Item[], j: number, rangeOf: RangeOf, colClear: number, fullClear: number, V: number, stairLen: number): { lo: number; hi: number } | null {
  let lo = 0;
  for (const it of p.head) {
    const r = rangeOf(it, fullClear, lo === 0, false);
    if (!r) return null;
    lo += r.min;
  }
  for (const [i, it] of rest.slice(0, j).entries()) {
    const r = rangeOf(it, it.full ? fullClear : colClear, lo === 0 && i === 0, false);
    if (!r) return null;
    lo += r.min;
  }
  let tailMin = 0;
  if (p.tail) {
    const r = rangeOf(p.tail, fullClear, false, true);
    if (!r) return null;
    tailMin += r.min;
  }
  const after = rest.slice(j);
  for (const [i, it] of after.entries()) {
    const r = rangeOf(it, it.full ? fullClear : colClear, false, !p.tail && i === after.length - 1);
    if (!r) return null;
    tailMin += r.min;
  }
  const hi = V - tailMin - stairLen;
  return hi >= lo ? { lo, hi } : null;
}

interface SizeContext {
  U: number;
  V: number;
  colDu: number;
  colClear: number;
  fullClear: number;
  /** Stair start, or -1 without a stair. */
  vs: number;
  stairLen: number;
  rangeOf: RangeOf;
}


/** Sizes one floor: the segment before the stair and the one after it (or the whole depth), then the corridor. */
function sizeFloor(p: FloorPlan, input: CorridorInput, z: SizeContext): Sized | null {
  const { U, V, colDu, colClear, fullClear, vs, stairLen, rangeOf } = z;
  const cells: AbstractCell[] = [];
  const si = p.column.findIndex((it) => it.spec.type === 'stair');
  const before = si >= 0 ? p.column.slice(0, si) : p.column;
  const after = si >= 0 ? p.column.slice(si + 1) : [];
  const segments: Array<{ from: number; to: number; head: Item[]; items: Item[]; tail: Item | null }> =
    si >= 0
      ? [
          { from: 0, to: vs, head: p.head, items: before, tail: null },
          { from: vs + stairLen, to: V, head: [], items: after, tail: p.tail },
        ]
      : [{ from: 0, to: V, head: p.head, items: before, tail: p.tail }];
  // Where the corridor runs behind the column (every cell that does not span the depth).
  const behind: Array<[number, number]> = [];
  for (const [k, seg] of segments.entries()) {
    const entries: Array<{ it: Item; full: boolean }> = [...seg.head.map((it) => ({ it, full: true })), ...seg.items.map((it) => ({ it, full: !!it.full })), ...(seg.tail ? [{ it: seg.tail, full: true }] : [])];
    const ranges: StripRange[] = [];
    for (const [i, e] of entries.entries()) {
      const r = rangeOf(e.it, e.full ? fullClear : colClear, seg.from === 0 && i === 0, seg.to === V && i === entries.length - 1);
      if (!r) return null;
      ranges.push(r);
    }
    const fit = sizeStack(ranges, seg.to - seg.from);
    if (!fit) return null;
    let lens = fit.lengths;
    let specs = entries;
    let excess = fit.excess;
    const atBackOfPlot = !seg.tail && seg.to === V;
    const spareRoom = (len: number, n = 0) => fillerSpec(p.level, `f${p.level}-s${k}-extra${n ? `-${n}` : ''}`, len - (atBackOfPlot ? EXTERNAL_WALL_MM + HALF_INTERNAL_MM : 2 * HALF_INTERNAL_MM), colClear, { back: atBackOfPlot, lit: true });
    if (excess >= FILLER_MIN_MM && entries.length > 0 && spareRoom(excess).type === 'store') {
      // Spare length that would only make a store goes to the daylit rooms first, each up to 2:1.
      lens = [...lens];
      for (const [i, e] of entries.entries()) {
        if (excess <= 0 || e.it.fixed !== undefined || e.it.pair || !LIT.has(e.it.spec.type)) continue;
        const clearW = e.full ? fullClear : colClear;
        const room = Math.max(0, Math.round(2 * clearW + 2 * HALF_INTERNAL_MM - lens[i]!));
        const add = Math.min(excess, room);
        lens[i]! += add;
        excess -= add;
      }
    }
    // A spare room must be deep enough to enter (the validator's usable-rooms rule): an empty stretch of the
    // column shorter than that (before an upper floor's stair) leaves this template out.
    const spareFits = (len: number) => clearOf(len, seg.from === 0 && entries.length === 0, atBackOfPlot) >= STORE_MIN_CLEAR_MM;
    if (entries.length === 0 && seg.to - seg.from > 0 && !spareFits(excess)) return null;
    if ((excess >= FILLER_MIN_MM && spareFits(excess)) || (entries.length === 0 && seg.to - seg.from > 0)) {
      // Spare length: a room of its own in the column, just before the full-width end room.
      // Too long for one room (a store the length of a shallow plot's row): rooms of up to 2:1 side by side.
      const at = seg.tail ? entries.length - 1 : entries.length;
      const roomLen = Math.floor(2 * colClear + 2 * HALF_INTERNAL_MM);
      const pieces: number[] = [];
      let left = Math.round(excess);
      while (left - roomLen >= FILLER_MIN_MM && spareRoom(roomLen).type !== 'store') {
        pieces.push(roomLen);
        left -= roomLen;
      }
      pieces.push(left);
      const spares = pieces.map((len, i) => ({ it: { spec: spareRoom(len, pieces.length > 1 ? i + 1 : 0) }, full: false }));
      specs = [...entries.slice(0, at), ...spares, ...entries.slice(at)];
      lens = [...lens.slice(0, at), ...pieces, ...lens.slice(at)];
    } else if (excess > 0) {
      const big = lens.indexOf(Math.max(...lens.filter((_, i) => entries[i]!.it.fixed === undefined && entries[i]!.it.spec.type !== 'stair'), 0));
      if (big >= 0) lens = lens.map((l, i) => (i === big ? l + Math.round(excess) : l));
    }
    const diff = seg.to - seg.from - lens.reduce((a, b) => a + b, 0);
    if (lens.length) lens[lens.length - 1]! += diff;
    let v = seg.from;
    for (const [i, e] of specs.entries()) {
      const dv = lens[i]!;
      if (dv <= 0) return null;
      if (e.it.pair) {
        const x = e.it.pairAt ?? pairSplit(colDu);
        cells.push({ spec: e.it.spec, u: 0, v, du: x, dv }, { spec: e.it.pair, u: x, v, du: colDu - x, dv });
      } else if (e.it.porchBeside) {
        const pb = e.it.porchBeside;
        cells.push({ spec: pb.spec, u: 0, v, du: pb.du, dv }, { spec: e.it.spec, u: pb.du, v, du: U - pb.du, dv });
      } else cells.push({ spec: e.it.spec, u: 0, v, du: e.full ? U : colDu, dv });
      if (!e.full) behind.push([v, v + dv]);
      v += dv;
    }
    if (k === 0 && si >= 0) {
      const st = p.column[si]!.spec;
      cells.push({ spec: st, u: 0, v: vs, du: colDu, dv: stairLen });
      behind.push([vs, vs + stairLen]);
    }
  }
  if (!behind.length) return null;
  // One corridor per unbroken run of column cells: a room across the depth (the end rooms, a shallow
  // plot's living room or porch) ends it, and each run is entered from the room at one of its ends.
  behind.sort((a, b) => a[0] - b[0]);
  const runs: Array<[number, number]> = [];
  for (const [from, to] of behind) {
    const last = runs[runs.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else runs.push([from, to]);
  }
  for (const [from, to] of runs) cells.push({ spec: { key: `f${p.level}-corridor`, type: 'passage', name: 'Passage' }, u: colDu, v: from, du: U - colDu, dv: to - from });
  return { cells };
}
