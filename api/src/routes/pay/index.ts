// The payment pages on the site's own origin: GET /pay takes the checkout's hand-off, creates or
// reuses the server-priced order and sends the browser on to /pay/<order id> (so the token leaves the
// address bar and the history), or to the payment-failed page saying why it was refused; /pay/<id>
// shows the chosen gateway, and the test gateway's buttons and the gateways' return addresses end
// the order through the one completion path.
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { TOKEN_PATTERN } from '../../forms/ids';
import { checkHandoff } from '../../payments/handoff';
import { attachGatewayOrder, findOrder, markPending, openOrder, type Order } from '../../payments/orders';
import { outcomeUrl, refusedUrl } from '../../payments/outcome';
import { GatewayError, type GatewayStep } from '../../payments/gateways/gateway';
import { RAZORPAY_OPENER_JS, RAZORPAY_OPENER_PATH } from '../../payments/gateways/razorpay';
import { refusalPage, waitingPage } from '../../payments/pages';
import { razorpayPaymentSignatureValid } from '../../payments/signatures';
import { CONTENT_SECURITY_POLICY } from '../../plugins/app/security-headers';

const ORDER_ID = new RegExp(TOKEN_PATTERN);

interface OrderParams {
  orderId: string;
}

/** The site's CSP widened by exactly the gateway origins a page needs. */
export function gatewayPolicy(step: Extract<GatewayStep, { kind: 'html' }>): string {
  const scripts = step.scriptSources ?? [];
  const frames = step.frameSources ?? [];
  const directives = CONTENT_SECURITY_POLICY.split('; ').map((d) => (d === "script-src 'self'" ? ["script-src 'self'", ...scripts].join(' ') : d));
  if (frames.length > 0) directives.push(`frame-src ${frames.join(' ')}`);
  return directives.join('; ');
}

const pay: FastifyPluginAsync = async (app) => {
  // Gateways post forms back (the test page's buttons, Razorpay's callback); only these routes read them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  function html(reply: FastifyReply, statusCode: number, body: string): FastifyReply {
    return reply.code(statusCode).type('text/html; charset=utf-8').send(body);
  }

  /** Best effort: a failure is only logged, and the visitor's way on does not depend on it. */
  async function abandonAtGateway(order: Order, log: FastifyBaseLogger): Promise<void> {
    const gateway = app.payments.gateway(order.gateway);
    if (!gateway?.abandon || !order.gatewayOrderId) return;
    await gateway.abandon(order).catch((error: unknown) => log.warn({ err: error, orderId: order.id }, 'gateway order could not be closed'));
  }

  async function orderOr404(orderId: string, reply: FastifyReply): Promise<Order | undefined> {
    const order = ORDER_ID.test(orderId) ? await findOrder(app.db, orderId) : undefined;
    if (!order) html(reply, 404, refusalPage('en', 'notFound', '/'));
    return order;
  }

  app.get(RAZORPAY_OPENER_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(RAZORPAY_OPENER_JS),
  );

  app.get('/pay', { schema: { hide: true } }, async (request, reply) => {
    const result = await checkHandoff(app.db, request.query as Record<string, unknown>, app.payments.now());
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'hand-off refused');
      // A redirect, so the token leaves the address bar here too; the page explains in the visitor's language.
      return reply.redirect(refusedUrl(result.reason, result.backPath), 303);
    }
    const gateway = app.payments.gatewayFor(result.order.currency);
    const { order, handled, replaced } = await openOrder(app.db, { ...result.order, gateway }, app.payments.now());
    request.log.info({ orderId: order.id, handled, gateway: order.gateway }, 'hand-off answered');
    if (replaced) await abandonAtGateway(replaced, request.log);
    // 303: the next request is a GET of an address without the token, and it replaces nothing in history.
    // An order that already paid for this plan answers with its thank-you page from there.
    return reply.redirect(`/pay/${order.id}`, 303);
  });

  app.get<{ Params: OrderParams }>('/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
    const order = await orderOr404(request.params.orderId, reply);
    if (!order) return reply;
    const ended = outcomeUrl(order);
    if (ended) return reply.redirect(ended, 303);
    const gateway = app.payments.gateway(order.gateway);
    if (!gateway) {
      return html(reply, 503, refusalPage(order.language, 'paused', order.backPath));
    }
    let started;
    try {
      started = await gateway.start(order);
      if (started.gatewayOrderId && started.gatewayOrderId !== order.gatewayOrderId) {
        const stored = await attachGatewayOrder(app.db, order.id, started.gatewayOrderId, app.payments.now());
        // A parallel visit (a double tap, two tabs) attached its gateway order first: pay that one,
        // since a payment on ours could never be matched to this order.
        if (stored && stored !== started.gatewayOrderId) started = await gateway.start({ ...order, gatewayOrderId: stored });
      } else if (order.status === 'created') {
        await markPending(app.db, order.id, app.payments.now(), `${order.gateway} payment page shown`);
      }
    } catch (error) {
      if (!(error instanceof GatewayError) && !(error instanceof Error && error.name === 'TimeoutError')) throw error;
      request.log.error({ err: error, orderId: order.id }, 'payment gateway failed');
      return html(reply, 502, refusalPage(order.language, 'noAnswer', `/pay/${order.id}`));
    }
    const { step } = started;
    if (step.kind === 'redirect') return reply.redirect(step.url, 303);
    if (step.scriptSources || step.frameSources) reply.header('content-security-policy', gatewayPolicy(step));
    return html(reply, 200, step.html);
  });

  // The test gateway's buttons: only for orders the test gateway holds.
  for (const result of ['pay', 'fail'] as const) {
    app.post<{ Params: OrderParams }>(`/pay/:orderId/test/${result}`, { schema: { hide: true } }, async (request, reply) => {
      const order = await orderOr404(request.params.orderId, reply);
      if (!order) return reply;
      if (order.gateway !== 'test') {
        return html(reply, 403, refusalPage(order.language, 'notTest', order.backPath));
      }
      const outcome =
        result === 'pay'
          ? ({ status: 'paid', paymentId: `test_${order.id}`, detail: 'test gateway: Pay pressed' } as const)
          : ({ status: 'failed', detail: 'test gateway: Fail pressed' } as const);
      const completed = await app.payments.complete(order.id, outcome);
      return reply.redirect(outcomeUrl(completed?.order ?? order) ?? `/pay/${order.id}`, 303);
    });
  }

  // Razorpay Checkout's callback (redirect mode): a signed success, or an error.
  app.post<{ Params: OrderParams; Body: Record<string, string> | undefined }>('/pay/:orderId/razorpay', { schema: { hide: true } }, async (request, reply) => {
    const order = await orderOr404(request.params.orderId, reply);
    if (!order) return reply;
    const keySecret = app.config.payments.razorpay?.keySecret;
    const body = request.body ?? {};
    const paymentId = body['razorpay_payment_id'];
    if (order.gateway !== 'razorpay' || !keySecret || !order.gatewayOrderId) {
      return html(reply, 403, refusalPage(order.language, 'notRazorpay', order.backPath));
    }
    if (paymentId) {
      // Checked against the Razorpay order id we stored, never the one posted back.
      if (!/^pay_[A-Za-z0-9]{1,40}$/.test(paymentId) || !razorpayPaymentSignatureValid(keySecret, order.gatewayOrderId, paymentId, body['razorpay_signature'])) {
        request.log.warn({ orderId: order.id }, 'Razorpay callback with a bad signature');
        return html(reply, 400, refusalPage(order.language, 'notConfirmed', `/pay/${order.id}/return`));
      }
      const completed = await app.payments.complete(order.id, { status: 'paid', paymentId, detail: 'razorpay: checkout callback, signature verified' });
      return reply.redirect(outcomeUrl(completed?.order ?? order) ?? `/pay/${order.id}`, 303);
    }
    // A failed attempt: the visitor may pay again on the same order, so it is recorded as failed but a later capture still counts.
    const reason = body['error[description]'] ?? body['error[reason]'] ?? 'payment failed';
    const completed = await app.payments.complete(order.id, { status: 'failed', detail: `razorpay: ${reason.slice(0, 200)}` });
    return reply.redirect(outcomeUrl(completed?.order ?? order) ?? `/pay/${order.id}`, 303);
  });

  // Where a gateway sends the visitor back: the outcome once it is known, otherwise a page that looks again.
  app.get<{ Params: OrderParams }>('/pay/:orderId/return', { schema: { hide: true } }, async (request, reply) => {
    const order = await orderOr404(request.params.orderId, reply);
    if (!order) return reply;
    const ended = outcomeUrl(order);
    if (ended) return reply.redirect(ended, 303);
    return html(reply, 200, waitingPage(order));
  });

  // The visitor gave up on the gateway's page.
  app.get<{ Params: OrderParams }>('/pay/:orderId/cancel', { schema: { hide: true } }, async (request, reply) => {
    const order = await orderOr404(request.params.orderId, reply);
    if (!order) return reply;
    const completed = await app.payments.complete(order.id, { status: 'cancelled', detail: `${order.gateway}: visitor cancelled` });
    if (completed?.changed) await abandonAtGateway(completed.order, request.log);
    return reply.redirect(outcomeUrl(completed?.order ?? order) ?? `/pay/${order.id}`, 303);
  });
};

export default pay;
