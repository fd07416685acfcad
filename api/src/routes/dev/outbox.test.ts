import { Writable } from 'node:stream';
import { BANGLADESH, INDIA, newResponse, sendOtp, testClock, verifyOtp } from '../../test-support/customer';
import { describeEachDatabase } from '../../test-support/databases';
import { startFakeHttpApi, startFakeSmtpServer, type FakeHttpApi, type FakeSmtpServer } from '../../test-support/fake-providers';
import { makeWebDist } from '../../test-support/web-dist';

const SHELL = '<!doctype html><title>shell</title>';

describeEachDatabase('message delivery: the outbox and the real providers', ({ makeApp, database, scratchDir }) => {
  it('keeps messages in the outbox by default: JSON newest first, and an escaped page', async () => {
    let log = '';
    const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    const clock = testClock();
    const app = await makeApp({ now: clock.now, logStream });
    expect(log).toContain('one-time passwords go to the outbox (/dev/outbox)');
    await sendOtp(app);
    clock.advance(1000);
    await database().query("insert into outbox (channel, recipient, body, created_at) values ('email', 'x@y.example', '<script>alert(1)</script> & \"q\"', $1)", [clock.now()]);

    const json = await app.inject({ url: '/api/dev/outbox' });
    expect(json.headers['cache-control']).toBe('no-store');
    const items = json.json<{ channel: string; to: string; body: string; createdAt: string }[]>();
    expect(items.map((m) => [m.channel, m.to])).toEqual([['email', 'x@y.example'], ['sms', '+919876543210']]);
    expect(items[1]!.createdAt).toBe('2026-11-22T10:00:00.000Z');
    expect((await app.inject({ url: '/api/dev/outbox?limit=1' })).json()).toHaveLength(1);
    expect((await app.inject({ url: '/api/dev/outbox?limit=0' })).statusCode).toBe(400);

    const page = await app.inject({ url: '/dev/outbox' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;q&#34;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('+919876543210');
  });

  it('serves the outbox page before the web app takes unknown paths, and 404s when it is off', async () => {
    const webDist = await makeWebDist(scratchDir(), { 'shell/index.html': SHELL });
    const open = await makeApp({ webDist, serveWeb: true });
    expect((await open.inject({ url: '/dev/outbox' })).body).toContain('<h1>Outbox</h1>');
    expect((await open.inject({ url: '/some/client/route' })).body).toBe(SHELL);

    const closed = await makeApp({ webDist, serveWeb: true, env: { OUTBOX_ENABLED: 'false' } });
    for (const url of ['/dev/outbox', '/api/dev/outbox']) {
      const res = await closed.inject({ url });
      expect([url, res.statusCode, res.body]).toEqual([url, 404, expect.not.stringContaining('shell')]);
    }
  });

  describe('with real providers configured (local fakes of their APIs)', () => {
    let twilio: FakeHttpApi;
    let whatsapp: FakeHttpApi;
    let smtp: FakeSmtpServer;
    beforeEach(async () => {
      [twilio, whatsapp, smtp] = await Promise.all([startFakeHttpApi(), startFakeHttpApi(), startFakeSmtpServer({ user: 'mailer', password: 'pw' })]);
      twilio.answer(201, { sid: 'SM1' });
      whatsapp.answer(200, { messages: [{ id: 'wamid.1' }] });
    });
    afterEach(async () => {
      await Promise.all([twilio.close(), whatsapp.close(), smtp.close()]);
    });

    const sid = `AC${'0'.repeat(32)}`;
    const providers = () => ({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.base,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://mailer:pw@${smtp.host}:${smtp.port}`,
      SMTP_FROM: 'codes@floorplanner.example',
      WHATSAPP_PROVIDER: 'cloud-api',
      WHATSAPP_ACCESS_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '1059',
      WHATSAPP_TEMPLATE_NAME: 'verification_code',
      WHATSAPP_API_BASE: `${whatsapp.base}/v21.0`,
    });

    it('sends one code by SMS, email and WhatsApp, which then verifies; the outbox is closed', async () => {
      const app = await makeApp({ env: providers() });
      expect((await sendOtp(app, BANGLADESH)).statusCode).toBe(200);

      expect(twilio.requests).toHaveLength(1);
      expect(twilio.requests[0]).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${sid}/Messages.json` });
      const sms = new URLSearchParams(twilio.requests[0]!.body);
      expect(sms.get('To')).toBe('+8801711000000');
      const code = /\d{6}/.exec(sms.get('Body') ?? '')![0];

      expect(whatsapp.requests[0]).toMatchObject({ method: 'POST', path: '/v21.0/1059/messages' });
      expect(whatsapp.requests[0]!.headers['authorization']).toBe('Bearer wa-token');
      expect(JSON.parse(whatsapp.requests[0]!.body)).toMatchObject({ to: '8801711000000', template: { components: [{ parameters: [{ text: code }] }, { parameters: [{ text: code }] }] } });

      expect(smtp.mails.map((m) => [m.from, m.to])).toEqual([['codes@floorplanner.example', ['rahim@example.com']]]);
      expect(Buffer.from(smtp.mails[0]!.data.split('\r\n\r\n')[1]!, 'base64').toString()).toContain(code);

      expect((await verifyOtp(app, await newResponse(app), code, BANGLADESH)).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      expect(await database().query('select 1 from outbox')).toEqual([]);
    });

    it('OUTBOX_ENABLED=true opens the outbox next to real providers; channels without one still use it', async () => {
      const app = await makeApp({ env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1', TWILIO_API_BASE: twilio.base, OUTBOX_ENABLED: 'true' } });
      expect((await sendOtp(app, BANGLADESH)).statusCode).toBe(200);
      expect(twilio.requests).toHaveLength(1);
      const items = (await app.inject({ url: '/api/dev/outbox' })).json<{ channel: string }[]>();
      expect(items.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    });

    it('answers 503 when no channel could deliver, 200 when one could; failures are logged without the number', async () => {
      let log = '';
      const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
      const app = await makeApp({ env: providers(), logStream });
      twilio.answer(400, { code: 21211, message: "The 'To' number +919876543210 is not a valid phone number." });
      const india = await sendOtp(app, INDIA);
      expect([india.statusCode, india.json()]).toEqual([503, { msg: 'We could not send the code just now. Please try again shortly.' }]);
      expect(log).toContain('code not delivered: Twilio answered 400');
      expect(log).not.toContain('9876543210');

      expect((await sendOtp(app, BANGLADESH)).statusCode).toBe(200);
      expect(smtp.mails).toHaveLength(1);
    });
  });
});
