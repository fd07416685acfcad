import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_DIR } from '../paths';
import { CURRENCIES, PLANS, priceProblems, type CurrencyPrices } from './prices';
import { PRICES_FILE } from './seed-files';

async function shippedPrices(): Promise<CurrencyPrices[]> {
  const file = JSON.parse(await readFile(join(SEED_DIR, PRICES_FILE), 'utf8')) as { currencies: CurrencyPrices[] };
  return file.currencies;
}

const percentOff = (original: number, amount: number) => Math.round(((original - amount) / original) * 100);

describe('the shipped price list (api/seed/prices.json)', () => {
  it.each(CURRENCIES)('%s: every discount is the rounded percent off, and the upsell is cheaper than plan three', async (code) => {
    const prices = (await shippedPrices()).find((currency) => currency.code === code);
    if (prices === undefined) throw new Error(`${code} is not priced`);
    for (const plan of PLANS) {
      const price = prices.plans[plan];
      if (price === null) continue;
      expect([plan, price.amount < price.originalAmount]).toEqual([plan, true]);
      expect([plan, price.discountPercent]).toEqual([plan, percentOff(price.originalAmount, price.amount)]);
    }
    const three = prices.plans.three;
    if (three === null) throw new Error(`${code} has no plan three for the upsell to discount`);
    expect(prices.offer.amount).toBeLessThan(three.amount);
    expect(prices.offer.discountPercent).toBe(percentOff(three.amount, prices.offer.amount));
    expect(prices.offer.discountPercent).toBeGreaterThan(0);
  });

  it('prices all four plans in every currency except USD, where plans two and four have no price', async () => {
    const unpriced = (await shippedPrices()).flatMap((currency) =>
      PLANS.filter((plan) => currency.plans[plan] === null).map((plan) => `${currency.code} ${plan}`),
    );
    expect(unpriced).toEqual(['USD two', 'USD four']);
  });

  it('gives every plan and offer a product id of its own', async () => {
    const ids = (await shippedPrices()).flatMap((currency) => [
      ...PLANS.flatMap((plan) => currency.plans[plan]?.productId ?? []),
      currency.offer.productId,
    ]);
    expect(ids).toHaveLength(28);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes the rules the seed step enforces', async () => {
    expect(priceProblems(await shippedPrices())).toEqual([]);
  });
});

describe('priceProblems', () => {
  const rupees = (): CurrencyPrices => ({
    code: 'INR',
    symbol: '₹',
    plans: {
      one: { productId: 'a1', amount: 999, originalAmount: 1999, discountPercent: 50 },
      two: null,
      three: { productId: 'a3', amount: 1499, originalAmount: 2999, discountPercent: 50 },
      four: null,
    },
    offer: { productId: 'a5', amount: 1199, discountPercent: 20 },
  });
  const onlyRupees = (prices: CurrencyPrices) => priceProblems([prices]).filter((problem) => problem.startsWith('INR') || problem.startsWith('product'));

  it('accepts a consistent list', () => {
    expect(onlyRupees(rupees())).toEqual([]);
  });

  it('names a discount that does not match its prices', () => {
    const prices = rupees();
    prices.plans.one = { productId: 'a1', amount: 999, originalAmount: 1999, discountPercent: 60 };
    expect(onlyRupees(prices)).toEqual(['INR plan one: discount is 60% but 999 from 1999 is 50%']);
  });

  it('refuses an upsell that is not cheaper than plan three', () => {
    const prices = rupees();
    prices.offer = { productId: 'a5', amount: 1499, discountPercent: 0 };
    expect(onlyRupees(prices)).toEqual(["INR offer: 1499 must be below plan three's 1499"]);
  });

  it('refuses a price above its original, a missing required plan and a shared product id', () => {
    const prices = rupees();
    prices.plans.one = { productId: 'a1', amount: 2500, originalAmount: 1999, discountPercent: -25 };
    prices.plans.three = null;
    prices.offer = { productId: 'a1', amount: 1199, discountPercent: 20 };
    expect(onlyRupees(prices)).toEqual([
      'INR plan one: offer price 2500 must be below the original 1999',
      'INR plan three must have a price',
      'product id a1 is used more than once',
    ]);
  });

  it('asks for every currency exactly once', () => {
    expect(priceProblems([rupees()])).toEqual(
      expect.arrayContaining(['BDT must be priced exactly once (found 0)', 'USD must be priced exactly once (found 0)']),
    );
  });
});
