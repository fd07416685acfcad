// The release vocabulary (remotes, countries, version and URL shapes) and the validation every write path goes through.
import { ClientError } from '../http/client-error';

export const REMOTES = ['survey', 'lead', 'checkout'] as const;
export const COUNTRIES = ['in', 'bd', 'sl', 'eg', 'af', 'global'] as const;
/** A release row for '*' applies to every country that has none of its own. */
export const ALL_COUNTRIES = '*';
export const RELEASE_COUNTRIES = [...COUNTRIES, ALL_COUNTRIES] as const;

// Versions become a folder name under dist/remotes, so the pattern also keeps them free of '/' and '..' on their own.
export const VERSION_PATTERN = '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$';
// Absolute http(s) URL, or a same-origin path (but not a protocol-relative '//host').
export const MANIFEST_URL_PATTERN = '^(?:https?://[^\\s]+|/(?!/)[^\\s]*)$';
export const MANIFEST_URL_MAX_LENGTH = 2048;

export type RemoteName = (typeof REMOTES)[number];
export type ReleaseCountry = (typeof RELEASE_COUNTRIES)[number];

export interface SetReleaseInput {
  remote: string;
  version: string;
  country?: string | undefined;
  manifestUrl?: string | undefined;
}

export interface RollbackInput {
  remote: string;
  country?: string | undefined;
}

export interface ValidRelease {
  remote: RemoteName;
  version: string;
  country: ReleaseCountry;
  manifestUrl: string | null;
}

function isOneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

function isReleaseCountry(value: string): value is ReleaseCountry {
  return isOneOf(value, RELEASE_COUNTRIES);
}

export function parseRemote(remote: string): RemoteName {
  if (isOneOf(remote, REMOTES)) return remote;
  throw new ClientError(400, `remote must be one of ${REMOTES.join(', ')} (got "${remote}")`);
}

export function parseReleaseCountry(country: string | undefined): ReleaseCountry {
  if (country === undefined) return ALL_COUNTRIES;
  if (isReleaseCountry(country)) return country;
  throw new ClientError(400, `country must be one of ${RELEASE_COUNTRIES.join(', ')} (got "${country}")`);
}

export function parseSetRelease(input: SetReleaseInput): ValidRelease {
  const remote = parseRemote(input.remote);
  const country = parseReleaseCountry(input.country);
  if (!new RegExp(VERSION_PATTERN).test(input.version)) {
    throw new ClientError(400, `version must look like 1.2.3 or 1.2.3-beta.1 (got "${input.version}")`);
  }
  const { manifestUrl } = input;
  if (
    manifestUrl !== undefined &&
    (manifestUrl.length > MANIFEST_URL_MAX_LENGTH || !new RegExp(MANIFEST_URL_PATTERN).test(manifestUrl))
  ) {
    throw new ClientError(400, 'manifestUrl must be an http(s) URL or a path starting with a single /');
  }
  return { remote, version: input.version, country, manifestUrl: manifestUrl ?? null };
}

export function defaultManifestUrl(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}
