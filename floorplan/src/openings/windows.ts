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
const VENTILATED: ReadonlySet<RoomType> = new Set(['toilet', 'wc', 'utility']);

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
 * far side (see terraceOpens). Until engine 1.61.0 a terrace covered the wall beside it: an upstairs toilet
 * beside one got an exhaust fan, a room beside one its window elsewhere.
 */
export const OPEN_AIR: ReadonlySet<RoomType> = new Set(['balcony']);

/** A room's neighbours on its floor: the rooms whose walls close off its own, and the open spaces (OPEN_AIR). */
function neighboursOf(floor: Floor, id: string): { walls: Rect[]; terraces: Rect[] } {
  const walls: Rect[] = [];
  const terraces: Rect[] = [];
  for (const r of floor.rooms) if (r.id !== id) (OPEN_AIR.has(r.type) ? terraces : walls).push(r.rect);
  return { walls, terraces };
}

/** Whether a terrace beyond a room's `side` is open on its own far side: no room of the floor there, open plot beyond. */
function terraceOpens(t: Rect, side: Side, walls: Rect[], plot: Rect): boolean {
  const far = { front: t.y, back: t.y + t.h, left: t.x, right: t.x + t.w }[side];
  const open = { front: t.y - plot.y, back: plot.y + plot.h - t.y - t.h, left: t.x - plot.x, right: plot.x + plot.w - t.x - t.w }[side];
  if (open < MIN_OPEN_SPACE_MM) return false;
  const across: [number, number] = side === 'front' || side === 'back' ? [t.x, t.x + t.w] : [t.y, t.y + t.h];
  const covers = walls
    .filter((o) => (side === 'front' ? Math.abs(o.y + o.h - far) < EPS : side === 'back' ? Math.abs(o.y - far) < EPS : side === 'left' ? Math.abs(o.x + o.w - far) < EPS : Math.abs(o.x - far) < EPS))
    .map((o): [number, number] => (side === 'front' || side === 'back' ? [o.x, o.x + o.w] : [o.y, o.y + o.h]));
  // Open along its whole far edge: a terrace boxed in by a room beyond it is a court, not a verandah.
  const gaps = uncovered(across[0], across[1], covers);
  return gaps.length === 1 && Math.abs(gaps[0]![0] - across[0]) < EPS && Math.abs(gaps[0]![1] - across[1]) < EPS;
}

/**
 * Parts of a room's edges not shared with another room of the floor and facing at least MIN_OPEN_SPACE_MM of
 * open plot; `terraces` are open spaces beside the room that count as open ground where they open beyond.
 */
export function outerSegments(room: Rect, others: Rect[], plot: Rect, terraces: Rect[] = []): OuterSegment[] {
  const sides: Array<{ side: Side; wall: 'h' | 'v'; at: number; from: number; to: number; open: number; covers: Array<[number, number]> }> = [
    { side: 'front', wall: 'h', at: room.y, from: room.x, to: room.x + room.w, open: room.y - plot.y, covers: [] },
    { side: 'back', wall: 'h', at: room.y + room.h, from: room.x, to: room.x + room.w, open: plot.y + plot.h - room.y - room.h, covers: [] },
    { side: 'left', wall: 'v', at: room.x, from: room.y, to: room.y + room.h, open: room.x - plot.x, covers: [] },
    { side: 'right', wall: 'v', at: room.x + room.w, from: room.y, to: room.y + room.h, open: plot.x + plot.w - room.x - room.w, covers: [] },
  ];
  const open = terraces.flatMap((t) => sides.filter((s) => terraceOpens(t, s.side, others, plot)).map((s) => ({ t, side: s.side })));
  const closing = [...others, ...terraces];
  for (const o of closing) {
    for (const s of sides) {
      if (open.some((x) => x.t === o && x.side === s.side)) continue;
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
  for (const room of floor.rooms) {
    if (NO_WINDOW.has(room.type)) continue;
    const { walls, terraces } = neighboursOf(floor, room.id);
    const segs = besideDoors(outerSegments(room.rect, walls, plot, terraces), floor.doors).sort((a, b) => b.to - b.from - (a.to - a.from));
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
