// The words a plan drawing uses, in the visitor's language: read from the same translation files
// the site loads (shared-i18n/locales), so a drawing and the page around it always agree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LABELS, type PlanLabels, type RoomType } from '@flx/floorplan';
import { REPO_ROOT } from '../paths';

const LOCALES_DIR = join(REPO_ROOT, 'shared-i18n', 'locales');

/** BCP 47 codes of the site's languages (the locale folders). */
export const PLAN_LANGUAGES: readonly string[] = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const ROOM_TYPES = Object.keys(DEFAULT_LABELS.rooms) as RoomType[];
const cache = new Map<string, { labels: PlanLabels; watermark: string }>();

function lookup(translations: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), translations);
}

/** Translations of one language, English for anything missing (the check in CI keeps that empty). */
export function planWords(language: string) {
  const known = cache.get(language);
  if (known) return known;
  const read = (lng: string): unknown => JSON.parse(readFileSync(join(LOCALES_DIR, lng, 'translation.json'), 'utf8'));
  const own = read(language);
  const english = language === 'en' ? own : read('en');
  const value = (key: string): unknown => lookup(own, key) ?? lookup(english, key);
  const t = (key: string) => String(value(key));
  const rooms: Partial<Record<RoomType, string>> = {};
  for (const type of ROOM_TYPES) rooms[type] = t(`plan.rooms.${type}`);
  const words = {
    labels: {
      rooms,
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
    },
    watermark: t('plan.watermark'),
  };
  cache.set(language, words);
  return words;
}
