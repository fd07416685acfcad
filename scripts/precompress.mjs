// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the web build, which the API's static
// serving sends to browsers that accept them (@fastify/static's preCompressed). Compressed once at build time
// at the highest levels, not per request: the shell and remotes are about 600 KB of JavaScript raw and
// under 200 KB compressed, and most visitors are on mobile networks.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser fetches (source maps only reach developer tools; fonts are compressed already). */
const TEXT = /\.(?:js|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than the headers it changes. */
const MIN_BYTES = 1024;
/** A copy is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.9;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every text file under `dir`; returns the bytes before and after Brotli, for the build's log. */
export function precompress(dir) {
  let raw = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    // A copy an earlier build left beside a file of the same name would be served in its place.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gz = gzipSync(content, { level: 9 });
    raw += content.length;
    brotli += Math.min(br.length, content.length);
    if (br.length <= content.length * MAX_RATIO) writeFileSync(`${file}.br`, br);
    if (gz.length <= content.length * MAX_RATIO) writeFileSync(`${file}.gz`, gz);
  }
  return { raw, brotli };
}
