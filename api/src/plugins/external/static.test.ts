import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describeEachDatabase } from '../../test-support/databases';
import { makeWebDist } from '../../test-support/web-dist';
import { CONTENT_SECURITY_POLICY } from '../app/security-headers';

const INDEX_HTML = '<!doctype html><title>shell</title><div id="root"></div>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describeEachDatabase('production static serving', ({ makeApp, scratchDir }) => {
  const site = () =>
    makeWebDist(scratchDir(), {
      'shell/index.html': INDEX_HTML,
      'shell/main.3f9a2c1b.js': 'console.log("shell")',
      'shell/robots.txt': 'User-agent: *',
      'shell/locales/hi/translation.json': '{"hello":"नमस्ते"}',
      'remotes/x/1.0.0/mf-manifest.json': '{"id":"x"}',
      'remotes/x/1.0.0/remoteEntry.js': 'var x;',
      'remotes/x/1.0.0/static/js/412.js': 'var chunk;',
    });

  const expectHtmlSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it('serves the shell index at / with no-cache and the security headers', async () => {
    const app = await makeApp({ webDist: await site(), serveWeb: true });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectHtmlSecurityHeaders(response.headers);
  });

  it('marks content-hashed shell files immutable and other shell files no-cache', async () => {
    const app = await makeApp({ webDist: await site(), serveWeb: true });
    const hashed = await app.inject({ method: 'GET', url: '/main.3f9a2c1b.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(hashed.headers['content-security-policy']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves remotes: versioned chunks immutable, manifest and entry no-cache', async () => {
    const app = await makeApp({ webDist: await site(), serveWeb: true });
    const chunk = await app.inject({ method: 'GET', url: '/remotes/x/1.0.0/static/js/412.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/remotes/x/1.0.0/mf-manifest.json', '/remotes/x/1.0.0/remoteEntry.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  describe("the build's compressed copies", () => {
    const SCRIPT = `console.log(${JSON.stringify('the shell '.repeat(200))});`;
    const ENTRY = `var remote = ${JSON.stringify('x'.repeat(2000))};`;
    const compressedSite = () =>
      makeWebDist(scratchDir(), {
        'shell/index.html': INDEX_HTML,
        'shell/main.3f9a2c1b.js': SCRIPT,
        'shell/main.3f9a2c1b.js.br': brotliCompressSync(SCRIPT),
        'shell/main.3f9a2c1b.js.gz': gzipSync(SCRIPT),
        'remotes/x/1.0.0/remoteEntry.js': ENTRY,
        'remotes/x/1.0.0/remoteEntry.js.br': brotliCompressSync(ENTRY),
      });
    const get = async (url: string, acceptEncoding?: string) => {
      const app = await makeApp({ webDist: await compressedSite(), serveWeb: true });
      return app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    };

    it('sends the Brotli copy to a browser that accepts it, as the script it is, cached as the script', async () => {
      const response = await get('/main.3f9a2c1b.js', 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the gzip copy where only gzip is accepted, and the file itself where nothing is', async () => {
      const gzip = await get('/main.3f9a2c1b.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      const plain = await get('/main.3f9a2c1b.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    });

    it("keeps a remote's entry point no-cache when its compressed copy is sent", async () => {
      const response = await get('/remotes/x/1.0.0/remoteEntry.js', 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY);
    });
  });

  it('serves /locales from the shell build with no-cache', async () => {
    const app = await makeApp({ webDist: await site(), serveWeb: true });
    const response = await app.inject({ method: 'GET', url: '/locales/hi/translation.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'नमस्ते' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/response/abc', '/us/thank-you', '/uk/payment-failed?plan=2'])(
    'answers the client route %s with the shell index, status 200',
    async (url) => {
      const app = await makeApp({ webDist: await site(), serveWeb: true });
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectHtmlSecurityHeaders(response.headers);
    },
  );

  it.each(['/api/nope', '/remotes/x/9.9.9/mf-manifest.json', '/locales/xx/translation.json'])(
    'answers a JSON 404 for the missing %s instead of HTML',
    async (url) => {
      const app = await makeApp({ webDist: await site(), serveWeb: true });
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `no route for GET ${url}` });
    },
  );

  it('does not serve the site unless asked (development, tests)', async () => {
    const app = await makeApp({ webDist: await site() });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('still starts, API only, when asked to serve a site that was never built', async () => {
    const app = await makeApp({ serveWeb: true });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/us/thank-you' })).statusCode).toBe(404);
  });
});
