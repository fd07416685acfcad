// Database on a PostgreSQL server through a `pg` connection pool, optionally confined to one schema.
import { Pool, type PoolClient } from 'pg';
import { TryLater } from '../http/try-later';
import type { Database } from './database';

export interface PostgresOptions {
  /** Sets search_path on every connection, so tests can share one server and each live in its own schema. */
  schema?: string;
  /** Idle connections can fail (server restart); without a listener `pg` would crash the process. */
  onPoolError?: (error: Error) => void;
  /** Connections the pool may open; pg's default is 10. */
  maxConnections?: number;
  /** How long a request waits for a free connection, and a statement for a lock, before it is turned away. */
  waitMs?: number;
}

/**
 * How long a request may wait for a connection or a lock (the OTP limits serialise on advisory locks). pg
 * and PostgreSQL wait forever by default: one stuck transaction would then hang every request queued behind
 * it, and the visitor's page with it, where a refusal lets them try again.
 */
export const DATABASE_WAIT_MS = 10_000;

/** The database could not take the request in time; the caller may ask again shortly. */
export class DatabaseBusy extends TryLater {
  constructor(cause: Error) {
    super(503, 'the database is busy; ask again shortly', 2);
    this.name = 'DatabaseBusy';
    this.cause = cause;
  }
}

/** pg's words when no connection came free in time, and PostgreSQL's lock_not_available. */
function isWaitTimeout(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  return (error as { code?: string }).code === '55P03' || /timeout exceeded when trying to connect/.test(error.message);
}

async function busyOnTimeout<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isWaitTimeout(error) ? new DatabaseBusy(error) : error;
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function onClient(client: PoolClient): Database {
  const db: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await busyOnTimeout(client.query(sql, params))).rows as T[],
    exec: async (sql) => {
      await busyOnTimeout(client.query(sql));
    },
    // Joining the outer transaction lets a repository method that opens one also run inside a caller's.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
  return db;
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const { schema, onPoolError, maxConnections, waitMs = DATABASE_WAIT_MS } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`schema must match ${SCHEMA_NAME.source} (got "${schema}")`);
  }
  const settings = [`-c lock_timeout=${waitMs}`, ...(schema !== undefined ? [`-c search_path=${schema}`] : [])];
  const pool = new Pool({
    connectionString,
    connectionTimeoutMillis: waitMs,
    options: settings.join(' '),
    ...(maxConnections !== undefined && { max: maxConnections }),
  });
  pool.on('error', onPoolError ?? (() => undefined));

  return {
    kind: 'postgres',
    // pg's row type is `any`; the caller names the row shape, as with PGlite.
    query: async <T>(sql: string, params?: unknown[]) => (await busyOnTimeout(pool.query(sql, params))).rows as T[],
    exec: async (sql) => {
      await busyOnTimeout(pool.query(sql));
    },
    transaction: async (fn) => {
      const client = await busyOnTimeout(pool.connect());
      try {
        await client.query('begin');
        const result = await fn(onClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
