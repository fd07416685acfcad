// Windows go on a room's own outer wall, kept clear of the doors in that wall.
import type { Door, Floor, Rect, Room, RoomType } from '../types';
import { polygonOf } from '../geometry/rect';
import { placeWindows } from './windows';

const plot: Rect = { x: 0, y: 0, w: 9000, h: 12000 };

function room(id: string, type: RoomType, rect: Rect): Room {
  return { id, type, name: id, rect, polygon: polygonOf(rect), clear: { x: rect.x + 115, y: rect.y + 115, w: rect.w - 230, h: rect.h - 230 } };
}

function door(id: string, between: [string, string], x: number, width: number, kind: Door['kind']): Door {
  return { id, between, kind, at: { x, y: 1200 }, wall: 'h', width };
}

/**
 * A living room 2.52 m wide on the road between a bedroom and a sit-out, a passage behind it: its only outer
 * wall is the road wall, the main door at its bedroom end.
 */
function frontOf(gateX: number): Floor {
  const living = room('living', 'living', { x: 3264, y: 1200, w: 2520, h: 4960 });
  const bedroom = room('bedroom', 'bedroom', { x: 750, y: 1200, w: 2514, h: 4960 });
  const passage = room('passage', 'passage', { x: 3264, y: 6160, w: 2520, h: 1120 });
  const sitOut = room('sitout', 'parking', { x: 5784, y: 1200, w: 2000, h: 6080 });
  const doors = [door('main', ['living', 'outside'], 3264 + 100 + 525, 1050, 'main'), door('gate', ['sitout', 'outside'], gateX, 1800, 'opening')];
  return { level: 0, name: 'Ground floor', footprint: { x: 750, y: 1200, w: 7034, h: 9023 }, rooms: [living, bedroom, passage, sitOut], doors, windows: [] };
}

describe('placeWindows', () => {
  it("keeps a living room's road window when the sit-out's gate next door opens near the shared corner", () => {
    // The gate's edge stands 100 mm past the corner, in the sit-out's own wall.
    const windows = placeWindows(frontOf(5784 + 100 + 900), plot, 'traditional');
    const w = windows.find((x) => x.room === 'living');
    expect(w?.side).toBe('front');
    // Between the main door's jamb and the corner, clear of both.
    expect(w!.at.x - w!.width / 2).toBeGreaterThanOrEqual(3264 + 100 + 1050 + 150);
    expect(w!.at.x + w!.width / 2).toBeLessThanOrEqual(5784 - 300);
  });

  it('keeps a window clear of a door in the same stretch of wall', () => {
    const floor = frontOf(5784 + 100 + 900);
    // The main door moved to the middle of the living room's road wall: no 600 mm of glass fits beside it.
    floor.doors[0] = door('main', ['living', 'outside'], 3264 + 1260, 1050, 'main');
    expect(placeWindows(floor, plot, 'traditional').find((x) => x.room === 'living')).toBeUndefined();
  });

  it('puts no window on a terrace: its road edge is a parapet', () => {
    // The same front upstairs: the bedroom over the bedroom, a terrace over the living room.
    const floor = frontOf(5784 + 100 + 900);
    const terrace = room('terrace', 'balcony', { x: 3264, y: 1200, w: 2520, h: 4960 });
    const upstairs: Floor = { ...floor, level: 1, name: 'First floor', rooms: [floor.rooms[1]!, terrace, floor.rooms[2]!], doors: [] };
    const windows = placeWindows(upstairs, plot, 'traditional');
    expect(windows.find((x) => x.room === 'bedroom')).toBeDefined();
    expect(windows.find((x) => x.room === 'terrace')).toBeUndefined();
  });

  describe('a terrace beside a room, an open verandah it may look onto', () => {
    // Upstairs: a toilet between a bedroom and a terrace, rooms in front and behind, the terrace open on its right.
    function besideTerrace(): Floor {
      const rooms = [
        room('toilet', 'toilet', { x: 3000, y: 3000, w: 1500, h: 2000 }),
        room('bedroom', 'bedroom', { x: 750, y: 3000, w: 2250, h: 2000 }),
        room('front', 'bedroom', { x: 750, y: 1200, w: 6000, h: 1800 }),
        room('back', 'lounge', { x: 750, y: 5000, w: 6000, h: 2000 }),
        room('terrace', 'balcony', { x: 4500, y: 3000, w: 2250, h: 2000 }),
      ];
      return { level: 1, name: 'First floor', footprint: { x: 750, y: 1200, w: 6000, h: 5800 }, rooms, doors: [], windows: [] };
    }

    it('gives a toilet whose only open side is a terrace a ventilator onto it', () => {
      const vent = placeWindows(besideTerrace(), plot, 'traditional').find((w) => w.room === 'toilet');
      expect(vent).toMatchObject({ kind: 'ventilator', side: 'right', wall: 'v', at: { x: 4500 } });
    });

    it('gives none onto a terrace a room closes off beyond it: that is a court, not a verandah', () => {
      const floor = besideTerrace();
      floor.rooms.push(room('store', 'store', { x: 6750, y: 3000, w: 1500, h: 2000 }));
      expect(placeWindows(floor, plot, 'traditional').find((w) => w.room === 'toilet')).toBeUndefined();
    });
  });
});
