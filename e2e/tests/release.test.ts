// Release switching is data: the CLI points one country at another build of a remote, the
// next page load there gets it, other countries keep theirs, and rollback restores it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { phonePage } from '../src/browser';
import { REPO } from '../src/server';
import { useSiteAndBrowser } from '../src/suite';

const CANARY = '9.9.9-e2e';

describe('release switch through the CLI', () => {
  const ctx = useSiteAndBrowser({
    // A second build of the checkout remote, side by side with the released one.
    beforeStart: () =>
      execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
        cwd: path.join(REPO, 'mfe-checkout'),
        env: { ...process.env, REMOTE_VERSION: CANARY, NODE_ENV: 'production' },
        stdio: 'ignore',
      }),
  });

  after(() => rmSync(path.join(REPO, 'dist', 'remotes', 'checkout', CANARY), { recursive: true, force: true }));

  const release = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(REPO, 'api', 'dist', 'cli', 'release.js'), ...args], {
      env: ctx.site.env,
      encoding: 'utf8',
    });

  async function checkoutVersionOn(host: string): Promise<string | null> {
    const page = await phonePage(ctx.browser);
    await page.goto(`http://${host}:${ctx.site.port}/response/checkout/abc`);
    const screen = page.locator('[data-screen="checkout"]');
    await screen.waitFor();
    const version = await screen.getAttribute('data-version');
    await page.context().close();
    return version;
  }

  it('switches Bangladesh to the new checkout and rolls it back', async () => {
    assert.equal(await checkoutVersionOn('bd.localhost'), '1.0.0');

    release('set', 'checkout', CANARY, '--country', 'bd');
    assert.equal(await checkoutVersionOn('bd.localhost'), CANARY);
    assert.equal(await checkoutVersionOn('localhost'), '1.0.0', 'India keeps the default release');

    release('rollback', 'checkout', '--country', 'bd');
    assert.equal(await checkoutVersionOn('bd.localhost'), '1.0.0');
  });

  it('refuses a version that was never built', () => {
    assert.throws(() => release('set', 'checkout', '0.0.0-missing', '--country', 'bd'));
  });
});
