// Runs a test suite once per available database (in-memory PGlite always, PostgreSQL too when DATABASE_URL is set) and builds apps on it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, DatabaseKind } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { PlanGenerator } from '../plans/generator';

// Starting PGlite (WASM) can take seconds on a busy machine running suites in parallel; jest's default is 5 s.
const OPEN_TIMEOUT_MS = 60_000;

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/**
 * A config as production would load it, but never from the real environment (DATABASE_URL there is for the
 * harness only). The pool's growth is off unless a test turns it on: it would draw on its own between a
 * test's requests, and tests count the engine's jobs.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN, PLAN_POOL_GROWTH: 'off', ...env });
}

export interface TestAppOptions {
  /** Defaults to a folder that does not exist, as in an API-only checkout. */
  webDist?: string;
  serveWeb?: boolean;
  /** More environment variables for the app's config (e.g. `{ ADMIN_TOKEN: '' }`). */
  env?: Record<string, string>;
  /** Keep what earlier apps of this suite wrote, to test a restart; by default every app starts on an empty database. */
  keepData?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Seed files of the forms service; api/seed by default. */
  seedDir?: string;
  /** The customer service's clock, for expiry and limit windows without sleeping. */
  now?: () => Date;
  /** The plan engine the app runs (a counting one, to see when plans are drawn). */
  planGenerator?: PlanGenerator;
}

export interface DatabaseSuite {
  kind: DatabaseKind;
  /** A started app (ready, migrations applied); closed after each test. */
  makeApp(options?: TestAppOptions): Promise<FastifyInstance>;
  /** The suite's database, for assertions below the HTTP layer. */
  database(): Database;
  /** A per-suite scratch folder, removed after the suite. */
  scratchDir(): string;
}

interface Target {
  kind: DatabaseKind;
  open(): Promise<Database>;
  reset(db: Database): Promise<void>;
  dispose(): Promise<void>;
}

function pgliteTarget(): Target {
  return {
    kind: 'pglite',
    open: () => openPglite(),
    reset: (db) => db.exec('drop schema public cascade; create schema public;'),
    dispose: async () => undefined,
  };
}

function postgresTarget(url: string): Target {
  const schema = `flx_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  return {
    kind: 'postgres',
    open: async () => {
      await admin.query(`create schema ${schema}`);
      return openPostgres(url, { schema });
    },
    reset: (db) => db.exec(`drop schema ${schema} cascade; create schema ${schema};`),
    dispose: async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

function targets(): Array<() => Target> {
  const url = process.env['DATABASE_URL'];
  return url ? [pgliteTarget, () => postgresTarget(url)] : [pgliteTarget];
}

export function describeEachDatabase(title: string, suite: (context: DatabaseSuite) => void): void {
  for (const makeTarget of targets()) {
    const target = makeTarget();
    describe(`${title} [${target.kind}]`, () => {
      let db: Database | undefined;
      let scratch: string | undefined;
      const apps: FastifyInstance[] = [];

      beforeAll(async () => {
        scratch = await mkdtemp(join(tmpdir(), 'flx-api-test-'));
        db = await target.open();
      }, OPEN_TIMEOUT_MS);
      afterEach(async () => {
        await Promise.all(apps.splice(0).map((app) => app.close()));
      });
      afterAll(async () => {
        await db?.close();
        await target.dispose();
        if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
      });

      const database = (): Database => {
        if (db === undefined) throw new Error('the database opens in beforeAll; use it inside a test');
        return db;
      };
      const scratchDir = (): string => {
        if (scratch === undefined) throw new Error('the scratch folder is made in beforeAll; use it inside a test');
        return scratch;
      };

      const makeApp = async (options: TestAppOptions = {}): Promise<FastifyInstance> => {
        if (!options.keepData) await target.reset(database());
        const config = testConfig({
          DATA_DIR: join(scratchDir(), 'data'),
          WEB_DIST: options.webDist ?? join(scratchDir(), 'no-web-build'),
          ...(options.logStream !== undefined && { LOG_LEVEL: 'info' }),
          ...options.env,
        });
        const app = await buildApp({
          config,
          database: database(),
          ...(options.serveWeb !== undefined && { serveWeb: options.serveWeb }),
          ...(options.logStream !== undefined && { logStream: options.logStream }),
          ...(options.seedDir !== undefined && { seedDir: options.seedDir }),
          ...(options.now !== undefined && { now: options.now }),
          ...(options.planGenerator !== undefined && { planGenerator: options.planGenerator }),
        });
        apps.push(app);
        await app.ready();
        return app;
      };

      suite({ kind: target.kind, makeApp, database, scratchDir });
    });
  }
}
