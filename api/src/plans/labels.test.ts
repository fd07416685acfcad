import { DEFAULT_LABELS, generatePlanOptions, normaliseRequest, type Plan } from '@flx/floorplan';
import { roomName } from '../../../floorplan/src/render/text';
import { LANGUAGE_CODES } from '../i18n/languages';
import { planWords } from './labels';

/** Plans with every kind of room the engine names: parents, rental units, studies, two cars, bikes, pooja, a lobby. */
function varietyOfPlans(): Plan[] {
  const requests = [
    { plotWidthFt: 40, plotDepthFt: 60, floors: 2, bedrooms: 4, family: 'elderlyParents', parking: 'twoCars', pooja: true },
    { plotWidthFt: 30, plotDepthFt: 60, floors: 3, bedrooms: 3, family: 'rentalUnit', parking: 'car', pooja: false },
    { plotWidthFt: 30, plotDepthFt: 50, floors: 2, bedrooms: 3, family: 'workFromHome', parking: 'bike', pooja: true },
    { plotWidthFt: 20, plotDepthFt: 45, floors: 1, bedrooms: 1, family: 'none', parking: 'bike', pooja: false },
    { plotWidthFt: 50, plotDepthFt: 80, floors: 2, bedrooms: 5, family: 'none', parking: 'car', pooja: true },
    { plotWidthFt: 20, plotDepthFt: 40, floors: 2, bedrooms: 2, family: 'none', parking: 'car', pooja: false },
    // Option 2's master is upstairs, the parents' bedroom on the ground floor.
    { plotWidthFt: 30, plotDepthFt: 60, floors: 2, bedrooms: 3, family: 'elderlyParents', parking: 'car', pooja: true, vastu: 'preferred' },
  ] as const;
  return requests.flatMap((r) => {
    const result = generatePlanOptions(normaliseRequest({ facing: 'N', ...r }), { seed: 3 });
    return result.ok ? result.options : [];
  });
}

it('translates each room name of the engine that says more than its type, in every language', () => {
  const rooms = varietyOfPlans().flatMap((plan) => plan.floors.flatMap((floor) => floor.rooms));
  expect(rooms.length).toBeGreaterThan(50);
  // 'Bedroom 2' or 'Toilet' are their type; 'Master bedroom' or 'Wash' need a name of their own.
  const special = [...new Set(rooms.filter((room) => room.name.replace(/ \d+$/, '') !== DEFAULT_LABELS.rooms[room.type]).map((room) => room.name))];
  expect(special.length).toBeGreaterThan(3);
  for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
    const { labels } = planWords(language);
    const missing = special.filter((name) => !labels.names?.[name] || labels.names[name] === name);
    expect([language, missing]).toEqual([language, []]);
  }
});

it('keeps the engine’s English names in English', () => {
  const { labels } = planWords('en');
  for (const plan of varietyOfPlans()) {
    for (const room of plan.floors.flatMap((floor) => floor.rooms)) expect(roomName(room, labels)).toBe(roomName(room, DEFAULT_LABELS));
  }
});
