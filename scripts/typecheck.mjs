// Strict TypeScript over every workspace (each has its own tsconfig extending the base).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
let failed = false;
for (const workspace of workspaces) {
  try {
    execFileSync('npx', ['tsc', '-p', `${workspace}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${workspaces.length} workspaces clean`);
