// Chooses the database from configuration: a PostgreSQL server when DATABASE_URL is set, PGlite under DATA_DIR otherwise.
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  onPoolError?: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    return openPostgres(config.databaseUrl, onPoolError ? { onPoolError } : {});
  }
  return openPglite(pgliteDir(config.dataDir));
}
