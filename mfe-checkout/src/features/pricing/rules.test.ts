import type { CheckoutPrices } from '@flx/shared-contract';
import { expanderLabelKey, hasMorePlans, offerValidTill, sellsTwoOptions, visiblePlans } from './rules';

const price = (amount: number) => ({ productId: `p${amount}`, amount, originalAmount: amount * 2, discountPercent: 50 });
const all: CheckoutPrices = {
  currency: 'INR',
  symbol: '₹',
  plans: { one: price(999), two: price(1799), three: price(1499), four: price(2499) },
  offer: { productId: 'o', amount: 1199, discountPercent: 20 },
};

describe('visiblePlans', () => {
  it('shows one and three collapsed, all four expanded, with their tags', () => {
    expect(visiblePlans(all, false).map((c) => c.plan)).toEqual(['one', 'three']);
    expect(visiblePlans(all, true).map((c) => `${c.plan}:${c.tag ?? ''}`)).toEqual(['one:', 'three:bestSeller', 'two:', 'four:superSaver']);
  });

  it('leaves out plans without a price', () => {
    const usd: CheckoutPrices = { ...all, plans: { one: price(19), three: price(29) } };
    expect(visiblePlans(usd, true).map((c) => c.plan)).toEqual(['one', 'three']);
    expect(hasMorePlans(usd)).toBe(false);
    expect(hasMorePlans(all)).toBe(true);
  });
});

it('knows the packages of two design options, whose popovers promise two different plans', () => {
  expect((['one', 'two', 'three', 'four'] as const).filter(sellsTwoOptions)).toEqual(['two', 'four']);
});

describe('checkout texts', () => {
  it('reads "+1 more" on /us and /uk addresses', () => {
    expect(expanderLabelKey('/us')).toBe('checkout.plans.moreUs');
    expect(expanderLabelKey('/uk')).toBe('checkout.plans.moreUs');
    expect(expanderLabelKey('')).toBe('checkout.plans.more');
  });

  it('makes the offer valid till tomorrow, across month and year ends', () => {
    expect(offerValidTill(new Date(2026, 10, 22, 23, 59))).toBe('23-11-2026');
    expect(offerValidTill(new Date(2026, 11, 31, 10))).toBe('01-01-2027');
  });

  it('writes the offer date the same way in every language (Latin digits, Gregorian calendar)', () => {
    expect(offerValidTill(new Date(2026, 10, 22), 'ps')).toBe('23-11-2026');
    expect(offerValidTill(new Date(2026, 10, 22), 'ar')).toBe('23-11-2026');
  });
});
