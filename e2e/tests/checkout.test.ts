// The checkout against the real API: plans, expander, both pay buttons, offer date, the
// countdown and both upsell modals on Playwright's clock, the refusal alert and the payment
// link; in English and Arabic; accessibility; screenshots.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse } from '../src/api';

const MOBILE = '9876543210';

describe('checkout', () => {
  const ctx = useSiteAndBrowser();

  async function openCheckout(options: { lan?: string; storage?: Record<string, string>; query?: Record<string, string>; prefix?: string } = {}) {
    const { responseId, hash, formId } = await createResponse(ctx.site.origin);
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
    await page.addInitScript((storage) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    }, { authToken: 'e2e-token', ...options.storage });
    const query = new URLSearchParams({ Fx: formId, Rx: responseId, isd: '91', mobile: MOBILE, ...(options.lan ? { lan: options.lan } : {}), ...options.query });
    await page.goto(`${ctx.site.origin}${options.prefix ?? ''}/response/checkout/${hash}?${query}`);
    await page.locator('.ck-plans').waitFor();
    return { page, responseId };
  }

  const bottomButton = (page: Page) => page.locator('.ck-paybar__button');

  it('shows the plans, expands them, and keeps both pay buttons on the selected plan', async () => {
    const { page } = await openCheckout();
    assert.equal(await page.getByRole('heading', { name: 'Your 2D Floor Plan is ready!' }).count(), 1);
    assert.equal(await page.locator('.ck-plan').count(), 2);
    assert.equal(await page.getByRole('radio', { name: /One design option/ }).isChecked(), true);
    assert.equal(await page.locator('.ck-valid-till strong').textContent(), '23-11-2026');
    assert.match((await bottomButton(page).textContent()) ?? '', /Pay .*₹999.* To Unlock Now/);
    await screenshot(page, 'checkout_top');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.getByRole('button', { name: '+3 more plans' }).click();
    assert.equal(await page.locator('.ck-plan').count(), 4);
    await page.getByRole('radio', { name: /Two 2D Designs/ }).check();
    assert.match((await bottomButton(page).textContent()) ?? '', /₹2,499/);
    await page.locator('.ck-plans').screenshot({ path: `${process.cwd()}/artifacts/checkout_plans_expanded.png` });
    await page.context().close();
  });

  it('reads "+1 more" on /uk and prices in dollars for the global visitor', async () => {
    const { responseId, hash } = await createResponse(ctx.site.origin);
    const page = await phonePage(ctx.browser);
    await page.goto(`http://us.localhost:${ctx.site.port}/uk/response/checkout/${hash}?Rx=${responseId}&isd=1&mobile=2025550143`);
    await page.locator('.ck-plans').waitFor();
    assert.equal(await page.getByRole('button', { name: '+1 more' }).count(), 0, 'USD has no more plans to show');
    assert.match((await bottomButton(page).textContent()) ?? '', /\$19/);
    await page.context().close();
  });

  it('hands over to the payment flow with the navigation-table query and records the package', async () => {
    const { page, responseId } = await openCheckout({ lan: 'hn' });
    const recorded = page.waitForRequest((r) => r.url().includes(`/api/forms/update/${responseId}`));
    // The page is in Hindi here: the plan is picked by its value, not its (translated) name.
    await page.locator('input[name="plan"][value="three"]').check();
    const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/pay?'));
    await page.locator('.ck-pay-now').click();
    assert.deepEqual((await recorded).postDataJSON(), { packageType: 'Option1_2D_3D' });
    const url = new URL((await navigation).url());
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      token: 'e2e-token', offertype: 'Option1_2D_3D', currency: 'INR', productid: 'FLX_INR_Option1_2D_3D', entity: 'flx-in',
      lang: 'hn', amount: '1499', mobile: MOBILE, responseId, isdcode: '91', brandCode: 'flx',
    });
    await page.context().close();
  });

  it('refuses to pay without a usable mobile number and goes home', async () => {
    const { page } = await openCheckout({ query: { mobile: '12345' } });
    const messages: string[] = [];
    page.once('dialog', (alert) => {
      messages.push(alert.message());
      void alert.accept();
    });
    await page.locator('.ck-pay-now').click();
    await page.waitForURL(`${ctx.site.origin}/`);
    assert.deepEqual(messages, ['Unable to process please try again.']);
    await page.context().close();
  });

  it('runs the offer countdown and both modals on return from login', async () => {
    const { page } = await openCheckout({ storage: { isRedirected: '1', offerCookie: '0' } });
    const price = page.getByRole('dialog', { name: 'Special Discount Applied' });
    await price.waitFor();
    assert.equal(await price.getByRole('timer').textContent(), '10:00');
    await screenshot(page, 'checkout_modal_price_offer');
    await page.clock.runFor(61_000);
    assert.equal(await price.getByRole('timer').textContent(), '08:59');
    assert.equal(await page.evaluate(() => localStorage.getItem('RemainingTimerTime')), '539');
    await page.keyboard.press('Escape');
    assert.equal(await price.count(), 0);

    // Back again within the window: 'Did you know?' with the live minutes and seconds.
    await page.reload();
    const discount = page.getByRole('dialog', { name: 'Did you know?' });
    await discount.waitFor();
    assert.equal(await discount.getByRole('timer').textContent(), '8:59');
    await screenshot(page, 'checkout_modal_discount');
    await discount.getByRole('button', { name: 'Grab Offer Now' }).click();
    await price.waitFor();

    // The ten minutes run out: no Pay Now on the offer, 'Get Plan' only closes.
    await page.clock.runFor(600_000);
    assert.equal(await price.getByRole('timer').textContent(), '00:00');
    assert.equal(await price.getByRole('button', { name: 'Pay Now' }).count(), 0);
    await page.reload();
    await discount.waitFor();
    assert.equal(await discount.getByRole('timer').textContent(), '0:0');
    await discount.getByRole('button', { name: 'Get Plan' }).click();
    assert.equal(await discount.count(), 0);
    await page.context().close();
  });

  it('lays out right to left in Arabic with prices left to right', async () => {
    const { page } = await openCheckout({ lan: 'arabic' });
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.locator('.ck-plan__amount').first().getAttribute('dir'), 'ltr');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    await screenshot(page, 'checkout_top_arabic');
    await page.context().close();
  });
});
