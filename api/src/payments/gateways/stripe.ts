// Stripe: a Checkout Session per order (our order id as client_reference_id and as the
// Idempotency-Key, so a repeated create returns the same session) and a redirect to Stripe's hosted
// page. The order is fulfilled only from the signed checkout.session.completed webhook; a session
// whose order ended unpaid is expired.
import type { PaymentConfig } from '../config';
import type { Order } from '../orders';
import { PACKAGE_NAME } from '../packages';
import { GatewayError, type PaymentGateway } from './gateway';

type StripeConfig = NonNullable<PaymentConfig['stripe']>;

const REQUEST_TIMEOUT_MS = 15_000;

async function stripeRequest(config: StripeConfig, method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string) {
  const response = await fetch(`${config.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    },
    ...(form && { body: form.toString() }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { id?: unknown; url?: unknown } | null;
  if (!response.ok || typeof body?.id !== 'string') throw new GatewayError(`Stripe ${method} ${path.split('/').slice(0, 4).join('/')} failed with HTTP ${response.status}`);
  return { id: body.id, url: typeof body.url === 'string' ? body.url : undefined };
}

export function sessionForm(order: Order, publicBaseUrl: string): URLSearchParams {
  return new URLSearchParams({
    mode: 'payment',
    client_reference_id: order.id,
    success_url: `${publicBaseUrl}/pay/${order.id}/return`,
    cancel_url: `${publicBaseUrl}/pay/${order.id}/cancel`,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': order.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(order.amountMinor),
    'line_items[0][price_data][product_data][name]': PACKAGE_NAME[order.packageType],
    'metadata[order_id]': order.id,
    'metadata[product_id]': order.productId,
  });
}

export function stripeGateway(config: StripeConfig, publicBaseUrl: string): PaymentGateway {
  return {
    name: 'stripe',
    async start(order) {
      const session = order.gatewayOrderId
        ? await stripeRequest(config, 'GET', `/v1/checkout/sessions/${encodeURIComponent(order.gatewayOrderId)}`)
        : await stripeRequest(config, 'POST', '/v1/checkout/sessions', sessionForm(order, publicBaseUrl), `flx-order-${order.id}`);
      if (!session.url) throw new GatewayError('Stripe Checkout Session has no url (it may have expired)');
      return { gatewayOrderId: session.id, step: { kind: 'redirect', url: session.url } };
    },
    async abandon(order) {
      if (!order.gatewayOrderId) return;
      await stripeRequest(config, 'POST', `/v1/checkout/sessions/${encodeURIComponent(order.gatewayOrderId)}/expire`, new URLSearchParams());
    },
  };
}
