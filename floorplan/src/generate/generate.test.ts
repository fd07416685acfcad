import { generatePlanOptions } from './generate';
import { normaliseRequest } from '../input/answers';
import { planDifference } from './difference';

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

  it('explains a request that cannot fit and suggests only changes that give plans', () => {
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, floors: 1, bedrooms: 5 });
    const res = generatePlanOptions(req);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.reason).toMatch(/30x40/);
    expect(res.suggestions.join(' ')).toMatch(/2 floors/);
    expect(generatePlanOptions({ ...req, floors: 2 }).ok).toBe(true);
  });

  it('says a plot is too small rather than suggest changes that would not fit', () => {
    const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 15, plotDepthFt: 15, floors: 1, bedrooms: 1 }));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.suggestions).toHaveLength(1);
    expect(res.suggestions[0]).toMatch(/too small/);
  });
});
