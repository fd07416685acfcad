// Where a door's leaf hinges and the quarter circle it sweeps: drawn as the swing, and kept clear of the
// room's name.
import type { Door, Rect, Room } from '../types';

interface Point {
  x: number;
  y: number;
}

export interface Leaf {
  hinge: Point;
  /** The leaf's free end when open (drawn as the leaf line from the hinge). */
  leafEnd: Point;
  /** The free end when shut, on the wall line. */
  free: Point;
  /** Whether the arc from leafEnd to free turns clockwise on paper (y down). */
  clockwise: boolean;
}

/** The leaf of a door that swings into `into` (plan coordinates, y from the road). */
export function doorLeaf(d: Door, into: Room): Leaf {
  const half = d.width / 2;
  // Which way the leaf opens from the wall line: towards the middle of the room it swings into.
  const dir = d.wall === 'h' ? (into.rect.y + into.rect.h / 2 > d.at.y ? 1 : -1) : into.rect.x + into.rect.w / 2 > d.at.x ? 1 : -1;
  const hingeSign = d.hinge === 'end' ? 1 : -1;
  const hinge = d.wall === 'h' ? { x: d.at.x + hingeSign * half, y: d.at.y } : { x: d.at.x, y: d.at.y + hingeSign * half };
  const leafEnd = d.wall === 'h' ? { x: hinge.x, y: hinge.y + dir * d.width } : { x: hinge.x + dir * d.width, y: hinge.y };
  const free = d.wall === 'h' ? { x: d.at.x - hingeSign * half, y: hinge.y } : { x: hinge.x, y: d.at.y - hingeSign * half };
  const clockwise = d.wall === 'h' ? (hingeSign === -1) === (dir === 1) : (hingeSign === -1) !== (dir === 1);
  return { hinge, leafEnd, free, clockwise };
}

/** The quarter disc a leaf sweeps: its hinge, radius and the square around it. */
export interface Swing {
  hinge: Point;
  radius: number;
  square: Rect;
}

export function swingOf(leaf: Leaf): Swing {
  const xs = [leaf.hinge.x, leaf.leafEnd.x, leaf.free.x];
  const ys = [leaf.hinge.y, leaf.leafEnd.y, leaf.free.y];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { hinge: leaf.hinge, radius: Math.hypot(leaf.leafEnd.x - leaf.hinge.x, leaf.leafEnd.y - leaf.hinge.y), square: { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y } };
}

/** Whether a rectangle reaches into the swept quarter disc (its part inside the square comes within the radius). */
export function crossesSwing(r: Rect, s: Swing): boolean {
  const x1 = Math.max(r.x, s.square.x);
  const x2 = Math.min(r.x + r.w, s.square.x + s.square.w);
  const y1 = Math.max(r.y, s.square.y);
  const y2 = Math.min(r.y + r.h, s.square.y + s.square.h);
  if (x1 >= x2 || y1 >= y2) return false;
  const nx = Math.min(Math.max(s.hinge.x, x1), x2);
  const ny = Math.min(Math.max(s.hinge.y, y1), y2);
  return Math.hypot(nx - s.hinge.x, ny - s.hinge.y) < s.radius;
}
