// The layout templates the search draws when its random draws fall short, each structural choice once in a
// fixed order, and the hall family's variant (its structure drawn from a seed of its own).
import type { PlanRequest } from '../types';
import { seededRandom } from '../random';
import { randomVariant, type AllowedChoices, type Variant } from '../layout/variant';
import { splitsForBandClears, splitsForPorchBand } from '../layout/arrange';

/** The front-stair templates: programme and mirror (their minor choices from a source of their own). */
export function* frontStairVariants(allowed: AllowedChoices, seed: number): Generator<Variant> {
  const base = randomVariant(seededRandom(seed), allowed);
  for (const compact of [true, false])
    for (const mergeDining of [true, false])
      for (const mirror of [false, true]) yield { ...base, family: 'frontStair', transposed: false, compact, mergeDining, mirror };
}

/**
 * Two bands with a bedroom beside the living room across the front (layout/arrange.ts): every orientation,
 * band width and split, porch end and stair place, minor choices from a source of their own. A squarish
 * plot with a car porch beside the living room: the bands behind them were a few hundred mm too long (38x39
 * and 40x40 one-storey 4BHK).
 */
export function* frontRoomVariants(request: PlanRequest, allowed: AllowedChoices, seed: number): Generator<Variant> {
  const base = randomVariant(seededRandom(seed), allowed);
  const stairs = request.floors > 1 ? (['back', 'front'] as const) : (['back'] as const);
  for (const transposed of allowed.transposed)
    for (const wideBands of [false, true])
      for (const split of [0.35, 0.5, 0.65])
        for (const porchAtStart of [false, true])
          for (const stairEnd of stairs)
            for (const stairBand of request.floors > 1 ? ([0, 1] as const) : ([0] as const))
              // The kitchen and the pooja room in different bands, so neither band is the longer by both.
              for (const kitchenBand of [0, 1] as const)
                yield { ...base, family: 'bands', transposed, bands: 2, wideBands, sideBandToFront: false, split, porchAtStart, stairEnd, stairBand, kitchenBand, poojaBand: kitchenBand === 0 ? 1 : 0, frontRoom: true, compact: true, mergeDining: true, pairToilets: true, pairCommonToilet: true, kitchenBesideLiving: false };
}

/**
 * Two bands with the master bedroom across the back of one band and the passage's end (layout/arrange.ts),
 * one-storey homes, with or without a bedroom beside the living room at the front: every orientation wide
 * enough for a band of bedrooms beside a service band, porch end, kitchen and master band, and band splits
 * that make one band just wide enough for bedrooms (2.1-2.5 m clear; the other takes the kitchen and
 * toilets) as well as the usual three. A 24x52 one-storey 3BHK with a study: two bands of bedrooms need
 * 5.9 m across and the plot has 5.8.
 */
export function* masterAtBackVariants(request: PlanRequest, allowed: AllowedChoices, seed: number, envelope: { w: number; h: number }): Generator<Variant> {
  if (request.floors > 1) return;
  const base = randomVariant(seededRandom(seed), allowed);
  for (const transposed of allowed.transposed) {
    // One band just wide enough for bedrooms, the other at least a service band's width; none: too narrow.
    const fitted = splitsForBandClears(transposed ? envelope.h : envelope.w, BEDROOM_BAND_CLEARS_MM);
    if (!fitted.length) continue;
    const splits = [...new Set([0.35, 0.5, 0.65, ...fitted])];
    for (const split of splits)
      for (const frontRoom of [true, false])
        for (const masterAtBack of [0, 1] as const)
          for (const porchAtStart of [false, true])
            for (const kitchenBand of [0, 1] as const)
              // The common toilet in the kitchen's band (the service band) or in the other.
              for (const toiletNearKitchen of [true, false])
                yield { ...base, family: 'bands', transposed, bands: 2, wideBands: false, sideBandToFront: false, split, porchAtStart, stairEnd: 'front', stairBand: 0, kitchenBand, poojaBand: kitchenBand === 0 ? 1 : 0, toiletNearKitchen, frontRoom, masterAtBack, compact: true, mergeDining: true, pairToilets: true, kitchenBesideLiving: false };
  }
}
/** Clear widths of a band of bedrooms the master-at-back splits aim at: the NBC's 2.1 m and a little more. */
const BEDROOM_BAND_CLEARS_MM = [2100, 2300, 2500];

/** Variant.shuffle values that break a tie between two bands each way (floor(7 * shuffle) even, then odd). */
const PORCH_BAND_SHUFFLES = [0.05, 0.2];

/**
 * Two bands with the car porch at the head of one (Variant.sideBandToFront) and the living & dining across
 * the other and the passage, the kitchen right behind it, opening onto it (Variant.kitchenBesideLiving); the
 * porch's band just wider than the porch (splitsForPorchBand), each stair place, programme, master's end and
 * toilet pairing, minor choices from a source of their own. The random draws put the kitchen behind the porch,
 * away from the dining, because the split this needs is a window they seldom hit: a 30x40 one-storey 3BHK
 * with a car built 4 such plans in 2,000 draws, and they are its only plans without an objection.
 */
export function* porchBandVariants(request: PlanRequest, allowed: AllowedChoices, seed: number, envelope: { w: number }): Generator<Variant> {
  if (request.parking !== 'car' && request.parking !== 'twoCars') return;
  const base = randomVariant(seededRandom(seed), allowed);
  const stairs = request.floors > 1 ? ([['front', 0], ['front', 1], ['back', 0], ['back', 1]] as const) : ([['back', 0]] as const);
  const narrow = splitsForPorchBand(envelope.w, request.parking, false);
  const wide = splitsForPorchBand(envelope.w, request.parking, true);
  // Wide bands only change the split where the plot is wider than two narrow bands and the passage.
  const splits = [...narrow.map((split) => ({ split, wideBands: false })), ...wide.filter((x) => !narrow.includes(x)).map((split) => ({ split, wideBands: true }))];
  for (const { split, wideBands } of splits)
    for (const [stairEnd, stairBand] of stairs)
      for (const compact of [true, false])
        for (const masterEnd of ['front', 'back'] as const)
          for (const pairToilets of [true, false])
            // Both ways a tie between the bands' lengths falls when the bedrooms are spread (see assignStrips).
            for (const shuffle of PORCH_BAND_SHUFFLES)
              yield { ...base, family: 'bands', transposed: false, bands: 2, sideBandToFront: true, split, wideBands, porchTurned: false, kitchenBesideLiving: true, kitchenEnd: 'front', toiletNearKitchen: false, mergeDining: true, stairEnd, stairBand, compact, masterEnd, pairToilets, shuffle };
}

/** Every corridor template a request allows: programme, orientation, mirror and the ground floor's stair slot. */
export function* corridorVariants(request: PlanRequest, allowed: AllowedChoices, rnd: () => number): Generator<Variant> {
  const base = randomVariant(rnd, allowed);
  const slots = request.floors > 1 ? ([1, 0, 2] as const) : ([0] as const);
  for (const transposed of [...allowed.transposed].reverse())
    for (const mergeDining of [true, false])
      for (const compact of [false, true])
        for (const corridorSlot of slots)
          for (const mirror of [false, true])
            // A porch beside the living room on a plot deeper than wide (a shallow plot's row has its own).
            for (const porchBeside of !allowed.transposed.includes(true) && request.parking !== 'none' ? [false, true] : [false])
              yield { ...base, family: 'corridor', transposed, mergeDining, compact, corridorSlot, mirror, porchBeside };
  // Then a shallow plot's row with the living room across the depth: shorter, the corridor in two.
  if (!allowed.transposed.includes(true)) return;
  for (const mergeDining of [true, false])
    for (const compact of [false, true])
      for (const corridorSlot of slots)
        for (const mirror of [false, true]) yield { ...base, family: 'corridor', transposed: true, livingAcross: true, mergeDining, compact, corridorSlot, mirror };
}

/**
 * Envelopes the middle-stair duplex is drawn on: narrow ones (a 25 ft plot is about 6.6 m across inside its
 * setbacks; wider plots have other layouts) deep enough for three rows of rooms (its refusals drew it for
 * nothing and took 7% longer over the bench).
 */
const MIDDLE_STAIR_MAX_WIDTH_MM = 7000;
const MIDDLE_STAIR_MIN_DEPTH_MM = 7000;

/**
 * The middle-stair duplex of a narrow home of two storeys or more (layout/hall-shapes.ts, middleStairFloor):
 * the stair at either side, its flights along the plot or across it, mirrored or not, each floor's rooms
 * compact or not, the lounge upstairs in front of the stair or beside it; the living and dining rooms one
 * room (a dining room of its own has no place there).
 */
export function* middleStairVariants(request: PlanRequest, allowed: AllowedChoices, seed: number, envelope: { w: number; h: number }): Generator<Variant> {
  if (request.floors < 2 || envelope.w > MIDDLE_STAIR_MAX_WIDTH_MM || envelope.h < MIDDLE_STAIR_MIN_DEPTH_MM) return;
  const base = randomVariant(seededRandom(seed), allowed);
  for (const loungeBetween of [false, true])
    for (const side of ['low', 'high'] as const)
      for (const across of [false, true])
        for (const compact of [false, true])
          for (const mirror of [false, true]) yield { ...base, family: 'hall', transposed: false, hallSeed: seed, mergeDining: true, compact, mirror, middleStair: { side, across, loungeBetween } };
}

/** A hall-family variant (layout/hall.ts), its structure drawn from a seed of its own. */
export function hallVariant(rnd: () => number, allowed: AllowedChoices): Variant {
  return { ...randomVariant(rnd, allowed), transposed: false, family: 'hall', hallSeed: Math.floor(rnd() * 2 ** 31) };
}
