// The release repository as an app service, seeded on start from the web build's releases.json.
import fp from 'fastify-plugin';
import { createReleaseRepository, type ReleaseRepository } from '../../releases/repository';
import { seedReleases } from '../../releases/seed';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseRepository;
  }
}

export default fp(
  async (app) => {
    const { webDist } = app.config;
    app.decorate('releases', createReleaseRepository(app.db, { webDist }));
    const seeded = await seedReleases(app.db, webDist, { warn: (message) => app.log.warn(message) });
    if (seeded.length > 0) app.log.info({ seeded }, 'seeded default releases from releases.json');
  },
  { name: 'releases', dependencies: ['database'] },
);
