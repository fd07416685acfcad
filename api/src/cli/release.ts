// Entry point of `npm run release -- ...` (api/dist/cli/release.js).
import { runReleaseCli } from './run-release';

runReleaseCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
}).then(
  (code) => {
    // exitCode rather than exit() so buffered output is flushed before the process ends.
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`release: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
