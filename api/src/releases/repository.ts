// Reads and writes the append-only release history; the current release per country and remote is derived from it.
import type { Database } from '../db/database';
import { ClientError } from '../http/client-error';
import { isDirectory, isVersionBuilt } from './built-remotes';
import {
  ALL_COUNTRIES,
  REMOTES,
  defaultManifestUrl,
  parseReleaseCountry,
  parseRemote,
  parseSetRelease,
  type ReleaseCountry,
  type RemoteName,
  type RollbackInput,
  type SetReleaseInput,
} from './rules';

export interface ReleaseRecord {
  id: number;
  country: ReleaseCountry;
  remote: RemoteName;
  version: string;
  manifestUrl: string | null;
  createdAt: string;
  rolledBackAt: string | null;
}

export interface CurrentRelease {
  name: RemoteName;
  version: string;
  manifestUrl: string;
  /** The row it came from: the asked country, or '*' when that country has no release of its own. */
  country: ReleaseCountry;
}

export interface RollbackResult {
  rolledBack: ReleaseRecord;
  /** What that country now gets for the remote, or null when nothing is left. */
  current: CurrentRelease | null;
}

export interface ReleaseRepository {
  currentReleases(country: ReleaseCountry): Promise<CurrentRelease[]>;
  setRelease(input: SetReleaseInput): Promise<ReleaseRecord>;
  rollback(input: RollbackInput): Promise<RollbackResult>;
  history(): Promise<ReleaseRecord[]>;
}

export interface ReleaseRepositoryOptions {
  /** The web build output; when it exists, versions without a built manifest are refused. */
  webDist?: string;
}

interface ReleaseRow {
  id: number;
  country: ReleaseCountry;
  remote: RemoteName;
  version: string;
  manifest_url: string | null;
  created_at: Date | string;
  rolled_back_at: Date | string | null;
}

const COLUMNS = 'id, country, remote, version, manifest_url, created_at, rolled_back_at';

function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

function toRecord(row: ReleaseRow): ReleaseRecord {
  return {
    id: row.id,
    country: row.country,
    remote: row.remote,
    version: row.version,
    manifestUrl: row.manifest_url,
    createdAt: isoTime(row.created_at),
    rolledBackAt: row.rolled_back_at === null ? null : isoTime(row.rolled_back_at),
  };
}

function toCurrent(row: ReleaseRow): CurrentRelease {
  return {
    name: row.remote,
    version: row.version,
    manifestUrl: row.manifest_url ?? defaultManifestUrl(row.remote, row.version),
    country: row.country,
  };
}

// A country's own row wins over the '*' row; within each, the newest active row wins.
const CURRENT_SQL = `
  select distinct on (remote) ${COLUMNS}
  from releases
  where country in ($1, '${ALL_COUNTRIES}') and rolled_back_at is null
  order by remote, (country = '${ALL_COUNTRIES}'), id desc`;

async function currentOn(db: Database, country: ReleaseCountry): Promise<CurrentRelease[]> {
  const rows = await db.query<ReleaseRow>(CURRENT_SQL, [country]);
  const byRemote = new Map(rows.map((row) => [row.remote, toCurrent(row)]));
  return REMOTES.flatMap((remote) => byRemote.get(remote) ?? []);
}

export function createReleaseRepository(db: Database, options: ReleaseRepositoryOptions = {}): ReleaseRepository {
  async function refuseUnbuilt(remote: RemoteName, version: string): Promise<void> {
    const { webDist } = options;
    if (webDist === undefined || !(await isDirectory(webDist))) return;
    if (!(await isVersionBuilt(webDist, remote, version))) {
      throw new ClientError(
        400,
        `version ${version} of ${remote} was never built: remotes/${remote}/${version}/mf-manifest.json is missing from the web build; build it first or pass manifestUrl`,
      );
    }
  }

  return {
    currentReleases: (country) => currentOn(db, country),

    async setRelease(input) {
      const release = parseSetRelease(input);
      if (release.manifestUrl === null) await refuseUnbuilt(release.remote, release.version);
      const [row] = await db.query<ReleaseRow>(
        `insert into releases (country, remote, version, manifest_url) values ($1, $2, $3, $4) returning ${COLUMNS}`,
        [release.country, release.remote, release.version, release.manifestUrl],
      );
      if (row === undefined) throw new Error('insert into releases returned no row');
      return toRecord(row);
    },

    async rollback(input) {
      const remote = parseRemote(input.remote);
      const country = parseReleaseCountry(input.country);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<ReleaseRow>(
          // The outer 'rolled_back_at is null' makes a concurrent second rollback of the same row find nothing instead of repeating it.
          `update releases set rolled_back_at = now()
           where rolled_back_at is null and id = (
             select id from releases
             where country = $1 and remote = $2 and rolled_back_at is null
             order by id desc limit 1
             for update
           )
           returning ${COLUMNS}`,
          [country, remote],
        );
        if (row === undefined) {
          throw new ClientError(404, `there is no active release of ${remote} for country ${country} to roll back`);
        }
        const current = (await currentOn(tx, country)).find((release) => release.name === remote) ?? null;
        return { rolledBack: toRecord(row), current };
      });
    },

    async history() {
      const rows = await db.query<ReleaseRow>(`select ${COLUMNS} from releases order by id desc`);
      return rows.map(toRecord);
    },
  };
}
