// Size targets per room type: NBC minimums plus comfortable preferred areas (clear, inside the walls).
import type { Room, RoomType } from '../types';
import type { RoomSpec } from './programme';
import * as nbc from '../codes/nbc2016';

export interface RoomSizing {
  /** Clear minimum width and area (m, m2). */
  minWidthM: number;
  minAreaM2: number;
  prefAreaM2: number;
  /** Longest side over shortest side beyond which the room reads as a corridor. */
  maxAspect: number;
}

export const HABITABLE_TYPES: ReadonlySet<RoomType> = new Set(['living', 'dining', 'bedroom', 'study', 'lounge']);
export const WET_TYPES: ReadonlySet<RoomType> = new Set(['toilet', 'bath', 'wc', 'kitchen', 'utility']);

/** A toilet, a bath or a WC: the rooms kept away from the pooja room and counted for Vastu's toilet zones. */
export function isToilet(r: Pick<Room, 'type'>): boolean {
  return r.type === 'toilet' || r.type === 'bath' || r.type === 'wc';
}

/** The upstairs living room the programme asks for (a spare one is a multipurpose room). */
export const FAMILY_LOUNGE_NAME = 'Family lounge';
/** What a room made of spare floor is called upstairs; on the ground floor it is a study. */
const SPARE_UPPER_NAME = 'Multipurpose room';
/** The key of the programme's own study (a work-from-home family's): the one study that is not spare floor. */
export const programmeStudyKey = (level: number) => `f${level}-study`;
const PROGRAMME_STUDY = /^f\d+-study$/;

/** A room of floor the programme did not ask for, large enough and lit enough to be a habitable room. */
export function spareRoomSpec(level: number, key: string): RoomSpec {
  return level === 0 ? { key, type: 'study', name: 'Study' } : { key, type: 'lounge', name: SPARE_UPPER_NAME };
}

/** Whether a plan's room is one made of spare floor (see spareRoomSpec) rather than one the buyer asked for. */
export function isSpareRoom(r: Pick<Room, 'id' | 'type' | 'name'>): boolean {
  return r.type === 'lounge' ? r.name === SPARE_UPPER_NAME : r.type === 'study' && !PROGRAMME_STUDY.test(r.id);
}

/** Where the family eats: a dining room, or a living room the programme merged with the dining ('Living & dining'). */
export function servesMeals(r: Pick<Room, 'type' | 'name'>): boolean {
  return r.type === 'dining' || (r.type === 'living' && r.name.toLowerCase().includes('dining'));
}

/** Buyers expect a master bedroom that takes a double bed with walking space on both sides (about 9 ft). */
export const MASTER_COMFORT_CLEAR_MM = 2700;
/** A bedroom narrower than this (about 7'10") is cramped: a double bed (1.5 m) leaves under 0.9 m beside it. */
export const BEDROOM_CRAMPED_UNDER_MM = 2400;

/**
 * Clear length a room should reach before others grow toward their preferred sizes (`min`..`pref`, clear mm),
 * or undefined: a master bedroom at least 2.7 m each way when it is that wide across.
 */
export function comfortLength(master: boolean | undefined, clearWidth: number, min: number, pref: number): number | undefined {
  if (!master || clearWidth < MASTER_COMFORT_CLEAR_MM) return undefined;
  return Math.max(min, Math.min(MASTER_COMFORT_CLEAR_MM, pref));
}

/** Longest over shortest clear side beyond which a room reads as a corridor; ancillary spaces may be longer. */
export const MAX_ROOM_ASPECT = 2.1;

/** Longer side over shorter side of a room (or its clear sizes), the figure a buyer's 2.1:1 is about. */
export function proportion(a: number, b: number): number {
  return Math.max(a, b) / Math.max(1, Math.min(a, b));
}

/** Clear area (m2) beyond which a wet room holds a room's worth of floor (a generous toilet is 2.1 x 2.4 m). */
export const OVERSIZED_WET_M2: Partial<Record<RoomType, number>> = { toilet: 6, wc: 3 };

export function isOversizedWet(r: Room): boolean {
  const limit = OVERSIZED_WET_M2[r.type];
  return limit !== undefined && (r.clear.w * r.clear.h) / 1e6 > limit;
}

/**
 * Clear area (m2) past which a dressing room or a wash area (2.5 and 3 m2 at their preferred sizes) is a
 * bedroom's floor (a bedroom's preferred 11 m2) given to hanging clothes or a washing machine. A large home's
 * walk-in wardrobe or laundry of 8-10 m2 is not objected to: at a bedroom's minimum (7.5 m2) it cost Vastu
 * requests 0.011 of their mean score, at 11 m2 0.003.
 */
export const SPARE_ROOM_MAX_M2 = 11;
export const SPARE_ROOM_TYPES: ReadonlySet<RoomType> = new Set(['dress', 'utility']);

/**
 * Clear area (m2) past which a pooja room is a room's floor given to the shrine: a generous one is 2.4 x 2.4 m
 * (about 8 x 8 ft, 5.8 m2); the programme asks 2.4 m2. A 5 x 2.9 m pooja room beside a 3.5 x 2.9 m master
 * bedroom was an option 1 with engine 1.69.0.
 */
export const POOJA_ROOM_MAX_M2 = 6;

export const ASPECT_EXEMPT: ReadonlySet<RoomType> = new Set(['passage', 'balcony', 'stair', 'parking', 'store', 'dress', 'utility']);

/**
 * The clear minimum a room of the programme is sized to: its type's own, unless it is a dwelling's only
 * habitable room (a rental studio) or a compact living room.
 */
export function minimumOf(spec: Pick<RoomSpec, 'firstHabitable' | 'asOtherHabitable'>, s: RoomSizing): { widthMm: number; areaM2: number } {
  if (spec.firstHabitable) return { widthMm: nbc.NBC_2016_MIN_HABITABLE_WIDTH_M * 1000, areaM2: nbc.NBC_2016_MIN_HABITABLE_AREA_M2 };
  if (spec.asOtherHabitable) return { widthMm: nbc.NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000, areaM2: nbc.NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 };
  return { widthMm: s.minWidthM * 1000, areaM2: s.minAreaM2 };
}

/** Per room type, indexed by bedrooms and master (bedrooms * 2 + master): a few dozen sizings in all. */
const sizingCache = new Map<RoomType, RoomSizing[]>();

/**
 * Memoised: the layout asks for the same few sizings millions of times over a bench run (a string key cost
 * 8% of the engine's CPU).
 */
export function sizingFor(type: RoomType, bedrooms: number, master = false): RoomSizing {
  let byCount = sizingCache.get(type);
  if (!byCount) sizingCache.set(type, (byCount = []));
  const i = bedrooms * 2 + (master ? 1 : 0);
  return (byCount[i] ??= computeSizing(type, bedrooms, master));
}

function computeSizing(type: RoomType, bedrooms: number, master: boolean): RoomSizing {
  const other = { minWidthM: nbc.NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M, minAreaM2: nbc.NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 };
  switch (type) {
    case 'living':
      return { minWidthM: nbc.NBC_2016_MIN_HABITABLE_WIDTH_M, minAreaM2: nbc.NBC_2016_MIN_HABITABLE_AREA_M2, prefAreaM2: 13 + 1.5 * bedrooms, maxAspect: 2.2 };
    case 'dining':
      return { ...other, prefAreaM2: 8.5 + 0.5 * bedrooms, maxAspect: 2 };
    case 'bedroom':
      return master
        ? { ...other, prefAreaM2: 13.5, maxAspect: 1.7 }
        : { ...other, prefAreaM2: 11, maxAspect: 1.7 };
    case 'study':
    case 'lounge':
      return { ...other, prefAreaM2: type === 'study' ? 8.5 : 11, maxAspect: 2 };
    case 'kitchen':
      return { minWidthM: nbc.NBC_2016_MIN_KITCHEN_WIDTH_M, minAreaM2: nbc.NBC_2016_MIN_KITCHEN_AREA_M2, prefAreaM2: bedrooms >= 3 ? 8.5 : 7.2, maxAspect: 2.2 };
    case 'toilet':
      return { minWidthM: nbc.NBC_2016_MIN_COMBINED_BATH_WC_WIDTH_M, minAreaM2: nbc.NBC_2016_MIN_COMBINED_BATH_WC_AREA_M2, prefAreaM2: 3.6, maxAspect: 2.2 };
    case 'bath':
      return { minWidthM: nbc.NBC_2016_MIN_BATH_WIDTH_M, minAreaM2: nbc.NBC_2016_MIN_BATH_AREA_M2, prefAreaM2: 2.4, maxAspect: 2.2 };
    case 'wc':
      return { minWidthM: nbc.NBC_2016_MIN_WC_WIDTH_M, minAreaM2: nbc.NBC_2016_MIN_WC_AREA_M2, prefAreaM2: 1.6, maxAspect: 2.2 };
    case 'pooja':
      return { minWidthM: 1.0, minAreaM2: 1.2, prefAreaM2: 2.4, maxAspect: 2 };
    case 'utility':
      return { minWidthM: 1.0, minAreaM2: 1.5, prefAreaM2: 3, maxAspect: 3 };
    case 'dress':
      return { minWidthM: 0.9, minAreaM2: 1.2, prefAreaM2: 2.5, maxAspect: 3 };
    case 'store':
    case 'balcony':
      return { minWidthM: 0.9, minAreaM2: 1, prefAreaM2: 3, maxAspect: 4 };
    case 'passage':
      return { minWidthM: nbc.NBC_2016_MIN_CORRIDOR_WIDTH_MM / 1000, minAreaM2: 0, prefAreaM2: 0, maxAspect: 100 };
    case 'stair':
    case 'parking':
      return { minWidthM: 1, minAreaM2: 0, prefAreaM2: 0, maxAspect: 100 };
  }
}
