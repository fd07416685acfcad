// The validator's own reading of a floor: which room edges are outside walls, and the clear size they leave.
import type { Floor, Plan, Rect, Room } from '../types';

const TOL = 1;

/** Portion of a room side not backed by another room of the same floor (mm of length). */
function exposedLength(room: Rect, others: Rect[], side: 'front' | 'back' | 'left' | 'right'): number {
  const horizontal = side === 'front' || side === 'back';
  const line = side === 'front' ? room.y : side === 'back' ? room.y + room.h : side === 'left' ? room.x : room.x + room.w;
  const from = horizontal ? room.x : room.y;
  const to = horizontal ? room.x + room.w : room.y + room.h;
  const covers = others
    .filter((o) => {
      const facing = side === 'front' ? o.y + o.h : side === 'back' ? o.y : side === 'left' ? o.x + o.w : o.x;
      return Math.abs(facing - line) <= TOL;
    })
    .map((o) => (horizontal ? [o.x, o.x + o.w] : [o.y, o.y + o.h]) as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let cursor = from;
  for (const [a, b] of covers) {
    const s = Math.max(a, cursor);
    const e = Math.min(b, to);
    if (e > s) {
      covered += e - s;
      cursor = e;
    }
  }
  return to - from - covered;
}

/** Clear (carpet) rectangle: external walls wherever any part of a side is exposed, half an internal wall elsewhere. */
export function clearOfRoom(room: Room, floor: Floor, externalMm: number, internalMm: number): Rect {
  const others = floor.rooms.filter((r) => r.id !== room.id).map((r) => r.rect);
  const d = (side: 'front' | 'back' | 'left' | 'right') => (exposedLength(room.rect, others, side) > TOL ? externalMm : internalMm / 2);
  const [left, right, front, back] = [d('left'), d('right'), d('front'), d('back')];
  return { x: room.rect.x + left, y: room.rect.y + front, w: room.rect.w - left - right, h: room.rect.h - front - back };
}

/** A room's clear rectangle within its floor, at the plan's own wall thicknesses. */
export type ClearOf = (room: Room, floor: Floor) => Rect;

/**
 * The plan's clear rectangles, each worked out once: the size rules and every door's check read the same
 * rooms (the door check alone read two per door), and a search validates thousands of candidates. For one
 * validation only, so a plan changed afterwards is read afresh.
 */
export function clearRectsOf(plan: Pick<Plan, 'walls'>): ClearOf {
  const byFloor = new Map<Floor, Map<Room, Rect>>();
  return (room, floor) => {
    let rooms = byFloor.get(floor);
    if (!rooms) byFloor.set(floor, (rooms = new Map()));
    let clear = rooms.get(room);
    if (!clear) rooms.set(room, (clear = clearOfRoom(room, floor, plan.walls.externalMm, plan.walls.internalMm)));
    return clear;
  };
}

/** The room of the floor a point lies inside (off its walls' centre-lines), if any. */
export function roomAt(floor: Floor, x: number, y: number): Room | undefined {
  return floor.rooms.find((r) => x > r.rect.x + TOL && x < r.rect.x + r.rect.w - TOL && y > r.rect.y + TOL && y < r.rect.y + r.rect.h - TOL);
}

export function isInsideAnyRoom(floor: Floor, x: number, y: number): boolean {
  return !!roomAt(floor, x, y);
}

/** The side of `room` a wall segment at (x, y) oriented `wall` lies on, if any. */
export function sideOfRoom(room: Rect, wall: 'h' | 'v', x: number, y: number): 'front' | 'back' | 'left' | 'right' | null {
  if (wall === 'h' && x >= room.x - TOL && x <= room.x + room.w + TOL) {
    if (Math.abs(y - room.y) <= TOL) return 'front';
    if (Math.abs(y - room.y - room.h) <= TOL) return 'back';
  }
  if (wall === 'v' && y >= room.y - TOL && y <= room.y + room.h + TOL) {
    if (Math.abs(x - room.x) <= TOL) return 'left';
    if (Math.abs(x - room.x - room.w) <= TOL) return 'right';
  }
  return null;
}
