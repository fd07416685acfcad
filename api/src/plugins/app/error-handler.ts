// One error body for the whole API, `{ statusCode, error, message }`, and no internal details on 5xx.
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { TryLater } from '../../http/try-later';

function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
      // Too many or too busy, not broken: the caller is told when to ask again, and nothing is logged as a failure.
      if (error instanceof TryLater) {
        return reply.code(error.statusCode).header('retry-after', String(error.retryAfterSeconds)).send(errorBody(error.statusCode, error.message));
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
