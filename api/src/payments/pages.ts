// The server-rendered pages of the payment flow: plain HTML, every value escaped, no script of our
// own (the site's CSP allows same-origin scripts only), readable on a 390 px phone.
import { formatMajor } from './money';
import type { Order } from './orders';
import { PACKAGE_NAME } from './packages';

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

export function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head><body>${body}</body></html>`;
}

/** A refusal: what went wrong in words a visitor understands, and a way back. */
export function refusalPage(heading: string, reason: string, backPath: string): string {
  return page(
    heading,
    `<main><div class="card" role="alert"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(reason)}</p>
<p><a class="button" href="${escapeHtml(backPath)}">Go back</a></p></div></main>`,
  );
}

export function orderSummary(order: Order): string {
  return `<dl><dt>Package</dt><dd>${escapeHtml(PACKAGE_NAME[order.packageType])}</dd>
<dt>Merchant order id</dt><dd>${escapeHtml(order.id)}</dd></dl>
<p class="amount">${escapeHtml(order.currency)} ${escapeHtml(formatMajor(order.amountMinor))}</p>`;
}

/**
 * The local test gateway: no money moves; Pay and Fail go through the same completion as real
 * gateways, and Cancel through the same way back as a visitor leaving Razorpay or Stripe.
 */
export function testGatewayPage(order: Order): string {
  const base = `/pay/${encodeURIComponent(order.id)}`;
  return page(
    'TEST MODE payment',
    `<header class="test-banner">TEST MODE<small>No real payment is taken</small></header>
<main><div class="card"><h1>Test payment</h1>
<p class="note">This page stands in for a payment gateway. <strong>Pay</strong> completes the order as a successful payment; <strong>Fail</strong> ends it as a declined one.</p>
${orderSummary(order)}
<div class="actions"><form method="post" action="${escapeHtml(base)}/test/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(base)}/test/fail"><button class="fail" type="submit">Fail</button></form></div>
<p><a href="${escapeHtml(base)}/cancel">Cancel and go back</a></p></div></main>`,
  );
}

/** After a gateway sent the visitor back but before its confirmation arrived: look again shortly. */
export function waitingPage(order: Order): string {
  return page(
    'Confirming your payment',
    `<main><div class="card" role="status"><h1>Confirming your payment…</h1>${orderSummary(order)}
<p>This page checks again every few seconds. You can also <a href="/pay/${escapeHtml(encodeURIComponent(order.id))}/return">check now</a>.</p></div></main>`,
    `<meta http-equiv="refresh" content="3">`,
  );
}
