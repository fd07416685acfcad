// The main door leaves the living room a window on the road when the road wall is short.
import type { Floor, Rect, Room, RoomType } from '../types';
import { polygonOf } from '../geometry/rect';
import { placeDoors, type DoorOptions } from './doors';
import { KITCHEN_LOBBY_STEPS_MM } from '../score/quality';

function room(id: string, type: RoomType, rect: Rect): Room {
  return { id, type, name: id, rect, polygon: polygonOf(rect), clear: { x: rect.x + 115, y: rect.y + 115, w: rect.w - 230, h: rect.h - 230 } };
}

const options: DoorOptions = { facing: 'N', entranceBearing: null, stairEntry: 'lo', roadSides: ['front'] };

/** A living room on the road, `livingW` wide, a bedroom behind it, and optionally a sit-out beside it. */
function ground(livingW: number, sitOut: boolean): Floor {
  const living = room('living', 'living', { x: 0, y: 0, w: livingW, h: 4000 });
  const bedroom = room('bedroom', 'bedroom', { x: 0, y: 4000, w: livingW, h: 3500 });
  const rooms = [living, bedroom, ...(sitOut ? [room('sitout', 'parking', { x: livingW, y: 0, w: 2200, h: 4000 })] : [])];
  return { level: 0, name: 'Ground floor', footprint: { x: 0, y: 0, w: livingW + (sitOut ? 2200 : 0), h: 7500 }, rooms, doors: [], windows: [] };
}

describe('placeDoors: the main door', () => {
  it('enters a living room whose road wall is too short for a door and a window from the sit-out beside it', () => {
    const main = placeDoors(ground(2400, true), options)!.find((d) => d.kind === 'main')!;
    expect(main.between).toEqual(['sitout', 'living']);
    expect(main.wall).toBe('v');
  });

  it('keeps the main door on the road when the road wall has room for a window beside it', () => {
    const main = placeDoors(ground(3000, true), options)!.find((d) => d.kind === 'main')!;
    expect(main.between).toEqual(['living', 'outside']);
    // At one end: a centred door would leave less than a window's width either side. Its frame stands
    // 42.5 mm from the face of the outside wall (the room's clear face, 115 mm in here), not in the wall.
    expect(main.at.x - 525).toBe(Math.round(115 + 42.5));
  });

  it('keeps every door out of the walls crossing its own, at an outside corner too', () => {
    const floor = ground(3000, false);
    const doors = placeDoors(floor, options)!;
    for (const d of doors) {
      for (const id of d.between.filter((x) => x !== 'outside')) {
        const c = floor.rooms.find((r) => r.id === id)!.clear;
        const [lo, hi] = d.wall === 'h' ? [c.x, c.x + c.w] : [c.y, c.y + c.h];
        const along = d.wall === 'h' ? d.at.x : d.at.y;
        expect(along - d.width / 2).toBeGreaterThanOrEqual(lo);
        expect(along + d.width / 2).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('centres the main door on a road wall long enough for a window either side (no Vastu wish)', () => {
    const main = placeDoors(ground(4000, false), options)!.find((d) => d.kind === 'main')!;
    expect(main.at.x).toBe(2000);
  });
});

describe('placeDoors: the kitchen and where the family eats', () => {
  const livingAndDining = () => ({ ...room('living', 'living', { x: 0, y: 0, w: 5000, h: 4000 }), name: 'Living & dining' });
  const joins = (doors: ReturnType<typeof placeDoors>, a: string, b: string) => (doors ?? []).filter((d) => d.between.includes(a) && d.between.includes(b));
  /** A ground floor's doors, with the lobby's opening to the living & dining and its door to the kitchen. */
  const lobbyDoors = (rooms: Room[], footprint: Rect) => {
    const doors = placeDoors({ level: 0, name: 'Ground floor', footprint, rooms, doors: [], windows: [] }, options)!;
    return { doors, opening: joins(doors, 'lobby', 'living')[0]!, door: joins(doors, 'kitchen', 'lobby')[0]! };
  };
  /** Steps between two doors along the walls, centre to centre. */
  const steps = (a: { at: { x: number; y: number } }, b: { at: { x: number; y: number } }) => Math.abs(a.at.x - b.at.x) + Math.abs(a.at.y - b.at.y);

  it('enters a kitchen beside the living & dining from it, not from the passage beside both', () => {
    // The passage down the left behind the living room; the kitchen beside it, its whole front wall on the living & dining.
    const rooms = [livingAndDining(), room('passage', 'passage', { x: 0, y: 4000, w: 1100, h: 4000 }), room('kitchen', 'kitchen', { x: 1100, y: 4000, w: 3900, h: 3000 })];
    const doors = placeDoors({ level: 0, name: 'Ground floor', footprint: { x: 0, y: 0, w: 5000, h: 8000 }, rooms, doors: [], windows: [] }, options);
    expect(joins(doors, 'kitchen', 'living')).toEqual([expect.objectContaining({ kind: 'door', width: 900, wall: 'h' })]);
    expect(joins(doors, 'kitchen', 'passage')).toEqual([]);
  });

  it('gives a kitchen entered from the passage a second door to the dining room beside it', () => {
    // The dining room behind the living room, the kitchen behind it, the passage down the left of both.
    const rooms = [
      room('living', 'living', { x: 0, y: 0, w: 5000, h: 4000 }),
      room('passage', 'passage', { x: 0, y: 4000, w: 1100, h: 7000 }),
      room('kitchen', 'kitchen', { x: 1100, y: 7500, w: 3900, h: 3500 }),
      room('dining', 'dining', { x: 1100, y: 4000, w: 3900, h: 3500 }),
    ];
    const doors = placeDoors({ level: 0, name: 'Ground floor', footprint: { x: 0, y: 0, w: 5000, h: 11000 }, rooms, doors: [], windows: [] }, options);
    expect(joins(doors, 'kitchen', 'passage')).toHaveLength(1);
    expect(joins(doors, 'kitchen', 'dining')).toEqual([expect.objectContaining({ kind: 'door', width: 900, wall: 'h' })]);
  });

  it('gives no such door where the walls meet for only 100 mm, too little for one', () => {
    const rooms = [
      livingAndDining(),
      room('bedroom', 'bedroom', { x: 5000, y: 0, w: 2000, h: 4000 }),
      room('passage', 'passage', { x: 0, y: 4000, w: 4900, h: 1300 }),
      room('kitchen', 'kitchen', { x: 4900, y: 4000, w: 2100, h: 3000 }),
    ];
    const doors = placeDoors({ level: 0, name: 'Ground floor', footprint: { x: 0, y: 0, w: 7000, h: 7000 }, rooms, doors: [], windows: [] }, options);
    expect(joins(doors, 'kitchen', 'passage')).toHaveLength(1);
    expect(joins(doors, 'kitchen', 'living')).toEqual([]);
  });

  it('opens a kitchen entered from a lobby at the end nearer the lobby\'s opening to the living & dining', () => {
    // 18x45 G+1 1BHK with a car, ground floor behind the porch: the lobby between the toilet and the kitchen,
    // open to the living & dining on its right; kitchen and living meet for too little for a door of their own.
    const rooms = [
      { ...room('living', 'living', { x: 1590, y: 0, w: 3146, h: 4140 }), name: 'Living & dining' },
      room('toilet', 'toilet', { x: 0, y: 0, w: 1590, h: 2850 }),
      room('lobby', 'passage', { x: 0, y: 2850, w: 1590, h: 1290 }),
      room('kitchen', 'kitchen', { x: 0, y: 4140, w: 2346, h: 3346 }),
      room('stair', 'stair', { x: 2346, y: 4140, w: 2390, h: 3346 }),
    ];
    const { doors, opening, door } = lobbyDoors(rooms, { x: 0, y: 0, w: 4736, h: 7486 });
    expect(opening).toEqual(expect.objectContaining({ kind: 'opening', wall: 'v' }));
    expect(joins(doors, 'kitchen', 'living')).toEqual([]);
    // The right-hand end of the lobby's 1.6 m wall, two steps from the opening (the left end was 1.63 m away).
    expect(door.at.x).toBeGreaterThan(795);
    expect(steps(door, opening)).toBeLessThanOrEqual(KITCHEN_LOBBY_STEPS_MM);
  });

  it('opens the living & dining into a lobby at the end nearer the kitchen the lobby leads to', () => {
    // 20x30 G+1 2BHK's ground floor: the living & dining and a toilet on the road, a lobby across the plot
    // behind them, the stair and the kitchen behind it. At the wall's usual (left) end the opening stood
    // 3.2 m from the kitchen door.
    const rooms = [
      { ...room('living', 'living', { x: 0, y: 0, w: 3456, h: 3480 }), name: 'Living & dining' },
      room('toilet', 'toilet', { x: 3456, y: 0, w: 1890, h: 3480 }),
      room('lobby', 'passage', { x: 0, y: 3480, w: 5346, h: 1120 }),
      room('stair', 'stair', { x: 0, y: 4600, w: 2390, h: 3044 }),
      room('kitchen', 'kitchen', { x: 2390, y: 4600, w: 2956, h: 3044 }),
    ];
    const { opening, door } = lobbyDoors(rooms, { x: 0, y: 0, w: 5346, h: 7644 });
    expect(opening.at.x).toBeGreaterThan(3456 / 2);
    expect(steps(door, opening)).toBeLessThanOrEqual(KITCHEN_LOBBY_STEPS_MM);
  });
});
