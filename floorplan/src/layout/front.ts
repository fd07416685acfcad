// The front zone: car porch or sit-out, and the living room (lounge upstairs) behind the main door.
import { CAR_BAY_LENGTH_MM, CAR_BAY_WIDTH_MM } from '../codes/nbc2016';
import type { Parking } from '../types';
import type { RoomSpec } from '../program/programme';
import { MAX_ROOM_ASPECT, minimumOf, sizingFor } from '../program/rooms';
import { clearOf, gridOf } from './walls';

/** A living room's comfortable least depth, and its least width beside a porch. */
export const FRONT_MIN_CLEAR_MM = 3000;
/** A porch still covers most of a car whose nose stands in the front setback. */
const CAR_PORCH_MIN_MM = 3300;
const FRONT_MAX_CLEAR_MM = 5000;
/** Widest the living room may be for its depth before it reads as a corridor. */
const LIVING_MAX_ASPECT = 2;

export interface PorchSize {
  du: number;
  dv: number;
}

/**
 * Porch size across (du) and along (dv) the bands. The car drives in from the road; when the building is too
 * narrow for the bay to run inwards, or the variant asks, it is turned to lie along the frontage.
 * `reliefMm`: how much of an inward bay stands in the open front setback, between the gate and the porch.
 * `tandem`: two cars may stand in line when they fit no other way, one behind the other as they drive in, or
 * (`'alongRoad'`, a shallow plot's row) one after the other along the road.
 */
export function porchSize(parking: Parking, transposed: boolean, U: number, turn: boolean, reliefMm = 0, tandem: boolean | 'alongRoad' = true): PorchSize | null {
  if (parking === 'none') return null;
  if (parking === 'bike') return { du: 2000, dv: 2200 };
  const across = parking === 'twoCars' ? 2 * CAR_BAY_WIDTH_MM + 600 : CAR_BAY_WIDTH_MM + 500;
  const along = CAR_BAY_LENGTH_MM + 300;
  // A car partly in the setback needs no spare length at its nose: the open setback is behind it.
  const inwardLen = reliefMm > 0 ? Math.max(CAR_PORCH_MIN_MM, CAR_BAY_LENGTH_MM + 100 - reliefMm) : along;
  const inward = transposed ? { du: inwardLen, dv: across } : { du: across, dv: inwardLen };
  const turned = transposed ? { du: across, dv: along } : { du: along, dv: across };
  // Turned by choice on shallow plots: a bay along the frontage costs less depth than one running inwards.
  const order = turn ? [turned, inward] : [inward, turned];
  // Two cars on a plot too narrow for them side by side park one behind the other (tandem), as on most
  // 15-20 ft plots; the porch then holds both cars whole. (Not at the head of a side band: there the cars
  // would stand in line beside a living room that has the whole plot's width to use.)
  if (parking === 'twoCars' && tandem) {
    const one = CAR_BAY_WIDTH_MM + 500;
    const tandemLen = 2 * CAR_BAY_LENGTH_MM + 300;
    // In line as they drive in (along u when transposed, u being the depth), or the other way along the road.
    const inLineAlongU = transposed === (tandem === true);
    order.push(inLineAlongU ? { du: tandemLen, dv: one } : { du: one, dv: tandemLen });
  }
  return order.find((p) => p.du <= U) ?? null;
}

export function porchSpec(parking: Parking): RoomSpec {
  return { key: 'f0-parking', type: 'parking', name: parking === 'bike' ? 'Sit-out & bike' : parking === 'twoCars' ? 'Parking (2 cars)' : 'Car parking' };
}

/** Depth of the living room: its preferred area (or just above the minimum when tight), never much wider than deep. */
export function frontDepth(livingDu: number, bedrooms: number, compact: boolean, spec: RoomSpec): number {
  const clearW = clearOf(livingDu, true, true);
  const living = sizingFor('living', bedrooms);
  const least = minimumOf(spec, living);
  const wanted = compact ? least.areaM2 + 2 : living.prefAreaM2;
  // Tight plots: down to the code's minimum width (2.4 m for the first habitable room), still no longer than
  // 2.1 times its depth.
  const proportioned = clearW / (compact ? MAX_ROOM_ASPECT : LIVING_MAX_ASPECT);
  const floor = compact ? least.widthMm : FRONT_MIN_CLEAR_MM;
  const clearDepth = Math.min(FRONT_MAX_CLEAR_MM, Math.max(floor, (wanted * 1e6) / clearW, proportioned, (least.areaM2 * 1e6) / clearW));
  return gridOf(clearDepth, true, false);
}
