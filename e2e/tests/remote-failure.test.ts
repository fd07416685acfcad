// A remote that cannot load (unreachable, missing, or too slow) is named, with the failing file
// and a retry, while the shell and the other routes keep working.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CHUNK_LOAD_TIMEOUT_MS } from '@flx/shared-contract/src/load-timeout';
import { phonePage, screenshot } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';

const FOOTER = 'In Association with a private limited company';
/** Seconds past the load limit a stalled file may take to be named (the loader's timer, then a render). */
const LIMIT_SLACK_S = 10;
/** Real time each step of the page's clock gives the page to render the failure. */
const STEP_REAL_WAIT_MS = 2_000;
const ENTRY_WAIT_MS = 30_000;
const ENTRY_POLL_MS = 50;

/**
 * Waits, in real time, until a remote's entry script has run: it defines the remote's container global. Polled
 * from the test rather than with page.waitForFunction, so no wait depends on the page's installed fake clock.
 */
async function remoteEntryRan(page: Page, remote: string): Promise<void> {
  for (let waited = 0; waited < ENTRY_WAIT_MS; waited += ENTRY_POLL_MS) {
    if (await page.evaluate((name) => name in window, remote)) return;
    await new Promise((resolve) => setTimeout(resolve, ENTRY_POLL_MS));
  }
  throw new Error(`the ${remote} remote entry did not run within ${ENTRY_WAIT_MS} ms`);
}

async function failureText(page: Page, remote: string): Promise<string> {
  const alert = page.locator(`[data-remote-failed="${remote}"]`);
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

describe('a remote that fails to load', () => {
  const ctx = useSiteAndBrowser();

  it('is named with its file, the rest of the site works, and retry brings it back', async () => {
    const page = await phonePage(ctx.browser);
    page.on('console', () => undefined);
    // The lead remote's files are unreachable, as on a broken CDN or a dropped connection.
    await page.route('**/remotes/lead/**', (route) => route.abort('connectionrefused'));

    await page.goto(`${ctx.site.origin}/response/abc?Fx=f&Rx=r`);
    const alert = page.locator('[data-remote-failed="lead"]');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    assert.match(text, /login could not be loaded/);
    assert.match(text, /\/remotes\/lead\//);
    assert.equal(await page.getByText('In Association with a private limited company').count(), 1);
    await screenshot(page, 'remote_failed_lead');

    // Other routes, served by other remotes, still work in the same page.
    await page.evaluate(() => {
      history.pushState({}, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-screen="survey"]').waitFor();

    // The connection comes back; retry loads the remote without a page reload.
    await page.evaluate(() => history.back());
    await alert.waitFor();
    await page.unroute('**/remotes/lead/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-screen="lead"]').waitFor();
    await page.context().close();
  });

  it('names a remote whose manifest is missing on the server, and retry loads it once it is back', async () => {
    const page = await phonePage(ctx.browser);
    page.on('console', () => undefined);
    // As when a release points at a version whose files were never uploaded: the server's JSON 404.
    await page.route('**/remotes/checkout/**/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404,"error":"Not Found"}' }),
    );
    await page.goto(`${ctx.site.origin}/response/checkout/abc`);
    const text = await failureText(page, 'checkout');
    assert.match(text, /checkout could not be loaded/);
    assert.match(text, /\/remotes\/checkout\/[^/]+\/mf-manifest\.json/);
    assert.equal(await page.getByText(FOOTER).count(), 1);

    await page.unroute('**/remotes/checkout/**/mf-manifest.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-screen="checkout"]').waitFor();
    await page.context().close();
  });

  for (const [what, glob, file, afterEntry] of [
    ['manifest', '**/remotes/survey/**/mf-manifest.json', /\/remotes\/survey\/[^/]+\/mf-manifest\.json/, false],
    ['screen chunk', '**/remotes/survey/**/__federation_expose_SurveyScreen.*.js', /\/remotes\/survey\/[^/]+\/__federation_expose_SurveyScreen\.[0-9a-f]+\.js/, true],
  ] as const) {
    it(`waits 120 seconds for a stalled ${what}, then names it`, async () => {
      const page = await phonePage(ctx.browser);
      page.on('console', () => undefined);
      await page.clock.install();
      // The request is never answered, as on a mobile connection that stalls.
      await page.route(glob, () => undefined);
      const requested = page.waitForRequest((request) => file.test(request.url()));
      await page.goto(`${ctx.site.origin}/`);
      await requested;
      // The chunk is first asked for by the runtime's preload from the manifest, beside the remote entry; the
      // entry has its own 120 s limit, and the chunk's limit that names it starts once the entry has run. Moving
      // the page's clock on before the entry has arrived timed out the entry instead (the failure named
      // remoteEntry.js), or started the chunk's limit past the seconds allowed here: one run in three.
      if (afterEntry) await remoteEntryRan(page, 'survey');
      await page.getByRole('status').waitFor();

      await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS - 1_000);
      assert.equal(await page.locator('[data-remote-failed]').count(), 0, 'still waiting one second before the limit');
      assert.equal(await page.getByRole('status').count(), 1);

      // Then a second at a time: in about one CI run in three the failure was not named within 30 s of
      // real time after a two-second step (the loader's timer had not fired); a few seconds of slack on
      // the page's clock keep the test to what it asserts, a failure named after about 120 s, not 20.
      // Each step also gives the page real time to name it: on a busy machine the ten steps ran in 0.7 s,
      // before the page had rendered the failure its timer had already raised.
      const failed = page.locator('[data-remote-failed]');
      const namedWithinStep = () => failed.waitFor({ state: 'attached', timeout: STEP_REAL_WAIT_MS }).then(() => true, () => false);
      let named = false;
      for (let extra = 0; extra < LIMIT_SLACK_S && !named; extra++) {
        await page.clock.runFor(1_000);
        named = await namedWithinStep();
      }
      assert.ok(named, `not named within ${LIMIT_SLACK_S} s after the limit`);
      const text = await failureText(page, 'survey');
      assert.match(text, /questionnaire could not be loaded/);
      assert.match(text, file);
      await page.context().close();
    });
  }
});

