// Which plan cards the checkout shows and what they say (spec sections 2 and 4).
import type { CheckoutPrices, PathPrefix, PlanKey, PlanPrice } from '@flx/shared-contract';
import { formatDayMonthYear } from '@flx/shared-i18n';

/** Order of the cards: 'three' (Best Seller) right after the default, the rest when expanded. */
const CARD_ORDER: readonly { plan: PlanKey; onlyExpanded: boolean }[] = [
  { plan: 'one', onlyExpanded: false },
  { plan: 'three', onlyExpanded: false },
  { plan: 'two', onlyExpanded: true },
  { plan: 'four', onlyExpanded: true },
];

export const PLAN_TAG: Partial<Record<PlanKey, 'bestSeller' | 'superSaver'>> = { three: 'bestSeller', four: 'superSaver' };

/** The packages of two design options (2D only, and 2D + 3D). */
const TWO_OPTION_PLANS: readonly PlanKey[] = ['two', 'four'];

export function sellsTwoOptions(plan: PlanKey): boolean {
  return TWO_OPTION_PLANS.includes(plan);
}

/**
 * The prices of the packages this visitor can buy: where the engine drew one option for their plot, the
 * two-option packages would promise a plan nobody can deliver (the server refuses them too). `drawnOptions`
 * is undefined while the plans load or when none were drawn.
 */
export function pricesOffered(prices: CheckoutPrices, drawnOptions: number | undefined): CheckoutPrices {
  if (drawnOptions === undefined || drawnOptions >= 2) return prices;
  const plans = { ...prices.plans };
  for (const plan of TWO_OPTION_PLANS) delete plans[plan];
  return { ...prices, plans };
}

/** Whether the visitor's plot made the checkout withhold packages whose price exists. */
export function withheldTwoOptions(prices: CheckoutPrices, offered: CheckoutPrices): boolean {
  return TWO_OPTION_PLANS.some((plan) => prices.plans[plan] && !offered.plans[plan]);
}

export interface PlanCardModel {
  plan: PlanKey;
  price: PlanPrice;
  tag?: 'bestSeller' | 'superSaver';
}

/** Cards shown: each only if its price exists; two and four only when the list is expanded. */
export function visiblePlans(prices: CheckoutPrices, expanded: boolean): PlanCardModel[] {
  return CARD_ORDER.flatMap(({ plan, onlyExpanded }) => {
    const price = prices.plans[plan];
    if (!price || (onlyExpanded && !expanded)) return [];
    return [{ plan, price, tag: PLAN_TAG[plan] }];
  });
}

/** Whether there is anything behind the expander at all. */
export function hasMorePlans(prices: CheckoutPrices): boolean {
  return CARD_ORDER.some(({ plan, onlyExpanded }) => onlyExpanded && prices.plans[plan]);
}

/** '+1 more' on /us or /uk addresses, otherwise '+3 more plans' (spec section 2). */
export function expanderLabelKey(prefix: PathPrefix): 'checkout.plans.moreUs' | 'checkout.plans.more' {
  return prefix ? 'checkout.plans.moreUs' : 'checkout.plans.more';
}

/** 'Offer Valid Till' is always tomorrow, as DD-MM-YYYY (Latin digits, Gregorian, in every language). */
export function offerValidTill(now: Date, language = 'en'): string {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  return formatDayMonthYear(tomorrow, language);
}
