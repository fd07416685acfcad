import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { answersToPlanRequest, FLOORPLAN_ENGINE_VERSION, generatePlanOptions, twoDesigns, type GenerateResult, type PlanRequest } from '@flx/floorplan';
import type { PlanGenerator } from '../../../plans/generator';
import { PREPARE_QUEUE_LIMIT } from '../../../plugins/app/plans';
import { SAMPLES } from '../../../plans/samples';
import { describeEachDatabase } from '../../../test-support/databases';
import { payFor, signedInVisitor, type Visitor } from '../../../test-support/payments';
import { mostAsked25x40Answer, postSubmission, validAnswer, validSubmission } from '../../../test-support/survey';
import { planEngineOf, seededPlanEngine } from '../../../test-support/plan-engine';

interface Summary {
  status: 'ready';
  paid: boolean;
  request: { plotWidthFt: number; plotDepthFt: number; facing: string; floors: number; bedrooms: number };
  options: Array<{ option: number; floors: number; bedrooms: number; toilets: number; builtUpSqft: number; compliant: boolean; previewUrl: string; drawingUrl: string }>;
  optionsAlike: boolean;
}

describeEachDatabase('plan service', ({ makeApp, database }) => {
  const now = () => new Date('2026-11-22T10:00:00Z');
  const get = (app: FastifyInstance, url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function setUp(): Promise<{ app: FastifyInstance; visitor: Visitor }> {
    const app = await makeApp({ now });
    return { app, visitor: await signedInVisitor(app, database(), now()) };
  }

  it("answers the visitor's own options, generated from their answers once and then kept", async () => {
    const { app, visitor } = await setUp();
    const first = await get(app, `/api/plans/${visitor.responseId}`);
    expect(first.statusCode).toBe(200);
    const summary = first.json<Summary>();
    expect(summary).toMatchObject({ status: 'ready', paid: false, unlocked: { options: 0, elevation: false }, request: { plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3 } });
    expect(summary.options.length).toBeGreaterThanOrEqual(2);
    for (const option of summary.options) {
      expect(option).toMatchObject({ floors: 2, compliant: true });
      // Three asked for; an elderly-parents answer may add a ground-floor bedroom.
      expect(option.bedrooms).toBeGreaterThanOrEqual(3);
      expect(option.builtUpSqft).toBeGreaterThan(0);
      expect(option.builtUpSqft).toBeLessThan(2 * 30 * 60);
      expect(option.previewUrl).toBe(`/api/plans/${visitor.responseId}/options/${option.option}/preview.svg`);
    }

    expect((await get(app, `/api/plans/${visitor.responseId}`)).json()).toEqual(summary);
    const rows = await database().query('select response_id from plan_options where response_id = $1', [visitor.responseId]);
    expect(rows).toHaveLength(1);
  });

  /** The engine, counting its jobs; `threaded` as the built server's worker thread is, `busy` jobs already queued. */
  function countingEngine(threaded: boolean, busy = 0): PlanGenerator & { jobs: number } {
    const engine = Object.assign(
      planEngineOf(async (request, seed) => {
        engine.jobs += 1;
        return generatePlanOptions(request, { seed });
      }, threaded, busy),
      { jobs: 0 },
    );
    return engine;
  }

  it('draws the plans when the survey is submitted, so the checkout finds them stored and draws nothing', async () => {
    const engine = countingEngine(true);
    const app = await makeApp({ now, planGenerator: engine });
    const { insertedId } = (await postSubmission(app, validSubmission())).json<{ insertedId: string }>();
    // Stored with nobody asking for them (the visitor is on the lead page meanwhile).
    const stored = () => database().query('select response_id from plan_options where response_id = $1', [insertedId]);
    for (let waited = 0; (await stored()).length === 0; waited += 50) {
      if (waited > 20_000) throw new Error('the plans were not drawn after the submission');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const summary = await get(app, `/api/plans/${insertedId}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json<Summary>().status).toBe('ready');
    expect(engine.jobs).toBe(1);
  });

  it('leaves the drawing to the checkout when the engine is busy or would run on the request thread', async () => {
    for (const engine of [countingEngine(true, PREPARE_QUEUE_LIMIT), countingEngine(false)]) {
      const app = await makeApp({ now, planGenerator: engine });
      const { insertedId } = (await postSubmission(app, validSubmission())).json<{ insertedId: string }>();
      expect(engine.jobs).toBe(0);
      expect((await get(app, `/api/plans/${insertedId}`)).json<Summary>().status).toBe('ready');
      expect(engine.jobs).toBe(1);
    }
  });

  it('turns away a third drawing at once from one address with 503 and Retry-After, while other addresses and stored plans are served', async () => {
    // An engine that holds every job until the test lets go, as a worker busy with refusals would.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const engine = { ...countingEngine(false), started: 0 };
    engine.generate = async (request: PlanRequest, seed: number) => {
      engine.started += 1;
      await held;
      return generatePlanOptions(request, { seed });
    };
    const app = await makeApp({ now, planGenerator: engine });
    const responses: string[] = [];
    for (let i = 0; i < 4; i += 1) responses.push((await postSubmission(app, validSubmission())).json<{ insertedId: string }>().insertedId);
    const [stored, first, second, third] = responses as [string, string, string, string];
    const ask = (id: string, remoteAddress: string) => app.inject({ method: 'GET', url: `/api/plans/${id}`, remoteAddress });
    const waitForJobs = async (n: number) => {
      for (let waited = 0; engine.started < n; waited += 10) {
        if (waited > 20_000) throw new Error(`the engine never had ${n} jobs`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    letGo();
    expect((await ask(stored, '203.0.113.5')).statusCode).toBe(200);
    const again = new Promise<void>((resolve) => (letGo = resolve));
    engine.generate = async (request: PlanRequest, seed: number) => {
      engine.started += 1;
      await again;
      return generatePlanOptions(request, { seed });
    };

    const drawing = [ask(first, '203.0.113.5'), ask(second, '203.0.113.5')];
    await waitForJobs(3);
    const turnedAway = await ask(third, '203.0.113.5');
    expect(turnedAway.statusCode).toBe(503);
    expect(turnedAway.headers['retry-after']).toBe('2');
    expect(turnedAway.json()).toMatchObject({ statusCode: 503, message: 'the plan engine is already drawing plans for this address; ask again shortly' });
    // Plans already drawn cost no engine time: the same address still sees them.
    expect((await ask(stored, '203.0.113.5')).json<Summary>().status).toBe('ready');
    // Another address is not held up by this one.
    const elsewhere = ask(third, '198.51.100.7');
    await waitForJobs(4);
    letGo();
    for (const answer of [...(await Promise.all(drawing)), await elsewhere]) expect(answer.json<Summary>().status).toBe('ready');
    // Once its drawings are done the address is welcome again.
    expect((await ask(third, '203.0.113.5')).statusCode).toBe(200);
  });

  it('asks this engine again about a plot an older one refused, and keeps plans once drawn', async () => {
    const { app, visitor } = await setUp();
    const url = `/api/plans/${visitor.responseId}`;
    const drawn = (await get(app, url)).json<Summary>();
    const setRow = (sql: string, ...values: unknown[]) => database().query(`update plan_options set ${sql} where response_id = $1`, [visitor.responseId, ...values]);
    const refusal = JSON.stringify({ ok: false, reason: 'Refused by an older engine', suggestions: [], fits: [] });
    // Plans an older engine drew stay the visitor's plans.
    await setRow(`engine_version = '0.9.0'`);
    expect((await get(app, url)).json()).toEqual(drawn);
    // Its refusal is asked again: this engine answers, and its answer is kept under its version.
    await setRow(`engine_version = '0.9.0', result = $2`, refusal);
    expect((await get(app, url)).json()).toEqual(drawn);
    const rows = await database().query<{ engine_version: string }>('select engine_version from plan_options where response_id = $1', [visitor.responseId]);
    expect(rows).toEqual([{ engine_version: FLOORPLAN_ENGINE_VERSION }]);
    // A refusal by this engine stands.
    await setRow('result = $2', refusal);
    expect((await get(app, url)).json()).toMatchObject({ status: 'unfit', reason: 'Refused by an older engine' });
  });

  it("draws again an older engine's plans that fail today's hard rules, unless the visitor has paid for them", async () => {
    const { app, visitor } = await setUp();
    const url = `/api/plans/${visitor.responseId}`;
    const drawn = (await get(app, url)).json<Summary>();
    const setRow = (sql: string, ...values: unknown[]) => database().query(`update plan_options set ${sql} where response_id = $1`, [visitor.responseId, ...values]);
    const versionOf = async () => (await database().query<{ engine_version: string }>('select engine_version from plan_options where response_id = $1', [visitor.responseId]))[0]!.engine_version;
    const [row] = await database().query<{ result: GenerateResult }>('select result from plan_options where response_id = $1', [visitor.responseId]);
    // Engine 1.21.0 drew a store 4 mm deep across the back of some ground floors, with a door into it.
    const withSliver = structuredClone(row!.result);
    if (!withSliver.ok) throw new Error('expected plans');
    const plan = withSliver.options[0]!;
    const ground = plan.floors[0]!;
    const back = Math.max(...ground.rooms.map((r) => r.rect.y + r.rect.h));
    ground.rooms.push({ ...ground.rooms[0]!, id: 'f0-r9-extra', type: 'store', name: 'Store', rect: { x: plan.envelope.x, y: back, w: plan.envelope.w, h: 4 } });
    // Nothing paid: this engine draws them again (the same answers and seed, so the plans before the sliver).
    await setRow(`engine_version = '0.9.0', result = $2`, JSON.stringify(withSliver));
    expect((await get(app, url)).json()).toEqual(drawn);
    expect(await versionOf()).toBe(FLOORPLAN_ENGINE_VERSION);
    // Paid for: the visitor's plans stay as they were drawn.
    await payFor(app, visitor);
    await setRow(`engine_version = '0.9.0', result = $2`, JSON.stringify(withSliver));
    const kept = (await get(app, url)).json<Summary>();
    expect(kept.paid).toBe(true);
    expect(await versionOf()).toBe('0.9.0');
    const stored = await database().query<{ result: GenerateResult }>('select result from plan_options where response_id = $1', [visitor.responseId]);
    expect(JSON.stringify(stored[0]!.result)).toContain('f0-r9-extra');
  });

  it("draws again an older engine's plans with a toilet that has no air (engine 1.44.0 checks it)", async () => {
    const { app, visitor } = await setUp();
    const url = `/api/plans/${visitor.responseId}`;
    const drawn = (await get(app, url)).json<Summary>();
    const [row] = await database().query<{ result: GenerateResult }>('select result from plan_options where response_id = $1', [visitor.responseId]);
    // Before engine 1.44.0 a toilet with no outside wall had neither a ventilator nor an exhaust fan.
    const airless = structuredClone(row!.result);
    if (!airless.ok) throw new Error('expected plans');
    const floor = airless.options[0]!.floors[0]!;
    const toilet = floor.rooms.find((r) => r.type === 'toilet')!;
    floor.windows = floor.windows.filter((w) => w.room !== toilet.id);
    delete floor.exhausts;
    await database().query(`update plan_options set engine_version = '1.43.0', result = $2 where response_id = $1`, [visitor.responseId, JSON.stringify(airless)]);
    expect((await get(app, url)).json()).toEqual(drawn);
    const [redrawn] = await database().query<{ engine_version: string; result: GenerateResult }>('select engine_version, result from plan_options where response_id = $1', [visitor.responseId]);
    expect(redrawn!.engine_version).toBe(FLOORPLAN_ENGINE_VERSION);
    expect(redrawn!.result).toEqual(row!.result);
  });

  it("says when option 2 is option 1's design again, as where only one layout fits the plot", async () => {
    // Seed 1 for every response, so the plans do not hang on the random response id.
    const app = await makeApp({ now, planGenerator: seededPlanEngine() });
    const summaryOf = async (answer: ReturnType<typeof validAnswer>) => {
      const { insertedId } = (await postSubmission(app, validSubmission({ answer }))).json<{ insertedId: string }>();
      return (await get(app, `/api/plans/${insertedId}`)).json<Summary>();
    };
    // A one-storey 2BHK on 18x40 ft: one layout fits, and option 2 is option 1 mirrored (engine 1.13.0).
    const narrow = await summaryOf({
      ...validAnswer(),
      'Plot Width': { width: '18' },
      'Plot Depth': { depth: '40' },
      'Plot Facing': { facing: 'E' },
      Floors: { floors: '1' },
      Bedrooms: { bedrooms: '2' },
      'Family Needs': { family: 'none' },
      Parking: { parking: 'none' },
      'Pooja Room': { pooja: 'no' },
      Vastu: { vastu: 'preferred' },
      SiteDetails: { roads: 'one', corner: 'no' },
    });
    expect(narrow).toMatchObject({ status: 'ready', optionsAlike: true });
    expect(narrow.options).toHaveLength(2);
    // 30x60 ft, two storeys, three bedrooms: two different designs.
    const roomy = await summaryOf(validAnswer());
    expect(roomy).toMatchObject({ status: 'ready', optionsAlike: false });
    expect(roomy.options).toHaveLength(2);
  });

  it('offers a visitor the best plans offered before for the same answers: a second design their own search did not find', async () => {
    // Seed 6 finds one design for this most-asked plot, seed 5 two.
    const answer = mostAsked25x40Answer();
    const seeds = [5, 6, 6];
    const app = await makeApp({ now, planGenerator: planEngineOf(async (request) => generatePlanOptions(request, { seed: seeds.shift()! }), false) });
    const summaryOf = async (body: Record<string, unknown>) => {
      const { insertedId } = (await postSubmission(app, validSubmission(body))).json<{ insertedId: string }>();
      return (await get(app, `/api/plans/${insertedId}`)).json<Summary>();
    };
    const own = generatePlanOptions(answersToPlanRequest(answer), { seed: 6 });
    expect(own.ok && twoDesigns(own.options[0]!, own.options[1]!)).toBe(false);

    expect(await summaryOf({ answer })).toMatchObject({ status: 'ready', optionsAlike: false });
    const second = await summaryOf({ answer });
    expect(second).toMatchObject({ status: 'ready', optionsAlike: false, request: { plotWidthFt: 25, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 3 } });
    expect(second.options).toHaveLength(2);
    // Other answers (a different style) are not offered these plans: seed 6's own, one design.
    const otherStyle = await summaryOf({ answer: { ...answer, 'Elevation Style': { style: 'traditional' } } });
    expect(otherStyle).toMatchObject({ status: 'ready', optionsAlike: true });
    // The pool keeps plans only, under a key that names no response.
    const pools = await database().query<{ request_key: string; plans: unknown[] }>('select request_key, plans from plan_pool');
    expect(pools.length).toBeGreaterThanOrEqual(2);
    for (const pool of pools) expect(pool.request_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells a Vastu family where the kitchen, master bedroom, pooja room, toilets, stair and main door stand, and no one else', async () => {
    const app = await makeApp({ now, planGenerator: seededPlanEngine() });
    const optionsOf = async (vastu: string) => {
      const { insertedId } = (await postSubmission(app, validSubmission({ answer: { ...validAnswer(), Vastu: { vastu } } }))).json<{ insertedId: string }>();
      return (await get(app, `/api/plans/${insertedId}`)).json<{ options: Array<{ vastuScore: number | null; vastuPlacements: Array<{ placement: string; zones: string[]; score: number }> | null }> }>().options;
    };
    const [strict] = await optionsOf('strict');
    // The valid answer: a two-storey 3BHK with a pooja room and a car on a north-facing 30x60 ft plot.
    expect(strict!.vastuPlacements!.map((p) => p.placement)).toEqual(['entrance', 'kitchen', 'master', 'pooja', 'toilets', 'stair']);
    for (const p of strict!.vastuPlacements!) {
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(1);
      for (const zone of p.zones) expect(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW', 'C']).toContain(zone);
      // One zone for each room placed (the toilets list only those Vastu would move).
      if (p.placement !== 'toilets') expect(p.zones).toHaveLength(1);
    }
    // The main door is in the road wall, which faces north.
    expect(['N', 'NE', 'NW']).toContain(strict!.vastuPlacements![0]!.zones[0]);
    const [notAsked] = await optionsOf('notNeeded');
    expect(notAsked).toMatchObject({ vastuScore: null, vastuPlacements: null });
  });

  it('explains a plot that cannot hold the rooms asked for, with a change that would fit', async () => {
    const app = await makeApp({ now });
    const answer = {
      ...validAnswer(),
      'Plot Width': { width: '30' },
      'Plot Depth': { depth: '40' },
      Floors: { floors: '1' },
      Bedrooms: { bedrooms: '5' },
      'Family Needs': { family: 'none' },
      Parking: { parking: 'none' },
      'Pooja Room': { pooja: 'no' },
    };
    const submitted = await postSubmission(app, validSubmission({ answer }));
    const res = await get(app, `/api/plans/${submitted.json<{ insertedId: string }>().insertedId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; reason: string; suggestions: string[]; fits: unknown[] }>();
    expect(body.status).toBe('unfit');
    expect(body.reason).toMatch(/30x40/);
    // Only changes the engine tried and found to fit are suggested; a second floor does here.
    expect(body.suggestions).toEqual(expect.arrayContaining([expect.stringMatching(/Build 2 floors/)]));
    expect(body.fits).toContainEqual([{ field: 'floors', to: 2 }]);
  });

  it('says when no change of rooms or floors would make a plot big enough, and which side is short', async () => {
    const app = await makeApp({ now });
    // One road: a second one would take the front setback on a side too, and a 15 ft plot would be too narrow.
    const answer = { ...validAnswer(), 'Plot Width': { width: '15' }, 'Plot Depth': { depth: '30' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '5' }, SiteDetails: { roads: 'one', corner: 'no' } };
    const submitted = await postSubmission(app, validSubmission({ answer }));
    const body = (await get(app, `/api/plans/${submitted.json<{ insertedId: string }>().insertedId}`)).json<{ status: string; suggestions: string[]; fits: unknown[]; limit: unknown }>();
    expect(body.status).toBe('unfit');
    expect(body.suggestions).toEqual(['A larger plot is needed.']);
    expect(body.fits).toEqual([]);
    // Even one bedroom does not fit 15x30 ft; a deeper or a wider plot would both do.
    expect(body.limit).toEqual({ side: 'size', buildableWidthMm: 3822, buildableDepthMm: 7644 });
  });

  it('refuses unknown and malformed response ids', async () => {
    const app = await makeApp({ now });
    expect((await get(app, '/api/plans/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const malformed = await get(app, '/api/plans/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/responseId/);
  });

  it('shows a watermarked preview in the asked language to whoever holds the response id', async () => {
    const { app, visitor } = await setUp();
    const english = await get(app, `/api/plans/${visitor.responseId}/options/1/preview.svg`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(english.headers['content-security-policy']).toContain("default-src 'none'");
    expect(english.body).toMatch(/^<svg /);
    expect(english.body).toContain('PREVIEW');

    const hindi = await get(app, `/api/plans/${visitor.responseId}/options/1/preview.svg?lang=hi`);
    expect(hindi.body).toContain('प्रीव्यू');
    expect((await get(app, `/api/plans/${visitor.responseId}/options/1/preview.svg?lang=xx`)).statusCode).toBe(400);
    expect((await get(app, `/api/plans/${visitor.responseId}/options/9/preview.svg`)).statusCode).toBe(404);
  });

  it('previews each floor of a two-storey option on its own, and only the floors it has', async () => {
    const { app, visitor } = await setUp();
    const preview = `/api/plans/${visitor.responseId}/options/1/preview.svg`;
    const ground = await get(app, preview);
    const first = await get(app, `${preview}?floor=1`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('PREVIEW');
    // The ground floor is the default, and the first floor is another drawing.
    expect((await get(app, `${preview}?floor=0`)).body).toBe(ground.body);
    expect(first.body).not.toBe(ground.body);
    const missing = await get(app, `${preview}?floor=2`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toMatch(/no floor 2/);
    expect((await get(app, `${preview}?floor=-1`)).statusCode).toBe(400);
    expect((await get(app, `${preview}?floor=up`)).statusCode).toBe(400);
  });

  it('unlocks the full drawing and plan data only for the paying visitor, as far as the package goes', async () => {
    const { app, visitor } = await setUp();
    const drawing = `/api/plans/${visitor.responseId}/options/1/plan.svg`;
    const data = `/api/plans/${visitor.responseId}/options/1/plan.json`;

    expect((await get(app, drawing)).statusCode).toBe(401);
    const unpaid = await get(app, drawing, visitor.token);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json<{ message: string }>().message).toMatch(/paid/);
    const other = await signedInVisitor(app, database(), now(), { mobile: '9876543211' });
    expect((await get(app, drawing, other.token)).statusCode).toBe(403);

    await payFor(app, visitor, 'Option1');
    expect((await get(app, `/api/plans/${visitor.responseId}`)).json<Summary>()).toMatchObject({ paid: true, unlocked: { options: 1, elevation: false } });
    const full = await get(app, drawing, visitor.token);
    expect(full.statusCode).toBe(200);
    expect(full.body).not.toContain('PREVIEW');
    expect(full.body).toContain('KITCHEN');
    const plan = await get(app, data, visitor.token);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({ option: 1, compliance: { ok: true }, walls: { externalMm: 230, internalMm: 115 } });
    expect((await get(app, data, other.token)).statusCode).toBe(403);
    const fulfilled = await database().query<{ fulfilled_at: unknown }>('select fulfilled_at from delivery_requests where response_id = $1', [visitor.responseId]);
    expect(fulfilled).toEqual([{ fulfilled_at: expect.anything() }]);

    // One design option: neither option 2 nor an elevation.
    const second = await get(app, `/api/plans/${visitor.responseId}/options/2/plan.svg`, visitor.token);
    expect(second.statusCode).toBe(403);
    expect(second.json<{ message: string }>().message).toMatch(/two-option package/);
    const elevation = `/api/plans/${visitor.responseId}/options/1/elevation.svg`;
    expect((await get(app, elevation, visitor.token)).statusCode).toBe(403);

    await payFor(app, visitor, 'Option2_2D_3D');
    expect((await get(app, `/api/plans/${visitor.responseId}`)).json<Summary>()).toMatchObject({ unlocked: { options: 2, elevation: true } });
    expect((await get(app, `/api/plans/${visitor.responseId}/options/2/plan.svg`, visitor.token)).statusCode).toBe(200);
    const front = await get(app, elevation, visitor.token);
    expect(front.statusCode).toBe(200);
    expect(front.body).toMatch(/^<svg /);
  });

  it("finds the signed-in visitor's own plans by their session, for the thank-you page", async () => {
    const { app, visitor } = await setUp();
    expect((await get(app, '/api/plans/mine')).statusCode).toBe(401);
    expect((await get(app, '/api/plans/mine', 'not-a-token')).statusCode).toBe(401);
    const mine = await get(app, '/api/plans/mine', visitor.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual((await get(app, `/api/plans/${visitor.responseId}`)).json());
  });

  it('draws the Sample Delivery Plans with the engine: a floor plan and an elevation each', async () => {
    const app = await makeApp({ now });
    const list = (await get(app, '/api/plans/samples')).json<Array<{ id: string; drawingUrl: string; thumbnailUrl: string; elevationUrl: string }>>();
    expect(list.map((s) => s.id)).toEqual(SAMPLES.map((s) => s.id));
    for (const sample of list) {
      const plan = await get(app, `${sample.drawingUrl}?lang=ar`);
      expect(plan.statusCode).toBe(200);
      expect(plan.body).toContain('المطبخ');
      // The card's thumbnail: the ground floor's walls and rooms, no words, no watermark (a sample is public).
      const thumbnail = await get(app, sample.thumbnailUrl);
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(thumbnail.body).toMatch(/^<svg /);
      expect(thumbnail.body).not.toContain('<text');
      expect(thumbnail.body.length).toBeLessThan(plan.body.length / 2);
      const elevation = await get(app, sample.elevationUrl);
      expect(elevation.statusCode).toBe(200);
      expect(elevation.body).toMatch(/^<svg /);
    }
    expect((await get(app, '/api/plans/samples/99x99/plan.svg')).statusCode).toBe(404);
    expect((await get(app, '/api/plans/samples/99x99/thumbnail.svg')).statusCode).toBe(404);
    // One floor alone, as a phone's dialog shows it; a floor the plan lacks is not found.
    const three = list.find((s) => s.id === '25x60')!;
    const second = await get(app, `${three.drawingUrl}?floor=2`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('SECOND FLOOR');
    expect(second.body).not.toContain('GROUND FLOOR');
    expect((await get(app, `${three.drawingUrl}`)).body).toContain('GROUND FLOOR');
    expect((await get(app, `${three.drawingUrl}?floor=3`)).statusCode).toBe(404);
  });

  it('draws the samples on the plan engine, once each, as one option of their request and counted against no visitor', async () => {
    const calls: Array<{ plot: string; seed: number; caller?: string; options?: number }> = [];
    let failNext = '19x45';
    const engine = planEngineOf(async (request, seed, caller, job) => {
      const options = job?.options;
      const plot = `${request.plotWidthFt}x${request.plotDepthFt}`;
      calls.push({ plot, seed, caller, options });
      if (plot === failNext) {
        failNext = '';
        throw new Error('plan worker exited with code 1');
      }
      return generatePlanOptions(request, { seed, options });
    });
    const app = await makeApp({ now, planGenerator: engine });
    // As the server does once listening: every sample drawn before anyone asks.
    await expect(app.plans.drawSamples()).rejects.toThrow('exited');
    expect(calls).toEqual(SAMPLES.map((s) => ({ plot: `${s.widthFt}x${s.depthFt}`, seed: 1, caller: 'samples', options: 1 })));
    // The one the engine failed is drawn again when asked for; the others are kept.
    const list = await get(app, '/api/plans/samples');
    expect(list.json<Array<{ id: string }>>().map((s) => s.id)).toEqual(SAMPLES.map((s) => s.id));
    expect(list.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get(app, '/api/plans/samples/25x60/thumbnail.svg')).statusCode).toBe(200);
    expect(calls.map((c) => c.plot)).toEqual([...SAMPLES.map((s) => `${s.widthFt}x${s.depthFt}`), '19x45']);
  });

  it('leaves out of the list, not kept by the browser, a sample the engine failed to draw', async () => {
    const engine = planEngineOf(async (request, seed, _caller, job) => {
      if (request.plotWidthFt === 40) throw new Error('plan engine took longer than 30 s and was stopped');
      return generatePlanOptions(request, { seed, options: job?.options });
    });
    const app = await makeApp({ now, planGenerator: engine });
    const list = await get(app, '/api/plans/samples');
    expect(list.statusCode).toBe(200);
    expect(list.json<Array<{ id: string }>>().map((s) => s.id)).toEqual(['20x60', '30x60', '25x60', '19x45']);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('sends a drawing compressed to a browser that accepts it, and as it is to one that does not', async () => {
    const app = await makeApp({ now });
    const url = '/api/plans/samples/20x60/plan.svg?lang=hi';
    const plain = await get(app, url);
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    // A fifth of the drawing or less goes over the wire.
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
