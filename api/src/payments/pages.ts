// The server-rendered pages of the payment flow: plain HTML, every value escaped, no script of our
// own (the site's CSP allows same-origin scripts only), readable on a 390 px phone.
import { directionOf } from '../i18n/languages';
import { translator, type Translate } from '../i18n/translations';
import { formatMajor } from './money';
import type { Order } from './orders';
import { planOf } from './packages';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1b1f24}
main{max-width:32rem;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 12px}
.test-banner{background:#b00020;color:#fff;font-weight:700;font-size:1.8rem;text-align:center;padding:16px;letter-spacing:.08em}
.test-banner small{display:block;font-size:1rem;letter-spacing:0;font-weight:600}
.note{color:#3c4043;margin:0 0 12px}
.amount{font-size:2rem;font-weight:700;margin:8px 0 16px}
.actions{display:flex;gap:12px;margin-bottom:16px}.actions form{flex:1}.actions button{width:100%;padding:14px 20px}
button,.button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#0b6b2e;color:#fff}.fail{background:#5f6368;color:#fff}.button{background:#0b57d0;color:#fff}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#5f6368}dd{margin:0;word-break:break-all}`;

export function page(language: string, title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="${escapeHtml(language)}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head><body>${body}</body></html>`;
}

/** Why a payment page cannot go on: each has a heading and an explanation in payment.refusals.<name>. */
export type Refusal = 'notFound' | 'paused' | 'noAnswer' | 'notTest' | 'notRazorpay' | 'notConfirmed';

/** A refusal: what went wrong in words a visitor understands, in their language, and a way back. */
export function refusalPage(language: string, refusal: Refusal, backPath: string): string {
  const t = translator(language);
  const heading = t(`payment.refusals.${refusal}.heading`);
  return page(
    language,
    heading,
    `<main><div class="card" role="alert"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(t(`payment.refusals.${refusal}.body`))}</p>
<p><a class="button" href="${escapeHtml(backPath)}">${escapeHtml(t('payment.refusals.goBack'))}</a></p></div></main>`,
  );
}

/** The package by the name the visitor chose it under on the checkout, its order id and amount (read left to right, placed at the page's start). */
export function orderSummary(order: Order, t: Translate): string {
  return `<dl><dt>${escapeHtml(t('payment.summary.package'))}</dt><dd>${escapeHtml(t(`checkout.plans.name.${planOf(order.packageType)}`))}</dd>
<dt>${escapeHtml(t('payment.summary.orderId'))}</dt><dd><span dir="ltr">${escapeHtml(order.id)}</span></dd></dl>
<p class="amount"><span dir="ltr">${escapeHtml(order.currency)} ${escapeHtml(formatMajor(order.amountMinor))}</span></p>`;
}

/**
 * The local test gateway: no money moves; Pay and Fail go through the same completion as real
 * gateways, and Cancel through the same way back as a visitor leaving Razorpay or Stripe.
 * "TEST MODE" stays in English in every language: it is the operator's warning sign.
 */
export function testGatewayPage(order: Order): string {
  const t = translator(order.language);
  const base = `/pay/${encodeURIComponent(order.id)}`;
  return page(
    order.language,
    `TEST MODE · ${t('payment.test.heading')}`,
    `<header class="test-banner">TEST MODE<small>${escapeHtml(t('payment.test.noMoney'))}</small></header>
<main><div class="card"><h1>${escapeHtml(t('payment.test.heading'))}</h1>
<p class="note">${escapeHtml(t('payment.test.note'))}</p>
${orderSummary(order, t)}
<div class="actions"><form method="post" action="${escapeHtml(base)}/test/pay"><button class="pay" type="submit">${escapeHtml(t('payment.test.pay'))}</button></form>
<form method="post" action="${escapeHtml(base)}/test/fail"><button class="fail" type="submit">${escapeHtml(t('payment.test.fail'))}</button></form></div>
<p><a href="${escapeHtml(base)}/cancel">${escapeHtml(t('payment.cancel'))}</a></p></div></main>`,
  );
}

/** After a gateway sent the visitor back but before its confirmation arrived: look again shortly. */
export function waitingPage(order: Order): string {
  const t = translator(order.language);
  return page(
    order.language,
    t('payment.waiting.heading'),
    `<main><div class="card" role="status"><h1>${escapeHtml(t('payment.waiting.heading'))}</h1>${orderSummary(order, t)}
<p>${escapeHtml(t('payment.waiting.body'))} <a href="/pay/${escapeHtml(encodeURIComponent(order.id))}/return">${escapeHtml(t('payment.waiting.checkNow'))}</a></p></div></main>`,
    `<meta http-equiv="refresh" content="3">`,
  );
}
