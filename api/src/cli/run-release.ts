// One release CLI invocation: decides where to write (database, running server, or PGlite directly) and prints the outcome.
import { adminTokenFile, readAdminTokenFile } from '../auth/admin-token';
import { ConfigError, loadConfig, type Config, type Env } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, pgliteDir } from '../db/open';
import { createReleaseRepository } from '../releases/repository';
import { RELEASE_USAGE, UsageError, parseReleaseArgs, type ReleaseCommand } from './release-args';
import { httpOperations, repositoryOperations, type ReleaseOperations } from './release-operations';
import { describeHistory, describeRelease, describeRollback } from './release-output';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

interface Target {
  operations: ReleaseOperations;
  close(): Promise<void>;
}

const SERVER_PROBE_TIMEOUT_MS = 3000;

// Errors from fetch can come from another realm (jest's vm), where instanceof Error is false.
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; errors?: Array<{ code?: unknown }> } }).cause;
  if (cause?.code === 'ECONNREFUSED') return true;
  // 'localhost' may resolve to both ::1 and 127.0.0.1; Node then reports an AggregateError of refusals.
  return Array.isArray(cause?.errors) && cause.errors.length > 0 && cause.errors.every((e) => e.code === 'ECONNREFUSED');
}

/** false only when nothing listens; a server that is up but unhealthy or slow is an error, since PGlite must not be opened twice. */
async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(new URL('/api/health', baseUrl), { signal: AbortSignal.timeout(SERVER_PROBE_TIMEOUT_MS) });
    return true;
  } catch (error) {
    if (isConnectionRefused(error)) return false;
    throw new Error(`could not tell whether a server runs at ${baseUrl}: ${messageOf(error)}`);
  }
}

async function openDirect(config: Config): Promise<Target> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    operations: repositoryOperations(createReleaseRepository(db, { webDist: config.webDist })),
    close: () => db.close(),
  };
}

function releaseApiUrl(config: Config, env: Env): string {
  const url = env['RELEASE_API']?.trim() || `http://127.0.0.1:${config.port}`;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`RELEASE_API must be an http(s) URL (got "${url}")`);
  return url;
}

async function chooseTarget(config: Config, env: Env, io: CliIo): Promise<Target> {
  // PostgreSQL takes any number of clients, so there is no need to go through a server.
  if (config.databaseUrl !== undefined) return openDirect(config);

  const baseUrl = releaseApiUrl(config, env);
  if (await serverAnswers(baseUrl)) {
    const token = config.adminToken ?? (await readAdminTokenFile(config.dataDir));
    if (token === undefined) {
      throw new Error(
        `a server answers at ${baseUrl} but there is no admin token: set ADMIN_TOKEN or check ${adminTokenFile(config.dataDir)}`,
      );
    }
    return { operations: httpOperations(baseUrl, token), close: async () => undefined };
  }
  io.err(`no server answers at ${baseUrl}; opening the PGlite database in ${pgliteDir(config.dataDir)} directly`);
  return openDirect(config);
}

async function execute(command: Exclude<ReleaseCommand, { name: 'help' }>, operations: ReleaseOperations): Promise<string> {
  switch (command.name) {
    case 'set': {
      const { remote, version, country, manifestUrl } = command;
      return describeRelease(await operations.set({ remote, version, country, manifestUrl }));
    }
    case 'rollback':
      return describeRollback(await operations.rollback({ remote: command.remote, country: command.country }));
    case 'list':
      return describeHistory(await operations.list());
  }
}

/** Returns the process exit code: 0 done, 1 the operation failed, 2 the command line was wrong. */
export async function runReleaseCli(argv: readonly string[], env: Env, io: CliIo): Promise<number> {
  let command: ReleaseCommand;
  try {
    command = parseReleaseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`release: ${error.message}\n\n${RELEASE_USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    io.out(RELEASE_USAGE);
    return 0;
  }

  let target: Target | undefined;
  try {
    const config = loadConfig(env);
    target = await chooseTarget(config, env, io);
    io.out(await execute(command, target.operations));
    return 0;
  } catch (error) {
    io.err(`release: ${error instanceof ConfigError ? error.message : messageOf(error)}`);
    return 1;
  } finally {
    await target?.close();
  }
}
