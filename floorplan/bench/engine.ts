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
