// Which strips of a floor go in which band, front end first: pooja, kitchen and common toilet where the
// variant puts them; suites and other rooms to the band that ends soonest, so the building stays short.
import type { StripSpec } from '../program/programme';
import type { Variant } from './variant';
import { stripRange, type Band } from './strips';

/** Loads closer than this count as equal, and the variant's tie-breaker picks the band. */
const BALANCE_TIE_MM = 1200;

export interface BandStart {
  /** Where the band's strips begin along v (after the front zone, or at the front when the band runs to it). */
  start: number;
  /** Length already taken in the band by the stair hall. */
  taken: number;
  /** The band runs to the front beside the front room, where the passage does not reach its head. */
  besideFront?: boolean;
}

export function assignStrips(strips: StripSpec[], variant: Variant, bands: Band[], starts: BandStart[], bedrooms: number): StripSpec[][] {
  // A band that runs to the front beside a narrower front room starts where the passage does not reach: its
  // head is entered from the front room. Beside a front bedroom only that bedroom's own toilet can be, so
  // when another room would head the band, the toilet moves there from behind the bedroom.
  const frontBand = starts.findIndex((s) => s.besideFront);
  const assigned = assignWith(strips, variant, bands, starts, bedrooms, frontBand, 0);
  const head = assigned[frontBand]?.[0];
  const ownToilet = strips.find((x) => x.role === 'frontSuite');
  return ownToilet && head && head !== ownToilet ? assignWith(strips, variant, bands, starts, bedrooms, frontBand, frontBand) : assigned;
}

function assignWith(strips: StripSpec[], variant: Variant, bands: Band[], starts: BandStart[], bedrooms: number, frontBand: number, frontSuiteBand: number): StripSpec[][] {
  const n = bands.length;
  const lists = bands.map((_, i) => ({ front: [] as StripSpec[], back: [] as StripSpec[], end: starts[i]!.start + starts[i]!.taken }));
  const at = (i: number) => Math.min(i, n - 1);
  // Bands may differ in width (a narrow service band beside a habitable one): a strip goes where it fits.
  const fits = (bi: number, s: StripSpec) => stripRange(s, bands[bi]!, bedrooms, false) !== null;
  const put = (wanted: number, s: StripSpec, end: 'front' | 'back') => {
    const bi = n === 1 || fits(wanted, s) || !fits(1 - wanted, s) ? wanted : 1 - wanted;
    const l = lists[bi]!;
    (end === 'front' ? l.front : l.back).push(s);
    l.end += stripRange(s, bands[bi]!, bedrooms, false)?.min ?? 4000;
  };
  // A front bedroom's own toilet starts a band right behind it (or the band beside it, see assignStrips).
  for (const s of strips.filter((x) => x.role === 'frontSuite')) put(frontSuiteBand, s, 'front');
  // A merged living & dining needs the kitchen beside it, so the kitchen then starts its band, before the pooja.
  const merged = !strips.some((s) => s.role === 'dining');
  const putPooja = () => strips.filter((x) => x.role === 'pooja').forEach((s) => put(at(variant.poojaBand), s, 'front'));
  if (!merged) putPooja();
  const kitchenEnd = merged ? 'front' : variant.kitchenEnd;
  const kitchenStrips = strips.filter((s) => s.role === 'dining' || s.role === 'kitchen');
  // Kitchen and dining stay together: both move to the other band when either does not fit the chosen one.
  const wantedKitchenBand = at(variant.kitchenBand);
  const kitchenBand = n > 1 && !kitchenStrips.every((s) => fits(wantedKitchenBand, s)) && kitchenStrips.every((s) => fits(1 - wantedKitchenBand, s)) ? 1 - wantedKitchenBand : wantedKitchenBand;
  for (const s of kitchenEnd === 'back' ? [...kitchenStrips].reverse() : kitchenStrips) put(kitchenBand, s, kitchenEnd);
  if (merged) putPooja();
  for (const s of strips.filter((x) => x.role === 'toilet')) {
    const band = variant.toiletNearKitchen ? kitchenBand : at(1 - kitchenBand);
    const end = variant.toiletNearKitchen ? kitchenEnd : 'front';
    // Not right behind the pooja room (a toilet against the shrine's wall): to the other band, or the far end.
    const behindPooja = end === 'front' && lists[band]!.front[lists[band]!.front.length - 1]?.role === 'pooja';
    // Nor in the front end of a band that runs to the front, beside the front room, where the passage does
    // not reach: a common toilet opens off the passage only. This band's far end, along the passage.
    if (end === 'front' && band === frontBand) put(band, s, 'back');
    else if (!behindPooja) put(band, s, end);
    else if (n > 1 && fits(1 - band, s)) put(1 - band, s, 'front');
    else put(band, s, 'back');
  }
  // Suites (bedroom and its toilet) and the rental unit stay together.
  const groups: StripSpec[][] = [];
  for (const s of strips.filter((x) => !['pooja', 'dining', 'kitchen', 'toilet', 'frontSuite'].includes(x.role))) {
    const owner = s.cells[0]!.attachedTo;
    const last = groups[groups.length - 1];
    if (owner && last && last[0]!.cells[0]!.key === owner) last.push(s);
    else groups.push([s]);
  }
  groups.forEach((g, gi) => {
    let target = 0;
    const isMaster = g[0]!.cells[0]!.master === true;
    if (n > 1 && isMaster && variant.masterBand !== undefined && g.every((s) => fits(variant.masterBand!, s))) target = variant.masterBand;
    else if (n > 1) {
      const diff = lists[0]!.end - lists[1]!.end;
      target = Math.abs(diff) < BALANCE_TIE_MM ? ((variant.shuffle * 7 + gi) % 2 < 1 ? 0 : 1) : diff < 0 ? 0 : 1;
      if (!g.every((s) => fits(target, s)) && g.every((s) => fits(1 - target, s))) target = 1 - target;
    }
    const end = isMaster ? variant.masterEnd : variant.masterEnd === 'front' ? 'back' : 'front';
    for (const s of end === 'back' ? [...g].reverse() : g) put(target, s, end);
  });
  // A band is its front list, then its back list from the last strip pushed there to the first: a toilet
  // pushed last at the back stands right behind a pooja room that ends the front (a shrine against a
  // toilet's wall, which families will not have). It goes to the band's far end instead.
  for (const l of lists) {
    const meets = l.back[l.back.length - 1];
    if (l.front[l.front.length - 1]?.role === 'pooja' && meets?.role === 'toilet' && l.back.length > 1) l.back.unshift(l.back.pop()!);
  }
  return lists.map((l) => [...l.front, ...[...l.back].reverse()]);
}
