// Guards admin routes with the bearer token from ADMIN_TOKEN or DATA_DIR/admin-token.
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, resolveAdminToken, tokensMatch } from '../../auth/admin-token';
import { ClientError } from '../../http/client-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: rejects with 401 unless `Authorization: Bearer <admin token>` is present. */
    requireAdmin: onRequestAsyncHookHandler;
  }
}

export default fp(
  async (app) => {
    const admin = await resolveAdminToken(app.config);
    if (admin.source === 'generated') app.log.info(`generated an admin token in ${admin.file}`);

    app.decorate('requireAdmin', async function requireAdmin(request, reply) {
      if (!tokensMatch(admin.token, bearerToken(request.headers.authorization))) {
        reply.header('www-authenticate', 'Bearer');
        throw new ClientError(401, 'admin routes need the header Authorization: Bearer <admin token>');
      }
    });
  },
  { name: 'admin-auth' },
);
