// GET /api/releases?country=: which version of each remote a visitor from that country loads, and from where.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../schemas/common';
import { ReleaseManifest, ReleasesQuery } from '../../../schemas/releases';

const releases: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Current release manifest of the micro-frontends for a country',
        tags: ['releases'],
        querystring: ReleasesQuery,
        response: { 200: ReleaseManifest, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { country } = request.query;
      const current = await app.releases.currentReleases(country);
      // A rollback must reach visitors on their next page load, so no cache may keep the old answer.
      reply.header('cache-control', 'no-store');
      return {
        country,
        remotes: current.map(({ name, version, manifestUrl }) => ({ name, version, manifestUrl })),
      };
    },
  );
};

export default releases;
