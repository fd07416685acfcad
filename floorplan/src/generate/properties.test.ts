// Properties over seeded random requests across the survey's whole range: every plan returned passes the
// validator, the same request and seed give the same plans, and a refusal always says what would help.
import type { Facing, PlanRequest, Room } from '../types';
import { MASTER_OUTSIZED_SHARE } from './master-room';
import { MASTER_COMFORT_CLEAR_MM } from '../program/rooms';
import { generatePlanOptions } from './generate';
import { normaliseRequest } from '../input/answers';
import { validatePlan } from '../validate/validate';
import { seededRandom } from '../random';

const FACINGS: Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

function randomRequests(count: number, seed: number): PlanRequest[] {
  const rnd = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return Array.from({ length: count }, () =>
    normaliseRequest({
      plotWidthFt: 15 + Math.round(rnd() * 85),
      plotDepthFt: 15 + Math.round(rnd() * 85),
      facing: pick(FACINGS),
      floors: 1 + Math.floor(rnd() * 4),
      bedrooms: 1 + Math.floor(rnd() * 5),
      parking: pick(['none', 'bike', 'car', 'twoCars'] as const),
      family: pick(['none', 'elderlyParents', 'workFromHome', 'rentalUnit'] as const),
      pooja: rnd() < 0.5,
      vastu: pick(['strict', 'preferred', 'notNeeded'] as const),
      roads: pick([1, 2, 3] as const),
    }),
  );
}

describe('plan options over random requests', () => {
  const requests = randomRequests(36, 42);
  const results = requests.map((r, i) => generatePlanOptions(r, { seed: i }));

  it('returns only plans that pass every hard rule, each with at least two options', () => {
    let answered = 0;
    for (const res of results) {
      if (!res.ok) continue;
      answered++;
      expect(res.options.length).toBeGreaterThanOrEqual(1);
      for (const p of res.options) {
        expect(validatePlan(p).rules.filter((r) => !r.ok)).toEqual([]);
        expect(p.compliance.ok).toBe(true);
      }
    }
    expect(answered).toBeGreaterThan(requests.length / 2);
  });

  it('gives the identical plans for the same request and seed', () => {
    for (const i of [0, 5, 11, 17, 23, 29]) expect(generatePlanOptions(requests[i]!, { seed: i })).toEqual(results[i]);
  });

  it('keeps the stair hall at the same place on every floor', () => {
    for (const res of results) {
      if (!res.ok) continue;
      for (const p of res.options) {
        const halls = p.floors.map((f) => f.rooms.find((r) => r.type === 'stair')?.rect);
        if (p.floors.length > 1) for (const h of halls) expect(h).toEqual(halls[0]);
      }
    }
  });

  it('names one master bedroom in every plan, a bedroom with every bedroom name used once', () => {
    for (const res of results) {
      if (!res.ok) continue;
      for (const p of res.options) {
        const bedrooms = p.floors.flatMap((f) => f.rooms.filter((r) => r.type === 'bedroom'));
        const masters = bedrooms.filter((r) => r.master);
        expect(masters.map((r) => r.name)).toEqual(['Master bedroom']);
        const numbered = bedrooms.map((r) => r.name).filter((n) => /^Bedroom \d+$/.test(n));
        expect(new Set(numbered).size).toBe(numbered.length);
      }
    }
  });

  it('names the master the largest of the bedrooms as well served where the family did not ask for Vastu', () => {
    const area = (r: Room) => r.clear.w * r.clear.h;
    // The bedrooms that could bear the name: numbered, with the master's own rooms, 2.7 m across.
    let checked = 0;
    for (const res of results) {
      if (!res.ok || res.options[0]!.request.vastu !== 'notNeeded') continue;
      for (const p of res.options) {
        const rooms = p.floors.flatMap((f) => f.rooms);
        const own = (b: Room) => new Set(rooms.filter((r) => r.attachedTo === b.id).map((r) => r.type));
        const master = rooms.find((r) => r.master)!;
        const served = rooms.filter((r) => /^Bedroom \d+$/.test(r.name) && [...own(master)].every((t) => own(r).has(t)) && Math.min(r.clear.w, r.clear.h) >= MASTER_COMFORT_CLEAR_MM);
        for (const b of served) expect(area(b)).toBeLessThan(MASTER_OUTSIZED_SHARE * area(master));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('explains every refusal with at least one concrete suggestion', () => {
    for (const res of results) {
      if (res.ok) continue;
      expect(res.reason.length).toBeGreaterThan(20);
      expect(res.suggestions.length).toBeGreaterThan(0);
    }
  });
});

describe('plan options over random common small plots (18-30 x 30-60 ft, one or two storeys)', () => {
  // The plots most buyers have: where the tight-plot templates (front stair, parking in the setback) work.
  const rnd = seededRandom(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const requests = Array.from({ length: 24 }, () =>
    normaliseRequest({
      plotWidthFt: 18 + Math.round(rnd() * 12),
      plotDepthFt: 30 + Math.round(rnd() * 30),
      facing: pick(FACINGS),
      floors: 1 + Math.floor(rnd() * 2),
      bedrooms: 1 + Math.floor(rnd() * 3),
      parking: pick(['none', 'bike', 'car'] as const),
    }),
  );
  const results = requests.map((r, i) => generatePlanOptions(r, { seed: i, checkSuggestions: false }));

  it('answers most of them, and every plan passes every hard rule', () => {
    const answered = results.filter((r) => r.ok);
    expect(answered.length).toBeGreaterThanOrEqual(requests.length * 0.75);
    for (const res of answered) if (res.ok) for (const p of res.options) expect(validatePlan(p).rules.filter((r) => !r.ok)).toEqual([]);
  });
});

describe('plan options over random shallow strips (15-16 ft deep, 40-100 ft along the road)', () => {
  // Too shallow for a room and a passage one behind the other: the row family's plots (layout/row.ts).
  const rnd = seededRandom(11);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const requests = Array.from({ length: 16 }, () =>
    normaliseRequest({
      plotWidthFt: 40 + Math.round(rnd() * 60),
      plotDepthFt: pick([15, 16]),
      facing: pick(FACINGS),
      floors: 1 + Math.floor(rnd() * 2),
      bedrooms: 1 + Math.floor(rnd() * 2),
      parking: pick(['none', 'bike'] as const),
      pooja: rnd() < 0.3,
      vastu: pick(['strict', 'preferred', 'notNeeded'] as const),
    }),
  );
  const results = requests.map((r, i) => generatePlanOptions(r, { seed: i, checkSuggestions: false }));

  it('answers most of them, every plan passing every hard rule, the stair at the same place on every floor', () => {
    const answered = results.filter((r) => r.ok);
    expect(answered.length).toBeGreaterThanOrEqual(requests.length * 0.5);
    for (const res of answered) {
      if (!res.ok) continue;
      for (const p of res.options) {
        expect(validatePlan(p).rules.filter((r) => !r.ok)).toEqual([]);
        const halls = p.floors.map((f) => f.rooms.find((r) => r.type === 'stair')?.rect);
        for (const h of halls) expect(h).toEqual(halls[0]);
      }
    }
  });
});
