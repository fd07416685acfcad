// Social proof for the checkout. Real by default: only numbers that are true (viewers from checkout
// heartbeats, purchases and deliveries from paid orders; with none, the checkout shows nothing).
// SOCIAL_PROOF=simulated tells the checkout to run the spec's invented numbers instead; that is the
// operator's decision, not the default.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { realSocialProof, recordHeartbeat } from '../../../payments/social-proof';
import { errorResponses } from '../../../schemas/common';
import { COUNTRY_QUERY } from './country-query';

const SocialProof = Type.Object({
  mode: Type.Union([Type.Literal('real'), Type.Literal('simulated')]),
  viewers: Type.Union([Type.Integer(), Type.Null()], { description: 'Visitors on a checkout page in the last 60 s; null when simulated' }),
  purchases: Type.Array(Type.Object({ name: Type.String(), package: Type.String() }), { description: 'Paid in the last 30 minutes, newest first' }),
  deliveredLast24h: Type.Record(Type.String(), Type.Integer(), { description: 'Paid orders per plan (one..four) in the last 24 hours' }),
});

const Heartbeat = Type.Object(
  {
    page: Type.Literal('checkout'),
    visitorId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'A random id the browser keeps for its session' }),
  },
  { additionalProperties: false },
);

const socialProof: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      logLevel: 'warn',
      schema: { summary: 'What the checkout may truthfully say about other buyers', tags: ['checkout'], querystring: COUNTRY_QUERY, response: { 200: SocialProof } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.config.socialProof === 'simulated') return { mode: 'simulated' as const, viewers: null, purchases: [], deliveredLast24h: {} };
      return { mode: 'real' as const, ...(await realSocialProof(app.db, app.payments.now())) };
    },
  );

  app.post(
    '/heartbeat',
    {
      logLevel: 'warn',
      schema: {
        summary: 'A checkout page is open (counted as a viewer for 60 s)',
        tags: ['checkout'],
        body: Heartbeat,
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses(400) },
      },
    },
    async (request) => {
      await recordHeartbeat(app.db, request.body.visitorId, request.ip, app.payments.now());
      return { ok: true };
    },
  );
};

export default socialProof;
