// GET /api/health: the API is up and its database answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '../../../schemas/health';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['health'],
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const database = app.db.kind;
      try {
        await app.db.query('select 1');
        return { status: 'ok' as const, database };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ status: 'unavailable' as const, database });
      }
    },
  );
};

export default health;
