import type { Floor, Rect, Room, RoomType } from '../types';
import { roomOn } from '../layout/walls';
import { withExhausts } from './exhausts';

const footprint: Rect = { x: 1000, y: 1000, w: 6000, h: 6000 };
const room = (id: string, type: RoomType, rect: Rect): Room => roomOn({ id, type, name: id }, rect, footprint);
/** A living room across the front, a bedroom, an inner toilet and a passage in the middle row, a kitchen across the back. */
function floor(level: number, rows = { middle: 2000 }): Floor {
  const back = 3000 + rows.middle;
  return {
    level,
    name: `Floor ${level}`,
    footprint: { ...footprint, h: back + 2000 - footprint.y },
    rooms: [
      room('living', 'living', { x: 1000, y: 1000, w: 6000, h: 2000 }),
      room('bedroom', 'bedroom', { x: 1000, y: 3000, w: 3000, h: rows.middle }),
      room('toilet', 'toilet', { x: 4000, y: 3000, w: 1500, h: rows.middle }),
      room('passage', 'passage', { x: 5500, y: 3000, w: 1500, h: rows.middle }),
      room('kitchen', 'kitchen', { x: 1000, y: back, w: 6000, h: 2000 }),
    ],
    doors: [],
    windows: [],
  };
}
const openAround: Rect = { x: 0, y: 0, w: 8000, h: 8000 };
/** The plot ends at the house's right wall: a house built to that boundary. */
const closedRight: Rect = { x: 0, y: 0, w: 7000, h: 8000 };

describe('withExhausts', () => {
  it('ducts an inner toilet through the passage ceiling to the nearest outer wall facing open ground', () => {
    const [ground] = withExhausts([floor(0), floor(1)], openAround);
    expect(ground!.exhausts).toEqual([{ id: 'ef-toilet', room: 'toilet', kind: 'wall', fan: { x: expect.any(Number), y: 4000 }, outlet: { x: 7000, y: 4000, side: 'right' } }]);
    const fan = ground!.exhausts![0]!.fan;
    expect(fan.x).toBeGreaterThan(4000);
    expect(fan.x).toBeLessThan(5500);
  });

  it('does not duct through the party wall of a house built to that boundary: the top floor vents through its roof', () => {
    const upper = floor(1);
    // The toilet's door is in its front wall, near its left end: the vent goes in the back right corner, clear of its swing.
    upper.doors = [{ id: 'd', between: ['toilet', 'living'], kind: 'door', at: { x: 4500, y: 3000 }, wall: 'h', width: 750, swingInto: 'toilet', hinge: 'start' }];
    const [, top] = withExhausts([floor(0), upper], closedRight);
    const toilet = upper.rooms.find((r) => r.id === 'toilet')!.clear;
    expect(top!.exhausts?.[0]).toMatchObject({ kind: 'roof', fan: { x: Math.round(toilet.x + toilet.w - 350), y: Math.round(toilet.y + toilet.h - 350) } });
  });

  it('does not run a duct across a terrace, which has no ceiling: the top floor vents through its roof', () => {
    const upper = floor(1);
    // The passage beside the toilet upstairs is a terrace: before engine 1.60.0 the duct ran across it to its parapet.
    upper.rooms = upper.rooms.map((r) => (r.id === 'passage' ? room('terrace', 'balcony', r.rect) : r));
    const [, top] = withExhausts([floor(0), upper], openAround);
    expect(top!.exhausts?.[0]?.kind).toBe('roof');
  });

  it('under another floor, ducts across the shortest room lived in rather than vent into the floor above', () => {
    const [ground] = withExhausts([floor(0), floor(1)], closedRight);
    const e = ground!.exhausts![0]!;
    expect(e.kind).toBe('wall');
    expect(['front', 'back']).toContain(e.outlet!.side);
  });

  it('gives no exhaust where every duct would be longer than 4 m and a floor stands above (the validator then fails the plan)', () => {
    const deep = (level: number): Floor => {
      const f = floor(level);
      // Living room and kitchen 4.5 m deep, the bedroom 4.5 m wide: every duct would cross one of them.
      const wide: Record<string, Rect> = {
        living: { x: -500, y: -2500, w: 7500, h: 5500 },
        bedroom: { x: -500, y: 3000, w: 4500, h: 2000 },
        kitchen: { x: -500, y: 5000, w: 7500, h: 4500 },
      };
      return { ...f, rooms: f.rooms.map((r) => (wide[r.id] ? room(r.id, r.type, wide[r.id]!) : r)) };
    };
    const plot: Rect = { x: -1500, y: -3500, w: 8500, h: 14000 };
    expect(withExhausts([deep(0), deep(1)], plot)[0]!.exhausts).toBeUndefined();
  });

  it('leaves a toilet that has a ventilator alone', () => {
    const f = floor(0);
    f.windows = [{ id: 'w', room: 'toilet', side: 'front', at: { x: 4750, y: 3000 }, wall: 'h', width: 750, sillMm: 1800, heightMm: 500, kind: 'ventilator' }];
    expect(withExhausts([f], openAround)[0]!.exhausts).toBeUndefined();
  });
});
