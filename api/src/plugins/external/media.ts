// Serves the API's own images (questionnaire options, banners, testimonial photos, rating stars) from api/public at /media/, in every mode.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MEDIA_DIR } from '../../paths';
import { MEDIA } from '../../web/cache-policy';

export const MEDIA_PREFIX = '/media/';

export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: MEDIA_DIR,
      prefix: MEDIA_PREFIX,
      // The web build's registration, when there is one, owns reply.sendFile.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', MEDIA);
      },
    });
  },
  { name: 'media' },
);
