// Reads the forms service's seed files (api/seed/*.json) and refuses any that are malformed or inconsistent, naming the problem.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { SEED_DIR } from '../paths';
import { COUNTRIES } from '../releases/rules';
import { FormDefinitionSchema, definitionProblems, type FormDefinition } from './definition';
import { CURRENCIES, priceProblems, type CurrencyPrices } from './prices';

export const SURVEY_FORM_FILE = 'survey-form.json';
export const COUNTRIES_FILE = 'countries.json';
export const PRICES_FILE = 'prices.json';

const MediaPath = Type.String({ pattern: '^/media/[a-z0-9/_.-]+$' });

const SurveyFormFile = Type.Object(
  {
    /** Names the versions: version n of "plot-survey" has the id "plot-survey-v<n>". */
    name: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    ...FormDefinitionSchema.properties,
  },
  { additionalProperties: false },
);

const CountryEntry = Type.Object(
  {
    code: Type.Enum(COUNTRIES),
    isdCode: Type.String({ pattern: '^\\+[0-9]{1,4}$' }),
    entity: Type.String({ minLength: 1 }),
    currency: Type.Enum(CURRENCIES),
    notificationNames: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
    banners: Type.Array(Type.Object({ fullPath: MediaPath }, { additionalProperties: false })),
    testimonials: Type.Array(Type.Object({ fullPath: MediaPath, video: MediaPath }, { additionalProperties: false })),
    testimonialContents: Type.Array(
      Type.Object(
        {
          fullPath: MediaPath,
          name: Type.String({ minLength: 1 }),
          rating: MediaPath,
          content: Type.String({ minLength: 1 }),
          // Written to show the layout, not said by a client: shown only with SOCIAL_PROOF=simulated.
          sample: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
const CountriesFile = Type.Object({ countries: Type.Array(CountryEntry) }, { additionalProperties: false });

const Amount = Type.Number({ exclusiveMinimum: 0 });
const PlanPriceEntry = Type.Object(
  { productId: Type.String({ minLength: 1 }), amount: Amount, originalAmount: Amount, discountPercent: Type.Integer() },
  { additionalProperties: false },
);
const OptionalPlan = Type.Union([PlanPriceEntry, Type.Null()]);
const PricesFile = Type.Object(
  {
    currencies: Type.Array(
      Type.Object(
        {
          code: Type.String(),
          symbol: Type.String({ minLength: 1 }),
          plans: Type.Object(
            { one: OptionalPlan, two: OptionalPlan, three: OptionalPlan, four: OptionalPlan },
            { additionalProperties: false },
          ),
          offer: Type.Object(
            { productId: Type.String({ minLength: 1 }), amount: Amount, discountPercent: Type.Integer() },
            { additionalProperties: false },
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type CountryEntry = Static<typeof CountryEntry>;

export interface SeedData {
  form: { name: string; definition: FormDefinition };
  countries: CountryEntry[];
  prices: CurrencyPrices[];
}

export class SeedFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} cannot be seeded:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SeedFileError';
  }
}

async function readChecked<T extends TSchema>(dir: string, file: string, schema: T): Promise<Static<T>> {
  const path = join(dir, file);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new SeedFileError(path, [error instanceof Error ? error.message : String(error)]);
  }
  if (!Value.Check(schema, value)) {
    throw new SeedFileError(
      path,
      Value.Errors(schema, value).map((error) => `${error.instancePath || '/'} ${error.message}`),
    );
  }
  return value;
}

function countryProblems(countries: CountryEntry[], prices: CurrencyPrices[]): string[] {
  const problems: string[] = [];
  for (const code of COUNTRIES) {
    const count = countries.filter((country) => country.code === code).length;
    if (count !== 1) problems.push(`country ${code} must be listed exactly once (found ${count})`);
  }
  for (const country of countries) {
    if (!prices.some((currency) => currency.code === country.currency)) {
      problems.push(`country ${country.code} uses ${country.currency}, which ${PRICES_FILE} does not price`);
    }
  }
  return problems;
}

/** The three seed files, each checked against its schema and the product's rules. */
export async function readSeedFiles(dir: string = SEED_DIR): Promise<SeedData> {
  const { name, ...definition } = await readChecked(dir, SURVEY_FORM_FILE, SurveyFormFile);
  const formProblems = definitionProblems(definition);
  if (formProblems.length > 0) throw new SeedFileError(join(dir, SURVEY_FORM_FILE), formProblems);

  const prices = (await readChecked(dir, PRICES_FILE, PricesFile)).currencies;
  const pricing = priceProblems(prices);
  if (pricing.length > 0) throw new SeedFileError(join(dir, PRICES_FILE), pricing);

  const { countries } = await readChecked(dir, COUNTRIES_FILE, CountriesFile);
  const countryIssues = countryProblems(countries, prices);
  if (countryIssues.length > 0) throw new SeedFileError(join(dir, COUNTRIES_FILE), countryIssues);

  return { form: { name, definition }, countries, prices };
}
