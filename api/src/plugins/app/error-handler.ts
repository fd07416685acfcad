// One error body for the whole API, `{ statusCode, error, message }`, and no internal details on 5xx.
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
      // Busy, not broken: the caller is told when to ask again, and nothing is logged as a failure.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (statusCode === 503 && typeof retryAfter === 'number') {
        return reply.code(503).header('retry-after', String(retryAfter)).send(errorBody(503, error.message));
      }
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode).send(errorBody(statusCode, 'Something went wrong on our side'));
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Fastify's own text does not say what the limit is.
        return reply.code(statusCode).send(errorBody(statusCode, `body must be at most ${request.routeOptions.bodyLimit} bytes`));
      }
      return reply.code(statusCode).send(errorBody(statusCode, error.message));
    });
  },
  { name: 'error-handler' },
);
