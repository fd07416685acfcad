import { describeEachDatabase } from '../../../test-support/databases';

describeEachDatabase('social proof', ({ makeApp }) => {
  it('invents nothing by default', async () => {
    const app = await makeApp();
    const res = await app.inject({ url: '/api/social-proof?country=in' });
    expect(res.json()).toEqual({ mode: 'real', viewers: null, purchases: [], deliveredLast24h: {} });
  });

  it("tells the checkout to simulate only when the operator chose it", async () => {
    const app = await makeApp({ env: { SOCIAL_PROOF: 'simulated' } });
    expect((await app.inject({ url: '/api/social-proof?country=bd' })).json().mode).toBe('simulated');
  });

  it('refuses an unknown country', async () => {
    const app = await makeApp();
    expect((await app.inject({ url: '/api/social-proof?country=zz' })).statusCode).toBe(400);
  });
});
