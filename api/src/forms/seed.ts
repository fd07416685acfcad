// Brings the questionnaire, countries and prices in the database in line with api/seed/*.json; safe to run on every start.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { waitForStartTurn } from '../db/start-turn';
import { SEED_DIR } from '../paths';
import { PLANS } from './prices';
import { readSeedFiles, type SeedData } from './seed-files';

// Distinct from the migration and release-seed locks, so instances starting together take turns here only.
const FORMS_SEED_LOCK_KEY = 7_301_957;

export interface FormsSeedResult {
  /** The questionnaire version now current. */
  formId: string;
  /** True when the file's content was new, so this run stored a new version. */
  formCreated: boolean;
}

export function contentSha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

async function seedForm(tx: Database, { name, definition }: SeedData['form']): Promise<FormsSeedResult> {
  const sha = contentSha256(definition);
  const [latest] = await tx.query<{ id: string; version: number; content_sha256: string }>(
    'select id, version, content_sha256 from survey_forms order by version desc limit 1',
  );
  if (latest?.content_sha256 === sha) return { formId: latest.id, formCreated: false };
  // A changed file is a new version; the old row stays as it was for the responses that answered it.
  const version = (latest?.version ?? 0) + 1;
  const formId = `${name}-v${version}`;
  await tx.query('insert into survey_forms (id, version, content_sha256, definition) values ($1, $2, $3, $4::jsonb)', [
    formId,
    version,
    sha,
    JSON.stringify(definition),
  ]);
  return { formId, formCreated: true };
}

async function seedPrices(tx: Database, prices: SeedData['prices']): Promise<void> {
  for (const currency of prices) {
    await tx.query(
      'insert into currencies (code, symbol) values ($1, $2) on conflict (code) do update set symbol = excluded.symbol',
      [currency.code, currency.symbol],
    );
    const priced = PLANS.filter((plan) => currency.plans[plan] !== null);
    await tx.query(
      'delete from plan_prices where currency = $1 and plan not in (select jsonb_array_elements_text($2::jsonb))',
      [currency.code, JSON.stringify(priced)],
    );
    for (const plan of priced) {
      const price = currency.plans[plan];
      if (price === null) continue;
      await tx.query(
        `insert into plan_prices (currency, plan, product_id, amount, original_amount, discount_percent)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (currency, plan) do update set product_id = excluded.product_id, amount = excluded.amount,
           original_amount = excluded.original_amount, discount_percent = excluded.discount_percent`,
        [currency.code, plan, price.productId, price.amount, price.originalAmount, price.discountPercent],
      );
    }
    const { offer } = currency;
    await tx.query(
      `insert into upsell_offers (currency, product_id, amount, discount_percent) values ($1, $2, $3, $4)
       on conflict (currency) do update set product_id = excluded.product_id, amount = excluded.amount,
         discount_percent = excluded.discount_percent`,
      [currency.code, offer.productId, offer.amount, offer.discountPercent],
    );
  }
}

async function seedCountries(tx: Database, countries: SeedData['countries']): Promise<void> {
  for (const country of countries) {
    await tx.query(
      `insert into countries (code, isd_code, entity, currency, notification_names, banners, testimonials, testimonial_contents)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb)
       on conflict (code) do update set isd_code = excluded.isd_code, entity = excluded.entity, currency = excluded.currency,
         notification_names = excluded.notification_names, banners = excluded.banners,
         testimonials = excluded.testimonials, testimonial_contents = excluded.testimonial_contents`,
      [
        country.code,
        country.isdCode,
        country.entity,
        country.currency,
        JSON.stringify(country.notificationNames),
        JSON.stringify(country.banners),
        JSON.stringify(country.testimonials),
        JSON.stringify(country.testimonialContents),
      ],
    );
  }
}

/** Everything in one transaction: a start that fails half way leaves the previous data in place. */
export async function seedForms(db: Database, dir: string = SEED_DIR): Promise<FormsSeedResult> {
  const data = await readSeedFiles(dir);
  return db.transaction(async (tx) => {
    await waitForStartTurn(tx, FORMS_SEED_LOCK_KEY);
    const result = await seedForm(tx, data.form);
    await seedPrices(tx, data.prices);
    await seedCountries(tx, data.countries);
    return result;
  });
}
