// A plan reflected across its plot keeps every hard rule it met, and reflecting it back gives the plan again.
import { normaliseRequest } from '../input/answers';
import { validatePlan } from '../validate/validate';
import { reflectPlan } from './reflect';
import type { Plan } from '../types';
import { plansFor } from '../test-support/answered';

function optionOne(plotWidthFt: number, plotDepthFt: number, floors: number, bedrooms: number, parking: 'none' | 'bike' | 'car'): Plan {
  const res = plansFor(normaliseRequest({ plotWidthFt, plotDepthFt, facing: 'N', floors, bedrooms, parking }), { seed: 1, checkSuggestions: false, options: 1 });
  return res.options[0]!;
}

describe('reflectPlan', () => {
  it.each([
    [18, 40, 1, 2, 'none'],
    [30, 50, 2, 3, 'car'],
    [25, 60, 3, 4, 'bike'],
  ] as const)('keeps a %ix%i plan of %i floor(s) valid, with its rooms and stair on the other side', (w, d, floors, beds, parking) => {
    const plan = optionOne(w, d, floors, beds, parking);
    const mirrored = reflectPlan(plan);
    expect(validatePlan(mirrored).rules.filter((r) => !r.ok)).toEqual([]);
    const { plot } = plan;
    for (const [i, f] of plan.floors.entries()) {
      for (const [j, r] of f.rooms.entries()) {
        const m = mirrored.floors[i]!.rooms[j]!;
        // The same room, its distance from the right boundary what it was from the left.
        expect(m.rect.x - plot.x).toBe(plot.x + plot.w - (r.rect.x + r.rect.w));
        expect(m.rect.y).toBe(r.rect.y);
      }
      if (f.stair) expect(mirrored.floors[i]!.stair!.rect.x).toBe(plot.x + plot.w - f.stair.rect.x - f.stair.rect.w);
    }
    expect(mirrored.setbacks.left).toBe(plan.setbacks.right);
    expect(reflectPlan(mirrored)).toEqual(plan);
  });
});
