// A plan's built-up area: every floor's footprint, outer walls included, as the sheet and the checkout state it.
import type { Plan } from '../types';

/** Square millimetres in a square foot (304.8 mm a side). */
const SQ_MM_PER_SQ_FT = 304.8 * 304.8;

/** Built-up area in square feet, to the nearest one: the figure a buyer compares with a builder's quote. */
export function builtUpSqFt(plan: Pick<Plan, 'floors'>): number {
  return Math.round(plan.floors.reduce((sum, floor) => sum + floor.footprint.w * floor.footprint.h, 0) / SQ_MM_PER_SQ_FT);
}
