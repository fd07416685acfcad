// The hand-off to the payment flow (spec section 7, navigation table): which query each
// package carries, and the check that it can be paid at all (spec section 5).
import { PACKAGE_TYPE, type CheckoutPrices, type PlanKey } from '@flx/shared-contract';

export const BRAND_CODE = 'flx';
/** Spec section 5: without a mobile longer than 7 characters and a response id, refuse. */
const MIN_MOBILE_LENGTH = 8;

export interface HandoffContext {
  paymentUrl: string;
  token: string;
  entity: string;
  language: string;
  /** From the checkout address. */
  query: Readonly<Record<string, string>>;
}

/** The isd query defaults to 91 and loses a leading '+'. */
export function isdFrom(query: Readonly<Record<string, string>>): string {
  return (query.isd || '91').replace(/^\+/, '');
}

export type Payable = PlanKey | 'offer';

export function priceOf(prices: CheckoutPrices, plan: Payable): { productId: string; amount: number } | undefined {
  if (plan === 'offer') return prices.offer;
  return prices.plans[plan];
}

export type PaymentLink = { ok: true; url: string; packageType: string; responseId: string } | { ok: false };

export function buildPaymentLink(prices: CheckoutPrices, plan: Payable, ctx: HandoffContext): PaymentLink {
  const mobile = ctx.query.mobile ?? '';
  const responseId = ctx.query.Rx ?? '';
  const price = priceOf(prices, plan);
  if (mobile.length < MIN_MOBILE_LENGTH || !responseId || !price) return { ok: false };
  const packageType = PACKAGE_TYPE[plan];
  const search = new URLSearchParams({
    token: ctx.token,
    offertype: packageType,
    currency: prices.currency,
    productid: price.productId,
    entity: ctx.entity,
    lang: ctx.language,
    amount: String(price.amount),
    mobile,
    responseId,
    isdcode: isdFrom(ctx.query),
    brandCode: BRAND_CODE,
  });
  return { ok: true, url: `${ctx.paymentUrl}?${search}`, packageType, responseId };
}
