import type { Facing, PlanRequest } from '../types';
import { generatePlanOptions } from './generate';
import { normaliseRequest } from '../input/answers';
import { validatePlan } from '../validate/validate';
import { seededRandom } from '../random';
import { planDifference } from './difference';

const FACINGS: Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

describe('generatePlanOptions', () => {
  it('returns two distinct valid options for a typical 30x60 request, deterministically', () => {
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', pooja: true, vastu: 'strict' });
    const a = generatePlanOptions(req, { seed: 7 });
    const b = generatePlanOptions(req, { seed: 7 });
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.reason);
    expect(a.options).toHaveLength(2);
    expect(planDifference(a.options[0]!, a.options[1]!)).toBeGreaterThan(0.2);
    for (const p of a.options) expect(p.compliance.ok).toBe(true);
    expect(a.options[0]!.floors[1]!.stair).toBeDefined();
  });

  it('explains a request that cannot fit and suggests another floor', () => {
    const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 15, plotDepthFt: 30, floors: 1, bedrooms: 5 }));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.reason).toMatch(/15x30/);
    expect(res.suggestions.join(' ')).toMatch(/2 floors/);
  });

  it('every returned plan passes the validator over random requests', () => {
    const rnd = seededRandom(42);
    let answered = 0;
    for (let i = 0; i < 60; i++) {
      const req: Partial<PlanRequest> = {
        plotWidthFt: 15 + Math.round(rnd() * 85),
        plotDepthFt: 15 + Math.round(rnd() * 85),
        facing: FACINGS[Math.floor(rnd() * 8)],
        floors: 1 + Math.floor(rnd() * 4),
        bedrooms: 1 + Math.floor(rnd() * 5),
        parking: (['none', 'bike', 'car', 'twoCars'] as const)[Math.floor(rnd() * 4)],
        family: (['none', 'elderlyParents', 'workFromHome', 'rentalUnit'] as const)[Math.floor(rnd() * 4)],
        pooja: rnd() < 0.5,
        vastu: (['strict', 'preferred', 'notNeeded'] as const)[Math.floor(rnd() * 3)],
      };
      const res = generatePlanOptions(normaliseRequest(req), { seed: i });
      if (!res.ok) {
        expect(res.suggestions.length).toBeGreaterThan(0);
        continue;
      }
      answered++;
      for (const p of res.options) {
        const report = validatePlan(p);
        expect(report.rules.filter((r) => !r.ok)).toEqual([]);
        for (const f of p.floors) for (const r of f.rooms) expect(Number.isFinite(r.rect.x + r.rect.y + r.rect.w + r.rect.h)).toBe(true);
      }
    }
    expect(answered).toBeGreaterThan(30);
  });
});
