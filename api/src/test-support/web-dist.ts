// Fake web builds for tests: a temporary WEB_DIST holding exactly the files a test names.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** `files` maps paths relative to WEB_DIST (e.g. `remotes/lead/1.0.0/mf-manifest.json`) to their contents. */
export async function makeWebDist(parent: string | undefined, files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(join(parent ?? tmpdir(), 'web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

export function builtRemote(name: string, version: string): Record<string, string> {
  return {
    [`remotes/${name}/${version}/mf-manifest.json`]: JSON.stringify({ id: name, name, metaData: { buildInfo: { buildVersion: version } } }),
    [`remotes/${name}/${version}/remoteEntry.js`]: `/* ${name} ${version} */`,
  };
}

export function releasesJson(remotes: Array<{ name: string; version: string }>): Record<string, string> {
  return { 'releases.json': JSON.stringify({ remotes }) };
}
