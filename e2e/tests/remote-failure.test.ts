// A remote that cannot load is named, with the failing file and a retry, while the shell and
// the other routes keep working.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phonePage, screenshot } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';

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
});
