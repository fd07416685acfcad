// Cache-Control for the built site: content-addressed files forever, anything whose content can change under the same URL never without revalidation.
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
// The API's own images (api/public) keep their names when redrawn, so a day, not forever.
export const MEDIA = 'public, max-age=86400';

// e.g. main.3f9a2c1b.js, 412.8e01aa37f0c1.css, main.3f9a2c1b.js.map
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;
// The entry points a host resolves by a fixed name inside a version folder; they must be re-checked so a rebuilt version is seen.
const REMOTE_ENTRY_POINTS = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** `relativePath` is relative to the shell folder, with '/' separators. */
export function shellCacheControl(relativePath: string): string {
  return CONTENT_HASHED.test(basename(relativePath)) ? IMMUTABLE : REVALIDATE;
}

/** `relativePath` is relative to the remotes folder: `<name>/<version>/...`. */
export function remoteCacheControl(relativePath: string): string {
  const segments = relativePath.split('/');
  const name = segments[segments.length - 1] ?? '';
  const insideVersion = segments.length >= 3;
  if (!insideVersion || REMOTE_ENTRY_POINTS.has(name) || name.endsWith('.json')) return REVALIDATE;
  return IMMUTABLE;
}
