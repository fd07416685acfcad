// The forms service of spec section 7, calls 1 to 5: questionnaire, survey submission, country details, requirement text, checkout prices.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseAnswer } from '../../../forms/answers';
import { requireSubmissionAdmitted, SUBMISSION_WINDOW_MS } from '../../../forms/submission-limit';
import { toWireCheckoutDetails, toWireCountryDetails, toWireSurveyForm } from '../../../forms/wire';
import { ClientError } from '../../../http/client-error';
import { errorResponses } from '../../../schemas/common';
import {
  CheckoutDetails,
  CheckoutQuery,
  CountryDetails,
  CountryDetailsQuery,
  ResponseQuery,
  ResponseRequirement,
  SUBMISSION_BODY_LIMIT,
  SurveyFormList,
  SurveySubmission,
  SurveySubmitted,
} from '../../../schemas/forms';

// Same for every visitor and changed only by a deploy: browsers and CDNs may reuse it for a minute.
const SHARED_MINUTE = 'public, max-age=60';
// One visitor's answers or checkout: never kept by a shared cache.
const PRIVATE = 'no-store';
// These two answer every page view from in-memory data; an info line per request would cost more than the answer.
const QUIET = 'warn';

const forms: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey-forms',
    {
      logLevel: QUIET,
      schema: {
        summary: 'The questionnaire (call 1): the current version first',
        tags: ['forms'],
        response: { 200: SurveyFormList },
      },
    },
    async (_request, reply) => {
      const form = await app.forms.currentForm();
      reply.header('cache-control', SHARED_MINUTE);
      return form === undefined ? [] : [toWireSurveyForm(form)];
    },
  );

  app.post(
    '/survey-forms',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      schema: {
        summary: 'Store a survey submission (call 2)',
        description: `One client address may post SURVEY_SUBMISSIONS_PER_ADDRESS submissions per ${SUBMISSION_WINDOW_MS / 60_000} minutes; past that 429 with Retry-After.`,
        tags: ['forms'],
        body: SurveySubmission,
        response: { 201: SurveySubmitted, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const { answer, formId, queryStrings, utmDetails, selectedLanguage, brand } = request.body;
      const form = await app.forms.findForm(formId);
      if (form === undefined) throw new ClientError(400, `body.formId "${formId}" is not a known survey form`);
      // Refuses, naming the field, anything the questionnaire version does not allow.
      parseAnswer(form, answer);
      // Counted only for submissions that would be stored: a visitor's mistakes cost them nothing.
      await requireSubmissionAdmitted(app.db, request.ip, app.config.surveySubmissionsPerAddress, app.otp.now());
      const saved = await app.forms.saveResponse({ form, answer, queryStrings, utmDetails, selectedLanguage, brand });
      app.plans.prepare(saved.id, request.ip);
      return reply.code(201).send({ status: 201 as const, insertedId: saved.id, hash: saved.hash });
    },
  );

  app.get(
    '/country-details',
    {
      logLevel: QUIET,
      schema: {
        summary: 'Dial code, entity, currency, banners and testimonials of a country (call 3)',
        tags: ['forms'],
        querystring: CountryDetailsQuery,
        response: { 200: CountryDetails, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { country } = request.query;
      const details = await app.forms.countryDetails(country);
      // The seed lists every country, so only a hand-edited database gets here.
      if (details === undefined) throw new Error(`country ${country} has no details`);
      reply.header('cache-control', SHARED_MINUTE);
      return toWireCountryDetails(details, { samples: app.config.socialProof === 'simulated' });
    },
  );

  app.get(
    '/response',
    {
      schema: {
        summary: 'The requirement text of a stored survey response (call 4)',
        tags: ['forms'],
        querystring: ResponseQuery,
        response: { 200: ResponseRequirement, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const data = await app.forms.findRequirement(request.query.q);
      if (data === undefined) throw new ClientError(404, 'querystring.q does not name a stored survey response');
      reply.header('cache-control', PRIVATE);
      return { data };
    },
  );

  app.get(
    '/checkout-details',
    {
      schema: {
        summary: 'Plan and upsell prices in a currency, for a stored survey response (call 5)',
        tags: ['forms'],
        querystring: CheckoutQuery,
        response: { 200: CheckoutDetails, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { currency, slug } = request.query;
      if (!(await app.forms.hasResponseHash(slug))) {
        throw new ClientError(404, 'querystring.slug is not the hash of a stored survey response');
      }
      const prices = await app.forms.prices(currency);
      if (prices === undefined) throw new Error(`currency ${currency} has no prices`);
      reply.header('cache-control', PRIVATE);
      return toWireCheckoutDetails(currency, prices);
    },
  );
};

export default forms;
