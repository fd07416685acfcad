import type { CheckoutPrices } from '@flx/shared-contract';
import { buildPaymentLink, isdFrom } from './payment-link';

const prices: CheckoutPrices = {
  currency: 'INR',
  symbol: '₹',
  plans: {
    one: { productId: 'IN-1', amount: 999, originalAmount: 1999, discountPercent: 50 },
    two: { productId: 'IN-2', amount: 1799, originalAmount: 3599, discountPercent: 50 },
    three: { productId: 'IN-3', amount: 1499, originalAmount: 2999, discountPercent: 50 },
    four: { productId: 'IN-4', amount: 2499, originalAmount: 4999, discountPercent: 50 },
  },
  offer: { productId: 'IN-O', amount: 1199, discountPercent: 20 },
};
const ctx = { paymentUrl: '/pay', token: 'tok', entity: 'flx-in', language: 'hn', query: { Rx: 'r1', mobile: '9876543210', isd: '+91', Fx: 'f' } };

describe('payment link (spec section 7)', () => {
  it.each([
    ['one', 'Option1', 'IN-1', '999'],
    ['two', 'Option2', 'IN-2', '1799'],
    ['three', 'Option1_2D_3D', 'IN-3', '1499'],
    ['four', 'Option2_2D_3D', 'IN-4', '2499'],
    ['offer', 'Option1_2D_3D_Offer', 'IN-O', '1199'],
  ] as const)('%s pays %s with product %s for %s', (plan, offertype, productid, amount) => {
    const link = buildPaymentLink(prices, plan, ctx);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    const url = new URL(link.url, 'https://site.example');
    expect(url.pathname).toBe('/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok', offertype, currency: 'INR', productid, entity: 'flx-in', lang: 'hn', amount,
      mobile: '9876543210', responseId: 'r1', isdcode: '91', brandCode: 'flx',
    });
    expect(link.packageType).toBe(offertype);
  });

  it('refuses without a mobile longer than 7 characters or a response id', () => {
    expect(buildPaymentLink(prices, 'one', { ...ctx, query: { Rx: 'r1', mobile: '1234567' } }).ok).toBe(false);
    expect(buildPaymentLink(prices, 'one', { ...ctx, query: { mobile: '9876543210' } }).ok).toBe(false);
  });

  it('refuses a plan without a price', () => {
    expect(buildPaymentLink({ ...prices, plans: { one: prices.plans.one } }, 'four', ctx).ok).toBe(false);
  });

  it('defaults isd to 91 and drops a leading +', () => {
    expect(isdFrom({})).toBe('91');
    expect(isdFrom({ isd: '+880' })).toBe('880');
  });
});
