import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, '.data'),
      webDist: join(REPO_ROOT, 'dist'),
      logLevel: 'info',
      socialProof: 'real',
      surveySubmissionsPerAddress: 30,
      planPoolGrowth: true,
      payments: { gateway: 'test', gatewayByCurrency: {} },
      customer: { sms: { provider: 'outbox' }, email: { provider: 'outbox' }, whatsapp: { provider: 'outbox' } },
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/flx',
        DATABASE_URL: 'postgres://u@db:5432/flx',
        WEB_DIST: '/srv/web',
        LOG_LEVEL: 'warn',
        ADMIN_TOKEN: 'a-long-enough-admin-token',
        SURVEY_SUBMISSIONS_PER_ADDRESS: '0',
        PLAN_POOL_GROWTH: 'off',
      }),
    ).toEqual({
      nodeEnv: 'production',
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/flx',
      databaseUrl: 'postgres://u@db:5432/flx',
      webDist: '/srv/web',
      logLevel: 'warn',
      socialProof: 'real',
      surveySubmissionsPerAddress: 0,
      planPoolGrowth: false,
      payments: { gateway: 'test', gatewayByCurrency: {} },
      customer: { sms: { provider: 'outbox' }, email: { provider: 'outbox' }, whatsapp: { provider: 'outbox' } },
      trustProxy: false,
      adminToken: 'a-long-enough-admin-token',
    });
  });

  it('resolves relative paths against the repository root and treats blank values as unset', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/data', WEB_DIST: '', PORT: ' ' });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'tmp/data'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'dist'));
    expect(config.port).toBe(8080);
  });

  it('reports every invalid variable at once, by name', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://secret@db/x',
      ADMIN_TOKEN: 'short',
      SURVEY_SUBMISSIONS_PER_ADDRESS: '-1',
      PLAN_POOL_GROWTH: 'sometimes',
    });
    expect(problems).toEqual([
      expect.stringContaining('NODE_ENV must be one of development, production, test (got "staging")'),
      expect.stringContaining('PORT must be an integer'),
      expect.stringContaining('LOG_LEVEL must be one of'),
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'ADMIN_TOKEN must be at least 16 characters',
      'SURVEY_SUBMISSIONS_PER_ADDRESS must be a whole number, 0 for no limit (got "-1")',
      'PLAN_POOL_GROWTH must be on or off (got "sometimes")',
    ]);
  });

  it('never echoes a database URL back, since it may hold a password', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://user:hunter2@db/x' }).join()).not.toContain('hunter2');
  });

  it('rejects ports outside the TCP range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringContaining('PORT')]);
    expect(problemsOf({ PORT: '-1' })).toEqual([expect.stringContaining('PORT')]);
  });

  it('puts the problems in the error message so a failed start explains itself', () => {
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/Invalid configuration:\n {2}- PORT must be/);
  });
});
