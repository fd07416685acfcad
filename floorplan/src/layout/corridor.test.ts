// The corridor templates: every plan they give passes the validator, and common narrow requests the band
// and hall searches refused are now answered.
import { normaliseRequest } from '../input/answers';
import { buildCandidate } from '../generate/candidate';
import { generatePlanOptions } from '../generate/generate';
import { validatePlan } from '../validate/validate';
import { randomVariant } from './variant';
import { seededRandom } from '../random';
import type { Plan, PlanRequest } from '../types';

const base = randomVariant(seededRandom(1), { transposed: [false], bands: [1], mergeDining: [true], compact: [true], pairToilets: [true] });

function corridorPlans(req: PlanRequest): Plan[] {
  const out: Plan[] = [];
  for (const transposed of [false, true])
    for (const mergeDining of [true, false])
      for (const compact of [false, true])
        for (const corridorSlot of [0, 1, 2] as const)
          for (const mirror of [false, true]) {
            const c = buildCandidate(req, { ...base, family: 'corridor', transposed, mergeDining, compact, corridorSlot, mirror });
            if (c) out.push({ ...c, id: '', option: 0, seed: 0, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } });
          }
  return out;
}

describe('corridor templates', () => {
  it('give only plans that pass every hard rule over random narrow and shallow plots', () => {
    const rnd = seededRandom(9);
    let built = 0;
    for (let i = 0; i < 40; i++) {
      const narrow = rnd() < 0.6;
      const a = 16 + Math.round(rnd() * 14);
      const b = 30 + Math.round(rnd() * 40);
      const req = normaliseRequest({
        plotWidthFt: narrow ? a : b,
        plotDepthFt: narrow ? b : 17 + Math.round(rnd() * 10),
        floors: 1 + Math.floor(rnd() * 3),
        bedrooms: 1 + Math.floor(rnd() * 3),
        parking: (['none', 'bike', 'car'] as const)[Math.floor(rnd() * 3)]!,
        facing: (['N', 'E', 'S', 'W'] as const)[i % 4]!,
      });
      for (const p of corridorPlans(req)) {
        // Every template the layout and door tree accept passes the independent validator.
        expect(validatePlan(p).rules.filter((r) => !r.ok)).toEqual([]);
        built++;
        const stairs = p.floors.map((f) => f.rooms.find((r) => r.type === 'stair')?.rect);
        for (const s of stairs) expect(s).toEqual(stairs[0]);
      }
    }
    expect(built).toBeGreaterThan(20);
  });

  it.each([
    [18, 45, 1, 2],
    [18, 50, 1, 2],
    [20, 40, 2, 2],
  ])('answers %ix%i ft, %i floor(s), %i BHK with valid plans', (w, d, floors, bedrooms) => {
    const res = generatePlanOptions(normaliseRequest({ plotWidthFt: w, plotDepthFt: d, floors, bedrooms, facing: 'E' }), { seed: 1 });
    if (!res.ok) throw new Error(res.reason);
    for (const p of res.options) expect(validatePlan(p).ok).toBe(true);
  });
});
