import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../test-support/databases';
import { handoffUrl, INR_PRICES, payFor, signedInVisitor } from '../../../test-support/payments';

describeEachDatabase('social proof', ({ makeApp, database }) => {
  it('invents nothing by default', async () => {
    const app = await makeApp();
    const res = await app.inject({ url: '/api/social-proof?country=in' });
    expect(res.json()).toEqual({ mode: 'real', viewers: 0, purchases: [], deliveredLast24h: {} });
  });

  it("tells the checkout to simulate only when the operator chose it", async () => {
    const app = await makeApp({ env: { SOCIAL_PROOF: 'simulated' } });
    expect((await app.inject({ url: '/api/social-proof?country=bd' })).json().mode).toBe('simulated');
  });

  it('refuses an unknown country', async () => {
    const app = await makeApp();
    expect((await app.inject({ url: '/api/social-proof?country=zz' })).statusCode).toBe(400);
  });

  describe('real numbers', () => {
    let clock: Date;
    const now = () => clock;
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
    beforeEach(() => {
      clock = new Date('2026-11-22T10:00:00Z');
    });

    const beat = (app: FastifyInstance, visitorId: string) =>
      app.inject({ method: 'POST', url: '/api/social-proof/heartbeat', payload: { page: 'checkout', visitorId } });
    const proof = async (app: FastifyInstance) => (await app.inject({ url: '/api/social-proof?country=in' })).json();

    async function buy(app: FastifyInstance, name: string, mobile: string, packageType: keyof typeof INR_PRICES): Promise<void> {
      const visitor = await signedInVisitor(app, database(), clock, { name, mobile });
      if (packageType === 'Option1_2D_3D_Offer') {
        await database().query('insert into response_offers (response_id, offer_started_at) values ($1, $2)', [visitor.responseId, clock]);
      }
      await payFor(app, visitor, packageType);
    }

    it('counts distinct checkout visitors seen in the last 60 seconds', async () => {
      const app = await makeApp({ now });
      expect((await beat(app, 'visitor-aaaa')).statusCode).toBe(200);
      await beat(app, 'visitor-aaaa');
      await beat(app, 'visitor-bbbb');
      expect((await proof(app)).viewers).toBe(2);
      advance(30_000);
      await beat(app, 'visitor-cccc');
      advance(31_000);
      expect((await proof(app)).viewers).toBe(1);
      advance(60_000);
      expect((await proof(app)).viewers).toBe(0);
      expect((await beat(app, 'x')).statusCode).toBe(400);
      // One address posing as a crowd counts as at most five viewers.
      for (let i = 0; i < 20; i += 1) await beat(app, `script-${String(i).padStart(4, '0')}`);
      await app.inject({ method: 'POST', url: '/api/social-proof/heartbeat', remoteAddress: '198.51.100.9', payload: { page: 'checkout', visitorId: 'visitor-eeee' } });
      expect((await proof(app)).viewers).toBe(6);
      expect((await app.inject({ method: 'POST', url: '/api/social-proof/heartbeat', payload: { page: 'survey', visitorId: 'visitor-dddd' } })).statusCode).toBe(400);
    });

    it('names buyers of the last 30 minutes by first name and package, and counts paid plans of the last 24 hours', async () => {
      const app = await makeApp({ now });
      await buy(app, 'Asha Rao', '9000000001', 'Option1');
      advance(10 * 60_000);
      await buy(app, 'Ravi Kumar', '9000000002', 'Option1_2D_3D');
      await buy(app, '9000000003', '9000000003', 'Option1_2D_3D_Offer');
      await buy(app, 'Meena', '9000000004', 'Option2_2D_3D');
      // A started but unpaid order counts nowhere.
      const unpaid = await signedInVisitor(app, database(), clock, { name: 'Zoya', mobile: '9000000005' });
      await app.inject({ url: handoffUrl(unpaid, 'Option2') });

      const body = await proof(app);
      expect(body.purchases).toEqual(
        expect.arrayContaining([
          { name: 'Asha', package: 'Starter Blueprint' },
          { name: 'Ravi', package: 'Elevate Premium' },
          { name: 'Meena', package: 'Elevate Elite' },
        ]),
      );
      expect(body.purchases).toHaveLength(3);
      expect(body.deliveredLast24h).toEqual({ one: 1, three: 2, four: 1 });

      advance(21 * 60_000);
      expect((await proof(app)).purchases.map((p: { name: string }) => p.name).sort()).toEqual(['Meena', 'Ravi']);
      advance(24 * 60 * 60_000);
      expect(await proof(app)).toEqual({ mode: 'real', viewers: 0, purchases: [], deliveredLast24h: {} });
    });

    it('reports nothing real when the operator chose simulated numbers', async () => {
      const app = await makeApp({ now, env: { SOCIAL_PROOF: 'simulated' } });
      await buy(app, 'Asha Rao', '9000000001', 'Option1');
      await beat(app, 'visitor-aaaa');
      expect(await proof(app)).toEqual({ mode: 'simulated', viewers: null, purchases: [], deliveredLast24h: {} });
    });
  });
});
