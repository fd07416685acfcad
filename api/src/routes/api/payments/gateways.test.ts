import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../test-support/databases';
import { startFakeGateway, type FakeGateway } from '../../../test-support/fake-gateway';
import { handoffUrl, orderIdOf, signedInVisitor, type Visitor } from '../../../test-support/payments';

const KEY_SECRET = 'rzp_key_secret_for_tests';
const RZP_WEBHOOK_SECRET = 'rzp_webhook_secret_for_tests';
const STRIPE_WEBHOOK_SECRET = 'whsec_for_tests';
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describeEachDatabase('real gateways against local fakes', ({ makeApp, database }) => {
  let clock: Date;
  const now = () => clock;
  let fake: FakeGateway;

  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });
  afterEach(async () => {
    await fake?.close();
  });

  async function orderRow(id: string) {
    const rows = await database().query<{ status: string; gateway_order_id: string | null; payment_id: string | null }>(
      'select status, gateway_order_id, payment_id from orders where id = $1',
      [id],
    );
    return rows[0];
  }

  describe('Razorpay', () => {
    let app: FastifyInstance;
    let visitor: Visitor;
    let created = 0;

    beforeEach(async () => {
      created = 0;
      fake = await startFakeGateway((request) => {
        if (request.method === 'POST' && request.path === '/v1/orders') {
          const body = JSON.parse(request.body) as { amount: number; currency: string; receipt: string };
          created += 1;
          return { status: 200, body: { id: `order_Fake${created}`, entity: 'order', amount: body.amount, currency: body.currency, receipt: body.receipt, status: 'created' } };
        }
        return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
      });
      app = await makeApp({
        now,
        env: {
          PAYMENT_GATEWAY: 'razorpay',
          RAZORPAY_KEY_ID: 'rzp_test_key',
          RAZORPAY_KEY_SECRET: KEY_SECRET,
          RAZORPAY_WEBHOOK_SECRET: RZP_WEBHOOK_SECRET,
          RAZORPAY_API_BASE: fake.url,
          PUBLIC_BASE_URL: 'https://flx.example',
        },
      });
      visitor = await signedInVisitor(app, database(), clock);
    });

    async function startOrder(): Promise<string> {
      const id = orderIdOf((await app.inject({ url: handoffUrl(visitor) })).headers.location);
      const pageRes = await app.inject({ url: `/pay/${id}` });
      expect(pageRes.statusCode).toBe(200);
      return id;
    }

    const callback = (id: string, fields: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/pay/${id}/razorpay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

    const webhook = (body: unknown, eventId: string, secret = RZP_WEBHOOK_SECRET) => {
      const raw = JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(secret, raw), 'x-razorpay-event-id': eventId },
        payload: raw,
      });
    };
    const captured = (razorpayOrderId: string, paymentId: string, amount = 99_900, currency = 'INR') => ({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency, status: 'captured', order_id: razorpayOrderId } } },
    });

    it('creates one Razorpay order in paise with our order id as receipt, and shows Checkout for it', async () => {
      const id = orderIdOf((await app.inject({ url: handoffUrl(visitor) })).headers.location);
      const pageRes = await app.inject({ url: `/pay/${id}` });
      expect(pageRes.statusCode).toBe(200);
      expect(pageRes.body).toContain('<script src="https://checkout.razorpay.com/v1/checkout.js"></script><script src="/pay/razorpay-checkout.js"></script>');
      const options = JSON.parse(/<script type="application\/json" id="razorpay-options">(.*?)<\/script>/.exec(pageRes.body)![1]!);
      expect(options).toEqual({
        key: 'rzp_test_key',
        amount: 99_900,
        currency: 'INR',
        order_id: 'order_Fake1',
        name: 'Floor Planner',
        description: 'Starter Blueprint',
        callback_url: `https://flx.example/pay/${id}/razorpay`,
        redirect: true,
      });
      const opener = await app.inject({ url: '/pay/razorpay-checkout.js' });
      expect(opener.headers['content-type']).toMatch(/^text\/javascript/);
      expect(opener.body).toContain('new Razorpay(options)');
      expect(pageRes.body).not.toContain(KEY_SECRET);
      expect(pageRes.headers['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com");

      const [request] = fake.requests;
      expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`);
      expect(JSON.parse(request!.body)).toMatchObject({ amount: 99_900, currency: 'INR', receipt: id });
      expect(await orderRow(id)).toEqual({ status: 'pending', gateway_order_id: 'order_Fake1', payment_id: null });

      await app.inject({ url: `/pay/${id}` });
      expect(fake.requests).toHaveLength(1);
    });

    it('pays on a callback signed over the stored Razorpay order id, and refuses forged ones', async () => {
      const id = await startOrder();
      const forged = await callback(id, { razorpay_payment_id: 'pay_A1', razorpay_order_id: 'order_Fake1', razorpay_signature: hmac('guess', 'order_Fake1|pay_A1') });
      expect(forged.statusCode).toBe(400);
      // Signed correctly but for a Razorpay order that is not this order's.
      const otherOrder = await callback(id, { razorpay_payment_id: 'pay_A1', razorpay_order_id: 'order_Other', razorpay_signature: hmac(KEY_SECRET, 'order_Other|pay_A1') });
      expect(otherOrder.statusCode).toBe(400);
      expect((await orderRow(id))?.status).toBe('pending');

      const ok = await callback(id, { razorpay_payment_id: 'pay_A1', razorpay_order_id: 'order_Fake1', razorpay_signature: hmac(KEY_SECRET, 'order_Fake1|pay_A1') });
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toBe(`/thank-you?moid=${id}&pid=pay_A1&status=Success&currency=INR&amount=999`);
      expect(await orderRow(id)).toEqual({ status: 'paid', gateway_order_id: 'order_Fake1', payment_id: 'pay_A1' });
    });

    it('sends a failed attempt to the payment-failed page', async () => {
      const id = await startOrder();
      const failed = await callback(id, { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed' });
      expect(String(failed.headers.location)).toMatch(/^\/payment-failure\?back=%2Fresponse%2Fcheckout%2F/);
      expect((await orderRow(id))?.status).toBe('failed');
    });

    it('pays from a signed webhook once; replayed, forged, mismatched and unknown events change nothing', async () => {
      const id = await startOrder();
      expect((await webhook(captured('order_Fake1', 'pay_W1'), 'evt_1', 'wrong-secret')).statusCode).toBe(400);
      expect((await webhook(captured('order_Fake1', 'pay_W1', 100), 'evt_2')).json()).toMatchObject({ applied: false, reason: 'amount differs from the order' });
      expect((await webhook(captured('order_Unknown', 'pay_W1'), 'evt_3')).json()).toMatchObject({ applied: false, reason: 'no order of ours' });
      expect((await orderRow(id))?.status).toBe('pending');

      expect((await webhook(captured('order_Fake1', 'pay_W1'), 'evt_4')).json()).toEqual({ received: true, applied: true });
      expect((await webhook(captured('order_Fake1', 'pay_W1'), 'evt_4')).json()).toMatchObject({ applied: false, reason: 'duplicate event' });
      // order.paid for the same payment arrives later: harmless.
      const orderPaid = { ...captured('order_Fake1', 'pay_W1'), event: 'order.paid' };
      expect((await webhook(orderPaid, 'evt_5')).json()).toMatchObject({ applied: false, reason: 'order already paid' });
      expect(await orderRow(id)).toEqual({ status: 'paid', gateway_order_id: 'order_Fake1', payment_id: 'pay_W1' });
      expect(await database().query('select 1 from delivery_requests')).toHaveLength(1);
      const outbox = (await app.inject({ url: '/api/dev/outbox' })).json<{ body: string }[]>();
      expect(outbox.filter((m) => m.body.startsWith('Payment received'))).toHaveLength(1);
    });

    it('a capture that arrives after the visitor saw a failure still pays the order', async () => {
      const id = await startOrder();
      await callback(id, { 'error[code]': 'GATEWAY_ERROR', 'error[description]': 'timeout' });
      expect((await webhook(captured('order_Fake1', 'pay_Late'), 'evt_late')).json()).toEqual({ received: true, applied: true });
      expect((await orderRow(id))?.status).toBe('paid');
    });

    it('two parallel first visits both show the one Razorpay order stored for our order', async () => {
      const id = orderIdOf((await app.inject({ url: handoffUrl(visitor) })).headers.location);
      const pages = await Promise.all([app.inject({ url: `/pay/${id}` }), app.inject({ url: `/pay/${id}` })]);
      const stored = (await orderRow(id))?.gateway_order_id;
      expect(stored).toMatch(/^order_Fake\d$/);
      for (const pageRes of pages) {
        expect(pageRes.statusCode).toBe(200);
        const options = JSON.parse(/<script type="application\/json" id="razorpay-options">(.*?)<\/script>/.exec(pageRes.body)![1]!);
        expect(options.order_id).toBe(stored);
      }
    });

    it('treats a redelivery without an event id as the same event, and ignores events it does not act on', async () => {
      const id = await startOrder();
      const raw = JSON.stringify({ ...captured('order_Fake1', 'pay_N1'), event: 'payment.failed' });
      const send = (body: string) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/razorpay',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(RZP_WEBHOOK_SECRET, body) },
          payload: body,
        });
      expect((await send(raw)).json()).toMatchObject({ applied: false, reason: 'payment.failed is not acted on' });
      expect((await orderRow(id))?.status).toBe('pending');

      const capturedRaw = JSON.stringify(captured('order_Fake1', 'pay_N1'));
      expect((await send(capturedRaw)).json()).toEqual({ received: true, applied: true });
      expect((await send(capturedRaw)).json()).toMatchObject({ applied: false, reason: 'duplicate event' });
      expect(await database().query('select 1 from delivery_requests')).toHaveLength(1);
    });

    it('shows a clear page when Razorpay does not answer, without charging', async () => {
      fake.handle(() => ({ status: 500, body: { error: { code: 'SERVER_ERROR' } } }));
      const id = orderIdOf((await app.inject({ url: handoffUrl(visitor) })).headers.location);
      const res = await app.inject({ url: `/pay/${id}` });
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('The payment service did not answer');
      expect((await orderRow(id))?.status).toBe('created');
    });
  });

  describe('Stripe (for USD, while INR stays on the test gateway)', () => {
    let app: FastifyInstance;
    let visitor: Visitor;

    beforeEach(async () => {
      let sessions = 0;
      const session = (id: string, status = 'open') => ({ status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, status } });
      fake = await startFakeGateway((request) => {
        if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return session(`cs_test_${++sessions}`);
        const match = /^\/v1\/checkout\/sessions\/(cs_test_\d+)(\/expire)?$/.exec(request.path);
        if (match) return session(match[1]!, match[2] ? 'expired' : 'open');
        return { status: 404, body: { error: { type: 'invalid_request_error' } } };
      });
      app = await makeApp({
        now,
        env: { PAYMENT_GATEWAY_USD: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PUBLIC_BASE_URL: 'https://flx.example' },
      });
      visitor = await signedInVisitor(app, database(), clock, { isd: '1', mobile: '2025550123', btnUrl: 'https://flx.example/us/response/checkout/h?Rx=1' });
    });

    const usd = { currency: 'USD', productid: 'FLX_USD_Option1', amount: '19' };

    async function startOrder(): Promise<string> {
      const id = orderIdOf((await app.inject({ url: handoffUrl(visitor, 'Option1', usd) })).headers.location);
      const res = await app.inject({ url: `/pay/${id}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
      return id;
    }

    function signed(event: unknown, at: Date = clock, secret = STRIPE_WEBHOOK_SECRET) {
      const raw = JSON.stringify(event);
      const t = Math.floor(at.getTime() / 1000);
      return app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': `t=${t},v1=${hmac(secret, `${t}.${raw}`)}` },
        payload: raw,
      });
    }
    const sessionEvent = (id: string, type: string, orderId: string, extra: Record<string, unknown> = {}) => ({
      id,
      object: 'event',
      type,
      data: { object: { id: 'cs_test_1', object: 'checkout.session', client_reference_id: orderId, payment_status: 'paid', amount_total: 1900, currency: 'usd', payment_intent: 'pi_1', ...extra } },
    });

    it('creates a Checkout Session with client_reference_id and an Idempotency-Key, and redirects to it', async () => {
      const id = await startOrder();
      const [request] = fake.requests;
      expect(request?.headers.authorization).toBe('Bearer sk_test_fake');
      expect(request?.headers['idempotency-key']).toBe(`flx-order-${id}`);
      expect(Object.fromEntries(new URLSearchParams(request!.body))).toMatchObject({
        mode: 'payment',
        client_reference_id: id,
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '1900',
        'line_items[0][quantity]': '1',
        success_url: `https://flx.example/pay/${id}/return`,
        cancel_url: `https://flx.example/pay/${id}/cancel`,
      });
      expect(await orderRow(id)).toEqual({ status: 'pending', gateway_order_id: 'cs_test_1', payment_id: null });
      // INR still goes to the test gateway.
      const inr = orderIdOf((await app.inject({ url: handoffUrl(visitor, 'Option2', { currency: 'INR', productid: 'FLX_INR_Option2', amount: '1299' }) })).headers.location);
      expect((await app.inject({ url: `/pay/${inr}` })).body).toContain('TEST MODE');
    });

    it('fulfils from checkout.session.completed only, once; the return page waits for it', async () => {
      const id = await startOrder();
      const waiting = await app.inject({ url: `/pay/${id}/return` });
      expect(waiting.statusCode).toBe(200);
      expect(waiting.body).toContain('Confirming your payment');

      expect((await signed(sessionEvent('evt_1', 'checkout.session.completed', id))).json()).toEqual({ received: true, applied: true });
      expect((await signed(sessionEvent('evt_1', 'checkout.session.completed', id))).json()).toMatchObject({ applied: false, reason: 'duplicate event' });
      // Out of order: the session's expiry arriving after its completion changes nothing.
      expect((await signed(sessionEvent('evt_2', 'checkout.session.expired', id))).json()).toMatchObject({ applied: false, reason: 'order already paid' });
      expect(await orderRow(id)).toEqual({ status: 'paid', gateway_order_id: 'cs_test_1', payment_id: 'pi_1' });
      expect((await app.inject({ url: `/pay/${id}/return` })).headers.location).toBe(`/us/thank-you?moid=${id}&pid=pi_1&status=Success&currency=USD&amount=19`);
    });

    it('refuses forged, late and tampered events, and ignores mismatched sessions', async () => {
      const id = await startOrder();
      expect((await signed(sessionEvent('evt_1', 'checkout.session.completed', id), clock, 'whsec_wrong')).statusCode).toBe(400);
      expect((await signed(sessionEvent('evt_1', 'checkout.session.completed', id), new Date(clock.getTime() - 301_000))).statusCode).toBe(400);
      const raw = JSON.stringify(sessionEvent('evt_1', 'checkout.session.completed', id));
      const t = Math.floor(clock.getTime() / 1000);
      const tampered = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${hmac(STRIPE_WEBHOOK_SECRET, `${t}.${raw}`)}` },
        payload: raw.replace('1900', '0190'),
      });
      expect(tampered.statusCode).toBe(400);
      expect((await signed(sessionEvent('evt_3', 'checkout.session.completed', id, { amount_total: 100 }))).json()).toMatchObject({ applied: false });
      expect((await signed(sessionEvent('evt_4', 'checkout.session.completed', id, { id: 'cs_other' }))).json()).toMatchObject({ applied: false, reason: 'no order of ours' });
      expect((await signed(sessionEvent('evt_5', 'checkout.session.completed', id, { payment_status: 'unpaid' }))).json()).toMatchObject({ applied: false });
      expect((await orderRow(id))?.status).toBe('pending');
    });

    it('settles a delayed payment method from the async webhooks', async () => {
      const paidLater = await startOrder();
      expect((await signed(sessionEvent('evt_a1', 'checkout.session.completed', paidLater, { payment_status: 'unpaid' }))).json()).toMatchObject({ applied: false, reason: 'payment not yet paid' });
      expect((await signed(sessionEvent('evt_a2', 'checkout.session.async_payment_succeeded', paidLater))).json()).toEqual({ received: true, applied: true });
      expect(await orderRow(paidLater)).toEqual({ status: 'paid', gateway_order_id: 'cs_test_1', payment_id: 'pi_1' });
    });

    it('a declined delayed payment ends the order as failed, and the return page says so', async () => {
      const id = await startOrder();
      expect((await signed(sessionEvent('evt_f1', 'checkout.session.async_payment_failed', id, { payment_status: 'unpaid' }))).json()).toEqual({ received: true, applied: true });
      expect((await orderRow(id))?.status).toBe('failed');
      expect(String((await app.inject({ url: `/pay/${id}/return` })).headers.location)).toMatch(/^\/payment-failure\?back=/);
    });

    it('ignores a signed event naming an order another gateway holds', async () => {
      const inr = orderIdOf((await app.inject({ url: handoffUrl(visitor, 'Option2', { currency: 'INR', productid: 'FLX_INR_Option2', amount: '1299' }) })).headers.location);
      expect((await signed(sessionEvent('evt_x', 'checkout.session.completed', inr))).json()).toMatchObject({ applied: false, reason: 'no order of ours' });
      expect((await orderRow(inr))?.status).toBe('created');
    });

    const expired = () => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/expire')).map((r) => r.path);

    it('cancel leads back to the checkout as a failed payment and expires the session', async () => {
      const id = await startOrder();
      const res = await app.inject({ url: `/pay/${id}/cancel` });
      expect(res.headers.location).toBe(`/payment-failure?back=${encodeURIComponent('/us/response/checkout/h?Rx=1')}`);
      expect((await orderRow(id))?.status).toBe('cancelled');
      // The Stripe page may still be open in another tab: it must not take money for an order we ended.
      expect(expired()).toEqual(['/v1/checkout/sessions/cs_test_1/expire']);
      expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer sk_test_fake');
      await app.inject({ url: `/pay/${id}/cancel` });
      expect(expired()).toHaveLength(1);
    });

    it('expires the session of an order replaced by a hand-off at a new price', async () => {
      const first = await startOrder();
      await database().query(`update plan_prices set amount = 21, original_amount = greatest(original_amount, 21) where currency = 'USD' and plan = 'one'`);
      const second = orderIdOf((await app.inject({ url: handoffUrl(visitor, 'Option1', { ...usd, amount: '21' }) })).headers.location);
      expect(second).not.toBe(first);
      expect((await orderRow(first))?.status).toBe('cancelled');
      expect(expired()).toEqual(['/v1/checkout/sessions/cs_test_1/expire']);
      expect((await app.inject({ url: `/pay/${second}` })).headers.location).toBe('https://checkout.stripe.test/c/pay/cs_test_2');
    });

    it('still sends the visitor back when Stripe cannot expire the session', async () => {
      const id = await startOrder();
      fake.handle(() => ({ status: 500, body: { error: { type: 'api_error' } } }));
      const res = await app.inject({ url: `/pay/${id}/cancel` });
      expect(String(res.headers.location)).toMatch(/^\/payment-failure\?/);
      expect((await orderRow(id))?.status).toBe('cancelled');
    });
  });

  it('answers 404 on the webhook of a gateway that is not configured', async () => {
    fake = await startFakeGateway(() => ({ status: 404, body: {} }));
    const app = await makeApp({ now });
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});
