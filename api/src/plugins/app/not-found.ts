// Requests no route answers: a JSON 404 for API and asset paths, the shell's index.html for client-side routes.
import fp from 'fastify-plugin';

export interface NotFoundOptions {
  /** The built shell; when given, unknown page URLs get its index.html so the client router can take over. */
  shellDir?: string | undefined;
}

// Missing files under these prefixes are real 404s: answering HTML would hide the error from fetch and the MF runtime.
const NEVER_SPA = /^\/(?:api|remotes|locales|media)(?:\/|$)/;

export default fp<NotFoundOptions>(
  async (app, { shellDir }) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (shellDir !== undefined && isPageRequest && !NEVER_SPA.test(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDir);
      }
      // The path only: the query string may hold personal data.
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `no route for ${request.method} ${path}` });
    });
  },
  { name: 'not-found' },
);
