import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../test-support/databases';
import { handoffUrl, orderIdOf, signedInVisitor, type Visitor } from '../../test-support/payments';

describeEachDatabase('payment hand-off and the test gateway', ({ makeApp, database }) => {
  let clock: Date;
  const now = () => clock;

  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });

  async function setUp(options: Parameters<typeof signedInVisitor>[3] = {}): Promise<{ app: FastifyInstance; visitor: Visitor }> {
    const app = await makeApp({ now });
    const visitor = await signedInVisitor(app, database(), clock, options);
    return { app, visitor };
  }

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
  const post = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  async function orderRow(id: string) {
    const rows = await database().query<{ status: string; amount_minor: number; product_id: string; currency: string; package_type: string; gateway: string }>(
      'select status, amount_minor, product_id, currency, package_type, gateway from orders where id = $1',
      [id],
    );
    return rows[0];
  }

  it('prices the order on the server and moves the token out of the address', async () => {
    const { app, visitor } = await setUp();
    const res = await get(app, handoffUrl(visitor, 'Option1_2D_3D'));
    expect(res.statusCode).toBe(303);
    const id = orderIdOf(res.headers.location);
    expect(String(res.headers.location)).not.toContain(visitor.token);
    expect(await orderRow(id)).toEqual({
      status: 'created',
      amount_minor: 149_900,
      product_id: 'FLX_INR_Option1_2D_3D',
      currency: 'INR',
      package_type: 'Option1_2D_3D',
      gateway: 'test',
    });

    const pagePaid = await get(app, `/pay/${id}`);
    expect(pagePaid.statusCode).toBe(200);
    expect(pagePaid.headers['content-type']).toMatch(/^text\/html/);
    expect(pagePaid.headers['cache-control']).toBe('no-store');
    expect(pagePaid.body).toContain('TEST MODE');
    expect(pagePaid.body).toContain('INR 1499');
    expect(pagePaid.body).toContain(`action="/pay/${id}/test/pay"`);
    expect(pagePaid.body).toContain(`action="/pay/${id}/test/fail"`);
    expect((await orderRow(id))?.status).toBe('pending');
  });

  /** The payment-failed page a refused hand-off lands on, without the token anywhere in the address. */
  function refusal(res: { statusCode: number; headers: Record<string, unknown> }, visitor: Visitor) {
    expect(res.statusCode).toBe(303);
    const location = String(res.headers['location']);
    expect(location).not.toContain(visitor.token);
    const url = new URL(location, 'http://site.example');
    expect(url.pathname).toBe('/payment-failure');
    return { reason: url.searchParams.get('reason'), back: url.searchParams.get('back') };
  }

  it("draws the payment page in the hand-off's language, and follows a later switch", async () => {
    const { app, visitor } = await setUp();
    const id = orderIdOf((await get(app, handoffUrl(visitor, 'Option1', { lang: 'arabic' }))).headers.location);
    const arabic = await get(app, `/pay/${id}`);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('دفع تجريبي');
    // The same plan handed over again from the checkout, now in Hindi: the same order, in Hindi.
    expect(orderIdOf((await get(app, handoffUrl(visitor, 'Option1', { lang: 'hn' }))).headers.location)).toBe(id);
    expect((await get(app, `/pay/${id}`)).body).toContain('टेस्ट भुगतान');
  });

  it.each([
    ['amount', { amount: '1' }],
    ['amount with more decimals', { amount: '999.001' }],
    ['amount in another notation', { amount: '9.99e2' }],
    ['product', { productid: 'FLX_INR_Option2' }],
    ['currency', { currency: 'USD' }],
  ])('refuses a tampered %s without creating an order, back to the checkout', async (_what, overrides) => {
    const { app, visitor } = await setUp();
    const { reason, back } = refusal(await get(app, handoffUrl(visitor, 'Option1', overrides)), visitor);
    expect(reason).toBe('price-changed');
    expect(back).toMatch(new RegExp(`^/response/checkout/[A-Za-z0-9_-]{22}\\?Rx=${visitor.responseId}&`));
    expect(await database().query('select 1 from orders')).toHaveLength(0);
  });

  it('refuses a package or currency that is not sold', async () => {
    const { app, visitor } = await setUp();
    expect(refusal(await get(app, handoffUrl(visitor, 'Option1', { offertype: 'Option9' })), visitor).reason).toBe('unknown-package');
    const usdTwo = await get(app, handoffUrl(visitor, 'Option2', { currency: 'USD', productid: 'x', amount: '1' }));
    expect(refusal(usdTwo, visitor).reason).toBe('not-sold');
    expect(await database().query('select 1 from orders')).toHaveLength(0);
  });

  it('does not sell two design options for a response whose plans hold one', async () => {
    const { app, visitor } = await setUp();
    // Both options drawn: every package is sold.
    expect((await get(app, `/api/plans/${visitor.responseId}`)).json()).toMatchObject({ status: 'ready', options: [{ option: 1 }, { option: 2 }] });
    expect(orderIdOf((await get(app, handoffUrl(visitor, 'Option2'))).headers.location)).toMatch(/./);
    const ordersBefore = (await database().query('select 1 from orders')).length;
    // The plans as stored for a plot where only one option could be drawn.
    await database().query("update plan_options set result = result #- '{options,1}' where response_id = $1", [visitor.responseId]);
    expect((await get(app, `/api/plans/${visitor.responseId}`)).json()).toMatchObject({ status: 'ready', options: [{ option: 1 }] });

    for (const twoOptions of ['Option2', 'Option2_2D_3D'] as const) {
      const { reason, back } = refusal(await get(app, handoffUrl(visitor, twoOptions)), visitor);
      expect([twoOptions, reason]).toEqual([twoOptions, 'one-design']);
      expect(back).toMatch(/^\/response\/checkout\//);
    }
    expect(await database().query('select 1 from orders')).toHaveLength(ordersBefore);
    for (const oneOption of ['Option1', 'Option1_2D_3D', 'Option1_2D_3D_Offer'] as const) {
      if (oneOption === 'Option1_2D_3D_Offer') await database().query('insert into response_offers (response_id, offer_started_at) values ($1, $2)', [visitor.responseId, clock]);
      expect(orderIdOf((await get(app, handoffUrl(visitor, oneOption))).headers.location)).toMatch(/./);
    }
  });

  it('refuses a missing, wrong, expired or borrowed token, and sends the stranger home', async () => {
    const { app, visitor } = await setUp();
    const other = await signedInVisitor(app, database(), clock, { mobile: '9123456780' });
    const cases = [
      handoffUrl(visitor, 'Option1', { token: '' }),
      handoffUrl(visitor, 'Option1', { token: 'not-a-token' }),
      // Another visitor's token for this response, and this visitor's token for another response, mobile or dial code.
      handoffUrl(visitor, 'Option1', { token: other.token }),
      handoffUrl(visitor, 'Option1', { responseId: other.responseId }),
      handoffUrl(visitor, 'Option1', { mobile: other.mobile }),
      handoffUrl(visitor, 'Option1', { isdcode: '880' }),
    ];
    for (const url of cases) {
      expect([url, refusal(await get(app, url), visitor)]).toEqual([url, { reason: 'sign-in', back: '/' }]);
    }
    const repeated = await get(app, `${handoffUrl(visitor)}&token=${encodeURIComponent(visitor.token)}`);
    expect(refusal(repeated, visitor).reason).toBe('sign-in');
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60_000);
    expect(refusal(await get(app, handoffUrl(visitor)), visitor).reason).toBe('sign-in');
    expect(await database().query('select 1 from orders')).toHaveLength(0);
  });

  it('accepts the dial code with its plus, as a checkout address may carry it', async () => {
    const { app, visitor } = await setUp();
    const res = await get(app, handoffUrl(visitor, 'Option1', { isdcode: '+91' }));
    expect(res.statusCode).toBe(303);
    orderIdOf(res.headers.location);
  });

  it('keeps only a same-origin checkout path as the way back', async () => {
    const { app, visitor } = await setUp({ btnUrl: 'https://evil.example/response/checkout/x?Rx=1' });
    // An absolute stored address is reduced to its path on our own origin.
    expect(refusal(await get(app, handoffUrl(visitor, 'Option1', { amount: '5' })), visitor).back).toBe('/response/checkout/x?Rx=1');
  });

  it('sells the countdown offer only inside its 10-minute window', async () => {
    const { app, visitor } = await setUp();
    const offer = handoffUrl(visitor, 'Option1_2D_3D_Offer');
    // Never started: no offer price.
    expect(refusal(await get(app, offer), visitor).reason).toBe('offer-ended');

    await database().query('insert into response_offers (response_id, offer_started_at) values ($1, $2)', [visitor.responseId, clock]);
    clock = new Date(clock.getTime() + 599_000);
    expect((await get(app, offer)).statusCode).toBe(303);

    clock = new Date(clock.getTime() + 1_000);
    expect(refusal(await get(app, offer), visitor).reason).toBe('offer-ended');
    // The regular price of the same package is still sold.
    expect((await get(app, handoffUrl(visitor, 'Option1_2D_3D'))).statusCode).toBe(303);
  });

  it('reuses the open order when the hand-off repeats, and makes a new one after it ended', async () => {
    const { app, visitor } = await setUp();
    const first = orderIdOf((await get(app, handoffUrl(visitor))).headers.location);
    await get(app, `/pay/${first}`);
    const again = orderIdOf((await get(app, handoffUrl(visitor))).headers.location);
    expect(again).toBe(first);
    const parallel = await Promise.all([get(app, handoffUrl(visitor)), get(app, handoffUrl(visitor))]);
    expect(parallel.map((r) => orderIdOf(r.headers.location))).toEqual([first, first]);
    // Another package is another order.
    expect(orderIdOf((await get(app, handoffUrl(visitor, 'Option2'))).headers.location)).not.toBe(first);

    await post(app, `/pay/${first}/test/fail`);
    const afterFailure = orderIdOf((await get(app, handoffUrl(visitor))).headers.location);
    expect(afterFailure).not.toBe(first);
  });

  it('pays through the test gateway: thank-you page, stored order, delivery request, confirmation', async () => {
    const { app, visitor } = await setUp();
    const id = orderIdOf((await get(app, handoffUrl(visitor, 'Option1'))).headers.location);
    const paid = await post(app, `/pay/${id}/test/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/thank-you?moid=${id}&pid=test_${id}&status=Success&currency=INR&amount=999`);

    expect((await app.inject({ url: `/api/payments/orders/${id}` })).json()).toEqual({
      moid: id,
      paymentId: `test_${id}`,
      status: 'Success',
      currency: 'INR',
      amount: '999',
    });
    const deliveries = await database().query<{ response_id: string; package_type: string }>('select response_id, package_type from delivery_requests');
    expect(deliveries).toEqual([{ response_id: visitor.responseId, package_type: 'Option1' }]);
    const outbox = (await app.inject({ url: '/api/dev/outbox' })).json<{ channel: string; to: string; body: string }[]>();
    expect(outbox).toEqual([expect.objectContaining({ channel: 'sms', to: '+919876543210', body: expect.stringContaining(`order ${id}`) })]);

    // Pressing Pay again, or Fail afterwards, changes nothing and charges nothing twice.
    expect((await post(app, `/pay/${id}/test/pay`)).headers.location).toContain('status=Success');
    expect((await post(app, `/pay/${id}/test/fail`)).headers.location).toContain('/thank-you?');
    expect((await get(app, `/pay/${id}`)).headers.location).toContain('/thank-you?');
    expect(await database().query('select 1 from delivery_requests')).toHaveLength(1);
    const history = await database().query<{ status: string }>('select status from order_status_history where order_id = $1 order by id', [id]);
    expect(history.map((h) => h.status)).toEqual(['created', 'paid']);
  });

  it('answers a second Pay Now for a plan already paid with its thank-you page, not a second charge', async () => {
    const { app, visitor } = await setUp();
    const paid = orderIdOf((await get(app, handoffUrl(visitor, 'Option1_2D_3D'))).headers.location);
    await post(app, `/pay/${paid}/test/pay`);

    expect(orderIdOf((await get(app, handoffUrl(visitor, 'Option1_2D_3D'))).headers.location)).toBe(paid);
    expect((await get(app, `/pay/${paid}`)).headers.location).toBe(`/thank-you?moid=${paid}&pid=test_${paid}&status=Success&currency=INR&amount=1499`);
    // The countdown offer buys the same plan: also already paid.
    await database().query('insert into response_offers (response_id, offer_started_at) values ($1, $2)', [visitor.responseId, clock]);
    expect(orderIdOf((await get(app, handoffUrl(visitor, 'Option1_2D_3D_Offer'))).headers.location)).toBe(paid);
    expect(await database().query('select 1 from orders')).toHaveLength(1);

    // Another plan is another purchase.
    expect(orderIdOf((await get(app, handoffUrl(visitor, 'Option2'))).headers.location)).not.toBe(paid);
  });

  it('fails through the test gateway back to the checkout it came from', async () => {
    const { app, visitor } = await setUp();
    const id = orderIdOf((await get(app, handoffUrl(visitor))).headers.location);
    await get(app, `/pay/${id}`);
    const failed = await post(app, `/pay/${id}/test/fail`);
    expect(failed.statusCode).toBe(303);
    const location = new URL(String(failed.headers.location), 'http://site.example');
    expect(location.pathname).toBe('/payment-failure');
    expect(location.searchParams.get('back')).toMatch(new RegExp(`^/response/checkout/[A-Za-z0-9_-]{22}\\?Rx=${visitor.responseId}&`));
    expect((await app.inject({ url: `/api/payments/orders/${id}` })).json().status).toBe('Failed');
    const history = await database().query<{ status: string }>('select status from order_status_history where order_id = $1 order by id', [id]);
    expect(history.map((h) => h.status)).toEqual(['created', 'pending', 'failed']);
    expect(await database().query('select 1 from delivery_requests')).toHaveLength(0);
  });

  it('cancels from the test gateway back to the checkout, and a late Pay still counts', async () => {
    const { app, visitor } = await setUp();
    const id = orderIdOf((await get(app, handoffUrl(visitor))).headers.location);
    expect((await get(app, `/pay/${id}`)).body).toContain(`href="/pay/${id}/cancel"`);
    const cancelled = await get(app, `/pay/${id}/cancel`);
    expect(String(cancelled.headers.location)).toMatch(/^\/payment-failure\?back=%2Fresponse%2Fcheckout%2F/);
    expect((await app.inject({ url: `/api/payments/orders/${id}` })).json().status).toBe('Cancelled');
    // The money side wins: a payment that completes after the visitor left is recorded, not lost.
    expect(String((await post(app, `/pay/${id}/test/pay`)).headers.location)).toMatch(/^\/thank-you\?/);
  });

  it('sends a /us checkout back to /us/thank-you, and takes the prefix query when no lead address is stored', async () => {
    const us = await setUp({ btnUrl: 'http://localhost:8080/us/response/checkout/abc?Rx=1' });
    const id = orderIdOf((await get(us.app, handoffUrl(us.visitor))).headers.location);
    expect((await post(us.app, `/pay/${id}/test/pay`)).headers.location).toMatch(/^\/us\/thank-you\?/);

    const uk = await signedInVisitor(us.app, database(), clock, { btnUrl: null, mobile: '9000000001' });
    const ukId = orderIdOf((await get(us.app, handoffUrl(uk, 'Option1', { prefix: '/uk' }))).headers.location);
    expect((await post(us.app, `/pay/${ukId}/test/pay`)).headers.location).toMatch(/^\/uk\/thank-you\?/);
    const other = await signedInVisitor(us.app, database(), clock, { btnUrl: null, mobile: '9000000002' });
    const badPrefix = orderIdOf((await get(us.app, handoffUrl(other, 'Option1', { prefix: 'https://evil.example' }))).headers.location);
    const failed = await post(us.app, `/pay/${badPrefix}/test/fail`);
    expect(failed.headers.location).toBe('/payment-failure?back=%2F');
  });

  it('keeps the token and the mobile out of the logs of a whole payment, and warns about the test gateway', async () => {
    const chunks: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const app = await makeApp({ now, logStream });
    const visitor = await signedInVisitor(app, database(), clock);
    await get(app, handoffUrl(visitor, 'Option1', { amount: '1' }));
    const id = orderIdOf((await get(app, handoffUrl(visitor))).headers.location);
    await get(app, `/pay/${id}`);
    await post(app, `/pay/${id}/test/pay`);

    const logs = chunks.join('');
    expect(logs).toContain('hand-off refused');
    expect(logs).toContain('/pay?token=[redacted]');
    expect(logs).toContain('TEST MODE gateway takes payments');
    expect(logs).not.toContain(visitor.token);
    expect(logs).not.toContain(visitor.mobile);
  });

  it('answers unknown orders with 404', async () => {
    const { app } = await setUp();
    expect((await get(app, '/pay/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(app, '/pay/..%2F..%2Fetc')).statusCode).toBe(404);
    expect((await post(app, '/pay/AAAAAAAAAAAAAAAAAAAAAA/test/pay')).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/payments/orders/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/payments/orders/x' })).statusCode).toBe(400);
  });
});
