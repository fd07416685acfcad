import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { REFUSALS } from '../../../customer/otp-service';
import { verifySessionToken } from '../../../customer/sessions';
import {
  BANGLADESH,
  CLIENT,
  INDIA,
  codeFor,
  multipart,
  newResponse,
  sendOtp,
  testClock,
  verifyOtp,
  wrongCodeFor,
  type TestClock,
} from '../../../test-support/customer';
import { describeEachDatabase } from '../../../test-support/databases';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachDatabase('customer OTP API', ({ makeApp, database }) => {
  let clock: TestClock;
  beforeEach(() => {
    clock = testClock();
  });
  const app = () => makeApp({ now: clock.now });

  const outbox = async (api: FastifyInstance) => (await api.inject({ url: '/api/dev/outbox?limit=1000' })).json<{ channel: string; to: string; body: string }[]>();
  /** Wrong guesses until the challenge is spent. */
  async function spendChallenge(api: FastifyInstance, responseId: string, fields: Readonly<Record<string, string>> & { mobile: string } = INDIA, remoteAddress = CLIENT) {
    const wrong = wrongCodeFor(await codeFor(api, fields.mobile));
    for (let i = 0; i < 5; i += 1) expect((await verifyOtp(api, responseId, wrong, fields, remoteAddress)).json()).toEqual({ msg: 'wrong otp entered' });
  }

  describe('sending (call 8)', () => {
    it('sends a +91 code by SMS only and says when a new one may be asked for', async () => {
      const api = await app();
      const sent = await sendOtp(api);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ status: 200, message: 'OTP sent', resendAfterSeconds: 30 });
      const messages = await outbox(api);
      expect(messages.map((m) => `${m.channel} ${m.to}`)).toEqual(['sms +919876543210']);
      expect(messages[0]!.body).toMatch(/^\d{6} is your Floor Planner verification code/);
    });

    it('sends other dial codes by SMS, email and WhatsApp, and needs a valid email for them', async () => {
      const api = await app();
      expect((await sendOtp(api, { ...BANGLADESH, email: '' })).json()).toEqual(expect.objectContaining({ msg: 'email is required for numbers outside India' }));
      expect((await sendOtp(api, { ...BANGLADESH, email: 'rahim' })).json()).toEqual(expect.objectContaining({ msg: 'email is not a valid email address' }));
      expect((await sendOtp(api, BANGLADESH)).statusCode).toBe(200);
      const messages = await outbox(api);
      expect(messages.map((m) => `${m.channel} ${m.to}`).sort()).toEqual(['email rahim@example.com', 'sms +8801711000000', 'whatsapp +8801711000000']);
      expect(new Set(messages.map((m) => /\d{6}/.exec(m.body)![0])).size).toBe(1);
    });

    it('refuses a number that is not a mobile valid for its dial code before sending anything', async () => {
      const api = await app();
      for (const [isd, mobile] of [['91', '12345'], ['91', '2223456789'], ['880', '9876543210'], ['9', '19876543210']] as const) {
        const res = await sendOtp(api, { ...INDIA, isd, mobile });
        expect([res.statusCode, res.json().msg]).toEqual([400, `mobile is not a valid number for +${isd}`]);
      }
      const prefixed = await sendOtp(api, { ...INDIA, mobile: '09876543210' });
      expect([prefixed.statusCode, prefixed.json().msg]).toEqual([400, 'mobile must be written without its national prefix for +91 (no leading 0)']);
      expect(await outbox(api)).toEqual([]);
    });

    it('answers bad or missing fields with 400 and a msg naming the field', async () => {
      const api = await app();
      const cases: [Record<string, string>, RegExp][] = [
        [{ ...INDIA, appcode: 'OTHER' }, /appcode/],
        [{ ...INDIA, mobile: '98765abc10' }, /mobile/],
        [{ ...INDIA, isd: '+91' }, /isd/],
        [{ isd: '91', appcode: 'HMPL', name: 'Asha' }, /mobile is required/],
        [{ mobile: '9876543210', isd: '91', appcode: 'HMPL' }, /name is required/],
        [{ ...INDIA, name: 'Asha\r\nRao' }, /name/],
        [{ ...INDIA, name: 'A'.repeat(121) }, /name/],
      ];
      for (const [fields, field] of cases) {
        const res = await sendOtp(api, fields);
        expect([res.statusCode, res.json().msg]).toEqual([400, expect.stringMatching(field)]);
      }
      const repeated = await api.inject({ method: 'POST', url: '/api/customer/me/loginotp', ...multipart({ ...INDIA, mobile: ['9876543210', '9812345678'] }) });
      expect([repeated.statusCode, repeated.json().msg]).toEqual([400, expect.stringMatching(/mobile/)]);
      expect(await outbox(api)).toEqual([]);
    });

    it('ignores unknown fields, and refuses files, too many fields and other content types', async () => {
      const api = await app();
      expect((await sendOtp(api, { ...INDIA, admin: 'true', otp: '123456' })).statusCode).toBe(200);

      const file = '--{boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n';
      const withFile = await api.inject({ method: 'POST', url: '/api/customer/me/loginotp', ...multipart({ ...INDIA, mobile: '9812345678' }, file) });
      expect([withFile.statusCode, withFile.json().msg]).toEqual([413, expect.stringContaining('no files')]);

      const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
      const tooMany = await api.inject({ method: 'POST', url: '/api/customer/me/loginotp', ...multipart({ ...INDIA, mobile: '9812345678', ...many }) });
      expect(tooMany.statusCode).toBe(413);

      const form = await api.inject({ method: 'POST', url: '/api/customer/me/loginotp', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'mobile=9812345678' });
      expect([form.statusCode, typeof form.json().msg]).toEqual([415, 'string']);
      expect((await outbox(api)).map((m) => m.to)).toEqual(['+919876543210']);
    });

    it('holds a 30-second cool-down between codes for a number, with Retry-After', async () => {
      const api = await app();
      expect((await sendOtp(api)).statusCode).toBe(200);
      clock.advance(10_000);
      const tooSoon = await sendOtp(api);
      expect([tooSoon.statusCode, tooSoon.json(), tooSoon.headers['retry-after']]).toEqual([429, { msg: REFUSALS.coolDown }, '20']);
      clock.advance(20_000);
      expect((await sendOtp(api)).statusCode).toBe(200);
      expect(await outbox(api)).toHaveLength(2);
    });

    it('sends at most 5 codes per number in 10 minutes', async () => {
      const api = await app();
      for (let i = 0; i < 5; i += 1) {
        expect((await sendOtp(api)).statusCode).toBe(200);
        clock.advance(31_000);
      }
      const sixth = await sendOtp(api);
      expect([sixth.statusCode, sixth.json()]).toEqual([429, { msg: REFUSALS.sendPerNumber }]);
      // The first send was 5 x 31 s ago; it leaves the window after 10 minutes.
      expect(Number(sixth.headers['retry-after'])).toBe(10 * 60 - 5 * 31);
      // Another address does not help.
      expect((await sendOtp(api, INDIA, '198.51.100.1')).statusCode).toBe(429);
      clock.advance((10 * 60 - 5 * 31) * 1000);
      expect((await sendOtp(api)).statusCode).toBe(200);
      expect(await outbox(api)).toHaveLength(6);
    });

    it('sends at most 20 codes per client address in 10 minutes, whatever the numbers', async () => {
      const api = await app();
      for (let i = 0; i < 20; i += 1) expect((await sendOtp(api, { ...INDIA, mobile: `98765${10000 + i}` }, '198.51.100.9')).statusCode).toBe(200);
      const refused = await sendOtp(api, { ...INDIA, mobile: '9812345678' }, '198.51.100.9');
      expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([429, { msg: REFUSALS.sendPerAddress }, '600']);
      expect((await sendOtp(api, { ...INDIA, mobile: '9812345678' }, '198.51.100.10')).statusCode).toBe(200);
      expect(await outbox(api)).toHaveLength(21);
    });

    it('cannot be overshot by parallel requests', async () => {
      const api = await app();
      const sameNumber = await Promise.all(Array.from({ length: 12 }, () => sendOtp(api)));
      expect(sameNumber.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(11).fill(429)]);
      const sameAddress = await Promise.all(Array.from({ length: 30 }, (_, i) => sendOtp(api, { ...INDIA, mobile: `98765${20000 + i}` }, '198.51.100.20')));
      expect(sameAddress.filter((r) => r.statusCode === 200)).toHaveLength(20);
      expect(await outbox(api)).toHaveLength(21);
    });

    it('refuses a number whose wrong codes reached the hourly limit, across new sends', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      for (let round = 0; round < 2; round += 1) {
        expect((await sendOtp(api)).statusCode).toBe(200);
        await spendChallenge(api, responseId);
        clock.advance(31_000);
      }
      const refused = await sendOtp(api);
      expect([refused.statusCode, refused.json()]).toEqual([429, { msg: REFUSALS.failuresPerNumber }]);
      // The first wrong code was two rounds (2 x 31 s) ago.
      expect(Number(refused.headers['retry-after'])).toBe(60 * 60 - 2 * 31);
    });
  });

  describe('verifying (call 9)', () => {
    it('verifies a code once, stores the lead, and issues a session kept only as a hash', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      await sendOtp(api, BANGLADESH);
      const code = await codeFor(api, BANGLADESH.mobile);
      const ok = await verifyOtp(api, responseId, ` ${code} `, BANGLADESH);
      expect(ok.statusCode).toBe(200);
      const { token, expiresAt } = ok.json<{ token: string; expiresAt: string }>();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toBe(new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString());

      const [lead] = await database().query('select * from leads where response_id = $1', [responseId]);
      expect(lead).toMatchObject({
        name: 'Rahim',
        email: 'rahim@example.com',
        isd: '880',
        mobile: '1711000000',
        requirement: 'Plot 30 x 60',
        lead_source: 'Floor Planner',
        lead_status: 'Hot',
        type_status: 'not contacted',
      });
      expect(new Date(lead!['consent_at'] as string).toISOString()).toBe(clock.now().toISOString());
      const sessions = await database().query<{ token_hash: string }>('select token_hash from sessions');
      expect(sessions).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
      expect(await verifySessionToken(database(), token, clock.now())).toEqual({ responseId, isd: '880', mobile: '1711000000' });
      const challenges = await database().query<{ code_hash: string }>('select code_hash from otp_challenges');
      expect(challenges[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(challenges[0]!.code_hash).not.toContain(code);

      const again = await verifyOtp(api, responseId, code, BANGLADESH);
      expect([again.statusCode, again.json()]).toEqual([404, { msg: REFUSALS.used }]);
    });

    it('says "wrong otp entered" for a wrong code and caps the tries of a challenge at 5', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      await sendOtp(api);
      const code = await codeFor(api, INDIA.mobile);
      await spendChallenge(api, responseId);
      const sixth = await verifyOtp(api, responseId, code);
      expect([sixth.statusCode, sixth.json()]).toEqual([404, { msg: REFUSALS.triesExhausted }]);
    });

    it('expires codes after 10 minutes (clock, not sleep)', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      await sendOtp(api);
      const code = await codeFor(api, INDIA.mobile);
      clock.advance(10 * MINUTE);
      const expired = await verifyOtp(api, responseId, code);
      expect([expired.statusCode, expired.json()]).toEqual([404, { msg: REFUSALS.expired }]);

      clock.advance(MINUTE);
      await sendOtp(api);
      const fresh = await codeFor(api, INDIA.mobile);
      clock.advance(10 * MINUTE - 1);
      expect((await verifyOtp(api, responseId, fresh)).statusCode).toBe(200);
    });

    it('binds a code to its number and its challenge: another number or an older code does not work', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      const other = { ...INDIA, mobile: '9812345678' };
      expect((await verifyOtp(api, responseId, '123456')).json()).toEqual({ msg: REFUSALS.noChallenge });
      await sendOtp(api);
      await sendOtp(api, other);
      const first = await codeFor(api, INDIA.mobile);
      const otherCode = await codeFor(api, other.mobile);
      if (otherCode !== first) expect((await verifyOtp(api, responseId, first, other)).json()).toEqual({ msg: 'wrong otp entered' });
      clock.advance(31_000);
      await sendOtp(api);
      const second = await codeFor(api, INDIA.mobile);
      if (second !== first) expect((await verifyOtp(api, responseId, first)).json()).toEqual({ msg: 'wrong otp entered' });
      expect((await verifyOtp(api, responseId, second)).statusCode).toBe(200);
    });

    it('keeps counting wrong codes per number across new sends: 429 for an hour, then 403 for the day', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      for (let round = 0; round < 2; round += 1) {
        await sendOtp(api);
        await spendChallenge(api, responseId);
        clock.advance(31_000);
      }
      // A fresh challenge cannot be sent, and the one there cannot be tried: the failures stay counted.
      expect((await sendOtp(api)).statusCode).toBe(429);
      const locked = await verifyOtp(api, responseId, '123456');
      expect([locked.statusCode, locked.json()]).toEqual([429, { msg: REFUSALS.failuresPerNumber }]);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      clock.advance(HOUR);
      for (let round = 0; round < 2; round += 1) {
        expect((await sendOtp(api)).statusCode).toBe(200);
        await spendChallenge(api, responseId);
        clock.advance(31_000);
      }
      clock.advance(HOUR);
      const blocked = await sendOtp(api);
      expect([blocked.statusCode, blocked.json()]).toEqual([403, { msg: REFUSALS.blocked }]);
      expect((await verifyOtp(api, responseId, '123456')).statusCode).toBe(403);
      clock.advance(24 * HOUR);
      expect((await sendOtp(api)).statusCode).toBe(200);
    });

    it('limits wrong codes per client address across numbers', async () => {
      const api = await app();
      const responseId = await newResponse(api);
      for (let i = 0; i < 6; i += 1) {
        const fields = { ...INDIA, mobile: `98765${30000 + i}` };
        await sendOtp(api, fields, '198.51.100.30');
        await spendChallenge(api, responseId, fields, '198.51.100.30');
      }
      const fields = { ...INDIA, mobile: '9876539999' };
      await sendOtp(api, fields, '198.51.100.30');
      const refused = await verifyOtp(api, responseId, await codeFor(api, fields.mobile), fields, '198.51.100.30');
      expect([refused.statusCode, refused.json()]).toEqual([429, { msg: REFUSALS.failuresPerAddress }]);
      expect((await verifyOtp(api, responseId, await codeFor(api, fields.mobile), fields, '198.51.100.31')).statusCode).toBe(200);
    });

    it('needs a stored survey response and valid fields', async () => {
      const api = await app();
      await sendOtp(api);
      const code = await codeFor(api, INDIA.mobile);
      const unknown = await verifyOtp(api, 'AAAAAAAAAAAAAAAAAAAAAA', code);
      expect([unknown.statusCode, unknown.json().msg]).toEqual([400, 'responseId is not a stored survey response']);
      const malformed = await verifyOtp(api, 'nope', code);
      expect([malformed.statusCode, malformed.json().msg]).toEqual([400, expect.stringMatching(/responseId/)]);
      const letters = await verifyOtp(api, await newResponse(api), 'abcdef');
      expect([letters.statusCode, letters.json().msg]).toEqual([400, expect.stringMatching(/otp/)]);
      const missing = await api.inject({ method: 'POST', url: '/api/customer/me/veryfyotp', ...multipart({ ...INDIA }) });
      expect([missing.statusCode, missing.json().msg]).toEqual([400, expect.stringMatching(/is required/)]);
      // None of these spent a try.
      expect((await verifyOtp(api, await newResponse(api), code)).statusCode).toBe(200);
    });
  });

  it('never logs a full number, email, code or token', async () => {
    let log = '';
    const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    const api = await makeApp({ now: clock.now, logStream, env: { LOG_LEVEL: 'trace' } });
    const responseId = await newResponse(api);
    const visitor = { ...BANGLADESH, mobile: '1712345678', email: 'asha.secret@example.com' };
    await sendOtp(api, visitor);
    await sendOtp(api, visitor);
    const code = await codeFor(api, visitor.mobile);
    await verifyOtp(api, responseId, wrongCodeFor(code), visitor);
    const { token } = (await verifyOtp(api, responseId, code, visitor)).json<{ token: string }>();
    await verifyOtp(api, responseId, code, visitor);
    await api.inject({
      method: 'POST',
      url: `/api/forms/updateResponse/${responseId}?mobile=${visitor.mobile}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { mobileNumber: visitor.mobile, name: 'Asha', isd: visitor.isd, btnUrl: '/response/checkout/x' },
    });
    expect(log).toContain('+880******5678');
    expect(log).toContain('a***@example.com');
    expect(log).toContain('wrong otp entered');
    for (const secret of [visitor.mobile, visitor.email, token]) expect(log).not.toContain(secret);
    // The six-digit code as a number of its own: a log line's timings (responseTime 6.348781999986386) and
    // timestamps are long runs of digits that hold any six-digit code now and then.
    expect(log).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });
});
