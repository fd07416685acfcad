import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../test-support/databases';
import { validSubmission } from '../../../test-support/survey';

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----flxtest';
  const payload =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const INDIA = { mobile: '9876543210', isd: '91', appcode: 'HMPL', name: 'Asha Rao', email: '' };

describeEachDatabase('customer OTP API', ({ makeApp }) => {
  let clock: Date;
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });

  async function newResponse(app: FastifyInstance): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/forms/survey-forms', payload: validSubmission() });
    return res.json<{ insertedId: string }>().insertedId;
  }

  const send = (app: FastifyInstance, fields: Record<string, string> = INDIA, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/customer/me/loginotp', remoteAddress, ...multipart(fields) });

  const verify = (app: FastifyInstance, responseId: string, otp: string, fields: Record<string, string> = INDIA) =>
    app.inject({
      method: 'POST',
      url: '/api/customer/me/veryfyotp',
      ...multipart({ ...fields, otp, responseId, duplicate: '1', leadsource: 'Floor Planner', leadstatus: 'Hot', typestatus: 'not contacted', requirement: 'Plot 30 x 60' }),
    });

  async function codeFor(app: FastifyInstance, to: string): Promise<string> {
    const items = (await app.inject({ url: '/api/dev/outbox' })).json<{ to: string; body: string }[]>();
    const message = items.find((m) => m.to.includes(to));
    if (!message) throw new Error(`no message to ${to}`);
    return /\b(\d{6})\b/.exec(message.body)![1]!;
  }

  it('sends a +91 code by SMS only, verifies it once, and issues a session', async () => {
    const app = await makeApp({ now });
    const responseId = await newResponse(app);
    const sent = await send(app);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 200, message: 'OTP sent', resendAfterSeconds: 30 });
    const outbox = (await app.inject({ url: '/api/dev/outbox' })).json<{ channel: string; to: string }[]>();
    expect(outbox.map((m) => `${m.channel} ${m.to}`)).toEqual(['sms +919876543210']);

    const code = await codeFor(app, '9876543210');
    const ok = await verify(app, responseId, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await verify(app, responseId, code);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toMatch(/no code waiting/);
  });

  it('sends other dial codes by SMS, email and WhatsApp, and needs the email', async () => {
    const app = await makeApp({ now });
    const bd = { mobile: '1711000000', isd: '880', appcode: 'HMPL', name: 'Rahim', email: '' };
    expect((await send(app, bd)).json()).toEqual({ msg: 'email is required for numbers outside India' });
    expect((await send(app, { ...bd, email: 'rahim@example.com' })).statusCode).toBe(200);
    const outbox = (await app.inject({ url: '/api/dev/outbox' })).json<{ channel: string; to: string }[]>();
    expect(outbox.map((m) => m.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    expect(outbox.find((m) => m.channel === 'email')!.to).toBe('rahim@example.com');
  });

  it('rejects a number that is not valid for its dial code, and bad fields', async () => {
    const app = await makeApp({ now });
    expect((await send(app, { ...INDIA, mobile: '12345' })).json()).toEqual({ msg: 'mobile is not a valid number for +91' });
    expect((await send(app, { ...INDIA, appcode: 'OTHER' })).statusCode).toBe(400);
    expect((await send(app, { ...INDIA, mobile: '98765abc10' })).statusCode).toBe(400);
  });

  it('says "wrong otp entered", caps tries per challenge, and expires codes after 10 minutes', async () => {
    const app = await makeApp({ now });
    const responseId = await newResponse(app);
    await send(app);
    const code = await codeFor(app, '9876543210');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(app, responseId, wrong)).json()).toEqual({ msg: 'wrong otp entered' });
    expect((await verify(app, responseId, code)).json().msg).toMatch(/Too many wrong tries/);

    advance(31_000);
    await send(app);
    const fresh = await codeFor(app, '9876543210');
    advance(10 * 60_000 + 1);
    expect((await verify(app, responseId, fresh)).json().msg).toMatch(/expired/);
  });

  it('limits sends per number with a cool-down and Retry-After, and per client address', async () => {
    const app = await makeApp({ now });
    expect((await send(app)).statusCode).toBe(200);
    const tooSoon = await send(app);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) {
      advance(31_000);
      expect((await send(app)).statusCode).toBe(200);
    }
    advance(31_000);
    const sixth = await send(app);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toMatch(/Too many codes were sent to this number/);

    for (let i = 0; i < 20; i += 1) await send(app, { ...INDIA, mobile: `98765${String(10000 + i)}` }, '198.51.100.9');
    const fromAddress = await send(app, { ...INDIA, mobile: '9812345678' }, '198.51.100.9');
    expect(fromAddress.json().msg).toMatch(/from this connection/);
  });

  it('keeps counting wrong codes for a number across new sends', async () => {
    const app = await makeApp({ now });
    const responseId = await newResponse(app);
    for (let round = 0; round < 2; round += 1) {
      advance(31_000);
      await send(app);
      const code = await codeFor(app, '9876543210');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) await verify(app, responseId, wrong);
    }
    advance(31_000);
    const refused = await send(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/Too many wrong codes/);
  });

  it('lets only the visitor\'s own session update its response and start its offer', async () => {
    const app = await makeApp({ now });
    const responseId = await newResponse(app);
    const other = await newResponse(app);
    await send(app);
    const { token } = (await verify(app, responseId, await codeFor(app, '9876543210'))).json<{ token: string }>();
    const update = { mobileNumber: '9876543210', name: 'Asha', isd: '91', btnUrl: '/response/checkout/x' };
    const call = (id: string, auth?: string) =>
      app.inject({ method: 'POST', url: `/api/forms/updateResponse/${id}`, payload: update, headers: auth ? { authorization: auth } : {} });
    expect((await call(responseId)).statusCode).toBe(401);
    expect((await call(responseId, 'Bearer nope')).statusCode).toBe(401);
    expect((await call(other, `Bearer ${token}`)).statusCode).toBe(401);
    expect((await call(responseId, `Bearer ${token}`)).json()).toEqual({ flag: true, message: 'lead updated' });

    const start = () => app.inject({ method: 'POST', url: `/api/forms/offer-start/${responseId}`, headers: { authorization: `Bearer ${token}` } });
    const first = (await start()).json<{ offerStartedAt: string }>();
    advance(60_000);
    expect((await start()).json()).toEqual(first);

    const pick = await app.inject({ method: 'POST', url: `/api/forms/update/${responseId}`, payload: { packageType: 'Option1_2D_3D' } });
    expect(pick.json()).toEqual({ flag: true, message: 'package recorded' });
    expect((await app.inject({ method: 'POST', url: `/api/forms/update/${responseId}`, payload: { packageType: 'Free' } })).statusCode).toBe(400);
  });

  it('never logs a full number, email, code or token', async () => {
    let log = '';
    const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    const app = await makeApp({ now, logStream });
    const responseId = await newResponse(app);
    await send(app, { ...INDIA, mobile: '9812345678', email: 'asha@example.com' });
    const code = await codeFor(app, '9812345678');
    const { token } = (await verify(app, responseId, code, { ...INDIA, mobile: '9812345678', email: 'asha@example.com' })).json<{ token: string }>();
    expect(log).toContain('+91******5678');
    for (const secret of ['9812345678', 'asha@example.com', code, token]) expect(log).not.toContain(secret);
  });
});
