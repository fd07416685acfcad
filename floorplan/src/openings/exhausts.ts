// Gives each toilet and WC that got no ventilator an exhaust fan: a straight duct to an outer wall facing open
// ground, or a vent up through a roof nothing stands on. On narrow plots built to one boundary the service
// column often stands against the party wall or in the middle of the house (common small plots, engine 1.43.0:
// 274 of 1,764 toilets had no outside wall), and a toilet without air is what the code forbids.
import type { Exhaust, Floor, Rect, Room, Side } from '../types';
import { HABITABLE_TYPES, isToilet } from '../program/rooms';
import { MAX_EXHAUST_DUCT_MM, ROOF_VENT_HALF_MM } from '../codes/nbc2016';
import { overlapArea } from '../geometry/rect';

/** Open ground the grille needs outside it (as a window: the validator's figure). */
const OPEN_GROUND_MM = 500;
/** How far inside its wall the fan sits. */
const FAN_INSET_MM = 300;
/** A duct over a room lived in needs a boxed bulkhead there; over a passage, stair or toilet it hides in the ceiling. */
const LIVED_IN_WEIGHT = 3;
/** A roof vent (a cowl through the terrace slab) costs a little more than a short duct to a wall. */
const ROOF_VENT_COST_MM = 2500;
const TOL = 5;
/** What a grille over an opening or a fan in a door's swing costs: a little more duct is better, another plan is not. */
const UNTIDY_COST_MM = 1500;
/** The fan's mark on the sheet, from its centre, with a little room around it. */
const FAN_MARK_MM = 200;
/** Half the grille's width along the wall, with a little wall beside it. */
const GRILLE_HALF_MM = 250;
/** A duct keeps this far from the walls it runs beside, so it plainly crosses one room at a time. */
const WALL_CLEARANCE_MM = 150;

const STEP: Record<Side, { axis: 'x' | 'y'; sign: 1 | -1 }> = {
  front: { axis: 'y', sign: -1 },
  back: { axis: 'y', sign: 1 },
  left: { axis: 'x', sign: -1 },
  right: { axis: 'x', sign: 1 },
};

/** The floors with exhaust fans for their unventilated toilets; a toilet that can have neither is left without (the validator fails it). */
export function withExhausts(floors: Floor[], plot: Rect): Floor[] {
  return floors.map((floor, i) => {
    const above = floors[i + 1];
    // Toilets, baths and WCs need air (NBC 2016: a ventilator to open air, a ventilation shaft, or mechanical ventilation).
    const exhausts = floor.rooms
      .filter((r) => isToilet(r) && !floor.windows.some((w) => w.room === r.id))
      .map((r) => exhaustFor(floor, r, above, plot))
      .filter((e): e is Exhaust => !!e);
    return exhausts.length ? { ...floor, exhausts } : floor;
  });
}

interface Option {
  exhaust: Exhaust;
  cost: number;
}

function exhaustFor(floor: Floor, room: Room, above: Floor | undefined, plot: Rect): Exhaust | null {
  const c = room.clear;
  const options: Option[] = [];
  for (const side of ['front', 'back', 'left', 'right'] as const) {
    const { axis } = STEP[side];
    const [lo, hi] = axis === 'x' ? [c.y, c.y + c.h] : [c.x, c.x + c.w];
    for (const t of [0.5, 0.25, 0.75, 0.1, 0.9]) {
      const option = wallDuct(floor, room, side, Math.round(lo + (hi - lo) * t), plot);
      if (option) options.push(option);
    }
  }
  const fan = roofVentSpot(floor, room);
  const cowl = { x: fan.x - ROOF_VENT_HALF_MM, y: fan.y - ROOF_VENT_HALF_MM, w: 2 * ROOF_VENT_HALF_MM, h: 2 * ROOF_VENT_HALF_MM };
  if (!above || !above.rooms.some((r) => overlapArea(r.rect, cowl) > 0)) options.push({ exhaust: { id: `ef-${room.id}`, room: room.id, kind: 'roof', fan }, cost: ROOF_VENT_COST_MM });
  options.sort((a, b) => a.cost - b.cost);
  return options[0]?.exhaust ?? null;
}

/** A roof vent goes in the corner farthest from the room's doors, clear of the door's swing and of the room's name in its middle. */
function roofVentSpot(floor: Floor, room: Room): { x: number; y: number } {
  const c = room.clear;
  const inset = (span: number) => Math.min(ROOF_VENT_HALF_MM + 150, span / 2);
  const xs = [c.x + inset(c.w), c.x + c.w - inset(c.w)];
  const ys = [c.y + inset(c.h), c.y + c.h - inset(c.h)];
  const doors = floor.doors.filter((d) => d.between.includes(room.id));
  const corners = xs.flatMap((x) => ys.map((y) => ({ x: Math.round(x), y: Math.round(y) })));
  const farFromDoors = (p: { x: number; y: number }) => Math.min(Infinity, ...doors.map((d) => Math.hypot(d.at.x - p.x, d.at.y - p.y)));
  return corners.reduce((best, p) => (farFromDoors(p) > farFromDoors(best) + 1 ? p : best));
}

/** A straight duct from the room towards `side`, at `along` across that direction, if it reaches open ground in reach. */
function wallDuct(floor: Floor, room: Room, side: Side, along: number, plot: Rect): Option | null {
  const { axis, sign } = STEP[side];
  const span = (r: Rect) => (axis === 'x' ? [r.x, r.x + r.w] : [r.y, r.y + r.h]) as [number, number];
  const across = (r: Rect) => (axis === 'x' ? [r.y, r.y + r.h] : [r.x, r.x + r.w]) as [number, number];
  const [clearLo, clearHi] = span(room.clear);
  const fanAt = sign > 0 ? clearHi - Math.min(FAN_INSET_MM, (clearHi - clearLo) / 2) : clearLo + Math.min(FAN_INSET_MM, (clearHi - clearLo) / 2);
  let edge = sign > 0 ? span(room.rect)[1] : span(room.rect)[0];
  let livedIn = 0;
  for (;;) {
    // The rooms whose walls the duct meets next; a duct along or close to a wall between two rooms is not drawn.
    const met = floor.rooms.filter((r) => {
      const [a, b] = across(r.rect);
      const [s, e] = span(r.rect);
      return r.id !== room.id && Math.abs((sign > 0 ? s : e) - edge) <= TOL && along > a - WALL_CLEARANCE_MM && along < b + WALL_CLEARANCE_MM;
    });
    if (met.some((r) => Math.min(Math.abs(along - across(r.rect)[0]), Math.abs(along - across(r.rect)[1])) < WALL_CLEARANCE_MM)) return null;
    const next = met[0];
    if (!next) break;
    // A terrace is open above: no ceiling for a duct to run in across it.
    if (next.type === 'balcony') return null;
    const [s, e] = span(next.rect);
    if (HABITABLE_TYPES.has(next.type) || next.type === 'kitchen') livedIn += e - s;
    edge = sign > 0 ? e : s;
    if (Math.abs(edge - fanAt) > MAX_EXHAUST_DUCT_MM) return null;
  }
  const point = (v: number) => (axis === 'x' ? { x: v, y: along } : { x: along, y: v });
  const beyond = point(edge + sign * 50);
  const open = point(edge + sign * OPEN_GROUND_MM);
  if (floor.rooms.some((r) => contains(r.rect, beyond.x, beyond.y, 0)) || !contains(plot, open.x, open.y, -TOL)) return null;
  // Better a grille in plain wall than over a window or door (it can pass above the lintel, but on the sheet
  // the two overlap), and a fan clear of the door's swing.
  const openings = [...floor.windows, ...floor.doors].filter((o) => o.wall === (axis === 'x' ? 'v' : 'h') && Math.abs((axis === 'x' ? o.at.x : o.at.y) - edge) <= TOL);
  const overOpening = openings.some((o) => Math.abs((axis === 'x' ? o.at.y : o.at.x) - along) < o.width / 2 + GRILLE_HALF_MM);
  // Within reach: checked at every wall the duct passed.
  const length = Math.abs(edge - fanAt);
  const fan = point(Math.round(fanAt));
  const untidy = (overOpening ? 1 : 0) + (inDoorSwing(floor, room, fan) ? 1 : 0);
  const outlet = { ...point(Math.round(edge)), side };
  return { exhaust: { id: `ef-${room.id}`, room: room.id, kind: 'wall', fan, outlet }, cost: length + (LIVED_IN_WEIGHT - 1) * livedIn + untidy * UNTIDY_COST_MM };
}

/** Whether the fan's mark would lie where a door swings into the room (the square its leaf sweeps, and a margin). */
function inDoorSwing(floor: Floor, toilet: Room, fan: { x: number; y: number }): boolean {
  const room = toilet.rect;
  const m = FAN_MARK_MM;
  return floor.doors.some((d) => {
    if (d.swingInto !== toilet.id) return false;
    const h = d.width / 2 + m;
    // The leaf sweeps a square of its width on the room's side of the wall.
    if (d.wall === 'h') {
      const into = Math.abs(d.at.y - room.y) < TOL ? 1 : -1;
      const y0 = d.at.y, y1 = d.at.y + into * (d.width + m);
      return Math.abs(fan.x - d.at.x) < h && fan.y > Math.min(y0, y1) && fan.y < Math.max(y0, y1);
    }
    const into = Math.abs(d.at.x - room.x) < TOL ? 1 : -1;
    const x0 = d.at.x, x1 = d.at.x + into * (d.width + m);
    return Math.abs(fan.y - d.at.y) < h && fan.x > Math.min(x0, x1) && fan.x < Math.max(x0, x1);
  });
}

/** Whether (x, y) lies inside `r`, `inset` in from its edges (a negative inset lets it stand on them). */
function contains(r: Rect, x: number, y: number, inset = TOL): boolean {
  return x > r.x + inset && x < r.x + r.w - inset && y > r.y + inset && y < r.y + r.h - inset;
}
