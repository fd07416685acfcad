// The browser's typed client (shared-contract) against the real forms service: its mappers must
// read what the API answers, and the API's response schemas must type-check as the client's wire types.
import type { Static } from '@fastify/type-provider-typebox';
import { toCheckoutPrices, toCountryDetails, toSurveyForm } from '../../../../../shared-contract/src/api-client';
import type {
  WireCheckoutDetails,
  WireCountryDetails,
  WireSurveyForm,
  WireSurveySubmission,
  WireSurveySubmitted,
} from '../../../../../shared-contract/src/wire';
import type { CheckoutDetails, CountryDetails, SurveyFormList, SurveySubmitted } from '../../../schemas/forms';
import { describeEachDatabase } from '../../../test-support/databases';
import { validSubmission } from '../../../test-support/survey';

// Compile-time half: `npx tsc -p api/tsconfig.json` fails here when a response schema drifts from the client's wire type.
type Assignable<From extends To, To> = [From, To];
export type ResponseSchemasMatchTheClient = [
  Assignable<Static<typeof SurveyFormList>, WireSurveyForm[]>,
  Assignable<Static<typeof SurveySubmitted>, WireSurveySubmitted>,
  Assignable<Static<typeof CountryDetails>, WireCountryDetails>,
  Assignable<Static<typeof CheckoutDetails>, WireCheckoutDetails>,
];

describeEachDatabase('shared-contract client against the forms service', ({ makeApp }) => {
  it('maps the questionnaire: ids, labels, option codes with their images, extra flags', async () => {
    const app = await makeApp();
    const wire = (await app.inject({ method: 'GET', url: '/api/forms/survey-forms' })).json() as WireSurveyForm[];
    const [first] = wire;
    if (first === undefined) throw new Error('no survey form');
    const form = toSurveyForm(first);
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

  it('accepts a submission typed as the client sends it and answers what submitSurvey reads', async () => {
    const app = await makeApp();
    const payload = validSubmission() as unknown as WireSurveySubmission;
    const response = await app.inject({ method: 'POST', url: '/api/forms/survey-forms', payload: { ...payload } });
    expect(response.statusCode).toBe(201);
    const body = response.json() as WireSurveySubmitted;
    expect(body.status).toBe(201);
    expect(typeof body.insertedId).toBe('string');
    expect(typeof body.hash).toBe('string');
  });

  it('maps the country details of India', async () => {
    const app = await makeApp();
    const wire = (await app.inject({ method: 'GET', url: '/api/forms/country-details?country=in' })).json() as WireCountryDetails;
    const details = toCountryDetails(wire);
    expect(details).toEqual({
      isdCode: '+91',
      entity: 'flx-in',
      currency: 'INR',
      notificationNames: expect.arrayContaining(['Rahul Sharma', 'Priya Nair']),
      banners: [
        { imageUrl: '/media/banners/plan-to-home.svg' },
        { imageUrl: '/media/banners/plan-options.svg' },
        { imageUrl: '/media/banners/elevation-3d.svg' },
      ],
      testimonialVideos: [],
      testimonials: expect.any(Array),
    });
    expect(details.testimonials[0]).toEqual({
      imageUrl: '/media/avatars/avatar-1.svg',
      name: 'Suresh Kumar',
      ratingImageUrl: '/media/ratings/5-stars.svg',
      content: expect.stringContaining('30 x 40'),
    });
  });

  it('maps rupee prices to four plans and the offer', async () => {
    const app = await makeApp();
    const { hash } = (await app.inject({ method: 'POST', url: '/api/forms/survey-forms', payload: validSubmission() })).json();
    const wire = (await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=INR&slug=${hash}` })).json();
    expect(toCheckoutPrices(wire as WireCheckoutDetails)).toEqual({
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
    const app = await makeApp();
    const { hash } = (await app.inject({ method: 'POST', url: '/api/forms/survey-forms', payload: validSubmission() })).json();
    const wire = (await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=USD&slug=${hash}` })).json();
    const prices = toCheckoutPrices(wire as WireCheckoutDetails);
    expect(Object.keys(prices.plans)).toEqual(['one', 'three']);
    expect(prices.plans.one).toEqual({ productId: 'FLX_USD_Option1', amount: 19, originalAmount: 39, discountPercent: 51 });
    expect(prices.offer).toEqual({ productId: 'FLX_USD_Option1_2D_3D_Offer', amount: 24, discountPercent: 17 });
  });
});
