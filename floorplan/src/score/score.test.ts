import { reflectPlan } from '../generate/reflect';
import { normaliseRequest } from '../input/answers';
import { scorePlan, withVastuScored } from './score';
import { narrowestBedroomMm } from './planning';
import { plansFor } from '../test-support/answered';

describe('withVastuScored', () => {
  it.each([
    ['N', 'preferred'],
    ['NE', 'strict'],
    ['W', 'strict'],
    ['S', 'strict'],
  ] as const)("scores a %s-facing plan's reflection (Vastu %s) as scoring it whole does", (facing, vastu) => {
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 50, facing, floors: 2, bedrooms: 3, pooja: true, vastu });
    const result = plansFor(req, { seed: 3, checkSuggestions: false });
    for (const plan of result.options) {
      const reflected = reflectPlan(plan);
      const whole = scorePlan(reflected);
      expect(withVastuScored(plan.score, reflected)).toEqual(whole);
      // The reflection changes the Vastu zones, so the check is not of a plan against itself.
      expect(whole.vastu).not.toBe(plan.score.vastu);
    }
  });
});

describe('the master-the-largest-bedroom rule', () => {
  const ruleOf = (plan: Parameters<typeof scorePlan>[0]) => scorePlan(plan).rules.find((r) => r.rule === 'master-the-largest-bedroom')!;

  it('scores fully where no bedroom is larger than the master, nothing where one has twice its floor, and the plan lower for it', () => {
    const req = normaliseRequest({ plotWidthFt: 40, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 4, parking: 'car', vastu: 'notNeeded' });
    const result = plansFor(req, { seed: 1, checkSuggestions: false });
    const plan = structuredClone(result.options[0]!);
    const rooms = plan.floors.flatMap((f) => f.rooms);
    const master = rooms.find((r) => r.master)!;
    const other = rooms.find((r) => /^Bedroom \d+$/.test(r.name))!;
    const sizedTo = (share: number) => {
      const p = structuredClone(plan);
      const bed = p.floors.flatMap((f) => f.rooms).find((r) => r.id === other.id)!;
      bed.clear = { ...bed.clear, w: (share * master.clear.w * master.clear.h) / bed.clear.h };
      return p;
    };
    expect(ruleOf(sizedTo(1)).score).toBe(1);
    expect(ruleOf(sizedTo(1.5)).score).toBeCloseTo(0.5, 2);
    expect(ruleOf(sizedTo(2)).score).toBe(0);
    expect(scorePlan(sizedTo(2)).total).toBeLessThan(scorePlan(sizedTo(1)).total);
  });
});

describe('the bedrooms-fit-a-bed rule', () => {
  const ruleOf = (plan: Parameters<typeof scorePlan>[0]) => scorePlan(plan).rules.find((r) => r.rule === 'bedrooms-fit-a-bed')!;
  const request = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 3 });
  const result = plansFor(request, { seed: 1, checkSuggestions: false });

  it("scores the narrowest bedroom: the code's 2.1 m nothing, 2.4 m and wider fully, and the plan lower for a cramped one", () => {
    const plan = result.options[0]!;
    /** The plan with one bedroom narrowed to `mm` across (the others as drawn, all wider). */
    const narrowedTo = (mm: number) => {
      const p = structuredClone(plan);
      const bed = p.floors.flatMap((f) => f.rooms).find((r) => r.name === 'Bedroom 2')!;
      bed.clear = bed.clear.w <= bed.clear.h ? { ...bed.clear, w: mm } : { ...bed.clear, h: mm };
      return p;
    };
    expect(narrowestBedroomMm(plan)).toBeGreaterThanOrEqual(2400);
    expect(ruleOf(plan).score).toBe(1);
    expect(ruleOf(narrowedTo(2100)).score).toBe(0);
    expect(ruleOf(narrowedTo(2250)).score).toBeCloseTo(0.5, 2);
    expect(ruleOf(narrowedTo(2400)).score).toBe(1);
    expect(scorePlan(narrowedTo(2100)).total).toBeLessThan(scorePlan(plan).total);
  });

  it("gives both options of a 30x40 two-storey 3BHK bedrooms a bed fits in with room around it (engine 1.71.0's had a 2.16 m Bedroom 3 beside a dressing room)", () => {
    for (const plan of result.options) expect(narrowestBedroomMm(plan)).toBeGreaterThanOrEqual(2400);
  });
});

describe('the kitchen-for-the-floor rule', () => {
  const ruleOf = (plan: Parameters<typeof scorePlan>[0]) => scorePlan(plan).rules.find((r) => r.rule === 'kitchen-for-the-floor');

  it("scores a kitchen against the floor it stands on: the code's 5 m2 nothing on a 90 m2 floor, 7 m2 fully, and fully on a tight floor", () => {
    const result = plansFor(normaliseRequest({ plotWidthFt: 40, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 4, parking: 'car', vastu: 'notNeeded' }), { seed: 1, checkSuggestions: false });
    const plan = result.options[0]!;
    const ground = plan.floors[0]!;
    expect(ground.rooms.filter((r) => r.type !== 'parking').reduce((s, r) => s + (r.rect.w * r.rect.h) / 1e6, 0)).toBeGreaterThan(90);
    const kitchenOf = (m2: number, of = plan) => {
      const p = structuredClone(of);
      const k = p.floors[0]!.rooms.find((r) => r.type === 'kitchen')!;
      k.clear = { ...k.clear, w: (m2 * 1e6) / k.clear.h };
      return p;
    };
    expect(ruleOf(kitchenOf(5))!.score).toBe(0);
    expect(ruleOf(kitchenOf(6))!.score).toBeCloseTo(0.5, 2);
    expect(ruleOf(kitchenOf(7))!.score).toBe(1);
    expect(ruleOf(kitchenOf(9))!.score).toBe(1);
    expect(scorePlan(kitchenOf(5)).total).toBeLessThan(scorePlan(kitchenOf(7)).total);

    // A 20x30 plot's ground floor (under 50 m2) has room for the code's kitchen only.
    const tight = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 2, bedrooms: 2 }), { seed: 1, checkSuggestions: false });
    expect(tight.options[0]!.floors[0]!.rooms.filter((r) => r.type !== 'parking').reduce((s, r) => s + (r.rect.w * r.rect.h) / 1e6, 0)).toBeLessThan(50);
    expect(ruleOf(kitchenOf(5, tight.options[0]!))!.score).toBe(1);
  });
});

describe('the dining-of-its-own rule', () => {
  const ruleOf = (plan: Parameters<typeof scorePlan>[0]) => scorePlan(plan).rules.find((r) => r.rule === 'dining-of-its-own')!;
  const result = plansFor(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 50, facing: 'N', floors: 2, bedrooms: 3, vastu: 'notNeeded' }), { seed: 1, checkSuggestions: false });
  const base = result.options[0]!;
  /** The plan with its ground-floor living room merged with the dining or not, and its dining room turned into a study of `m2` under `id`. */
  const variant = (merged: boolean, m2: number, id = 'f0-b1-extra4000') => {
    const p = structuredClone(base);
    const ground = p.floors[0]!;
    ground.rooms.find((r) => r.type === 'living')!.name = merged ? 'Living & dining' : 'Living';
    const spare = ground.rooms.find((r) => r.type === 'dining' || r.type === 'bedroom')!;
    Object.assign(spare, { id, type: 'study', name: 'Study', clear: { ...spare.clear, w: (m2 * 1e6) / spare.clear.h } });
    return p;
  };

  it('scores a living & dining room by the spare rooms beside it, 15 m2 of them nothing, and the plan lower for it', () => {
    expect(ruleOf(variant(true, 15)).score).toBe(0);
    expect(ruleOf(variant(true, 7.5)).score).toBeCloseTo(0.5, 2);
    expect(ruleOf(variant(false, 15)).score).toBe(1);
    expect(scorePlan(variant(true, 15)).total).toBeLessThan(scorePlan(variant(false, 15)).total);
  });

  it("counts no study the family asked for (a work-from-home family's) as spare", () => {
    expect(ruleOf(variant(true, 15, 'f0-study')).score).toBe(1);
  });
});
