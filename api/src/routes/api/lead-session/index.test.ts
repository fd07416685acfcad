import type { FastifyInstance } from 'fastify';
import { INDIA, newResponse, testClock, verifiedSession, type TestClock } from '../../../test-support/customer';
import { describeEachDatabase } from '../../../test-support/databases';

const UNKNOWN_RESPONSE = 'AAAAAAAAAAAAAAAAAAAAAA';

describeEachDatabase('session-authorised lead calls under /api/forms', ({ makeApp, database }) => {
  let clock: TestClock;
  beforeEach(() => {
    clock = testClock();
  });

  const update = { mobileNumber: INDIA.mobile, name: 'Asha', isd: INDIA.isd, btnUrl: 'http://localhost:8080/response/checkout/abc?isd=91&mobile=9876543210' };
  const updateResponse = (app: FastifyInstance, id: string, authorization?: string, payload: object = update) =>
    app.inject({ method: 'POST', url: `/api/forms/updateResponse/${id}`, payload, headers: authorization ? { authorization } : {} });
  const offerStart = (app: FastifyInstance, id: string, authorization?: string) =>
    app.inject({ method: 'POST', url: `/api/forms/offer-start/${id}`, headers: authorization ? { authorization } : {} });

  it('updateResponse stores the details on the lead of the session response', async () => {
    const app = await makeApp({ now: clock.now });
    const { responseId, token } = await verifiedSession(app);
    clock.advance(5_000);
    const res = await updateResponse(app, responseId, `Bearer ${token}`);
    expect([res.statusCode, res.json()]).toEqual([200, { flag: true, message: 'lead updated' }]);
    const [lead] = await database().query('select name, isd, mobile, btn_url from leads where response_id = $1', [responseId]);
    expect(lead).toEqual({ name: 'Asha', isd: '91', mobile: '9876543210', btn_url: update.btnUrl });
  });

  it('updateResponse: 401 without a valid token, 404 for an unknown response, 403 for another response or number', async () => {
    const app = await makeApp({ now: clock.now });
    const { responseId, token } = await verifiedSession(app);
    const otherResponse = await newResponse(app);

    const missing = await updateResponse(app, responseId);
    expect([missing.statusCode, missing.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    expect((await updateResponse(app, responseId, 'Bearer not-a-token')).statusCode).toBe(401);
    expect((await updateResponse(app, responseId, `Basic ${token}`)).statusCode).toBe(401);
    expect((await updateResponse(app, responseId, `Bearer ${token}x`)).statusCode).toBe(401);
    expect((await updateResponse(app, UNKNOWN_RESPONSE, `Bearer ${token}`)).statusCode).toBe(404);
    // An unknown response is not revealed to callers without a session.
    expect((await updateResponse(app, UNKNOWN_RESPONSE)).statusCode).toBe(401);
    expect((await updateResponse(app, otherResponse, `Bearer ${token}`)).statusCode).toBe(403);
    expect((await updateResponse(app, responseId, `Bearer ${token}`, { ...update, mobileNumber: '9812345678' })).statusCode).toBe(403);
    expect((await updateResponse(app, responseId, `Bearer ${token}`, { ...update, btnUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await updateResponse(app, responseId, `Bearer ${token}`, { ...update, admin: true })).statusCode).toBe(200);

    clock.advance(7 * 24 * 60 * 60_000);
    expect((await updateResponse(app, responseId, `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('offer-start records the first start only, behind the same token', async () => {
    const app = await makeApp({ now: clock.now });
    const { responseId, token } = await verifiedSession(app);
    const otherResponse = await newResponse(app);
    expect((await offerStart(app, responseId)).statusCode).toBe(401);
    expect((await offerStart(app, responseId, 'Bearer wrong')).statusCode).toBe(401);
    expect((await offerStart(app, otherResponse, `Bearer ${token}`)).statusCode).toBe(403);
    expect((await offerStart(app, UNKNOWN_RESPONSE, `Bearer ${token}`)).statusCode).toBe(404);

    const first = await offerStart(app, responseId, `Bearer ${token}`);
    expect([first.statusCode, first.json()]).toEqual([200, { offerStartedAt: clock.now().toISOString() }]);
    clock.advance(4 * 60_000);
    expect((await offerStart(app, responseId, `Bearer ${token}`)).json()).toEqual(first.json());
  });

  it('update (call 7) records a known package on a stored response', async () => {
    const app = await makeApp({ now: clock.now });
    const responseId = await newResponse(app);
    const pick = (id: string, payload: object) => app.inject({ method: 'POST', url: `/api/forms/update/${id}`, payload });
    for (const packageType of ['Option1', 'Option2', 'Option1_2D_3D', 'Option2_2D_3D', 'Option1_2D_3D_Offer']) {
      expect((await pick(responseId, { packageType })).json()).toEqual({ flag: true, message: 'package recorded' });
    }
    expect((await pick(responseId, { packageType: 'Free' })).statusCode).toBe(400);
    expect((await pick(responseId, {})).statusCode).toBe(400);
    expect((await pick('x', { packageType: 'Option1' })).statusCode).toBe(400);
    expect((await pick(UNKNOWN_RESPONSE, { packageType: 'Option1' })).statusCode).toBe(404);
    const rows = await database().query('select package_type from response_packages where response_id = $1 order by id', [responseId]);
    expect(rows).toHaveLength(5);
  });
});
