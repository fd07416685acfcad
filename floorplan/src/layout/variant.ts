// The discrete choices that make one layout candidate differ from another, drawn from a seeded random source
// or swept systematically for tight plots.
import type { Random } from '../random';
import type { MiddleStair } from './hall';
import type { ReliefWay } from './master-relief';

export interface Variant {
  /** Bands run along the road (for plots wider than deep) instead of away from it. */
  transposed: boolean;
  /** Mirror across the band direction: swaps which side the entrance, kitchen and stairs fall on. */
  mirror: boolean;
  bands: 1 | 2;
  /** Share of the band width given to band 0 when there are two. */
  split: number;
  stairBand: 0 | 1;
  stairEnd: 'front' | 'back';
  kitchenBand: 0 | 1;
  kitchenEnd: 'front' | 'back';
  toiletNearKitchen: boolean;
  poojaBand: 0 | 1;
  masterEnd: 'front' | 'back';
  /** Band the master suite goes to when it fits there; otherwise the band that ends soonest. */
  masterBand?: 0 | 1;
  /** Porch at the u = 0 end of the front zone (otherwise at the far end). */
  porchAtStart: boolean;
  mergeDining: boolean;
  /** Tie-breaker for spreading bedrooms over bands. */
  shuffle: number;
  /** Attached toilets of neighbouring suites share one strip, back to back. */
  pairToilets: boolean;
  /** The common toilet shares a strip with the master's own toilet when the bands do not fit otherwise (the front-room layouts). */
  pairCommonToilet?: boolean;
  /** With two bands, the outer band runs to the front beside a living room as wide as the other band and the spine. */
  sideBandToFront: boolean;
  /** One attached toilet per floor and a shared common toilet (see buildProgramme). */
  compact: boolean;
  /** Bands up to 5.8 m instead of 4.6 m between wall centre-lines. */
  wideBands: boolean;
  /** Car bay along the frontage instead of running inwards. */
  porchTurned: boolean;
  /** A kitchen serving a merged living & dining is sent to the band that meets the living room. */
  kitchenBesideLiving: boolean;
  /** Stair flights run across the band (when it is wide enough) instead of along it. */
  stairAcross: boolean;
  /** 'hall': rooms open off the living room or a short lobby (layout/hall.ts), drawn from `hallSeed`. */
  family?: 'bands' | 'hall' | 'corridor' | 'frontStair';
  hallSeed?: number;
  /** Hall family: a bedroom beside the living room across the front (see HallInput.frontBedroom). */
  frontBedroom?: boolean;
  /** Hall family: every floor the middle-stair duplex (see MiddleStair), not drawn from `hallSeed`. */
  middleStair?: MiddleStair;
  /** Corridor family: the ground floor's stair slot (layout/corridor.ts). */
  corridorSlot?: 0 | 1 | 2;
  /** Corridor family on a shallow plot: the living room (and a car porch too deep for the row) spans the depth. */
  livingAcross?: boolean;
  /** Corridor family on a narrow plot: the porch beside the living room instead of across the front. */
  porchBeside?: boolean;
  /** Two bands: a bedroom beside the living room across the front, out of the bands (see arrange). */
  frontRoom?: boolean;
  /** With frontRoom: the kitchen is that room, not a bedroom (Vastu's south-east at the front of E, SE and S facing plots). */
  frontKitchen?: boolean;
  /**
   * Two bands: the master bedroom across the back of this band and the passage's end (the passage ends at
   * its door), its own toilet last in the other band beside it (see arrange).
   */
  masterAtBack?: 0 | 1;
  /** The car's nose stands in the open front setback, so the porch is shorter (tight plots only). */
  carInSetback?: boolean;
  /** One toilet per floor shared by up to this many bedrooms (see ProgrammeOptions.sharedToilet; tight plots only). */
  sharedToilet?: number;
  /** Build to one side boundary where the setback table allows it as well as two setbacks (mayBuildToOneBoundary). */
  oneBoundary?: boolean;
  /** Bedrooms per floor other than the usual spread (see otherSpreads; tight plots only). */
  bedroomsPerFloor?: number[];
  /** The living room sized as the home's other habitable rooms (see buildProgramme; tight plots only). */
  compactLiving?: boolean;
  /** The pooja room on the top floor (see ProgrammeOptions.poojaUpstairs). */
  poojaUpstairs?: boolean;
  /** Compact: an upper floor's front room is its last bedroom, not the master (see ProgrammeOptions.frontBedroomLast). */
  frontBedroomLast?: boolean;
  /** A long thin toilet no closet can be cut from is drawn as a bath and a WC (see bathAndWcOf; drawn again so once the options are chosen, see withBathsAndWcs). */
  bathAndWc?: boolean;
  /** A narrow master bedroom's walls moved this way until it is 2.7 m across (see withMasterRelieved; drawn so once the options are chosen, see withMastersRelieved). */
  masterRelief?: ReliefWay;
  /** Band family: every pooja room at the passage, its store at the outer wall (see poojaAtPassage in strips.ts). */
  poojaAtPassage?: boolean;
}

export interface AllowedChoices {
  transposed: boolean[];
  bands: Array<1 | 2>;
  mergeDining: boolean[];
  compact: boolean[];
  pairToilets: boolean[];
}

export function randomVariant(rnd: Random, allowed: AllowedChoices): Variant {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const bit = (): 0 | 1 => (rnd() < 0.5 ? 0 : 1);
  return {
    transposed: pick(allowed.transposed),
    mirror: rnd() < 0.5,
    bands: pick(allowed.bands),
    split: 0.3 + rnd() * 0.4,
    stairBand: bit(),
    stairEnd: rnd() < 0.5 ? 'front' : 'back',
    kitchenBand: bit(),
    kitchenEnd: rnd() < 0.5 ? 'front' : 'back',
    toiletNearKitchen: rnd() < 0.6,
    poojaBand: bit(),
    masterEnd: rnd() < 0.5 ? 'front' : 'back',
    porchAtStart: rnd() < 0.5,
    mergeDining: pick(allowed.mergeDining),
    shuffle: rnd(),
    pairToilets: pick(allowed.pairToilets),
    sideBandToFront: rnd() < 0.5,
    compact: pick(allowed.compact),
    wideBands: rnd() < 0.5,
    // A car parked along the frontage needs a gate as wide as the car is long: only when depth is short (the sweep).
    porchTurned: false,
    kitchenBesideLiving: rnd() < 0.7,
    stairAcross: rnd() < 0.3,
  };
}

/**
 * Every structural choice (orientation, bands, their widths and split, stair position) with the most compact
 * programme, minor choices at random: random draws can miss the few arrangements a tight plot allows.
 */
export function* compactSweep(rnd: Random, allowed: AllowedChoices): Generator<Variant> {
  for (const transposed of allowed.transposed)
    for (const bands of allowed.bands)
      for (const wideBands of [false, true])
        for (const sideBandToFront of bands === 2 ? [true, false] : [false])
          for (const split of bands === 2 ? [0.35, 0.5, 0.65] : [0.5])
           for (const porchTurned of [false, true])
            for (const stairEnd of ['back', 'front'] as const)
              for (const stairBand of bands === 2 ? ([0, 1] as const) : ([0] as const))
                for (const stairAcross of [false, true])
                  yield { ...randomVariant(rnd, allowed), transposed, bands, wideBands, sideBandToFront, split, stairEnd, stairBand, porchTurned, stairAcross, kitchenBesideLiving: false, compact: true, mergeDining: true, pairToilets: true };
}
