// A passage that came out as large as a room is named for what it is. Upstairs it is the family lounge: the
// compact programme leaves the lounge out where a small plot cannot spare one, yet over a car porch the floor
// has the area, and the passage took it (common small plots, engine 1.40.0: 27 of 736 options had an upstairs
// "passage" of 7.5-18.7 m2, 2.4-4.8 m across, drawn as a corridor and scored as circulation), and so is one
// larger than the family lounge it is open to. Beside a lounge as large, one nobody walks through (a dead end
// off the stair hall) is a multipurpose room where a window can light it: over the living room at the front of
// a 22x45 G+1 3BHK it was a dark 9.8 m2 "lobby" behind the front wall. One a toilet opens off, or one leading
// to rooms beside a lounge, is a lobby.
import type { ElevationStyle, Floor, Rect, Room } from '../types';
import { NBC_2016_MIN_OTHER_HABITABLE_AREA_M2, NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M } from '../codes/nbc2016';
import { FAMILY_LOUNGE_NAME, isToilet, MAX_ROOM_ASPECT, spareRoomSpec } from '../program/rooms';
import { placeWindows } from '../openings/windows';

/**
 * The floor with its windows, its room-sized passage a family lounge (lit, as a lounge must be) or a lobby.
 * A passage larger than the family lounge it is open to is the lounge, and that room a multipurpose room
 * beside it: a 17 x 8 ft "lobby" with an 8 x 10 ft lounge off it (22x50 G+1 1BHK with a car) is where the
 * family sits.
 */
export function withPassageAsLounge(floor: Floor, plot: Rect, style: ElevationStyle): Floor {
  const roomy = floor.rooms.filter(roomSized);
  const lounges = floor.rooms.filter((r) => r.type === 'lounge');
  const existing = lounges.find((r) => r.name === FAMILY_LOUNGE_NAME);
  const outgrows = (passage: Room) => lounges.length === 0 || (!!existing && clearArea(passage) > clearArea(existing) && openTo(floor, passage, existing));
  const lounge = floor.level > 0 ? roomy.find((r) => mayBeLounge(floor, r) && outgrows(r)) : undefined;
  if (lounge) {
    const spare = existing && spareRoomSpec(floor.level, existing.id);
    const rooms = floor.rooms.map((r) => (r === lounge ? { ...r, type: 'lounge' as const, name: FAMILY_LOUNGE_NAME } : spare && r === existing ? { ...r, type: spare.type, name: spare.name } : r));
    const lit = { ...floor, rooms, windows: placeWindows({ ...floor, rooms }, plot, style) };
    if (lit.windows.some((w) => w.room === lounge.id)) return asLobbies(lit);
  }
  const aside = !lounge && floor.level > 0 ? roomy.find((r) => mayBeLounge(floor, r) && deadEnd(floor, r)) : undefined;
  if (aside) {
    const spare = spareRoomSpec(floor.level, aside.id);
    const rooms = floor.rooms.map((r) => (r === aside ? { ...r, type: spare.type, name: spare.name } : r));
    const lit = { ...floor, rooms, windows: placeWindows({ ...floor, rooms }, plot, style) };
    if (lit.windows.some((w) => w.room === aside.id)) return asLobbies(lit);
  }
  return asLobbies({ ...floor, windows: placeWindows(floor, plot, style) });
}

const clearArea = (r: Room) => r.clear.w * r.clear.h;
/** Whether two rooms are joined by openings (no door), through the stair hall say: one space to someone standing in either. */
function openTo(floor: Floor, a: Room, b: Room): boolean {
  const seen = new Set([a.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of floor.doors) {
      if (d.kind !== 'opening' || d.between.every((id) => seen.has(id)) || !d.between.some((id) => seen.has(id))) continue;
      for (const id of d.between) seen.add(id);
      grew = true;
    }
  }
  return seen.has(b.id);
}

/** Whether nothing is reached through the passage: its only ways in are openings from the stair hall or a lounge. */
function deadEnd(floor: Floor, passage: Room): boolean {
  const byId = new Map(floor.rooms.map((r) => [r.id, r]));
  const ways = floor.doors.filter((d) => d.between.includes(passage.id));
  const hall = (id: string) => id !== passage.id && (byId.get(id)?.type === 'stair' || byId.get(id)?.type === 'lounge');
  return ways.length > 0 && ways.every((d) => d.kind === 'opening' && d.between.some(hall));
}

/** A passage a family could live in: at least the NBC's smaller habitable room. */
export function roomSized(r: Room): boolean {
  const { w, h } = r.clear;
  return r.type === 'passage' && (w * h) / 1e6 >= NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 && Math.min(w, h) >= NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000;
}

/** Not long and thin, and no toilet opening off it (a toilet off a living space is an objection: score/quality.ts). */
function mayBeLounge(floor: Floor, passage: Room): boolean {
  const { w, h } = passage.clear;
  if (Math.max(w, h) / Math.min(w, h) > MAX_ROOM_ASPECT) return false;
  const byId = new Map(floor.rooms.map((r) => [r.id, r]));
  const toilet = (id: string) => id !== passage.id && !!byId.get(id) && isToilet(byId.get(id)!);
  return !floor.doors.some((d) => d.between.includes(passage.id) && d.between.some(toilet));
}

/** Room-sized passages left are lobbies (their name only: a passage still, to the rules and the score). */
function asLobbies(floor: Floor): Floor {
  return { ...floor, rooms: floor.rooms.map((r) => (roomSized(r) && r.name === 'Passage' ? { ...r, name: 'Lobby' } : r)) };
}
