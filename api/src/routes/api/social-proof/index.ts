// Social proof for the checkout. Real by default: only numbers that are true (purchases and
// deliveries come from paid orders, which the payment flow will record; until then there are
// none, and the checkout shows nothing). SOCIAL_PROOF=simulated tells the checkout to run the
// spec's invented numbers instead; that is the operator's decision, not the default.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COUNTRY_QUERY } from './country-query';

const SocialProof = Type.Object({
  mode: Type.Union([Type.Literal('real'), Type.Literal('simulated')]),
  viewers: Type.Union([Type.Integer(), Type.Null()]),
  purchases: Type.Array(Type.Object({ name: Type.String(), package: Type.String() })),
  deliveredLast24h: Type.Record(Type.String(), Type.Integer()),
});

const socialProof: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      logLevel: 'warn',
      schema: { summary: 'What the checkout may truthfully say about other buyers', tags: ['checkout'], querystring: COUNTRY_QUERY, response: { 200: SocialProof } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // No paid orders are recorded yet (the payment flow comes next), so nothing true to show.
      return { mode: app.config.socialProof, viewers: null, purchases: [], deliveredLast24h: {} };
    },
  );
};

export default socialProof;
