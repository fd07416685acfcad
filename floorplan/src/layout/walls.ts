// Wall allowances between a wall centre-line cell and its clear (carpet) size.
import type { Rect, Room } from '../types';
import { EXTERNAL_WALL_MM, INTERNAL_WALL_MM } from '../codes/nbc2016';
import { outlineSides, polygonOf } from '../geometry/rect';

export const HALF_INTERNAL_MM = INTERNAL_WALL_MM / 2;

/** The wall a cell's two ends take from its length: an external wall on the outline, else half an internal one. */
function endWallsOf(startOutside: boolean, endOutside: boolean): number {
  return (startOutside ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM) + (endOutside ? EXTERNAL_WALL_MM : HALF_INTERNAL_MM);
}

/** Clear size of a cell whose two ends are on the outline (external wall) or inside (half an internal wall). */
export function clearOf(grid: number, startOutside: boolean, endOutside: boolean): number {
  return grid - endWallsOf(startOutside, endOutside);
}

/** The shortest grid length (10 mm) whose clear size is at least `clear`. */
export function gridOf(clear: number, startOutside: boolean, endOutside: boolean): number {
  return Math.ceil((clear + endWallsOf(startOutside, endOutside)) / 10) * 10;
}

/** The longest grid length whose clear size is at most `clear`: a room held to a cap is not rounded past it. */
export function gridAtMost(clear: number, startOutside: boolean, endOutside: boolean): number {
  return Math.floor((clear + endWallsOf(startOutside, endOutside)) / 10) * 10;
}

/** Carpet rectangle of a wall centre-line cell inside a floor's footprint (external walls on its outline). */
export function clearRect(r: Rect, fp: Rect): Rect {
  const { left: onLeft, right: onRight, front: onFront, back: onBack } = outlineSides(r, fp);
  const dl = onLeft ? EXTERNAL_WALL_MM : INTERNAL_WALL_MM / 2;
  const df = onFront ? EXTERNAL_WALL_MM : INTERNAL_WALL_MM / 2;
  return { x: r.x + dl, y: r.y + df, w: clearOf(r.w, onLeft, onRight), h: clearOf(r.h, onFront, onBack) };
}

/** A room on a wall centre-line cell of a floor: its polygon and carpet rectangle follow from the cell. */
export function roomOn(r: Pick<Room, 'id' | 'type' | 'name' | 'attachedTo' | 'master'>, rect: Rect, footprint: Rect): Room {
  return { id: r.id, type: r.type, name: r.name, rect, polygon: polygonOf(rect), clear: clearRect(rect, footprint), ...(r.attachedTo ? { attachedTo: r.attachedTo } : {}), ...(r.master ? { master: true } : {}) };
}
