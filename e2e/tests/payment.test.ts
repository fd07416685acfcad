// The payment flow against the production server and its local TEST MODE gateway: Pay Now on the
// checkout, the gateway page, the thank-you page with the stored order's values, a failure back to
// the checkout, a tampered link refused before any order, the thank-you page's 7-second redirect on
// Playwright's clock; in English and Arabic; accessibility; screenshots of the three pages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse, latestCode, outbox } from '../src/api';

const NAME = 'Asha Rao';

interface SignedIn {
  responseId: string;
  token: string;
  mobile: string;
  /** The checkout address the lead form stored, path and query. */
  checkoutPath: string;
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe('payment flow', () => {
  const ctx = useSiteAndBrowser();
  // A number per visitor: the server allows one code per number every 30 seconds.
  let nextMobile = 9876500001;

  /** A visitor who answered the survey and verified their number through the real API (spec calls 2, 8, 9 and 6). */
  async function signIn(lan?: string): Promise<SignedIn> {
    const origin = ctx.site.origin;
    const { responseId, hash, formId } = await createResponse(origin);
    const mobile = String(nextMobile++);
    const person = { mobile, isd: '91', appcode: 'HMPL', name: NAME, email: '' };
    const sent = await fetch(`${origin}/api/customer/me/loginotp`, { method: 'POST', body: form(person) });
    assert.equal(sent.status, 200, await sent.clone().text());
    const otp = await latestCode(origin, new RegExp(mobile));
    const verified = await fetch(`${origin}/api/customer/me/veryfyotp`, {
      method: 'POST',
      body: form({ ...person, otp, duplicate: '1', leadsource: 'Floor Planner', leadstatus: 'Hot', typestatus: 'not contacted', requirement: 'Plot 30 x 60', responseId }),
    });
    assert.equal(verified.status, 200, await verified.clone().text());
    const { token } = (await verified.json()) as { token: string };
    const query = new URLSearchParams({ Fx: formId, Rx: responseId, ...(lan ? { lan } : {}), isd: '91', mobile });
    const checkoutPath = `/response/checkout/${hash}?${query}`;
    const updated = await fetch(`${origin}/api/forms/updateResponse/${responseId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ mobileNumber: mobile, name: NAME, isd: '91', btnUrl: `${origin}${checkoutPath}` }),
    });
    assert.equal(updated.status, 200);
    return { responseId, token, mobile, checkoutPath };
  }

  /** The checkout as the lead form leaves it: the session token in local storage. */
  async function openCheckout(visitor: SignedIn): Promise<Page> {
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((token) => localStorage.setItem('authToken', token), visitor.token);
    await page.goto(`${ctx.site.origin}${visitor.checkoutPath}`);
    await page.locator('.ck-plans').waitFor();
    // The visitor's plan above the packages has arrived (its caption moves them down once): a visitor sees
    // it before choosing a package.
    await page.locator('.ck-plan-preview:not(.ck-plan-preview--loading)').waitFor();
    return page;
  }

  /** Pay Now on the selected plan, through /pay, to the test gateway's page. */
  async function payNow(page: Page): Promise<string> {
    await page.locator('.ck-pay-now').click();
    await page.waitForURL(/\/pay\/[A-Za-z0-9_-]{22}$/);
    return new URL(page.url()).pathname.split('/')[2]!;
  }

  /** Every address in the tab's history, as the browser keeps it. */
  async function historyUrls(page: Page): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
    await cdp.detach();
    return entries.map((e) => e.url);
  }

  const valueOf = (page: Page, label: string) => page.locator('.outcome__list dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  it('pays on the test gateway and shows the stored order on the thank-you page', async () => {
    const visitor = await signIn();
    const page = await openCheckout(visitor);
    const orderId = await payNow(page);

    // The gateway page: TEST MODE unmistakable, the server's price, no token anywhere in the tab.
    assert.equal(await page.getByText('TEST MODE', { exact: false }).first().isVisible(), true);
    assert.match((await page.locator('main').textContent()) ?? '', /INR\s*999/);
    assert.ok((await historyUrls(page)).every((url) => !url.includes(visitor.token) && !url.includes('token=')), 'the token left the address bar and the history');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_test_gateway');

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/thank-you\?/);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/thank-you');
    assert.deepEqual(Object.fromEntries(url.searchParams), { moid: orderId, pid: `test_${orderId}`, status: 'Success', currency: 'INR', amount: '999' });

    const screen = page.locator('[data-screen="thank-you"]');
    await screen.getByRole('heading', { name: 'Thank you for taking the 1st right step towards your dream home.' }).waitFor();
    await screen.locator('.outcome__list').waitFor();
    assert.equal(await valueOf(page, 'Merchant Order Id').textContent(), orderId);
    assert.equal(await valueOf(page, 'Payment Id').textContent(), `test_${orderId}`);
    assert.equal(await valueOf(page, 'Status').textContent(), 'Successful');
    assert.equal(await valueOf(page, 'Amount').textContent(), 'INR 999');
    await screen.getByText('Your 2D floor plan will reach you by email and WhatsApp within 4 working hours.').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_thank_you');

    // The confirmation went out through the outbox, to the verified number.
    const confirmations = (await outbox(ctx.site.origin)).filter((m) => m.to === `+91${visitor.mobile}` && m.body.startsWith('Payment received'));
    assert.equal(confirmations.length, 1);
    assert.match(confirmations[0]!.body, new RegExp(`INR 999 .*order ${orderId}`));

    // An edited address does not change what the page says: the stored order wins.
    await page.goto(`${ctx.site.origin}/thank-you?moid=${orderId}&pid=forged&status=Success&currency=INR&amount=1`);
    await screen.locator('.outcome__list').waitFor();
    assert.equal(await valueOf(page, 'Amount').textContent(), 'INR 999');
    assert.equal(await valueOf(page, 'Payment Id').textContent(), `test_${orderId}`);
    await page.context().close();
  });

  it('delivers the bought 2D + 3D plan on the thank-you page, full detail and downloadable', async () => {
    const visitor = await signIn();
    const page = await openCheckout(visitor);
    await page.locator('input[name="plan"][value="three"]').check();
    await payNow(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/thank-you\?/);
    const plans = page.locator('.outcome__plans');
    await plans.getByRole('heading', { name: 'Your plans' }).waitFor();
    const images = plans.getByRole('img');
    // The visitor's home has two storeys: the plan shows one floor at a time, at the page's width.
    assert.deepEqual(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))), ['Option 1: floor plan, Ground floor', 'Option 1: 3D elevation']);
    // Both drawings really arrived (a broken image has no natural width).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.outcome__plans img')].every((img) => img.naturalWidth > 0));
    await plans.getByRole('group', { name: 'Floors' }).getByRole('button', { name: 'First floor' }).click();
    await page.waitForFunction(() => {
      const floor = document.querySelector<HTMLImageElement>('.outcome__plans img');
      return !!floor && floor.alt === 'Option 1: floor plan, First floor' && floor.complete && floor.naturalWidth > 0;
    });
    const downloads = plans.getByRole('link', { name: 'Download' });
    assert.deepEqual(await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('download'))), ['floor-plan-option-1.svg', 'elevation-option-1.svg']);
    const [download] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
    const drawing = await download.createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return text;
    });
    assert.match(drawing, /^<svg /);
    assert.doesNotMatch(drawing, /PREVIEW/, 'the bought drawing carries no preview watermark');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_thank_you_plans');
    await page.context().close();
  });

  it('fails on the test gateway, and Try again! returns to the same checkout', async () => {
    const visitor = await signIn();
    const page = await openCheckout(visitor);
    await page.locator('input[name="plan"][value="three"]').check();
    const orderId = await payNow(page);
    assert.match((await page.locator('main').textContent()) ?? '', /INR\s*1499/);

    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.waitForURL(/\/payment-failure\?/);
    assert.equal(new URL(page.url()).searchParams.get('back'), visitor.checkoutPath);
    const screen = page.locator('[data-screen="payment-failed"]');
    await screen.getByRole('heading', { name: 'Payment Failed!.' }).waitFor();
    assert.equal(await screen.locator('.outcome__reason').count(), 0, 'a gateway failure is not explained as a refusal');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_failed');

    const order = (await (await fetch(`${ctx.site.origin}/api/payments/orders/${orderId}`)).json()) as { status: string };
    assert.equal(order.status, 'Failed');

    await page.getByRole('link', { name: 'Try again!' }).click();
    await page.locator('.ck-plans').waitFor();
    assert.equal(page.url(), `${ctx.site.origin}${visitor.checkoutPath}`);
    // Paying again makes a new order: the failed one stays failed.
    assert.notEqual(await payNow(page), orderId);
    await page.context().close();
  });

  it('refuses a link whose amount was changed, before any order, and says why', async () => {
    const visitor = await signIn();
    const page = await phonePage(ctx.browser);
    const query = new URLSearchParams({
      token: visitor.token, offertype: 'Option1', currency: 'INR', productid: 'FLX_INR_Option1', entity: 'flx-in', lang: 'en',
      amount: '1', mobile: visitor.mobile, responseId: visitor.responseId, isdcode: '91', brandCode: 'flx',
    });
    await page.goto(`${ctx.site.origin}/pay?${query}`);
    await page.waitForURL(/\/payment-failure\?/);
    assert.equal(page.url().includes(visitor.token), false);
    const screen = page.locator('[data-screen="payment-failed"]');
    await screen.getByRole('heading', { name: 'Payment Failed!.' }).waitFor();
    assert.match((await screen.locator('.outcome__reason').textContent()) ?? '', /does not match our current price\. Nothing was charged\./);
    await screenshot(page, 'payment_refused_price');
    await page.getByRole('link', { name: 'Try again!' }).click();
    await page.locator('.ck-plans').waitFor();
    assert.equal(page.url(), `${ctx.site.origin}${visitor.checkoutPath}`);
    await page.context().close();
  });

  it('shows both outcome pages right to left in Arabic, with ids and amounts left to right', async () => {
    const visitor = await signIn('arabic');
    const page = await openCheckout(visitor);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    const orderId = await payNow(page);
    // The gateway page follows the visitor's language; TEST MODE stays the operator's sign in English.
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
    assert.equal(await page.getByText('TEST MODE', { exact: false }).first().isVisible(), true);
    await page.getByRole('heading', { name: 'دفع تجريبي' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_test_gateway_arabic');
    await page.getByRole('button', { name: 'ادفع', exact: true }).click();
    const thanks = page.locator('[data-screen="thank-you"]');
    await thanks.locator('.outcome__list').waitFor();
    assert.equal(await thanks.getByRole('heading', { level: 1 }).textContent(), 'شكرًا لك على اتخاذ الخطوة الصحيحة الأولى نحو منزل أحلامك.');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await valueOf(page, 'رقم طلب التاجر').textContent(), orderId);
    assert.equal(await valueOf(page, 'رقم طلب التاجر').locator('span').getAttribute('dir'), 'ltr');
    assert.equal(await valueOf(page, 'الحالة').textContent(), 'ناجحة');
    assert.equal(await valueOf(page, 'المبلغ').textContent(), 'INR 999');
    // Right to left: the labels sit at the right edge, their values to their left.
    const label = await thanks.locator('.outcome__list dt').first().boundingBox();
    const value = await thanks.locator('.outcome__list dd').first().boundingBox();
    assert.ok(label && value && label.x > value.x, 'label right of its value');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_thank_you_arabic');

    await page.goto(`${ctx.site.origin}${visitor.checkoutPath}`);
    await page.locator('.ck-plans').waitFor();
    await page.locator('input[name="plan"][value="three"]').check();
    await payNow(page);
    await page.getByRole('button', { name: 'فشل', exact: true }).click();
    const failed = page.locator('[data-screen="payment-failed"]');
    await failed.getByRole('heading', { name: 'فشلت عملية الدفع!' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await failed.getByRole('link', { name: 'حاول مرة أخرى!' }).getAttribute('href'), `${ctx.site.origin}${visitor.checkoutPath}`);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'payment_failed_arabic');
    await page.context().close();
  });

  it('sends a thank-you address missing a detail home after 7 seconds, and says so', async () => {
    const page = await phonePage(ctx.browser);
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    // The page's (fake) time when the thank-you screen appeared, to count the 7 seconds from there.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('[data-screen="thank-you"]')) return;
        (window as unknown as { shownAt: number }).shownAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${ctx.site.origin}/thank-you?moid=x&pid=y&status=Success&currency=INR`);
    const notice = page.locator('[data-screen="thank-you"]').getByRole('status');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /home page in 7 seconds/);
    assert.equal(await page.locator('.outcome__list').count(), 0);
    await screenshot(page, 'payment_thank_you_incomplete');

    const { shownAt, now } = await page.evaluate(() => ({ shownAt: (window as unknown as { shownAt: number }).shownAt, now: Date.now() }));
    await page.clock.pauseAt(new Date(now + 10));
    const left = shownAt + 7_000 - (now + 10);
    await page.clock.runFor(left - 150);
    assert.equal(new URL(page.url()).pathname, '/thank-you', 'still there just before 7 seconds');
    await page.clock.runFor(300);
    await page.waitForURL(`${ctx.site.origin}/`);
    await page.locator('.survey-intro__start').waitFor();
    await page.context().close();
  });
});
