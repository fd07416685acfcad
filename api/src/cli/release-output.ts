// What the release CLI prints: one line per change, a table for the history.
import type { ReleaseRecord, RollbackResult } from '../releases/repository';
import { ALL_COUNTRIES } from '../releases/rules';

function forCountry(country: string): string {
  return country === ALL_COUNTRIES ? 'all countries' : `country ${country}`;
}

export function describeRelease(record: ReleaseRecord): string {
  const manifest = record.manifestUrl === null ? '' : `, manifest ${record.manifestUrl}`;
  return `released ${record.remote} ${record.version} for ${forCountry(record.country)} (release #${record.id}${manifest})`;
}

export function describeRollback({ rolledBack, current }: RollbackResult): string {
  const head = `rolled back ${rolledBack.remote} ${rolledBack.version} for ${forCountry(rolledBack.country)} (release #${rolledBack.id})`;
  const who =
    rolledBack.country === ALL_COUNTRIES ? 'countries without their own release now get' : `country ${rolledBack.country} now gets`;
  if (current === null) return `${head}; ${who} no ${rolledBack.remote} release`;
  const source = current.country === rolledBack.country ? 'an earlier release' : 'the all-countries release';
  return `${head}; ${who} ${current.name} ${current.version} (${source})`;
}

export function describeHistory(records: ReleaseRecord[]): string {
  if (records.length === 0) return 'no releases yet';
  const rows = [
    ['id', 'country', 'remote', 'version', 'released at', 'status'],
    ...records.map((r) => [
      `#${r.id}`,
      r.country,
      r.remote,
      r.version,
      r.createdAt,
      r.rolledBackAt === null ? 'active' : `rolled back ${r.rolledBackAt}`,
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}
