// Language state: the `lan` query, the picker, and the document's lang and dir.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE, phonePage, screenshot } from '../src/browser';
import { REPO } from '../src/server';
import { useSiteAndBrowser } from '../src/suite';

/** The few translations these tests read, from the files the site serves. */
interface Texts {
  privacy: { title: string };
  shell: { unexpectedError: string; footer: { association: string }; remoteFailed: { title: string } };
}
const texts = (code: string): Texts =>
  JSON.parse(readFileSync(path.join(REPO, 'shared-i18n', 'locales', code, 'translation.json'), 'utf8')) as Texts;

describe('language', () => {
  const ctx = useSiteAndBrowser();

  const htmlLangDir = (page: import('playwright-core').Page) =>
    page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  it('starts in English, left to right', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/`);
    await page.locator('[data-screen="survey"]').waitFor();
    assert.deepEqual(await htmlLangDir(page), ['en', 'ltr']);
    await page.context().close();
  });

  it('switches to Arabic from the picker: right to left, and remembered on the next page', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/`);
    await page.locator('[data-screen="survey"]').waitFor();
    await page.getByLabel('Select Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.deepEqual(await htmlLangDir(page), ['ar', 'rtl']);
    await screenshot(page, 'language_survey_arabic');
    await page.goto(`${ctx.site.origin}/privacy_policy`);
    await page.locator('[data-screen="privacy-policy"]').waitFor();
    assert.deepEqual(await htmlLangDir(page), ['ar', 'rtl']);
    await page.context().close();
  });

  it('follows the lan query in the spec spelling', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/?lan=pashto`);
    await page.locator('[data-screen="survey"]').waitFor();
    assert.deepEqual(await htmlLangDir(page), ['ps', 'rtl']);
    await page.goto(`${ctx.site.origin}/?lan=hn`);
    await page.locator('[data-screen="survey"]').waitFor();
    assert.deepEqual(await htmlLangDir(page), ['hi', 'ltr']);
    await page.context().close();
  });

  // The screens the shell draws itself, in a left-to-right and a right-to-left language: the
  // heading and footer in that language, and nothing wider than the phone.
  for (const [lan, code, dir] of [['en', 'en', 'ltr'], ['arabic', 'ar', 'rtl']] as const) {
    it(`draws the privacy policy, the unknown-route page and a failed remote in ${code}, ${dir}, within the phone's width`, async () => {
      const t = texts(code);
      const page = await phonePage(ctx.browser);
      page.on('console', () => undefined);
      await page.route('**/remotes/lead/**', (route) => route.abort('connectionrefused'));
      for (const [path, selector, heading, name] of [
        ['/privacy_policy', '[data-screen="privacy-policy"]', t.privacy.title, 'privacy_policy'],
        ['/no/such/page', '[data-screen="unexpected-error"]', t.shell.unexpectedError, 'unknown_route'],
        ['/response/abc', '[data-remote-failed="lead"]', t.shell.remoteFailed.title, 'remote_failed'],
      ] as const) {
        await page.goto(`${ctx.site.origin}${path}?lan=${lan}`);
        await page.locator(selector).waitFor();
        assert.deepEqual(await htmlLangDir(page), [code, dir], path);
        assert.equal((await page.getByRole('heading', { level: 1 }).textContent())?.trim(), heading, path);
        assert.equal(await page.getByText(t.shell.footer.association).count(), 1, path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `${path} is ${width}px wide`);
        await screenshot(page, `shell_${name}_${code}`);
      }
      await page.context().close();
    });
  }
});

