import type { Room } from '../types';
import { crossesSwing, doorLeaf, swingOf } from './door-leaf';
import { DEFAULT_LABELS } from './labels';
import { roomLabel } from './room-label';

const SHEET = 10000;
const Y = (y: number) => SHEET - y;
const store: Room = { id: 'r1', type: 'store', name: 'Store', rect: { x: 0, y: 0, w: 3115, h: 2515 }, polygon: [], clear: { x: 58, y: 58, w: 3000, h: 2400 } };
/** A 1 m door in the store's front wall, near its middle, opening into it. */
const door = { id: 'd1', between: ['r1', 'r0'] as [string, string], kind: 'door' as const, at: { x: 1600, y: 58 }, wall: 'h' as const, width: 1000, swingInto: 'r1', hinge: 'start' as const };
const swing = swingOf(doorLeaf(door, store));

/** The name's anchor and the size line, in plan coordinates. */
function drawn(svg: string) {
  const texts = [...svg.matchAll(/<text x="(-?\d+)" y="(-?\d+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)</g)].map(([, x, y, size, text]) => ({ x: Number(x), y: Y(Number(y)), size: Number(size), text }));
  return { name: texts.find((t) => t.text === 'STORE')!, size: texts.find((t) => t.text!.includes(' x ')) };
}

describe('roomLabel', () => {
  it('draws the name and size in the middle of a room no door sweeps', () => {
    const { name, size } = drawn(roomLabel(store, Y, DEFAULT_LABELS));
    expect(Math.abs(name.x - (58 + 1500))).toBeLessThanOrEqual(1);
    expect(size?.text).toBe('9\'10&quot; x 7\'10&quot;');
  });

  it('moves the name and size off the quarter circle a door sweeps into the room', () => {
    // In the middle, the label's lower line would lie inside the door's sweep.
    const middle = drawn(roomLabel(store, Y, DEFAULT_LABELS));
    expect(crossesSwing({ x: middle.name.x - 400, y: middle.size!.y - 60, w: 800, h: 200 }, swing)).toBe(true);
    const { name, size } = drawn(roomLabel(store, Y, DEFAULT_LABELS, [swing]));
    expect(size).toBeDefined();
    // The same box around each line now stays out of the sweep, at the same size.
    for (const t of [name, size!]) expect(crossesSwing({ x: t.x - 400, y: t.y - 60, w: 800, h: 200 }, swing)).toBe(false);
    expect(name.size).toBe(middle.name.size);
  });

  it('crossesSwing: a rectangle in the swept quarter circle crosses it, one in the square beyond the arc does not', () => {
    const s = swingOf(doorLeaf(door, store));
    const { hinge, radius } = s;
    const beyond = { x: s.square.x + s.square.w - 100, y: s.square.y + s.square.h - 100, w: 100, h: 100 };
    expect(Math.hypot(beyond.x - hinge.x, beyond.y - hinge.y)).toBeGreaterThan(radius);
    expect(crossesSwing(beyond, s)).toBe(false);
    expect(crossesSwing({ x: hinge.x - 50, y: hinge.y + 100, w: 300, h: 100 }, s)).toBe(true);
    expect(crossesSwing({ x: hinge.x - 600, y: hinge.y + 100, w: 300, h: 100 }, s)).toBe(false);
  });
});
