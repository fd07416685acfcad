// Database on embedded PGlite: on disk under a data folder, or in memory when no folder is given.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database } from './database';

function inTransaction(tx: Transaction): Database {
  const db: Database = {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await tx.exec(sql);
    },
    // Joining the outer transaction lets a repository method that opens one also run inside a caller's.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
  return db;
}

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir !== undefined ? { dataDir } : {});
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn(inTransaction(tx))),
    close: () => pglite.close(),
  };
}
