// Admin release endpoints: history, release a version (per country or for all), roll back; all behind the admin token.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../schemas/common';
import { ReleaseHistory, ReleaseRecord, RollbackBody, RollbackResult, SetReleaseBody } from '../../../../schemas/releases';

const adminReleases: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest runs before body validation, so a caller without the token learns nothing about the input rules.
  app.addHook('onRequest', app.requireAdmin);
  const security = [{ adminToken: [] }];

  app.get(
    '',
    {
      schema: {
        summary: 'Full release history, newest first',
        tags: ['admin'],
        security,
        response: { 200: ReleaseHistory, ...errorResponses(401) },
      },
    },
    async () => ({ releases: await app.releases.history() }),
  );

  app.post(
    '',
    {
      schema: {
        summary: "Release a version of a remote for one country, or for all ('*', the default)",
        tags: ['admin'],
        security,
        body: SetReleaseBody,
        response: { 201: ReleaseRecord, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.releases.setRelease(request.body)),
  );

  app.post(
    '/rollback',
    {
      schema: {
        summary: 'Roll back the newest active release of a remote for exactly that country',
        tags: ['admin'],
        security,
        body: RollbackBody,
        response: { 200: RollbackResult, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => app.releases.rollback(request.body),
  );
};

export default adminReleases;
