import { generatePlanOptions } from './generate';
import { drawPoojaAtPassage, newSearch } from './search-stages';
import { normaliseRequest } from '../input/answers';
import type { Variant } from '../layout/variant';
import type { Plan } from '../types';
import { isKitchenAwayObjection } from '../score/quality';
import { validatePlan } from '../validate/validate';

describe('a search\'s candidates', () => {
  // 18x40 one-storey 2BHK facing east, with one toilet the bedrooms share and a bedroom as the 9.5 m2 room:
  // its hall layout (living room and kitchen across the front, bedrooms down the open side of a passage)
  // passes built to the right-hand boundary (mirror) and fails built to the left.
  const request = normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, vastu: 'preferred' });
  const sidePassage: Variant = {
    family: 'hall', hallSeed: 7, transposed: false, mirror: true, bands: 1, split: 0.63, stairBand: 1, stairEnd: 'front', kitchenBand: 0, kitchenEnd: 'back', toiletNearKitchen: false, poojaBand: 0, masterEnd: 'back',
    porchAtStart: true, mergeDining: true, shuffle: 0.99, pairToilets: true, sideBandToFront: true, compact: true, wideBands: true, porchTurned: false, kitchenBesideLiving: true, stairAcross: false,
  };
  const search = () => newSearch(request, { seed: 1, sharedToilet: 2, compactLiving: true, tried: new Map() }, generatePlanOptions);

  it('keeps a plan whose Vastu reflection has the rooms of a layout that failed a rule', () => {
    const s = search();
    expect(s.candidate({ ...sidePassage, mirror: false })).toBeNull();
    const plan = s.candidate(sidePassage);
    expect(plan).not.toBeNull();
    // The reflection, with the kitchen on the left toward the south-east, ranks higher and is the plan kept.
    const kitchen = plan!.floors[0]!.rooms.find((r) => r.type === 'kitchen')!;
    const living = plan!.floors[0]!.rooms.find((r) => r.type === 'living')!;
    expect(kitchen.rect.x).toBeLessThan(living.rect.x);
  });

});

describe('drawPoojaAtPassage', () => {
  // Bench request 85: a 54x45 one-storey 3BHK with two cars and a pooja room, facing south-west.
  const request = normaliseRequest({ plotWidthFt: 54, plotDepthFt: 45, facing: 'SW', floors: 1, bedrooms: 3, parking: 'twoCars', pooja: true, vastu: 'preferred', style: 'traditional' });
  // Bands along the road, the living & dining behind the porch and the kitchen at the head of the band behind
  // it; the pooja room and its store share a strip further along that band, the pooja room at the outer wall.
  const kitchenBesideLiving: Variant = {
    transposed: true, mirror: false, bands: 2, split: 0.57, stairBand: 1, stairEnd: 'front', kitchenBand: 0, kitchenEnd: 'front', toiletNearKitchen: true, poojaBand: 1, masterEnd: 'front',
    porchAtStart: true, mergeDining: true, shuffle: 0.4767, pairToilets: false, sideBandToFront: false, compact: true, wideBands: true, porchTurned: false, kitchenBesideLiving: true, stairAcross: false,
  };
  const opensOnto = (plan: Plan, a: string, b: string) => plan.floors[0]!.doors.some((d) => d.between.includes(a) && d.between.includes(b));

  it('draws a band layout whose pooja room no door reached again with the pooja room at the passage', () => {
    const s = newSearch(request, { seed: 1, tried: new Map() }, generatePlanOptions);
    expect(s.candidate(kitchenBesideLiving)).toBeNull();
    expect(s.doorless).toHaveLength(1);

    drawPoojaAtPassage(s);
    expect(s.valid).toHaveLength(1);
    const plan = s.valid[0]!;
    const rooms = plan.floors[0]!.rooms;
    const pooja = rooms.find((r) => r.type === 'pooja')!;
    const store = rooms.find((r) => r.id === `${pooja.id}-store`)!;
    expect(opensOnto(plan, pooja.id, 'f0-passage')).toBe(true);
    // The store it stood behind is at the outer wall now, behind it.
    expect(store.rect.y).toBeGreaterThan(pooja.rect.y);
    expect(opensOnto(plan, 'f0-kitchen', 'f0-living')).toBe(true);
    expect(plan.score.objections ?? []).toEqual([]);
  });

  it('gives that plot the kitchen opening onto the dining in both options (each had it across the passage)', () => {
    const result = generatePlanOptions(request, { seed: 86, checkSuggestions: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.options).toHaveLength(2);
    for (const plan of result.options) expect((plan.score.objections ?? []).filter(isKitchenAwayObjection)).toEqual([]);
  });
});

describe('a search asked only whether a request draws (anyPlan, as a suggestion is confirmed)', () => {
  it('answers with the first plan it finds, one that keeps every rule', () => {
    const request = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, facing: 'N', floors: 2, bedrooms: 3, parking: 'car' });
    const answer = generatePlanOptions(request, { seed: 3, checkSuggestions: false, anyPlan: true });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    // Two options are the default: the search stopped at its first plan instead of choosing two.
    expect(answer.options).toHaveLength(1);
    expect(validatePlan(answer.options[0]!).ok).toBe(true);
    expect(generatePlanOptions(request, { seed: 3, checkSuggestions: false }).ok).toBe(true);
  });

  it('refuses what the whole search refuses, with the same reason and suggestions', () => {
    // Five bedrooms on one storey of a 15x30 plot, and a one-storey 3BHK on an 18x45 plot (it fits by area,
    // so the search runs every pass before it refuses).
    for (const answers of [{ plotWidthFt: 15, plotDepthFt: 30, floors: 1, bedrooms: 5 }, { plotWidthFt: 18, plotDepthFt: 45, floors: 1, bedrooms: 3 }]) {
      const request = normaliseRequest({ ...answers, facing: 'E' });
      const whole = generatePlanOptions(request, { seed: 1, checkSuggestions: false });
      expect(whole.ok).toBe(false);
      expect(generatePlanOptions(request, { seed: 1, checkSuggestions: false, anyPlan: true })).toEqual(whole);
    }
  });
});
