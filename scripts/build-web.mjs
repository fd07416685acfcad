// Builds the shell and the three remotes for production, then writes dist/releases.json: the
// remote versions this build produced, which the API seeds as the default release, and a Brotli and
// a gzip copy beside each text file (scripts/precompress.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const remotes = { survey: 'mfe-survey', lead: 'mfe-lead', checkout: 'mfe-checkout' };
const only = process.argv.slice(2);

for (const workspace of ['shell', ...Object.values(remotes)]) {
  if (only.length && !only.includes(workspace)) continue;
  console.log(`\n▶ building ${workspace}`);
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(root, workspace),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const releases = Object.entries(remotes).map(([name, workspace]) => ({
  name,
  version: JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).version,
}));
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(path.join(root, 'dist', 'releases.json'), `${JSON.stringify({ remotes: releases }, null, 2)}\n`);
console.log('\nreleases.json:', releases.map((r) => `${r.name}@${r.version}`).join(', '));

const { raw, brotli } = precompress(path.join(root, 'dist'));
console.log(`precompressed: ${(raw / 1024).toFixed(0)} KB of text, ${(brotli / 1024).toFixed(0)} KB as Brotli`);
