// Wall allowances between a wall centre-line cell and its clear (carpet) size.
import { EXTERNAL_WALL_MM, INTERNAL_WALL_MM } from '../codes/nbc2016';

export const HALF_INTERNAL_MM = INTERNAL_WALL_MM / 2;

/** Clear size of a cell whose two ends are on the outline (external wall) or inside (half an internal wall). */
export function clearOf(grid: number, startOutside: boolean, endOutside: boolean): number {
  return grid - (startOutside ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM) - (endOutside ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM);
}

export function gridOf(clear: number, startOutside: boolean, endOutside: boolean): number {
  return Math.ceil((clear + (startOutside ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM) + (endOutside ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM)) / 10) * 10;
}
