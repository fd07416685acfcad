// An upper floor's passage that came out as large as a room is its family lounge: the compact programme leaves
// the lounge out where a small plot cannot spare one, yet over a car porch the floor has the area, and the
// passage took it (common small plots, engine 1.40.0: 27 of 736 options had an upstairs "passage" of 7.5-13 m2,
// 2.4-4.3 m across, drawn as a corridor and scored as circulation).
import type { ElevationStyle, Floor, Rect } from '../types';
import { NBC_2016_MIN_OTHER_HABITABLE_AREA_M2, NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M } from '../codes/nbc2016';
import { isToilet, MAX_ROOM_ASPECT } from '../program/rooms';
import { placeWindows } from '../openings/windows';

/** The floor with its windows, the passage a family lounge where it is one (with a window, as a lounge needs). */
export function withPassageAsLounge(floor: Floor, plot: Rect, style: ElevationStyle): Floor {
  const asDrawn = { ...floor, windows: placeWindows(floor, plot, style) };
  const passage = roomyPassage(floor);
  if (!passage) return asDrawn;
  const rooms = floor.rooms.map((r) => (r === passage ? { ...r, type: 'lounge' as const, name: 'Family lounge' } : r));
  const asLounge = { ...floor, rooms, windows: placeWindows({ ...floor, rooms }, plot, style) };
  return asLounge.windows.some((w) => w.room === passage.id) ? asLounge : asDrawn;
}

/** An upper floor's passage a family could live in, on a floor without a lounge and with no toilet opening off it. */
function roomyPassage(floor: Floor) {
  if (floor.level === 0 || floor.rooms.some((r) => r.type === 'lounge')) return undefined;
  const byId = new Map(floor.rooms.map((r) => [r.id, r]));
  return floor.rooms.find((r) => {
    if (r.type !== 'passage') return false;
    const { w, h } = r.clear;
    if ((w * h) / 1e6 < NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 || Math.min(w, h) < NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M * 1000) return false;
    if (Math.max(w, h) / Math.min(w, h) > MAX_ROOM_ASPECT) return false;
    // A toilet opening off a living space is an objection (score/quality.ts): such a passage stays one.
    const toilet = (id: string) => id !== r.id && !!byId.get(id) && isToilet(byId.get(id)!);
    return !floor.doors.some((d) => d.between.includes(r.id) && d.between.some(toilet));
  });
}
