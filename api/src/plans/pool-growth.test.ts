import type { FastifyInstance } from 'fastify';
import { answersToPlanRequest, generatePlanOptions, twoDesigns } from '@flx/floorplan';
import { describeEachDatabase } from '../test-support/databases';
import { planEngineOf } from '../test-support/plan-engine';
import { mostAsked25x40Answer, postSubmission, validAnswer, validSubmission } from '../test-support/survey';
import { growOnePool, startPoolGrowth, type GrowthDraw } from './pool-growth';
import { poolRowKey } from './plan-pool';
import { POOL_GROWTH_IDLE_MS } from '../plugins/app/plans';

describeEachDatabase('the plan pool growing while the engine is idle', ({ makeApp, database }) => {
  const now = () => new Date('2026-12-07T10:00:00Z');
  // Seed 6 finds one design for this most-asked plot, seed 5 two.
  const plot25x40 = mostAsked25x40Answer();
  const request25x40 = answersToPlanRequest(plot25x40);
  const drawWithSeed =
    (seed: number, seen: number[] = []): GrowthDraw =>
    async (request, growthSeed) => {
      seen.push(growthSeed);
      return generatePlanOptions(request, { seed, checkSuggestions: false });
    };

  /** Every visitor's own search draws with seed 6. */
  async function appWithVisitors(): Promise<{ app: FastifyInstance; optionsAlike: (answer: Record<string, unknown>) => Promise<boolean> }> {
    const app = await makeApp({ now, planGenerator: planEngineOf(async (request) => generatePlanOptions(request, { seed: 6 }), false) });
    const optionsAlike = async (answer: Record<string, unknown>) => {
      const { insertedId } = (await postSubmission(app, validSubmission({ answer }))).json<{ insertedId: string }>();
      return (await app.inject({ method: 'GET', url: `/api/plans/${insertedId}` })).json<{ optionsAlike: boolean }>().optionsAlike;
    };
    return { app, optionsAlike };
  }

  const poolRow = async (answer: Record<string, unknown>) =>
    (await database().query<{ asked: number; grown: number; plans: unknown[] }>('select asked, grown, plans from plan_pool where request_key = $1', [poolRowKey(answersToPlanRequest(answer))]))[0];

  it('draws more seeds for the request visitors ask most, and the next visitor is offered a second design no visitor found', async () => {
    const own = generatePlanOptions(request25x40, { seed: 6 });
    expect(own.ok && twoDesigns(own.options[0]!, own.options[1]!)).toBe(false);
    const { optionsAlike } = await appWithVisitors();
    // Two visitors of the 25x40 plot, one of the 30x60: every search found one design for the 25x40.
    expect(await optionsAlike(plot25x40)).toBe(true);
    expect(await optionsAlike(plot25x40)).toBe(true);
    await optionsAlike(validAnswer());
    expect(await poolRow(plot25x40)).toMatchObject({ asked: 2, grown: 0 });

    const seeds: number[] = [];
    const grown = await growOnePool(database(), drawWithSeed(5, seeds), now());
    // The most asked first; its request is kept as the engine reads it.
    expect(grown).toMatchObject({ request: { plotWidthFt: 25, plotDepthFt: 40, floors: 2, bedrooms: 3, parking: 'car' }, grown: 0 });
    expect(await poolRow(plot25x40)).toMatchObject({ asked: 2, grown: 1 });
    // The next visitor's own search finds one design again; the grown pool offers two.
    expect(await optionsAlike(plot25x40)).toBe(false);
    expect(await poolRow(plot25x40)).toMatchObject({ asked: 3, grown: 1 });

    // Each request has its draws (here one), each with its own seed, the next most asked after; then none is left.
    const next = await growOnePool(database(), drawWithSeed(5, seeds), now(), new Set(), 1);
    expect(next?.request).toMatchObject({ plotWidthFt: 30, plotDepthFt: 60 });
    expect(await growOnePool(database(), drawWithSeed(5, seeds), now(), new Set(), 1)).toBeNull();
    expect(new Set(seeds).size).toBe(2);
  });

  it("is started by the server with an engine off the request thread, and draws, without what only a visitor reads, once no visitor's plans were drawn for a while", async () => {
    const jobs: Array<{ caller?: string; quick?: boolean; at: number; endedAt?: number }> = [];
    const engine = planEngineOf(async (request, seed, caller, job) => {
      const started = { caller, quick: job?.quick, at: Date.now() } as (typeof jobs)[number];
      jobs.push(started);
      const options = generatePlanOptions(request, { seed: 6, checkSuggestions: !job?.quick });
      started.endedAt = Date.now();
      return options;
    }, true);
    const app = await makeApp({ now, planGenerator: engine, env: { PLAN_POOL_GROWTH: 'on' } });
    const { insertedId } = (await postSubmission(app, validSubmission({ answer: plot25x40 }))).json<{ insertedId: string }>();
    expect((await app.inject({ method: 'GET', url: `/api/plans/${insertedId}` })).statusCode).toBe(200);
    for (let i = 0; i < 100 && !jobs.some((j) => j.caller === 'pool growth'); i++) await new Promise((r) => setTimeout(r, 100));
    const growth = jobs.find((j) => j.caller === 'pool growth');
    expect(growth).toMatchObject({ quick: true });
    // Measured from when the engine ended the visitor's job, not from when the test got the response (the plans
    // are stored in between, which on a busy machine takes tens of milliseconds).
    const lastVisitorJobEnded = Math.max(...jobs.filter((j) => j.caller !== 'pool growth' && j.at < growth!.at).map((j) => j.endedAt!));
    expect(growth!.at - lastVisitorJobEnded).toBeGreaterThanOrEqual(POOL_GROWTH_IDLE_MS);
    for (let i = 0; i < 50 && (await poolRow(plot25x40))!.grown === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await poolRow(plot25x40)).toMatchObject({ asked: 1, grown: 1 });
  }, 30_000);

  it('writes no plans for a draw that fails (counted as drawn) and does not draw that request again', async () => {
    const { optionsAlike } = await appWithVisitors();
    await optionsAlike(plot25x40);
    const before = await poolRow(plot25x40);
    const failed = new Set<string>();
    const crash: GrowthDraw = async () => {
      throw new Error('plan worker exited with code 1');
    };
    await expect(growOnePool(database(), crash, now(), failed)).rejects.toThrow('exited');
    expect(failed).toEqual(new Set([poolRowKey(request25x40)]));
    expect(await poolRow(plot25x40)).toEqual({ ...before, grown: before!.grown + 1 });
    expect(await growOnePool(database(), drawWithSeed(5), now(), failed)).toBeNull();
  });

  it('draws different seeds when two API instances grow the same pool at once, and keeps the plans of both', async () => {
    const { optionsAlike } = await appWithVisitors();
    await optionsAlike(plot25x40);
    const seeds: number[] = [];
    // Each instance's engine is still drawing when the other claims its draw.
    let bothDrawing: () => void = () => undefined;
    const drawing = new Promise<void>((resolve) => (bothDrawing = resolve));
    // Should only one instance get to draw, it goes on after a while and the seeds below tell.
    const giveUp = setTimeout(() => bothDrawing(), 10_000);
    const slowDraw =
      (seed: number): GrowthDraw =>
      async (request, growthSeed) => {
        seeds.push(growthSeed);
        if (seeds.length === 2) bothDrawing();
        await drawing;
        return generatePlanOptions(request, { seed, checkSuggestions: false });
      };
    await Promise.all([growOnePool(database(), slowDraw(5), now()), growOnePool(database(), slowDraw(6), now())]);
    clearTimeout(giveUp);
    expect(new Set(seeds).size).toBe(2);
    const row = await poolRow(plot25x40);
    expect(row).toMatchObject({ asked: 1, grown: 2 });
    // Seed 5's second design is in the pool whichever instance wrote last.
    expect(await optionsAlike(plot25x40)).toBe(false);
  });
});

describe('pool growth schedule', () => {
  // Waits up to 10 s: a busy CI machine can hold a 5 ms timer far longer.
  const until = async (done: () => boolean) => {
    for (const end = Date.now() + 10_000; Date.now() < end && !done(); ) await new Promise((r) => setTimeout(r, 5));
  };

  it('grows only while the engine is idle, one draw at a time, and rests when no pool is left until woken', async () => {
    let idle = false;
    let grows = 0;
    let running = 0;
    let most = 0;
    let left = 3;
    const errors: Error[] = [];
    const growth = startPoolGrowth({
      idle: () => idle,
      growOne: async () => {
        grows++;
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 15));
        running--;
        if (left === 2) {
          left--;
          throw new Error('plan engine took longer than 30 s and was stopped');
        }
        return left-- > 0;
      },
      everyMs: 2,
      restMs: 60_000,
      onError: (error) => errors.push(error),
    });
    await new Promise((r) => setTimeout(r, 40));
    expect(grows).toBe(0);
    idle = true;
    await until(() => grows >= 4);
    await new Promise((r) => setTimeout(r, 40));
    // Three pools grown (one draw failing, told), then none left: it rests rather than asking again.
    expect(grows).toBe(4);
    expect(most).toBe(1);
    expect(errors.map((e) => e.message)).toEqual(['plan engine took longer than 30 s and was stopped']);
    // A visitor's plans drawn: there may be a new pool, so it looks again at once.
    left = 1;
    growth.wake();
    await until(() => grows >= 6);
    await new Promise((r) => setTimeout(r, 40));
    expect(grows).toBe(6);
    await growth.stop();
  });

  it('stops looking, and waits for a draw under way', async () => {
    let finished = false;
    let started = false;
    const growth = startPoolGrowth({
      idle: () => true,
      growOne: async () => {
        started = true;
        await new Promise((r) => setTimeout(r, 30));
        finished = true;
        return true;
      },
      everyMs: 2,
      restMs: 1,
      onError: () => undefined,
    });
    await until(() => started);
    await growth.stop();
    expect(finished).toBe(true);
  });
});
