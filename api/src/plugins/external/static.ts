// Serves the production web build with @fastify/static: the shell at /, remotes at /remotes/, translations at /locales/,
// each file as the Brotli or gzip copy the build wrote beside it when the browser accepts one (scripts/precompress.mjs).
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REVALIDATE, remoteCacheControl, shellCacheControl } from '../../web/cache-policy';

export interface StaticPluginOptions {
  webDist: string;
}

export function shellDirOf(webDist: string): string {
  return join(webDist, 'shell');
}

/** A compressed copy's extension: its cache policy is the original file's. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function cacheHeaders(root: string, policy: (relativePath: string) => string) {
  return (reply: FastifyReply, file: string) => {
    reply.header('cache-control', policy(relative(root, file.replace(COMPRESSED_COPY, '')).split(sep).join('/')));
  };
}

export default fp<StaticPluginOptions>(
  async (app, { webDist }) => {
    const shellDir = shellDirOf(webDist);
    const remotesDir = join(webDist, 'remotes');
    const localesDir = join(shellDir, 'locales');

    // The first registration decorates reply.sendFile, which the SPA fallback uses for index.html.
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(shellDir, shellCacheControl),
    });
    // Remotes can be deployed later than the API starts, but the folder itself must exist at start to be served.
    if (existsSync(remotesDir)) {
      await app.register(fastifyStatic, {
        root: remotesDir,
        prefix: '/remotes/',
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders(remotesDir, remoteCacheControl),
      });
    }
    if (existsSync(localesDir)) {
      await app.register(fastifyStatic, {
        root: localesDir,
        prefix: '/locales/',
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders(localesDir, () => REVALIDATE),
      });
    }
  },
  { name: 'static' },
);
