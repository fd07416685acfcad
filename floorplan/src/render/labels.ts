// Words the drawing uses, supplied by the caller in the visitor's language; English by default.
import type { RoomType } from '../types';

export interface PlanLabels {
  rooms: Partial<Record<RoomType, string>>;
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
};
