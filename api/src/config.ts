// The API's configuration: read from environment variables once at start and validated, with every problem reported together.
import { isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';
import { readPaymentConfig, type PaymentConfig } from './payments/config';
import { readCustomerConfig, type CustomerConfig } from './customer/config';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIN_ADMIN_TOKEN_LENGTH = 16;

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absolute; PGlite lives in `<dataDir>/pglite`, the generated admin token in `<dataDir>/admin-token`. */
  dataDir: string;
  /** When set, PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Absolute; the web build output (`shell/`, `remotes/`, `releases.json`). */
  webDist: string;
  logLevel: LogLevel;
  /** 'real' (default): only true numbers; 'simulated': the spec's invented ones, by the operator's choice. */
  socialProof: 'real' | 'simulated';
  /** PAYMENT_GATEWAY and the gateways' keys (src/payments/config.ts). */
  payments: PaymentConfig;
  /** OTP_PEPPER, the SMS, email and WhatsApp providers, OUTBOX_ENABLED (src/customer/config.ts). */
  customer: CustomerConfig;
  /** TRUST_PROXY: proxies allowed to name the client address (src/http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  adminToken?: string;
  /** SURVEY_SUBMISSIONS_PER_ADDRESS: survey submissions one client address may post per 10 minutes; 0 for no limit. */
  surveySubmissionsPerAddress: number;
  /** PLAN_POOL_GROWTH: whether the idle engine draws more plans for the requests visitors ask most (src/plans/pool-growth.ts). */
  planPoolGrowth: boolean;
}

export const DEFAULT_SURVEY_SUBMISSIONS_PER_ADDRESS = 30;

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Blank values count as unset because env files and compose files often write `KEY=`.
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

// Relative paths resolve against the repository root, not the working directory, so `npm run -w api` and the root scripts agree.
function absolutePath(value: string): string {
  return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
}

/** Pure: the same env always gives the same Config or the same ConfigError. */
export function loadConfig(env: Env): Config {
  const problems: string[] = [];

  const nodeEnvRaw = read(env, 'NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (oneOf(nodeEnvRaw, NODE_ENVS)) nodeEnv = nodeEnvRaw;
  else problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);

  const portRaw = read(env, 'PORT') ?? '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got "${portRaw}")`);
  }

  const logLevelRaw = read(env, 'LOG_LEVEL') ?? 'info';
  let logLevel: LogLevel = 'info';
  if (oneOf(logLevelRaw, LOG_LEVELS)) logLevel = logLevelRaw;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const databaseUrl = read(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/[^\s]+$/.test(databaseUrl)) {
    // The value may hold a password, so it is not echoed back.
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const adminToken = read(env, 'ADMIN_TOKEN');
  if (adminToken !== undefined && adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    problems.push(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`);
  }

  const socialProofRaw = read(env, 'SOCIAL_PROOF') ?? 'real';
  const socialProof = socialProofRaw === 'simulated' ? 'simulated' : 'real';
  if (socialProofRaw !== 'real' && socialProofRaw !== 'simulated') {
    problems.push(`SOCIAL_PROOF must be real or simulated (got "${socialProofRaw}")`);
  }

  const submissionsRaw = read(env, 'SURVEY_SUBMISSIONS_PER_ADDRESS') ?? String(DEFAULT_SURVEY_SUBMISSIONS_PER_ADDRESS);
  const surveySubmissionsPerAddress = Number(submissionsRaw);
  if (!/^\d+$/.test(submissionsRaw)) {
    problems.push(`SURVEY_SUBMISSIONS_PER_ADDRESS must be a whole number, 0 for no limit (got "${submissionsRaw}")`);
  }

  const growthRaw = read(env, 'PLAN_POOL_GROWTH') ?? 'on';
  if (growthRaw !== 'on' && growthRaw !== 'off') problems.push(`PLAN_POOL_GROWTH must be on or off (got "${growthRaw}")`);

  const payments = readPaymentConfig(env, problems);
  const customer = readCustomerConfig(env, problems);
  const trustProxy = readTrustProxy(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: absolutePath(read(env, 'DATA_DIR') ?? join(REPO_ROOT, '.data')),
    ...(databaseUrl !== undefined && { databaseUrl }),
    webDist: absolutePath(read(env, 'WEB_DIST') ?? join(REPO_ROOT, 'dist')),
    logLevel,
    ...(adminToken !== undefined && { adminToken }),
    socialProof,
    surveySubmissionsPerAddress,
    planPoolGrowth: growthRaw !== 'off',
    payments,
    customer,
    trustProxy,
  };
}
