// Gives a lobby no window can light a skylight where nothing stands over it. On narrow plots built to one
// boundary the upstairs lobby between the bedrooms often has only the party wall outside (common small plots,
// engine 1.56.0: 27 of 736 options had a room-sized passage upstairs without a window, 7.5-11.9 m2); on the top
// floor the roof slab over it can take a glazed opening, as Indian builders do over a stair lobby.
import type { Floor, Rect, Room, Skylight } from '../types';
import { SKYLIGHT_SIDE_MM } from '../codes/nbc2016';
import { overlapArea } from '../geometry/rect';
import { roomSized } from '../layout/passage-lounge';

/** The floors with skylights over their dark room-sized passages that only the sky stands over. */
export function withSkylights(floors: Floor[]): Floor[] {
  return floors.map((floor, i) => {
    const above = floors[i + 1];
    const skylights = floor.rooms
      .filter((r) => roomSized(r) && !floor.windows.some((w) => w.room === r.id))
      .map((r) => skylightFor(r, above))
      .filter((s): s is Skylight => !!s);
    return skylights.length ? { ...floor, skylights } : floor;
  });
}

/**
 * A square opening in the middle of the room (a room-sized passage is at least 2.1 m across: 450 mm of ceiling
 * or more each side for the kerb and the lights), or none where a room of the floor above stands over it.
 */
function skylightFor(room: Room, above: Floor | undefined): Skylight | null {
  const c = room.clear;
  const rect: Rect = { x: Math.round(c.x + (c.w - SKYLIGHT_SIDE_MM) / 2), y: Math.round(c.y + (c.h - SKYLIGHT_SIDE_MM) / 2), w: SKYLIGHT_SIDE_MM, h: SKYLIGHT_SIDE_MM };
  if (above?.rooms.some((r) => overlapArea(r.rect, rect) > 0)) return null;
  return { id: `sky-${room.id}`, room: room.id, rect };
}
