// Request and response schemas of the forms service (spec section 7, calls 1 to 5), in the spec's wire spellings.
import { Type } from '@fastify/type-provider-typebox';
import { FIELD_TYPES, SITE_DETAILS_KEY } from '../forms/definition';
import { TOKEN_PATTERN } from '../forms/ids';
import { CURRENCIES } from '../forms/prices';
import { COUNTRIES } from '../releases/rules';
import { StringEnum } from './common';

/** Spec section 1: the interface languages, as the spec spells them (`lan=hn`). */
export const SPEC_LANGUAGES = ['en', 'hn', 'ta', 'tel', 'mal', 'kan', 'arabic', 'sinhala', 'bangla', 'pashto'] as const;
export const BRANDS = ['flx'] as const;
/** Longest accepted answer, query-string or UTM value (free-text fields included). */
export const TEXT_MAX_LENGTH = 1000;
/** Largest accepted survey submission; anything bigger is answered 413 before it is parsed. */
export const SUBMISSION_BODY_LIMIT = 64 * 1024;

const MAX_KEYS = 50;
const KEY_MAX_LENGTH = 100;

const Token = (description: string) => Type.String({ pattern: TOKEN_PATTERN, description });
const Text = Type.String({ maxLength: TEXT_MAX_LENGTH });
const StringMap = (description: string, keys: { pattern?: string } = {}) =>
  Type.Record(Type.String(), Text, {
    maxProperties: MAX_KEYS,
    propertyNames: { maxLength: KEY_MAX_LENGTH, ...keys },
    description,
  });

export const SurveyField = Type.Object({
  name: Type.String({ description: 'answers are held under this name' }),
  label: Type.String({ description: 'English; translated through surveyForm.fields.<name>.label' }),
  type: StringEnum(FIELD_TYPES),
  options: Type.Optional(Type.Array(Type.String(), { description: 'stable codes; translated through surveyForm.options.<name>.<code>' })),
  images: Type.Optional(Type.Array(Type.String(), { description: 'one image path per option' })),
  extra: Type.Optional(Type.Boolean({ description: `true: answered in the ${SITE_DETAILS_KEY} group` })),
});

export const SurveyStep = Type.Object({
  id: Type.String({ description: 'stable key for translations (surveyForm.steps.<id>.label|smallText); our extension' }),
  label: Type.String({ description: 'English; the key its answers are sent under' }),
  smallText: Type.Optional(Type.String()),
  fields: Type.Array(SurveyField),
});

export const SurveyForm = Type.Object({
  _id: Type.String({ description: 'the questionnaire version; send it back as formId' }),
  target_url: Type.String(),
  questions: Type.Array(SurveyStep),
});

export const SurveyFormList = Type.Array(SurveyForm, { description: 'the current questionnaire first' });

export const SurveySubmission = Type.Object(
  {
    answer: Type.Record(Type.String(), StringMap('field values by field name'), {
      maxProperties: MAX_KEYS,
      description: `answers keyed by step label, each an object of field values by field name; extra fields under ${SITE_DETAILS_KEY}`,
    }),
    formId: Type.String({ minLength: 1, maxLength: KEY_MAX_LENGTH, description: '_id of the questionnaire answered' }),
    queryStrings: StringMap('every query parameter of the survey page'),
    selectedLanguage: StringEnum(SPEC_LANGUAGES),
    utmDetails: StringMap('the utm_* query parameters', { pattern: '^utm_' }),
    brand: StringEnum(BRANDS),
  },
  { additionalProperties: false },
);

export const SurveySubmitted = Type.Object({
  status: Type.Literal(201),
  insertedId: Token('the response id (Rx)'),
  hash: Token('the unguessable {hash} of /response/{hash}; our extension'),
});

export const CountryDetailsQuery = Type.Object({
  country: StringEnum(COUNTRIES, { description: 'visitor country' }),
});

export const CountryDetails = Type.Object({
  countryDetails: Type.Object({
    isdCode: Type.String({ description: 'default dial code, e.g. +91' }),
    entity: Type.String(),
    notificationNames: Type.Array(Type.String()),
    banners: Type.Array(Type.Object({ fullPath: Type.String() })),
    testimonials: Type.Array(Type.Object({ fullPath: Type.String(), video: Type.String() })),
    testimonialContents: Type.Array(
      Type.Object({
        fullPath: Type.String({ description: 'photo' }),
        name: Type.String(),
        rating: Type.String({ description: 'rating image' }),
        content: Type.String(),
      }),
    ),
  }),
  currencyInfo: Type.Object({ currency: StringEnum(CURRENCIES) }),
});

export const ResponseQuery = Type.Object({
  q: Token('the response id (Rx) that POST survey-forms returned as insertedId'),
});

export const ResponseRequirement = Type.Object({
  data: Type.String({ description: 'the answers as readable English requirement text' }),
});

export const CheckoutQuery = Type.Object({
  currency: StringEnum(CURRENCIES),
  slug: Token('the hash of a stored survey response'),
});

const Amount = Type.Number({ description: 'major units of the currency' });
const OptionalAmount = Type.Union([Type.Number(), Type.Null()], { description: 'major units; null when the plan is not sold in this currency' });
const OptionalPercent = Type.Union([Type.Integer(), Type.Null()]);

export const CheckoutDetails = Type.Object({
  currency: StringEnum(CURRENCIES),
  symbol: Type.String(),
  firstProductId: Type.String(),
  secondProductId: Type.String({ description: 'empty when plan two is not sold in this currency' }),
  thiredProductId: Type.String({ description: 'spelling as in the contract' }),
  fourthProductId: Type.String({ description: 'empty when plan four is not sold in this currency' }),
  secondOfferProductId: Type.String({ description: 'the countdown upsell' }),
  after_offer_amount: Amount,
  original_amount: Amount,
  discount: Type.Integer(),
  second_after_offer_amount: OptionalAmount,
  second_original_amount: OptionalAmount,
  second_discount: OptionalPercent,
  ele_after_offer_amount: OptionalAmount,
  ele_original_amount: OptionalAmount,
  ele_discount: OptionalPercent,
  second_ele_after_offer_amount: OptionalAmount,
  second_ele_original_amount: OptionalAmount,
  second_ele_discount: OptionalPercent,
  offer_prize: Amount,
  offer_discount: Type.Integer({ description: "percent off plan three's offer price" }),
});
