import { generatePlanOptions } from '../generate/generate';
import { reflectPlan } from '../generate/reflect';
import { normaliseRequest } from '../input/answers';
import { scorePlan, withVastuScored } from './score';

describe('withVastuScored', () => {
  it.each([
    ['N', 'preferred'],
    ['NE', 'strict'],
    ['W', 'strict'],
    ['S', 'strict'],
  ] as const)("scores a %s-facing plan's reflection (Vastu %s) as scoring it whole does", (facing, vastu) => {
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 50, facing, floors: 2, bedrooms: 3, pooja: true, vastu });
    const result = generatePlanOptions(req, { seed: 3, checkSuggestions: false });
    if (!result.ok) throw new Error(result.reason);
    for (const plan of result.options) {
      const reflected = reflectPlan(plan);
      const whole = scorePlan(reflected);
      expect(withVastuScored(plan.score, reflected)).toEqual(whole);
      // The reflection changes the Vastu zones, so the check is not of a plan against itself.
      expect(whole.vastu).not.toBe(plan.score.vastu);
    }
  });
});
