// The engine the bench times: the build the API runs (tsc, `dist/`), not tsx's on-the-fly transform of
// `src/`. tsx compiles with esbuild's keepNames, which wraps every function and closure the layout code
// creates in a naming helper; that ran the same search about 1.7 times slower than the server does.
// `npm run bench:floorplan` builds `dist/` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as Engine from '../src/index';

const built = join(__dirname, '..', 'dist', 'index.js');
if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build -w floorplan\` first (npm run bench:floorplan does).`);

export const engine = require(built) as typeof Engine;

/**
 * The semi-spaces of V8's young generation the engine is timed with, in MB, or null for Node's default. The
 * API's plan worker runs the engine with 64 MB ones (PLAN_WORKER_YOUNG_GENERATION_MB in api/src/plans/
 * generator.ts: a 192 MB young generation); `npm run bench:floorplan` passes the same to node.
 */
const semiSpaceFlag = /--max-semi-space-size=(\d+)/.exec(process.execArgv.join(' '));
export const semiSpaceMb: number | null = semiSpaceFlag ? Number(semiSpaceFlag[1]) : null;
