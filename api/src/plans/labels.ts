// The words a plan drawing uses, in the visitor's language, from the same translation files the site
// loads, so a drawing and the page around it always agree.
import { DEFAULT_LABELS, type PlanLabels, type RoomType } from '@flx/floorplan';
import { translator } from '../i18n/translations';

const ROOM_TYPES = Object.keys(DEFAULT_LABELS.rooms) as RoomType[];
/** The engine's own room names that say more than their type, and their translation keys (plan.names.*). */
const ENGINE_NAMES: Readonly<Record<string, string>> = {
  'Master bedroom': 'masterBedroom',
  'Parents bedroom': 'parentsBedroom',
  'Rental studio': 'rentalStudio',
  Kitchenette: 'kitchenette',
  'Living & dining': 'livingDining',
  'Family lounge': 'familyLounge',
  'Multipurpose room': 'multipurpose',
  'Car parking': 'carParking',
  'Parking (2 cars)': 'twoCarParking',
  'Sit-out & bike': 'sitOutBike',
  'Bike parking': 'bikeBay',
  Lobby: 'lobby',
  'Common toilet': 'commonToilet',
  Wash: 'wash',
  Terrace: 'terrace',
};
const cache = new Map<string, { labels: PlanLabels; watermark: string }>();

export function planWords(language: string) {
  const known = cache.get(language);
  if (known) return known;
  const t = translator(language);
  const rooms: Partial<Record<RoomType, string>> = {};
  for (const type of ROOM_TYPES) rooms[type] = t(`plan.rooms.${type}`);
  const names = Object.fromEntries(Object.entries(ENGINE_NAMES).map(([name, key]) => [name, t(`plan.names.${key}`)]));
  const words = {
    labels: {
      rooms,
      names,
      north: t('plan.north'),
      scale: t('plan.scale'),
      road: t('plan.road'),
      up: t('plan.up'),
      down: t('plan.down'),
      entrance: t('plan.entrance'),
      option: t('plan.option'),
      floors: DEFAULT_LABELS.floors.map((_, level) => t(`plan.floors.${level}`)),
      plot: t('plan.plot'),
      facing: t('plan.facing'),
      builtUp: t('plan.builtUp'),
      exhaust: t('plan.exhaust'),
      skylight: t('plan.skylight'),
      poojaNiche: t('plan.poojaNiche'),
    },
    watermark: t('plan.watermark'),
  };
  cache.set(language, words);
  return words;
}
