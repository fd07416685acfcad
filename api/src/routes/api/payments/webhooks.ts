// Gateway webhooks (under /api/payments/webhooks). Each one is checked over the exact bytes the
// gateway sent (a JSON parser that keeps the raw body, scoped to these routes), matched to an order
// we made for that gateway with the same amount and currency, and applied once per event id in the
// same transaction as the order change. Anything else is refused or acknowledged without effect.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/database';
import { findOrder, findOrderByGatewayOrder, firstSighting, type GatewayName, type Order, type Outcome } from '../../../payments/orders';
import { checkStripeSignature, hmacHex, razorpayWebhookSignatureValid } from '../../../payments/signatures';

const WEBHOOK_BODY_LIMIT = 1_048_576;

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function parse(raw: Buffer): Json | undefined {
  try {
    return object(JSON.parse(raw.toString('utf8')));
  } catch {
    return undefined;
  }
}

const webhooks: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  /** Applies an outcome once per event id; the answer says what happened, for the gateway's delivery log. */
  async function apply(gateway: GatewayName, eventId: string, order: Order, outcome: Outcome, log: FastifyBaseLogger) {
    const guard = (tx: Database) => firstSighting(tx, gateway, eventId, app.payments.now());
    const result = await app.payments.complete(order.id, outcome, guard);
    if (!result) return { received: true, applied: false, reason: 'duplicate event' };
    log.info({ orderId: order.id, eventId, changed: result.changed }, `${gateway} webhook applied`);
    return { received: true, applied: result.changed, ...(result.changed ? {} : { reason: `order already ${result.order.status}` }) };
  }

  function amountMatches(order: Order, amount: unknown, currency: string | undefined): boolean {
    return amount === order.amountMinor && currency?.toUpperCase() === order.currency;
  }

  app.post('/razorpay', { schema: { hide: true } }, async (request, reply) => {
    const secret = app.config.payments.razorpay?.webhookSecret;
    if (!secret) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Razorpay is not configured' });
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-razorpay-signature'];
    if (!razorpayWebhookSignatureValid(secret, raw, typeof signature === 'string' ? signature : undefined)) {
      request.log.warn('Razorpay webhook with a bad signature');
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'signature does not verify' });
    }
    const event = parse(raw);
    if (!event) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'body is not JSON' });
    const headerId = request.headers['x-razorpay-event-id'];
    // Razorpay names every delivery of one event with the same id; without it the signed body itself identifies the event.
    const eventId = typeof headerId === 'string' && headerId ? headerId : `body:${hmacHex('event', raw)}`;
    const type = text(event['event']);
    if (type !== 'payment.captured' && type !== 'order.paid') return { received: true, applied: false, reason: `${type ?? 'unknown'} is not acted on` };

    const payment = object(object(object(event['payload'])['payment'])['entity']);
    const paymentId = text(payment['id']);
    const razorpayOrderId = text(payment['order_id']);
    const order = razorpayOrderId ? await findOrderByGatewayOrder(app.db, 'razorpay', razorpayOrderId) : undefined;
    if (!order || !paymentId) return { received: true, applied: false, reason: 'no order of ours' };
    if (!amountMatches(order, payment['amount'], text(payment['currency']))) {
      request.log.error({ orderId: order.id }, 'Razorpay payment amount differs from the order');
      return { received: true, applied: false, reason: 'amount differs from the order' };
    }
    return apply('razorpay', eventId, order, { status: 'paid', paymentId, detail: `razorpay: ${type} webhook` }, request.log);
  });

  app.post('/stripe', { schema: { hide: true } }, async (request, reply) => {
    const secret = app.config.payments.stripe?.webhookSecret;
    if (!secret) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Stripe is not configured' });
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    const check = checkStripeSignature(secret, raw, typeof header === 'string' ? header : undefined, app.payments.now());
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'Stripe webhook refused');
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `signature: ${check.reason}` });
    }
    const event = parse(raw);
    const eventId = event && text(event['id']);
    if (!event || !eventId) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'body is not a Stripe event' });
    const type = text(event['type']) ?? 'unknown';
    const session = object(object(event['data'])['object']);
    const reference = text(session['client_reference_id']);
    const order = reference && /^[A-Za-z0-9_-]{22}$/.test(reference) ? await findOrder(app.db, reference) : undefined;
    if (!order || order.gateway !== 'stripe' || text(session['id']) !== order.gatewayOrderId) {
      return { received: true, applied: false, reason: 'no order of ours' };
    }

    let outcome: Outcome | undefined;
    if (type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded') {
      if (session['payment_status'] !== 'paid') return { received: true, applied: false, reason: 'payment not yet paid' };
      if (!amountMatches(order, session['amount_total'], text(session['currency']))) {
        request.log.error({ orderId: order.id }, 'Stripe session amount differs from the order');
        return { received: true, applied: false, reason: 'amount differs from the order' };
      }
      const paymentId = text(session['payment_intent']) ?? text(session['id'])!;
      outcome = { status: 'paid', paymentId, detail: `stripe: ${type} webhook` };
    } else if (type === 'checkout.session.async_payment_failed') {
      outcome = { status: 'failed', detail: `stripe: ${type} webhook` };
    } else if (type === 'checkout.session.expired') {
      outcome = { status: 'cancelled', detail: `stripe: ${type} webhook` };
    }
    if (!outcome) return { received: true, applied: false, reason: `${type} is not acted on` };
    return apply('stripe', eventId, order, outcome, request.log);
  });
};

export default webhooks;
