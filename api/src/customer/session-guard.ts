// The check every route a verified visitor owns makes: a session token for exactly this survey response.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/admin-token';
import { ClientError } from '../http/client-error';
import { verifySessionToken, type Session } from './sessions';

/** A valid session that may not touch this response (the app's error handler answers with its status). */
export class Forbidden extends Error {
  readonly statusCode = 403;
}

/** The session behind the request's bearer token; 401 without a valid one. */
export async function requireSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const session = await verifySessionToken(app.db, bearerToken(request.headers.authorization), app.otp.now());
  if (!session) {
    reply.header('www-authenticate', 'Bearer');
    throw new ClientError(401, 'a valid session token is required: Authorization: Bearer <token>');
  }
  return session;
}

/** 401 without a valid token, 404 for an unknown response, 403 when the token is for another response. */
export async function sessionForResponse(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, responseId: string): Promise<Session> {
  const session = await requireSession(app, request, reply);
  const rows = await app.db.query('select 1 from survey_responses where id = $1', [responseId]);
  if (rows.length === 0) throw new ClientError(404, 'params.responseId is not a stored survey response');
  if (session.responseId !== responseId) throw new Forbidden('this session is for another response');
  return session;
}
