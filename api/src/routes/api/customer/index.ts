// The customer API (spec calls 8 and 9): send a one-time password and verify it. Multipart
// forms as the spec has them; refusals carry `msg`, which the browser shows as it is.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { maskEmail, maskMobile, isValidMobile } from '../../../customer/phone';
import { sendCode, verifyCode, type Refusal } from '../../../customer/otp-service';
import { Type } from 'typebox';
import { ErrorResponse } from '../../../schemas/common';
import { LoginOtpBody, OtpSent, OtpVerified, Refused, VerifyOtpBody } from '../../../schemas/customer';

/** A 400 is either our own refusal (`msg`, shown to the visitor) or a schema validation error. */
const BadRequest = Type.Union([Refused, ErrorResponse]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function refuse(reply: import('fastify').FastifyReply, refusal: Refusal) {
  if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.code(refusal.status).send({ msg: refusal.msg });
}

const customer: FastifyPluginAsyncTypebox = async (app) => {
  // Only small text fields: no files, few fields, short values.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 20, fieldSize: 4000, parts: 20 } });

  app.post(
    '/loginotp',
    {
      bodyLimit: 32 * 1024,
      schema: {
        summary: 'Send a one-time password (call 8)',
        tags: ['customer'],
        consumes: ['multipart/form-data'],
        body: LoginOtpBody,
        response: { 200: OtpSent, 400: BadRequest, 413: ErrorResponse, 429: Refused },
      },
    },
    async (request, reply) => {
      const { isd, mobile, email = '' } = request.body;
      if (!isValidMobile(isd, mobile)) return reply.code(400).send({ msg: `mobile is not a valid number for +${isd}` });
      if (isd !== '91' && !EMAIL.test(email.trim())) return reply.code(400).send({ msg: 'email is required for numbers outside India' });
      const result = await sendCode(app.otp, { isd, mobile, email: email.trim(), clientAddress: request.ip });
      if ('status' in result) {
        request.log.warn({ number: maskMobile(isd, mobile) }, `code refused: ${result.msg}`);
        return refuse(reply, result);
      }
      request.log.info({ number: maskMobile(isd, mobile), email: email ? maskEmail(email) : undefined }, 'code sent');
      return { status: 200 as const, message: 'OTP sent', resendAfterSeconds: result.resendAfterSeconds };
    },
  );

  app.post(
    '/veryfyotp',
    {
      bodyLimit: 32 * 1024,
      schema: {
        summary: 'Verify a one-time password and start a session (call 9)',
        tags: ['customer'],
        consumes: ['multipart/form-data'],
        body: VerifyOtpBody,
        response: { 200: OtpVerified, 400: BadRequest, 404: Refused, 413: ErrorResponse, 429: Refused },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const exists = await app.db.query('select 1 from survey_responses where id = $1', [b.responseId]);
      if (exists.length === 0) return reply.code(400).send({ msg: 'responseId is not a stored survey response' });
      const result = await verifyCode(app.otp, {
        isd: b.isd,
        mobile: b.mobile,
        otp: b.otp.trim(),
        responseId: b.responseId,
        lead: {
          name: b.name.trim(),
          email: (b.email ?? '').trim(),
          requirement: b.requirement ?? '',
          leadSource: b.leadsource ?? 'Floor Planner',
          leadStatus: b.leadstatus ?? 'Hot',
          typeStatus: b.typestatus ?? 'not contacted',
        },
      });
      if ('status' in result) {
        request.log.warn({ number: maskMobile(b.isd, b.mobile) }, `verification refused: ${result.msg}`);
        return refuse(reply, result);
      }
      request.log.info({ number: maskMobile(b.isd, b.mobile) }, 'verified; session issued');
      return { status: 200 as const, token: result.token, expiresAt: result.expiresAt.toISOString() };
    },
  );
};

export default customer;
