// The home's small rooms (toilet, WC, pooja room), drawn too large or too long, are cut in two. A toilet left
// a whole row's depth or column's width (8'9" x 9'1" upstairs on a 20x30 plot, 14' x 8'5" on an 18x40) is
// floor a buyer pays for and cannot use. The spare beyond a generous toilet becomes the room the
// band layouts put beside a toilet in a wide band: a dressing room for an attached toilet (entered from its
// bedroom), a wash area for a common one (entered from the passage, the toilet off it or off the passage).
// A toilet drawn long and thin (1.2 x 3.5 m) is cut the same way, down to the code's minimum, when that
// leaves the spare piece a door's width (a spare too short for a wash area or dressing room is a closet: a
// store, or off a bedroom a dressing closet). A split is kept only when the floor's door tree still reaches
// every room, and a suite that already has a dressing room does not get a second. A pooja room left the floor
// of a room (past POOJA_ROOM_MAX_M2), or drawn long and thin, is cut the same way, its spare piece a store.
import type { Door, Floor, Rect, Room, RoomType } from '../types';
import { MAX_ROOM_ASPECT, OVERSIZED_WET_M2, POOJA_ROOM_MAX_M2, proportion, sizingFor } from '../program/rooms';
import { HALF_INTERNAL_MM, roomOn } from './walls';
import { outlineSides } from '../geometry/rect';
import { INTERNAL_WALL_MM, NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 } from '../codes/nbc2016';

/** Least clear length a split leaves the small room along the cut (it also keeps its preferred area). */
const KEEP_MIN_MM: Partial<Record<RoomType, number>> = { toilet: 1500, wc: 1000, pooja: 1500 };
/**
 * Least clear length a long thin pooja room is cut down to where its preferred length would leave the store
 * behind it too short for a door: 1.2 m, a usual 3 x 4 ft shrine. Kept 1.5 m (until engine 1.74.0), the 1.0 x
 * 2.46 m pooja room beside an 18x40 plot's kitchen left a 0.84 m store, under a closet's 0.85 m, and stayed a
 * corridor of a shrine: 24 options of the common small plots asked with a pooja room were objected to for its
 * shape, none since.
 */
const LONG_KEEP_MIN_MM: Partial<Record<RoomType, number>> = { pooja: 1200 };
/** Clear area (m2) past which a room is cut: a generous toilet or WC, or pooja room (the scorer's limits). */
const SPLIT_PAST_M2: Partial<Record<RoomType, number>> = { ...OVERSIZED_WET_M2, pooja: POOJA_ROOM_MAX_M2 };
const oversized = (r: Room) => (r.clear.w * r.clear.h) / 1e6 > (SPLIT_PAST_M2[r.type] ?? Infinity);
/** Narrowest spare piece worth a door (a dressing room's or wash area's minimum width). */
const SPARE_MIN_CLEAR_MM = 1000;
/**
 * Narrowest closet a long thin toilet's spare piece may be, when it is too short for a wash area or dressing
 * room: a 750 mm door leaf swings in with 100 mm to spare. A common toilet's is a store, a bedroom's own
 * toilet's a dressing closet off the bedroom. A 1.2 x 3.4 m common toilet keeps its 2.8 m2 and a 0.95 m store
 * beside it, where the wash area would have left the toilet under the code's area (22x40 one-storey 1BHK with
 * a car); a 1.2 x 3.3 m one keeps a 0.85 m store (22x40 one-storey 1BHK and 2BHK, 22x50 with a car), and a
 * master's 1.3 x 3.2 m toilet a 0.9 m dressing closet (25x45 one-storey 2BHK with a car). Until engine 1.64.0
 * a store had to be 0.9 m and a bedroom's toilet got no closet: they stayed corridors of toilets. The
 * validator's least depth of a room, 0.75 m (USABLE_ROOM_MIN_MM), let a 59x24 plot's toilet leave a 0.76 m
 * sliver of a store.
 */
const CLOSET_MIN_CLEAR_MM = 850;

/**
 * The room beside an oversized small room: a dressing room of its bedroom's suite, a wash area, or a store when
 * too short for one (see CLOSET_MIN_CLEAR_MM); beside a pooja room a store, for what the worship keeps.
 */
function spareOf(r: Room, clearLength = SPARE_MIN_CLEAR_MM): Pick<Room, 'id' | 'type' | 'name' | 'attachedTo'> {
  if (r.type === 'pooja') return { id: `${r.id}-store`, type: 'store', name: 'Store' };
  if (r.attachedTo) return { id: `${r.id}-dress`, type: 'dress', name: 'Dress', attachedTo: r.attachedTo };
  return clearLength >= SPARE_MIN_CLEAR_MM ? { id: `${r.id}-wash`, type: 'utility', name: 'Wash' } : { id: `${r.id}-store`, type: 'store', name: 'Store' };
}

/**
 * A room's cell cut across its longer side so the first piece keeps `length` of clear length, at the cell's
 * start and then at its end: [that piece, the rest] each way. The new wall's centre-line stands half an
 * internal wall past the kept length.
 */
function cutsOf(r: Room, length: number): Array<[Rect, Rect]> {
  const alongX = r.clear.w >= r.clear.h;
  const long = alongX ? r.clear.w : r.clear.h;
  const start = alongX ? r.clear.x : r.clear.y;
  return [true, false].map((atStart): [Rect, Rect] => {
    const cut = Math.round(atStart ? start + length + HALF_INTERNAL_MM : start + long - length - HALF_INTERNAL_MM);
    const lowCell = alongX ? { ...r.rect, w: cut - r.rect.x } : { ...r.rect, h: cut - r.rect.y };
    const highCell = alongX ? { ...r.rect, x: cut, w: r.rect.x + r.rect.w - cut } : { ...r.rect, y: cut, h: r.rect.y + r.rect.h - cut };
    return atStart ? [lowCell, highCell] : [highCell, lowCell];
  });
}

/** The ways to cut one small room across its longer side: the small room at either end, the spare piece at the other. */
export function splitsOf(r: Room, footprint: Rect): Array<[Room, Room]> {
  const alongX = r.clear.w >= r.clear.h;
  const long = alongX ? r.clear.w : r.clear.h;
  const across = alongX ? r.clear.h : r.clear.w;
  const z = sizingFor(r.type, 0);
  // A pooja room is never kept so short that it is long for its width (1.5 x 3.2 m out of a 3.8 m cell). Not a
  // toilet: kept so, the bench's 55x73 G+2 5BHK lost its option 1 (0.95, a 0.84 plan offered instead).
  const shapely = r.type === 'pooja' ? across / MAX_ROOM_ASPECT : 0;
  const preferred = Math.ceil(Math.max(KEEP_MIN_MM[r.type] ?? 0, (z.prefAreaM2 * 1e6) / across, shapely) / 10) * 10;
  // A large cell keeps more of itself wet, up to a generous wet room, so the spare piece stays within a small
  // room's floor, a bedroom's code minimum (a 3.6 m2 toilet and an 11 m2 dressing room become a 5.9 m2
  // toilet and a 7.5 m2 dressing room).
  const generous = Math.floor(((SPLIT_PAST_M2[r.type] ?? 0) * 1e6) / across / 10) * 10;
  const spareAtMost = Math.ceil((long - INTERNAL_WALL_MM - (NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 * 1e6) / across) / 10) * 10;
  const fitted = Math.max(preferred, Math.min(generous, spareAtMost));
  // A long thin one (1.2 x 3.5 m: a corridor of a toilet) keeps less than its preferred area, down to the
  // code's minimum, when that leaves the spare piece room for a door: a toilet of a usual shape and a wash area.
  let keep = long - fitted - INTERNAL_WALL_MM < SPARE_MIN_CLEAR_MM && isLongSmallRoom(r) ? Math.floor((long - INTERNAL_WALL_MM - SPARE_MIN_CLEAR_MM) / 10) * 10 : fitted;
  const least = Math.max((isLongSmallRoom(r) ? LONG_KEEP_MIN_MM[r.type] : undefined) ?? KEEP_MIN_MM[r.type] ?? 0, (z.minAreaM2 * 1e6) / across);
  // A long thin toilet with too little spare for a wash area or dressing room keeps its code minimum; the
  // rest is a closet (see spareOf).
  const toCloset = keep < least && isLongSmallRoom(r);
  if (toCloset) keep = Math.ceil(least / 10) * 10;
  const spare = long - keep - INTERNAL_WALL_MM;
  if (keep < least || spare < (toCloset ? CLOSET_MIN_CLEAR_MM : SPARE_MIN_CLEAR_MM)) return [];
  const out = cutsOf(r, keep).map(([wetCell, spareCell]): [Room, Room] => [roomOn(r, wetCell, footprint), roomOn(spareOf(r, spare), spareCell, footprint)]);
  // The small room keeps an outside wall, and so its ventilator, where it had one (the first way that works is kept).
  const outside = (room: Room) => Object.values(outlineSides(room.rect, footprint)).some(Boolean);
  return out.sort(([a], [b]) => Number(!outside(a)) - Number(!outside(b)));
}

/**
 * Least clear length of the WC a long thin toilet is drawn as a bath and a WC from: a 750 mm door in its side
 * with the corner clearances (950 mm of wall) and room to stand. The code asks 1.1 m2 and 0.9 m across.
 */
const WC_MIN_LENGTH_MM = 1200;

/**
 * A long thin toilet too short for a toilet of the code's 2.8 m2 and a closet beside it (1.2 x 3.1 m: 2.35 m
 * of toilet leaves 0.66 m) drawn as a bath and a WC side by side, as many Indian homes have them: the WC at
 * its least length, the bath the rest, neither long for its width (the code asks a bath 1.8 m2 and 1.2 m
 * across). Either piece may come first along the cell; the ways keeping both an outside wall, and so their
 * ventilators, come first. The bath keeps the toilet's id, and both keep its bedroom.
 */
export function bathAndWcOf(r: Room, footprint: Rect): Array<[Room, Room]> {
  if (r.type !== 'toilet' || !isLongSmallRoom(r)) return [];
  const alongX = r.clear.w >= r.clear.h;
  const long = alongX ? r.clear.w : r.clear.h;
  const across = alongX ? r.clear.h : r.clear.w;
  const bath = sizingFor('bath', 0);
  if (across < bath.minWidthM * 1000) return [];
  const longest = Math.floor((across * MAX_ROOM_ASPECT) / 10) * 10;
  let wcLength = Math.ceil(Math.max(WC_MIN_LENGTH_MM, (sizingFor('wc', 0).minAreaM2 * 1e6) / across) / 10) * 10;
  let bathLength = long - INTERNAL_WALL_MM - wcLength;
  if (bathLength > longest) {
    bathLength = longest;
    wcLength = long - INTERNAL_WALL_MM - bathLength;
  }
  if (bathLength < Math.max(KEEP_MIN_MM.toilet!, (bath.minAreaM2 * 1e6) / across) || wcLength > longest) return [];
  const suite = r.attachedTo ? { attachedTo: r.attachedTo } : {};
  const out = cutsOf(r, bathLength).map(([bathCell, wcCell]): [Room, Room] => [roomOn({ id: r.id, type: 'bath', name: 'Bath', ...suite }, bathCell, footprint), roomOn({ id: `${r.id}-wc`, type: 'wc', name: 'WC', ...suite }, wcCell, footprint)]);
  const outside = (room: Room) => Number(Object.values(outlineSides(room.rect, footprint)).some(Boolean));
  return out.sort(([a, b], [c, d]) => outside(c) + outside(d) - outside(a) - outside(b));
}

/** A toilet, WC or pooja room longer than a room should be for its width (see MAX_ROOM_ASPECT): it reads as a corridor. */
export function isLongSmallRoom(r: Room): boolean {
  return KEEP_MIN_MM[r.type] !== undefined && proportion(r.clear.w, r.clear.h) > MAX_ROOM_ASPECT;
}

/** A small room of a shape the split is for: too large, or too long for its width. */
const wantsSplit = (r: Room) => oversized(r) || isLongSmallRoom(r);

/**
 * The floor with each oversized or long small room split where the door tree (`doorsFor`) still reaches every room, and
 * its doors; null when the floor as drawn has no door tree either. With `bathAndWc`, a long toilet no closet can be
 * cut from is drawn as a bath and a WC (bathAndWcOf).
 */
export function withSmallRoomsSplit(floor: Floor, doorsFor: (f: Floor) => Door[] | null, bathAndWc = false): { floor: Floor; doors: Door[] } | null {
  // Most floors have no oversized or long small room: their door tree as drawn, nothing else (every candidate passes here).
  if (!floor.rooms.some(wantsSplit)) {
    const drawn = doorsFor(floor);
    return drawn ? { floor, doors: drawn } : null;
  }
  let current = floor;
  let doors: Door[] | null = null;
  // A suite has one dressing room: an attached toilet whose bedroom has one already stays whole. So does a
  // toilet that has its wash area already (a band's companion, whose id the spare would take).
  const dressed = new Set(floor.rooms.filter((r) => r.type === 'dress' && r.attachedTo).map((r) => r.attachedTo));
  const ids = new Set(floor.rooms.map((r) => r.id));
  // Either spare a common toilet may get: a wash area, or a store when the piece is too short for one.
  const spareIds = (r: Room) => [spareOf(r, SPARE_MIN_CLEAR_MM).id, spareOf(r, 0).id];
  const splittable = (r: Room) => wantsSplit(r) && !(r.attachedTo && dressed.has(r.attachedTo)) && !spareIds(r).some((id) => ids.has(id));
  for (const small of floor.rooms.filter(splittable)) {
    // A long toilet no closet or wash area can be cut from is drawn as a bath and a WC instead, when asked.
    for (const [kept, spare] of [...splitsOf(small, floor.footprint), ...(bathAndWc ? bathAndWcOf(small, floor.footprint) : [])]) {
      const trial: Floor = { ...current, rooms: current.rooms.flatMap((r) => (r.id === small.id ? [kept, spare] : [r])) };
      const trialDoors = doorsFor(trial);
      if (!trialDoors) continue;
      current = trial;
      doors = trialDoors;
      break;
    }
  }
  doors ??= doorsFor(current);
  return doors ? { floor: current, doors } : null;
}
