import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN_TOKEN, describeEachDatabase } from '../../../../test-support/databases';
import { builtRemote, makeWebDist } from '../../../../test-support/web-dist';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

function setRelease(app: FastifyInstance, payload: object, headers: Record<string, string> = admin) {
  return app.inject({ method: 'POST', url: '/api/admin/releases', headers, payload });
}

function rollback(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/admin/releases/rollback', headers: admin, payload });
}

async function currentVersion(app: FastifyInstance, country: string, remote: string) {
  const response = await app.inject({ method: 'GET', url: `/api/releases?country=${country}` });
  return (response.json() as { remotes: Array<{ name: string; version: string }> }).remotes.find(
    (r) => r.name === remote,
  )?.version;
}

describeEachDatabase('admin release endpoints', ({ makeApp, scratchDir }) => {
  describe('authorisation', () => {
    it.each([
      ['GET', '/api/admin/releases', undefined],
      ['POST', '/api/admin/releases', { remote: 'lead', version: '1.0.0' }],
      ['POST', '/api/admin/releases/rollback', { remote: 'lead' }],
    ] as const)('%s %s answers 401 without the token', async (method, url, payload) => {
      const app = await makeApp();
      const response = await app.inject({ method, url, ...(payload && { payload }) });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'admin routes need the header Authorization: Bearer <admin token>',
      });
    });

    it('answers 401 to a wrong token, even one that shares a prefix with the right one', async () => {
      const app = await makeApp();
      const response = await setRelease(
        app,
        { remote: 'lead', version: '1.0.0' },
        { authorization: `Bearer ${TEST_ADMIN_TOKEN.slice(0, -1)}x` },
      );
      expect(response.statusCode).toBe(401);
      expect(await currentVersion(app, 'in', 'lead')).toBeUndefined();
    });

    it('without ADMIN_TOKEN, generates a token into DATA_DIR/admin-token (mode 0600) and accepts it', async () => {
      const dataDir = join(scratchDir(), 'generated-token');
      const app = await makeApp({ env: { ADMIN_TOKEN: '', DATA_DIR: dataDir } });
      const file = join(dataDir, 'admin-token');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const token = (await readFile(file, 'utf8')).trim();
      expect(token.length).toBeGreaterThanOrEqual(32);

      expect((await app.inject({ method: 'GET', url: '/api/admin/releases', headers: admin })).statusCode).toBe(401);
      const ok = await app.inject({
        method: 'GET',
        url: '/api/admin/releases',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('releasing and rolling back', () => {
    it('a country release overrides the default; rolling it back restores the default', async () => {
      const app = await makeApp();
      await setRelease(app, { remote: 'checkout', version: '1.0.0' });
      const created = await setRelease(app, { remote: 'checkout', version: '1.1.0', country: 'in' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        id: expect.any(Number),
        country: 'in',
        remote: 'checkout',
        version: '1.1.0',
        manifestUrl: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        rolledBackAt: null,
      });
      expect(await currentVersion(app, 'in', 'checkout')).toBe('1.1.0');

      const rolledBack = await rollback(app, { remote: 'checkout', country: 'in' });
      expect(rolledBack.statusCode).toBe(200);
      expect(rolledBack.json()).toEqual({
        rolledBack: expect.objectContaining({ version: '1.1.0', country: 'in', rolledBackAt: expect.any(String) }),
        current: {
          name: 'checkout',
          version: '1.0.0',
          manifestUrl: '/remotes/checkout/1.0.0/mf-manifest.json',
          country: '*',
        },
      });
      expect(await currentVersion(app, 'in', 'checkout')).toBe('1.0.0');
    });

    it('rolling back the newest release of a country falls back to its previous one', async () => {
      const app = await makeApp();
      await setRelease(app, { remote: 'lead', version: '1.0.0', country: 'bd' });
      await setRelease(app, { remote: 'lead', version: '1.2.0', country: 'bd' });
      await rollback(app, { remote: 'lead', country: 'bd' });
      expect(await currentVersion(app, 'bd', 'lead')).toBe('1.0.0');
    });

    it('rollback touches exactly the given country', async () => {
      const app = await makeApp();
      await setRelease(app, { remote: 'lead', version: '1.0.0' });
      await setRelease(app, { remote: 'lead', version: '1.1.0', country: 'in' });
      const response = await rollback(app, { remote: 'lead' });
      expect(response.json().current).toBeNull();
      expect(await currentVersion(app, 'in', 'lead')).toBe('1.1.0');
      expect(await currentVersion(app, 'eg', 'lead')).toBeUndefined();
    });

    it('answers 404 when there is nothing to roll back', async () => {
      const app = await makeApp();
      const response = await rollback(app, { remote: 'survey', country: 'af' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('there is no active release of survey for country af to roll back');
    });

    it('lists the whole history newest first, rolled-back rows included', async () => {
      const app = await makeApp();
      await setRelease(app, { remote: 'survey', version: '1.0.0' });
      await setRelease(app, { remote: 'survey', version: '1.1.0', country: 'sl' });
      await rollback(app, { remote: 'survey', country: 'sl' });
      const response = await app.inject({ method: 'GET', url: '/api/admin/releases', headers: admin });
      expect(response.statusCode).toBe(200);
      expect(
        response.json().releases.map((r: { version: string; country: string; rolledBackAt: string | null }) => [
          r.version,
          r.country,
          r.rolledBackAt === null,
        ]),
      ).toEqual([
        ['1.1.0', 'sl', false],
        ['1.0.0', '*', true],
      ]);
    });
  });

  describe('input checks', () => {
    it.each([
      [{ version: '1.0.0' }, 'body.remote is required'],
      [{ remote: 'cart', version: '1.0.0' }, 'body.remote must be one of survey, lead, checkout'],
      [{ remote: 'lead', version: '../../etc' }, 'body.version must match pattern'],
      [{ remote: 'lead', version: '1.0.0', country: 'us' }, 'body.country must be one of in, bd, sl, eg, af, global, *'],
      [{ remote: 'lead', version: '1.0.0', manifestUrl: '//evil.example/x.json' }, 'body.manifestUrl must match pattern'],
    ])('refuses %j with a message naming the field', async (payload, message) => {
      const app = await makeApp();
      const response = await setRelease(app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(message) });
    });

    it('refuses a version that was never built when the web build exists', async () => {
      const webDist = await makeWebDist(scratchDir(), builtRemote('checkout', '1.0.0'));
      const app = await makeApp({ webDist });
      const response = await setRelease(app, { remote: 'checkout', version: '1.9.9', country: 'in' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'version 1.9.9 of checkout was never built: remotes/checkout/1.9.9/mf-manifest.json is missing from the web build; build it first or pass manifestUrl',
      );
      expect(await currentVersion(app, 'in', 'checkout')).toBeUndefined();

      expect((await setRelease(app, { remote: 'checkout', version: '1.0.0', country: 'in' })).statusCode).toBe(201);
      const external = await setRelease(app, {
        remote: 'checkout',
        version: '1.9.9',
        country: 'in',
        manifestUrl: 'https://cdn.example/checkout/1.9.9/mf-manifest.json',
      });
      expect(external.statusCode).toBe(201);
    });
  });
});
