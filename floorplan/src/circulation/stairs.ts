// Describes the dog-leg stair that occupies the same cell on every floor: flights, risers, treads, direction.
import type { Rect, Room, Stair } from '../types';
import { FLOOR_TO_FLOOR_MM, NBC_2016_MIN_TREAD_MM } from '../codes/nbc2016';
import { STAIR_FLIGHT_GAP_MM, STAIR_RISERS } from '../layout/stair-hall';

/**
 * `landingAtLow`: the mid landing sits at the low-coordinate end of the cell's long axis;
 * `passageAtLow`: the passage runs along the low-coordinate long side, so the first flight runs there.
 */
export function describeStair(room: Room, landingAtLow: boolean, passageAtLow: boolean): Stair {
  const c = room.clear;
  const alongX = c.w > c.h;
  const across = alongX ? c.h : c.w;
  const long = alongX ? c.w : c.h;
  const run = (STAIR_RISERS / 2 - 1) * NBC_2016_MIN_TREAD_MM;
  // The mid landing is as deep as a flight is wide, so the hall's length also caps the flight width.
  const widthMm = Math.floor(Math.min((across - STAIR_FLIGHT_GAP_MM) / 2, long - run));
  const axis = alongX ? 'x' : 'y';
  return {
    id: `${room.id}-flights`,
    room: room.id,
    rect: { ...room.rect },
    kind: 'dog-leg',
    widthMm,
    riserMm: Math.round((FLOOR_TO_FLOOR_MM / STAIR_RISERS) * 10) / 10,
    treadMm: NBC_2016_MIN_TREAD_MM,
    risers: STAIR_RISERS,
    direction: landingAtLow ? (`-${axis}` as Stair['direction']) : (`+${axis}` as Stair['direction']),
    firstFlightSide: passageAtLow ? 'low' : 'high',
    landingInside: false,
  };
}

/** Flight rectangles (clear) of a stair, first flight first, for drawing and checking. */
export function flightRects(stair: Stair, clear: Rect): { first: Rect; second: Rect; landing: Rect } {
  const alongX = stair.direction.endsWith('x');
  const run = ((stair.risers / 2 - 1) * stair.treadMm);
  const w = stair.widthMm;
  const landingLow = stair.direction.startsWith('-');
  if (alongX) {
    const landing = { x: landingLow ? clear.x : clear.x + clear.w - w, y: clear.y, w, h: clear.h };
    const fx = landingLow ? clear.x + w : clear.x + clear.w - w - run;
    const low = { x: fx, y: clear.y, w: run, h: w };
    const high = { x: fx, y: clear.y + clear.h - w, w: run, h: w };
    return stair.firstFlightSide === 'low' ? { first: low, second: high, landing } : { first: high, second: low, landing };
  }
  const landing = { x: clear.x, y: landingLow ? clear.y : clear.y + clear.h - w, w: clear.w, h: w };
  const fy = landingLow ? clear.y + w : clear.y + clear.h - w - run;
  const low = { x: clear.x, y: fy, w, h: run };
  const high = { x: clear.x + clear.w - w, y: fy, w, h: run };
  return stair.firstFlightSide === 'low' ? { first: low, second: high, landing } : { first: high, second: low, landing };
}
