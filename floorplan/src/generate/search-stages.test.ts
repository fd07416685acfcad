import { generatePlanOptions } from './generate';
import { newSearch } from './search-stages';
import { normaliseRequest } from '../input/answers';
import type { Variant } from '../layout/variant';

describe('a search\'s candidates', () => {
  // 18x40 one-storey 2BHK facing east, with one toilet the bedrooms share and a bedroom as the 9.5 m2 room:
  // its hall layout (living room and kitchen across the front, bedrooms down the open side of a passage)
  // passes built to the right-hand boundary (mirror) and fails built to the left.
  const request = normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, vastu: 'preferred' });
  const sidePassage: Variant = {
    family: 'hall', hallSeed: 7, transposed: false, mirror: true, bands: 1, split: 0.63, stairBand: 1, stairEnd: 'front', kitchenBand: 0, kitchenEnd: 'back', toiletNearKitchen: false, poojaBand: 0, masterEnd: 'back',
    porchAtStart: true, mergeDining: true, shuffle: 0.99, pairToilets: true, sideBandToFront: true, compact: true, wideBands: true, porchTurned: false, kitchenBesideLiving: true, stairAcross: false,
  };
  const search = () => newSearch(request, { seed: 1, sharedToilet: true, compactLiving: true, tried: new Map() }, generatePlanOptions);

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
