// Every route of the spec's route table mounts its screen in the composed production site,
// with the footer, one React and one store; each is kept as a phone-sized screenshot.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SingletonReport } from '@flx/shared-contract/src/singletons';
import { phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { ROUTES } from '../src/routes';
import { useSiteAndBrowser } from '../src/suite';

const FOOTER = 'In Association with a private limited company';

describe('route table in the composed site', () => {
  const ctx = useSiteAndBrowser();

  for (const [path, screen] of ROUTES) {
    it(`${path} shows the ${screen} screen and the footer`, async () => {
      const page = await phonePage(ctx.browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(ctx.site.origin + path);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      assert.equal(await page.getByText(FOOTER).count(), 1);
      assert.deepEqual(errors, []);
      await screenshot(page, `route${path.split('?')[0]!.replace(/\//g, '_') || '_root'}`);
      await page.context().close();
    });
  }

  it("sends a phone the site's scripts, styles and translations as the build's Brotli copies", async () => {
    const page = await phonePage(ctx.browser);
    const sent: Array<Promise<{ url: string; encoding: string | undefined; bytes: number }>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url()).pathname;
      if (!/\.(?:js|css|json)$/.test(url)) return;
      sent.push(response.body().then((body) => ({ url, encoding: response.headers()['content-encoding'], bytes: body.length })));
    });
    await page.goto(`${ctx.site.origin}/?lan=ta`);
    await page.locator('[data-screen="survey"]').waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(sent);
    // The shell, the survey remote (entry and screen) and the Tamil translation, at least.
    assert.ok(files.length >= 4 && files.some((f) => f.url === '/locales/ta/translation.json'), JSON.stringify(files));
    // Only files under 1 KB go as they are (a compressed copy would save less than its headers); the API's JSON
    // is left uncompressed on purpose (plugins/external/compress.ts).
    const built = files.filter((f) => f.bytes >= 1024 && !f.url.startsWith('/api/'));
    assert.deepEqual(built.filter((f) => f.encoding !== 'br'), []);
    await page.context().close();
  });

  it('fetches only what a screen needs: the shell in a few scripts, and no remote for a page of its own', async () => {
    const page = await phonePage(ctx.browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${ctx.site.origin}/`);
    await page.locator('[data-screen="survey"]').waitFor();
    // The shared packages come in the shell's entry (eager), not one lazy chunk each in three waves (12 scripts).
    const beforeRelease = asked.slice(0, asked.findIndex((url) => url.startsWith('/api/releases')));
    const shellScripts = beforeRelease.filter((url) => url.endsWith('.js'));
    assert.ok(shellScripts.length > 0 && shellScripts.length <= 3, `shell scripts before the release manifest: ${shellScripts.join(', ')}`);
    // The privacy policy is the shell's own page: no remote's entry is fetched to compare shared versions.
    asked.length = 0;
    await page.goto(`${ctx.site.origin}/privacy_policy`);
    await page.locator('[data-screen="privacy-policy"]').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(asked.filter((url) => url.startsWith('/remotes/')), []);
    await page.context().close();
  });

  it('asks for the country details once, as the page starts, on the screens that start from them', async () => {
    const page = await phonePage(ctx.browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const [path, screen] of [['/response/checkout/abc', 'checkout'], ['/response/abc', 'lead']] as const) {
      asked.length = 0;
      await page.goto(ctx.site.origin + path);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      const details = asked.filter((url) => url === '/api/forms/country-details');
      assert.equal(details.length, 1, `${path}: ${details.length} country-details requests`);
      // Asked for with the release manifest, not after the screen's remote arrived.
      const remoteEntry = asked.findIndex((url) => url.startsWith(`/remotes/${screen}/`) && url.endsWith('/remoteEntry.js'));
      assert.ok(asked.indexOf('/api/forms/country-details') < remoteEntry, `${path}: ${asked.join(', ')}`);
    }
    await page.context().close();
  });

  it("tells crawlers to keep off each visitor's own pages", async () => {
    const response = await fetch(`${ctx.site.origin}/robots.txt`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const rules = await response.text();
    for (const path of ['/response/', '/us/response/', '/uk/response/', '/thank-you', '/pay', '/api/']) assert.match(rules, new RegExp(`^Disallow: ${path}$`, 'm'));
    assert.doesNotMatch(rules, /^Disallow: \/$/m, 'the survey stays open to search');
  });

  it('answers an unknown route with the generic error heading', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/definitely/not/here`);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Unexpected Application Error!');
    await page.context().close();
  });

  it('runs one React and one store across the shell and every remote', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/`);
    await page.locator('[data-screen="survey"]').waitFor();
    // Client-side navigation keeps the same page, so all three remotes end up loaded in it.
    for (const [to, screen] of [['/response/abc', 'lead'], ['/response/checkout/abc', 'checkout']] as const) {
      await page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
    }
    const report = await page.evaluate(() => {
      const reports = ((globalThis as { __FLX_SINGLETONS__?: SingletonReport[] }).__FLX_SINGLETONS__ ?? []);
      return { apps: reports.map((r) => r.app).sort(), reacts: new Set(reports.map((r) => r.react)).size, stores: new Set(reports.map((r) => r.store)).size };
    });
    assert.deepEqual(report, { apps: ['checkout', 'lead', 'shell', 'survey'], reacts: 1, stores: 1 });
    await page.context().close();
  });

  it('has no serious accessibility violation on the shell pages and the survey intro', async () => {
    const page = await phonePage(ctx.browser);
    for (const [path, screen] of [['/', 'survey'], ['/privacy_policy', 'privacy-policy'], ['/nowhere', 'unexpected-error']]) {
      await page.goto(ctx.site.origin + path);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      assert.deepEqual(await seriousA11yViolations(page), [], path);
    }
    await page.context().close();
  });
});
