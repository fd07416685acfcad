// Compresses the drawings the API draws per request (plan and elevation SVGs, 20-40 KB of text each, a fifth of
// that compressed) with @fastify/compress, Brotli or gzip as the browser accepts. Only drawings: the web build
// carries compressed copies made at build time (plugins/external/static.ts), and the API's JSON is small and,
// where it holds a session token, better left uncompressed (a compressed secret beside text an attacker
// chooses can leak through the response's length).
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

const DRAWING = /^image\/svg\+xml(?:;|$)/;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      customTypes: DRAWING,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
