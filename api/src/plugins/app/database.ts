// Opens the database chosen by configuration (or takes one handed in by tests), brings its schema up to date, and closes it with the app.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database owned by the caller: used as is and left open when the app closes. */
  database?: Database | undefined;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = options.database === undefined;
    const db =
      options.database ??
      (await openDatabase(app.config, (error) => app.log.error({ err: error }, 'idle database connection failed')));
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (owned) app.addHook('onClose', () => db.close());
  },
  { name: 'database' },
);
