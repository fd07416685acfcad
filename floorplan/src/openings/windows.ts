// Puts a window (or a ventilator for wet rooms) on each room's longest outer wall that faces open ground, or a terrace open beyond.
import type { Door, ElevationStyle, Floor, Rect, RoomType, Side, Window } from '../types';
import { EPS, uncovered } from '../geometry/rect';
import { NBC_2016_MIN_WINDOW_TO_FLOOR_RATIO } from '../codes/nbc2016';

const WINDOW_HEIGHT_MM = 1200;
const WINDOW_SILL_MM = 900;
const VENTILATOR = { width: 750, height: 500, sill: 1800 };
const MIN_OPEN_SPACE_MM = 500;
const STYLE_GLAZING: Record<ElevationStyle, number> = { modern: 1.3, contemporary: 1.2, minimal: 1.1, traditional: 1 };
/** A terrace or sit-out is open: its outer edge is a parapet, not a wall to set a window in (until engine 1.60.0 it got one). */
const NO_WINDOW: ReadonlySet<RoomType> = new Set(['passage', 'parking', 'dress', 'store', 'balcony']);
const VENTILATED: ReadonlySet<RoomType> = new Set(['toilet', 'bath', 'wc', 'utility']);

export interface OuterSegment {
  side: Side;
  wall: 'h' | 'v';
  at: number;
  from: number;
  to: number;
}

/**
 * Open spaces a window may look onto as onto open ground: a terrace or sit-out is an open verandah (the bye-laws'
 * "opening directly to the external air or into an open verandah"), so long as it is open to the plot on its
 * far side (see openSidesOfTerraces). Until engine 1.61.0 a terrace covered the wall beside it: an upstairs toilet
 * beside one got an exhaust fan, a room beside one its window elsewhere.
 */
export const OPEN_AIR: ReadonlySet<RoomType> = new Set(['balcony']);

/**
 * The sides on which each terrace of a floor opens onto open plot along its whole far edge (a terrace boxed in
 * by a room beyond it is a court, not a verandah): worked out once a floor, by the terrace's own outer segments
 * against the floor's rooms.
 */
function openSidesOfTerraces(floor: Floor, plot: Rect): ReadonlyMap<Rect, ReadonlySet<Side>> {
  const terraces = floor.rooms.filter((r) => OPEN_AIR.has(r.type)).map((r) => r.rect);
  // Most floors have none (placeWindows runs for every candidate the search builds).
  if (!terraces.length) return NO_TERRACES;
  const walls = floor.rooms.filter((r) => !OPEN_AIR.has(r.type)).map((r) => r.rect);
  const whole = (t: Rect, s: OuterSegment) => (s.wall === 'h' ? Math.abs(s.from - t.x) < EPS && Math.abs(s.to - t.x - t.w) < EPS : Math.abs(s.from - t.y) < EPS && Math.abs(s.to - t.y - t.h) < EPS);
  return new Map(terraces.map((t) => [t, new Set(outerSegments(t, walls, plot).filter((s) => whole(t, s)).map((s) => s.side))]));
}

const NO_TERRACES: ReadonlyMap<Rect, ReadonlySet<Side>> = new Map();

/**
 * Parts of a room's edges not shared with another room of the floor and facing at least MIN_OPEN_SPACE_MM of
 * open plot; a terrace among `others` does not close the room's wall on a side it opens on (`openTerraces`).
 */
export function outerSegments(room: Rect, others: Rect[], plot: Rect, openTerraces: ReadonlyMap<Rect, ReadonlySet<Side>> = NO_TERRACES): OuterSegment[] {
  const sides: Array<{ side: Side; wall: 'h' | 'v'; at: number; from: number; to: number; open: number; covers: Array<[number, number]> }> = [
    { side: 'front', wall: 'h', at: room.y, from: room.x, to: room.x + room.w, open: room.y - plot.y, covers: [] },
    { side: 'back', wall: 'h', at: room.y + room.h, from: room.x, to: room.x + room.w, open: plot.y + plot.h - room.y - room.h, covers: [] },
    { side: 'left', wall: 'v', at: room.x, from: room.y, to: room.y + room.h, open: room.x - plot.x, covers: [] },
    { side: 'right', wall: 'v', at: room.x + room.w, from: room.y, to: room.y + room.h, open: plot.x + plot.w - room.x - room.w, covers: [] },
  ];
  for (const o of others) {
    const opens = openTerraces.get(o);
    for (const s of sides) {
      if (opens?.has(s.side)) continue;
      if (s.side === 'front' && Math.abs(o.y + o.h - s.at) < EPS) s.covers.push([o.x, o.x + o.w]);
      if (s.side === 'back' && Math.abs(o.y - s.at) < EPS) s.covers.push([o.x, o.x + o.w]);
      if (s.side === 'left' && Math.abs(o.x + o.w - s.at) < EPS) s.covers.push([o.y, o.y + o.h]);
      if (s.side === 'right' && Math.abs(o.x - s.at) < EPS) s.covers.push([o.y, o.y + o.h]);
    }
  }
  return sides
    .filter((s) => s.open >= MIN_OPEN_SPACE_MM)
    .flatMap((s) => uncovered(s.from, s.to, s.covers).map(([from, to]) => ({ side: s.side, wall: s.wall, at: s.at, from, to })));
}

/** Splits outer segments around doors already on them. */
function besideDoors(segs: OuterSegment[], doors: Door[]): OuterSegment[] {
  return segs.flatMap((s) => {
    const spans = doors
      .filter((d) => d.wall === s.wall && Math.abs((s.wall === 'h' ? d.at.y : d.at.x) - s.at) < EPS)
      .map((d) => ({ c: s.wall === 'h' ? d.at.x : d.at.y, width: d.width }))
      // Only doors in this stretch of wall: one in a neighbour's wall beyond its end is already kept clear of
      // by the 300 mm of wall a window leaves at either end.
      .filter(({ c }) => c > s.from && c < s.to)
      .map(({ c, width }): [number, number] => [c - width / 2 - 150, c + width / 2 + 150]);
    return uncovered(s.from, s.to, spans).map(([from, to]) => ({ ...s, from, to }));
  });
}

export function placeWindows(floor: Floor, plot: Rect, style: ElevationStyle): Window[] {
  const windows: Window[] = [];
  const openTerraces = openSidesOfTerraces(floor, plot);
  for (const room of floor.rooms) {
    if (NO_WINDOW.has(room.type)) continue;
    const others = floor.rooms.filter((r) => r.id !== room.id).map((r) => r.rect);
    const segs = besideDoors(outerSegments(room.rect, others, plot, openTerraces), floor.doors).sort((a, b) => b.to - b.from - (a.to - a.from));
    const seg = segs[0];
    if (!seg) continue;
    const usable = seg.to - seg.from - 2 * 300;
    const vent = VENTILATED.has(room.type);
    const areaM2 = (room.clear.w * room.clear.h) / 1e6;
    const wanted = vent ? VENTILATOR.width : Math.max(1000, Math.ceil(((areaM2 * NBC_2016_MIN_WINDOW_TO_FLOOR_RATIO) / (WINDOW_HEIGHT_MM / 1000)) * 1000 * STYLE_GLAZING[style] / 100) * 100);
    const width = Math.min(wanted, Math.floor(usable / 50) * 50, 2400);
    if (width < 600) continue;
    const mid = Math.round((seg.from + seg.to) / 2);
    windows.push({
      id: `w-${room.id}`,
      room: room.id,
      side: seg.side,
      at: seg.wall === 'h' ? { x: mid, y: seg.at } : { x: seg.at, y: mid },
      wall: seg.wall,
      width,
      sillMm: vent ? VENTILATOR.sill : WINDOW_SILL_MM,
      heightMm: vent ? VENTILATOR.height : WINDOW_HEIGHT_MM,
      kind: vent ? 'ventilator' : 'window',
    });
  }
  return windows;
}
