// Language state: the `lan` query, the picker, and the document's lang and dir.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phonePage, screenshot } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';

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
});
