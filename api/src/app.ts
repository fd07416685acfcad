// Builds the Fastify instance (used as is by tests through inject); listening is server.ts's job.
import { existsSync } from 'node:fs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { PlanGenerator } from './plans/generator';
import { formatValidationErrors } from './http/validation-message';
import { loggerOptions } from './logging/logger-options';
import adminAuth from './plugins/app/admin-auth';
import database from './plugins/app/database';
import errorHandler from './plugins/app/error-handler';
import customer from './plugins/app/customer';
import forms from './plugins/app/forms';
import notFound from './plugins/app/not-found';
import payments from './plugins/app/payments';
import plans from './plugins/app/plans';
import releases from './plugins/app/releases';
import securityHeaders from './plugins/app/security-headers';
import compress from './plugins/external/compress';
import media from './plugins/external/media';
import staticFiles, { shellDirOf } from './plugins/external/static';
import swagger from './plugins/external/swagger';
import adminReleaseRoutes from './routes/api/admin/releases';
import customerRoutes from './routes/api/customer';
import formsRoutes from './routes/api/forms';
import leadSessionRoutes from './routes/api/lead-session';
import outboxRoutes from './routes/dev/outbox';
import paymentRoutes from './routes/api/payments';
import payRoutes from './routes/pay';
import planRoutes from './routes/api/plans';
import socialProofRoutes from './routes/api/social-proof';
import healthRoutes from './routes/api/health';
import openapiRoutes from './routes/api/openapi';
import releaseRoutes from './routes/api/releases';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

const PLUGIN_START_TIMEOUT_MS = 120_000;

export interface BuildAppOptions {
  config: Config;
  /** A database owned by the caller (tests); otherwise the app opens one from config and closes it on close. */
  database?: Database;
  /** Serve the built web site; defaults to NODE_ENV=production. Needs `<WEB_DIST>/shell` either way. */
  serveWeb?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Seed files of the forms service (tests); api/seed by default. */
  seedDir?: string;
  /** The clock of the customer service (tests move it instead of sleeping). */
  now?: () => Date;
  /** The plan engine (tests count its jobs); the built server's worker thread, else inline. */
  planGenerator?: PlanGenerator;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    schemaErrorFormatter: formatValidationErrors,
    // Routes are declared without a trailing slash; callers who add one should still reach them.
    routerOptions: { ignoreTrailingSlash: true },
    // TRUST_PROXY: behind a load balancer request.ip must be the visitor's, for the per-address limits.
    trustProxy: config.trustProxy,
    // Opening PGlite (PostgreSQL compiled to WASM) and migrating it can take well over Fastify's
    // default 10 s on a small or busy machine; a slow first start is not a hung plugin.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(swagger);
  // Before any route: it adds its hook to each route as the route is declared.
  await app.register(compress);
  await app.register(database, { database: options.database });
  await app.register(adminAuth);
  await app.register(releases);
  await app.register(forms, { seedDir: options.seedDir });
  await app.register(customer, { now: options.now });
  await app.register(payments);
  await app.register(plans, { generator: options.planGenerator });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(releaseRoutes, { prefix: '/api/releases' });
  await app.register(adminReleaseRoutes, { prefix: '/api/admin/releases' });
  await app.register(formsRoutes, { prefix: '/api/forms' });
  await app.register(leadSessionRoutes, { prefix: '/api/forms' });
  await app.register(customerRoutes, { prefix: '/api/customer/me' });
  await app.register(outboxRoutes);
  await app.register(socialProofRoutes, { prefix: '/api/social-proof' });
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  await app.register(payRoutes);
  await app.register(planRoutes, { prefix: '/api/plans' });
  await app.register(openapiRoutes);
  await app.register(media);

  const shellDir = shellDirOf(config.webDist);
  const wantWeb = options.serveWeb ?? config.nodeEnv === 'production';
  const serveWeb = wantWeb && existsSync(shellDir);
  if (serveWeb) await app.register(staticFiles, { webDist: config.webDist });
  else if (wantWeb) app.log.warn(`not serving the web site: ${shellDir} does not exist (run npm run build:web)`);
  await app.register(notFound, { shellDir: serveWeb ? shellDir : undefined });

  return app;
}
