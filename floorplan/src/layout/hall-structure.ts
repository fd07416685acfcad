// The hall family's structure: the rows, columns and floor context shared by the hall search and its fixed
// floor shapes, and the room sizing both read.
import type { RoomType } from '../types';
import type { RoomSpec } from '../program/programme';
import { ASPECT_EXEMPT, HABITABLE_TYPES, MAX_ROOM_ASPECT, minimumOf, sizingFor } from '../program/rooms';
import type { Random } from '../random';
import type { PorchSize } from './front';
import { gridOf } from './walls';

export interface Column {
  stack: RoomSpec[];
  /** Porch and stair columns keep their width. */
  fixedDu?: number;
  /** Least length of a fixed column (porch, stair). */
  fixedDv?: number;
  kind?: 'porch' | 'stair';
  /** A fixed stair at the back of its row (the spare length in front of it), so it opens onto the row behind. */
  atEnd?: boolean;
  /**
   * A side passage leading its stack (the lobby, then the wet rooms at its end): the rooms behind it keep
   * their minimum and the passage takes the rest, so it runs on past the last room it serves.
   */
  passageLeads?: boolean;
  /** The rooms along a side passage: all but the last keep their minimum, so the passage reaches the last. */
  spareToLast?: boolean;
  /** The row in front of a side passage keeps its minimum: the passage and the rooms along it need the depth. */
  keepMinimum?: boolean;
}

export type Row = Column[];

export interface HallPorch {
  spec: RoomSpec;
  size: PorchSize;
  /** A strip across the whole front (narrow plots) instead of a column beside the living room. */
  strip: boolean;
  low: boolean;
}

export const LOBBY: Omit<RoomSpec, 'key'> = { type: 'passage', name: 'Passage' };
/** Rooms that need an outside wall with a window: they go to the front, the back or an open side. */
export const LIT: ReadonlySet<RoomType> = new Set([...HABITABLE_TYPES, 'kitchen']);

export interface SpecSizing {
  minW: number;
  minArea: number;
  prefArea: number;
  /** Longest over shortest side allowed for the room (the buyer's 2.1 unless exempt). */
  aspect: number;
  prefAspect: number;
  exempt: boolean;
  passage: boolean;
  width: { min: number; pref: number; max: number };
}

/**
 * Per room spec, its sizing, read once: the search asks for one millions of times (a lookup by the spec object
 * is the quickest way to it). Each layout drawn builds its room specs anew, so behind that the sizings are
 * kept by what they depend on (type, then bedrooms and the three flags) and a new spec is only looked up.
 */
const bySpec = new WeakMap<RoomSpec, SpecSizing>();
const byKind = new Map<RoomType, SpecSizing[]>();

export function sizingOf(spec: RoomSpec, bedrooms: number): SpecSizing {
  let z = bySpec.get(spec);
  if (z === undefined) bySpec.set(spec, (z = kindSizingOf(spec, bedrooms)));
  return z;
}

function kindSizingOf(spec: RoomSpec, bedrooms: number): SpecSizing {
  let byFlags = byKind.get(spec.type);
  if (!byFlags) byKind.set(spec.type, (byFlags = []));
  const i = bedrooms * 8 + (spec.master ? 4 : 0) + (spec.firstHabitable ? 2 : 0) + (spec.asOtherHabitable ? 1 : 0);
  return (byFlags[i] ??= specSizingOf(spec, bedrooms));
}

function specSizingOf(spec: RoomSpec, bedrooms: number): SpecSizing {
  const s = sizingFor(spec.type, bedrooms, spec.master);
  const least = minimumOf(spec, s);
  const minW = least.widthMm;
  const exempt = ASPECT_EXEMPT.has(spec.type);
  return {
    minW,
    minArea: least.areaM2 * 1e6,
    prefArea: s.prefAreaM2 * 1e6,
    aspect: exempt ? s.maxAspect : Math.min(s.maxAspect, MAX_ROOM_ASPECT),
    prefAspect: s.maxAspect,
    exempt,
    passage: spec.type === 'passage',
    width: naturalWidth(spec.type, minW, s.prefAreaM2),
  };
}

/** Clear width a room is happiest at across its column, and the most it may take. */
function naturalWidth(type: RoomType, min: number, prefAreaM2: number): { min: number; pref: number; max: number } {
  switch (type) {
    case 'passage':
      return { min, pref: min, max: 1500 };
    case 'toilet':
    case 'bath':
    case 'wc':
      return { min, pref: 1500, max: 2400 };
    case 'pooja':
    case 'store':
    case 'utility':
    case 'dress':
      return { min, pref: Math.max(min, 1200), max: 2400 };
    case 'kitchen':
      return { min, pref: 2400, max: 3600 };
    default: {
      const pref = Math.max(min, Math.sqrt(prefAreaM2) * 1000);
      return { min, pref, max: pref * 1.6 };
    }
  }
}

/** The rooms attached to a room (its own toilet, dressing room), in programme order. */
export const attachedRooms = (rooms: RoomSpec[], owner: RoomSpec) => rooms.filter((r) => r.attachedTo === owner.key);

export interface FloorContext {
  R: number;
  level: number;
  U: number;
  maxV: number;
  bedrooms: number;
  maxCols: number;
  openLow: boolean;
  openHigh: boolean;
  /** Row lengths the floors already drawn need (rows are shared by every floor). */
  prior: number[];
  rnd: Random;
  /** The ground floor's bedroom that stands beside the living room in its row (see HallInput.frontBedroom). */
  front?: RoomSpec;
}

/** Least grid width of each column of a row, or null when the row is wider than the footprint. */
export function columnMins(row: Row, U: number, bedrooms: number): number[] | null {
  // Plain loops: the search asks this of every placement it weighs.
  const n = row.length;
  const mins = new Array<number>(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const c = row[i]!;
    let m = c.fixedDu;
    if (m === undefined) {
      let clear = 0;
      for (const spec of c.stack) clear = Math.max(clear, sizingOf(spec, bedrooms).width.min);
      m = gridOf(clear, i === 0, i === n - 1);
    }
    mins[i] = m;
    sum += m;
  }
  return sum <= U ? mins : null;
}
