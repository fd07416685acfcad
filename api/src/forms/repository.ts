// Reads and writes the forms service's tables: questionnaire versions, survey responses, country details and prices.
import type { Database } from '../db/database';
import type { COUNTRIES } from '../releases/rules';
import { parseAnswer, type AnswerGroups } from './answers';
import type { FormDefinition, StoredForm } from './definition';
import { randomToken } from './ids';
import { PLANS, type Currency, type CurrencyPrices, type Plan, type PlanPrice } from './prices';
import { requirementText } from './requirement';
import type { CountryEntry } from './seed-files';
import { cachedFor } from './ttl-cache';

export type Country = (typeof COUNTRIES)[number];

/** Forms, countries and prices change only when an instance starts with new seed files; half a minute of staleness is harmless. */
export const READ_CACHE_TTL_MS = 30_000;

export interface NewResponse {
  form: StoredForm;
  /** Exactly as the visitor sent it, already checked against `form` (parseAnswer). */
  answer: AnswerGroups;
  queryStrings: Record<string, string>;
  utmDetails: Record<string, string>;
  selectedLanguage: string;
  brand: string;
  /** The first response of a visitor who made this one by taking a change the plan engine suggested (plans/revision.ts). */
  revisionOf?: string;
}

export interface SavedResponse {
  id: string;
  hash: string;
}

export interface FormsRepository {
  /** The newest questionnaire version, or undefined before the first seed. */
  currentForm(): Promise<StoredForm | undefined>;
  findForm(id: string): Promise<StoredForm | undefined>;
  /** Stores the response with its answers, in one row; in `tx` when it is one step of a larger change. */
  saveResponse(response: NewResponse, tx?: Database): Promise<SavedResponse>;
  /** The requirement text of a response, or undefined when no response has that id. */
  findRequirement(responseId: string): Promise<string | undefined>;
  hasResponseHash(hash: string): Promise<boolean>;
  countryDetails(country: Country): Promise<CountryEntry | undefined>;
  prices(currency: Currency): Promise<CurrencyPrices | undefined>;
}

export interface FormsRepositoryOptions {
  /** How long read-mostly data is kept in memory; 0 reads the database every time. */
  cacheTtlMs?: number;
}

interface FormRow {
  id: string;
  version: number;
  definition: FormDefinition;
}

interface CountryRow {
  code: Country;
  isd_code: string;
  entity: string;
  currency: Currency;
  notification_names: CountryEntry['notificationNames'];
  banners: CountryEntry['banners'];
  testimonials: CountryEntry['testimonials'];
  testimonial_contents: CountryEntry['testimonialContents'];
}

interface PriceRow {
  currency: string;
  plan: Plan;
  product_id: string;
  amount: number;
  original_amount: number;
  discount_percent: number;
}

interface OfferRow {
  code: string;
  symbol: string;
  product_id: string;
  amount: number;
  discount_percent: number;
}

const FORM_COLUMNS = 'id, version, definition';

function toForm(row: FormRow): StoredForm {
  return { id: row.id, version: row.version, definition: row.definition };
}

function toCountry(row: CountryRow): CountryEntry {
  return {
    code: row.code,
    isdCode: row.isd_code,
    entity: row.entity,
    currency: row.currency,
    notificationNames: row.notification_names,
    banners: row.banners,
    testimonials: row.testimonials,
    testimonialContents: row.testimonial_contents,
  };
}

async function loadCountries(db: Database): Promise<Map<string, CountryEntry>> {
  const rows = await db.query<CountryRow>(
    'select code, isd_code, entity, currency, notification_names, banners, testimonials, testimonial_contents from countries',
  );
  return new Map(rows.map((row) => [row.code, toCountry(row)]));
}

// numeric arrives as a string from both drivers; float8 arrives as a number, and two decimals fit it exactly enough.
async function loadPrices(db: Database): Promise<Map<string, CurrencyPrices>> {
  const offers = await db.query<OfferRow>(
    `select c.code, c.symbol, o.product_id, o.amount::float8 as amount, o.discount_percent
     from currencies c join upsell_offers o on o.currency = c.code`,
  );
  const prices = await db.query<PriceRow>(
    `select currency, plan, product_id, amount::float8 as amount, original_amount::float8 as original_amount, discount_percent
     from plan_prices`,
  );
  const byCurrency = new Map<string, CurrencyPrices>();
  for (const offer of offers) {
    const plans = Object.fromEntries(PLANS.map((plan) => [plan, null])) as Record<Plan, PlanPrice | null>;
    for (const row of prices.filter((price) => price.currency === offer.code)) {
      plans[row.plan] = {
        productId: row.product_id,
        amount: row.amount,
        originalAmount: row.original_amount,
        discountPercent: row.discount_percent,
      };
    }
    byCurrency.set(offer.code, {
      code: offer.code,
      symbol: offer.symbol,
      plans,
      offer: { productId: offer.product_id, amount: offer.amount, discountPercent: offer.discount_percent },
    });
  }
  return byCurrency;
}

/**
 * The answers of a stored response by field name. It passed parseAnswer against this very form
 * version when it was stored and versions never change, so failing now means the database was
 * edited by hand: a server fault, not the caller's.
 */
function storedValues(form: StoredForm, answer: AnswerGroups, responseId: string): Map<string, string> {
  try {
    return new Map(parseAnswer(form, answer).map((field) => [field.fieldName, field.value]));
  } catch (error) {
    throw new Error(`stored survey response ${responseId} no longer matches form ${form.id}`, { cause: error });
  }
}

export function createFormsRepository(db: Database, options: FormsRepositoryOptions = {}): FormsRepository {
  const ttl = options.cacheTtlMs ?? READ_CACHE_TTL_MS;
  // Stored versions never change, so a form found once can be kept for the life of the process.
  const formsById = new Map<string, StoredForm>();

  const currentForm = cachedFor(ttl, async () => {
    const [row] = await db.query<FormRow>(`select ${FORM_COLUMNS} from survey_forms order by version desc limit 1`);
    return row && toForm(row);
  });
  const countries = cachedFor(ttl, () => loadCountries(db));
  const prices = cachedFor(ttl, () => loadPrices(db));

  async function findForm(id: string): Promise<StoredForm | undefined> {
    const known = formsById.get(id);
    if (known !== undefined) return known;
    const [row] = await db.query<FormRow>(`select ${FORM_COLUMNS} from survey_forms where id = $1`, [id]);
    if (row === undefined) return undefined;
    const form = toForm(row);
    formsById.set(id, form);
    return form;
  }

  return {
    currentForm,
    findForm,

    async saveResponse(response, tx = db) {
      const saved = { id: randomToken(), hash: randomToken() };
      await tx.query(
        `insert into survey_responses (id, hash, form_id, answer, query_strings, utm_details, selected_language, brand, revision_of)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9)`,
        [
          saved.id,
          saved.hash,
          response.form.id,
          JSON.stringify(response.answer),
          JSON.stringify(response.queryStrings),
          JSON.stringify(response.utmDetails),
          response.selectedLanguage,
          response.brand,
          response.revisionOf ?? null,
        ],
      );
      return saved;
    },

    async findRequirement(responseId) {
      const [row] = await db.query<{ form_id: string; answer: AnswerGroups }>(
        'select form_id, answer from survey_responses where id = $1',
        [responseId],
      );
      if (row === undefined) return undefined;
      const form = await findForm(row.form_id);
      if (form === undefined) throw new Error(`survey response ${responseId} points at the missing form ${row.form_id}`);
      return requirementText(form.definition, storedValues(form, row.answer, responseId));
    },

    async hasResponseHash(hash) {
      const rows = await db.query('select 1 from survey_responses where hash = $1', [hash]);
      return rows.length > 0;
    },

    countryDetails: async (country) => (await countries()).get(country),
    prices: async (currency) => (await prices()).get(currency),
  };
}
