// Which spaces a room may be entered from, in order of preference (privacy: bedrooms off circulation,
// toilets only off a passage or wash area, attached rooms only from their owner).
import type { RoomType } from '../types';

export const ENTERED_FROM: Record<RoomType, RoomType[]> = {
  living: [],
  parking: [],
  // Last: a passage off another, one circulation space of two rectangles (a lobby joins a living room to a
  // passage it meets over less than an opening, layout/arrange.ts).
  passage: ['living', 'lounge', 'dining', 'stair', 'passage'],
  dining: ['living', 'passage', 'lounge', 'kitchen'],
  // Last resort: through its utility, off the passage (a back kitchen).
  kitchen: ['dining', 'passage', 'living', 'lounge', 'utility'],
  stair: ['passage', 'living', 'lounge', 'dining'],
  lounge: ['stair', 'passage', 'living', 'dining', 'lounge'],
  bedroom: ['passage', 'lounge', 'living', 'dining'],
  study: ['passage', 'lounge', 'living', 'dining'],
  toilet: ['passage', 'utility'],
  bath: ['passage', 'utility'],
  // Last: through the bath it was drawn beside, a WC compartment of one bathroom (see bathAndWcOf).
  wc: ['passage', 'utility', 'bath'],
  pooja: ['living', 'dining', 'passage', 'lounge'],
  utility: ['kitchen', 'passage', 'dining', 'store'],
  // Last: a pooja room's own store, behind it (see poojaAtPassage).
  store: ['passage', 'kitchen', 'dining', 'living', 'lounge', 'utility', 'stair', 'store', 'study', 'pooja'],
  balcony: ['lounge', 'passage', 'bedroom', 'dining', 'living', 'kitchen', 'study'],
  dress: [],
};

const OPEN_TYPES: ReadonlySet<RoomType> = new Set(['living', 'dining', 'passage', 'lounge', 'stair']);

export function isOpening(a: RoomType, b: RoomType): boolean {
  return OPEN_TYPES.has(a) && OPEN_TYPES.has(b);
}

export const MAIN_DOOR_MM = 1050;
export const OPENING_MAX_MM = 1200;
/** Shared wall two open spaces need for an opening between them (placeDoors: 800 mm clear and 60 mm each side). */
export const OPENING_SHARE_MM = 920;

/** From a wall centre-line corner to the door opening: half the crossing wall and a 40 mm frame, so a 900 mm door fits the end of a 1 m passage. */
export const CORNER_CLEARANCE_MM = 100;

/** Shared wall (on the centre-lines) a door into a room of this type needs: its leaf and the clearance at each corner. */
export function doorWallFor(type: RoomType): number {
  return doorWidthFor(type) + 2 * CORNER_CLEARANCE_MM;
}

export function doorWidthFor(type: RoomType): number {
  switch (type) {
    case 'toilet':
    case 'bath':
    case 'wc':
    case 'dress':
    case 'pooja':
      return 750;
    case 'store':
    case 'utility':
    case 'balcony':
      return 800;
    case 'stair':
      return 1000;
    default:
      return 900;
  }
}
