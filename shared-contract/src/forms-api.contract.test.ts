// Contract between the typed client the remotes use and the API that answers it: each client
// call runs unchanged against the real forms service (Fastify inject, on PGlite and on
// PostgreSQL when DATABASE_URL is set), and the server's schemas must type-check as the
// client's wire types. Runs in node with the API tests (jest project "api").
import { randomBytes } from 'node:crypto';
import type { Static } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { CheckoutDetails, CountryDetails, SurveyFormList, SurveySubmission, SurveySubmitted } from '../../api/src/schemas/forms';
import type { ReleaseManifest } from '../../api/src/schemas/releases';
import { TEST_ADMIN_TOKEN, describeEachDatabase } from '../../api/src/test-support/databases';
import { VALID_REQUIREMENT, validAnswer } from '../../api/src/test-support/survey';
import {
  ApiError,
  SurveySubmitError,
  fetchCheckoutPrices,
  fetchCountryDetails,
  fetchReleases,
  fetchSurveyForm,
  submitSurvey,
} from './api-client';
import { COUNTRY_CODES } from './country';
import { fetchRequirement, recordPackageChoice } from './customer-client';
import type {
  WireCheckoutDetails,
  WireCountryDetails,
  WireReleaseManifest,
  WireSurveyForm,
  WireSurveySubmission,
  WireSurveySubmitted,
} from './wire';

// Compile-time half: `tsc -p shared-contract` fails here when a schema drifts from the client.
type Assignable<From extends To, To> = [From, To];
export type ServerAnswersWhatTheClientReads = [
  Assignable<Static<typeof SurveyFormList>, WireSurveyForm[]>,
  Assignable<Static<typeof SurveySubmitted>, WireSurveySubmitted>,
  Assignable<Static<typeof CountryDetails>, WireCountryDetails>,
  Assignable<Static<typeof CheckoutDetails>, WireCheckoutDetails>,
  Assignable<Static<typeof ReleaseManifest>, WireReleaseManifest>,
];
// The language is a plain string on the client (the survey holds it as such); the server
// narrows it to the spec's codes, which the run-time half below checks.
type ServerSubmission = Static<typeof SurveySubmission>;
export type ClientSendsWhatTheServerAccepts = Assignable<Omit<WireSurveySubmission, 'selectedLanguage'>, Omit<ServerSubmission, 'selectedLanguage'>>;

/** The browser's fetch, answered by the app in process: the client code runs exactly as shipped. */
function fetchThrough(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.body, { status: answer.statusCode, headers });
  };
}

function submission(overrides: Partial<WireSurveySubmission> = {}): WireSurveySubmission {
  return {
    answer: validAnswer(),
    formId: 'plot-survey-v1',
    queryStrings: { lan: 'hn', utm_source: 'google' },
    selectedLanguage: 'hn',
    utmDetails: { utm_source: 'google' },
    brand: 'flx',
    ...overrides,
  };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describeEachDatabase('typed client against the forms service', ({ makeApp }) => {
  async function connect(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const app = await makeApp({ env });
    globalThis.fetch = fetchThrough(app);
    return app;
  }

  it('reads the questionnaire: ids, labels, option codes with their images, extra flags', async () => {
    await connect();
    const form = await fetchSurveyForm();
    expect(form.id).toBe('plot-survey-v1');
    expect(form.targetUrl).toBe('/response');
    expect(form.steps.map((step) => step.id)).toEqual([
      'plotWidth',
      'plotDepth',
      'facing',
      'floors',
      'bedrooms',
      'family',
      'parking',
      'pooja',
      'vastu',
      'style',
      'siteDetails',
    ]);
    expect(form.steps[0]).toEqual({
      id: 'plotWidth',
      label: 'Plot Width',
      smallText: 'Width of your plot along the road, in feet',
      fields: [{ name: 'width', label: 'Width (ft)', type: 'number', options: [], extra: false }],
    });
    expect(form.steps[2]?.fields[0]?.type).toBe('compass');
    expect(form.steps[9]?.fields[0]?.options).toEqual([
      { value: 'modern', imageUrl: '/media/styles/modern.svg' },
      { value: 'contemporary', imageUrl: '/media/styles/contemporary.svg' },
      { value: 'traditional', imageUrl: '/media/styles/traditional.svg' },
      { value: 'minimal', imageUrl: '/media/styles/minimal.svg' },
    ]);
    expect(form.steps[10]?.fields.map((field) => [field.name, field.type, field.extra])).toEqual([
      ['roads', 'radio', true],
      ['corner', 'radio', true],
      ['neighbours', 'text', true],
      ['notes', 'text', true],
    ]);
  });

  it('submits answers, then reads the requirement back and records the package by the id it was given', async () => {
    const app = await connect();
    const { responseId, hash } = await submitSurvey(submission());
    expect(responseId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await fetchRequirement(responseId)).toBe(VALID_REQUIREMENT);
    // The client only logs the answer to this call (spec call 7).
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await recordPackageChoice(responseId, 'Option1_2D_3D');
    const packages = await app.db.query('select package_type from response_packages where response_id = $1', [responseId]);
    expect(packages).toEqual([{ package_type: 'Option1_2D_3D' }]);
  });

  it('turns every language the client can send into a stored submission', async () => {
    await connect();
    for (const selectedLanguage of ['en', 'hn', 'ta', 'tel', 'mal', 'kan', 'arabic', 'sinhala', 'bangla', 'pashto']) {
      await expect(submitSurvey(submission({ selectedLanguage }))).resolves.toEqual(expect.objectContaining({ responseId: expect.any(String) }));
    }
  });

  it('reports a refused submission with its status, as the survey alerts it', async () => {
    await connect();
    const tooWide = submission({ answer: { ...validAnswer(), 'Plot Width': { width: '150' } } });
    await expect(submitSurvey(tooWide)).rejects.toEqual(new SurveySubmitError(400));
    await expect(submitSurvey(tooWide)).rejects.toThrow('Request failed with status 400');
  });

  it.each(COUNTRY_CODES)('reads the details of %s, and prices its currency for a stored response', async (country) => {
    await connect();
    const details = await fetchCountryDetails(country);
    expect(details).toEqual({
      isdCode: expect.stringMatching(/^\+\d+$/),
      entity: `flx-${country}`,
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      notificationNames: expect.arrayContaining([expect.any(String)]),
      banners: expect.arrayContaining([{ imageUrl: expect.stringMatching(/^\/media\//) }]),
      testimonialVideos: [],
      // The seed's testimonials are samples, for SOCIAL_PROOF=simulated only.
      testimonials: [],
    });

    const { hash } = await submitSurvey(submission());
    const prices = await fetchCheckoutPrices(details.currency, hash);
    expect(prices.currency).toBe(details.currency);
    expect(prices.plans.one.amount).toBeLessThan(prices.plans.one.originalAmount);
    expect(prices.plans.three?.amount).toBeGreaterThan(prices.offer.amount);
  });

  it('maps the sample testimonials when social proof is simulated', async () => {
    await connect({ SOCIAL_PROOF: 'simulated' });
    expect((await fetchCountryDetails('in')).testimonials).toEqual(
      expect.arrayContaining([{ imageUrl: expect.stringMatching(/^\/media\//), name: expect.any(String), ratingImageUrl: expect.stringMatching(/^\/media\//), content: expect.any(String) }]),
    );
  });

  it('maps rupee prices to four plans and the offer', async () => {
    await connect();
    const { hash } = await submitSurvey(submission());
    expect(await fetchCheckoutPrices('INR', hash)).toEqual({
      currency: 'INR',
      symbol: '₹',
      plans: {
        one: { productId: 'FLX_INR_Option1', amount: 999, originalAmount: 1999, discountPercent: 50 },
        two: { productId: 'FLX_INR_Option2', amount: 1299, originalAmount: 2499, discountPercent: 48 },
        three: { productId: 'FLX_INR_Option1_2D_3D', amount: 1499, originalAmount: 2999, discountPercent: 50 },
        four: { productId: 'FLX_INR_Option2_2D_3D', amount: 2499, originalAmount: 4999, discountPercent: 50 },
      },
      offer: { productId: 'FLX_INR_Option1_2D_3D_Offer', amount: 1199, discountPercent: 20 },
    });
  });

  it('maps dollar prices to plans one and three only, so the page shows "+1 more"', async () => {
    await connect();
    const { hash } = await submitSurvey(submission());
    const prices = await fetchCheckoutPrices('USD', hash);
    expect(Object.keys(prices.plans)).toEqual(['one', 'three']);
    expect(prices.plans.one).toEqual({ productId: 'FLX_USD_Option1', amount: 19, originalAmount: 39, discountPercent: 51 });
    expect(prices.offer).toEqual({ productId: 'FLX_USD_Option1_2D_3D_Offer', amount: 24, discountPercent: 17 });
  });

  it('reports an unknown slug as an ApiError with the status', async () => {
    await connect();
    const failure = await fetchCheckoutPrices('INR', randomBytes(16).toString('base64url')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404 });
  });

  it('reads the release manifest of a country as the shell registers it', async () => {
    const app = await connect();
    const released = await app.inject({
      method: 'POST',
      url: '/api/admin/releases',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { remote: 'checkout', version: '1.1.0', country: 'bd' },
    });
    expect(released.statusCode).toBe(201);
    expect(await fetchReleases('bd')).toEqual([{ name: 'checkout', version: '1.1.0', manifestUrl: '/remotes/checkout/1.1.0/mf-manifest.json' }]);
    expect(await fetchReleases('in')).toEqual([]);
  });
});
