// Applies the SQL files in api/migrations in name order, each once, each in its own transaction, on either database.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';
import { waitForStartTurn } from './start-turn';

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same in every instance so two API processes starting together take turns.
const MIGRATION_LOCK_KEY = 7_301_955;

async function migrationFiles(dir: string): Promise<string[]> {
  const sqlFiles = (await readdir(dir)).filter((name) => name.endsWith('.sql'));
  const misnamed = sqlFiles.filter((name) => !MIGRATION_FILE.test(name));
  if (misnamed.length > 0) {
    throw new Error(`migration files must be named NNN_snake_case.sql: ${misnamed.join(', ')} in ${dir}`);
  }
  return sqlFiles.sort();
}

/** Returns the names of the migrations applied by this call (empty when the database was up to date). */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  await db.transaction(async (tx) => {
    await waitForStartTurn(tx, MIGRATION_LOCK_KEY);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await waitForStartTurn(tx, MIGRATION_LOCK_KEY);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (done.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
