// Starts the production server (the one `npm start` runs) on a free port with its own
// fresh embedded database, or on DATABASE_URL when that is set, for one test file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..', '..');
const OUTPUT_TAIL_CHARS = 64 * 1024;

export interface RunningSite {
  origin: string;
  port: number;
  env: NodeJS.ProcessEnv;
  /** The server's last output (its request log), for a test that hangs or fails to say what the server saw. */
  output: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  // The API's own plugin start limit: PGlite's first start is slow on a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export async function startSite(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flx-e2e-'));
  // Every test posts its surveys from 127.0.0.1, and on DATABASE_URL one database counts them for every
  // test file: the per-address limit (30 per 10 minutes) is the API tests' to check, not in the way here.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // One line per request, of which only the tail is kept: what a stuck test needs to show.
    LOG_LEVEL: 'info',
    SURVEY_SUBMISSIONS_PER_ADDRESS: '1000',
    // The idle engine's pool growth (tested by the API's tests) would draw between a test's steps and move
    // how long the next visitor's plans take.
    PLAN_POOL_GROWTH: 'off',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [path.join(REPO, 'api', 'dist', 'server.js')], { env, cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  // Only the tail is kept, for the message when the server fails to start or a test hangs: every
  // request's log line would otherwise pile up in this process.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://localhost:${port}`;
  await waitForHealth(origin, child, () => output);
  return {
    origin,
    port,
    env,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
