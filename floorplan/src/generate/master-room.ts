// Which bedroom is the master is a name, not a place: for a Vastu request the master bedroom may be another
// bedroom of the plan as roomy and as well served, the one whose zone Vastu prefers (south-west, then south
// or west). The plan's rooms, walls and doors stay as drawn.
import type { Plan, Room } from '../types';
import { VASTU_MASTER_BEDROOM_ZONES } from '../codes/vastu';
import { zoneOfRoom } from '../score/vastu';
import { MASTER_COMFORT_CLEAR_MM } from '../program/rooms';

/** A bedroom named the master is at least this share of the drawn master's floor area: the family's largest room stays the master's. */
export const MASTER_AREA_SHARE = 0.9;

const areaOf = (r: Room) => r.clear.w * r.clear.h;
/** The kinds of rooms a bedroom has of its own (toilet, dressing room). */
const ownRoomsOf = (rooms: Room[], bedroom: Room) => new Set(rooms.filter((r) => r.attachedTo === bedroom.id).map((r) => r.type));

/**
 * The plan with the master's name and role moved to the bedroom in the best master zone that could be the
 * master (a numbered bedroom, not the parents' or the rental studio, with every kind of room of its own the
 * master has, a toilet or a dressing room, at least MASTER_AREA_SHARE of its floor area and as wide as a
 * master should be), or null when the drawn master is in the best such zone already.
 */
export function withMasterInVastuZone(plan: Plan): Plan | null {
  const placed = plan.floors.flatMap((f) => f.rooms.filter((r) => r.type === 'bedroom').map((r) => ({ f, r })));
  const master = placed.find((x) => x.r.master);
  if (!master) return null;
  const zoneScore = ({ f, r }: (typeof placed)[number]) => VASTU_MASTER_BEDROOM_ZONES[zoneOfRoom(plan, f, r)] ?? 0;
  const mastersOwn = ownRoomsOf(master.f.rooms, master.r);
  const candidates = placed.filter(
    (x) =>
      x !== master &&
      /^Bedroom \d+$/.test(x.r.name) &&
      [...mastersOwn].every((type) => ownRoomsOf(x.f.rooms, x.r).has(type)) &&
      areaOf(x.r) >= MASTER_AREA_SHARE * areaOf(master.r) &&
      Math.min(x.r.clear.w, x.r.clear.h) >= Math.min(MASTER_COMFORT_CLEAR_MM, master.r.clear.w, master.r.clear.h),
  );
  const best = candidates.reduce<(typeof placed)[number] | null>((b, x) => (zoneScore(x) > (b ? zoneScore(b) : zoneScore(master)) ? x : b), null);
  if (!best) return null;
  const renamed = (r: Room): Room => {
    if (r === best.r) return { ...r, master: true, name: master.r.name };
    if (r !== master.r) return r;
    const { master: _drawnMaster, ...bedroom } = r;
    return { ...bedroom, name: best.r.name };
  };
  return { ...plan, floors: plan.floors.map((f) => (f === master.f || f === best.f ? { ...f, rooms: f.rooms.map(renamed) } : f)) };
}
