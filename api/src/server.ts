// Process entry point: reads configuration, builds the app, listens, and shuts down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(`listening on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so failures to start go to stderr plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
