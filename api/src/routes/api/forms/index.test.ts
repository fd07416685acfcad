import { randomBytes } from 'node:crypto';
import { describeEachDatabase } from '../../../test-support/databases';
import {
  SEEDED_FORM_ID,
  VALID_REQUIREMENT,
  postSubmission,
  submitValid,
  validAnswer,
  validSubmission,
  type Answer,
} from '../../../test-support/survey';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const unknownToken = () => randomBytes(16).toString('base64url');

function answerWith(change: (answer: Answer) => void): Answer {
  const answer = validAnswer();
  change(answer);
  return answer;
}

describeEachDatabase('forms service', ({ makeApp, database }) => {
  const count = async (table: string) =>
    (await database().query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  describe('GET /api/forms/survey-forms', () => {
    it('lists the seeded questionnaire: the steps of the spec in order, English text, stable codes', async () => {
      const app = await makeApp();
      const response = await app.inject({ method: 'GET', url: '/api/forms/survey-forms' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const [form, ...others] = response.json();
      expect(others).toEqual([]);
      expect(form._id).toBe(SEEDED_FORM_ID);
      expect(form.target_url).toBe('/response');
      expect(form.questions.map((q: { id: string; label: string }) => [q.id, q.label])).toEqual([
        ['plotWidth', 'Plot Width'],
        ['plotDepth', 'Plot Depth'],
        ['facing', 'Plot Facing'],
        ['floors', 'Floors'],
        ['bedrooms', 'Bedrooms'],
        ['family', 'Family Needs'],
        ['parking', 'Parking'],
        ['pooja', 'Pooja Room'],
        ['vastu', 'Vastu'],
        ['style', 'Elevation Style'],
        ['siteDetails', 'Site Details'],
      ]);
      expect(form.questions[0]).toEqual({
        id: 'plotWidth',
        label: 'Plot Width',
        smallText: 'Width of your plot along the road, in feet',
        fields: [{ name: 'width', label: 'Width (ft)', type: 'number' }],
      });
      expect(form.questions[2].fields).toEqual([
        { name: 'facing', label: 'Road side faces', type: 'compass', options: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] },
      ]);
      expect(form.questions[5].fields[0].options).toEqual(['none', 'elderlyParents', 'workFromHome', 'rentalUnit']);
      expect(form.questions[9].fields).toEqual([
        {
          name: 'style',
          label: 'Elevation style',
          type: 'radio',
          options: ['modern', 'contemporary', 'traditional', 'minimal'],
          images: ['/media/styles/modern.svg', '/media/styles/contemporary.svg', '/media/styles/traditional.svg', '/media/styles/minimal.svg'],
        },
      ]);
      expect(form.questions[10]).toEqual({
        id: 'siteDetails',
        label: 'Site Details',
        smallText: 'Anything about the site that shapes the design',
        fields: [
          { name: 'roads', label: 'Roads touching the plot', type: 'radio', options: ['one', 'two', 'three'], extra: true },
          { name: 'corner', label: 'Corner plot', type: 'radio', options: ['yes', 'no'], extra: true },
          { name: 'neighbours', label: 'Neighbouring buildings', type: 'text', extra: true },
          { name: 'notes', label: 'Anything else about the site', type: 'text', extra: true },
        ],
      });
    });
  });

  describe('POST /api/forms/survey-forms', () => {
    it('stores a valid submission exactly as sent, with the server time, and answers 201 with two unrelated random ids', async () => {
      const app = await makeApp();
      const before = Date.now();
      const response = await postSubmission(app, validSubmission());
      const after = Date.now();
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ status: 201, insertedId: expect.stringMatching(TOKEN), hash: expect.stringMatching(TOKEN) });
      expect(body.hash).not.toBe(body.insertedId);

      const [row] = await database().query<Record<string, unknown>>(
        'select id, hash, form_id, answer, query_strings, utm_details, selected_language, brand, created_at from survey_responses',
      );
      const sent = validSubmission();
      expect(row).toEqual({
        id: body.insertedId,
        hash: body.hash,
        form_id: SEEDED_FORM_ID,
        answer: sent['answer'],
        query_strings: sent['queryStrings'],
        utm_details: sent['utmDetails'],
        selected_language: 'hn',
        brand: 'flx',
        created_at: expect.any(Date),
      });
      const storedAt = (row?.['created_at'] as Date).getTime();
      // The database clock may differ a little from jest's; a second either way is plenty.
      expect(storedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(storedAt).toBeLessThanOrEqual(after + 1000);
    });

    it('never hands out sequential or repeated ids', async () => {
      const app = await makeApp();
      const results = [await submitValid(app), await submitValid(app), await submitValid(app)];
      const tokens = results.flatMap((r) => [r.insertedId, r.hash]);
      expect(new Set(tokens).size).toBe(6);
      for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    });

    it('takes a few submissions per address in 10 minutes, then answers 429 with Retry-After, other addresses still welcome', async () => {
      let clock = new Date('2026-11-26T10:00:00Z');
      const app = await makeApp({ env: { SURVEY_SUBMISSIONS_PER_ADDRESS: '3' }, now: () => clock });
      const post = (remoteAddress: string, payload = validSubmission()) => app.inject({ method: 'POST', url: '/api/forms/survey-forms', payload, remoteAddress });
      // A mistake is not counted: it stores nothing.
      expect((await post('203.0.113.9', validSubmission({ formId: 'plot-survey-v99' }))).statusCode).toBe(400);
      for (let i = 0; i < 3; i += 1) expect((await post('203.0.113.9')).statusCode).toBe(201);
      const refused = await post('203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'too many survey submissions from this address; try again later' });
      expect(refused.headers['retry-after']).toBe('600');
      expect(await count('survey_responses')).toBe(3);
      expect((await post('198.51.100.4')).statusCode).toBe(201);
      clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
      expect((await post('203.0.113.9')).statusCode).toBe(201);
    });

    it('accepts a submission without site details, which are optional (Finish runs no validation)', async () => {
      const app = await makeApp();
      const withoutSite = answerWith((a) => delete a['SiteDetails']);
      const blankSite = answerWith((a) => (a['SiteDetails'] = { roads: '', notes: '  ' }));
      for (const answer of [withoutSite, blankSite]) {
        const stored = await postSubmission(app, validSubmission({ answer }));
        expect(stored.statusCode).toBe(201);
        const { data } = (await app.inject({ method: 'GET', url: `/api/forms/response?q=${stored.json().insertedId}` })).json();
        expect(data).toBe(VALID_REQUIREMENT.slice(0, VALID_REQUIREMENT.indexOf(' Site:')));
      }
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['width above 100', { answer: answerWith((a) => (a['Plot Width'] = { width: '150' })) }, 'body.answer.Plot Width.width must be 100 or less'],
      ['depth above 100', { answer: answerWith((a) => (a['Plot Depth'] = { depth: '100.5' })) }, 'body.answer.Plot Depth.depth must be 100 or less'],
      ['a zero width', { answer: answerWith((a) => (a['Plot Width'] = { width: '0' })) }, 'body.answer.Plot Width.width must be a positive number'],
      ['a negative depth', { answer: answerWith((a) => (a['Plot Depth'] = { depth: '-20' })) }, 'body.answer.Plot Depth.depth must be a positive number'],
      ['a width that is not a number', { answer: answerWith((a) => (a['Plot Width'] = { width: 'thirty' })) }, 'body.answer.Plot Width.width must be a positive number'],
      ['a missing step', { answer: answerWith((a) => delete a['Bedrooms']) }, 'body.answer.Bedrooms.bedrooms is required'],
      ['a missing field', { answer: answerWith((a) => (a['Parking'] = {})) }, 'body.answer.Parking.parking is required'],
      ['a blank answer', { answer: answerWith((a) => (a['Vastu'] = { vastu: '   ' })) }, 'body.answer.Vastu.vastu is required'],
      ['a radio value not among the options', { answer: answerWith((a) => (a['Floors'] = { floors: '7' })) }, 'body.answer.Floors.floors must be one of 1, 2, 3, 4'],
      ['a compass value not among the options', { answer: answerWith((a) => (a['Plot Facing'] = { facing: 'North' })) }, 'body.answer.Plot Facing.facing must be one of N, NE, E, SE, S, SW, W, NW'],
      ['an extra radio value not among the options', { answer: answerWith((a) => (a['SiteDetails'] = { roads: 'four' })) }, 'body.answer.SiteDetails.roads must be one of one, two, three'],
      ['an answer to a step the form does not have', { answer: answerWith((a) => (a['Garden'] = { garden: 'yes' })) }, `body.answer must not have property "Garden": it is not a step of survey form ${SEEDED_FORM_ID}`],
      ['a field the step does not have', { answer: answerWith((a) => (a['Plot Width'] = { width: '30', height: '10' })) }, 'body.answer.Plot Width must not have property "height"'],
      ['an extra field sent under its step instead of SiteDetails', { answer: answerWith((a) => (a['Floors'] = { floors: '2', corner: 'yes' })) }, 'body.answer.Floors must not have property "corner"'],
      ['a non-extra field sent under SiteDetails', { answer: answerWith((a) => (a['SiteDetails'] = { width: '30' })) }, 'body.answer.SiteDetails must not have property "width"'],
      ['a non-object answer', { answer: 'width=30' }, 'body.answer must be object'],
      ['a step that is not an object', { answer: answerWith((a) => ((a as Record<string, unknown>)['Floors'] = '2')) }, 'body.answer.Floors must be object'],
      ['a missing formId', { formId: undefined }, 'body.formId is required'],
      ['an unknown formId', { formId: 'plot-survey-v99' }, 'body.formId "plot-survey-v99" is not a known survey form'],
      ['a text field over 1,000 characters', { answer: answerWith((a) => (a['SiteDetails'] = { notes: 'x'.repeat(1001) })) }, 'body.answer.SiteDetails.notes must NOT have more than 1000 characters'],
      ['a query string over 1,000 characters', { queryStrings: { lan: 'x'.repeat(1001) } }, 'body.queryStrings.lan must NOT have more than 1000 characters'],
      ['a UTM detail that is not utm_*', { utmDetails: { utm_source: 'google', gclid: 'abc' } }, 'body.utmDetails property "gclid" must match pattern "^utm_"'],
      ['another brand', { brand: 'acme' }, 'body.brand must be one of flx'],
      ['an unknown language', { selectedLanguage: 'fr' }, 'body.selectedLanguage must be one of en, hn, ta, tel, mal, kan, arabic, sinhala, bangla, pashto'],
      ['missing query strings', { queryStrings: undefined }, 'body.queryStrings is required'],
    ];

    it.each(invalid)('answers 400 naming the field for %s, and stores nothing', async (_case, overrides, message) => {
      const app = await makeApp();
      const response = await postSubmission(app, validSubmission(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await count('survey_responses')).toBe(0);
    });

    it('answers 413 to a body over 64 KB before reading it', async () => {
      const app = await makeApp();
      const huge = validSubmission({ queryStrings: Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, 'x'.repeat(1000)])) });
      const response = await postSubmission(app, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'body must be at most 65536 bytes' });
      expect(await count('survey_responses')).toBe(0);
    });

    it('answers a database failure with a 500 that gives nothing away, stores nothing, and recovers', async () => {
      const app = await makeApp();
      await database().exec(`
        create function refuse_responses() returns trigger language plpgsql as $$
          begin raise exception 'responses table unavailable'; end
        $$;
        create trigger refuse_responses before insert on survey_responses for each statement execute function refuse_responses();
      `);
      const failed = await postSubmission(app, validSubmission());
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' });
      expect(await count('survey_responses')).toBe(0);

      await database().exec('drop trigger refuse_responses on survey_responses');
      expect((await postSubmission(app, validSubmission())).statusCode).toBe(201);
      expect(await count('survey_responses')).toBe(1);
    });
  });

  describe('GET /api/forms/country-details', () => {
    it.each([
      ['in', '+91', 'flx-in', 'INR'],
      ['bd', '+880', 'flx-bd', 'BDT'],
      ['sl', '+94', 'flx-sl', 'LKR'],
      ['eg', '+20', 'flx-eg', 'EGP'],
      ['af', '+93', 'flx-af', 'AFN'],
      ['global', '+1', 'flx-global', 'USD'],
    ])('gives %s its dial code %s, entity %s and currency %s', async (country, isdCode, entity, currency) => {
      const app = await makeApp();
      const response = await app.inject({ method: 'GET', url: `/api/forms/country-details?country=${country}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { countryDetails, currencyInfo } = response.json();
      expect(currencyInfo).toEqual({ currency });
      expect(countryDetails).toEqual({
        isdCode,
        entity,
        notificationNames: expect.any(Array),
        banners: expect.any(Array),
        testimonials: [],
        testimonialContents: expect.any(Array),
      });
      expect(countryDetails.notificationNames.length).toBeGreaterThanOrEqual(5);
      expect(countryDetails.banners.length).toBeGreaterThanOrEqual(2);
      expect(countryDetails.banners.length).toBeLessThanOrEqual(3);
      for (const banner of countryDetails.banners) expect(banner).toEqual({ fullPath: expect.stringMatching(/^\/media\/banners\/.+\.svg$/) });
      // The seed's testimonials are samples: no visitor reads them as a client's words by default.
      expect(countryDetails.testimonialContents).toEqual([]);
    });

    it.each(['in', 'global'])('shows the seed sample testimonials of %s only when social proof is simulated', async (country) => {
      const app = await makeApp({ env: { SOCIAL_PROOF: 'simulated' } });
      const { countryDetails } = (await app.inject({ method: 'GET', url: `/api/forms/country-details?country=${country}` })).json();
      expect(countryDetails.testimonialContents).toHaveLength(3);
      for (const testimonial of countryDetails.testimonialContents) {
        expect(testimonial).toEqual({
          fullPath: expect.stringMatching(/^\/media\/avatars\/.+\.svg$/),
          name: expect.any(String),
          rating: expect.stringMatching(/^\/media\/ratings\/.+\.svg$/),
          content: expect.any(String),
        });
      }
    });

    it('answers 400 naming the field for an unknown or missing country', async () => {
      const app = await makeApp();
      const unknown = await app.inject({ method: 'GET', url: '/api/forms/country-details?country=us' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'querystring.country must be one of in, bd, sl, eg, af, global',
      });
      const missing = await app.inject({ method: 'GET', url: '/api/forms/country-details' });
      expect(missing.json().message).toBe('querystring.country is required');
    });
  });

  describe('GET /api/forms/response', () => {
    it('gives the stored answers back as readable English requirement text', async () => {
      const app = await makeApp();
      const { insertedId } = await submitValid(app);
      const response = await app.inject({ method: 'GET', url: `/api/forms/response?q=${insertedId}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ data: VALID_REQUIREMENT });
    });

    it('answers 404 for an id no response has, including a response hash', async () => {
      const app = await makeApp();
      const { hash } = await submitValid(app);
      for (const q of [unknownToken(), hash]) {
        const response = await app.inject({ method: 'GET', url: `/api/forms/response?q=${q}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'querystring.q does not name a stored survey response',
        });
      }
    });

    it('treats a stored answer edited by hand into something its form refuses as a server fault', async () => {
      const app = await makeApp();
      const { insertedId } = await submitValid(app);
      await database().query(`update survey_responses set answer = jsonb_set(answer, '{Floors,floors}', '"9"') where id = $1`, [insertedId]);
      const response = await app.inject({ method: 'GET', url: `/api/forms/response?q=${insertedId}` });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Something went wrong on our side');
    });

    it('answers 400 for an id that cannot be one', async () => {
      const app = await makeApp();
      const response = await app.inject({ method: 'GET', url: '/api/forms/response?q=1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('querystring.q must match pattern "^[A-Za-z0-9_-]{22}$"');
    });
  });

  describe('GET /api/forms/checkout-details', () => {
    it('prices every plan and the upsell in rupees for a stored response', async () => {
      const app = await makeApp();
      const { hash } = await submitValid(app);
      const response = await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=INR&slug=${hash}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        currency: 'INR',
        symbol: '₹',
        firstProductId: 'FLX_INR_Option1',
        secondProductId: 'FLX_INR_Option2',
        thiredProductId: 'FLX_INR_Option1_2D_3D',
        fourthProductId: 'FLX_INR_Option2_2D_3D',
        secondOfferProductId: 'FLX_INR_Option1_2D_3D_Offer',
        after_offer_amount: 999,
        original_amount: 1999,
        discount: 50,
        second_after_offer_amount: 1299,
        second_original_amount: 2499,
        second_discount: 48,
        ele_after_offer_amount: 1499,
        ele_original_amount: 2999,
        ele_discount: 50,
        second_ele_after_offer_amount: 2499,
        second_ele_original_amount: 4999,
        second_ele_discount: 50,
        offer_prize: 1199,
        offer_discount: 20,
      });
    });

    it('gives dollars with plans two and four unpriced (null), for /us and /uk visitors', async () => {
      const app = await makeApp();
      const { hash } = await submitValid(app);
      const response = await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=USD&slug=${hash}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.objectContaining({
          currency: 'USD',
          symbol: '$',
          secondProductId: '',
          fourthProductId: '',
          after_offer_amount: 19,
          second_after_offer_amount: null,
          second_original_amount: null,
          second_discount: null,
          ele_after_offer_amount: 29,
          second_ele_after_offer_amount: null,
          second_ele_original_amount: null,
          second_ele_discount: null,
          offer_prize: 24,
        }),
      );
    });

    it.each([
      ['BDT', '৳'],
      ['LKR', 'Rs'],
      ['EGP', 'E£'],
      ['AFN', '؋'],
    ])('prices all four plans in %s with the symbol %s', async (currency, symbol) => {
      const app = await makeApp();
      const { hash } = await submitValid(app);
      const body = (await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=${currency}&slug=${hash}` })).json();
      expect(body.symbol).toBe(symbol);
      for (const field of ['after_offer_amount', 'second_after_offer_amount', 'ele_after_offer_amount', 'second_ele_after_offer_amount', 'offer_prize']) {
        expect([field, typeof body[field]]).toEqual([field, 'number']);
      }
    });

    it('answers 400 naming the field for an unknown currency', async () => {
      const app = await makeApp();
      const { hash } = await submitValid(app);
      const response = await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=GBP&slug=${hash}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'querystring.currency must be one of INR, BDT, LKR, EGP, AFN, USD',
      });
    });

    it('answers 404 for a slug that is not the hash of a stored response, including a response id', async () => {
      const app = await makeApp();
      const { insertedId } = await submitValid(app);
      for (const slug of [unknownToken(), insertedId]) {
        const response = await app.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=INR&slug=${slug}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'querystring.slug is not the hash of a stored survey response',
        });
      }
    });

    it('answers 400 for a missing slug', async () => {
      const app = await makeApp();
      const response = await app.inject({ method: 'GET', url: '/api/forms/checkout-details?currency=INR' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('querystring.slug is required');
    });
  });
});
