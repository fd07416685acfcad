// Places doors: the main door by the Vastu entrance wish, then every room entered from an allowed,
// already reachable neighbour, so each floor is one connected tree from its entrance.
import type { Door, Facing, Floor, Room, Rect } from '../types';
import { outlineEdge, sharedEdge, type SharedEdge, EPS } from '../geometry/rect';
import { angleBetween, bearingOf } from '../geometry/compass';
import { CORNER_CLEARANCE_MM, ENTERED_FROM, MAIN_DOOR_MM, OPENING_MAX_MM, doorWidthFor, isOpening } from './policy';
import { HALF_INTERNAL_MM } from '../layout/walls';
import { isToilet, servesMeals } from '../program/rooms';

/** An opening has no leaf or frame: it may run up to the face of the crossing wall (half an internal wall). */
const OPENING_CLEARANCE_MM = 60;
/** A 1 m passage opens onto a hall through its whole clear width. */
const OPENING_MIN_MM = 800;

interface DoorContext {
  doors: Door[];
  count: number;
}

function collides(doors: Door[], edge: SharedEdge, lo: number, hi: number): boolean {
  return doors.some((d) => {
    if (d.wall !== edge.wall) return false;
    const fixed = edge.wall === 'h' ? d.at.y : d.at.x;
    const along = edge.wall === 'h' ? d.at.x : d.at.y;
    if (Math.abs(fixed - edge.at) > 300) return false;
    return along + d.width / 2 + 100 > lo && along - d.width / 2 - 100 < hi;
  });
}

/** Centre of a door of `width` on `edge`, at the preferred end, avoiding doors already on that wall line. */
export function doorCentreOn(edge: SharedEdge, width: number, prefer: 'lo' | 'hi' | 'mid', doors: Door[], clearance = CORNER_CLEARANCE_MM): number | null {
  const lo = edge.from + clearance;
  const hi = edge.to - clearance - width;
  if (hi < lo - EPS) return null;
  const order = prefer === 'hi' ? [hi, lo, (lo + hi) / 2] : prefer === 'mid' ? [(lo + hi) / 2, lo, hi] : [lo, hi, (lo + hi) / 2];
  for (const start of order) if (!collides(doors, edge, start, start + width)) return Math.round(start + width / 2);
  return null;
}

function addDoor(ctx: DoorContext, a: Room, b: Room | 'outside', edge: SharedEdge, width: number, prefer: 'lo' | 'hi' | 'mid', kind: Door['kind']): boolean {
  const c = doorCentreOn(edge, width, prefer, ctx.doors, kind === 'opening' ? OPENING_CLEARANCE_MM : CORNER_CLEARANCE_MM);
  if (c === null) return false;
  const into = b === 'outside' ? a : b;
  ctx.count += 1;
  ctx.doors.push({
    id: `d${ctx.count}`,
    between: [a.id, b === 'outside' ? 'outside' : b.id],
    kind,
    at: edge.wall === 'h' ? { x: c, y: edge.at } : { x: edge.at, y: c },
    wall: edge.wall,
    width,
    ...(kind === 'opening' ? {} : { swingInto: into.id, hinge: prefer === 'hi' ? 'end' : 'start' }),
  });
  return true;
}

/**
 * The part of a wall line two rooms share where a door may stand: within both rooms' clear spans, reckoned
 * from half an internal wall beyond them (where the clearances above are measured from). At a corner with
 * an internal wall that changes nothing; at an outside corner it keeps the door out of the 230 mm outside
 * wall, which a door placed from the wall's centre line cut into by 130 mm.
 */
function withinClear(edge: SharedEdge, rooms: Room[]): SharedEdge {
  let { from, to } = edge;
  for (const r of rooms) {
    const lo = edge.wall === 'h' ? r.clear.x : r.clear.y;
    const hi = lo + (edge.wall === 'h' ? r.clear.w : r.clear.h);
    from = Math.max(from, lo - HALF_INTERNAL_MM);
    to = Math.min(to, hi + HALF_INTERNAL_MM);
  }
  return { ...edge, from, to };
}

/** A wall two rooms share, narrowed to where a door between them may stand, or null when they share none. */
function doorEdge(a: Room, b: Room): SharedEdge | null {
  const edge = sharedEdge(a.rect, b.rect);
  return edge && withinClear(edge, [a, b]);
}

export interface DoorOptions {
  facing: Facing;
  /** Preferred compass bearing of the main door, or null when Vastu is not wanted. */
  entranceBearing: number | null;
  /** Which end of the stair's passage edge the first flight starts from. */
  stairEntry: 'lo' | 'hi';
  /** Sides of the plot on a road: the car porch opens only onto one of them. */
  roadSides: Array<'front' | 'left' | 'right'>;
}

export function placeDoors(floor: Floor, options: DoorOptions): Door[] | null {
  const ctx: DoorContext = { doors: [], count: 0 };
  const rooms = floor.rooms;
  const reached = new Set<string>();
  const fp = floor.footprint;
  if (floor.level === 0) {
    const living = rooms.find((r) => r.type === 'living');
    const parking = rooms.find((r) => r.type === 'parking');
    if (!living) return null;
    if (parking) {
      const gate = options.roadSides.map((side) => outlineEdge(parking.rect, fp, side)).find((e) => e !== null);
      if (!gate || !addDoor(ctx, parking, 'outside', gate, Math.min(gate.to - gate.from - 2 * CORNER_CLEARANCE_MM, 4800), 'mid', 'opening')) return null;
      reached.add(parking.id);
    }
    const front = outlineEdge(living.rect, fp, 'front');
    const road = front && withinClear(front, [living]);
    let mainPlaced = false;
    // A road wall too short for the main door and a window beside it keeps the window: the door opens off
    // the porch or sit-out instead, when they meet.
    const roadKeepsWindow = !!road && road.to - road.from >= CORNER_CLEARANCE_MM + MAIN_DOOR_MM + WINDOW_BESIDE_DOOR_MM;
    if (road && !roadKeepsWindow && parking) mainPlaced = mainDoorFromPorch(ctx, parking, living);
    if (road && !mainPlaced) {
      const prefer = mainDoorEnd(road, fp, options);
      mainPlaced = addDoor(ctx, living, 'outside', road, MAIN_DOOR_MM, prefer, 'main');
    }
    if (!mainPlaced && parking) mainPlaced = mainDoorFromPorch(ctx, parking, living);
    if (!mainPlaced) return null;
    reached.add(living.id);
  } else {
    const stair = rooms.find((r) => r.type === 'stair');
    if (!stair) return null;
    reached.add(stair.id);
  }
  let progress = true;
  while (progress) {
    progress = false;
    for (const room of rooms) {
      if (reached.has(room.id)) continue;
      const parents = room.attachedTo ? [room.attachedTo] : [];
      const candidates = rooms
        .filter((p) => reached.has(p.id) && (room.attachedTo ? p.id === room.attachedTo || (isToilet(room) && p.attachedTo === room.attachedTo && (p.type === 'dress' || (room.type === 'wc' && p.type === 'bath'))) : ENTERED_FROM[room.type].includes(p.type)))
        .sort((p, q) => rank(room, p, parents) - rank(room, q, parents));
      for (const p of candidates) {
        const edge = doorEdge(room, p);
        if (!edge) continue;
        const opening = isOpening(room.type, p.type);
        const width = opening ? Math.min(OPENING_MAX_MM, edge.to - edge.from - 2 * OPENING_CLEARANCE_MM) : doorWidthFor(room.type);
        if (opening && width < OPENING_MIN_MM) continue;
        const clearance = opening ? OPENING_CLEARANCE_MM : CORNER_CLEARANCE_MM;
        const prefer = room.type === 'stair' || p.type === 'stair' ? options.stairEntry : (endTowardMeals(edge, width, clearance, room, p, rooms, ctx.doors) ?? 'lo');
        if (addDoor(ctx, p, room, edge, width, prefer, opening ? 'opening' : 'door')) {
          reached.add(room.id);
          progress = true;
          break;
        }
      }
    }
  }
  if (reached.size !== rooms.length) return null;
  addKitchenDiningDoor(ctx, rooms);
  return ctx.doors;
}

/**
 * Where the door between a lobby and the kitchen or the table goes, so the food is carried the fewest steps:
 * a kitchen's door into a lobby open to where the family eats at the end of its wall nearer that opening,
 * and the opening from the dining into a lobby the kitchen opens off at the end nearer the kitchen. At the
 * wall's usual end such a door stood 1.5 m or more from the other on the narrow plots built this way (18x45
 * G+1 1BHK with a car, 20x30 G+1 2BHK: the scorer's kitchen-onto-the-dining objection). Undefined when the
 * door is neither.
 */
function endTowardMeals(edge: SharedEdge, width: number, clearance: number, room: Room, parent: Room, rooms: Room[], doors: Door[]): 'lo' | 'hi' | undefined {
  if (room.type === 'kitchen' && parent.type === 'passage') {
    const eats = new Set(rooms.filter(servesMeals).map((r) => r.id));
    const opening = doors.find((d) => d.kind === 'opening' && d.between.includes(parent.id) && d.between.some((id) => eats.has(id)));
    return opening && endNearer(edge, width, clearance, opening.at);
  }
  if (room.type === 'passage' && servesMeals(parent)) {
    const kitchenWall = rooms.filter((r) => r.type === 'kitchen' && !r.attachedTo).map((k) => doorEdge(k, room)).find((e) => e !== null);
    if (!kitchenWall) return undefined;
    const mid = (kitchenWall.from + kitchenWall.to) / 2;
    return endNearer(edge, width, clearance, kitchenWall.wall === 'h' ? { x: mid, y: kitchenWall.at } : { x: kitchenWall.at, y: mid });
  }
  return undefined;
}

/** The end of `edge` at which a door of `width` stands nearer `target`, in steps along the walls. */
function endNearer(edge: SharedEdge, width: number, clearance: number, target: { x: number; y: number }): 'lo' | 'hi' {
  const stepsFrom = (along: number) => (edge.wall === 'h' ? Math.abs(along - target.x) + Math.abs(edge.at - target.y) : Math.abs(edge.at - target.x) + Math.abs(along - target.y));
  const lo = edge.from + clearance + width / 2;
  const hi = edge.to - clearance - width / 2;
  return stepsFrom(hi) < stepsFrom(lo) ? 'hi' : 'lo';
}

function rank(room: Room, parent: Room, owners: string[]): number {
  if (owners.length) return parent.id === owners[0] ? 0 : 1;
  // A kitchen is best entered from where the family eats, a merged living & dining as much as a dining room.
  return ENTERED_FROM[room.type].indexOf(room.type === 'kitchen' && servesMeals(parent) ? 'dining' : parent.type);
}

/**
 * A kitchen beside where the family eats (a dining room, or a merged living & dining) gets a door to it even
 * when it was entered from elsewhere, so food is carried straight to the table; a wall too short for a door
 * leaves none, and the scorer then counts the kitchen as away from the dining.
 */
function addKitchenDiningDoor(ctx: DoorContext, rooms: Room[]): void {
  for (const k of rooms.filter((r) => r.type === 'kitchen' && !r.attachedTo)) {
    const eats = rooms.filter((r) => servesMeals(r) && sharedEdge(r.rect, k.rect));
    if (eats.some((e) => ctx.doors.some((d) => d.between.includes(k.id) && d.between.includes(e.id)))) continue;
    for (const e of eats) {
      const edge = doorEdge(k, e);
      if (edge && addDoor(ctx, e, k, edge, 900, 'mid', 'door')) break;
    }
  }
}

/** The main door in the wall between the porch (or sit-out) and the living room, when they share one. */
function mainDoorFromPorch(ctx: DoorContext, parking: Room, living: Room): boolean {
  const edge = doorEdge(parking, living);
  if (!edge || !addDoor(ctx, living, 'outside', edge, MAIN_DOOR_MM, 'mid', 'main')) return false;
  ctx.doors[ctx.doors.length - 1]!.between = [parking.id, living.id];
  return true;
}

/** Wall a window needs beside a door: 150 mm of jamb, 300 of wall, 600 of glass, 300 of wall (see placeWindows). */
const WINDOW_BESIDE_DOOR_MM = 150 + 300 + 600 + 300;

/** Front wall a centred main door leaves a window beside, on either side. */
const CENTRED_DOOR_WALL_MM = MAIN_DOOR_MM + 2 * WINDOW_BESIDE_DOOR_MM;

function mainDoorEnd(edge: SharedEdge, fp: Rect, options: DoorOptions): 'lo' | 'hi' | 'mid' {
  // A shorter front wall keeps its door to one end, so the living room still gets a window on the road.
  if (options.entranceBearing === null) return edge.to - edge.from >= CENTRED_DOOR_WALL_MM ? 'mid' : 'lo';
  const cx = fp.x + fp.w / 2;
  const cy = fp.y + fp.h / 2;
  const at = (p: number) => (edge.wall === 'h' ? bearingOf(options.facing, p - cx, edge.at - cy) : bearingOf(options.facing, edge.at - cx, p - cy));
  const lo = angleBetween(at(edge.from), options.entranceBearing);
  const hi = angleBetween(at(edge.to), options.entranceBearing);
  return lo <= hi ? 'lo' : 'hi';
}
