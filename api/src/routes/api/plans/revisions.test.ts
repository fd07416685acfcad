import type { FastifyInstance } from 'fastify';
import { seedFor } from '../../../plans/plan-store';
import { describeEachDatabase } from '../../../test-support/databases';
import { payFor, signedInVisitor, type Visitor } from '../../../test-support/payments';
import { validAnswer } from '../../../test-support/survey';
import { seededPlanEngine } from '../../../test-support/plan-engine';

interface Revised {
  insertedId: string;
  hash: string;
  token: string;
  expiresAt: string;
}

describeEachDatabase('taking a change the plan engine found', ({ makeApp, database }) => {
  const now = () => new Date('2026-11-30T10:00:00Z');
  // Five bedrooms on one storey of 30x40 ft do not fit; the engine confirms that two storeys do.
  const crowded = { ...validAnswer(), 'Plot Width': { width: '30' }, 'Plot Depth': { depth: '40' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '5' }, 'Family Needs': { family: 'none' }, Parking: { parking: 'none' }, 'Pooja Room': { pooja: 'no' } };
  const twoFloors = [{ field: 'floors', to: 2 }];

  const revise = (app: FastifyInstance, responseId: string, changes: unknown, token?: string) =>
    app.inject({ method: 'POST', url: `/api/plans/${responseId}/revisions`, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: { changes } });
  const plansOf = (app: FastifyInstance, responseId: string) => app.inject({ method: 'GET', url: `/api/plans/${responseId}` });

  async function crowdedVisitor(): Promise<{ app: FastifyInstance; visitor: Visitor }> {
    const app = await makeApp({ now });
    const visitor = await signedInVisitor(app, database(), now(), { answer: crowded, name: 'Asha Rao' });
    expect((await plansOf(app, visitor.responseId)).json()).toMatchObject({ status: 'unfit', fits: expect.arrayContaining([twoFloors]) });
    return { app, visitor };
  }

  it('gives the visitor the plans with the change made, without the survey or a new code', async () => {
    const { app, visitor } = await crowdedVisitor();
    const res = await revise(app, visitor.responseId, twoFloors, visitor.token);
    expect(res.statusCode).toBe(201);
    const revised = res.json<Revised>();
    expect(revised.insertedId).not.toBe(visitor.responseId);

    const plans = (await plansOf(app, revised.insertedId)).json<{ status: string; request: Record<string, unknown>; options: Array<{ floors: number }> }>();
    expect(plans.status).toBe('ready');
    expect(plans.request).toMatchObject({ plotWidthFt: 30, plotDepthFt: 40, floors: 2, bedrooms: 5 });
    expect(plans.options.every((option) => option.floors === 2)).toBe(true);
    // Their own plans again after payment: the new session finds the new response.
    const mine = await app.inject({ method: 'GET', url: '/api/plans/mine', headers: { authorization: `Bearer ${revised.token}` } });
    expect(mine.json()).toMatchObject({ status: 'ready', request: { floors: 2 } });

    // Every other answer as the visitor gave it, and the first response as it was.
    const rows = await database().query<{ id: string; answer: Record<string, unknown>; query_strings: unknown }>(
      'select id, answer, query_strings from survey_responses where id = any($1)',
      [[visitor.responseId, revised.insertedId]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(revised.insertedId)!.answer).toEqual({ ...crowded, Floors: { floors: '2' } });
    expect(byId.get(visitor.responseId)!.answer).toEqual(crowded);
    expect(byId.get(revised.insertedId)!.query_strings).toEqual(byId.get(visitor.responseId)!.query_strings);
  });

  it('carries the lead, its checkout address and the offer over to the new response', async () => {
    const { app, visitor } = await crowdedVisitor();
    const [first] = await database().query<{ hash: string }>('select hash from survey_responses where id = $1', [visitor.responseId]);
    const offerStart = new Date('2026-11-30T09:55:00Z');
    await database().query('insert into response_offers (response_id, offer_started_at) values ($1, $2)', [visitor.responseId, offerStart]);

    const revised = (await revise(app, visitor.responseId, twoFloors, visitor.token)).json<Revised>();
    const [lead] = await database().query<{ name: string; isd: string; mobile: string; requirement: string; btn_url: string }>(
      'select name, isd, mobile, requirement, btn_url from leads where response_id = $1',
      [revised.insertedId],
    );
    expect(lead).toMatchObject({ name: 'Asha Rao', isd: visitor.isd, mobile: visitor.mobile });
    expect(lead!.requirement).toMatch(/^Plot 30 x 40 ft .*2 floors \(Ground \+ 1\), 5 bedrooms/);
    expect(lead!.btn_url).toBe(`http://localhost:8080/response/checkout/${revised.hash}?Rx=${revised.insertedId}&isd=${visitor.isd}&mobile=${visitor.mobile}`);
    expect(lead!.btn_url).not.toContain(first!.hash);
    // The countdown keeps running from where it began: taking a change does not restart the offer.
    const started = await app.inject({ method: 'POST', url: `/api/forms/offer-start/${revised.insertedId}`, headers: { authorization: `Bearer ${revised.token}` } });
    expect(started.json()).toEqual({ offerStartedAt: offerStart.toISOString() });
  });

  it('draws the new response with the seed the engine confirmed the change with', async () => {
    const { app, visitor } = await crowdedVisitor();
    const revised = (await revise(app, visitor.responseId, twoFloors, visitor.token)).json<Revised>();
    await plansOf(app, revised.insertedId);
    const [row] = await database().query<{ seed: number | string }>('select seed from plan_options where response_id = $1', [revised.insertedId]);
    expect(Number(row!.seed)).toBe(seedFor(visitor.responseId));
    expect(seedFor(revised.insertedId)).not.toBe(seedFor(visitor.responseId));
  });

  // A one-storey 3BHK with a car and a pooja room on 20x60 ft: the pooja room does not fit, a niche does.
  const poojaHome = {
    ...crowded,
    'Plot Width': { width: '20' },
    'Plot Depth': { depth: '60' },
    'Plot Facing': { facing: 'E' },
    Bedrooms: { bedrooms: '3' },
    Parking: { parking: 'car' },
    'Pooja Room': { pooja: 'yes' },
    Vastu: { vastu: 'preferred' },
    SiteDetails: { roads: 'one', corner: 'no', neighbours: '', notes: '' },
  };
  const niche = [{ field: 'pooja', to: false }];
  const answerOf = async (responseId: string) =>
    (await database().query<{ answer: Record<string, unknown>; form_id: string }>('select answer, form_id from survey_responses where id = $1', [responseId]))[0]!;

  describe('a pooja niche in place of a pooja room', () => {

    async function poojaVisitor(): Promise<{ app: FastifyInstance; visitor: Visitor }> {
      const app = await makeApp({ now });
      const visitor = await signedInVisitor(app, database(), now(), { answer: poojaHome });
      expect((await plansOf(app, visitor.responseId)).json()).toMatchObject({ status: 'unfit', fits: expect.arrayContaining([niche]) });
      return { app, visitor };
    }

    it('answers the survey with the niche, and the plans draw it in the living room', async () => {
      const { app, visitor } = await poojaVisitor();
      const res = await revise(app, visitor.responseId, niche, visitor.token);
      expect(res.statusCode).toBe(201);
      const revised = res.json<Revised>();
      expect((await answerOf(revised.insertedId)).answer).toEqual({ ...poojaHome, 'Pooja Room': { pooja: 'niche' } });
      const plans = (await plansOf(app, revised.insertedId)).json<{ status: string; request: Record<string, unknown> }>();
      expect(plans).toMatchObject({ status: 'ready', request: { floors: 1, bedrooms: 3 } });
      const preview = await app.inject({ method: 'GET', url: `/api/plans/${revised.insertedId}/options/1/preview.svg` });
      expect(preview.body.match(/class="pooja-niche"/g)).toHaveLength(1);
      const [lead] = await database().query<{ requirement: string }>('select requirement from leads where response_id = $1', [revised.insertedId]);
      expect(lead!.requirement).toContain('Pooja room: a pooja niche in the living room instead.');
    });

    it('saves the answer under the current questionnaire when the visitor answered one without the niche', async () => {
      const { visitor } = await poojaVisitor();
      // The visitor's questionnaire as it was before engine 1.82.0 (a pooja room yes or no), and a later one.
      await database().query(
        `insert into survey_forms (id, version, content_sha256, definition) select 'plot-survey-v2', 2, repeat('a', 64), definition from survey_forms where id = 'plot-survey-v1'`,
      );
      await database().query(
        `update survey_forms set definition = jsonb_set(definition, '{questions}', (select jsonb_agg(case when q->>'id' = 'pooja' then jsonb_set(q, '{fields,0,options}', '["yes","no"]') else q end) from jsonb_array_elements(definition->'questions') q)) where id = 'plot-survey-v1'`,
      );
      const app = await makeApp({ now, keepData: true });
      const res = await revise(app, visitor.responseId, niche, visitor.token);
      expect(res.statusCode).toBe(201);
      const saved = await answerOf(res.json<Revised>().insertedId);
      expect(saved.answer).toMatchObject({ 'Pooja Room': { pooja: 'niche' } });
      expect(saved.form_id).not.toBe('plot-survey-v1');
      expect((await answerOf(visitor.responseId)).form_id).toBe('plot-survey-v1');
    });
  });

  describe('a pooja niche offered where a toilet stands at the pooja room', () => {
    // A one-storey 2BHK with a pooja room on 22x40 ft, east facing: the pooja room fits, but in one option or
    // both a toilet shares its wall, and with a niche no toilet stands at the shrine. Seed 1 for every response:
    // 4 of 300 seeds a response id gives draw both options clear of the shrine (nothing to offer), and these
    // tests would fail on the id's luck (seed 574312364 fails all three).
    const tightPooja = { ...poojaHome, 'Plot Width': { width: '22' }, 'Plot Depth': { depth: '40' }, Bedrooms: { bedrooms: '2' }, Parking: { parking: 'none' } };
    interface Ready {
      status: 'ready';
      nicheOffer?: { changes: unknown[]; options: number[] };
    }

    async function tightPoojaVisitor(): Promise<{ app: FastifyInstance; visitor: Visitor; offer: NonNullable<Ready['nicheOffer']> }> {
      const app = await makeApp({ now, planGenerator: seededPlanEngine() });
      const visitor = await signedInVisitor(app, database(), now(), { answer: tightPooja });
      const plans = (await plansOf(app, visitor.responseId)).json<Ready>();
      expect(plans).toMatchObject({ status: 'ready', nicheOffer: { changes: niche } });
      return { app, visitor, offer: plans.nicheOffer! };
    }

    it('names the options with a toilet at the pooja room, and taking the niche gives plans that draw it', async () => {
      const { app, visitor, offer } = await tightPoojaVisitor();
      expect(offer.options.length).toBeGreaterThan(0);
      expect(offer.options.every((option) => option === 1 || option === 2)).toBe(true);

      const res = await revise(app, visitor.responseId, niche, visitor.token);
      expect(res.statusCode).toBe(201);
      const revised = res.json<Revised>();
      expect((await answerOf(revised.insertedId)).answer).toEqual({ ...tightPooja, 'Pooja Room': { pooja: 'niche' } });
      const plans = (await plansOf(app, revised.insertedId)).json<Ready>();
      expect(plans.status).toBe('ready');
      // The niche's plans are the offer's answer: nothing more to offer.
      expect(plans.nicheOffer).toBeUndefined();
      for (const option of [1, 2]) {
        const preview = await app.inject({ method: 'GET', url: `/api/plans/${revised.insertedId}/options/${option}/preview.svg` });
        expect(preview.body.match(/class="pooja-niche"/g)).toHaveLength(1);
      }
    });

    it('is neither offered nor taken once the visitor has paid for the plans', async () => {
      const { app, visitor } = await tightPoojaVisitor();
      await payFor(app, visitor, 'Option2');
      const plans = (await plansOf(app, visitor.responseId)).json<Ready & { paid: boolean }>();
      expect(plans.paid).toBe(true);
      expect(plans.nicheOffer).toBeUndefined();
      expect((await revise(app, visitor.responseId, niche, visitor.token)).statusCode).toBe(409);
    });

    it('takes no other change for plans that are ready', async () => {
      const { app, visitor } = await tightPoojaVisitor();
      expect((await revise(app, visitor.responseId, [{ field: 'floors', to: 2 }], visitor.token)).statusCode).toBe(409);
      expect((await revise(app, visitor.responseId, [...niche, { field: 'bedrooms', to: 1 }], visitor.token)).statusCode).toBe(409);
      expect(await database().query('select 1 from survey_responses')).toHaveLength(1);
    });
  });

  it('takes only a change the engine found for this plot, for the visitor whose plot it is', async () => {
    const { app, visitor } = await crowdedVisitor();
    expect((await revise(app, visitor.responseId, twoFloors)).statusCode).toBe(401);
    const other = await signedInVisitor(app, database(), now(), { mobile: '9876500002' });
    expect((await revise(app, visitor.responseId, twoFloors, other.token)).statusCode).toBe(403);

    // Not a way the engine confirmed (the browser cannot make one up), and not a change the questionnaire allows.
    const invented = await revise(app, visitor.responseId, [{ field: 'floors', to: 4 }], visitor.token);
    expect(invented.statusCode).toBe(400);
    expect(invented.json<{ message: string }>().message).toMatch(/body\.changes/);
    expect((await revise(app, visitor.responseId, [{ field: 'floors', to: 7 }], visitor.token)).statusCode).toBe(400);
    expect((await revise(app, visitor.responseId, [], visitor.token)).statusCode).toBe(400);

    // A plot that has its plans has no change to take.
    const fitted = await revise(app, other.responseId, twoFloors, other.token);
    expect(fitted.statusCode).toBe(409);
    const stored = await database().query('select 1 from survey_responses');
    expect(stored).toHaveLength(2);
  });
});
