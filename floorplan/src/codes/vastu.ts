// Vastu Shastra placements the scorer seeks, in simplified common-practice form (zones of a 3x3 grid).
import type { Facing } from '../types';
import type { Zone } from '../geometry/compass';

/** Auspicious main-door bearing per facing (the entrance pada toward the north/east end of the road wall). */
export const VASTU_ENTRANCE_BEARING_DEG: Record<Facing, number> = {
  N: 22.5,
  NE: 30,
  E: 67.5,
  SE: 112.5,
  S: 157.5,
  SW: 247.5,
  W: 292.5,
  NW: 337.5,
};

/** Zone scores per room role: 1 = ideal, partial credit for acceptable alternatives, 0 otherwise. */
export const VASTU_KITCHEN_ZONES: Partial<Record<Zone, number>> = { SE: 1, NW: 0.7, E: 0.6, S: 0.6 };
export const VASTU_MASTER_BEDROOM_ZONES: Partial<Record<Zone, number>> = { SW: 1, S: 0.7, W: 0.7 };
export const VASTU_POOJA_ZONES: Partial<Record<Zone, number>> = { NE: 1, N: 0.7, E: 0.7 };
export const VASTU_STAIR_ZONES: Partial<Record<Zone, number>> = { SW: 1, S: 1, W: 1, SE: 0.5, NW: 0.5 };
export const VASTU_TOILET_FORBIDDEN_ZONES: Zone[] = ['NE', 'SW', 'C'];
/** Open-space sides: Vastu wants more open ground to the north and east. */
export const VASTU_OPEN_BEARINGS_DEG = [0, 45, 90];
