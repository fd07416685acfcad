// The plan engine in the product: the checkout shows the visitor's own plan, drawn from the answers
// they gave, and the Sample Delivery Plans are engine drawings; in English and Arabic.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse } from '../src/api';

describe('floor plans on the checkout', () => {
  const ctx = useSiteAndBrowser();

  async function openCheckout(lan: string) {
    const { responseId, hash, formId } = await createResponse(ctx.site.origin);
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const query = new URLSearchParams({ Fx: formId, Rx: responseId, isd: '91', mobile: '9876543210', lan });
    await page.goto(`${ctx.site.origin}/response/checkout/${hash}?${query}`);
    await page.locator('.ck-plans').waitFor();
    return { page, responseId };
  }

  it("shows the visitor's own option 1 from their answers, watermarked, with its facts", async () => {
    const { page, responseId } = await openCheckout('en');
    const preview = page.locator('.ck-plan-preview__image');
    await preview.waitFor();
    assert.equal(await preview.getAttribute('src'), `/api/plans/${responseId}/options/1/preview.svg?lang=en`);
    // The image really loaded (a broken image has no natural width).
    await page.waitForFunction(() => ((document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    const facts = await page.locator('.ck-plan-preview__facts').innerText();
    assert.match(facts, /Bedrooms\s+[3-9]/);
    assert.match(facts, /Floors\s+2/);
    assert.match(facts, /Built-up area\s+[\d,]+ sq ft/);
    assert.match(facts, /Vastu score\s+\d+%/);
    const svg = await (await page.request.get(`${ctx.site.origin}/api/plans/${responseId}/options/1/preview.svg`)).text();
    assert.match(svg, /PREVIEW/);
    await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/plans_checkout_preview.png` });
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.context().close();
  });

  it('shows engine-drawn sample plans and elevations, labelled in Arabic', async () => {
    const { page } = await openCheckout('arabic');
    await page.locator('.ck-plan-preview__image').waitFor();
    const samples = page.locator('.ck-sample');
    await samples.first().waitFor();
    assert.equal(await samples.count(), 10);
    assert.match((await samples.nth(0).locator('img').getAttribute('src')) ?? '', /^\/api\/plans\/samples\/20x60\/plan\.svg\?lang=ar$/);
    assert.match((await samples.nth(1).locator('img').getAttribute('src')) ?? '', /^\/api\/plans\/samples\/20x60\/elevation\.svg$/);
    await samples.nth(0).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => ((document.querySelector('.ck-sample__large') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    await screenshot(page, 'plans_sample_dialog_arabic');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/plans_checkout_preview_arabic.png` });
    await page.context().close();
  });
});
