// Arranges a programme in an abstract frame: a front zone (porch, living) across the footprint, then bands
// of stacked strips either side of a circulation spine; u runs across the bands, v away from the front.
import { NBC_2016_MIN_CORRIDOR_WIDTH_MM, NBC_2016_MIN_HABITABLE_WIDTH_M, NBC_2016_MIN_OTHER_HABITABLE_AREA_M2, NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M } from '../codes/nbc2016';
import type { Parking, RoomType } from '../types';
import type { FloorProgramme, Programme, RoomSpec, StripSpec } from '../program/programme';
import { MASTER_COMFORT_CLEAR_MM, MAX_ROOM_ASPECT, isToilet, sizingFor, spareRoomSpec } from '../program/rooms';
import { sizeStack, type StripRange } from '../sizing/stack';
import type { Variant } from './variant';
import { clearOf, gridOf } from './walls';
import { bandClear, pairToilets, splitStrip, stripRange, unfoldPairs, poojaAtPassage, withCommonToiletPaired, withCompanion, type Band } from './strips';
import { assignStrips, type BandStart } from './assign';
import { FRONT_MIN_CLEAR_MM, frontDepth, porchSize, porchSpec } from './front';
import { OPENING_SHARE_MM } from '../circulation/policy';
import { STAIR_CLEAR_LENGTH_MM, STAIR_CLEAR_WIDTH_MM, STAIR_COMFORT_WIDTH_MM } from './stair-hall';

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
  /** Made by the hall family (layout/hall.ts): no passage spine, the stair lands against an outer wall. */
  hall?: boolean;
  /** The stair's mid landing is at its low-v end (it is entered from behind); hall layouts otherwise decide by position. */
  stairLandingAtLow?: boolean;
}

export interface ArrangeInput {
  programme: Programme;
  variant: Variant;
  bedrooms: number;
  parking: Parking;
  /** Length of an inward car bay that stands in the open front setback (0: the porch holds the whole car). */
  porchReliefMm?: number;
  /** Envelope size across and along the bands. */
  maxU: number;
  maxV: number;
}

/** Widest a band gets (wall centre-lines): narrow keeps kitchens and toilets well proportioned, wide fits big programmes. */
const BAND_MAX_MM = { narrow: 4600, wide: 5800 } as const;
/** Narrowest band: a service band of toilets, pooja and stores beside the habitable band. */
const MIN_BAND_CLEAR_MM = 1200;
/** Longest extra room: beyond this spare length is split into two rooms. */
const FILLER_MAX_MM = 6000;
const FILLER_MIN_MM = 1200;
const STORE_BESIDE_STAIR_MIN_MM = 900;

/** Grid width of the spine between two bands: the NBC's 1 m corridor and half an inner wall each side. */
const TWO_BAND_SPINE_MM = gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, false);

function bandsFor(U: number, variant: Variant): { bands: Band[]; spine: { u: number; du: number } } {
  if (variant.bands === 1) {
    const spineDu = gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, true);
    return { bands: [{ u: 0, du: U - spineDu, outerAtStart: true, outerAtEnd: false }], spine: { u: U - spineDu, du: spineDu } };
  }
  const spineDu = TWO_BAND_SPINE_MM;
  const a = Math.round(((U - spineDu) * variant.split) / 10) * 10;
  return {
    bands: [
      { u: 0, du: a, outerAtStart: true, outerAtEnd: false },
      { u: a + spineDu, du: U - a - spineDu, outerAtStart: false, outerAtEnd: true },
    ],
    spine: { u: a, du: spineDu },
  };
}

/**
 * Two-band splits (Variant.split) of a floor `U` across that make one band exactly `clear` wide inside its
 * walls, band 0 or band 1, for each clear width that leaves the other band at least MIN_BAND_CLEAR_MM: the
 * inverse of bandsFor.
 */
export function splitsForBandClears(U: number, clears: readonly number[]): number[] {
  const free = U - TWO_BAND_SPINE_MM;
  const out: number[] = [];
  for (const c of clears) {
    const du = gridOf(c, true, false);
    if (free - du < gridOf(MIN_BAND_CLEAR_MM, false, true)) continue;
    out.push(du / free, Math.floor((free - du) / 10) * 10 / free);
  }
  return out;
}

/** How much wider than its porch the porch's band is drawn by `splitsForPorchBand` (the rooms behind it may want more). */
const PORCH_BAND_SPARES_MM = [0, 100, 300, 600];

/**
 * Two-band splits (Variant.split) that make band 1, the band a side-band porch heads (Variant.sideBandToFront),
 * just as wide as the porch and a little wider, band 0 taking the rest: a window a random split seldom hits
 * (30x40 one-storey 3BHK with a car: 0.531 to 0.537).
 */
export function splitsForPorchBand(maxU: number, parking: Parking, wideBands: boolean): number[] {
  const porch = porchSize(parking, false, Infinity, false, 0, false);
  if (!porch || parking === 'bike') return [];
  const free = Math.min(maxU, 2 * BAND_MAX_MM[wideBands ? 'wide' : 'narrow'] + TWO_BAND_SPINE_MM) - TWO_BAND_SPINE_MM;
  const out: number[] = [];
  for (const spare of PORCH_BAND_SPARES_MM) {
    const a = Math.floor((free - porch.du - spare) / 10) * 10;
    if (a < gridOf(MIN_BAND_CLEAR_MM, true, false)) continue;
    // bandsFor rounds band 0 to 10 mm: a hair over `a` rounds back to it.
    out.push((a + 1) / free);
  }
  return out;
}

/** Extra room for spare band length; `open` upstairs where it reaches the back, so it can be a terrace. */
function fillerFor(level: number, length: number, clearWidth: number, band: number, nextToKitchen: boolean, open: boolean): RoomSpec {
  const key = `f${level}-b${band}-extra${Math.round(length)}`;
  if (open) return { key, type: 'balcony', name: 'Terrace' };
  // Big enough to be a habitable room by the code: a room, not a store.
  const roomSized = Math.min(length, clearWidth) >= NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000 && length * clearWidth >= NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 * 1e6;
  if (roomSized) return spareRoomSpec(level, key);
  return nextToKitchen ? { key, type: 'utility', name: 'Utility' } : { key, type: 'store', name: 'Store' };
}

/** Per band: the strips of one floor, ready to stack (toilets paired, dressing rooms added, wide pairs unfolded). */
function floorBands(strips: StripSpec[], variant: Variant, bands: Band[], starts: BandStart[], bedrooms: number): StripSpec[][] {
  const shared = variant.pairCommonToilet ? withCommonToiletPaired(strips, bands, bedrooms) : strips;
  return assignStrips(shared, variant, bands, starts, bedrooms).map((list, bi) => {
    const band = bands[bi]!;
    const paired = variant.pairToilets ? pairToilets(list, band, bedrooms) : list;
    return unfoldPairs(paired, band, bedrooms).map((s) => withCompanion(s, band, bedrooms)).map((s) => (variant.frontRoom || variant.poojaAtPassage ? poojaAtPassage(s) : s));
  });
}

/** How a band's last strip differs when the master bedroom lies across the back (see masterAtBack). */
interface BandTail {
  /** The last strip (the master bedroom) spans this wider band: its own and the passage's width. */
  wideLast?: Band;
  /** The last strip (the master's own toilet) is at least this long, so it alone stands beside the master. */
  lastAtLeast?: number;
}

function stackRanges(list: StripSpec[], band: Band, bedrooms: number, endOutside: boolean, upstairs = false, tail: BandTail = {}): StripRange[] | null {
  const last = list.length - 1;
  const rs = list.map((s, i) => {
    const r = stripRange(s, i === last && tail.wideLast ? tail.wideLast : band, bedrooms, endOutside && i === last, upstairs);
    const least = i === last ? tail.lastAtLeast : undefined;
    return r && least !== undefined ? { ...r, min: Math.max(r.min, least), pref: Math.max(r.pref, least), max: Math.max(r.max, least) } : r;
  });
  return rs.every((r): r is StripRange => r !== null) ? rs : null;
}

/** A floor's master bedroom strip and the strips attached to it (its toilet), or null. */
function masterSuiteOf(fp: FloorProgramme): { bed: StripSpec; own: StripSpec[] } | null {
  const bed = fp.strips.find((x) => x.role === 'suite' && x.cells.length === 1 && x.cells[0]!.master === true);
  if (!bed) return null;
  const key = bed.cells[0]!.key;
  return { bed, own: fp.strips.filter((x) => x.cells.every((c) => c.attachedTo === key)) };
}

export function arrange(input: ArrangeInput): AbstractLayout | null {
  // The common toilet beside the master's only when the bands do not fit without it: it changes which rooms
  // share a band, and a layout that works without it is kept.
  if (!input.variant.pairCommonToilet) return arrangeBands(input);
  return arrangeBands({ ...input, variant: { ...input.variant, pairCommonToilet: false } }) ?? arrangeBands(input);
}

function arrangeBands(input: ArrangeInput): AbstractLayout | null {
  const { programme, variant, bedrooms } = input;
  const bandMax = BAND_MAX_MM[variant.wideBands ? 'wide' : 'narrow'];
  const spineMax = gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, variant.bands === 1);
  const U = Math.min(input.maxU, variant.bands * bandMax + spineMax);
  const { bands, spine } = bandsFor(U, variant);
  if (bands.some((b) => bandClear(b) < MIN_BAND_CLEAR_MM)) return null;
  // With two bands the outer band may run to the front beside a narrower living room, a porch at its head.
  const sideToFront = bands.length === 2 && variant.sideBandToFront;
  // Turned along the road the outer band is the far side of the plot, where a car cannot drive in.
  const bandPorch = sideToFront && !variant.transposed ? porchSize(input.parking, variant.transposed, bands[1]!.du, variant.porchTurned, input.porchReliefMm, false) : null;
  const porch = bandPorch ?? porchSize(input.parking, variant.transposed, U, variant.porchTurned, input.porchReliefMm);
  if (input.parking !== 'none' && !porch) return null;
  // Beside the porch the living room keeps 3 m across, or the code's 2.4 m when the car's nose stands in the
  // open setback (a tight plot's pass: 25x50 one-storey 3BHK, where a porch across the front leaves the
  // bands 2 m short).
  const livingBesidePorch = variant.transposed || input.porchReliefMm ? NBC_2016_MIN_HABITABLE_WIDTH_M * 1000 : FRONT_MIN_CLEAR_MM;
  const porchMode = !porch ? 'none' : bandPorch ? 'band' : U - porch.du >= gridOf(livingBesidePorch, false, true) ? 'beside' : 'strip';
  const frontBand = sideToFront && porchMode !== 'beside';
  const porchStripDv = porchMode === 'strip' ? porch!.dv : 0;
  const porchAtLowU = variant.porchAtStart || variant.transposed;
  // A bedroom (or the kitchen) beside the living room across the front (two bands, the porch beside the living or none).
  const frontRoom = variant.frontRoom && bands.length === 2 && !sideToFront && (porchMode === 'beside' || porchMode === 'none') ? frontRoomOf(programme.floors[0]!, variant.frontKitchen === true) : null;
  // Asked for and impossible: not the plain band layout again (the sweep draws those).
  if (variant.frontRoom && !frontRoom) return null;
  const porchDu = porchMode === 'beside' ? porch!.du : 0;
  /** Where the living room starts across the front beside a porch (it runs to the other end). */
  const besidePorchU = porchAtLowU ? porchDu : 0;
  // The front room stands at the end away from the porch (without one, at the porch's usual end).
  const frontRoomAtLowU = porchMode === 'beside' ? !porchAtLowU : porchAtLowU;
  const livingDuBeside = (frontRoomDu: number) => (frontBand ? spine.u + spine.du : U - porchDu - frontRoomDu);
  // The band whose front end meets the living room: beside a porch only the far band does; beside a porch and a front room, neither.
  const livingBand = frontRoom ? undefined : bands.length === 1 || porchMode === 'band' || (porchMode === 'beside' && !porchAtLowU) ? 0 : porchMode === 'beside' ? 1 : undefined;
  const hasStair = programme.floors.length > 1;
  // Beside a porch the living room may meet the passage over less than an opening: a lobby at the head of
  // the band behind the living room joins them (the living room opens onto it, it opens onto the passage).
  const lobbyBand = porchMode === 'beside' && !frontRoom ? lobbyBandOf(bands, spine, besidePorchU, U - porchDu) : undefined;
  const lobbyDv = lobbyBand === undefined ? 0 : gridOf(NBC_2016_MIN_CORRIDOR_WIDTH_MM, false, false);
  const stairBandIndex = Math.min(variant.stairBand, bands.length - 1);
  const stairBand = bands[stairBandIndex]!;
  if (hasStair && bandClear(stairBand) < STAIR_CLEAR_WIDTH_MM) return null;
  if (lobbyBand !== undefined && hasStair && stairBandIndex === lobbyBand && variant.stairEnd === 'front') return null;
  // Flights across the band take the band's width instead of 0.7 m more of its length: short plots.
  const across = hasStair && variant.stairAcross && bandClear(stairBand) >= STAIR_CLEAR_LENGTH_MM;
  const stairDv = (atBack: boolean) => gridOf(across ? STAIR_CLEAR_WIDTH_MM : STAIR_CLEAR_LENGTH_MM, false, atBack);
  // The master bedroom across the back of band `backBand` and the passage's end, its own toilet last in the
  // other band beside it: the bands are shorter by the master's length where a one-storey home's two bands
  // of bedrooms were a few hundred mm too long (24x52 3BHK with a study). One storey only: no multi-storey
  // request the bench refuses is that close, and each such pass costs every refusal time.
  const backBand = variant.masterAtBack !== undefined && bands.length === 2 && !hasStair ? variant.masterAtBack : undefined;
  if (variant.masterAtBack !== undefined && backBand === undefined) return null;
  const backSuites = programme.floors.map((fp) => (backBand === undefined ? null : masterSuiteOf(fp)));
  if (backBand !== undefined && backSuites.every((x) => !x)) return null;
  const wideBand = backBand === undefined ? undefined : backBand === 0 ? { ...bands[0]!, du: bands[0]!.du + spine.du } : { ...bands[1]!, u: spine.u, du: bands[1]!.du + spine.du };
  /** Band `bi`'s last strip on floor `fi` (the master, or its toilet at least `masterLen` long). */
  const tailOf = (fi: number, bi: number, masterLen?: number): BandTail => (!backSuites[fi] ? {} : bi === backBand ? { wideLast: wideBand } : backSuites[fi]!.own.length ? { lastAtLeast: masterLen } : {});

  // Upper floors are built over the porch unless a front stair hall has to line up behind it; a porch at
  // the head of a band then gets an open terrace above it.
  const frontStairIn = (bi: number) => hasStair && variant.stairEnd === 'front' && (porchMode === 'strip' || bi === stairBandIndex);
  const overPorch = porchMode === 'strip' ? !frontStairIn(0) : porchMode === 'band' && !frontStairIn(1);
  const offsetOf = (fi: number) => (fi === 0 || !overPorch ? porchStripDv : 0);
  const bandPorchDv = (fi: number) => (porchMode === 'band' && (fi === 0 || !overPorch) ? porch!.dv : 0);

  const plan = (compact: boolean) => {
    const frontOf = (livingDu: number) => Math.max(frontDepth(livingDu, bedrooms, compact, programme.floors[0]!.front), porchMode === 'beside' ? porch!.dv : 0);
    let frontRoomDu = frontRoom ? gridOf(NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000, frontRoomAtLowU, !frontRoomAtLowU) : 0;
    let F = frontOf(livingDuBeside(frontRoomDu));
    if (frontRoom) {
      // The front room as wide as the front's depth asks of its kind of room, the living room the rest; twice more
      // with the living room's own depth at that width.
      for (let k = 0; k < 2; k++) {
        frontRoomDu = frontRoomWidth(frontRoom.spec.type, F, frontRoomAtLowU, bedrooms, compact);
        F = frontOf(livingDuBeside(frontRoomDu));
      }
      frontRoomDu = frontRoomWidth(frontRoom.spec.type, F, frontRoomAtLowU, bedrooms, compact);
      // The living room still opens onto the passage behind it and keeps its own width.
      const lu = frontRoomAtLowU ? frontRoomDu : porchDu;
      const ldu = livingDuBeside(frontRoomDu);
      if (clearOf(ldu, false, false) < NBC_2016_MIN_HABITABLE_WIDTH_M * 1000 || spine.u < lu || spine.u + spine.du > lu + ldu) return null;
    }
    const livingDu = livingDuBeside(frontRoomDu);
    /** Where each band of floor `fi` starts; `deeper`: how much deeper than F that floor's front room is. */
    const startsOf = (fi: number, deeper = 0): BandStart[] =>
      bands.map((_, bi) => ({
        start: frontBand && bi === 1 ? offsetOf(fi) + bandPorchDv(fi) : offsetOf(fi) + F + deeper,
        taken: (hasStair && bi === stairBandIndex ? stairDv(variant.stairEnd === 'back') : 0) + (bi === lobbyBand ? lobbyDv : 0),
        besideFront: frontBand && bi === 1 && bandPorchDv(fi) < F + deeper,
      }));
    // A kitchen serving a merged living & dining goes to the band that meets the living room.
    const mergedDining = (fp: { strips: StripSpec[] }) => !fp.strips.some((s) => s.role === 'dining');
    const lists = programme.floors.map((fp, fi) => {
      const back = backSuites[fi];
      const out = new Set<StripSpec>([...(fi === 0 && frontRoom ? [frontRoom.strip] : []), ...(back ? [back.bed, ...back.own] : [])]);
      const fb = floorBands(fp.strips.filter((x) => !out.has(x)), variant.kitchenBesideLiving && livingBand !== undefined && mergedDining(fp) ? { ...variant, kitchenBand: livingBand as 0 | 1 } : variant, bands, startsOf(fi), bedrooms);
      if (back && backBand !== undefined) {
        fb[backBand]!.push(back.bed);
        fb[1 - backBand]!.push(...back.own);
      }
      return fb;
    });
    let vWanted = 0;
    /** Per floor, the least length its bands need. */
    const vMinOf: number[] = [];
    for (const [fi, fb] of lists.entries()) {
      const starts = startsOf(fi);
      // The master's least length, which its toilet beside it matches.
      const masterMin = backBand === undefined || !backSuites[fi] ? undefined : stripRange(backSuites[fi]!.bed, wideBand!, bedrooms, true)?.min;
      for (const [bi, list] of fb.entries()) {
        const rs = stackRanges(list, bands[bi]!, bedrooms, !(hasStair && bi === stairBandIndex && variant.stairEnd === 'back'), false, tailOf(fi, bi, masterMin));
        if (!rs) return null;
        const base = starts[bi]!.start + starts[bi]!.taken;
        vMinOf[fi] = Math.max(vMinOf[fi] ?? 0, base + rs.reduce((s, r) => s + r.min, 0));
        vWanted = Math.max(vWanted, base + rs.reduce((s, r) => s + r.pref, 0));
      }
    }
    return { F, startsOf, lists, vMin: vMinOf.reduce((m, v) => Math.max(m, v), 0), vMinOf, vWanted, frontRoomDu, livingDu };
  };
  const roomy = plan(false);
  // A tight plot: shrink the living room toward its minimum before giving up.
  const chosen = roomy && roomy.vMin <= input.maxV ? roomy : plan(true);
  if (!chosen || chosen.vMin > input.maxV) return null;
  const { F, startsOf, lists, frontRoomDu, livingDu } = chosen;
  const V = Math.min(input.maxV, Math.max(chosen.vWanted, porchStripDv + F + 2500));
  // The compact front (the roomy one did not fit: on a floor above, or in one of the ground floor's bands)
  // leaves the ground floor's bands longer than their rooms need, and they grew toward their preferred and
  // largest sizes while the living room stayed squeezed (20x60 G+1 3BHK with a car: a 12'4" x 9'8" kitchen
  // behind a living & dining 8'5" deep). The ground floor's living room takes half of that spare length, up
  // to its preferred depth. The floors above keep F (a lounge's walls need not stand on the living room's);
  // a stair at the front, which lines up behind the front rooms of every floor, keeps them all at F.
  const mayDeepen = porchMode !== 'beside' && !frontRoom && !(hasStair && variant.stairEnd === 'front');
  const groundSpare = V - chosen.vMinOf[0]!;
  const toPreferred = frontDepth(livingDu, bedrooms, false, programme.floors[0]!.front) - F;
  const groundDeeper = mayDeepen ? Math.max(0, Math.min(toPreferred, Math.floor(groundSpare / 20) * 10)) : 0;
  /** How much deeper than F floor `fi`'s front room is. */
  const deeperOf = (fi: number) => (fi === 0 ? groundDeeper : 0);

  let stairCell: AbstractCell | null = null;
  if (hasStair) {
    const dv = stairDv(variant.stairEnd === 'back');
    const v = variant.stairEnd === 'front' ? startsOf(0)[stairBandIndex]!.start : V - dv;
    const narrowDu = gridOf(Math.min(bandClear(stairBand), STAIR_COMFORT_WIDTH_MM), false, false);
    const du = !across && stairBand.du - narrowDu >= gridOf(STORE_BESIDE_STAIR_MIN_MM, true, false) ? narrowDu : stairBand.du;
    // The stair keeps to the spine side so its hall opens onto the passage.
    const u = stairBand.outerAtStart ? stairBand.u + stairBand.du - du : stairBand.u;
    stairCell = { spec: { key: 'stair', type: 'stair', name: 'Stair' }, u, v, du, dv };
  }

  const floors: AbstractFloor[] = [];
  for (const [fi, fp] of programme.floors.entries()) {
    const cells: AbstractCell[] = [];
    const offset = offsetOf(fi);
    const v0 = offset + F + deeperOf(fi);
    if (fi === 0 && frontRoom) {
      // Porch (if any), living room and the front room across the front.
      const pu = porchAtLowU ? 0 : U - porchDu;
      if (porchDu) cells.push({ spec: porchSpec(input.parking), u: pu, v: 0, du: porchDu, dv: F });
      const ru = frontRoomAtLowU ? 0 : U - frontRoomDu;
      cells.push({ spec: frontRoom.spec, u: ru, v: 0, du: frontRoomDu, dv: F });
      cells.push({ spec: fp.front, u: frontRoomAtLowU ? frontRoomDu : porchDu, v: 0, du: livingDu, dv: F });
    } else if (porchMode === 'beside') {
      // Upstairs an open terrace sits over the porch, so the lounge keeps the living room's proportions. A
      // bedroom at the front upstairs takes the wider of the two instead when the width over the living room
      // is under a master's comfortable width (34x39 G+2 with two cars: the master was 8'2" wide beside a
      // 17'5" terrace over the porch).
      const porchU = porchAtLowU ? 0 : U - porchDu;
      const over = fi === 0 ? porchSpec(input.parking) : { key: `f${fi}-terrace`, type: 'balcony' as const, name: 'Terrace' };
      const bedroomOverPorch = fi > 0 && fp.front.type === 'bedroom' && clearOf(U - porchDu, true, false) < MASTER_COMFORT_CLEAR_MM && porchDu > U - porchDu;
      cells.push({ spec: bedroomOverPorch ? fp.front : over, u: porchU, v: 0, du: porchDu, dv: F });
      cells.push({ spec: bedroomOverPorch ? over : fp.front, u: besidePorchU, v: 0, du: U - porchDu, dv: F });
    } else {
      if (fi === 0 && porchMode === 'strip') cells.push({ spec: porchSpec(input.parking), u: 0, v: 0, du: U, dv: porchStripDv });
      const headDv = bandPorchDv(fi);
      if (headDv > 0) {
        const spec = fi === 0 ? porchSpec(input.parking) : { key: `f${fi}-terrace`, type: 'balcony' as const, name: 'Terrace' };
        cells.push({ spec, u: bands[1]!.u, v: 0, du: bands[1]!.du, dv: headDv });
      }
      cells.push({ spec: fp.front, u: 0, v: offset, du: frontBand ? livingDu : U, dv: F + deeperOf(fi) });
    }
    const passage: AbstractCell = { spec: { key: `f${fi}-passage`, type: 'passage', name: 'Passage' }, u: spine.u, v: v0, du: spine.du, dv: V - v0 };
    cells.push(passage);
    if (lobbyBand !== undefined) cells.push({ spec: { key: `f${fi}-lobby`, type: 'passage', name: 'Passage' }, u: bands[lobbyBand]!.u, v: v0, du: bands[lobbyBand]!.du, dv: lobbyDv });
    if (stairCell) {
      cells.push({ ...stairCell, spec: { key: `f${fi}-stair`, type: 'stair', name: 'Stair' } });
      const restDu = stairBand.du - stairCell.du;
      if (restDu > 0) {
        const u = stairBand.outerAtStart ? stairBand.u : stairBand.u + stairCell.du;
        cells.push({ spec: { key: `f${fi}-stair-store`, type: 'store', name: 'Store' }, u, v: stairCell.v, du: restDu, dv: stairCell.dv });
      }
    }
    const starts = startsOf(fi, deeperOf(fi));
    // The master's band first: its length decides how long its toilet beside it is, and where the passage ends.
    let masterLen: number | undefined;
    const order = backBand !== undefined && backSuites[fi] ? [backBand, 1 - backBand] : bands.map((_, bi) => bi);
    for (const bi of order) {
      const band = bands[bi]!;
      const stairHere = stairCell && bi === stairBandIndex;
      const segStart = starts[bi]!.start + (stairHere && variant.stairEnd === 'front' ? stairCell!.dv : 0) + (bi === lobbyBand ? lobbyDv : 0);
      const segEnd = stairHere && variant.stairEnd === 'back' ? V - stairCell!.dv : V;
      const placed = placeBand(lists[fi]![bi]!, band, bedrooms, segStart, segEnd, segEnd === V, fi, bi, tailOf(fi, bi, masterLen));
      if (!placed) return null;
      if (bi === backBand && backSuites[fi]) {
        const master = placed[placed.length - 1]!;
        masterLen = master.dv;
        passage.dv = master.v - v0;
      }
      cells.push(...placed);
    }
    floors.push({ level: fi, v0: fi === 0 ? 0 : offset, cells });
  }
  return { U, V, floors, stair: stairCell };
}

/** The band behind a living room (across `lu`..`lu + ldu`) that meets the passage over less than an opening, or undefined. */
function lobbyBandOf(bands: Band[], spine: { u: number; du: number }, lu: number, ldu: number): number | undefined {
  const overlap = (a: number, da: number) => Math.min(lu + ldu, a + da) - Math.max(lu, a);
  if (overlap(spine.u, spine.du) >= OPENING_SHARE_MM) return undefined;
  const bi = bands.findIndex((b) => overlap(b.u, b.du) >= OPENING_SHARE_MM);
  return bi < 0 ? undefined : bi;
}

/**
 * The ground floor's room that stands beside the living room across the front: a bedroom (not the master,
 * nothing attached), or with `kitchen` the kitchen, which then opens onto the living & dining beside it.
 */
function frontRoomOf(fp: FloorProgramme, kitchen: boolean): { strip: StripSpec; spec: RoomSpec } | null {
  if (kitchen) {
    const strip = fp.strips.find((x) => x.role === 'kitchen' && x.cells.length === 1 && x.cells[0]!.type === 'kitchen');
    return strip ? { strip, spec: strip.cells[0]! } : null;
  }
  const owned = new Set(fp.strips.flatMap((x) => x.cells.map((c) => c.attachedTo)).filter(Boolean));
  const strip = [...fp.strips].reverse().find((x) => x.cells.length === 1 && x.cells[0]!.type === 'bedroom' && !x.cells[0]!.master && !x.cells[0]!.firstHabitable && !owned.has(x.cells[0]!.key));
  return strip ? { strip, spec: strip.cells[0]! } : null;
}

/**
 * Grid width of a front-row room (a bedroom or the kitchen) `F` deep: its NBC width and area, no longer than
 * its proportion allows; toward its preferred area unless the plot is tight (`compact`: the living room beside
 * it keeps the width).
 */
function frontRoomWidth(type: RoomType, F: number, atLowU: boolean, bedrooms: number, compact: boolean): number {
  const depth = clearOf(F, true, false);
  const s = sizingFor(type, bedrooms);
  const least = Math.max(s.minWidthM * 1000, (s.minAreaM2 * 1e6) / depth, depth / Math.min(s.maxAspect, MAX_ROOM_ASPECT));
  const wanted = compact ? least : Math.max(least, Math.min((s.prefAreaM2 * 1e6) / depth, depth));
  return gridOf(wanted, atLowU, !atLowU);
}

/**
 * Where in a band's strips a spare room would stand between a pooja room and a toilet against its wall
 * (families will not have a shrine share a wall with a toilet): the index after the pooja strip, or before
 * it when the toilet comes first; undefined when no toilet meets the pooja room along the band.
 */
export function shrineBuffer(strips: StripSpec[]): number | undefined {
  const has = (s: StripSpec | undefined, wanted: (r: RoomSpec) => boolean) => !!s?.cells.some(wanted);
  const i = strips.findIndex((s) => has(s, (r) => r.type === 'pooja'));
  if (i < 0) return undefined;
  if (has(strips[i + 1], isToilet)) return i + 1;
  if (has(strips[i - 1], isToilet)) return i;
  return undefined;
}

function placeBand(list: StripSpec[], band: Band, bedrooms: number, start: number, end: number, endOutside: boolean, level: number, bi: number, tail: BandTail = {}): AbstractCell[] | null {
  const total = end - start;
  // A band whose last strip is the master across the back, or its toilet beside it, keeps that strip last.
  const keepLast = tail.wideLast !== undefined || tail.lastAtLeast !== undefined;
  let strips = list;
  let rs = stackRanges(strips, band, bedrooms, endOutside, level > 0, tail);
  let sized = rs && sizeStack(rs, total);
  if (!sized) return null;
  if (sized.excess > 0 || strips.length === 0) {
    // Fill a long spare length with extra rooms of useful proportions where the band ends; a short one
    // goes to the rooms already there, so no unnamed gap is left.
    const extra: StripSpec[] = [];
    const lengths: number[] = [];
    let spare = strips.length === 0 ? total : sized.excess;
    const before = keepLast ? strips.slice(0, -1) : strips;
    // The extra rooms go where the band ends, or between a pooja room and a toilet the band puts against it.
    const at = shrineBuffer(before) ?? before.length;
    const endsWithKitchen = at === before.length && (before[before.length - 1]?.cells.some((c) => c.type === 'kitchen') ?? false);
    while (spare >= FILLER_MIN_MM || (strips.length === 0 && extra.length === 0 && spare > 0)) {
      // Upstairs the spare length at the back is one open terrace; elsewhere equal extra rooms no longer
      // than the band's width allows before they read as corridors.
      const terrace = level > 0 && endOutside && !keepLast;
      const longest = Math.min(FILLER_MAX_MM, bandClear(band) * MAX_ROOM_ASPECT);
      const len = terrace ? spare : spare / Math.ceil(spare / longest);
      extra.push({ role: 'study', cells: [fillerFor(level, len, bandClear(band), bi, endsWithKitchen && extra.length === 0, terrace)] });
      lengths.push(len);
      spare -= len;
    }
    strips = [...before.slice(0, at), ...extra, ...before.slice(at), ...(keepLast ? [strips[strips.length - 1]!] : [])];
    rs = stackRanges(strips, band, bedrooms, endOutside, level > 0, tail);
    // The rooms keep their largest sizes and each extra room the length it was chosen for; without extra
    // rooms the short spare is shared by all.
    const extraAt = (i: number) => (i >= at && i < at + extra.length ? i - at : -1);
    const capped = rs?.map((r, i) => (extraAt(i) >= 0 ? { ...r, max: Math.max(r.min, lengths[extraAt(i)]!) } : extra.length === 0 ? { ...r, max: 1e9 } : r));
    sized = capped ? sizeStack(capped, total) : null;
    if (!sized) return null;
    sized.lengths[sized.lengths.length - 1]! += sized.excess;
  }
  const cells: AbstractCell[] = [];
  let v = start;
  for (const [i, s] of strips.entries()) {
    const dv = sized.lengths[i]!;
    const across = i === strips.length - 1 && tail.wideLast ? tail.wideLast : band;
    for (const part of splitStrip(s, across, bedrooms) ?? []) cells.push({ spec: part.spec, u: part.u, v, du: part.du, dv });
    v += dv;
  }
  return cells;
}
