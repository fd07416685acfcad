// Arranges a programme in an abstract frame: a front zone across the footprint, then bands of stacked strips
// along a circulation spine; u runs across the bands, v away from the front.
import { CAR_BAY_LENGTH_MM, CAR_BAY_WIDTH_MM, NBC_2016_MIN_CORRIDOR_WIDTH_MM, NBC_2016_MIN_STAIR_WIDTH_MM, NBC_2016_MIN_TREAD_MM, FLOOR_TO_FLOOR_MM, NBC_2016_MAX_RISER_MM } from '../codes/nbc2016';
import type { Parking, RoomType } from '../types';
import type { Programme, RoomSpec, StripSpec } from '../program/programme';
import { sizingFor } from '../program/rooms';
import { sizeStack, type StripRange } from '../sizing/stack';
import type { Variant } from './variant';
import { clearOf, gridOf, HALF_INTERNAL_MM } from './walls';

export interface AbstractCell {
  spec: RoomSpec;
  u: number;
  v: number;
  du: number;
  dv: number;
}

export interface AbstractFloor {
  level: number;
  v0: number;
  cells: AbstractCell[];
}

export interface AbstractLayout {
  U: number;
  V: number;
  floors: AbstractFloor[];
  stair: AbstractCell | null;
}

export interface ArrangeInput {
  programme: Programme;
  variant: Variant;
  bedrooms: number;
  parking: Parking;
  /** Envelope size across and along the bands. */
  maxU: number;
  maxV: number;
}

export const STAIR_FLIGHT_GAP_MM = 100;
export const STAIR_RISERS = Math.ceil(FLOOR_TO_FLOOR_MM / NBC_2016_MAX_RISER_MM) % 2 ? Math.ceil(FLOOR_TO_FLOOR_MM / NBC_2016_MAX_RISER_MM) + 1 : Math.ceil(FLOOR_TO_FLOOR_MM / NBC_2016_MAX_RISER_MM);
/** Dog-leg: two flights of half the risers, a mid landing as deep as the flight is wide. */
export const STAIR_CLEAR_LENGTH_MM = (STAIR_RISERS / 2 - 1) * NBC_2016_MIN_TREAD_MM + NBC_2016_MIN_STAIR_WIDTH_MM;
export const STAIR_CLEAR_WIDTH_MM = 2 * NBC_2016_MIN_STAIR_WIDTH_MM + STAIR_FLIGHT_GAP_MM;
const STAIR_COMFORT_WIDTH_MM = 2300;
const BAND_MAX_MM = { 1: 5600, 2: 5800 } as const;
const FRONT_MIN_CLEAR_MM = 3000;
const FRONT_MAX_CLEAR_MM = 5000;
const FILLER_ROOM_MIN_MM = 3000;
const FILLER_MAX_MM = 4800;

function ranges(spec: RoomSpec, clearWidth: number, bedrooms: number, outsideEnd: boolean): StripRange | null {
  const s = sizingFor(spec.type, bedrooms, spec.master);
  const minW = (spec.firstHabitable ? 2400 : s.minWidthM * 1000);
  const minArea = (spec.firstHabitable ? 9.5 : s.minAreaM2) * 1e6;
  if (clearWidth < minW) return null;
  const min = Math.max(minW, minArea / clearWidth);
  const aspectCap = clearWidth * s.maxAspect;
  const pref = Math.max(min, Math.min((s.prefAreaM2 * 1e6) / clearWidth, aspectCap), clearWidth / s.maxAspect);
  const max = Math.max(pref, Math.min(pref * 1.35, aspectCap));
  const g = (c: number) => gridOf(c, false, outsideEnd);
  return { min: g(min), pref: g(pref), max: g(max) };
}

interface Band {
  u: number;
  du: number;
  outerAtStart: boolean;
  outerAtEnd: boolean;
}

function bandsFor(U: number, variant: Variant): { bands: Band[]; spine: { u: number; du: number } } {
  if (variant.bands === 1) {
    const spineDu = gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, true);
    return { bands: [{ u: 0, du: U - spineDu, outerAtStart: true, outerAtEnd: false }], spine: { u: U - spineDu, du: spineDu } };
  }
  const spineDu = gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, false);
  const a = Math.round(((U - spineDu) * variant.split) / 10) * 10;
  return {
    bands: [
      { u: 0, du: a, outerAtStart: true, outerAtEnd: false },
      { u: a + spineDu, du: U - a - spineDu, outerAtStart: false, outerAtEnd: true },
    ],
    spine: { u: a, du: spineDu },
  };
}

/** Splits a strip across the band: outer cell sized to its room, inner takes the rest. */
function splitStrip(strip: StripSpec, band: Band, bedrooms: number): Array<{ spec: RoomSpec; u: number; du: number }> | null {
  const cells = strip.cells;
  const outerAtU0 = band.outerAtStart;
  if (cells.length === 1) return [{ spec: cells[0]!, u: band.u, du: band.du }];
  const [outer, inner] = cells as [RoomSpec, RoomSpec];
  const s = sizingFor(outer.type, bedrooms, outer.master);
  const outerClear = Math.max(s.minWidthM * 1000, Math.sqrt(s.prefAreaM2) * 1000);
  const outerDu = gridOf(outerClear, true, false);
  const innerDu = band.du - outerDu;
  if (clearOf(innerDu, false, false) < sizingFor(inner.type, bedrooms).minWidthM * 1000) return null;
  return outerAtU0
    ? [{ spec: outer, u: band.u, du: outerDu }, { spec: inner, u: band.u + outerDu, du: innerDu }]
    : [{ spec: inner, u: band.u, du: innerDu }, { spec: outer, u: band.u + innerDu, du: outerDu }];
}

function bandClear(band: Band): number {
  return clearOf(band.du, band.outerAtStart, band.outerAtEnd);
}

/** Adds a dressing room beside attached toilets when the band is wide enough for both. */
function withDress(strip: StripSpec, band: Band): StripSpec {
  const only = strip.cells[0]!;
  if (strip.cells.length !== 1 || only.type !== 'toilet' || !only.attachedTo) return strip;
  if (bandClear(band) < 1900 + 2 * HALF_INTERNAL_MM + 1000) return strip;
  return { ...strip, cells: [only, { key: `${only.attachedTo}-dress`, type: 'dress', name: 'Dress', attachedTo: only.attachedTo }] };
}

function stripRange(strip: StripSpec, band: Band, bedrooms: number, outsideEnd: boolean): StripRange | null {
  const parts = splitStrip(strip, band, bedrooms);
  if (!parts) return null;
  let min = 0;
  let pref = 0;
  let max = Infinity;
  for (const p of parts) {
    const clearW = clearOf(p.du, p.u === 0 && band.outerAtStart, band.outerAtEnd && p.u + p.du === band.u + band.du);
    const r = ranges(p.spec, clearW, bedrooms, outsideEnd);
    if (!r) return null;
    min = Math.max(min, r.min);
    pref = Math.max(pref, r.pref);
    max = Math.min(max, r.max);
  }
  return { min, pref, max: Math.max(max, pref) };
}

/** Which strips go in which band, front end first and back end last. */
function assign(strips: StripSpec[], variant: Variant, bandCount: number, bands: Band[], bedrooms: number): StripSpec[][] {
  const lists = Array.from({ length: bandCount }, () => ({ front: [] as StripSpec[], back: [] as StripSpec[], load: 0 }));
  const b = (i: number) => lists[Math.min(i, bandCount - 1)]!;
  const loadOf = (s: StripSpec, band: Band) => stripRange(s, band, bedrooms, false)?.pref ?? 4000;
  const put = (i: number, s: StripSpec, end: 'front' | 'back') => {
    const l = b(i);
    (end === 'front' ? l.front : l.back).push(s);
    l.load += loadOf(s, bands[Math.min(i, bandCount - 1)]!);
  };
  const kitchenStrips = strips.filter((s) => s.role === 'dining' || s.role === 'kitchen');
  const ordered = variant.kitchenEnd === 'back' ? [...kitchenStrips].reverse() : kitchenStrips;
  for (const s of strips.filter((x) => x.role === 'pooja')) put(variant.poojaBand, s, 'front');
  for (const s of ordered) put(variant.kitchenBand, s, variant.kitchenEnd);
  const toilet = strips.filter((s) => s.role === 'toilet');
  for (const s of toilet) put(variant.toiletNearKitchen ? variant.kitchenBand : 1 - variant.kitchenBand, s, variant.toiletNearKitchen ? variant.kitchenEnd : 'front');
  const rest = strips.filter((s) => !['pooja', 'dining', 'kitchen', 'toilet'].includes(s.role));
  // Keep suites (bedroom + its toilet) and the rental unit together.
  const groups: StripSpec[][] = [];
  for (const s of rest) {
    const attached = s.cells[0]!.attachedTo;
    const last = groups[groups.length - 1];
    if (attached && last && last[0]!.cells[0]!.key === attached) last.push(s);
    else groups.push([s]);
  }
  groups.forEach((g, gi) => {
    const isMaster = g[0]!.cells[0]!.master === true;
    let target = 0;
    if (bandCount > 1) {
      const diff = lists[0]!.load - lists[1]!.load;
      target = Math.abs(diff) < 1500 ? (variant.shuffle * 7 + gi) % 2 < 1 ? 0 : 1 : diff < 0 ? 0 : 1;
    }
    const end = isMaster ? variant.masterEnd : variant.masterEnd === 'front' ? 'back' : 'front';
    const seq = end === 'back' ? [...g].reverse() : g;
    for (const s of seq) put(target, s, end);
  });
  return lists.map((l) => [...l.front, ...[...l.back].reverse()]);
}

function frontDepth(U: number, porch: { du: number; dv: number } | null, sideBySide: boolean, bedrooms: number, compact: boolean): number {
  const livingDu = sideBySide && porch ? U - porch.du : U;
  const clearW = clearOf(livingDu, !(sideBySide && porch), true);
  const living = sizingFor('living', bedrooms);
  const wanted = compact ? living.minAreaM2 + 2 : living.prefAreaM2;
  const clearDepth = Math.min(FRONT_MAX_CLEAR_MM, Math.max(FRONT_MIN_CLEAR_MM, (wanted * 1e6) / clearW, (living.minAreaM2 * 1e6) / clearW));
  const depth = gridOf(clearDepth, true, false);
  return sideBySide && porch ? Math.max(depth, porch.dv) : depth;
}

function porchSize(parking: Parking, transposed: boolean): { du: number; dv: number } | null {
  if (parking === 'none') return null;
  if (parking === 'bike') return { du: 2000, dv: 2200 };
  const across = parking === 'twoCars' ? 2 * CAR_BAY_WIDTH_MM + 600 : CAR_BAY_WIDTH_MM + 500;
  const along = CAR_BAY_LENGTH_MM + 300;
  return transposed ? { du: along, dv: across } : { du: across, dv: along };
}

function fillerFor(level: number, length: number, band: number, hasKitchenBefore: boolean): RoomSpec {
  const key = `f${level}-b${band}-extra${Math.round(length)}`;
  if (length >= FILLER_ROOM_MIN_MM) return { key, type: level === 0 ? 'study' : 'lounge', name: level === 0 ? 'Study' : 'Multipurpose room' };
  if (level === 0 && hasKitchenBefore) return { key, type: 'utility', name: 'Utility' };
  return { key, type: level === 0 ? 'store' : 'balcony', name: level === 0 ? 'Store' : 'Balcony' };
}

export function arrange(input: ArrangeInput): AbstractLayout | null {
  const { programme, variant, bedrooms } = input;
  const U = Math.min(input.maxU, variant.bands === 1 ? BAND_MAX_MM[1] + 1300 : 2 * BAND_MAX_MM[2] + 1120);
  const { bands, spine } = bandsFor(U, variant);
  if (bands.some((b) => bandClear(b) < 2100)) return null;
  const bandCount = bands.length;
  const porch = porchSize(input.parking, variant.transposed);
  if (porch && porch.du > U) return null;
  const sideBySide = !!porch && U - porch.du >= gridOf(variant.transposed ? 2400 : 3000, false, true);
  const porchStripDv = porch && !sideBySide ? porch.dv : 0;
  let F = frontDepth(U, porch, sideBySide, bedrooms, false);
  let v0 = porchStripDv + F;
  const hasStair = programme.floors.length > 1;
  const stairBand = bands[Math.min(variant.stairBand, bandCount - 1)]!;
  const stairBandIndex = Math.min(variant.stairBand, bandCount - 1);
  const stairClearU = Math.min(bandClear(stairBand), STAIR_COMFORT_WIDTH_MM);
  if (hasStair && bandClear(stairBand) < STAIR_CLEAR_WIDTH_MM) return null;

  // Per floor, per band: strip lists and their ranges (stair excluded).
  const floorBands = programme.floors.map((fp) =>
    assign(
      fp.strips.map((s) => ({ ...s })),
      variant,
      bandCount,
      bands,
      bedrooms,
    ).map((list, bi) => list.map((s) => withDress(s, bands[bi]!))),
  );
  const stairLenFor = (outsideEnd: boolean) => gridOf(STAIR_CLEAR_LENGTH_MM, false, outsideEnd);
  let need = 0;
  let needMin = 0;
  for (const fb of floorBands) {
    fb.forEach((list, bi) => {
      let pref = 0;
      let min = 0;
      list.forEach((s, i) => {
        const r = stripRange(s, bands[bi]!, bedrooms, i === list.length - 1);
        pref += r ? r.pref : Infinity;
        min += r ? r.min : Infinity;
      });
      if (hasStair && bi === stairBandIndex) {
        pref += stairLenFor(variant.stairEnd === 'back');
        min += stairLenFor(variant.stairEnd === 'back');
      }
      need = Math.max(need, pref);
      needMin = Math.max(needMin, min);
    });
  }
  if (Number.isFinite(needMin) && v0 + needMin > input.maxV) {
    // A tight plot: shrink the living room toward its minimum before giving up.
    F = frontDepth(U, porch, sideBySide, bedrooms, true);
    v0 = porchStripDv + F;
  }
  if (!Number.isFinite(needMin) || v0 + needMin > input.maxV) return null;
  const V = Math.min(input.maxV, v0 + Math.max(need, 2500));

  let stairCell: AbstractCell | null = null;
  if (hasStair) {
    const dv = stairLenFor(variant.stairEnd === 'back');
    const v = variant.stairEnd === 'front' ? v0 : V - dv;
    const narrowDu = gridOf(stairClearU, false, false);
    const du = stairBand.du - narrowDu >= gridOf(900, true, false) ? narrowDu : stairBand.du;
    const u = stairBand.outerAtStart ? stairBand.u + stairBand.du - du : stairBand.u;
    stairCell = { spec: { key: 'stair', type: 'stair', name: 'Stair' }, u, v, du, dv };
  }

  const floors: AbstractFloor[] = [];
  for (let fi = 0; fi < programme.floors.length; fi++) {
    const fp = programme.floors[fi]!;
    const cells: AbstractCell[] = [];
    const fv0 = fi === 0 ? 0 : porchStripDv;
    // Front zone.
    if (fi === 0 && porch) {
      if (sideBySide) {
        const pu = variant.porchAtStart || variant.transposed ? 0 : U - porch.du;
        cells.push({ spec: porchSpec(input.parking), u: pu, v: porchStripDv, du: porch.du, dv: F });
        cells.push({ spec: fp.front, u: pu === 0 ? porch.du : 0, v: porchStripDv, du: U - porch.du, dv: F });
      } else {
        cells.push({ spec: porchSpec(input.parking), u: 0, v: 0, du: U, dv: porchStripDv });
        cells.push({ spec: fp.front, u: 0, v: porchStripDv, du: U, dv: F });
      }
    } else {
      cells.push({ spec: fp.front, u: 0, v: porchStripDv, du: U, dv: F });
    }
    cells.push({ spec: { key: `f${fi}-passage`, type: 'passage', name: 'Passage' }, u: spine.u, v: v0, du: spine.du, dv: V - v0 });
    if (stairCell) {
      cells.push({ ...stairCell, spec: { key: `f${fi}-stair`, type: 'stair', name: 'Stair' } });
      const restDu = stairBand.du - stairCell.du;
      if (restDu > 0) {
        const u = stairBand.outerAtStart ? stairBand.u : stairBand.u + stairCell.du;
        cells.push({ spec: { key: `f${fi}-stair-store`, type: 'store', name: 'Store' }, u, v: stairCell.v, du: restDu, dv: stairCell.dv });
      }
    }
    for (let bi = 0; bi < bandCount; bi++) {
      const band = bands[bi]!;
      const list = floorBands[fi]![bi]!;
      const stairHere = stairCell && bi === stairBandIndex;
      const segStart = stairHere && variant.stairEnd === 'front' ? v0 + stairCell!.dv : v0;
      const segEnd = stairHere && variant.stairEnd === 'back' ? V - stairCell!.dv : V;
      const placed = placeBand(list, band, bedrooms, segStart, segEnd, segEnd === V, fi, bi);
      if (!placed) return null;
      cells.push(...placed);
    }
    floors.push({ level: fi, v0: fv0, cells });
  }
  return { U, V, floors, stair: stairCell };
}

function porchSpec(parking: Parking): RoomSpec {
  return { key: 'f0-parking', type: 'parking' as RoomType, name: parking === 'bike' ? 'Sit-out & bike' : parking === 'twoCars' ? 'Parking (2 cars)' : 'Car parking' };
}

function placeBand(list: StripSpec[], band: Band, bedrooms: number, start: number, end: number, endOutside: boolean, level: number, bi: number): AbstractCell[] | null {
  const total = end - start;
  let strips = list;
  let rs = strips.map((s, i) => stripRange(s, band, bedrooms, endOutside && i === strips.length - 1));
  if (rs.some((r) => !r)) return null;
  let sized = sizeStack(rs as StripRange[], total);
  if (!sized) return null;
  if (sized.excess >= 1200 || strips.length === 0) {
    // Fill the spare length with extra rooms of useful proportions, placed where the band ends.
    const extra: StripSpec[] = [];
    let spare = strips.length === 0 ? total : sized.excess;
    const hasKitchen = strips.some((s) => s.cells.some((c) => c.type === 'kitchen'));
    while (spare >= 1200) {
      const len = spare > FILLER_MAX_MM + FILLER_ROOM_MIN_MM ? FILLER_MAX_MM : spare > FILLER_MAX_MM ? spare / 2 : spare;
      extra.push({ role: 'study', cells: [fillerFor(level, len, bi, hasKitchen && extra.length === 0)] });
      spare -= len;
    }
    strips = [...strips, ...extra];
    rs = strips.map((s, i) => {
      const r = stripRange(s, band, bedrooms, endOutside && i === strips.length - 1);
      return r && i >= list.length ? { ...r, max: 1e9 } : r;
    });
    if (rs.some((r) => !r)) return null;
    sized = sizeStack(rs as StripRange[], total);
    if (!sized) return null;
  }
  const cells: AbstractCell[] = [];
  let v = start;
  strips.forEach((s, i) => {
    const dv = sized!.lengths[i]!;
    for (const part of splitStrip(s, band, bedrooms) ?? []) cells.push({ spec: part.spec, u: part.u, v, du: part.du, dv });
    v += dv;
  });
  return cells;
}
