import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MEDIA_DIR } from '../../paths';
import { describeEachDatabase } from '../../test-support/databases';
import { makeWebDist } from '../../test-support/web-dist';

async function svgFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? svgFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

describe('the images in api/public', () => {
  it('are self-contained SVGs that load nothing from anywhere else', async () => {
    const files = await svgFiles(MEDIA_DIR);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const svg = await readFile(file, 'utf8');
      expect([file, svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"')]).toEqual([file, true]);
      const links = svg.match(/(?:href|src|url)\s*[=(]\s*["']?(?!#)[^"')\s>]+/g) ?? [];
      expect([file, links]).toEqual([file, []]);
    }
  });
});

describeEachDatabase('GET /media/...', ({ makeApp, scratchDir }) => {
  it('serves the images with a one-day public cache, without the web build (development, tests)', async () => {
    const app = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/media/styles/modern.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('<svg');
  });

  it('has every image the seeded questionnaire and country details point at, and no other', async () => {
    // Simulated social proof, so the sample testimonials' avatars and ratings are pointed at too.
    const app = await makeApp({ env: { SOCIAL_PROOF: 'simulated' } });
    const [form] = (await app.inject({ method: 'GET', url: '/api/forms/survey-forms' })).json();
    const paths = new Set<string>(
      form.questions.flatMap((q: { fields: Array<{ images?: string[] }> }) => q.fields.flatMap((f) => f.images ?? [])),
    );
    for (const country of ['in', 'bd', 'sl', 'eg', 'af', 'global']) {
      const { countryDetails } = (await app.inject({ method: 'GET', url: `/api/forms/country-details?country=${country}` })).json();
      for (const banner of countryDetails.banners) paths.add(banner.fullPath);
      for (const item of countryDetails.testimonialContents) {
        paths.add(item.fullPath);
        paths.add(item.rating);
      }
    }
    const shipped = (await svgFiles(MEDIA_DIR)).map((file) => `/media/${relative(MEDIA_DIR, file).split(sep).join('/')}`);
    expect([...paths].sort()).toEqual(shipped.sort());
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: path });
      expect([path, response.statusCode, response.headers['content-type']]).toEqual([path, 200, expect.stringMatching(/^image\/svg\+xml/)]);
    }
  });

  it('answers a JSON 404 for a missing image, also when the web site is served', async () => {
    const webDist = await makeWebDist(scratchDir(), { 'shell/index.html': '<!doctype html><title>shell</title>' });
    const app = await makeApp({ webDist, serveWeb: true });
    const response = await app.inject({ method: 'GET', url: '/media/styles/gothic.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'no route for GET /media/styles/gothic.svg' });
    expect((await app.inject({ method: 'GET', url: '/media/ratings/5-stars.svg' })).statusCode).toBe(200);
  });
});
