// Strips across a band (one room, or two side by side) and the lengths each may take along the band:
// NBC minimum, preferred and the most it may grow before a filler room takes the rest.
import type { RoomSpec, StripSpec } from '../program/programme';
import { ASPECT_EXEMPT, MAX_ROOM_ASPECT, comfortLength, minimumOf, sizingFor } from '../program/rooms';
import type { StripRange } from '../sizing/stack';
import { EXTERNAL_WALL_MM } from '../codes/nbc2016';
import { clearOf, gridAtMost, gridOf, HALF_INTERNAL_MM } from './walls';

export interface Band {
  u: number;
  du: number;
  outerAtStart: boolean;
  outerAtEnd: boolean;
}

/** How far past its preferred length a room may grow when the plot is deeper than the programme needs. */
const GROWTH = 1.4;
/** Upstairs rooms may grow further: the floor above repeats the ground floor's length with fewer rooms. */
const UPPER_GROWTH = 1.8;

export function bandClear(band: Band): number {
  return clearOf(band.du, band.outerAtStart, band.outerAtEnd);
}

/** Room types in a fixed order, for the caches' numeric keys. */
const TYPE_INDEX = new Map<RoomSpec['type'], number>();

/** What decides a room's sizing, as a number under 128: its type, master, and which NBC minimum it meets. */
function sizingBits(spec: RoomSpec): number {
  let t = TYPE_INDEX.get(spec.type);
  if (t === undefined) TYPE_INDEX.set(spec.type, (t = TYPE_INDEX.size));
  return t * 8 + (spec.master ? 4 : 0) + (spec.firstHabitable ? 2 : 0) + (spec.asOtherHabitable ? 1 : 0);
}

function ranges(spec: RoomSpec, clearWidth: number, bedrooms: number, outsideEnd: boolean, growth: number): StripRange | null {
  const s = sizingFor(spec.type, bedrooms, spec.master);
  const least = minimumOf(spec, s);
  const minW = least.widthMm;
  const minArea = least.areaM2 * 1e6;
  if (clearWidth < minW) return null;
  // Never so short across a wide band that the room reads as a corridor.
  const min = Math.max(minW, minArea / clearWidth, ASPECT_EXEMPT.has(spec.type) ? 0 : clearWidth / MAX_ROOM_ASPECT);
  // No longer than a buyer accepts (the scorer objects beyond MAX_ROOM_ASPECT); stores and the like may be.
  const aspectCap = clearWidth * (ASPECT_EXEMPT.has(spec.type) ? s.maxAspect : Math.min(s.maxAspect, MAX_ROOM_ASPECT));
  const pref = Math.max(min, Math.min((s.prefAreaM2 * 1e6) / clearWidth, aspectCap), clearWidth / s.maxAspect);
  const max = Math.max(pref, Math.min(pref * growth, aspectCap));
  const g = (c: number) => gridOf(c, false, outsideEnd);
  const comfort = comfortLength(spec.master, clearWidth, min, pref);
  return { min: g(min), ...(comfort ? { comfort: g(comfort) } : {}), pref: g(pref), max: g(max) };
}

export interface StripPart {
  spec: RoomSpec;
  u: number;
  du: number;
}

/** Splits a strip across the band: the outer cell sized to its room (down to its minimum width), the inner takes the rest. */
export function splitStrip(strip: StripSpec, band: Band, bedrooms: number): StripPart[] | null {
  const cells = strip.cells;
  if (cells.length === 1) return [{ spec: cells[0]!, u: band.u, du: band.du }];
  const [outer, inner] = cells as [RoomSpec, RoomSpec];
  const so = sizingFor(outer.type, bedrooms, outer.master);
  const innerMin = sizingFor(inner.type, bedrooms, inner.master).minWidthM * 1000;
  const outerMin = so.minWidthM * 1000;
  // Widest outer room that still leaves the inner one its minimum clear width (10 mm for grid rounding).
  const outerRoom = band.du - EXTERNAL_WALL_MM - 3 * HALF_INTERNAL_MM - innerMin - 10;
  const outerClear = Math.min(Math.max(outerMin, Math.sqrt(so.prefAreaM2) * 1000), outerRoom);
  if (outerClear < outerMin) return null;
  const outerDu = gridOf(outerClear, true, false);
  const innerDu = band.du - outerDu;
  return band.outerAtStart
    ? [{ spec: outer, u: band.u, du: outerDu }, { spec: inner, u: band.u + outerDu, du: innerDu }]
    : [{ spec: inner, u: band.u, du: innerDu }, { spec: outer, u: band.u + innerDu, du: outerDu }];
}

/**
 * Ranges of strips already worked out, by a numeric key of what decides them: the bands ask for the same
 * strip at the same width thousands of times per request (working them out again was a fifth of the
 * engine's CPU). Entries are kept at most RANGE_CACHE_MAX (about 100 bytes each): a long-running API
 * worker starts afresh past it. The ranges are shared, so frozen.
 */
const rangeCache = new Map<number, Readonly<StripRange> | null>();
const RANGE_CACHE_MAX = 200_000;

/** The key of a strip's range on a band (null when it does not fit the key's bounds: worked out afresh). */
function rangeKey(strip: StripSpec, band: Band, bedrooms: number, outsideEnd: boolean, upstairs: boolean): number | null {
  const [a, b] = strip.cells;
  if (!a || strip.cells.length > 2 || !Number.isInteger(band.du) || band.du < 0 || band.du >= 32768 || bedrooms >= 8) return null;
  const flags = (band.outerAtStart ? 8 : 0) + (band.outerAtEnd ? 4 : 0) + (outsideEnd ? 2 : 0) + (upstairs ? 1 : 0);
  return (((sizingBits(a) * 129 + (b ? sizingBits(b) : 128)) * 8 + bedrooms) * 16 + flags) * 32768 + band.du;
}

export function stripRange(strip: StripSpec, band: Band, bedrooms: number, outsideEnd: boolean, upstairs = false): StripRange | null {
  const key = rangeKey(strip, band, bedrooms, outsideEnd, upstairs);
  if (key === null) return computeStripRange(strip, band, bedrooms, outsideEnd, upstairs);
  const known = rangeCache.get(key);
  if (known !== undefined) return known;
  if (rangeCache.size >= RANGE_CACHE_MAX) rangeCache.clear();
  const computed = computeStripRange(strip, band, bedrooms, outsideEnd, upstairs);
  const r = computed && Object.freeze(computed);
  rangeCache.set(key, r);
  return r;
}

function computeStripRange(strip: StripSpec, band: Band, bedrooms: number, outsideEnd: boolean, upstairs: boolean): StripRange | null {
  const parts = splitStrip(strip, band, bedrooms);
  if (!parts) return null;
  let min = 0;
  let comfort = 0;
  let pref = 0;
  let max = Infinity;
  // Side by side, the strip's length is each room's: one room's preferred length must not stretch the other
  // past its proportion cap (a kitchenette's floor area drew its toilet out to 3.2:1) unless a minimum needs
  // it, nor the grid carry it past (2.11:1 is an objection too).
  let cap = Infinity;
  for (const p of parts) {
    const clearW = clearOf(p.du, p.u === band.u && band.outerAtStart, band.outerAtEnd && p.u + p.du === band.u + band.du);
    const r = ranges(p.spec, clearW, bedrooms, outsideEnd, upstairs ? UPPER_GROWTH : GROWTH);
    if (!r) return null;
    min = Math.max(min, r.min);
    comfort = Math.max(comfort, r.comfort ?? r.min);
    pref = Math.max(pref, r.pref);
    max = Math.min(max, r.max);
    if (parts.length > 1 && !ASPECT_EXEMPT.has(p.spec.type)) cap = Math.min(cap, gridAtMost(clearW * MAX_ROOM_ASPECT, false, outsideEnd));
  }
  const most = Math.max(Math.min(max, cap), min);
  const wanted = Math.min(pref, most);
  return { min, ...(comfort > min ? { comfort: Math.min(comfort, wanted) } : {}), pref: wanted, max: most };
}

const singleToiletOf = (s: StripSpec | undefined, owner: string | undefined) =>
  !!s && !!owner && s.cells.length === 1 && s.cells[0]!.type === 'toilet' && s.cells[0]!.attachedTo === owner;
const bedroomKey = (s: StripSpec | undefined) => (s && s.cells.length === 1 && s.cells[0]!.type === 'bedroom' ? s.cells[0]!.key : undefined);

/**
 * Puts the attached toilets of two neighbouring suites back to back in one strip (bedroom, toilets,
 * bedroom): shorter bands, wet rooms grouped, one shared plumbing wall.
 */
export function pairToilets(list: StripSpec[], band: Band, bedrooms: number): StripSpec[] {
  const out: StripSpec[] = [];
  for (let i = 0; i < list.length; i++) {
    const a = bedroomKey(list[i]);
    const b = bedroomKey(list[i + 2]);
    if (a && b && singleToiletOf(list[i + 1], a) && singleToiletOf(list[i + 3], b)) {
      const pair: StripSpec = { role: 'suite', cells: [list[i + 1]!.cells[0]!, list[i + 3]!.cells[0]!] };
      if (splitStrip(pair, band, bedrooms)) {
        out.push(list[i]!, pair, list[i + 2]!);
        i += 3;
        continue;
      }
    }
    out.push(list[i]!);
  }
  return out;
}

const commonToilet = (s: StripSpec) => s.cells.length === 1 && s.cells[0]!.type === 'toilet' && !s.cells[0]!.attachedTo && s.role === 'toilet';

/**
 * The common toilet beside a suite's own toilet in one strip, before the strips are shared out among the
 * bands, so it goes where that suite goes: the suite's toilet at the outer wall, entered from its bedroom
 * next to it along the band, the common one at the passage (a 40x40 one-storey 4BHK with a car was 0.3 m
 * too long with each toilet a strip of its own). The master's toilet first; unchanged when a band is too
 * narrow for both side by side.
 */
export function withCommonToiletPaired(strips: StripSpec[], bands: Band[], bedrooms: number): StripSpec[] {
  const common = strips.findIndex(commonToilet);
  if (common < 0) return strips;
  const owners = new Map(strips.flatMap((x) => x.cells).filter((c) => c.type === 'bedroom').map((c) => [c.key, c]));
  const own = strips
    .map((x, i) => ({ x, i }))
    .filter(({ x }) => x.role === 'suite' && singleToiletOf(x, x.cells[0]!.attachedTo) && owners.has(x.cells[0]!.attachedTo!))
    .sort((a, b) => Number(!!owners.get(b.x.cells[0]!.attachedTo!)!.master) - Number(!!owners.get(a.x.cells[0]!.attachedTo!)!.master))[0];
  if (!own) return strips;
  const pair: StripSpec = { role: 'suite', cells: [own.x.cells[0]!, strips[common]!.cells[0]!] };
  if (!bands.every((band) => splitStrip(pair, band, bedrooms))) return strips;
  return strips.flatMap((x, i) => (i === own.i ? [pair] : i === common ? [] : [x]));
}

/** Room beside a toilet, kitchen or pooja room that would otherwise stretch across a wide band. */
function companionOf(spec: RoomSpec): RoomSpec | null {
  switch (spec.type) {
    case 'toilet':
      // A dressing room for an attached toilet; a wash area (entered from the passage, the toilet off it) for the common one.
      return spec.attachedTo ? { key: `${spec.attachedTo}-dress`, type: 'dress', name: 'Dress', attachedTo: spec.attachedTo } : { key: `${spec.key}-wash`, type: 'utility', name: 'Wash' };
    case 'kitchen':
      return spec.attachedTo ? null : { key: `${spec.key}-utility`, type: 'utility', name: 'Utility' };
    case 'pooja':
      return { key: `${spec.key}-store`, type: 'store', name: 'Store' };
    default:
      return null;
  }
}

/**
 * The pooja room and its store the other way round, the pooja room at the passage and the store (entered
 * from it) at the outer wall: where a bedroom shares the front with the living room, the head of a band
 * meets the porch or that bedroom, and a pooja room at the outer wall there could not be entered.
 */
export function poojaAtPassage(strip: StripSpec): StripSpec {
  const [outer, inner] = strip.cells;
  return outer?.type === 'pooja' && inner?.type === 'store' ? { ...strip, cells: [inner, outer] } : strip;
}

/** A room alone across a band much wider than the room's natural width shares its strip with a companion. */
export function withCompanion(strip: StripSpec, band: Band, bedrooms: number): StripSpec {
  const only = strip.cells[0]!;
  const companion = strip.cells.length === 1 ? companionOf(only) : null;
  if (!companion) return strip;
  const natural = Math.sqrt(sizingFor(only.type, bedrooms).prefAreaM2) * 1000;
  if (bandClear(band) < natural + 2 * HALF_INTERNAL_MM + 1000) return strip;
  return { ...strip, cells: [only, companion] };
}

/**
 * A two-room strip too wide for a narrow band (a rental unit's kitchenette and toilet) becomes two strips,
 * one either side of the room they belong to, so both still open off it.
 */
export function unfoldPairs(list: StripSpec[], band: Band, bedrooms: number): StripSpec[] {
  const out = [...list];
  for (let i = 0; i < out.length; i++) {
    const s = out[i]!;
    if (s.cells.length !== 2 || splitStrip(s, band, bedrooms)) continue;
    const owner = s.cells[0]!.attachedTo;
    const at = out.findIndex((o) => o.cells.length === 1 && o.cells[0]!.key === owner);
    if (!owner || at < 0) continue;
    const [first, second] = s.cells as [RoomSpec, RoomSpec];
    out.splice(i, 1);
    const ownerAt = out.findIndex((o) => o.cells[0]!.key === owner);
    out.splice(ownerAt + 1, 0, { role: s.role, cells: [second] });
    out.splice(ownerAt, 0, { role: s.role, cells: [first] });
    i = -1;
  }
  return out;
}
