// What the visitor's own session may change on their response (under /api/forms): the lead's
// details (call 6) and the offer's start, both behind the session token from call 9; and the
// package chosen before payment (call 7), which the spec sends without one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forbidden, sessionForResponse } from '../../../customer/session-guard';
import { ClientError } from '../../../http/client-error';
import { errorResponses } from '../../../schemas/common';
import { OfferStarted, PackageBody, ResponseParams, UpdateResponseBody, UpdateResponseResult } from '../../../schemas/customer';

const leadSession: FastifyPluginAsyncTypebox = async (app) => {
  const sessionFor = (request: FastifyRequest, reply: FastifyReply, responseId: string) => sessionForResponse(app, request, reply, responseId);

  const authorised = { ...errorResponses(400, 401, 403, 404), 200: UpdateResponseResult };

  app.post(
    '/updateResponse/:responseId',
    {
      schema: {
        summary: "Store the visitor's details on the lead of a response (call 6)",
        description: 'Authorization: Bearer <token from veryfyotp>, for this response and this number.',
        tags: ['forms'],
        params: ResponseParams,
        body: UpdateResponseBody,
        security: [{ sessionToken: [] }],
        response: authorised,
      },
    },
    async (request, reply) => {
      const { responseId } = request.params;
      const session = await sessionFor(request, reply, responseId);
      const { mobileNumber, isd, name, btnUrl } = request.body;
      if (session.mobile !== mobileNumber || session.isd !== isd) throw new Forbidden('this session is for another number');
      await app.db.query('update leads set name = $2, isd = $3, mobile = $4, btn_url = $5, updated_at = $6 where response_id = $1', [
        responseId,
        name.trim() || mobileNumber,
        isd,
        mobileNumber,
        btnUrl,
        app.otp.now(),
      ]);
      return { flag: true, message: 'lead updated' };
    },
  );

  app.post(
    '/offer-start/:responseId',
    {
      schema: {
        summary: "Record when this visitor's 10-minute offer began (the first call only)",
        description: 'Authorization: Bearer <token from veryfyotp>. Later calls answer the first time, which the payment flow honours for 600000 ms.',
        tags: ['forms'],
        params: ResponseParams,
        security: [{ sessionToken: [] }],
        response: { 200: OfferStarted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { responseId } = request.params;
      await sessionFor(request, reply, responseId);
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
      const rows = await app.db.query('select 1 from survey_responses where id = $1', [responseId]);
      if (rows.length === 0) throw new ClientError(404, 'params.responseId is not a stored survey response');
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
