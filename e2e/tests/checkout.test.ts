// The checkout against the real API, reached by a verified lead: plans, expander, both pay
// buttons, offer date, the countdown and both upsell modals on Playwright's clock, the refusal
// alert and the payment link; in English and Arabic; accessibility; screenshots.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, layoutShifts, phonePage, seriousA11yViolations, watchLayoutShifts } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse, latestCode, verifiedLead } from '../src/api';

const NOW = new Date('2026-11-22T10:00:00');

/** What the phone's screen shows (390x844), where a full-page capture would bury a modal in a long strip. */
const phoneShot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
/** Each visitor gets a number of their own, so the per-number send limits never meet. */
let nextMobile = 9876520000;

describe('checkout', () => {
  const ctx = useSiteAndBrowser();

  /** A visitor who answered the survey and verified their number through the customer API. */
  const newLead = () => verifiedLead(ctx.site.origin, String((nextMobile += 1)));

  async function openCheckout(
    options: { lan?: string; storage?: Record<string, string>; query?: Record<string, string>; prefix?: string; prepare?: (page: Page) => Promise<unknown> } = {},
  ) {
    const lead = await newLead();
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: NOW });
    await options.prepare?.(page);
    await page.addInitScript((storage) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    }, { authToken: lead.token, ...options.storage });
    const query = new URLSearchParams({ Fx: lead.formId, Rx: lead.responseId, isd: '91', mobile: lead.mobile, ...(options.lan ? { lan: options.lan } : {}), ...options.query });
    await page.goto(`${ctx.site.origin}${options.prefix ?? ''}/response/checkout/${lead.hash}?${query}`);
    await page.locator('.ck-plans').waitFor();
    // A visitor's plans are drawn while the lead form's loader runs, so they are there when the checkout
    // opens; this visitor skipped the loader, so the test waits for the drawing the way the page would have it.
    await page.locator('.ck-plan-preview--loading').waitFor({ state: 'detached' });
    return { page, ...lead };
  }

  /** The whole way in the browser: the lead form, the code from the outbox, then the checkout. */
  async function checkoutThroughLeadForm(lan: 'en' | 'arabic') {
    const { responseId, hash, formId } = await createResponse(ctx.site.origin);
    const mobile = String((nextMobile += 1));
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: NOW });
    await page.goto(`${ctx.site.origin}/response/${hash}?Fx=${formId}&Rx=${responseId}&lan=${lan}`);
    await page.locator('[data-screen="lead"]').waitFor();
    await page.clock.runFor(20_500);
    await page.locator('input[name="name"]').fill('Asha Rao');
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.locator('.lead-submit').click();
    await page.locator('.lead-otp').waitFor();
    await page.locator('input[name="otp"]').fill(await latestCode(ctx.site.origin, new RegExp(mobile)));
    // The first countdown of this response is recorded on the server, with the visitor's token.
    const offerStart = page.waitForResponse((r) => r.url().endsWith(`/api/forms/offer-start/${responseId}`));
    await page.locator('.lead-otp button[type="submit"]').click();
    await page.locator('.ck-plans').waitFor();
    assert.equal((await offerStart).status(), 200);
    const url = new URL(page.url());
    assert.deepEqual([url.pathname, url.searchParams.get('isd'), url.searchParams.get('mobile')], [`/response/checkout/${hash}`, '91', mobile]);
    return { page, responseId, mobile };
  }

  const bottomButton = (page: Page) => page.locator('.ck-paybar__button');
  /** A countdown's '09:59' or '9:59' in seconds. */
  const seconds = (timer: string | null) => {
    const [minutes, secs] = (timer ?? '').split(':').map(Number);
    return (minutes ?? NaN) * 60 + (secs ?? NaN);
  };

  it('opens after the lead form, shows the plans, expands them, and keeps both pay buttons on the selected plan', async () => {
    const { page } = await checkoutThroughLeadForm('en');
    assert.equal(await page.getByRole('heading', { name: 'Your 2D Floor Plan is ready!' }).count(), 1);
    assert.equal(await page.locator('.ck-plan').count(), 2);
    assert.equal(await page.getByRole('radio', { name: /One design option/ }).isChecked(), true);
    assert.equal(await page.locator('.ck-valid-till strong').textContent(), '23-11-2026');
    assert.match((await bottomButton(page).textContent()) ?? '', /Pay .*₹999.* To Unlock Now/);
    await phoneShot(page, 'checkout_top');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.getByRole('button', { name: '+3 more plans' }).click();
    assert.equal(await page.locator('.ck-plan').count(), 4);
    await page.getByRole('radio', { name: /Two 2D Designs/ }).check();
    assert.match((await bottomButton(page).textContent()) ?? '', /₹2,499/);
    await page.getByRole('radio', { name: /Two design options/ }).check();
    assert.match((await bottomButton(page).textContent()) ?? '', /₹1,299/);
    await page.locator('.ck-plan[data-plan="two"] .ck-plan__info').click();
    assert.match((await page.locator('.ck-plan[data-plan="two"] [role="note"]').textContent()) ?? '', /entirely different two floor plan options/);
    assert.deepEqual(await seriousA11yViolations(page), [], 'expanded');
    await page.locator('.ck-plans').scrollIntoViewIfNeeded();
    await phoneShot(page, 'checkout_plans_expanded');

    // At the very end the fixed pay bar sits below the site's footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').last().boundingBox();
    const bar = await page.locator('.ck-paybar').boundingBox();
    assert.ok(footer && bar && footer.y + footer.height <= bar.y + 1, `footer ends at ${footer && footer.y + footer.height}, pay bar starts at ${bar?.y}`);
    await page.context().close();
  });

  it('opens after the lead form in Arabic: right to left, prices and date left to right, nothing wider than the phone', async () => {
    const { page } = await checkoutThroughLeadForm('arabic');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.locator('.ck-plan__amount').first().getAttribute('dir'), 'ltr');
    assert.equal(await page.locator('.ck-valid-till strong').textContent(), '23-11-2026');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await phoneShot(page, 'checkout_top_ar');
    await page.locator('.ck-expander').click();
    assert.equal(await page.locator('.ck-plan').count(), 4);
    await page.locator('input[name="plan"][value="four"]').check();
    assert.match((await bottomButton(page).textContent()) ?? '', /₹\s?2,499/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    assert.deepEqual(await seriousA11yViolations(page), [], 'expanded');
    await page.locator('.ck-plans').scrollIntoViewIfNeeded();
    await phoneShot(page, 'checkout_plans_expanded_ar');
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
    const { page, responseId, token, mobile } = await openCheckout({ lan: 'hn' });
    const recorded = page.waitForRequest((r) => r.url().includes(`/api/forms/update/${responseId}`));
    // The page is in Hindi here: the plan is picked by its value, not its (translated) name.
    await page.locator('input[name="plan"][value="three"]').check();
    const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/pay?'));
    await page.locator('.ck-pay-now').click();
    assert.deepEqual((await recorded).postDataJSON(), { packageType: 'Option1_2D_3D' });
    const url = new URL((await navigation).url());
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      token, offertype: 'Option1_2D_3D', currency: 'INR', productid: 'FLX_INR_Option1_2D_3D', entity: 'flx-in',
      lang: 'hn', amount: '1499', mobile, responseId, isdcode: '91', brandCode: 'flx',
    });
    await page.context().close();
  });

  it('opens on a phone without moving what is on the screen', async () => {
    const { page } = await openCheckout({ prepare: watchLayoutShifts });
    // The social proof and the delivered counts come after the packages: their lines must not move them either.
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    // Under 0.1 is what Google calls good; the site's own footer alone used to shift 0.11 on every visit.
    assert.ok(shifts.score < 0.05, `layout shift ${shifts.score.toFixed(3)}: ${shifts.moved.join(', ')}`);
    await page.context().close();
  });

  it('keeps the packages and Pay Now where they are when another visitor arrives', async () => {
    // How many people are looking depends on everyone else's visits: the test plays them by rewriting the
    // real answer's count, alone at first and three at the next heartbeat.
    let viewers = 1;
    const { page } = await openCheckout({
      prepare: (page) =>
        page.route(/\/api\/social-proof\?/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, json: { ...(await response.json()), viewers } });
        }),
    });
    const three = page.locator('.ck-plan[data-plan="three"]');
    const payNow = page.locator('.ck-pay-now');
    await three.scrollIntoViewIfNeeded();
    const before = [await three.boundingBox(), await payNow.boundingBox()];
    viewers = 3;
    const reread = page.waitForResponse((r) => r.url().includes('/api/social-proof?'));
    await page.clock.runFor(30_000);
    await reread;
    await page.getByText('3 people are looking at plans right now').waitFor();
    assert.deepEqual([await three.boundingBox(), await payNow.boundingBox()], before);
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
    const timer = async () => seconds(await price.getByRole('timer').textContent());
    await price.waitFor();
    // The page's clock is fake but still flows with real time, and a busy machine can spend a real
    // second between two steps: readings allow for that one second, never more.
    const started = await timer();
    assert.ok(started === 600 || started === 599, `the countdown starts at 10:00 (read ${started} s)`);
    assert.match((await price.getByRole('timer').textContent()) ?? '', /^\d{2}:\d{2}$/, 'two-digit minutes and seconds');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), true, 'focus moved into the dialog');
    await phoneShot(page, 'checkout_modal_price_offer');
    const before = await timer();
    await page.clock.runFor(61_000);
    const after = await timer();
    assert.ok(before - after >= 61 && before - after <= 62, `a minute and a second later the countdown shows ${before - after} s less`);
    const saved = Number(await page.evaluate(() => localStorage.getItem('RemainingTimerTime')));
    assert.ok(saved === after || saved === after - 1, `the remaining time is saved each second (saved ${saved}, shown ${after})`);
    await page.keyboard.press('Escape');
    assert.equal(await price.count(), 0);

    // Back again within the window: 'Did you know?' with the live minutes and seconds, unpadded as in the spec's modal 1.
    await page.reload();
    const discount = page.getByRole('dialog', { name: 'Did you know?' });
    await discount.waitFor();
    const restored = seconds(await discount.getByRole('timer').textContent());
    assert.ok(restored <= saved && restored >= saved - 2, `restored from the saved ${saved} s (shows ${restored} s)`);
    assert.match((await discount.getByRole('timer').textContent()) ?? '', /^\d{1,2}:\d{1,2}$/);
    await phoneShot(page, 'checkout_modal_discount');
    assert.deepEqual(await seriousA11yViolations(page), [], 'discount offer');
    await discount.getByRole('button', { name: 'Grab Offer Now' }).click();
    await price.waitFor();
    assert.deepEqual(await seriousA11yViolations(page), [], 'price offer');

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

  it('shows both offers in Arabic with the countdown left to right', async () => {
    const { page } = await openCheckout({ lan: 'arabic', storage: { isRedirected: '1', offerCookie: '0' } });
    const price = page.locator('[role="dialog"][aria-labelledby="ck-offer2-title"]');
    await price.waitFor();
    assert.equal(await price.locator('[role="timer"]').getAttribute('dir'), 'ltr');
    // As above, the fake clock still flows with real time: a busy machine may show the first second gone
    // (a CI run read 09:59).
    assert.match((await price.locator('[role="timer"]').textContent()) ?? '', /^(10:00|09:59)$/);
    assert.deepEqual(await seriousA11yViolations(page), [], 'price offer');
    await phoneShot(page, 'checkout_modal_price_offer_ar');
    await page.reload();
    const discount = page.locator('[role="dialog"][aria-labelledby="ck-offer1-title"]');
    await discount.waitFor();
    // The same ten minutes, on the real clock: some seconds may be gone while axe looked, or none on a fast
    // run (a CI run read 10:0 after 1.7 s); the resuming itself is tested on the page's clock above.
    assert.match((await discount.locator('[role="timer"]').textContent()) ?? '', /^(10:0|9:\d{1,2})$/);
    assert.equal(await discount.locator('[role="timer"]').getAttribute('dir'), 'ltr');
    assert.deepEqual(await seriousA11yViolations(page), [], 'discount offer');
    await phoneShot(page, 'checkout_modal_discount_ar');
    await page.context().close();
  });
});
