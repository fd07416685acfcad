// A column of a hall floor along its row: how long each room of its stack may be at the column's width, what
// the spare length becomes (a room of its own, a store, a terrace), and how far its rooms strain a buyer's
// proportions, from which width moves between columns (easeStrain).
import { NBC_2016_MIN_OTHER_HABITABLE_AREA_M2, NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M } from '../codes/nbc2016';
import type { RoomSpec } from '../program/programme';
import { ASPECT_EXEMPT, MASTER_COMFORT_CLEAR_MM, MAX_ROOM_ASPECT, comfortLength, proportion, spareRoomSpec } from '../program/rooms';
import { sizeStack, type StripRange } from '../sizing/stack';
import { clearOf, gridAtMost, gridOf } from './walls';
import { LIT, sizingOf, type Column, type Row, type SpecSizing } from './hall-structure';

/** A room's range along its column as the column's arrangement allows it (see passageLeads, spareToLast, keepMinimum). */
export function heldRange(col: Column, k: number, r: StripRange): StripRange {
  const atMinimum = col.keepMinimum || (col.passageLeads && k > 0) || (col.spareToLast && k < col.stack.length - 1);
  return atMinimum ? { min: r.min, pref: r.min, max: r.min } : r;
}

/** Spare length a column gives a room of its own (a store at least) rather than its largest room. */
export const FILLER_MIN_MM = 1200;
/** Least length of a store closing off a service column (NBC-free: 0.9 m by 1 m of shelving). */
const STORE_MIN_MM = 1000;
/** Least clear depth of a store or other spare room: a 750 mm door leaf swings into it (the validator's usable-rooms rule). */
export const STORE_MIN_CLEAR_MM = 750;
/** Least grid length of a store closing a column; at the back its outer wall takes more of it. */
const storeMinOf = (back: boolean) => Math.max(STORE_MIN_MM, gridOf(STORE_MIN_CLEAR_MM, false, back));

/** The most clear length a room may take at a clear width (its proportion cap; a passage has none). */
const capOf = (z: SpecSizing, clearW: number) => (z.passage ? 1e7 : clearW * z.aspect);

/** Clear length a room needs at least at a clear width, NaN when it cannot be that narrow. */
function clearMin(z: SpecSizing, clearW: number): number {
  if (clearW < z.minW - 0.5) return NaN;
  const min = Math.max(z.minW, z.minArea / clearW, z.exempt ? 0 : clearW / MAX_ROOM_ASPECT);
  return min > capOf(z, clearW) + 0.5 ? NaN : min;
}

/**
 * The least grid length of `lengthRange`, without the rest: the search asks only this of every placement it
 * weighs (hundreds of thousands of times on a tight plot), so it allocates nothing.
 */
export function lengthMin(spec: RoomSpec, clearW: number, bedrooms: number, startOut: boolean, endOut: boolean): number | null {
  const min = clearMin(sizingOf(spec, bedrooms), clearW);
  return Number.isNaN(min) ? null : gridOf(min, startOut, endOut);
}

/** Lengths (grid) a room may take along its column at a clear width, or null when it cannot be that narrow. */
export function lengthRange(spec: RoomSpec, clearW: number, bedrooms: number, startOut: boolean, endOut: boolean): StripRange | null {
  const z = sizingOf(spec, bedrooms);
  const min = clearMin(z, clearW);
  if (Number.isNaN(min)) return null;
  const cap = capOf(z, clearW);
  const pref = Math.min(cap, Math.max(min, z.prefArea / clearW, clearW / z.prefAspect));
  const max = z.passage ? 1e7 : Math.max(pref, Math.min(pref * 1.5, cap));
  const g = (c: number) => gridOf(c, startOut, endOut);
  // Rounding up to the grid must not carry a room sized at its proportion cap past it (the buyer's check).
  const upTo = (c: number) => Math.max(g(min), Math.min(g(c), gridAtMost(cap, startOut, endOut)));
  const comfort = comfortLength(spec.master, clearW, min, pref);
  return { min: g(min), ...(comfort ? { comfort: upTo(comfort) } : {}), pref: upTo(pref), max: upTo(max) };
}

/** Least length of a column's stack at a grid width, or null when one of its rooms cannot be that narrow. */
export function stackMin(c: Column, du: number, i: number, n: number, ri: number, R: number, bedrooms: number): number | null {
  if (c.kind) return c.fixedDv ?? 0;
  const clearW = clearOf(du, i === 0, i === n - 1);
  let sum = 0;
  const last = c.stack.length - 1;
  for (let k = 0; k <= last; k++) {
    const min = lengthMin(c.stack[k]!, clearW, bedrooms, ri === 0 && k === 0, ri === R - 1 && k === last);
    if (min === null) return null;
    sum += min;
  }
  return sum;
}

/** Where a column stands in its floor: enough to size its stack along the row. */
export interface ColumnPlace {
  du: number;
  ci: number;
  n: number;
  ri: number;
  R: number;
  /** The row's length. */
  L: number;
  bedrooms: number;
  level: number;
  lit: boolean;
  /** A store may end a column the spare would overstretch even when the rooms must give up length for it. */
  storeToEase?: boolean;
}

/**
 * A column's rooms along its row: each room's length from the stack sizing. Spare length becomes a room of
 * its own when it is long enough for one, a store when a longer room would be stretched thin, else goes to
 * the largest room of the stack.
 */
export function fillColumn(col: Column, at: ColumnPlace): { specs: RoomSpec[]; lens: number[] } | null {
  const { du, ci, n, ri, R, L, bedrooms, level, lit } = at;
  const clearW = clearOf(du, ci === 0, ci === n - 1);
  const back = ri === R - 1;
  /** The stack's ranges; with a filler after them, the last room no longer meets a back outer wall. */
  const rangesOf = (lastAtBack: boolean): StripRange[] | null => {
    const rs: StripRange[] = [];
    for (const [k, spec] of col.stack.entries()) {
      const r = lengthRange(spec, clearW, bedrooms, ri === 0 && k === 0, lastAtBack && back && k === col.stack.length - 1);
      if (!r) return null;
      rs.push(heldRange(col, k, r));
    }
    return rs;
  };
  const rs = rangesOf(true);
  const fit = rs && sizeStack(rs, L);
  if (!fit) return null;
  const big = fit.lengths.indexOf(Math.max(...fit.lengths));
  // The largest room, given the spare too, would run past the proportion a buyer accepts.
  const overstretched = () => {
    const clearL = clearOf(fit.lengths[big]! + fit.excess, ri === 0 && big === 0, back && big === col.stack.length - 1);
    return !ASPECT_EXEMPT.has(col.stack[big]!.type) && proportion(clearL, clearW) > MAX_ROOM_ASPECT;
  };
  // Spare length long enough becomes a room of its own, and so does a store closing a wet or service column
  // behind a longer room, or a column the spare would overstretch (a kitchen beside a deep living room).
  const storeMin = storeMinOf(back);
  if (fit.excess >= FILLER_MIN_MM || (fit.excess >= storeMin && clearW >= 900 && (col.stack.every((x) => !LIT.has(x.type)) || overstretched()))) {
    const lens = [...fit.lengths, Math.round(fit.excess)];
    lens[lens.length - 1]! += L - lens.reduce((a, b) => a + b, 0);
    return { specs: [...col.stack, fillerSpec(level, `f${level}-r${ri}-c${ci}-extra`, fit.excess, clearW, { back, lit: lit || back })], lens };
  }
  if (at.storeToEase && fit.excess > 0 && clearW >= 900 && overstretched()) {
    // Too little spare for a store, but room for one if the rooms before it keep nearer their minimum (a
    // toilet beside a deeper bedroom: 2.3 m of toilet and a store rather than 3.2 m of toilet).
    const withStore = rangesOf(false);
    const refit = withStore && sizeStack(withStore, L - storeMin);
    if (refit) {
      const lens = [...refit.lengths, Math.round(storeMin + refit.excess)];
      lens[lens.length - 1]! += L - lens.reduce((a, b) => a + b, 0);
      return { specs: [...col.stack, fillerSpec(level, `f${level}-r${ri}-c${ci}-${EASE_STORE}`, lens[lens.length - 1]!, clearW, { back, lit: lit || back })], lens };
    }
  }
  // A short spare goes to the largest room of the stack; the stack stays exactly the row's length.
  const lens = fit.lengths.map((l, k) => (k === big ? l + Math.round(fit.excess) : l));
  lens[lens.length - 1]! += L - lens.reduce((a, b) => a + b, 0);
  return { specs: col.stack, lens };
}

/**
 * What a buyer would object to in a column at a width, as a number (0: nothing): how far its rooms run past
 * 2.1:1, and how far a master bedroom whose row is deep enough falls short of 2.7 m across.
 */
export function strainOf(col: Column, at: ColumnPlace): number {
  const filled = fillColumn(col, at);
  if (!filled) return Infinity;
  const clearW = clearOf(at.du, at.ci === 0, at.ci === at.n - 1);
  let strain = 0;
  for (const [k, spec] of filled.specs.entries()) {
    const clearL = clearOf(filled.lens[k]!, at.ri === 0 && k === 0, at.ri === at.R - 1 && k === filled.specs.length - 1);
    if (!ASPECT_EXEMPT.has(spec.type)) strain += Math.max(0, proportion(clearL, clearW) - MAX_ROOM_ASPECT);
    if (spec.master && clearL >= MASTER_COMFORT_CLEAR_MM) strain += Math.max(0, MASTER_COMFORT_CLEAR_MM - clearW) / 1000;
  }
  return strain;
}

const EASE_STEP_MM = 100;
/** Key ending of a store that takes length from a toilet or kitchen (so a floor can be drawn without them). */
export const EASE_STORE = 'ease-store';
const EASE_STEPS = 30;

/**
 * Once the row's length is known: width moves from columns that can spare it to a column a buyer would object
 * to (a toilet or kitchen stretched past 2.1:1 beside a deeper bedroom or living room, a master bedroom under
 * 2.7 m across), step by step, as long as the giver's rooms keep their minimum and get no worse.
 */
export function easeStrain(row: Row, widths: number[], place: Omit<ColumnPlace, 'du' | 'ci' | 'n' | 'lit'>, lits: boolean[]): number[] {
  const n = row.length;
  const out = [...widths];
  const free = row.map((c) => !c.kind && c.fixedDu === undefined && c.stack.length > 0);
  // Every field named, not spread: this runs for each width weighed, and a spread copy cost 6% of a tight plot's time.
  const { ri, R, L, bedrooms, level, storeToEase } = place;
  const at = (i: number, du: number): ColumnPlace => ({ du, ci: i, n, ri, R, L, bedrooms, level, lit: lits[i]!, storeToEase });
  const strain = out.map((du, i) => (free[i] ? strainOf(row[i]!, at(i, du)) : 0));
  const hopeless = new Set<number>();
  for (let step = 0; step < EASE_STEPS; step++) {
    let j = -1;
    for (let i = 0; i < n; i++) if (strain[i]! > 0 && strain[i]! < Infinity && !hopeless.has(i) && (j < 0 || strain[i]! > strain[j]!)) j = i;
    if (j < 0) break;
    const eased = strainOf(row[j]!, at(j, out[j]! + EASE_STEP_MM));
    if (eased >= strain[j]!) {
      hopeless.add(j);
      continue;
    }
    // The giver with the most width.
    let giver = -1;
    let giverStrain = 0;
    for (let k = 0; k < n; k++) {
      if (k === j || !free[k]) continue;
      const du = out[k]! - EASE_STEP_MM;
      const need = stackMin(row[k]!, du, k, n, place.ri, place.R, place.bedrooms);
      if (need === null || need > place.L) continue;
      const st = strainOf(row[k]!, at(k, du));
      if (st > strain[k]!) continue;
      if (giver < 0 || out[k]! > out[giver]!) {
        giver = k;
        giverStrain = st;
      }
    }
    if (giver < 0) {
      hopeless.add(j);
      continue;
    }
    out[giver]! -= EASE_STEP_MM;
    out[j]! += EASE_STEP_MM;
    strain[giver] = giverStrain;
    strain[j] = eased;
  }
  return out;
}

/** Where spare length stands: at the back of the plot, with an outer wall for a window, across the front. */
export interface FillerPlace {
  back: boolean;
  lit: boolean;
  front?: boolean;
}

/**
 * Spare length as a room: a terrace at the back upstairs, a study or multipurpose room when it is room-sized
 * and lit, a terrace across the front upstairs when it is not (over the porch and living room of a home with
 * more storeys than rooms: a 38x30 G+2 1BHK with two cars had a 36 m2 store there on both upper floors), else
 * a store.
 */
export function fillerSpec(level: number, key: string, length: number, clearW: number, where: FillerPlace): RoomSpec {
  const { back, lit, front = false } = where;
  if (level > 0 && back) return { key, type: 'balcony', name: 'Terrace' };
  const roomSized = lit && Math.min(length, clearW) >= NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000 && length * clearW >= NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 * 1e6 && Math.max(length, clearW) <= 2 * Math.min(length, clearW);
  if (roomSized) return spareRoomSpec(level, key);
  if (level > 0 && front) return { key, type: 'balcony', name: 'Terrace' };
  return { key, type: 'store', name: 'Store' };
}
