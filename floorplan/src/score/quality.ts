// What a buyer would object to in a plan that passes the code: long thin rooms, a kitchen that does not open
// onto the dining, a toilet opening off a living space, a toilet beside or over the pooja room or niche, a
// common toilet on the road front beside the main door, three bedrooms sharing a home's one toilet, a lobby as
// large as a room without daylight, a pooja room or a spare room given a room's floor. Plans without such
// faults are offered first.
import type { Door, Floor, Plan, Room, RoomType } from '../types';
import { INTERNAL_WALL_MM, NBC_2016_MIN_HABITABLE_AREA_M2, NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 } from '../codes/nbc2016';
import { grown, outlineSides, overlapArea, sharedEdge } from '../geometry/rect';
import { roomSized } from '../layout/passage-lounge';
import { ASPECT_EXEMPT, isOversizedWet, isSpareRoom, isToilet, servesMeals, MASTER_COMFORT_CLEAR_MM, MAX_ROOM_ASPECT, POOJA_ROOM_MAX_M2, proportion, SPARE_ROOM_MAX_M2, SPARE_ROOM_TYPES } from '../program/rooms';
/** Spaces a toilet may open from: circulation, its own bedroom's suite, a wash area, or the bath beside a WC. */
const TOILET_ENTRIES: ReadonlySet<RoomType> = new Set(['passage', 'bedroom', 'dress', 'utility', 'stair', 'bath', 'wc']);

/**
 * A bedroom's own toilet may be generous (a large home's master bath); beyond a bedroom's code minimum
 * (NBC 7.5 m2) it is a room's worth of floor. A common toilet is objected to past the split limit.
 */
const ATTACHED_TOILET_MAX_M2 = NBC_2016_MIN_OTHER_HABITABLE_AREA_M2;

/**
 * A kitchen door that opens into a lobby this close (mm along the walls, door centre to opening centre) to
 * an opening into the dining still serves the table: two steps, with no door to pass. Farther, the lobby is
 * a corridor the food is carried down.
 */
export const KITCHEN_LOBBY_STEPS_MM = 1500;

/**
 * A room of spare floor (a study or multipurpose room nobody asked for) more than this many times the master
 * bedroom's floor: the family sleeps in the small room and the large one is left over (a 1BHK on a 30 ft
 * square plot with engine 1.69.0: an 8.7 m2 master bedroom beside a 29.2 m2 multipurpose room).
 */
const SPARE_OVER_MASTER = 2;

/** Store rooms beyond this much floor area (m2) per floor are space a buyer paid for and cannot live in. */
const STORE_AREA_PER_FLOOR_M2 = 8;

const aspect = (r: Room) => proportion(r.clear.w, r.clear.h);

/** The space on the other side of a door from room `id`. */
const beyond = (door: Door, id: string) => (door.between[0] === id ? door.between[1] : door.between[0]);

/** Two rooms share a wall, not only the end of a crossing one (more than an internal wall's thickness of it). */
function sharesWall(a: Room, b: Room): boolean {
  const edge = sharedEdge(a.rect, b.rect);
  return !!edge && edge.to - edge.from > INTERNAL_WALL_MM;
}

const SHRINE_BESIDE_TOILET = 'Pooja room shares a wall with a toilet';
const TOILET_OVER_SHRINE = 'a toilet stands over the pooja room';
const NICHE_BESIDE_TOILET = 'pooja niche stands against a toilet wall';
const TOILET_OVER_NICHE = 'a toilet stands over the pooja niche';
const SHRINE_OBJECTIONS = [SHRINE_BESIDE_TOILET, TOILET_OVER_SHRINE, NICHE_BESIDE_TOILET, TOILET_OVER_NICHE];
/** Whether an objection is to a toilet against the pooja room or the pooja niche, or over either. */
export const isShrineObjection = (issue: string) => SHRINE_OBJECTIONS.some((end) => issue.endsWith(end));
const KITCHEN_AWAY_FROM_DINING = 'kitchen does not open onto the dining';
/** Whether an objection is to a kitchen that does not open onto the dining. */
export const isKitchenAwayObjection = (issue: string) => issue.endsWith(KITCHEN_AWAY_FROM_DINING);
const MASTER_NARROW = 'is narrower than 2.7 m';
const TOILET_BESIDE_ENTRANCE = 'is on the road front beside the main door';
/** Whether an objection is to a common toilet on the road front beside the main door. */
export const isBesideEntranceObjection = (issue: string) => issue.endsWith(TOILET_BESIDE_ENTRANCE);

/**
 * A common toilet on the ground floor's road front closer than this to the main door (mm, door centre to the
 * toilet's walls) is beside the entrance: its window is on the face every visitor walks up to. Farther along
 * a wide home's front it is one more window.
 */
export const TOILET_BESIDE_ENTRANCE_MM = 3000;

/** Whether a room is a common toilet on the ground floor's road front beside the main door. */
function besideTheEntrance(f: Floor, r: Room): boolean {
  if (f.level !== 0 || r.attachedTo || !outlineSides(r.rect, f.footprint).front) return false;
  const main = f.doors.find((d) => d.kind === 'main');
  if (!main) return false;
  const dx = Math.max(0, r.rect.x - main.at.x, main.at.x - (r.rect.x + r.rect.w));
  const dy = Math.max(0, r.rect.y - main.at.y, main.at.y - (r.rect.y + r.rect.h));
  return Math.hypot(dx, dy) <= TOILET_BESIDE_ENTRANCE_MM;
}
/** Whether an objection is to a master bedroom narrower than a master should be, on the floor named (on any floor where none is). */
export const isNarrowMasterObjection = (issue: string, floorName?: string) => (floorName === undefined || issue.startsWith(`${floorName}: `)) && issue.endsWith(MASTER_NARROW);

/**
 * Bedrooms that may share a home's one toilet before a buyer objects: a 2BHK's two share a common toilet on
 * the tightest plots as many small homes do; three bedrooms and one toilet (a 20x45 one-storey 3BHK, drawn
 * so only when two toilets do not fit) is a home a family of five or six queues in every morning.
 */
const BEDROOMS_PER_LONE_TOILET = 2;

export function qualityIssues(plan: Plan): string[] {
  const issues: string[] = [];
  const rooms = plan.floors.flatMap((f) => f.rooms);
  const toilets = rooms.filter(isToilet);
  const bedrooms = rooms.filter((r) => r.type === 'bedroom').length;
  if (toilets.length === 1 && bedrooms > BEDROOMS_PER_LONE_TOILET) {
    const floor = plan.floors.find((f) => f.rooms.includes(toilets[0]!))!;
    issues.push(`${floor.name}: ${bedrooms} bedrooms share the home's one toilet`);
  }
  const master = rooms.find((r) => r.master);
  const masterM2 = master ? (master.clear.w * master.clear.h) / 1e6 : Infinity;
  for (const f of plan.floors) {
    const byId = new Map(f.rooms.map((r) => [r.id, r]));
    for (const r of f.rooms) {
      if (!ASPECT_EXEMPT.has(r.type) && aspect(r) > MAX_ROOM_ASPECT) issues.push(`${f.name}: ${r.name} is ${aspect(r).toFixed(1)} times as long as wide`);
      if (r.master && Math.min(r.clear.w, r.clear.h) < MASTER_COMFORT_CLEAR_MM) issues.push(`${f.name}: ${r.name} ${MASTER_NARROW}`);
      // A compact living room (the narrowest plots' last pass) meets the code but is smaller than buyers expect.
      const area = (r.clear.w * r.clear.h) / 1e6;
      if (r.type === 'living' && area < NBC_2016_MIN_HABITABLE_AREA_M2 - 1e-6) issues.push(`${f.name}: ${r.name} is ${area.toFixed(1)} m2, under a living room's usual 9.5 m2`);
      // An 18 m2 dressing room beside a 44 m2 bedroom on a wide band: a room's floor nobody can live in.
      if (SPARE_ROOM_TYPES.has(r.type) && area > SPARE_ROOM_MAX_M2) issues.push(`${f.name}: ${r.name} is ${area.toFixed(1)} m2, as much floor as a bedroom`);
      if (isSpareRoom(r) && area > SPARE_OVER_MASTER * masterM2) issues.push(`${f.name}: ${r.name} is ${area.toFixed(1)} m2, more than twice the master bedroom's ${masterM2.toFixed(1)} m2`);
      if (r.type === 'pooja' && area > POOJA_ROOM_MAX_M2) issues.push(`${f.name}: ${r.name} is ${area.toFixed(1)} m2, the floor of a room`);
      // A lobby a family could sit in with neither a window nor a skylight (one under another floor's lobby, on a
      // plot built to its party wall) is a dark room in the middle of the home.
      if (roomSized(r) && !f.windows.some((w) => w.room === r.id) && !f.skylights?.some((k) => k.room === r.id)) issues.push(`${f.name}: ${r.name} is as large as a room and has no daylight`);
      if (isToilet(r)) {
        const entries = f.doors.filter((d) => d.between.includes(r.id)).map((d) => byId.get(beyond(d, r.id)));
        if (entries.some((e) => !e || !TOILET_ENTRIES.has(e.type))) issues.push(`${f.name}: ${r.name} opens off a living space`);
        if (r.attachedTo ? area > ATTACHED_TOILET_MAX_M2 : isOversizedWet(r)) issues.push(`${f.name}: ${r.name} is ${area.toFixed(1)} m2, the floor of a small room`);
        if (besideTheEntrance(f, r)) issues.push(`${f.name}: ${r.name} ${TOILET_BESIDE_ENTRANCE}`);
      }
    }
    const stores = f.rooms.filter((r) => r.type === 'store').reduce((s, r) => s + (r.clear.w * r.clear.h) / 1e6, 0);
    if (stores > STORE_AREA_PER_FLOOR_M2) issues.push(`${f.name}: ${stores.toFixed(1)} m2 of store rooms where a room could be`);
    // A pooja room is the home's shrine: families will not have a toilet against its wall, nor over it.
    for (const pooja of f.rooms.filter((r) => r.type === 'pooja')) {
      if (f.rooms.some((r) => isToilet(r) && sharesWall(r, pooja))) issues.push(`${f.name}: ${SHRINE_BESIDE_TOILET}`);
      const above = plan.floors.find((u) => u.level === f.level + 1);
      // Floor over ceiling: their clear areas overlap, not only a wall over a wall.
      if (above?.rooms.some((r) => isToilet(r) && overlapArea(r.clear, pooja.clear) > 0)) issues.push(`${above.name}: ${TOILET_OVER_SHRINE}`);
    }
    // A pooja niche the same (engine 1.82.0): no toilet on the other side of a wall it stands against or
    // ends at, none over it.
    const niche = f.poojaNiche;
    if (niche) {
      const walls = grown(niche.rect, INTERNAL_WALL_MM);
      if (f.rooms.some((r) => isToilet(r) && overlapArea(r.rect, walls) > 0)) issues.push(`${f.name}: ${NICHE_BESIDE_TOILET}`);
      const above = plan.floors.find((u) => u.level === f.level + 1);
      if (above?.rooms.some((r) => isToilet(r) && overlapArea(r.clear, niche.rect) > 0)) issues.push(`${above.name}: ${TOILET_OVER_NICHE}`);
    }
    // Beside the dining means a door to it (walls that meet for a few centimetres carry no food), or a door
    // into a lobby open to the dining a step or two away.
    const eats = new Set(f.rooms.filter(servesMeals).map((r) => r.id));
    const nearOpeningToDining = (door: Door, lobby: string) =>
      byId.get(lobby)?.type === 'passage' &&
      f.doors.some((o) => o.kind === 'opening' && o.between.includes(lobby) && o.between.some((id) => eats.has(id)) && Math.abs(o.at.x - door.at.x) + Math.abs(o.at.y - door.at.y) <= KITCHEN_LOBBY_STEPS_MM);
    for (const k of f.rooms.filter((r) => r.type === 'kitchen' && !r.attachedTo)) {
      const served = f.doors.some((d) => d.between.includes(k.id) && (eats.has(beyond(d, k.id)) || nearOpeningToDining(d, beyond(d, k.id))));
      if (eats.size && !served) issues.push(`${f.name}: ${KITCHEN_AWAY_FROM_DINING}`);
    }
  }
  return issues;
}
