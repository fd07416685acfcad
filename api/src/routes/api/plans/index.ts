// The plan service: a visitor's own plan options (summary, watermarked preview, and after payment the
// full drawing and data) and the engine-drawn Sample Delivery Plans of the checkout.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { renderElevationSvg, renderPlanSvg, type Plan } from '@flx/floorplan';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forbidden, requireSession, sessionForResponse } from '../../../customer/session-guard';
import { markDelivered } from '../../../plans/delivery';
import { ClientError } from '../../../http/client-error';
import { planWords } from '../../../plans/labels';
import { entitlementOf } from '../../../plans/entitlement';
import type { StoredPlans } from '../../../plans/plan-store';
import { SAMPLES } from '../../../plans/samples';
import { nicheOffer, optionsAlike, summariseOption } from '../../../plans/summary';
import { reviseResponse } from '../../../plans/revision';
import { requireSubmissionAdmitted, SUBMISSION_WINDOW_MS } from '../../../forms/submission-limit';
import { errorResponses } from '../../../schemas/common';
import { DrawingQuery, OptionParams, PlanDocument, PlanOptions, PlanParams, PreviewQuery, RevisionBody, RevisionCreated, SampleList, SampleParams } from '../../../schemas/plans';

// A drawing is an image: nothing in it may run or load anything, even when opened on its own.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const SVG = { 200: { description: 'an SVG drawing', content: { 'image/svg+xml': { schema: { type: 'string' } } } } } as const;

/**
 * The floor a drawing was asked to show alone, as render options (none: every floor). The renderer would fall
 * back to the ground floor; a caller asking for a floor the plan lacks should hear so.
 */
function floorAsked(plan: Plan, floor: number | undefined, what: string): { floor?: number } {
  if (floor === undefined) return {};
  if (!plan.floors.some((f) => f.level === floor)) throw new ClientError(404, `querystring.floor: ${what} has no floor ${floor}`);
  return { floor };
}

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string) {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('content-security-policy', SVG_POLICY).header('cache-control', cacheControl).send(svg);
}

const plans: FastifyPluginAsyncTypebox = async (app) => {
  /** Drawing them counts against the caller's address; too many at once answers 503 with Retry-After. */
  async function plansOf(responseId: string, request: FastifyRequest): Promise<StoredPlans> {
    const stored = await app.plans.of(responseId, request.ip);
    if (!stored) throw new ClientError(404, 'params.responseId is not a stored survey response');
    return stored;
  }
  function optionOf(stored: StoredPlans, option: number): Plan {
    const plan = stored.result.ok ? stored.result.options[option - 1] : undefined;
    if (!plan) throw new ClientError(404, `params.option: this response has no option ${option}`);
    return plan;
  }

  app.get(
    '/samples',
    { schema: { summary: 'The Sample Delivery Plans, drawn by the engine', tags: ['plans'], response: { 200: SampleList } } },
    async (request, reply) => {
      // A sample the engine cannot fit, or failed to draw this time, is left out; the list is then not kept by
      // the browser, as the sample is drawn again when next asked for.
      let failed = false;
      const drawn = await Promise.all(
        SAMPLES.map((sample) =>
          app.plans.sample(sample).then(
            (plan) => (plan ? sample : null),
            (error: Error) => {
              failed = true;
              request.log.warn({ err: { message: error.message }, sample: sample.id }, 'drawing a sample plan failed');
              return null;
            },
          ),
        ),
      );
      reply.header('cache-control', failed ? 'no-store' : 'public, max-age=3600');
      return drawn.filter((sample) => sample !== null).map((sample) => ({
        ...sample,
        drawingUrl: `/api/plans/samples/${sample.id}/plan.svg`,
        thumbnailUrl: `/api/plans/samples/${sample.id}/thumbnail.svg`,
        elevationUrl: `/api/plans/samples/${sample.id}/elevation.svg`,
      }));
    },
  );

  async function sampleOf(sampleId: string): Promise<Plan> {
    const sample = SAMPLES.find((s) => s.id === sampleId);
    const plan = sample && (await app.plans.sample(sample));
    if (!plan) throw new ClientError(404, `params.sampleId: there is no sample ${sampleId}`);
    return plan;
  }
  const SAMPLE_CACHE = 'public, max-age=3600';

  app.get(
    '/samples/:sampleId/plan.svg',
    { schema: { summary: 'The floor plan of one sample', tags: ['plans'], params: SampleParams, querystring: DrawingQuery, response: { ...SVG, ...errorResponses(400, 404) } } },
    async (request, reply) => {
      const plan = await sampleOf(request.params.sampleId);
      const floor = floorAsked(plan, request.query.floor, request.params.sampleId);
      return sendSvg(reply, renderPlanSvg(plan, { labels: planWords(request.query.lang ?? 'en').labels, ...floor }), SAMPLE_CACHE);
    },
  );

  // The card form: the ground floor alone, walls and room colours, no words, so a phone's carousel card shows
  // the plan's shape at a size it can be seen (the whole sheet drew it a fifth of the card's height).
  app.get(
    '/samples/:sampleId/thumbnail.svg',
    { schema: { summary: 'The ground floor of one sample as a compact thumbnail, for its card', tags: ['plans'], params: SampleParams, response: { ...SVG, ...errorResponses(400, 404) } } },
    async (request, reply) => sendSvg(reply, renderPlanSvg(await sampleOf(request.params.sampleId), { variant: 'thumbnail' }), SAMPLE_CACHE),
  );

  app.get(
    '/samples/:sampleId/elevation.svg',
    { schema: { summary: 'The front elevation of one sample', tags: ['plans'], params: SampleParams, response: { ...SVG, ...errorResponses(400, 404) } } },
    async (request, reply) => sendSvg(reply, renderElevationSvg(await sampleOf(request.params.sampleId)), SAMPLE_CACHE),
  );

  async function summaryOf(responseId: string, request: FastifyRequest) {
    const stored = await plansOf(responseId, request);
    const { plotWidthFt, plotDepthFt, facing, floors, bedrooms } = stored.request;
    const plot = { plotWidthFt, plotDepthFt, facing, floors, bedrooms };
    if (!stored.result.ok) {
      const { reason, suggestions, fits, limit } = stored.result;
      return { status: 'unfit' as const, request: plot, reason, suggestions, ...(fits && { fits }), ...(limit && { limit }) };
    }
    const unlocked = await entitlementOf(app.db, responseId);
    const paid = unlocked.options > 0;
    const niche = nicheOffer(stored.result, paid);
    return {
      status: 'ready' as const,
      paid,
      unlocked,
      request: plot,
      options: stored.result.options.map((plan) => summariseOption(plan, `/api/plans/${responseId}/options/${plan.option}`)),
      optionsAlike: optionsAlike(stored.result.options),
      ...(niche && { nicheOffer: niche }),
    };
  }

  app.get(
    '/mine',
    {
      schema: {
        summary: "The signed-in visitor's plan options, found by their session (the thank-you page has no response id)",
        description: 'Authorization: Bearer <token from veryfyotp>.',
        tags: ['plans'],
        security: [{ sessionToken: [] }],
        response: { 200: PlanOptions, ...errorResponses(401, 404, 503) },
      },
    },
    async (request, reply) => {
      const session = await requireSession(app, request, reply);
      reply.header('cache-control', 'no-store');
      return summaryOf(session.responseId, request);
    },
  );

  app.get(
    '/:responseId',
    {
      schema: {
        summary: "The visitor's plan options: generated from their answers on first request, then kept",
        description: 'Plans not yet stored are drawn for the caller: while their address (or the engine) has too many drawings under way the answer is 503 with Retry-After.',
        tags: ['plans'],
        params: PlanParams,
        response: { 200: PlanOptions, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return summaryOf(request.params.responseId, request);
    },
  );

  app.post(
    '/:responseId/revisions',
    {
      schema: {
        summary: 'Take a change the engine found for a plot: a new response with it made, and a session for it',
        description: `Authorization: Bearer <token from veryfyotp>, for this response. \`changes\` must be one of the \`fits\` its plans answered, or, for plans ready and unpaid, their \`nicheOffer\`'s changes. Stores a response as a survey submission does, and counts against the same limit (SURVEY_SUBMISSIONS_PER_ADDRESS per ${SUBMISSION_WINDOW_MS / 60_000} minutes); its plans are drawn with the first response's seed, the one the engine confirmed the change with.`,
        tags: ['plans'],
        params: PlanParams,
        body: RevisionBody,
        security: [{ sessionToken: [] }],
        response: { 201: RevisionCreated, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const session = await sessionForResponse(app, request, reply, request.params.responseId);
      const stored = await plansOf(request.params.responseId, request);
      const admit = () => requireSubmissionAdmitted(app.db, request.ip, app.config.surveySubmissionsPerAddress, app.otp.now());
      const revised = await reviseResponse(app.db, app.forms, { session, stored, changes: request.body.changes, now: app.otp.now(), admit });
      app.plans.prepare(revised.insertedId, request.ip);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(revised);
    },
  );

  app.get(
    '/:responseId/options/:option/preview.svg',
    {
      schema: {
        summary: 'A watermarked thumbnail of one floor of one option, shown before payment',
        tags: ['plans'],
        params: OptionParams,
        querystring: PreviewQuery,
        response: { ...SVG, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const plan = optionOf(await plansOf(request.params.responseId, request), request.params.option);
      const { floor } = floorAsked(plan, request.query.floor ?? 0, `option ${request.params.option}`);
      const words = planWords(request.query.lang ?? 'en');
      return sendSvg(reply, renderPlanSvg(plan, { thumbnail: true, floor, watermark: words.watermark, labels: words.labels }), 'private, max-age=3600');
    },
  );

  /** The full drawings and data belong to whoever paid for them: the session of this response and a package that includes them. */
  async function unlockedOption(request: FastifyRequest, reply: FastifyReply, responseId: string, option: number, part: 'plan' | 'elevation'): Promise<Plan> {
    await sessionForResponse(app, request, reply, responseId);
    const unlocked = await entitlementOf(app.db, responseId);
    if (unlocked.options === 0) throw new Forbidden('the full plan unlocks once a package is paid for');
    if (option > unlocked.options) throw new Forbidden(`option ${option} comes with a two-option package`);
    if (part === 'elevation' && !unlocked.elevation) throw new Forbidden('the elevation comes with a 2D + 3D package');
    const plan = optionOf(await plansOf(responseId, request), option);
    await markDelivered(app.db, responseId, app.otp.now());
    return plan;
  }
  const unlocked = { ...errorResponses(400, 401, 403, 404, 503) };

  app.get(
    '/:responseId/options/:option/plan.svg',
    {
      schema: {
        summary: 'The full drawing of one option (after payment)',
        description: 'Authorization: Bearer <token from veryfyotp> of this response.',
        tags: ['plans'],
        security: [{ sessionToken: [] }],
        params: OptionParams,
        querystring: DrawingQuery,
        response: { ...SVG, ...unlocked },
      },
    },
    async (request, reply) => {
      const plan = await unlockedOption(request, reply, request.params.responseId, request.params.option, 'plan');
      const floor = floorAsked(plan, request.query.floor, `option ${request.params.option}`);
      return sendSvg(reply, renderPlanSvg(plan, { labels: planWords(request.query.lang ?? 'en').labels, ...floor }), 'private, no-store');
    },
  );

  app.get(
    '/:responseId/options/:option/plan.json',
    {
      schema: {
        summary: 'The plan document of one option: rooms, walls, doors, windows, stairs, compliance (after payment)',
        description: 'Authorization: Bearer <token from veryfyotp> of this response.',
        tags: ['plans'],
        security: [{ sessionToken: [] }],
        params: OptionParams,
        response: { 200: PlanDocument, ...unlocked },
      },
    },
    async (request, reply) => {
      const plan = await unlockedOption(request, reply, request.params.responseId, request.params.option, 'plan');
      reply.header('cache-control', 'private, no-store');
      return plan;
    },
  );

  app.get(
    '/:responseId/options/:option/elevation.svg',
    {
      schema: {
        summary: 'The front elevation of one option (after paying for a 2D + 3D package)',
        description: 'Authorization: Bearer <token from veryfyotp> of this response.',
        tags: ['plans'],
        security: [{ sessionToken: [] }],
        params: OptionParams,
        response: { ...SVG, ...unlocked },
      },
    },
    async (request, reply) => {
      const plan = await unlockedOption(request, reply, request.params.responseId, request.params.option, 'elevation');
      return sendSvg(reply, renderElevationSvg(plan), 'private, no-store');
    },
  );
};

export default plans;
