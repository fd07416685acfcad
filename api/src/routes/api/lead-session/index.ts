// What the visitor's own session may change on their response (under /api/forms): the lead's
// details (call 6), the offer's start, and the package chosen before payment (call 7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../../auth/admin-token';
import { verifySessionToken, type Session } from '../../../customer/sessions';
import { ClientError } from '../../../http/client-error';
import { errorResponses } from '../../../schemas/common';
import { OfferStarted, PackageBody, ResponseParams, UpdateResponseBody, UpdateResponseResult } from '../../../schemas/customer';

const leadSession: FastifyPluginAsyncTypebox = async (app) => {
  async function sessionFor(request: FastifyRequest, responseId: string): Promise<Session> {
    const session = await verifySessionToken(app.db, bearerToken(request.headers.authorization), app.otp.now());
    if (!session) throw new ClientError(401, 'a valid session token is required: Authorization: Bearer <token>');
    if (session.responseId !== responseId) throw new ClientError(401, 'this session is for another response');
    return session;
  }

  async function requireResponse(responseId: string): Promise<void> {
    const rows = await app.db.query('select 1 from survey_responses where id = $1', [responseId]);
    if (rows.length === 0) throw new ClientError(404, 'params.responseId is not a stored survey response');
  }

  app.post(
    '/updateResponse/:responseId',
    {
      schema: {
        summary: "Update the lead of a response with the visitor's details (call 6)",
        tags: ['forms'],
        params: ResponseParams,
        body: UpdateResponseBody,
        response: { 200: UpdateResponseResult, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { responseId } = request.params;
      await requireResponse(responseId);
      const session = await sessionFor(request, responseId);
      if (session.mobile !== request.body.mobileNumber || session.isd !== request.body.isd) {
        throw new ClientError(401, 'this session is for another number');
      }
      await app.db.query('update leads set name = $2, btn_url = $3, updated_at = $4 where response_id = $1', [
        responseId,
        request.body.name,
        request.body.btnUrl,
        app.otp.now(),
      ]);
      return { flag: true, message: 'lead updated' };
    },
  );

  app.post(
    '/offer-start/:responseId',
    {
      schema: {
        summary: "Record when this visitor's 10-minute offer began (first time only)",
        tags: ['forms'],
        params: ResponseParams,
        response: { 200: OfferStarted, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { responseId } = request.params;
      await requireResponse(responseId);
      await sessionFor(request, responseId);
      const rows = await app.db.query<{ offer_started_at: Date | string }>(
        `insert into response_offers (response_id, offer_started_at) values ($1, $2)
         on conflict (response_id) do update set offer_started_at = response_offers.offer_started_at
         returning offer_started_at`,
        [responseId, app.otp.now()],
      );
      return { offerStartedAt: new Date(rows[0]!.offer_started_at).toISOString() };
    },
  );

  app.post(
    '/update/:responseId',
    {
      schema: {
        summary: 'Record the package chosen before payment (call 7)',
        tags: ['forms'],
        params: ResponseParams,
        body: PackageBody,
        response: { 200: UpdateResponseResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { responseId } = request.params;
      await requireResponse(responseId);
      await app.db.query('insert into response_packages (response_id, package_type, created_at) values ($1, $2, $3)', [
        responseId,
        request.body.packageType,
        app.otp.now(),
      ]);
      return { flag: true, message: 'package recorded' };
    },
  );
};

export default leadSession;
