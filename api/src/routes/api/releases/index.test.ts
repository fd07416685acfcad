import { TEST_ADMIN_TOKEN, describeEachDatabase } from '../../../test-support/databases';
import { builtRemote, makeWebDist, releasesJson } from '../../../test-support/web-dist';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describeEachDatabase('GET /api/releases', ({ makeApp, scratchDir }) => {
  it('serves nothing when no release exists and the web build wrote no releases.json', async () => {
    const app = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/api/releases?country=in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: 'in', remotes: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('seeds the all-countries default of each remote from releases.json and serves it to every country', async () => {
    const webDist = await makeWebDist(scratchDir(), {
      ...releasesJson([
        { name: 'survey', version: '1.0.0' },
        { name: 'lead', version: '1.0.0' },
        { name: 'checkout', version: '1.0.0' },
      ]),
      ...builtRemote('survey', '1.0.0'),
      ...builtRemote('lead', '1.0.0'),
      ...builtRemote('checkout', '1.0.0'),
    });
    const app = await makeApp({ webDist });
    const response = await app.inject({ method: 'GET', url: '/api/releases?country=eg' });
    expect(response.json()).toEqual({
      country: 'eg',
      remotes: [
        { name: 'survey', version: '1.0.0', manifestUrl: '/remotes/survey/1.0.0/mf-manifest.json' },
        { name: 'lead', version: '1.0.0', manifestUrl: '/remotes/lead/1.0.0/mf-manifest.json' },
        { name: 'checkout', version: '1.0.0', manifestUrl: '/remotes/checkout/1.0.0/mf-manifest.json' },
      ],
    });
  });

  it('does not seed again on restart, so a rolled-back default stays rolled back', async () => {
    const webDist = await makeWebDist(scratchDir(), {
      ...releasesJson([{ name: 'lead', version: '1.0.0' }]),
      ...builtRemote('lead', '1.0.0'),
    });
    const first = await makeApp({ webDist });
    const rollback = await first.inject({
      method: 'POST',
      url: '/api/admin/releases/rollback',
      headers: admin,
      payload: { remote: 'lead' },
    });
    expect(rollback.statusCode).toBe(200);

    const restarted = await makeApp({ webDist, keepData: true });
    const response = await restarted.inject({ method: 'GET', url: '/api/releases?country=in' });
    expect(response.json()).toEqual({ country: 'in', remotes: [] });
  });

  it('skips remotes in releases.json that were never built and still starts', async () => {
    const webDist = await makeWebDist(scratchDir(), {
      ...releasesJson([
        { name: 'survey', version: '1.0.0' },
        { name: 'lead', version: '2.0.0' },
      ]),
      ...builtRemote('survey', '1.0.0'),
    });
    const app = await makeApp({ webDist });
    const response = await app.inject({ method: 'GET', url: '/api/releases?country=in' });
    expect(response.json().remotes).toEqual([
      { name: 'survey', version: '1.0.0', manifestUrl: '/remotes/survey/1.0.0/mf-manifest.json' },
    ]);
  });

  it('prefers a country release over the all-countries one, only for that country', async () => {
    const app = await makeApp();
    const release = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin/releases', headers: admin, payload });
    expect((await release({ remote: 'checkout', version: '1.0.0' })).statusCode).toBe(201);
    expect(
      (await release({ remote: 'checkout', version: '1.1.0', country: 'in', manifestUrl: 'https://cdn.example/c/1.1.0/mf-manifest.json' }))
        .statusCode,
    ).toBe(201);

    const india = await app.inject({ method: 'GET', url: '/api/releases?country=in' });
    expect(india.json().remotes).toEqual([
      { name: 'checkout', version: '1.1.0', manifestUrl: 'https://cdn.example/c/1.1.0/mf-manifest.json' },
    ]);
    const bangladesh = await app.inject({ method: 'GET', url: '/api/releases?country=bd' });
    expect(bangladesh.json().remotes).toEqual([
      { name: 'checkout', version: '1.0.0', manifestUrl: '/remotes/checkout/1.0.0/mf-manifest.json' },
    ]);
  });

  it('answers 400 naming the field for an unknown or missing country', async () => {
    const app = await makeApp();
    const unknown = await app.inject({ method: 'GET', url: '/api/releases?country=us' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring.country must be one of in, bd, sl, eg, af, global',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/releases' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('querystring.country is required');
  });
});
