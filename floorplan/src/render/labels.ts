// Words the drawing uses, supplied by the caller in the visitor's language; English by default.
import type { RoomType } from '../types';

export interface PlanLabels {
  rooms: Partial<Record<RoomType, string>>;
  /** Translations of the engine's own room names ('Master bedroom', 'Common toilet', 'Living & dining'...), used before `rooms`. */
  names?: Record<string, string>;
  north: string;
  scale: string;
  road: string;
  up: string;
  down: string;
  entrance: string;
  option: string;
  floors: string[];
  plot: string;
  facing: string;
  /** Title words before the built-up area in square feet. */
  builtUp?: string;
  /** The legend of the exhaust fan mark (toilets without a ventilator). */
  exhaust?: string;
  /** The legend of the skylight mark (a lobby no window can light). */
  skylight?: string;
  /** The legend of the pooja niche mark (a shrine unit in the living room, instead of a pooja room). */
  poojaNiche?: string;
}

export const DEFAULT_LABELS: PlanLabels = {
  rooms: {
    living: 'Living',
    dining: 'Dining',
    kitchen: 'Kitchen',
    bedroom: 'Bedroom',
    study: 'Study',
    lounge: 'Lounge',
    toilet: 'Toilet',
    bath: 'Bath',
    wc: 'WC',
    pooja: 'Pooja',
    utility: 'Utility',
    stair: 'Stair',
    passage: 'Passage',
    parking: 'Parking',
    balcony: 'Balcony',
    dress: 'Dress',
    store: 'Store',
  },
  north: 'N',
  scale: 'Scale',
  road: 'Road',
  up: 'UP',
  down: 'DN',
  entrance: 'Entry',
  option: 'Option',
  floors: ['Ground floor', 'First floor', 'Second floor', 'Third floor'],
  plot: 'Plot',
  facing: 'facing',
  builtUp: 'Built-up',
  exhaust: 'Exhaust fan, ducted to open air',
  skylight: 'Skylight in the roof slab above',
  poojaNiche: 'Pooja niche: a shrine unit against the wall',
};
