// The row family: a buildable strip too shallow for a room and a passage one behind the other (a 15 or 16 ft
// deep plot leaves 3.1-3.4 m between the setbacks) still takes a small home, every room across the whole depth,
// side by side along the road. Rooms open off one another through the living room, a dining room, a lounge, or a
// short passage sharing its column with a service room (kitchen, toilet, pooja, store: the "slot"; on a 17 ft
// plot, 3.7 m between the setbacks, a bedroom too). A floor's rooms form one chain, so only its two ends can be
// rooms entered from one side (a bedroom, a kitchen too deep for a slot); a floor with more is not a row. The
// stair stands at one end, the same on every floor. Nothing is searched: the order is drawn at random and the
// widths follow from the room minimums and preferences. On a 17 ft plot the hall family's own rows come first.
import { EXTERNAL_WALL_MM, NBC_2016_MIN_CORRIDOR_WIDTH_MM } from '../codes/nbc2016';
import type { RoomType } from '../types';
import type { FloorProgramme, RoomSpec } from '../program/programme';
import { ASPECT_EXEMPT, HABITABLE_TYPES, MAX_ROOM_ASPECT, minimumOf, sizingFor } from '../program/rooms';
import { shuffled, type Random } from '../random';
import type { AbstractCell, AbstractFloor, AbstractLayout } from './arrange';
import { porchSize, porchSpec } from './front';
import { STAIR_CLEAR_LENGTH_MM, STAIR_CLEAR_WIDTH_MM } from './stair-hall';
import { clearOf, gridOf, HALF_INTERNAL_MM } from './walls';
import type { HallInput } from './hall';

/**
 * Envelopes this shallow are rows only: a 2.1 m bedroom and a 1 m passage one behind the other need 3.4 m with
 * their walls, so the hall family's rows of rooms cannot work.
 */
export const ROW_ONLY_DEPTH_MM = 3500;
/** Envelopes up to this deep try a row when the hall family draws nothing (bedrooms then fit in slots). */
export const ROW_MAX_DEPTH_MM = 3700;

/** Rooms that others open off: the chain runs through them. */
const HUBS: ReadonlySet<RoomType> = new Set(['living', 'dining', 'lounge']);
/** Rooms that may share a column with a passage (the slot) when the depth allows both. */
const SLOTTED: ReadonlySet<RoomType> = new Set(['bedroom', 'study', 'kitchen', 'toilet', 'wc', 'pooja', 'store', 'utility', 'dress']);

interface Item {
  /** One room across the depth, or a service room and a passage (a slot). */
  room: RoomSpec;
  slot: boolean;
  fixedDu?: number;
  kind?: 'stair' | 'porch';
}

/** Grid width range of an item across the row (u) at the row's length L, or null when it cannot stand there. */
interface WidthRange {
  min: number;
  pref: number;
  max: number;
}

/** Clear length a slot's passage needs (the NBC's 1 m corridor). */
const PASSAGE_CLEAR_MM = NBC_2016_MIN_CORRIDOR_WIDTH_MM;
/** Widest a slot is drawn: a service room past this is a room across the depth. */
const SLOT_MAX_MM = 4000;
/** Narrowest terrace (grid) left at a row's end: narrower spare width goes to the rooms. */
const TERRACE_MIN_MM = 1500;

/** The least clear length (v) a room needs at a clear width (u), exact (no grid: the slot splits at 1 mm). */
function clearLengthMin(spec: RoomSpec, clearW: number, bedrooms: number): number | null {
  const s = sizingFor(spec.type, bedrooms, spec.master);
  const least = minimumOf(spec, s);
  if (clearW < least.widthMm - 0.5) return null;
  const exempt = ASPECT_EXEMPT.has(spec.type);
  return Math.max(least.widthMm, (least.areaM2 * 1e6) / clearW, exempt ? 0 : clearW / MAX_ROOM_ASPECT);
}

/** Widths (grid) a room across the whole depth may take: its minimums met, no longer than 2.1 times its width either way. */
function fullWidths(spec: RoomSpec, L: number, bedrooms: number, lowOut: boolean, highOut: boolean): WidthRange | null {
  const s = sizingFor(spec.type, bedrooms, spec.master);
  const least = minimumOf(spec, s);
  const lc = clearOf(L, true, true);
  if (lc < least.widthMm - 0.5) return null;
  const exempt = ASPECT_EXEMPT.has(spec.type);
  const cwMin = Math.max(Math.min(least.widthMm, lc), (least.areaM2 * 1e6) / lc, exempt ? 0 : lc / MAX_ROOM_ASPECT);
  const cwMax = exempt ? 1e7 : lc * MAX_ROOM_ASPECT;
  if (cwMin > cwMax) return null;
  const cwPref = Math.min(cwMax, Math.max(cwMin, (s.prefAreaM2 * 1e6) / lc));
  const min = gridOf(cwMin, lowOut, highOut);
  const max = Math.max(min, Math.floor((cwMax + (lowOut ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM) + (highOut ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM)) / 10) * 10);
  return { min, pref: Math.min(max, gridOf(cwPref, lowOut, highOut)), max };
}

/** Grid length (v) of a slot's service room at a clear width, leaving the passage its 1 m, or null. */
function slotSplit(spec: RoomSpec, clearW: number, L: number, bedrooms: number): number | null {
  const need = clearLengthMin(spec, clearW, bedrooms);
  if (need === null) return null;
  const room = Math.ceil(need + EXTERNAL_WALL_MM + HALF_INTERNAL_MM);
  const passage = Math.ceil(PASSAGE_CLEAR_MM + EXTERNAL_WALL_MM + HALF_INTERNAL_MM);
  return room + passage <= L ? room : null;
}

/**
 * Widths (grid) a slot may take: its service room fits beside the passage, no longer across than 2.1 times its
 * depth; it keeps to its preferred area (spare width goes to the rooms across the depth).
 */
function slotWidths(spec: RoomSpec, L: number, bedrooms: number, lowOut: boolean, highOut: boolean): WidthRange | null {
  // Asked of every room on every draw (a row is drawn a dozen times per layout tried): worked out once.
  const key = `${spec.type}|${spec.master ? 1 : 0}|${spec.firstHabitable ? 1 : 0}|${spec.asOtherHabitable ? 1 : 0}|${bedrooms}|${L}|${lowOut ? 1 : 0}|${highOut ? 1 : 0}`;
  let known = slotWidthsKnown.get(key);
  if (known === undefined) slotWidthsKnown.set(key, (known = slotWidthsOf(spec, L, bedrooms, lowOut, highOut)));
  return known;
}
const slotWidthsKnown = new Map<string, WidthRange | null>();

function slotWidthsOf(spec: RoomSpec, L: number, bedrooms: number, lowOut: boolean, highOut: boolean): WidthRange | null {
  const s = sizingFor(spec.type, bedrooms, spec.master);
  const least = minimumOf(spec, s);
  let min: number | null = null;
  let max = 0;
  for (let du = gridOf(Math.max(least.widthMm, PASSAGE_CLEAR_MM), lowOut, highOut); du <= SLOT_MAX_MM; du += 10) {
    const fits = slotSplit(spec, clearOf(du, lowOut, highOut), L, bedrooms) !== null;
    if (fits) {
      min ??= du;
      max = du;
    } else if (min !== null) break;
  }
  if (min === null) return null;
  const len = clearOf(L, true, true) - PASSAGE_CLEAR_MM - HALF_INTERNAL_MM;
  const pref = Math.min(max, Math.max(min, gridOf((s.prefAreaM2 * 1e6) / Math.max(1, len), lowOut, highOut)));
  return { min, pref, max: pref };
}

function roomsOf(fp: FloorProgramme): RoomSpec[] {
  return [fp.front, ...fp.strips.flatMap((s) => s.cells)];
}

/** A room's widths in a slot beside a passage, or null when it cannot share its column with one. */
function slotOf(r: RoomSpec, L: number, bedrooms: number): WidthRange | null {
  return SLOTTED.has(r.type) ? slotWidths(r, L, bedrooms, false, false) : null;
}

/**
 * A floor's rooms that must stand at an end of its chain (entered from one side, too deep for a slot), or
 * null when an attached room cannot stand in a slot beside its owner (the passage behind it joins the chain).
 */
function mustEndOf(rooms: RoomSpec[], L: number, bedrooms: number): RoomSpec[] | null {
  if (rooms.some((r) => r.attachedTo && !slotOf(r, L, bedrooms))) return null;
  return rooms.filter((r) => !r.attachedTo && !HUBS.has(r.type) && !slotOf(r, L, bedrooms));
}

/** The porch's size on the row's road side (null without parking; undefined when it cannot stand there). */
function porchOf(input: HallInput): ReturnType<typeof porchSize> | undefined {
  if (input.parking === 'none') return null;
  const pz = porchSize(input.parking, false, input.maxU, true, input.porchReliefMm);
  return pz && pz.dv <= input.maxV ? pz : undefined;
}

/**
 * One floor's chain, or null when it has more rooms that cannot share a column with a passage (a bedroom or a
 * kitchen too deep for one) than the chain has free ends: the far end from the stair, and the near end on a
 * floor without one. Free ends take bedrooms across the whole depth where there are more; the rest stand in
 * slots between the hubs, each owner's own rooms in slots beside it, in a random order.
 */
function chainOf(fp: FloorProgramme, L: number, bedrooms: number, stairAtLow: boolean | null, rnd: Random): Item[] | null {
  const rooms = roomsOf(fp);
  const attached = (owner: RoomSpec) => rooms.filter((r) => r.attachedTo === owner.key);
  const mustEnd = mustEndOf(rooms, L, bedrooms);
  const freeEnds = stairAtLow === null ? 2 : 1;
  if (!mustEnd || mustEnd.length > freeEnds) return null;
  const mayEnd = shuffled(rnd, rooms.filter((r) => !r.attachedTo && !HUBS.has(r.type) && HABITABLE_TYPES.has(r.type) && !mustEnd.includes(r)));
  const ends = shuffled(rnd, [...mustEnd, ...mayEnd.slice(0, freeEnds - mustEnd.length)]);
  const groups: Item[][] = [];
  for (const r of rooms) {
    if (r.attachedTo || ends.includes(r)) continue;
    if (HUBS.has(r.type)) groups.push([{ room: r, slot: false }]);
    else {
      const group = [{ room: r, slot: true }, ...attached(r).map((a) => ({ room: a, slot: true }))];
      groups.push(rnd() < 0.5 ? group : group.reverse());
    }
  }
  // Two dead ends, or one beside the stair, need a hub or a slot between them.
  if (groups.length === 0 && ends.length > (stairAtLow === null ? 1 : 0)) return null;
  const withOwn = (e: RoomSpec, outward: boolean): Item[] => {
    const own = attached(e).map((a) => ({ room: a, slot: true }));
    return outward ? [{ room: e, slot: false }, ...own] : [...own, { room: e, slot: false }];
  };
  const mid = shuffled(rnd, groups);
  // The living room (the way in) next to the stair where there is one, so the stair opens off it.
  const living = mid.findIndex((g) => g[0]!.room.type === 'living');
  if (living > 0 && stairAtLow !== null) mid.unshift(...mid.splice(living, 1));
  let chain: Item[];
  if (stairAtLow === null) chain = [...(ends[0] ? withOwn(ends[0], true) : []), ...mid.flat(), ...(ends[1] ? withOwn(ends[1], false) : [])];
  else chain = [...mid.flat(), ...(ends[0] ? withOwn(ends[0], false) : [])];
  if (stairAtLow === false) chain.reverse();
  return chain;
}

/** Spreads the spare width over the items: to each one's preferred width, then to its widest. */
function spread(ranges: WidthRange[], U: number): number[] | null {
  const widths = ranges.map((r) => r.min);
  let spare = U - widths.reduce((a, b) => a + b, 0);
  if (spare < 0) return null;
  for (const key of ['pref', 'max'] as const) {
    for (let i = 0; i < ranges.length && spare > 0; i++) {
      const add = Math.min(spare, ranges[i]![key] - widths[i]!);
      if (add > 0) {
        widths[i]! += add;
        spare -= add;
      }
    }
  }
  return spare > 0 ? null : widths;
}

/**
 * Whether a row can hold the programme at all, whatever the draw: the stair and porch fit the depth, every
 * floor has no more rooms a slot cannot hold than free ends, and the narrowest rooms fit the length. The
 * hall family asks once per layout before drawing rows (a refused 80x15 G+1 drew hundreds in vain).
 */
export function rowFits(input: HallInput): boolean {
  const { programme, bedrooms } = input;
  const L = input.maxV;
  if (L > ROW_MAX_DEPTH_MM) return false;
  const hasStair = programme.floors.length > 1;
  if (hasStair && gridOf(STAIR_CLEAR_WIDTH_MM, true, true) > L) return false;
  const pz = porchOf(input);
  if (pz === undefined) return false;
  const fixed = (hasStair ? gridOf(STAIR_CLEAR_WIDTH_MM, false, false) : 0) + (pz?.du ?? 0);
  return programme.floors.every((fp) => {
    const rooms = roomsOf(fp);
    const mustEnd = mustEndOf(rooms, L, bedrooms);
    if (!mustEnd || mustEnd.length > (hasStair ? 1 : 2)) return false;
    let least = fp.level === 0 ? fixed : fixed - (pz?.du ?? 0);
    for (const r of rooms) least += Math.min(slotOf(r, L, bedrooms)?.min ?? Infinity, (r.attachedTo ? null : fullWidths(r, L, bedrooms, false, false))?.min ?? Infinity);
    return least <= input.maxU;
  });
}

export function arrangeRow(input: HallInput): AbstractLayout | null {
  const { programme, bedrooms, rnd } = input;
  const L = input.maxV;
  if (L > ROW_MAX_DEPTH_MM) return null;
  const hasStair = programme.floors.length > 1;
  let stair: { du: number; atLow: boolean } | null = null;
  if (hasStair) {
    const atLow = rnd() < 0.5;
    // Flights along the depth where it holds them (narrower), else across the row.
    const along = gridOf(STAIR_CLEAR_LENGTH_MM, true, true) <= L;
    const across = gridOf(STAIR_CLEAR_WIDTH_MM, true, true) <= L;
    if (!along && !across) return null;
    stair = { du: gridOf(along ? STAIR_CLEAR_WIDTH_MM : STAIR_CLEAR_LENGTH_MM, atLow, !atLow), atLow };
  }
  const pz = porchOf(input);
  if (pz === undefined) return null;
  const passagesAtBack = rnd() < 0.5;

  const floors: Array<{ level: number; items: Item[] }> = [];
  for (const fp of programme.floors) {
    const chain = chainOf(fp, L, bedrooms, stair ? stair.atLow : null, rnd);
    if (!chain) return null;
    const items = [...chain];
    const stairItem: Item | null = stair ? { room: { key: `f${fp.level}-stair`, type: 'stair', name: 'Stair' }, slot: false, fixedDu: stair.du, kind: 'stair' } : null;
    if (stairItem) stair!.atLow ? items.unshift(stairItem) : items.push(stairItem);
    // The porch stands outermost at the end away from the stair (at random without one).
    if (fp.level === 0 && pz) {
      const porch: Item = { room: porchSpec(input.parking), slot: false, fixedDu: pz.du, kind: 'porch' };
      const atLow = stair ? !stair.atLow : rnd() < 0.5;
      atLow ? items.unshift(porch) : items.push(porch);
    }
    floors.push({ level: fp.level, items });
  }

  const rangesOf = (items: Item[]): WidthRange[] | null => {
    const out: WidthRange[] = [];
    for (const [i, it] of items.entries()) {
      const lowOut = i === 0;
      const highOut = i === items.length - 1;
      const r = it.fixedDu !== undefined ? { min: it.fixedDu, pref: it.fixedDu, max: it.fixedDu } : it.slot ? slotWidths(it.room, L, bedrooms, lowOut, highOut) : fullWidths(it.room, L, bedrooms, lowOut, highOut);
      if (!r) return null;
      out.push(r);
    }
    return out;
  };
  // The footprint is as long as the floor that needs most (at preferred widths where the plot allows); a
  // floor with less closes its far end with a terrace (a sit-out on the ground floor).
  const need = floors.map((f) => rangesOf(f.items));
  if (need.some((r) => !r)) return null;
  const leastU = Math.max(...need.map((r) => r!.reduce((s, x) => s + x.min, 0)));
  if (leastU > input.maxU) return null;
  const U = Math.min(input.maxU, Math.max(leastU, ...need.map((r) => r!.reduce((s, x) => s + x.pref, 0))));

  const out: AbstractFloor[] = [];
  let stairCell: AbstractCell | null = null;
  for (const f of floors) {
    let items = f.items;
    const ranges = rangesOf(items)!;
    // Rooms grow to their preferred widths; width past that makes a terrace (a sit-out on the ground floor) at
    // the end away from the stair when it is wide enough to use, else the rooms grow on to their widest.
    const atPref = ranges.reduce((s, r) => s + r.pref, 0);
    const atMax = ranges.reduce((s, r) => s + r.max, 0);
    let widths: number[] | null;
    if (U - atPref >= TERRACE_MIN_MM || U > atMax) {
      const terrace: Item = { room: { key: `f${f.level}-row-terrace`, type: 'balcony', name: f.level === 0 ? 'Sit-out' : 'Terrace' }, slot: false };
      const terraceAtLow = stair ? !stair.atLow : false;
      items = terraceAtLow ? [terrace, ...items] : [...items, terrace];
      const withTerrace = rangesOf(items.map((it) => (it === terrace ? { ...it, fixedDu: 0 } : it)))!;
      const rooms = withTerrace.map((r, i) => (items[i] === terrace ? { min: 0, pref: 0, max: 0 } : r));
      const roomsU = Math.max(rooms.reduce((s, r) => s + r.min, 0), Math.min(U - TERRACE_MIN_MM, rooms.reduce((s, r) => s + r.pref, 0)));
      const t = items.indexOf(terrace);
      widths = spread(rooms.filter((_, i) => i !== t), roomsU);
      if (!widths || U - roomsU < TERRACE_MIN_MM) return null;
      widths.splice(t, 0, U - roomsU);
    } else widths = spread(ranges, U);
    if (!widths) return null;
    const cells: AbstractCell[] = [];
    let u = 0;
    for (const [i, it] of items.entries()) {
      const du = widths[i]!;
      if (it.slot) {
        const lowOut = i === 0;
        const highOut = i === items.length - 1;
        const roomLen = slotSplit(it.room, clearOf(du, lowOut, highOut), L, bedrooms);
        if (roomLen === null) return null;
        const passage: RoomSpec = { key: `${it.room.key}-passage`, type: 'passage', name: 'Passage' };
        const roomCell = { spec: it.room, u, du, v: passagesAtBack ? 0 : L - roomLen, dv: roomLen };
        const passageCell = { spec: passage, u, du, v: passagesAtBack ? roomLen : 0, dv: L - roomLen };
        cells.push(...(passagesAtBack ? [roomCell, passageCell] : [passageCell, roomCell]));
      } else {
        const cell = { spec: it.room, u, v: 0, du, dv: L };
        cells.push(cell);
        if (it.kind === 'stair' && !stairCell) stairCell = { ...cell, spec: { key: 'stair', type: 'stair', name: 'Stair' } };
      }
      u += du;
    }
    out.push({ level: f.level, v0: 0, cells });
  }
  return { U, V: L, floors: out, stair: stairCell, hall: true };
}
