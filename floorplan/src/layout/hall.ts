// The hall family: rooms open off the living/dining hall (or a short lobby) instead of a passage beside every
// room, as small Indian plots are planned (a 20x30 1BHK: living and kitchen at the front, bedroom and toilet
// behind, entered through the living; a shallow wide plot: rooms side by side along the road).
// The footprint is cut into rows from the front (v), each row into columns across the frontage (u), and each
// column holds a stack of one or two rooms along v. Every floor keeps the same row depths, so the stair, a
// fixed column at one end of its row, stands at the same place on every floor. Structures are drawn at random;
// the door tree, daylight and the validator decide which ones work.
import type { Parking, Rect } from '../types';
import type { FloorProgramme, Programme, RoomSpec } from '../program/programme';
import { HABITABLE_TYPES, isToilet } from '../program/rooms';
import { sizeStack, type StripRange } from '../sizing/stack';
import { nextInRandomOrder, type Random } from '../random';
import type { AbstractCell, AbstractFloor, AbstractLayout } from './arrange';
import { porchSize, porchSpec } from './front';
import { STAIR_CLEAR_LENGTH_MM, STAIR_CLEAR_WIDTH_MM } from './stair-hall';
import { clearOf, gridOf } from './walls';
import { sharedEdge } from '../geometry/rect';
import { INTERNAL_WALL_MM } from '../codes/nbc2016';
import { ENTERED_FROM } from '../circulation/policy';
import { ROW_MAX_DEPTH_MM, ROW_ONLY_DEPTH_MM, arrangeRow, rowFits } from './row';
import { LIT, LOBBY, attachedRooms, columnMins, sizingOf, type Column, type FloorContext, type HallPorch, type Row } from './hall-structure';
import { doorWallBetween, everyRoomHasAWayIn, mayOpenOff, meetDoorWalls } from './door-walls';
import { EASE_STORE, FILLER_MIN_MM, easeStrain, fillColumn, fillerSpec, heldRange, lengthRange, stackMin } from './hall-columns';
import { centreHallFloor, classicFloor, classicWithShrineAway, kitchenOverLobbyFloor, kitchenOverLobbyRooms, middleStairFloor, twoRowFloor } from './hall-shapes';

/** What every row-based layout (hall, corridor, front stair) is given: the programme on the envelope. */
export interface RowsInput {
  programme: Programme;
  bedrooms: number;
  parking: Parking;
  /** Length of an inward car bay that stands in the open front setback (0: the porch holds the whole car). */
  porchReliefMm?: number;
  maxU: number;
  maxV: number;
  /** Whether open ground lies beyond the u = 0 and u = U sides (a narrow plot may build to one boundary). */
  openLow: boolean;
  openHigh: boolean;
}

export interface HallInput extends RowsInput {
  rnd: Random;
  /**
   * A bedroom beside the living room across the front, entered from it: the second design of a plot whose
   * other draws all come out as one (a 20x40 one-storey 2BHK: otherwise option 2 is option 1's mirror image).
   */
  frontBedroom?: boolean;
  /** Every floor drawn as the middle-stair duplex (see middleStairFloor) rather than searched. */
  middleStair?: MiddleStair;
}

/**
 * The middle-stair duplex's choices: the end of the middle row its stair stands at, its flights across the
 * row or along it, and upstairs the lounge beside it rather than in front of it.
 */
export interface MiddleStair {
  side: 'low' | 'high';
  across: boolean;
  loungeBetween: boolean;
}

/** Where the stair stands: the first or last column of one row, flights along v or across the row. */
interface StairSlot {
  row: number;
  side: 'low' | 'high';
  across: boolean;
  du: number;
  dv: number;
}


/** Placements tried per floor before the structure is given up. */
const SEARCH_BUDGET = 40;
/** Outer wall length a window needs: 600 mm of glass and 300 mm either side. */
const WINDOW_WALL_MM = 1200;


/**
 * The bedroom that stands at the front beside the living room (see HallInput.frontBedroom): a bedroom other
 * than the master, one without rooms of its own first (its toilet would take the road's daylight), else the
 * floor's only bedroom.
 */
function frontBedroomOf(rooms: RoomSpec[]): RoomSpec | undefined {
  const beds = rooms.filter((r) => r.type === 'bedroom');
  const others = beds.filter((r) => !r.master);
  return others.find((b) => attachedRooms(rooms, b).length === 0) ?? others[0] ?? (beds.length === 1 ? beds[0] : undefined);
}

function roomsOf(fp: FloorProgramme): RoomSpec[] {
  return [fp.front, ...fp.strips.flatMap((s) => s.cells)];
}

const pickInt = (rnd: Random, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));


/**
 * Column widths that make the row as short as it can be: from each column's least width, the spare goes
 * step by step to the column whose stack is longest (a greedy minimax), each up to its widest.
 */
function balancedWidths(row: Row, U: number, ri: number, R: number, bedrooms: number): { widths: number[]; length: number } | null {
  const n = row.length;
  if (!n) return { widths: [], length: 0 };
  const mins = columnMins(row, U, bedrooms);
  if (!mins) return null;
  const widths = [...mins];
  // A lobby in a stack with a room spans the column as wide as the room wants; a passage alone stops at 1.5 m.
  const widest = (c: Column) => c.stack.reduce((m, s) => (c.stack.length > 1 && s.type === 'passage' ? m : Math.min(m, sizingOf(s, bedrooms).width.max)), 1e7);
  const maxes = row.map((c, i) => (c.fixedDu !== undefined ? c.fixedDu : c.kind === 'porch' ? 1e7 : gridOf(widest(c), i === 0, i === n - 1)));
  const lens: Array<number | null> = row.map((c, i) => stackMin(c, widths[i]!, i, n, ri, R, bedrooms));
  let spare = U - widths.reduce((a, b) => a + b, 0);
  const step = Math.max(100, Math.ceil(spare / 24 / 10) * 10);
  while (spare > 0) {
    // A room too narrow for its column yet (null) comes first, then the longest stack.
    let j = -1;
    for (let i = 0; i < n; i++) {
      if (widths[i]! >= maxes[i]!) continue;
      if (j < 0 || (lens[i] === null ? Infinity : lens[i]!) > (lens[j] === null ? Infinity : lens[j]!)) j = i;
    }
    if (j < 0) break;
    const add = Math.min(step, spare, maxes[j]! - widths[j]!);
    widths[j]! += add;
    spare -= add;
    lens[j] = stackMin(row[j]!, widths[j]!, j, n, ri, R, bedrooms);
  }
  if (spare > 0) {
    // Every column at its widest: the rest goes to the habitable columns, then to any.
    const grow = row.map((c, i) => (c.fixedDu === undefined && c.stack.some((s) => HABITABLE_TYPES.has(s.type) || s.type === 'kitchen') ? i : -1)).filter((i) => i >= 0);
    const to = grow.length ? grow : row.map((c, i) => (c.fixedDu === undefined ? i : -1)).filter((i) => i >= 0);
    if (!to.length) return null;
    const each = Math.floor(spare / to.length / 10) * 10;
    for (const i of to) widths[i]! += each;
    widths[to[to.length - 1]!]! += spare - each * to.length;
    for (const i of to) lens[i] = stackMin(row[i]!, widths[i]!, i, n, ri, R, bedrooms);
  }
  if (lens.some((l) => l === null)) return null;
  return { widths, length: Math.max(...(lens as number[])) };
}

/** A row's least length, estimated with the spare width shared evenly, or null when a room cannot fit. */
function rowEstimate(row: Row, ri: number, ctx: FloorContext): number | null {
  const n = row.length;
  if (!n) return 0;
  const mins = columnMins(row, ctx.U, ctx.bedrooms);
  if (!mins) return null;
  let free = 0;
  let used = 0;
  for (let i = 0; i < n; i++) {
    if (row[i]!.fixedDu === undefined) free++;
    used += mins[i]!;
  }
  const spare = free ? (ctx.U - used) / free : 0;
  let len = 0;
  for (let i = 0; i < n; i++) {
    const c = row[i]!;
    const l = stackMin(c, mins[i]! + (c.fixedDu === undefined ? spare : 0), i, n, ri, ctx.R, ctx.bedrooms);
    if (l === null) return null;
    len = Math.max(len, l);
  }
  return len;
}

type Option = { r: number; col?: Column; at: 'before' | 'after' | number };

/**
 * One floor's rows, drawn at random among the placements that keep every row within the footprint's width
 * and the rows within its depth: the hall (living) at the front of its row, rooms that need daylight where
 * they can have it, an attached room beside its owner, the porch and stair columns at the ends of their rows.
 */
function randomFloor(rooms: RoomSpec[], ctx: FloorContext, stair: StairSlot | null, porch: HallPorch | null, lobby: boolean): Row[] | null {
  const { R, level, rnd } = ctx;
  const rows: Row[] = Array.from({ length: R }, () => []);
  const firstRow = porch?.strip ? 1 : 0;
  if (porch) {
    const col: Column = { stack: [porch.spec], ...(porch.strip ? {} : { fixedDu: porch.size.du }), fixedDv: porch.size.dv, kind: 'porch' };
    if (porch.low) rows[0]!.unshift(col);
    else rows[0]!.push(col);
  }
  if (stair) {
    const spec: RoomSpec = { key: `f${level}-stair`, type: 'stair', name: 'Stair' };
    const col: Column = { stack: [spec], fixedDu: stair.du, fixedDv: stair.dv, kind: 'stair' };
    const row = rows[stair.row]!;
    if (stair.side === 'low') row.unshift(col);
    else row.push(col);
  }
  const where = (key: string): { r: number; col: Column } | undefined => {
    for (const [r, row] of rows.entries()) for (const col of row) if (col.stack.some((x) => x.key === key)) return { r, col };
    return undefined;
  };
  const freeRange = (row: Row) => {
    let lo = 0;
    let hi = row.length;
    while (lo < hi && row[lo]!.kind) lo++;
    while (hi > lo && row[hi - 1]!.kind) hi--;
    return { lo, hi };
  };
  const hall = level === 0 ? rooms.find((r) => r.type === 'living') : undefined;
  const rest = rooms.filter((r) => r !== hall);
  if (lobby) rest.push({ ...LOBBY, key: `f${level}-lobby` });
  // Rooms that need daylight first (they have the fewest places), each owner's attached rooms right after it.
  const byDraw = rest.map((r) => ({ r, k: rnd() + (r.type === 'passage' ? -1 : LIT.has(r.type) ? 0 : 1) })).sort((a, b) => a.k - b.k).map((x) => x.r);
  const ordered: RoomSpec[] = [];
  for (const spec of byDraw.filter((x) => !x.attachedTo)) {
    ordered.push(spec);
    ordered.push(...byDraw.filter((x) => x.attachedTo === spec.key));
  }
  ordered.push(...byDraw.filter((x) => x.attachedTo && !ordered.includes(x)));
  const apply = (o: Option, spec: RoomSpec): { row: Row; col: Column } => {
    const row = [...rows[o.r]!];
    if (o.col) {
      const col: Column = { ...o.col, stack: o.at === 'before' ? [spec, ...o.col.stack] : [...o.col.stack, spec] };
      row[row.indexOf(o.col)] = col;
      return { row, col };
    }
    const col: Column = { stack: [spec] };
    row.splice(o.at as number, 0, col);
    return { row, col };
  };
  /** Whether the k-th room of the i-th of n columns in row r has an outside wall (its column's place, no lookups). */
  const litAt = (r: number, i: number, n: number, k: number, height: number) =>
    (i === 0 && ctx.openLow) || (i === n - 1 && ctx.openHigh) || (r === 0 && k === 0) || (r === R - 1 && k === height - 1);
  const estimates = rows.map((row, ri) => rowEstimate(row, ri, ctx) ?? 0);
  /** Whether every room that needs daylight in a stack standing as the i-th of n columns of row r has an outside wall. */
  const stackLit = (stack: RoomSpec[], r: number, i: number, n: number) => {
    for (let k = 0; k < stack.length; k++) if (LIT.has(stack[k]!.type) && !litAt(r, i, n, k, stack.length)) return false;
    return true;
  };
  /**
   * Whether every room that needs daylight in the row keeps an outside wall once the room is placed, read off
   * the row as it stands (most placements weighed fail here or at their door, so no copy is made for them).
   * The row was lit before, so only the column the room goes into can lose daylight, and, where a new column
   * goes in at an end, the column it pushes off that end.
   */
  const litIfPlaced = (spec: RoomSpec, o: Option): boolean => {
    const row = rows[o.r]!;
    const n = row.length;
    if (o.col) {
      const i = row.indexOf(o.col);
      const stack = o.col.stack;
      const height = stack.length + 1;
      const before = o.at === 'before';
      if (LIT.has(spec.type) && !litAt(o.r, i, n, before ? 0 : height - 1, height)) return false;
      for (let k = 0; k < stack.length; k++) if (LIT.has(stack[k]!.type) && !litAt(o.r, i, n, before ? k + 1 : k, height)) return false;
      return true;
    }
    const at = o.at as number;
    if (LIT.has(spec.type) && !litAt(o.r, at, n + 1, 0, 1)) return false;
    if (n && at === 0 && !stackLit(row[0]!.stack, o.r, 1, n + 1)) return false;
    return !n || at !== n || stackLit(row[n - 1]!.stack, o.r, n - 1, n + 1);
  };
  /**
   * What a room may open off, read once for each room the search places: the rooms it may be entered from,
   * and, per row, whether the rows either side hold one (they stay as they are while its placements are weighed).
   */
  const entryTo = (spec: RoomSpec) => {
    const from = ENTERED_FROM[spec.type];
    const opensTo = (x: RoomSpec | undefined) => !!x && from.includes(x.type);
    const stackOpensTo = (c: Column | undefined) => !!c && c.stack.some(opensTo);
    const near: Array<boolean | undefined> = new Array(R);
    const nearRows = (r: number) => (near[r] ??= !!(rows[r - 1]?.some(stackOpensTo) || rows[r + 1]?.some(stackOpensTo)));
    return { opensTo, stackOpensTo, nearRows };
  };
  /**
   * Whether the room, once placed, stands next to a space it may open off: above or below it in its stack,
   * beside it in its row, or anywhere in the next row (the sizing decides whether their walls meet). Read off
   * the row as it stands, like litIfPlaced.
   */
  const parentIfPlaced = (spec: RoomSpec, o: Option, entry: ReturnType<typeof entryTo>): boolean => {
    if (spec.type === 'living' && level === 0) return true;
    const { opensTo, stackOpensTo } = entry;
    const row = rows[o.r]!;
    if (o.col) {
      const stack = o.col.stack;
      if (opensTo(o.at === 'before' ? stack[0] : stack[stack.length - 1])) return true;
      const i = row.indexOf(o.col);
      if (stackOpensTo(row[i - 1]) || stackOpensTo(row[i + 1])) return true;
    } else {
      const at = o.at as number;
      if (stackOpensTo(row[at - 1]) || stackOpensTo(row[at])) return true;
    }
    return entry.nearRows(o.r);
  };
  /** Whether an attached room, once placed, stands beside its owner: the same stack, or the next column of the same row. */
  const besideOwnerIfPlaced = (spec: RoomSpec, o: Option, owner: { r: number }): boolean => {
    if (o.r !== owner.r) return false;
    const row = rows[o.r]!;
    const j = row.findIndex((c) => c.stack.some((x) => x.key === spec.attachedTo));
    if (j < 0) return false;
    if (o.col) return row[j] === o.col || Math.abs(j - row.indexOf(o.col)) === 1;
    const at = o.at as number;
    return j === at - 1 || j === at;
  };
  /**
   * A placement of a room, if it keeps the floor workable: its row and the row's least length. `owner` is where
   * the room's owner stands, `base` the floor's least depth before it.
   */
  const placement = (spec: RoomSpec, o: Option, owner: { r: number } | undefined, entry: ReturnType<typeof entryTo>, base: number): { row: Row; est: number } | null => {
    // The room, and every room already placed in its row, keeps an outside wall; the room has a way in.
    if (!litIfPlaced(spec, o)) return null;
    if (owner ? !besideOwnerIfPlaced(spec, o, owner) : !parentIfPlaced(spec, o, entry)) return null;
    const { row } = apply(o, spec);
    const est = rowEstimate(row, o.r, ctx);
    if (est === null) return null;
    const total = base - Math.max(estimates[o.r]!, ctx.prior[o.r] ?? 0) + Math.max(est, ctx.prior[o.r] ?? 0);
    return total > ctx.maxV ? null : { row, est };
  };
  const optionsFor = (spec: RoomSpec, rowsAllowed: number[]): Option[] => {
    const out: Option[] = [];
    for (const r of rowsAllowed) {
      const row = rows[r]!;
      for (const col of row) {
        if (col.kind || col.stack.length !== 1) continue;
        const isHall = col.stack[0]!.type === 'living';
        if (!isHall) out.push({ r, col, at: 'before' });
        out.push({ r, col, at: 'after' });
      }
      if (row.length < ctx.maxCols) {
        const { lo, hi } = freeRange(row);
        for (let i = lo; i <= hi; i++) out.push({ r, at: i });
      }
    }
    return out;
  };
  const allRows = Array.from({ length: R - firstRow }, (_, i) => i + firstRow);
  // The front bedroom takes its place beside the hall before the other rooms fill the row.
  const front = ctx.front ? [ctx.front, ...ordered.filter((x) => x.attachedTo === ctx.front!.key)] : [];
  const sequence = [...(hall ? [hall] : []), ...front, ...ordered.filter((x) => !front.includes(x))];
  // Only a floor with a pooja room has placements to put off (the check runs on every placement weighed).
  const hasShrine = rooms.some((r) => r.type === 'pooja');
  // Depth first with a budget: a room with nowhere to go sends the search back to move an earlier one.
  let budget = SEARCH_BUDGET;
  const dfs = (i: number): boolean => {
    if (i === sequence.length) return true;
    const spec = sequence[i]!;
    const opts = spec === hall || spec === ctx.front ? optionsFor(spec, [firstRow]).filter((o) => !o.col) : optionsFor(spec, allRows);
    const owner = spec.attachedTo ? where(spec.attachedTo) : undefined;
    const entry = entryTo(spec);
    const base = estimates.reduce((s, e, r) => s + Math.max(e, ctx.prior[r] ?? 0), 0);
    const tryPlacement = (o: Option, g: { row: Row; est: number }): boolean => {
      const keepRow = rows[o.r]!;
      const keepEst = estimates[o.r]!;
      rows[o.r] = g.row;
      estimates[o.r] = g.est;
      if (dfs(i + 1)) return true;
      rows[o.r] = keepRow;
      estimates[o.r] = keepEst;
      return false;
    };
    // A pooja room and a toilet side by side in a row or one behind the other in a stack are tried last.
    const deferred: Array<{ o: Option; g: { row: Row; est: number } }> = [];
    // The placements in random order, each drawn as it comes: the search usually takes one of the first,
    // so most are never drawn.
    for (let n = 0; n < opts.length; n++) {
      const o = nextInRandomOrder(rnd, opts, n);
      const g = placement(spec, o, owner, entry, base);
      if (!g) continue;
      if (hasShrine && touchesShrine(spec, g.row)) {
        deferred.push({ o, g });
        continue;
      }
      if (--budget < 0) return false;
      if (tryPlacement(o, g)) return true;
      if (budget < 0) return false;
    }
    for (const { o, g } of deferred) {
      if (--budget < 0) return false;
      if (tryPlacement(o, g)) return true;
      if (budget < 0) return false;
    }
    return false;
  };
  return dfs(0) ? rows : null;
}

/**
 * Whether a pooja room or a toilet just placed stands against the other in its row: one behind the other in a
 * stack, or in neighbouring columns (the scorer's objection: a shrine sharing a wall with a toilet).
 */
function touchesShrine(spec: RoomSpec, row: Row): boolean {
  const shrine = spec.type === 'pooja';
  if (!shrine && !isToilet(spec)) return false;
  const other = (x: RoomSpec) => (shrine ? isToilet(x) : x.type === 'pooja');
  const ci = row.findIndex((c) => c.stack.includes(spec));
  const col = row[ci]!;
  const k = col.stack.indexOf(spec);
  const beside = (c: Column | undefined) => !!c?.stack.some(other);
  return [col.stack[k - 1], col.stack[k + 1]].some((x) => !!x && other(x)) || beside(row[ci - 1]) || beside(row[ci + 1]);
}

/** Walls this close to a wall of the row in front move onto its line, so the doors between rows have room. */
const ALIGN_MM = 800;

/** Internal wall positions of a row. */
function wallsOf(widths: number[]): number[] {
  const out: number[] = [];
  let u = 0;
  for (const w of widths.slice(0, -1)) out.push((u += w));
  return out;
}

/** Moves each internal wall of a row onto the nearest wall of the row in front when the columns either side keep their least widths. */
function alignTo(row: Row, widths: number[], previous: number[], U: number, bedrooms: number): number[] {
  const mins = columnMins(row, U, bedrooms);
  if (!mins) return widths;
  const out = [...widths];
  let u = 0;
  for (let j = 0; j < out.length - 1; j++) {
    u += out[j]!;
    if (row[j]!.fixedDu !== undefined || row[j + 1]!.fixedDu !== undefined) continue;
    const target = previous.reduce((best, p) => (Math.abs(p - u) < Math.abs(best - u) ? p : best), Infinity);
    const d = target - u;
    if (!Number.isFinite(target) || d === 0 || Math.abs(d) > ALIGN_MM) continue;
    if (out[j]! + d < mins[j]! || out[j + 1]! - d < mins[j + 1]!) continue;
    out[j]! += d;
    out[j + 1]! -= d;
    u += d;
  }
  return out;
}

/** A column's rooms along v, and the whole stack's least, comfortable, preferred and greatest length. */
type StackRange = { rs: StripRange[]; min: number; comfort: number; pref: number; max: number };

/** Column widths of one row (grid, summing to U), balanced for its length and aligned to the row in front. */
function rowWidths(row: Row, U: number, bedrooms: number, rowIndex: number, R: number, previous: number[] | null): number[] | null {
  const balanced = balancedWidths(row, U, rowIndex, R, bedrooms);
  if (!balanced) return null;
  return previous ? alignTo(row, balanced.widths, previous, U, bedrooms) : balanced.widths;
}

/** Each column's stack range along v at the row's widths, or null when a room cannot be that narrow. */
function rowStacks(row: Row, widths: number[], bedrooms: number, rowIndex: number, R: number): StackRange[] | null {
  const n = row.length;
  const stacks: StackRange[] = [];
  for (const [i, c] of row.entries()) {
    const clearW = clearOf(widths[i]!, i === 0, i === n - 1);
    if (c.kind) {
      const min = c.fixedDv!;
      const r = { min, pref: min, max: c.kind === 'porch' ? 1e7 : min };
      stacks.push({ rs: [r], min, comfort: min, pref: min, max: r.max });
      continue;
    }
    const rs: StripRange[] = [];
    for (const [k, spec] of c.stack.entries()) {
      const r = lengthRange(spec, clearW, bedrooms, rowIndex === 0 && k === 0, rowIndex === R - 1 && k === c.stack.length - 1);
      if (!r) return null;
      rs.push(heldRange(c, k, r));
    }
    const sum = (key: keyof StripRange) => rs.reduce((a, r) => a + (r[key] ?? r.min), 0);
    stacks.push({ rs, min: sum('min'), comfort: sum('comfort'), pref: sum('pref'), max: sum('max') });
  }
  return stacks;
}


/**
 * Envelopes up to this deep may take the centre hall or two rows: deeper ones fit the classic three rows,
 * whose rooms are better proportioned.
 */
const SHALLOW_MAX_DEPTH_MM = 9000;

/** Structures drawn per call before giving up: most random structures fail the checks below. */
const ATTEMPTS = 12;

export function arrangeHall(input: HallInput): AbstractLayout | null {
  // A strip too shallow for a room and a passage one behind the other is a row (layout/row.ts); a little
  // deeper one tries a row when the hall's rows draw nothing.
  const shapes = input.maxV <= ROW_ONLY_DEPTH_MM ? [arrangeRow] : input.maxV <= ROW_MAX_DEPTH_MM ? [drawHall, arrangeRow] : [drawHall];
  for (const draw of shapes) {
    if (draw === arrangeRow && !rowFits(input)) continue;
    // A structure with the pooja room against a toilet, or under one, is kept while a few more are drawn for
    // one without (the search's placements only see the rooms beside each other in a row).
    let objected: AbstractLayout | null = null;
    let redraws = SHRINE_REDRAWS;
    for (let i = 0; i < ATTEMPTS; i++) {
      const layout = draw(input);
      if (!layout || !layout.floors.every((f) => worksOnPaper(f, layout, input))) continue;
      if (!shrineMeetsToilet(layout)) return layout;
      objected ??= layout;
      if (--redraws < 0) break;
    }
    if (objected) return objected;
  }
  return null;
}

/** More structures drawn for one whose pooja room no toilet meets, after the first that has one. */
const SHRINE_REDRAWS = 4;

/**
 * Whether a layout's pooja room shares more than a crossing wall's end with a toilet on its floor, or has a
 * toilet over it on the floor above (the scorer's objections, read off the cells before they are built).
 */
function shrineMeetsToilet(layout: AbstractLayout): boolean {
  const rect = (c: AbstractCell, f: AbstractFloor) => ({ x: c.u, y: c.v + f.v0, w: c.du, h: c.dv });
  for (const [fi, f] of layout.floors.entries()) {
    for (const p of f.cells) {
      if (p.spec.type !== 'pooja') continue;
      const shrine = rect(p, f);
      for (const c of f.cells) {
        if (!isToilet(c.spec)) continue;
        const e = sharedEdge(shrine, rect(c, f));
        if (e && e.to - e.from > INTERNAL_WALL_MM) return true;
      }
      const above = layout.floors[fi + 1];
      if (above?.cells.some((c) => isToilet(c.spec) && overlaps(shrine, rect(c, above)))) return true;
    }
  }
  return false;
}

/** Whether two cells' clear floors overlap: the cells do by more than a wall's thickness each way. */
const overlaps = (a: Rect, b: Rect) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > INTERNAL_WALL_MM && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > INTERNAL_WALL_MM;

/**
 * A quick reading of what the door tree and the windows will need: every room that needs daylight has an
 * outer wall on open ground, and every room can be entered from a space it may open off through a wall long
 * enough for its door.
 */
export function worksOnPaper(floor: AbstractFloor, layout: AbstractLayout, input: HallInput): boolean {
  const { U, V } = layout;
  const cells = floor.cells;
  for (const c of cells) {
    if (!LIT.has(c.spec.type)) continue;
    const ok = (c.u === 0 && input.openLow && c.dv >= WINDOW_WALL_MM) || (c.u + c.du === U && input.openHigh && c.dv >= WINDOW_WALL_MM) || ((c.v === 0 || c.v + c.dv === V) && c.du >= WINDOW_WALL_MM);
    if (!ok) return false;
  }
  const rect = (c: AbstractCell) => ({ x: c.u, y: c.v, w: c.du, h: c.dv });
  const start = floor.level === 0 ? cells.find((c) => c.spec.type === 'living') : cells.find((c) => c.spec.type === 'stair');
  if (!start) return false;
  const reached = new Set<AbstractCell>([start]);
  const parking = cells.find((c) => c.spec.type === 'parking');
  if (parking) reached.add(parking);
  let progress = true;
  while (progress) {
    progress = false;
    for (const c of cells) {
      if (reached.has(c)) continue;
      for (const p of reached) {
        if (!mayOpenOff(c.spec, p.spec)) continue;
        const e = sharedEdge(rect(c), rect(p));
        if (e && e.to - e.from >= doorWallBetween(c.spec, p.spec)) {
          reached.add(c);
          progress = true;
          break;
        }
      }
    }
  }
  return reached.size === cells.length;
}

function drawHall(input: HallInput): AbstractLayout | null {
  const { programme, bedrooms, rnd } = input;
  const floorsP = programme.floors;
  const hasStair = floorsP.length > 1;
  const U = input.maxU;
  const maxCols = Math.max(1, Math.min(6, Math.floor(U / 1700)));
  // Rows of about 3 to 4 m; the porch strip adds one.
  const base = Math.max(1, Math.round(input.maxV / 3600));
  const drawnRows = Math.max(1, Math.min(5, base + pickInt(input.rnd, -1, 1)));
  // The duplex: a front row, the stair's row and a back row (its choices drawn all the same, so the
  // random structures draw as they did before it).
  const middle = input.middleStair;
  let R = middle ? 3 : drawnRows;
  const pz = input.parking === 'none' ? null : porchSize(input.parking, false, U, rnd() < 0.5, input.porchReliefMm);
  let porch: HallPorch | null = null;
  if (input.parking !== 'none') {
    if (!pz) return null;
    const strip = U - pz.du < 2800 || rnd() < 0.25;
    porch = { spec: porchSpec(input.parking), size: strip ? { du: U, dv: pz.dv } : pz, strip, low: rnd() < 0.5 };
    if (strip) R += 1;
  }
  if (R < 2 && hasStair) R = 2;
  let stair: StairSlot | null = null;
  if (hasStair) {
    const drawn = { across: rnd() < 0.35, side: rnd() < 0.5 ? ('low' as const) : ('high' as const), row: pickInt(rnd, porch?.strip ? 1 : 0, R - 1) };
    const across = middle?.across ?? drawn.across;
    const side = middle?.side ?? drawn.side;
    const row = middle ? R - 2 : drawn.row;
    const outer = [side === 'low', side === 'high'] as const;
    const du = gridOf(across ? STAIR_CLEAR_LENGTH_MM : STAIR_CLEAR_WIDTH_MM, outer[0], outer[1]);
    const dv = gridOf(across ? STAIR_CLEAR_WIDTH_MM : STAIR_CLEAR_LENGTH_MM, row === 0, row === R - 1);
    if (du > U - 1500) return null;
    stair = { row, side, across, du, dv };
  }
  const structures: Row[][] = [];
  const prior: number[] = [];
  let doomed = false;
  let classicDrawn = false;
  for (const fp of floorsP) {
    // A common toilet opens only off a passage: with one, the floor gets a lobby; upstairs a bedroom cannot
    // open off the stair, so a floor without a family lounge gets one too.
    const rooms = roomsOf(fp);
    const needsLobby = rooms.some((r) => r.type === 'toilet' && !r.attachedTo) || (fp.level > 0 && !rooms.some((r) => r.type === 'lounge'));
    const lobby = needsLobby || rnd() < 0.3;
    const front = input.frontBedroom && fp.level === 0 ? frontBedroomOf(rooms) : undefined;
    if (input.frontBedroom && fp.level === 0 && !front) return null;
    const ctx: FloorContext = { R, level: fp.level, U, maxV: input.maxV, bedrooms, maxCols, openLow: input.openLow, openHigh: input.openHigh, prior, rnd, front };
    // A single-storey home first tries the common Indian arrangement outright. On a shallow plot open on both
    // sides without parking some of those draws try the centre hall instead, and on one wider than deep some
    // try two rows (the draws shared evenly among the shapes that apply): a narrower plot has no width for a
    // bedroom, the living room and the kitchen side by side, and there its classic plans are better.
    const shallow = floorsP.length === 1 && input.maxV <= SHALLOW_MAX_DEPTH_MM;
    const centre = shallow && !porch && input.openLow && input.openHigh;
    const wide = shallow && input.maxU > input.maxV;
    let classic: Row[] | null = null;
    if (floorsP.length === 1 && !porch?.strip && rnd() < 0.5) {
      const overLobby = front ? null : kitchenOverLobbyRooms(rooms);
      const shapes = front ? (['classic'] as const) : [...(centre ? (['centre'] as const) : []), ...(wide ? (['twoRows'] as const) : []), 'classic' as const, ...(overLobby ? (['overLobby'] as const) : [])];
      const shape = shapes.length > 1 ? shapes[Math.floor(rnd() * shapes.length)] : 'classic';
      classic =
        shape === 'centre' ? centreHallFloor(rooms, ctx) : shape === 'twoRows' ? twoRowFloor(rooms, ctx, porch) : shape === 'overLobby' && overLobby ? kitchenOverLobbyFloor(overLobby, ctx, porch) : classicFloor(rooms, ctx, porch);
    }
    if (classic) R = classic.length;
    classicDrawn ||= !!classic;
    const shaped = middle && stair ? middleStairFloor(rooms, { ...ctx, R }, { ...stair, loungeBetween: middle.loungeBetween }, porch) : null;
    if (middle && !shaped) return null;
    const drawn = classic || shaped ? null : randomFloor(rooms, { ...ctx, R }, stair, fp.level === 0 ? porch : null, lobby);
    const rows = classic ?? shaped ?? drawn;
    if (!rows) return null;
    // A drawn floor with a room that stands next to nothing it may open off fails the paper check however it
    // is sized (three in four of the structures the bench sized had such a floor): its structure is not
    // sized. Every floor is still drawn first, so the random draws after it stay as they were.
    if (drawn && !everyRoomHasAWayIn(drawn, fp.level)) doomed = true;
    // An empty row holds a filler (sized later); a single floor simply has fewer rows.
    for (const row of rows) if (row.length === 0 && floorsP.length > 1) row.push({ stack: [] });
    structures.push(floorsP.length > 1 ? rows : rows.filter((r) => r.length > 0));
    rows.forEach((row, ri) => (prior[ri] = Math.max(prior[ri] ?? 0, rowEstimate(row, ri, { R, level: fp.level, U, maxV: input.maxV, bedrooms, maxCols, openLow: input.openLow, openHigh: input.openHigh, prior, rnd }) ?? 0)));
  }
  if (doomed) return null;
  const levels = floorsP.map((f) => f.level);
  const sized = (drawnFloors: Row[][]): AbstractLayout | null => {
    // A store that eases a toilet or kitchen must still be entered from somewhere: without such stores when
    // the floor does not work with them.
    const eased = sizeStructures(drawnFloors, input, levels, true);
    const withEaseStores = eased?.floors.some((f) => f.cells.some((c) => c.spec.key.endsWith(EASE_STORE)));
    if (!eased || !withEaseStores || eased.floors.every((f) => worksOnPaper(f, eased, input))) return eased;
    return sizeStructures(drawnFloors, input, levels);
  };
  // The classic rows with the pooja room away from the toilets first, as drawn where those do not work (the
  // shrine behind the kitchen takes depth a tight plot's rows need: a 25x40 one-storey 3BHK was refused).
  const away = structures.length === 1 && classicDrawn ? classicWithShrineAway(structures[0]!) : null;
  const awayLayout = away && sized([away]);
  if (awayLayout && awayLayout.floors.every((f) => worksOnPaper(f, awayLayout, input))) return awayLayout;
  return sized(structures);
}

/** Column widths, then row depths shared by every floor, then each stack along its row: the cells. */
export function sizeStructures(drawn: Row[][], input: Pick<HallInput, 'bedrooms' | 'maxU' | 'maxV' | 'openLow' | 'openHigh'>, levels: number[], storeToEase = false): AbstractLayout | null {
  const { bedrooms } = input;
  const U = input.maxU;
  if (drawn.some((s) => s.length !== drawn[0]!.length)) return null;
  // A row no floor puts a room in has no length of its own: sized, it took what the others left (a few mm
  // on a 20x30 two-storey 1BHK), drawn as a store and a terrace too shallow to enter. The rows go without it.
  const emptyRow = (row: Row) => row.every((c) => c.stack.length === 0);
  const structures = drawn.map((rows) => rows.filter((_, ri) => !drawn.every((f) => emptyRow(f[ri]!))));
  const RR = structures[0]!.length;
  // Columns across, then row depths shared by every floor.
  const sizedRows = structures.map((rows) => {
    let previous: number[] | null = null;
    const widths = rows.map((row, ri) => {
      if (row.length === 1 && row[0]!.stack.length === 0) return null;
      const w = rowWidths(row, U, bedrooms, ri, RR, previous);
      if (w) previous = wallsOf(w);
      return w;
    });
    meetDoorWalls(rows, widths, U, bedrooms);
    return rows.map((row, ri) => {
      const w = widths[ri];
      const stacks = w && rowStacks(row, w, bedrooms, ri, RR);
      return w && stacks ? { widths: w, stacks } : null;
    });
  });
  for (const [fi, rows] of structures.entries())
    for (const [ri, row] of rows.entries()) if (!sizedRows[fi]![ri] && !(row.length === 1 && row[0]!.stack.length === 0)) return null;
  const rowRanges: StripRange[] = [];
  for (let ri = 0; ri < RR; ri++) {
    let min = 0;
    let comfort = 0;
    let pref = 0;
    let max = 1e9;
    for (const sr of sizedRows) {
      const r = sr[ri];
      if (!r) continue;
      for (const st of r.stacks) {
        min = Math.max(min, st.min);
        comfort = Math.max(comfort, st.comfort);
        pref = Math.max(pref, st.pref);
        max = Math.min(max, st.max);
      }
    }
    rowRanges.push({ min, comfort: Math.max(min, Math.min(comfort, pref)), pref: Math.max(min, pref), max: Math.max(min, pref, max) });
  }
  const rowSized = sizeStack(rowRanges, input.maxV);
  if (!rowSized) return null;
  const lengths = rowSized.lengths;
  const V = lengths.reduce((a, b) => a + b, 0);
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0));

  let stairCell: AbstractCell | null = null;
  const floors: AbstractFloor[] = [];
  for (const [fi, rows] of structures.entries()) {
    const level = levels[fi]!;
    const cells: AbstractCell[] = [];
    for (const [ri, row] of rows.entries()) {
      const L = lengths[ri]!;
      const sr = sizedRows[fi]![ri];
      // Which columns have open ground beyond them (the plot's open sides).
      const lits = row.map((_, ci) => (ci === 0 ? input.openLow : ci === row.length - 1 ? input.openHigh : false));
      const widths = sr ? easeStrain(row, sr.widths, { R: RR, ri, L, bedrooms, level, storeToEase }, lits) : [U];
      let u = 0;
      for (const [ci, col] of row.entries()) {
        const du = widths[ci]!;
        const clearW = clearOf(du, ci === 0, ci === row.length - 1);
        const back = ri === RR - 1;
        const lit = lits[ci]!;
        if (col.stack.length === 0) {
          const spec = fillerSpec(level, `f${level}-r${ri}-extra`, L, clearW, { back, lit: lit || back || ri === 0, front: ri === 0 });
          cells.push({ spec, u, v: starts[ri]!, du, dv: L });
          u += du;
          continue;
        }
        if (col.kind) {
          const fixed = col.fixedDv!;
          const spare = L - fixed;
          const own = col.kind === 'porch' || spare < FILLER_MIN_MM ? L : fixed;
          const spec = col.kind === 'stair' ? { ...col.stack[0]!, key: `f${level}-stair` } : col.stack[0]!;
          const spareFirst = !!col.atEnd && own < L;
          const cell = { spec, u, v: starts[ri]! + (spareFirst ? L - own : 0), du, dv: own };
          cells.push(cell);
          if (col.kind === 'stair' && !stairCell) stairCell = { ...cell, spec: { key: 'stair', type: 'stair', name: 'Stair' } };
          if (own < L) cells.push({ spec: fillerSpec(level, `f${level}-r${ri}-stair-extra`, L - own, clearW, { back: back && !spareFirst, lit: false }), u, v: spareFirst ? starts[ri]! : starts[ri]! + own, du, dv: L - own });
          u += du;
          continue;
        }
        const filled = fillColumn(col, { du, ci, n: row.length, ri, R: RR, L, bedrooms, level, lit, storeToEase });
        if (!filled) return null;
        const { specs, lens } = filled;
        let v = starts[ri]!;
        for (const [k, spec] of specs.entries()) {
          cells.push({ spec, u, v, du, dv: lens[k]! });
          v += lens[k]!;
        }
        u += du;
      }
    }
    floors.push({ level, v0: 0, cells });
  }
  return { U, V, floors, stair: stairCell, hall: true };
}
