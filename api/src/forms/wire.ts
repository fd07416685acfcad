// The one place where the forms service's records take the spec's wire spellings (`_id`, `thiredProductId`, `offer_prize`...).
import type { Static } from '@fastify/type-provider-typebox';
import type { CheckoutDetails, CountryDetails, SurveyForm } from '../schemas/forms';
import type { StoredForm } from './definition';
import type { Currency, CurrencyPrices, PlanPrice } from './prices';
import type { CountryEntry } from './seed-files';

export function toWireSurveyForm(form: StoredForm): Static<typeof SurveyForm> {
  return {
    _id: form.id,
    target_url: form.definition.target_url,
    questions: form.definition.questions.map((step) => ({
      id: step.id,
      label: step.label,
      ...(step.smallText !== undefined && { smallText: step.smallText }),
      // `max` stays on the server: it is a validation rule, not part of the questionnaire the browser renders.
      fields: step.fields.map(({ name, label, type, options, images, extra }) => ({
        name,
        label,
        type,
        ...(options !== undefined && { options }),
        ...(images !== undefined && { images }),
        ...(extra !== undefined && { extra }),
      })),
    })),
  };
}

/**
 * `samples`: whether testimonials written as samples may be shown (SOCIAL_PROOF=simulated); by default a
 * visitor reads only what clients said.
 */
export function toWireCountryDetails(country: CountryEntry, { samples }: { samples: boolean }): Static<typeof CountryDetails> {
  return {
    countryDetails: {
      isdCode: country.isdCode,
      entity: country.entity,
      notificationNames: country.notificationNames,
      banners: country.banners,
      testimonials: country.testimonials,
      testimonialContents: country.testimonialContents
        .filter((item) => samples || !item.sample)
        .map(({ fullPath, name, rating, content }) => ({ fullPath, name, rating, content })),
    },
    currencyInfo: { currency: country.currency },
  };
}

function optional(price: PlanPrice | null) {
  return {
    productId: price?.productId ?? '',
    amount: price?.amount ?? null,
    originalAmount: price?.originalAmount ?? null,
    discount: price?.discountPercent ?? null,
  };
}

export function toWireCheckoutDetails(currency: Currency, prices: CurrencyPrices): Static<typeof CheckoutDetails> {
  const { one } = prices.plans;
  // The seed refuses price lists without plan one, so this only fires on a hand-edited database.
  if (one === null) throw new Error(`${currency} has no price for plan one`);
  const two = optional(prices.plans.two);
  const three = optional(prices.plans.three);
  const four = optional(prices.plans.four);
  return {
    currency,
    symbol: prices.symbol,
    firstProductId: one.productId,
    secondProductId: two.productId,
    thiredProductId: three.productId,
    fourthProductId: four.productId,
    secondOfferProductId: prices.offer.productId,
    after_offer_amount: one.amount,
    original_amount: one.originalAmount,
    discount: one.discountPercent,
    second_after_offer_amount: two.amount,
    second_original_amount: two.originalAmount,
    second_discount: two.discount,
    ele_after_offer_amount: three.amount,
    ele_original_amount: three.originalAmount,
    ele_discount: three.discount,
    second_ele_after_offer_amount: four.amount,
    second_ele_original_amount: four.originalAmount,
    second_ele_discount: four.discount,
    offer_prize: prices.offer.amount,
    offer_discount: prices.offer.discountPercent,
  };
}
