// What the web build produced: which remote versions exist under WEB_DIST and what releases.json proposes as defaults.
import { access, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from './rules';

export interface BuiltRemote {
  name: string;
  version: string;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

function builtManifestPath(webDist: string, remote: RemoteName, version: string): string {
  return join(webDist, 'remotes', remote, version, 'mf-manifest.json');
}

export function isVersionBuilt(webDist: string, remote: RemoteName, version: string): Promise<boolean> {
  return exists(builtManifestPath(webDist, remote, version));
}

function isBuiltRemote(value: unknown): value is BuiltRemote {
  if (typeof value !== 'object' || value === null) return false;
  const { name, version } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof version === 'string';
}

/** `<webDist>/releases.json` as written by the web build, or null when there is none (API-only runs and tests). */
export async function readBuiltRemotes(webDist: string): Promise<BuiltRemote[] | null> {
  const file = join(webDist, 'releases.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isBuiltRemote)) {
    throw new Error(`${file} must look like { "remotes": [{ "name": "survey", "version": "1.0.0" }] }`);
  }
  return remotes;
}
