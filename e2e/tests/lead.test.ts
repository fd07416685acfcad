// The lead form against the real API: the loader, the details, the code read from the
// outbox, and the checkout address, for a +91 and a +880 visitor; and a wrong code.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse, latestCode, outbox } from '../src/api';

const LOADER_MS = 100 * 200;

describe('lead form and OTP login', () => {
  const ctx = useSiteAndBrowser();

  /** Opens the lead page of a fresh response and runs the loader to the details form. */
  async function openLead(host: string, prefix = '', lan?: string): Promise<{ page: Page; responseId: string; hash: string }> {
    const { responseId, hash, formId } = await createResponse(ctx.site.origin);
    const page = await phonePage(ctx.browser);
    await page.clock.install();
    await page.goto(`http://${host}:${ctx.site.port}${prefix}/response/${hash}?Fx=${formId}&Rx=${responseId}${lan ? `&lan=${lan}` : ''}`);
    await page.locator('[data-screen="lead"]').waitFor();
    await page.clock.runFor(300);
    if (!lan) assert.equal(await page.locator('#lead-loader-caption').textContent(), 'Processing your requirements');
    await page.clock.runFor(7_000);
    await screenshot(page, `lead_loader${prefix.replace('/', '_')}${lan ? '_ar' : ''}`);
    await page.clock.runFor(LOADER_MS);
    await page.locator('.lead-details').waitFor();
    return { page, responseId, hash };
  }

  it('logs in a +91 visitor by SMS and opens the checkout with isd and mobile', async () => {
    const { page, hash, responseId } = await openLead('localhost');
    assert.equal(await page.locator('input[name="email"]').count(), 0);
    const submit = page.getByRole('button', { name: 'Get OTP' });
    assert.equal(await submit.isDisabled(), true);
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'lead_details');
    await submit.click();
    await page.locator('.lead-otp').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the phone');
    await screenshot(page, 'lead_otp');
    const messages = (await outbox(ctx.site.origin)).filter((m) => m.to.includes('9876543210'));
    assert.deepEqual(messages.map((m) => m.channel), ['sms']);
    await page.getByLabel('One-time password').fill(await latestCode(ctx.site.origin, /9876543210/));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/response\/checkout\//);
    const url = new URL(page.url());
    assert.equal(url.pathname, `/response/checkout/${hash}`);
    assert.equal(url.searchParams.get('Rx'), responseId);
    assert.equal(url.searchParams.get('isd'), '91');
    assert.equal(url.searchParams.get('mobile'), '9876543210');
    assert.ok(await page.evaluate(() => localStorage.getItem('authToken')));
    await page.context().close();
  });

  it('asks a +880 visitor for an email and sends the code by SMS, email and WhatsApp', async () => {
    const { page } = await openLead('bd.localhost', '/uk');
    await page.getByLabel('Email').waitFor();
    assert.equal(await page.getByLabel('Country dial code').locator('option', { hasText: '(+91)' }).count(), 0);
    await page.getByLabel('Full name').fill('Rahim Uddin');
    await page.getByLabel('Email').fill('rahim@example.com');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('1711000000');
    await screenshot(page, 'lead_details_880');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.locator('.lead-otp').waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'lead_otp_880');
    assert.match((await page.locator('.lead-otp').textContent()) ?? '', /email .* and whatsapp/);
    assert.equal(await page.locator('.lead-region-note').count(), 1);
    const channels = (await outbox(ctx.site.origin)).filter((m) => /1711000000|rahim@example.com/.test(m.to)).map((m) => m.channel).sort();
    assert.deepEqual(channels, ['email', 'sms', 'whatsapp']);
    await page.getByLabel('One-time password').fill(await latestCode(ctx.site.origin, /1711000000/));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/uk\/response\/checkout\/.+isd=880/);
    await page.context().close();
  });

  it('says a wrong code in the spec words and lets the visitor try again', async () => {
    const { page } = await openLead('localhost');
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876501234');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.locator('.lead-otp').waitFor();
    const right = await latestCode(ctx.site.origin, /9876501234/);
    const wrong = right === '000000' ? '111111' : '000000';
    await page.getByLabel('One-time password').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    assert.equal(await page.getByRole('alert').locator('p').textContent(), 'Error: wrong otp entered');
    await page.getByLabel('One-time password').fill(right);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/response\/checkout\//);
    await page.context().close();
  });

  for (const [host, prefix, isd, mobile, email] of [
    ['localhost', '', '91', '9876512345', ''],
    ['bd.localhost', '/uk', '880', '1711012345', 'rahim.ar@example.com'],
  ] as const) {
    it(`runs right to left in Arabic for +${isd}, with the number, code and prices left to right`, async () => {
      const { page } = await openLead(host, prefix, 'arabic');
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.equal(await page.locator('.lead-phone').getAttribute('dir'), 'ltr');
      await page.locator('input[name="name"]').fill('أحمد');
      if (email) await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="mobile"]').fill(mobile);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, `lead_details${isd === '91' ? '' : '_880'}_ar`);
      await page.locator('.lead-submit').click();
      await page.locator('.lead-otp').waitFor();
      assert.equal(await page.locator('input[name="otp"]').getAttribute('dir'), 'ltr');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the phone');
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.locator('input[name="otp"]').fill(await latestCode(ctx.site.origin, new RegExp(mobile)));
      await screenshot(page, `lead_otp${isd === '91' ? '' : '_880'}_ar`);
      await page.locator('.lead-otp button[type="submit"]').click();
      await page.waitForURL(new RegExp(`${prefix}/response/checkout/.+isd=${isd}&mobile=${mobile}`));
      await page.context().close();
    });
  }
});
