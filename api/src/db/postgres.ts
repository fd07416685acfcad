// Database on a PostgreSQL server through a `pg` connection pool, optionally confined to one schema.
import { Pool, type PoolClient } from 'pg';
import type { Database } from './database';

export interface PostgresOptions {
  /** Sets search_path on every connection, so tests can share one server and each live in its own schema. */
  schema?: string;
  /** Idle connections can fail (server restart); without a listener `pg` would crash the process. */
  onPoolError?: (error: Error) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function onClient(client: PoolClient): Database {
  const db: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    // Joining the outer transaction lets a repository method that opens one also run inside a caller's.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
  return db;
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const { schema, onPoolError } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`schema must match ${SCHEMA_NAME.source} (got "${schema}")`);
  }
  const pool = new Pool({
    connectionString,
    ...(schema !== undefined && { options: `-c search_path=${schema}` }),
  });
  pool.on('error', onPoolError ?? (() => undefined));

  return {
    kind: 'postgres',
    // pg's row type is `any`; the caller names the row shape, as with PGlite.
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
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
