import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { MIGRATIONS_DIR } from '../paths';
import { TEST_ADMIN_TOKEN, describeEachDatabase, testConfig } from '../test-support/databases';
import { migrate } from './migrate';

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'flx-migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

describe('migrations on an on-disk PGlite', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'flx-data-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates DATA_DIR/pglite on first start and keeps data across a restart without re-applying anything', async () => {
    const config = testConfig({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web-build') });

    const first = await buildApp({ config });
    await first.ready();
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    const created = await first.inject({
      method: 'POST',
      url: '/api/admin/releases',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { remote: 'survey', version: '2.0.0' },
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await buildApp({ config });
    await second.ready();
    expect(await migrate(second.db)).toEqual([]);
    const applied = await second.db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(applied.map((row) => row.name)).toEqual((await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort());
    const releases = await second.inject({ method: 'GET', url: '/api/releases?country=in' });
    expect(releases.json().remotes).toEqual([
      { name: 'survey', version: '2.0.0', manifestUrl: '/remotes/survey/2.0.0/mf-manifest.json' },
    ]);
    await second.close();
    // Creating a PGlite cluster on disk (initdb) takes several seconds.
  }, 60_000);
});

describeEachDatabase('migrate', ({ database }) => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const tempMigrations = async (files: Record<string, string>) => {
    const dir = await migrationsDir(files);
    dirs.push(dir);
    return dir;
  };

  beforeEach(async () => {
    await database().exec(
      `drop table if exists schema_migrations, m_one, m_two, releases, survey_forms, survey_responses,
         survey_response_answers, currencies, countries, plan_prices, upsell_offers cascade`,
    );
  });

  it('applies each file once, in name order, and nothing on a second run', async () => {
    const dir = await tempMigrations({
      '002_two.sql': 'create table m_two (id int references m_one (id));',
      '001_one.sql': 'create table m_one (id int primary key); insert into m_one values (1);',
    });
    expect(await migrate(database(), dir)).toEqual(['001_one.sql', '002_two.sql']);
    expect(await migrate(database(), dir)).toEqual([]);
    expect(await database().query('select id from m_one')).toEqual([{ id: 1 }]);
  });

  it('rolls back a failing migration completely and names it', async () => {
    const dir = await tempMigrations({
      '001_one.sql': 'create table m_one (id int primary key);',
      '002_two.sql': 'create table m_two (id int); insert into m_two values (1); select * from no_such_table;',
    });
    await expect(migrate(database(), dir)).rejects.toThrow(/^migration 002_two\.sql failed: .*no_such_table/);
    const tables = await database().query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('m_one', 'm_two') and table_schema = current_schema()",
    );
    expect(tables).toEqual([{ name: 'm_one' }]);
    expect(await database().query('select name from schema_migrations')).toEqual([{ name: '001_one.sql' }]);
  });

  it('refuses files that do not follow NNN_name.sql', async () => {
    const dir = await tempMigrations({ '1-init.sql': 'select 1;' });
    await expect(migrate(database(), dir)).rejects.toThrow('migration files must be named NNN_snake_case.sql: 1-init.sql');
  });

  it('runs the shipped migrations on this database', async () => {
    expect((await migrate(database())).length).toBeGreaterThan(0);
    expect(await database().query('select count(*)::int as n from releases')).toEqual([{ n: 0 }]);
  });
});
