// Compass bearings of plan directions for a facing, and the nine Vastu zones of a footprint.
import type { Facing, Rect } from '../types';

export const FACING_BEARING_DEG: Record<Facing, number> = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 };
const COMPASS_POINTS: Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export type Zone = Facing | 'C';

const norm = (deg: number) => ((deg % 360) + 360) % 360;

/** Bearing of a plan vector: the road side (-y) faces `facing`, so +y points to the opposite bearing and +x 90° clockwise of that. */
export function bearingOf(facing: Facing, vx: number, vy: number): number {
  return norm(FACING_BEARING_DEG[facing] + 180 + (Math.atan2(vx, vy) * 180) / Math.PI);
}

export function compassPointOf(bearing: number): Facing {
  return COMPASS_POINTS[Math.round(norm(bearing) / 45) % 8]!;
}

export function angleBetween(a: number, b: number): number {
  const d = Math.abs(norm(a) - norm(b));
  return d > 180 ? 360 - d : d;
}

/** Zone of a point in the 3x3 grid laid over `frame` (the building footprint). */
export function zoneOf(facing: Facing, frame: Rect, px: number, py: number): Zone {
  const col = Math.min(2, Math.max(0, Math.floor(((px - frame.x) / frame.w) * 3)));
  const row = Math.min(2, Math.max(0, Math.floor(((py - frame.y) / frame.h) * 3)));
  if (col === 1 && row === 1) return 'C';
  return compassPointOf(bearingOf(facing, col - 1, row - 1));
}

/** Where a side of the plan points on the compass. */
export function sideBearing(facing: Facing, side: 'front' | 'back' | 'left' | 'right'): number {
  const v = { front: [0, -1], back: [0, 1], left: [-1, 0], right: [1, 0] }[side] as [number, number];
  return bearingOf(facing, v[0], v[1]);
}
