// The checkout's price vocabulary (plans, currencies) and the rules that keep a price list honest.

/** Spec section 2: one design option, two, one 2D + 3D elevation, two 2D + 3D elevations. */
export const PLANS = ['one', 'two', 'three', 'four'] as const;
export type Plan = (typeof PLANS)[number];

/** One currency per country of spec section 4 (in, bd, sl, eg, af, global). */
export const CURRENCIES = ['INR', 'BDT', 'LKR', 'EGP', 'AFN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Plans every currency must price: 'one' is always shown, and the upsell discounts 'three'. */
export const REQUIRED_PLANS: readonly Plan[] = ['one', 'three'];

export interface PlanPrice {
  productId: string;
  /** After the offer, in major units. */
  amount: number;
  originalAmount: number;
  discountPercent: number;
}

export interface UpsellOffer {
  productId: string;
  /** The countdown price of plan three, in major units. */
  amount: number;
  /** Percent off plan three's offer price. */
  discountPercent: number;
}

export interface CurrencyPrices {
  code: string;
  symbol: string;
  /** null: that plan is not sold in this currency. */
  plans: Record<Plan, PlanPrice | null>;
  offer: UpsellOffer;
}

/** The percent shown beside a price: how much cheaper `amount` is than `original`, to the nearest whole percent. */
export function discountPercent(original: number, amount: number): number {
  return Math.round(((original - amount) / original) * 100);
}

function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
}

function amountProblems(where: string, amount: number): string[] {
  if (!(amount > 0)) return [`${where}: amount must be positive (got ${amount})`];
  if (!hasAtMostTwoDecimals(amount)) return [`${where}: amount ${amount} has more than two decimals`];
  return [];
}

/** Everything wrong with a price list; empty when it can be shown to visitors. */
export function priceProblems(list: readonly CurrencyPrices[]): string[] {
  const problems: string[] = [];
  const codes = list.map((prices) => prices.code);
  for (const code of CURRENCIES) {
    const count = codes.filter((c) => c === code).length;
    if (count !== 1) problems.push(`${code} must be priced exactly once (found ${count})`);
  }
  for (const code of codes) {
    if (!(CURRENCIES as readonly string[]).includes(code)) problems.push(`${code} is not a known currency`);
  }

  const productIds: string[] = [];
  for (const prices of list) {
    const { code, plans, offer } = prices;
    for (const plan of PLANS) {
      const price = plans[plan];
      if (price === null) {
        if (REQUIRED_PLANS.includes(plan)) problems.push(`${code} plan ${plan} must have a price`);
        continue;
      }
      const where = `${code} plan ${plan}`;
      productIds.push(price.productId);
      problems.push(...amountProblems(where, price.amount), ...amountProblems(`${where} original`, price.originalAmount));
      if (price.amount >= price.originalAmount) {
        problems.push(`${where}: offer price ${price.amount} must be below the original ${price.originalAmount}`);
      }
      const expected = discountPercent(price.originalAmount, price.amount);
      if (price.discountPercent !== expected) {
        problems.push(`${where}: discount is ${price.discountPercent}% but ${price.amount} from ${price.originalAmount} is ${expected}%`);
      }
    }

    productIds.push(offer.productId);
    problems.push(...amountProblems(`${code} offer`, offer.amount));
    const three = plans.three;
    if (three !== null) {
      if (offer.amount >= three.amount) {
        problems.push(`${code} offer: ${offer.amount} must be below plan three's ${three.amount}`);
      }
      const expected = discountPercent(three.amount, offer.amount);
      if (offer.discountPercent !== expected) {
        problems.push(`${code} offer: discount is ${offer.discountPercent}% but ${offer.amount} from ${three.amount} is ${expected}%`);
      }
    }
  }

  const seen = new Set<string>();
  for (const id of productIds) {
    if (seen.has(id)) problems.push(`product id ${id} is used more than once`);
    seen.add(id);
  }
  return problems;
}
