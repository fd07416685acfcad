// The customer API (spec calls 8 and 9): send a one-time password and verify it. Multipart forms
// as the spec has them; every refusal carries `msg`, which the browser shows as it is.
import { STATUS_CODES } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import { sendCode, verifyCode, type Refusal } from '../../../customer/otp-service';
import { checkMobile, isValidEmail, maskEmail, maskMobile } from '../../../customer/phone';
import { LoginOtpBody, OtpSent, OtpVerified, Refused, VerifyOtpBody } from '../../../schemas/customer';

/** The forms are a few short text fields: anything bigger or with a file is refused before parsing finishes. */
export const FORM_LIMITS = { fields: 20, fieldSize: 4000, files: 0, parts: 20, fieldNameSize: 40 } as const;
const BODY_LIMIT = 32 * 1024;
const TOO_LARGE = `the form must be at most ${FORM_LIMITS.fields} text fields of at most ${FORM_LIMITS.fieldSize} characters, and no files`;

function refuse(reply: FastifyReply, refusal: Refusal) {
  if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.code(refusal.status).send({ msg: refusal.msg });
}

function badField(reply: FastifyReply, msg: string) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: msg, msg });
}

/** The number and email rules of both calls; a message naming the field, or null. */
function contactProblem(isd: string, mobile: string, email: string): string | null {
  const check = checkMobile(isd, mobile);
  if (check === 'invalid') return `mobile is not a valid number for +${isd}`;
  if (check === 'not-canonical') return `mobile must be written without its national prefix for +${isd} (no leading 0)`;
  if (isd !== '91' && !email) return 'email is required for numbers outside India';
  if (email && !isValidEmail(email)) return 'email is not a valid email address';
  return null;
}

const customer: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: FORM_LIMITS });

  // Bad input and refused forms answer with `msg` too; anything else goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
    if (statusCode >= 500) throw error;
    const message = statusCode === 413 ? TOO_LARGE : error.message;
    return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, msg: message });
  });

  const refusals = { 400: Refused, 403: Refused, 404: Refused, 413: Refused, 415: Refused, 429: Refused, 503: Refused };

  app.post(
    '/loginotp',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Send a one-time password (call 8)',
        description: 'multipart/form-data; +91 numbers get an SMS, others SMS, email and WhatsApp. 429 answers carry Retry-After.',
        tags: ['customer'],
        consumes: ['multipart/form-data'],
        body: LoginOtpBody,
        response: { 200: OtpSent, ...refusals },
      },
    },
    async (request, reply) => {
      const { isd, mobile } = request.body;
      const email = (request.body.email ?? '').trim();
      const problem = contactProblem(isd, mobile, email);
      if (problem) return badField(reply, problem);
      const number = maskMobile(isd, mobile);
      const result = await sendCode(app.otp, { isd, mobile, email, clientAddress: request.ip });
      for (const failed of (('deliveries' in result && result.deliveries) || []).filter((d) => !d.ok)) {
        request.log.error({ number, channel: failed.channel }, `code not delivered: ${failed.error ?? 'unknown error'}`);
      }
      if ('status' in result) {
        request.log.warn({ number }, `code refused: ${result.msg}`);
        return refuse(reply, result);
      }
      request.log.info({ number, ...(email && { to: maskEmail(email) }), channels: result.deliveries.filter((d) => d.ok).map((d) => d.channel) }, 'code sent');
      return { status: 200 as const, message: 'OTP sent', resendAfterSeconds: result.resendAfterSeconds };
    },
  );

  app.post(
    '/veryfyotp',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Verify a one-time password and start a session (call 9)',
        description:
          'multipart/form-data. A wrong code answers 404 { msg: "wrong otp entered" }; expired, used or exhausted codes 404 with their own msg; too many failures 429 with Retry-After, or 403 once the number is blocked.',
        tags: ['customer'],
        consumes: ['multipart/form-data'],
        body: VerifyOtpBody,
        response: { 200: OtpVerified, ...refusals },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const email = (b.email ?? '').trim();
      const problem = contactProblem(b.isd, b.mobile, email);
      if (problem) return badField(reply, problem);
      const exists = await app.db.query('select 1 from survey_responses where id = $1', [b.responseId]);
      if (exists.length === 0) return badField(reply, 'responseId is not a stored survey response');
      const number = maskMobile(b.isd, b.mobile);
      const result = await verifyCode(app.otp, {
        isd: b.isd,
        mobile: b.mobile,
        otp: b.otp.trim(),
        responseId: b.responseId,
        clientAddress: request.ip,
        lead: {
          name: b.name.trim(),
          email,
          requirement: b.requirement ?? '',
          leadSource: b.leadsource ?? 'Floor Planner',
          leadStatus: b.leadstatus ?? 'Hot',
          typeStatus: b.typestatus ?? 'not contacted',
        },
      });
      if ('status' in result) {
        request.log.warn({ number }, `verification refused: ${result.msg}`);
        return refuse(reply, result);
      }
      request.log.info({ number }, 'verified; session issued');
      return { status: 200 as const, token: result.token, expiresAt: result.expiresAt.toISOString() };
    },
  );
};

export default customer;
