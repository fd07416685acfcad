import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_DIR } from '../paths';
import { describeEachDatabase } from '../test-support/databases';
import { SEEDED_FORM_ID, VALID_REQUIREMENT, postSubmission, submitValid, validAnswer, validSubmission } from '../test-support/survey';
import { seedForms } from './seed';
import { COUNTRIES_FILE, PRICES_FILE, SURVEY_FORM_FILE } from './seed-files';

type Json = Record<string, any>; // any: the tests reach into arbitrary spots of the seed JSON

const TABLES = ['survey_forms', 'currencies', 'countries', 'plan_prices', 'upsell_offers'] as const;

describeEachDatabase('forms seed', ({ makeApp, database, scratchDir }) => {
  /** A copy of api/seed with `edit` applied to one of its files. */
  async function editedSeed(file: string, edit: (json: Json) => void): Promise<string> {
    const dir = await mkdtemp(join(scratchDir(), 'seed-'));
    await cp(SEED_DIR, dir, { recursive: true });
    const json = JSON.parse(await readFile(join(dir, file), 'utf8')) as Json;
    edit(json);
    await writeFile(join(dir, file), JSON.stringify(json, null, 2));
    return dir;
  }

  async function counts(): Promise<Record<string, number | undefined>> {
    const entries = await Promise.all(
      TABLES.map(async (table) => [table, (await database().query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n]),
    );
    return Object.fromEntries(entries);
  }

  it('stores the questionnaire, six countries and their prices once, and changes nothing when run again', async () => {
    await makeApp();
    const first = await counts();
    expect(first).toEqual({ survey_forms: 1, currencies: 6, countries: 6, plan_prices: 22, upsell_offers: 6 });
    const before = await database().query('select * from plan_prices order by product_id');

    expect(await seedForms(database())).toEqual({ formId: SEEDED_FORM_ID, formCreated: false });
    await makeApp({ keepData: true });
    expect(await counts()).toEqual(first);
    expect(await database().query('select * from plan_prices order by product_id')).toEqual(before);
  });

  it('stores a changed questionnaire as a new version, while earlier responses keep the version they answered', async () => {
    const first = await makeApp();
    const { insertedId } = await submitValid(first);

    const seedDir = await editedSeed(SURVEY_FORM_FILE, (form) => {
      const floors = form['questions'][3];
      floors.label = 'Storeys';
      floors.fields[0].options.push('5');
    });
    const second = await makeApp({ keepData: true, seedDir });
    const [current] = (await second.inject({ method: 'GET', url: '/api/forms/survey-forms' })).json();
    expect(current._id).toBe('plot-survey-v2');
    expect(current.questions[3]).toEqual(expect.objectContaining({ label: 'Storeys' }));

    expect((await second.inject({ method: 'GET', url: `/api/forms/response?q=${insertedId}` })).json()).toEqual({
      data: VALID_REQUIREMENT,
    });
    expect(await database().query('select form_id from survey_responses')).toEqual([{ form_id: SEEDED_FORM_ID }]);

    const { Floors: _, ...rest } = validAnswer();
    const onV2 = await postSubmission(second, validSubmission({ formId: 'plot-survey-v2', answer: { ...rest, Storeys: { floors: '5' } } }));
    expect(onV2.statusCode).toBe(201);
    // A visitor who loaded version 1 before the change is still checked against version 1.
    const onV1 = await postSubmission(second, validSubmission({ answer: { ...validAnswer(), Floors: { floors: '5' } } }));
    expect(onV1.json().message).toBe('body.answer.Floors.floors must be one of 1, 2, 3, 4');

    await makeApp({ keepData: true, seedDir });
    expect(await database().query('select id from survey_forms order by version')).toEqual([
      { id: SEEDED_FORM_ID },
      { id: 'plot-survey-v2' },
    ]);
  });

  it('applies a changed price list on the next start, removing prices no longer listed', async () => {
    const first = await makeApp();
    const { hash } = await submitValid(first);
    const seedDir = await editedSeed(PRICES_FILE, (file) => {
      const [inr, bdt] = file['currencies'];
      inr.plans.one = { productId: 'FLX_INR_Option1', amount: 899, originalAmount: 1999, discountPercent: 55 };
      bdt.plans.two = null;
    });
    const second = await makeApp({ keepData: true, seedDir });
    const inr = (await second.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=INR&slug=${hash}` })).json();
    expect([inr.after_offer_amount, inr.original_amount, inr.discount]).toEqual([899, 1999, 55]);
    const bdt = (await second.inject({ method: 'GET', url: `/api/forms/checkout-details?currency=BDT&slug=${hash}` })).json();
    expect([bdt.secondProductId, bdt.second_after_offer_amount, bdt.second_original_amount, bdt.second_discount]).toEqual(['', null, null, null]);
    expect((await counts())['plan_prices']).toBe(21);
  });

  it.each([
    [PRICES_FILE, (file: Json) => (file['currencies'][0].plans.one.discountPercent = 40), /INR plan one: discount is 40% but 999 from 1999 is 50%/],
    [PRICES_FILE, (file: Json) => (file['currencies'][0].offer.amount = 1600), /INR offer: 1600 must be below plan three's 1499/],
    [SURVEY_FORM_FILE, (form: Json) => (form['questions'][1].fields[0].name = 'width'), /field name "width" is used twice/],
    [SURVEY_FORM_FILE, (form: Json) => (form['questions'][2].fields[0].options = ['N', 'UP']), /not compass points: UP/],
    [COUNTRIES_FILE, (file: Json) => file['countries'].pop(), /country global must be listed exactly once \(found 0\)/],
    [COUNTRIES_FILE, (file: Json) => (file['countries'][0].isdCode = '91'), /\/countries\/0\/isdCode/],
  ])('refuses to start on a %s that breaks the rules, naming the problem, and leaves the data as it was', async (file, edit, problem) => {
    await makeApp();
    const before = await counts();
    const seedDir = await editedSeed(file, edit);
    await expect(makeApp({ keepData: true, seedDir })).rejects.toThrow(problem);
    await expect(makeApp({ keepData: true, seedDir })).rejects.toThrow(`${file} cannot be seeded`);
    expect(await counts()).toEqual(before);
  });
});
