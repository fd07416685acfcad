// Prints what a first visit to each route downloads (JavaScript and CSS, raw and gzip), measured
// in Chromium against the production server, and the size of each remote's build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, phonePage } from '../src/browser';
import { ROUTES } from '../src/routes';
import { REPO, startSite } from '../src/server';

const BUDGET_GZIP_KB = 200;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  const rows: string[][] = [];
  let rootGzip = 0;
  try {
    for (const [route, screen] of ROUTES) {
      const page = await phonePage(browser);
      const sizes = { js: 0, jsGz: 0, css: 0, cssGz: 0, files: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes.files += 1;
            if (type === 'script') {
              sizes.js += body.length;
              sizes.jsGz += gzipSync(body, { level: 9 }).length;
            } else {
              sizes.css += body.length;
              sizes.cssGz += gzipSync(body, { level: 9 }).length;
            }
          }),
        );
      });
      await page.goto(site.origin + route, { waitUntil: 'networkidle' });
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      await Promise.all(pending);
      if (route === '/') rootGzip = sizes.jsGz;
      rows.push([route.split('?')[0]!, String(sizes.files), kb(sizes.js), kb(sizes.jsGz), kb(sizes.css), kb(sizes.cssGz)]);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log('\nFirst visit, per route (KB):');
  console.table(rows.map(([route, files, js, jsGz, css, cssGz]) => ({ route, files, 'JS raw': js, 'JS gzip': jsGz, 'CSS raw': css, 'CSS gzip': cssGz })));

  console.log('Remote builds (all JavaScript of the released version, KB):');
  const releases = JSON.parse(readFileSync(path.join(REPO, 'dist', 'releases.json'), 'utf8')) as { remotes: { name: string; version: string }[] };
  console.table(
    releases.remotes.map(({ name, version }) => {
      const dir = path.join(REPO, 'dist', 'remotes', name, version);
      const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
      const raw = files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
      const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
      return { remote: `${name}@${version}`, files: files.length, 'JS raw': kb(raw), 'JS gzip': kb(gz) };
    }),
  );
  console.log(`Budget: first visit to / at most ${BUDGET_GZIP_KB} KB gzip JavaScript; measured ${kb(rootGzip)} KB: ${rootGzip / 1024 <= BUDGET_GZIP_KB ? 'within' : 'OVER'} budget.`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
