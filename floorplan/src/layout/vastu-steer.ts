// Steers a variant's placements toward their Vastu zones for the plot's facing: kitchen to the south-east,
// master bedroom and stair to the south-west, pooja to the north-east. Random variants alone rarely line
// all of these up; the scorer still decides which plans are offered.
import type { Facing, Parking } from '../types';
import { angleBetween, bearingOf } from '../geometry/compass';
import type { Variant } from './variant';

type Corner = { band: 0 | 1; end: 'front' | 'back' };

const CORNERS: Corner[] = [
  { band: 0, end: 'front' },
  { band: 0, end: 'back' },
  { band: 1, end: 'front' },
  { band: 1, end: 'back' },
];

/** Compass bearing, seen from the footprint's centre, of a band's end (band 0 at low u, front at low v). */
function bearingOfCorner(v: Variant, facing: Facing, c: Corner): number {
  const du = c.band === 1 ? 1 : -1;
  const dv = c.end === 'back' ? 1 : -1;
  // The same mapping as toPlanRect: mirror flips the across-band axis, transposing swaps the axes.
  const x = v.transposed ? (v.mirror ? -dv : dv) : v.mirror ? -du : du;
  const y = v.transposed ? du : dv;
  return bearingOf(facing, x, y);
}

function nearest(v: Variant, facing: Facing, bearing: number, options: Corner[] = CORNERS): Corner {
  return options.reduce((best, c) => (angleBetween(bearingOfCorner(v, facing, c), bearing) < angleBetween(bearingOfCorner(v, facing, best), bearing) ? c : best));
}

const SOUTH_EAST = 135;
const SOUTH_WEST = 225;
const NORTH_EAST = 45;

export function steerToVastu(v: Variant, facing: Facing): Variant {
  const kitchen = nearest(v, facing, SOUTH_EAST);
  const master = nearest(v, facing, SOUTH_WEST);
  // The stair takes the best south or west corner the master bedroom has not taken.
  const stair = nearest(v, facing, SOUTH_WEST, CORNERS.filter((c) => c.band !== master.band || c.end !== master.end));
  const pooja = nearest(v, facing, NORTH_EAST, CORNERS.filter((c) => c.end === 'front'));
  return {
    ...v,
    kitchenBand: kitchen.band,
    kitchenEnd: kitchen.end,
    masterBand: master.band,
    masterEnd: master.end,
    stairBand: stair.band,
    stairEnd: stair.end,
    poojaBand: pooja.band,
  };
}

/**
 * On a plot whose road side looks toward the south-east (facing E, SE or S), Vastu's kitchen zone is at the
 * front: the variant with the kitchen beside the living room across the front (see arrange's front room),
 * at the end nearer the south-east. Null for the other facings, whose south-east lies along a side or at the back.
 */
export function kitchenToFront(v: Variant, facing: Facing, parking: Parking): Variant | null {
  if (angleBetween(bearingOf(facing, 0, -1), SOUTH_EAST) > 45) return null;
  const front: Variant = { ...v, family: 'bands', bands: 2, sideBandToFront: false, frontRoom: true, frontKitchen: true, mergeDining: true, pairCommonToilet: true };
  // The front room stands at the porch's usual end without a porch, at the other end beside one (see arrange).
  const porchAtLowU = front.porchAtStart || front.transposed;
  const band = (parking === 'none') === porchAtLowU ? 0 : 1;
  const corner = (mirror: boolean) => bearingOfCorner({ ...front, mirror }, facing, { band, end: 'front' });
  const mirror = angleBetween(corner(true), SOUTH_EAST) < angleBetween(corner(false), SOUTH_EAST);
  return { ...front, mirror };
}
