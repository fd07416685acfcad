// Razorpay: an Orders API order per our order (amount in paise, our order id as receipt), then
// Standard Checkout in redirect mode: its script opens the payment form and posts the result to
// /pay/<order id>/razorpay, where the signature is checked against the Razorpay order id we stored.
import { translator } from '../../i18n/translations';
import { escapeHtml, orderSummary, page } from '../pages';
import type { Order } from '../orders';
import { PACKAGE_NAME } from '../packages';
import type { PaymentConfig } from '../config';
import { GatewayError, type PaymentGateway } from './gateway';

type RazorpayConfig = NonNullable<PaymentConfig['razorpay']>;

const REQUEST_TIMEOUT_MS = 15_000;

async function createRazorpayOrder(config: RazorpayConfig, order: Order): Promise<string> {
  const response = await fetch(`${config.apiBase}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    // receipt is unique per order on our side (at most 40 characters; ours are 22).
    body: JSON.stringify({ amount: order.amountMinor, currency: order.currency, receipt: order.id, notes: { package: order.packageType, product_id: order.productId } }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown; currency?: unknown } | null;
  if (!response.ok || typeof body?.id !== 'string') throw new GatewayError(`Razorpay order creation failed with HTTP ${response.status}`);
  if (body.amount !== order.amountMinor || body.currency !== order.currency) throw new GatewayError('Razorpay order does not match our amount');
  return body.id;
}

/** Our own script for the page (the site's CSP runs no inline script): opens Checkout with the options the page carries. */
export const RAZORPAY_OPENER_PATH = '/pay/razorpay-checkout.js';
export const RAZORPAY_OPENER_JS = `(function () {
  var options = JSON.parse(document.getElementById('razorpay-options').textContent);
  var checkout = new Razorpay(options);
  document.getElementById('razorpay-pay').addEventListener('click', function (event) {
    event.preventDefault();
    checkout.open();
  });
  checkout.open();
})();
`;

/** JSON that is safe inside a <script type="application/json"> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function checkoutPage(config: RazorpayConfig, order: Order, razorpayOrderId: string, publicBaseUrl: string): string {
  // Standard Checkout in redirect mode: Razorpay posts the signed result to callback_url.
  const options = {
    key: config.keyId,
    amount: order.amountMinor,
    currency: order.currency,
    order_id: razorpayOrderId,
    name: 'Floor Planner',
    description: PACKAGE_NAME[order.packageType],
    callback_url: `${publicBaseUrl}/pay/${order.id}/razorpay`,
    redirect: true,
  };
  const t = translator(order.language);
  return page(
    order.language,
    t('payment.razorpay.heading'),
    `<main><div class="card"><h1>${escapeHtml(t('payment.razorpay.heading'))}</h1>${orderSummary(order, t)}
<p><button class="pay" id="razorpay-pay" type="button">${escapeHtml(t('payment.razorpay.pay'))}</button></p>
<p><a href="/pay/${escapeHtml(order.id)}/cancel">${escapeHtml(t('payment.cancel'))}</a></p></div></main>
<script type="application/json" id="razorpay-options">${scriptJson(options)}</script>
<script src="${escapeHtml(config.checkoutScript)}"></script><script src="${RAZORPAY_OPENER_PATH}"></script>`,
  );
}

export function razorpayGateway(config: RazorpayConfig, publicBaseUrl: string): PaymentGateway {
  return {
    name: 'razorpay',
    async start(order) {
      const razorpayOrderId = order.gatewayOrderId ?? (await createRazorpayOrder(config, order));
      return {
        gatewayOrderId: razorpayOrderId,
        step: {
          kind: 'html',
          html: checkoutPage(config, order, razorpayOrderId, publicBaseUrl),
          scriptSources: [new URL(config.checkoutScript).origin],
          frameSources: ['https://api.razorpay.com'],
        },
      };
    },
  };
}
