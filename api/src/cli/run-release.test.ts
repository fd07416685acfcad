import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { TEST_ADMIN_TOKEN, describeEachDatabase } from '../test-support/databases';
import { runReleaseCli } from './run-release';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function release(argv: string[], env: Record<string, string>): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReleaseCli(argv, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A URL where nothing listens: a port the OS just handed out and that was closed again. */
async function noServerUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('release CLI usage', () => {
  it('prints usage for help and exits 2 with the usage for a wrong command line', async () => {
    expect(await release(['--help'], {})).toEqual({ code: 0, out: expect.stringContaining('usage:'), err: '' });
    const wrong = await release(['set', 'checkout'], {});
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/^release: set takes <remote> <version> \(got checkout\)\n\nusage:/);
  });

  it('exits 1 naming the variable when the configuration is invalid', async () => {
    const run = await release(['list'], { PORT: 'x' });
    expect(run.code).toBe(1);
    expect(run.err).toContain('PORT must be an integer');
  });
});

describeEachDatabase('release CLI through the running server', ({ makeApp, scratchDir }) => {
  async function serverEnv(): Promise<Record<string, string>> {
    const app = await makeApp();
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { RELEASE_API: url, ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: join(scratchDir(), 'cli-data') };
  }

  it('sets, rolls back and lists releases through the admin API', async () => {
    const env = await serverEnv();
    expect(await release(['set', 'checkout', '1.0.0'], env)).toEqual({
      code: 0,
      out: expect.stringMatching(/^released checkout 1\.0\.0 for all countries \(release #\d+\)$/),
      err: '',
    });
    expect((await release(['set', 'checkout', '1.1.0', '--country', 'in'], env)).out).toMatch(
      /^released checkout 1\.1\.0 for country in/,
    );
    expect((await release(['rollback', 'checkout', '--country', 'in'], env)).out).toMatch(
      /^rolled back checkout 1\.1\.0 for country in \(release #\d+\); country in now gets checkout 1\.0\.0 \(the all-countries release\)$/,
    );
    const list = await release(['list'], env);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')).toEqual([
      expect.stringMatching(/^id +country +remote +version +released at +status$/),
      expect.stringMatching(/^#\d+ +in +checkout +1\.1\.0 +\S+ +rolled back \S+$/),
      expect.stringMatching(/^#\d+ +\* +checkout +1\.0\.0 +\S+ +active$/),
    ]);
  });

  it('reports the server’s validation message and exits 1', async () => {
    const env = await serverEnv();
    const run = await release(['set', 'cart', '1.0.0'], env);
    expect(run).toEqual({ code: 1, out: '', err: 'release: body.remote must be one of survey, lead, checkout' });
    const nothing = await release(['rollback', 'lead', '--country', 'eg'], env);
    expect(nothing.err).toBe('release: there is no active release of lead for country eg to roll back');
  });

  it('explains a refused token', async () => {
    const env = { ...(await serverEnv()), ADMIN_TOKEN: 'not-the-right-token-at-all' };
    const run = await release(['list'], env);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/refused the admin token; check ADMIN_TOKEN or DATA_DIR\/admin-token$/);
  });
});

describe('release CLI without a server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'flx-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens the PGlite database in DATA_DIR directly and validates like the server', async () => {
    const noServer = await noServerUrl();
    const env = { RELEASE_API: noServer, DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web-build') };
    const set = await release(['set', 'lead', '1.2.0', '--country', 'bd'], env);
    expect(set.code).toBe(0);
    expect(set.err).toBe(`no server answers at ${noServer}; opening the PGlite database in ${join(dataDir, 'pglite')} directly`);
    expect(set.out).toMatch(/^released lead 1\.2\.0 for country bd/);

    const bad = await release(['set', 'lead', 'latest'], env);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/release: version must look like 1\.2\.3 or 1\.2\.3-beta\.1 \(got "latest"\)$/);

    expect((await release(['list'], env)).out).toMatch(/#1 +bd +lead +1\.2\.0 .* active$/m);
  }, 60_000);
});

const databaseUrl = process.env['DATABASE_URL'];
// Registered only when a PostgreSQL server is configured (CI always sets DATABASE_URL).
if (databaseUrl) describe('release CLI with DATABASE_URL', () => {
  const schema = `flx_test_cli_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  beforeAll(async () => {
    await admin.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('writes to the database directly, never looking for a server', async () => {
    const url = new URL(databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), RELEASE_API: await noServerUrl(), WEB_DIST: '/nonexistent/web-build' };
    const run = await release(['set', 'survey', '3.0.0'], env);
    expect(run).toEqual({ code: 0, out: expect.stringMatching(/^released survey 3\.0\.0 for all countries/), err: '' });
    const rows = await admin.query(`select remote, version, country from ${schema}.releases`);
    expect(rows.rows).toEqual([{ remote: 'survey', version: '3.0.0', country: '*' }]);
  });
});
