// Small rectangle helpers shared by the generator, the validator and the renderer.
import type { Rect } from '../types';

export const EPS = 0.5;

export function area(r: Rect): number {
  return r.w * r.h;
}

export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > EPS && h > EPS ? w * h : 0;
}

/** Which sides of a cell stand on a floor's outline (its outer walls), front being the road side. */
export function outlineSides(r: Rect, fp: Rect): { front: boolean; back: boolean; left: boolean; right: boolean } {
  const near = (a: number, b: number) => Math.abs(a - b) < EPS;
  return { front: near(r.y, fp.y), back: near(r.y + r.h, fp.y + fp.h), left: near(r.x, fp.x), right: near(r.x + r.w, fp.x + fp.w) };
}

export function centre(r: Rect): { x: number; y: number } {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/** The rectangle grown by `by` on every side. */
export function grown(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by };
}

export function polygonOf(r: Rect): Array<[number, number]> {
  return [
    [r.x, r.y],
    [r.x + r.w, r.y],
    [r.x + r.w, r.y + r.h],
    [r.x, r.y + r.h],
  ];
}

/** A shared wall between two cells: the segment where their edges touch. */
export interface SharedEdge {
  wall: 'h' | 'v';
  /** Fixed coordinate (y for 'h', x for 'v'). */
  at: number;
  from: number;
  to: number;
}

/** The exterior edge of a room on one side of its floor's footprint (see outlineSides), or null when the room does not reach that side. */
export function outlineEdge(room: Rect, footprint: Rect, side: 'front' | 'back' | 'left' | 'right'): SharedEdge | null {
  if (!outlineSides(room, footprint)[side]) return null;
  if (side === 'front' || side === 'back') return { wall: 'h', at: side === 'front' ? room.y : room.y + room.h, from: room.x, to: room.x + room.w };
  return { wall: 'v', at: side === 'left' ? room.x : room.x + room.w, from: room.y, to: room.y + room.h };
}

export function sharedEdge(a: Rect, b: Rect): SharedEdge | null {
  const touch = (p: number, q: number) => Math.abs(p - q) <= EPS;
  if (touch(a.x + a.w, b.x) || touch(b.x + b.w, a.x)) {
    const from = Math.max(a.y, b.y);
    const to = Math.min(a.y + a.h, b.y + b.h);
    if (to - from > EPS) return { wall: 'v', at: touch(a.x + a.w, b.x) ? b.x : a.x, from, to };
  }
  if (touch(a.y + a.h, b.y) || touch(b.y + b.h, a.y)) {
    const from = Math.max(a.x, b.x);
    const to = Math.min(a.x + a.w, b.x + b.w);
    if (to - from > EPS) return { wall: 'h', at: touch(a.y + a.h, b.y) ? b.y : a.y, from, to };
  }
  return null;
}

/** Parts of [from, to] not covered by any of `covers`. */
export function uncovered(from: number, to: number, covers: Array<[number, number]>): Array<[number, number]> {
  const sorted = covers.filter(([a, b]) => b > from + EPS && a < to - EPS).sort((p, q) => p[0] - q[0]);
  const out: Array<[number, number]> = [];
  let cursor = from;
  for (const [a, b] of sorted) {
    if (a > cursor + EPS) out.push([cursor, Math.min(a, to)]);
    cursor = Math.max(cursor, b);
  }
  if (cursor < to - EPS) out.push([cursor, to]);
  return out;
}
