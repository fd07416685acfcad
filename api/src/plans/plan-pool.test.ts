import { answersToPlanRequest, FLOORPLAN_ENGINE_VERSION, generatePlanOptions, offerWithPool, poolAfter, type GenerateResult, type Plan } from '@flx/floorplan';
import { describeEachDatabase } from '../test-support/databases';
import { mostAsked25x40Answer } from '../test-support/survey';
import { poolRowKey, withPooledPlans } from './plan-pool';

describeEachDatabase('the plan pool written by visitors at once', ({ makeApp, database }) => {
  const now = new Date('2026-12-07T10:00:00Z');
  const request = answersToPlanRequest(mostAsked25x40Answer());
  // Key order sorted: jsonb stores an object's keys in its own order.
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)])) : value;
  const drawings = (plans: Plan[]) => plans.map((plan) => JSON.stringify(canonical(plan.floors))).sort();
  const stored = async () =>
    (await database().query<{ plans: Plan[]; asked: number }>('select plans, asked from plan_pool where request_key = $1', [poolRowKey(request)]))[0];

  it("keeps both visitors' plans when two with the same answers have their plans drawn at once", async () => {
    await makeApp();
    // The pool's best four plans of six searches, ranked: one visitor drew the 1st and 3rd, the other the 2nd and
    // 4th, so whichever comes second adds a plan to the pool the first left, and neither's pool alone is theirs.
    const ranked = poolAfter([], [1, 2, 3, 4, 5, 6].flatMap((seed) => (generatePlanOptions(request, { seed, checkSuggestions: false }) as { options: Plan[] }).options));
    expect(ranked.length).toBeGreaterThanOrEqual(4);
    const drew = (...plans: Plan[]): GenerateResult => ({ ok: true, options: plans });
    const [first, second] = [drew(ranked[0]!, ranked[2]!), drew(ranked[1]!, ranked[3]!)];
    const after = (a: GenerateResult, b: GenerateResult) => {
      const pool = poolAfter([], (offerWithPool(request, a, []) as { options: Plan[] }).options);
      return drawings(poolAfter(pool, (offerWithPool(request, b, pool) as { options: Plan[] }).options));
    };
    const oneAfterTheOther = [after(first, second), after(second, first)];
    const lastWriteOnly = [drawings(poolAfter([], (offerWithPool(request, first, []) as { options: Plan[] }).options)), drawings(poolAfter([], (offerWithPool(request, second, []) as { options: Plan[] }).options))];
    // What a lost write would leave is not what either order of the two writes leaves.
    for (const lost of lastWriteOnly) expect(oneAfterTheOther).not.toContainEqual(lost);

    await Promise.all([withPooledPlans(database(), request, first, now), withPooledPlans(database(), request, second, now)]);
    const pool = await stored();
    expect(pool?.asked).toBe(2);
    expect(oneAfterTheOther).toContainEqual(drawings(pool!.plans));
  });

  it("removes older engines' pools when the server starts, and keeps this engine's", async () => {
    await makeApp();
    await withPooledPlans(database(), request, generatePlanOptions(request, { seed: 5 }), now);
    await database().query(`insert into plan_pool (request_key, engine_version, plans, updated_at) values ('older', '0.9.0', '[]', $1)`, [now]);
    await makeApp({ keepData: true });
    expect(await database().query('select engine_version from plan_pool')).toEqual([{ engine_version: FLOORPLAN_ENGINE_VERSION }]);
  });

  it('starts no pool for a refusal, and offers a refused seed the plans another seed drew', async () => {
    await makeApp();
    const refused = { ok: false as const, reason: 'no plan for this seed', suggestions: [], fits: [] };
    expect(await withPooledPlans(database(), request, refused, now)).toEqual(refused);
    expect(await stored()).toBeUndefined();
    await withPooledPlans(database(), request, generatePlanOptions(request, { seed: 5 }), now);
    const offered = await withPooledPlans(database(), request, refused, now);
    expect(offered.ok && offered.options.length).toBe(2);
    expect((await stored())?.asked).toBe(2);
  });
});
