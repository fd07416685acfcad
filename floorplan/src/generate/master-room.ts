// Which bedroom is the master is a name, not a place: the master bedroom may be another bedroom of the plan as
// well served, the family's largest where the layout drew another one far larger, or for a Vastu request one
// as roomy whose zone Vastu prefers (south-west, then south or west), or far larger in the same zone. The
// plan's rooms, walls and doors stay as drawn.
import type { Floor, Plan, Room } from '../types';
import { VASTU_MASTER_BEDROOM_ZONES } from '../codes/vastu';
import { zoneOfRoom } from '../score/vastu';
import { MASTER_COMFORT_CLEAR_MM } from '../program/rooms';
import { NUMBERED_BEDROOM, PARENTS_BEDROOM } from '../program/programme';

/** A bedroom named the master is at least this share of the drawn master's floor area: the family's largest room stays the master's. */
export const MASTER_AREA_SHARE = 0.9;

/**
 * A bedroom this much larger than the drawn master takes the name: a wide band can leave another bedroom
 * three times the master's floor (a 36 m2 Bedroom 2 beside an 11.8 m2 master on an 82x54 plot).
 */
export const MASTER_OUTSIZED_SHARE = 1.2;

interface PlacedRoom {
  f: Floor;
  r: Room;
}

const areaOf = (r: Room) => r.clear.w * r.clear.h;
const placedBedrooms = (plan: Plan): PlacedRoom[] => plan.floors.flatMap((f) => f.rooms.filter((r) => r.type === 'bedroom').map((r) => ({ f, r })));
/** The kinds of rooms a bedroom has of its own (toilet, dressing room). */
const ownRoomsOf = (rooms: Room[], bedroom: Room) => new Set(rooms.filter((r) => r.attachedTo === bedroom.id).map((r) => r.type));
/** The bedroom with the most floor (the first of equals), or null. */
const largestOf = (placed: PlacedRoom[]) => placed.reduce<PlacedRoom | null>((b, x) => (!b || areaOf(x.r) > areaOf(b.r) ? x : b), null);
const masterZoneScore = (plan: Plan, x: PlacedRoom) => VASTU_MASTER_BEDROOM_ZONES[zoneOfRoom(plan, x.f, x.r)] ?? 0;

/**
 * The bedrooms that could bear the master's name: numbered (not the parents' or the rental studio), with every
 * kind of room of its own the master has (a toilet, a dressing room), at least `share` of its floor area and
 * `minWidth` across (by default as wide as a master should be, or as the drawn master where it is narrower).
 */
function couldBeMaster(placed: PlacedRoom[], master: PlacedRoom, share: number, minWidth = Math.min(MASTER_COMFORT_CLEAR_MM, master.r.clear.w, master.r.clear.h)): PlacedRoom[] {
  const mastersOwn = ownRoomsOf(master.f.rooms, master.r);
  return placed.filter(
    (x) =>
      x !== master &&
      NUMBERED_BEDROOM.test(x.r.name) &&
      [...mastersOwn].every((type) => ownRoomsOf(x.f.rooms, x.r).has(type)) &&
      areaOf(x.r) >= share * areaOf(master.r) &&
      Math.min(x.r.clear.w, x.r.clear.h) >= minWidth,
  );
}

/**
 * The plan with the master's name and role moved to the bedroom in the best master zone that could be the
 * master at MASTER_AREA_SHARE of its floor, or null when the drawn master is in the best such zone already.
 * Within the best zone the largest bedroom with MASTER_OUTSIZED_SHARE of the master's floor and 2.7 m across
 * takes the name: the south-west bedroom of a large home's upper floor can have half again the floor of the
 * one below it, drawn as the master (30x60 G+1 3BHK, the checkout's sample: 14.4 m2 above an 11 m2 master).
 */
export function withMasterInVastuZone(plan: Plan): Plan | null {
  const placed = placedBedrooms(plan);
  const master = placed.find((x) => x.r.master);
  if (!master) return null;
  const candidates = couldBeMaster(placed, master, MASTER_AREA_SHARE);
  const bestZone = Math.max(masterZoneScore(plan, master), ...candidates.map((x) => masterZoneScore(plan, x)));
  const inBestZone = (x: PlacedRoom) => masterZoneScore(plan, x) === bestZone;
  const larger = largestOf(couldBeMaster(placed, master, MASTER_OUTSIZED_SHARE, MASTER_COMFORT_CLEAR_MM).filter(inBestZone));
  const best = larger ?? (inBestZone(master) ? null : (candidates.find(inBestZone) ?? null));
  return best ? withMasterMoved(plan, master, best) : null;
}

/**
 * The plan with the master's name and role moved to the largest bedroom that could be the master at
 * MASTER_OUTSIZED_SHARE of its floor and is 2.7 m across, or null when none is. Never to a narrow one: the name
 * would carry the narrow-master objection to another floor, and the search's other spreads of bedrooms relieve
 * the floor objected to (25x60 G+2 4BHK then drew a first floor of multipurpose rooms). Not for a Vastu
 * request: a larger master named as the plan is drawn keeps the name from the south-west bedroom the
 * reflection would bring (a 78x40 G+2 2BHK's option 1 went from 0.863 to 0.676 on Vastu); there the search
 * weighs this name beside Vastu's where Vastu is only preferred (withLargestBedroomAsMaster).
 */
export function withMasterInLargestBedroom(plan: Plan): Plan | null {
  return plan.request.vastu === 'notNeeded' ? withLargestBedroomAsMaster(plan) : null;
}

/**
 * The plan with the master's name moved to the largest bedroom that could be the master at MASTER_OUTSIZED_SHARE
 * of its floor and is 2.7 m across, whatever the request (see withMasterInLargestBedroom), or null when none is.
 */
export function withLargestBedroomAsMaster(plan: Plan): Plan | null {
  const placed = placedBedrooms(plan);
  const master = placed.find((x) => x.r.master);
  if (!master) return null;
  const best = largestOf(couldBeMaster(placed, master, MASTER_OUTSIZED_SHARE, MASTER_COMFORT_CLEAR_MM));
  return best ? withMasterMoved(plan, master, best) : null;
}

/**
 * Whether the drawn master is the parents' bedroom: a family with elderly parents gets a bedroom on the ground
 * floor of a home with more than one, and the programme draws it as the home's first bedroom, the master.
 */
const isParentsRoom = (plan: Plan, master: PlacedRoom) => plan.request.family === 'elderlyParents' && plan.floors.length > 1 && master.f.level === 0;

/**
 * The plan with `to` named the master bedroom and the drawn master named as `to` was, or the parents' bedroom
 * where it is theirs (see isParentsRoom); then the numbered bedrooms are numbered again from 2 without a gap.
 */
function withMasterMoved(plan: Plan, master: PlacedRoom, to: PlacedRoom): Plan {
  const parents = isParentsRoom(plan, master);
  const renamed = (r: Room): Room => {
    if (r === to.r) return { ...r, master: true, name: master.r.name };
    if (r !== master.r) return r;
    const { master: _drawnMaster, ...bedroom } = r;
    return { ...bedroom, name: parents ? PARENTS_BEDROOM : to.r.name };
  };
  const moved = { ...plan, floors: plan.floors.map((f) => (f === master.f || f === to.f ? { ...f, rooms: f.rooms.map(renamed) } : f)) };
  return parents ? withBedroomsNumbered(moved) : moved;
}

/** The plan with its numbered bedrooms numbered 2, 3, ... in their order. */
function withBedroomsNumbered(plan: Plan): Plan {
  const numberOf = (r: Room) => Number(NUMBERED_BEDROOM.exec(r.name)?.[1] ?? NaN);
  const numbered = plan.floors.flatMap((f) => f.rooms.filter((r) => r.type === 'bedroom' && !Number.isNaN(numberOf(r))));
  const next = new Map([...numbered].sort((a, b) => numberOf(a) - numberOf(b)).map((r, i) => [r, `Bedroom ${i + 2}`]));
  return { ...plan, floors: plan.floors.map((f) => ({ ...f, rooms: f.rooms.map((r) => (next.has(r) ? { ...r, name: next.get(r)! } : r)) })) };
}
