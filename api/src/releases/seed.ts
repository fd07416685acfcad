// First-start defaults: every remote the web build lists gets an all-countries release unless it already has one.
import type { Database } from '../db/database';
import { waitForStartTurn } from '../db/start-turn';
import { ClientError } from '../http/client-error';
import { readBuiltRemotes } from './built-remotes';
import { createReleaseRepository } from './repository';
import { ALL_COUNTRIES, REMOTES, type RemoteName } from './rules';

export interface SeedLogger {
  warn(message: string): void;
}

export interface SeededRelease {
  remote: RemoteName;
  version: string;
}

// Distinct from the migration lock so seeding never waits on an unrelated migration.
const SEED_LOCK_KEY = 7_301_956;

function isRemote(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

export async function seedReleases(db: Database, webDist: string, log: SeedLogger): Promise<SeededRelease[]> {
  const built = await readBuiltRemotes(webDist);
  if (built === null) return [];

  return db.transaction(async (tx) => {
    await waitForStartTurn(tx, SEED_LOCK_KEY);
    const releases = createReleaseRepository(tx, { webDist });
    const seeded: SeededRelease[] = [];
    for (const { name, version } of built) {
      if (!isRemote(name)) {
        log.warn(`releases.json lists unknown remote "${name}"; not seeded`);
        continue;
      }
      // Any '*' row, even a rolled-back one, means someone already decided; a restart must not undo a rollback.
      const existing = await tx.query('select id from releases where remote = $1 and country = $2 limit 1', [
        name,
        ALL_COUNTRIES,
      ]);
      if (existing.length > 0) continue;
      try {
        await releases.setRelease({ remote: name, version });
        seeded.push({ remote: name, version });
      } catch (error) {
        // A broken web build should cost one remote, not the whole API (forms and payments keep working).
        if (!(error instanceof ClientError)) throw error;
        log.warn(`releases.json: ${error.message}; not seeded`);
      }
    }
    return seeded;
  });
}
