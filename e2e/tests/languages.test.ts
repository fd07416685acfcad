// All ten languages on a phone (390x844): the survey intro, a survey step (the compass, whose
// option names are the longest words), the lead details form and the top of the checkout are
// captured in each (e2e/artifacts/lang-<code>-<screen>.png), and each must show text in its own
// script, no raw translation keys, nothing wider than the phone, its script's self-hosted font,
// and the right reading direction. Then one visitor's language followed through the journey.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '@flx/shared-i18n/src/languages';
import { ARTIFACTS, PHONE, phonePage } from '../src/browser';
import { REPO } from '../src/server';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse, latestCode } from '../src/api';
import { answerStep, startSurvey } from '../src/survey-walk';

const LOADER_MS = 100 * 200;
// Its own number: in CI every test file shares one database, and so the per-number limits on codes.
const MOBILE = '9876530000';

/** Letters of each language's script (Unicode blocks). */
const SCRIPT: Record<string, { name: string; letters: RegExp }> = {
  en: { name: 'Latin', letters: /[A-Za-z]/g },
  hi: { name: 'Devanagari', letters: /[\u0900-\u097f]/g },
  ta: { name: 'Tamil', letters: /[\u0b80-\u0bff]/g },
  te: { name: 'Telugu', letters: /[\u0c00-\u0c7f]/g },
  ml: { name: 'Malayalam', letters: /[\u0d00-\u0d7f]/g },
  kn: { name: 'Kannada', letters: /[\u0c80-\u0cff]/g },
  ar: { name: 'Arabic', letters: /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/g },
  si: { name: 'Sinhala', letters: /[\u0d80-\u0dff]/g },
  bn: { name: 'Bengali', letters: /[\u0980-\u09ff]/g },
  ps: { name: 'Arabic', letters: /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/g },
};

/** The self-hosted family each script's text must be drawn in (shared-i18n/src/fonts). */
const FONT_FAMILY: Record<string, string | undefined> = {
  hi: 'Noto Sans Devanagari Variable',
  ta: 'Noto Sans Tamil Variable',
  te: 'Noto Sans Telugu Variable',
  ml: 'Noto Sans Malayalam Variable',
  kn: 'Noto Sans Kannada Variable',
  si: 'Noto Sans Sinhala Variable',
  bn: 'Noto Sans Bengali Variable',
  ar: 'Noto Sans Arabic Variable',
  ps: 'Noto Sans Arabic Variable',
};

/** Every key of the English translations: none may ever show on a page as it is. */
const KEYS = (() => {
  const en = JSON.parse(readFileSync(path.join(REPO, 'shared-i18n/locales/en/translation.json'), 'utf8')) as Record<string, unknown>;
  const keys: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else keys.push(prefix);
  };
  walk(en, '');
  return keys;
})();
/** Anything shaped like a dotted key (checkout.plans.payNow), known or not. */
const KEY_SHAPE = /\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+){2,}\b/;

interface ScreenText {
  text: string;
  attributes: string[];
  overflowing: string[];
  scrollWidth: number;
  lang: string;
  dir: string;
  fonts: { family: string; status: string }[];
}

/** What the screen shows: its text, its labels for assistive technology, and what sticks out. */
function readScreen(page: Page, selector: string): Promise<ScreenText> {
  return page.evaluate((selector) => {
    const roots = [...document.querySelectorAll<HTMLElement>(selector)];
    // A closed <select> shows its chosen option only, not the whole list. (No named functions
    // in here: tsx would wrap them in a helper the page does not have.)
    const text = roots
      .map((root) =>
        [...root.querySelectorAll('select')].reduce(
          (shown, select) => shown.replace(select.innerText, select.selectedOptions[0]?.text ?? ''),
          root.innerText,
        ),
      )
      .join('\n');
    const attributes = roots.flatMap((r) =>
      [r, ...r.querySelectorAll<HTMLElement>('[aria-label], [alt], [title], [placeholder]')].flatMap((el) =>
        ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').filter(Boolean),
      ),
    );
    const width = document.documentElement.clientWidth;
    // Outside the phone's width, or text wider than its own box (a word spilling out of a card).
    const overflowing = roots
      .flatMap((r) => [r, ...r.querySelectorAll<HTMLElement>('*')])
      .filter((el) => !el.closest('.swiper, .ck-ticker, .flx-visually-hidden, svg, select, input, textarea') && el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const parent = el.parentElement?.getBoundingClientRect();
        const spills =
          ownText &&
          style.display !== 'inline' &&
          ((style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1) ||
            (parent !== undefined && (box.left < parent.left - 1 || box.right > parent.right + 1)));
        return box.width > 0 && (box.left < -1 || box.right > width + 1 || spills);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.innerText?.slice(0, 40) ?? ''}`);
    return {
      text,
      attributes,
      overflowing,
      scrollWidth: document.documentElement.scrollWidth,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      fonts: [...document.fonts].map((f) => ({ family: f.family.replace(/["']/g, ''), status: f.status })),
    };
  }, selector);
}

async function capture(page: Page, code: string, screen: string, selector: string, fullPage = true): Promise<ScreenText> {
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `lang-${code}-${screen}.png`), fullPage });
  await page.evaluate(() => document.fonts.ready);
  return readScreen(page, selector);
}

function assertInLanguage(shown: ScreenText, code: string, screen: string): void {
  const where = `${code} ${screen}`;
  const language = LANGUAGES.find((l) => l.code === code)!;
  assert.equal(shown.lang, code, `${where}: <html lang>`);
  assert.equal(shown.dir, language.dir, `${where}: <html dir>`);

  const scriptLetters = shown.text.match(SCRIPT[code]!.letters)?.length ?? 0;
  assert.ok(scriptLetters >= 30, `${where}: only ${scriptLetters} ${SCRIPT[code]!.name} letters in:\n${shown.text}`);
  if (code !== 'en') {
    // Latin is left only for names that stay as they are (Floor Planner, OTP, WhatsApp, 2D, 3D).
    const latin = shown.text.match(/[A-Za-z]/g)?.length ?? 0;
    assert.ok(latin * 4 < scriptLetters, `${where}: ${latin} Latin letters against ${scriptLetters} ${SCRIPT[code]!.name} ones:\n${shown.text}`);
  }

  for (const text of [shown.text, ...shown.attributes]) {
    const key = KEYS.find((k) => text.includes(k)) ?? text.match(KEY_SHAPE)?.[0];
    assert.equal(key, undefined, `${where}: a raw translation key shows: "${key}" in "${text.slice(0, 80)}"`);
  }

  assert.ok(shown.scrollWidth <= PHONE.width, `${where}: the page is ${shown.scrollWidth}px wide`);
  assert.deepEqual(shown.overflowing, [], `${where}: elements stick out of the ${PHONE.width}px screen`);

  const family = FONT_FAMILY[code];
  if (family) {
    const faces = shown.fonts.filter((f) => f.family === family);
    assert.ok(faces.some((f) => f.status === 'loaded'), `${where}: ${family} is not loaded (${JSON.stringify(faces)})`);
  }
}

describe('languages', () => {
  const ctx = useSiteAndBrowser();

  for (const language of LANGUAGES) {
    const { code, specCode } = language;

    it(`shows the survey intro and a survey step in ${language.nativeName} (${code})`, async () => {
      const page = await phonePage(ctx.browser);
      await page.goto(`${ctx.site.origin}/?lan=${specCode}`);
      await page.locator('.survey-intro__start:not([disabled])').waitFor();
      assertInLanguage(await capture(page, code, 'survey-intro', '[data-screen="survey"], .flx-footer'), code, 'survey intro');

      await startSurvey(page);
      await answerStep(page);
      await answerStep(page);
      await page.locator('.survey-step[data-step="facing"]').waitFor();
      assertInLanguage(await capture(page, code, 'survey-step', '[data-screen="survey"]'), code, 'survey step');
      await page.context().close();
    });

    it(`shows the lead details form in ${language.nativeName} (${code})`, async () => {
      const { formId, responseId, hash } = await createResponse(ctx.site.origin);
      const page = await phonePage(ctx.browser);
      await page.clock.install();
      await page.goto(`${ctx.site.origin}/response/${hash}?Fx=${formId}&Rx=${responseId}&lan=${specCode}`);
      await page.locator('[data-screen="lead"]').waitFor();
      await page.clock.runFor(LOADER_MS + 500);
      await page.locator('.lead-details').waitFor();
      // The country list has arrived, named in the visitor's language.
      await page.locator('.lead-phone select option').nth(5).waitFor({ state: 'attached' });
      const shown = await capture(page, code, 'lead-details', '[data-screen="lead"]');
      assertInLanguage(shown, code, 'lead details');
      // Phone number and dial code stay left to right in every language.
      assert.equal(await page.locator('.lead-phone').getAttribute('dir'), 'ltr');
      await page.context().close();
    });

    it(`shows the top of the checkout in ${language.nativeName} (${code})`, async () => {
      const { responseId, hash } = await createResponse(ctx.site.origin);
      const page = await phonePage(ctx.browser);
      await page.goto(`${ctx.site.origin}/response/checkout/${hash}?Rx=${responseId}&isd=91&mobile=${MOBILE}&lan=${specCode}`);
      await page.locator('.ck-plans').waitFor();
      const shown = await capture(page, code, 'checkout-top', '.ck-header, .ck-ready, .ck-plans, .ck-paybar', false);
      assertInLanguage(shown, code, 'checkout top');
      // Prices: Latin digits, rupees grouped in lakhs, the ₹ drawn from the self-hosted face,
      // and kept left to right even in Arabic and Pashto.
      const amount = page.locator('.ck-plan__amount').first();
      assert.equal(await amount.getAttribute('dir'), 'ltr');
      assert.match((await amount.textContent()) ?? '', /^(₹\s?999|999\s?₹)$/);
      assert.match((await page.locator('.ck-valid-till strong').textContent()) ?? '', /^\d{2}-\d{2}-\d{4}$/);
      assert.ok(shown.fonts.some((f) => f.family === 'Noto Sans Rupee' && f.status === 'loaded'), `${code}: the rupee face is not loaded`);
      await page.context().close();
    });
  }

  it('keeps the language picked on the survey through the lead form, the checkout, the payment link and back', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/`);
    await page.locator('.survey-intro__start:not([disabled])').waitFor();
    await page.locator('.survey-intro select').selectOption('hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await startSurvey(page);
    while ((await page.locator('.survey-step').getAttribute('data-step')) !== 'siteDetails') await answerStep(page);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/forms/survey-forms') && r.method() === 'POST');
    await page.locator('.survey-step .choice:has(input[name="roads"][value="one"])').click();
    await page.locator('.survey-step .choice:has(input[name="corner"][value="yes"])').click();
    await page.locator('.survey-nav__primary').click();
    // Spec: the submission carries the spec's code for Hindi.
    assert.equal(((await posted).postDataJSON() as { selectedLanguage: string }).selectedLanguage, 'hn');

    // The lead form: no lan in the address, still Hindi (store and stored choice).
    await page.waitForURL(/\/response\/[^/]+\?Fx=/);
    assert.equal(new URL(page.url()).searchParams.get('lan'), null);
    await page.locator('.lead-details').waitFor({ timeout: LOADER_MS + 10_000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    await page.getByLabel('पूरा नाम').fill('आशा राव');
    await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(MOBILE);
    await page.getByRole('button', { name: 'OTP पाएँ' }).click();
    await page.locator('.lead-otp').waitFor();
    await page.getByLabel('वन-टाइम पासवर्ड').fill(await latestCode(ctx.site.origin, new RegExp(MOBILE)));
    await page.getByRole('button', { name: 'OTP सत्यापित करें' }).click();

    // The checkout, reloaded as a returning visitor would: still Hindi.
    await page.waitForURL(/\/response\/checkout\//);
    await page.locator('.ck-plans').waitFor();
    await page.reload();
    await page.locator('.ck-plans').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    assert.equal(await page.locator('.ck-pay-now').textContent(), 'अभी भुगतान करें');

    // Pay Now hands the spec's code to the payment flow.
    const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/pay?'));
    await page.locator('.ck-pay-now').click();
    assert.equal(new URL((await navigation).url()).searchParams.get('lang'), 'hn');

    // The payment pages speak Hindi (the order keeps the hand-off's language), and so do the outcome pages.
    await page.waitForURL(/\/pay\/[A-Za-z0-9_-]{22}$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    await page.getByRole('heading', { name: 'टेस्ट भुगतान' }).waitFor();
    await page.getByRole('button', { name: 'विफल', exact: true }).click();
    await page.locator('[data-screen="payment-failed"]').waitFor();
    assert.equal(await page.locator('[data-screen="payment-failed"] h1').textContent(), 'भुगतान विफल रहा!');
    await page.context().close();
  });

  it('rewrites a stale lan in the address when the visitor picks another language on the checkout', async () => {
    const { responseId, hash } = await createResponse(ctx.site.origin);
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/response/checkout/${hash}?Rx=${responseId}&isd=91&mobile=${MOBILE}&lan=ta`);
    await page.locator('.ck-plans').waitFor();
    await page.locator('.ck-lang__button').click();
    await page.locator('.ck-lang__item[lang="ps"]').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(new URL(page.url()).searchParams.get('lan'), 'pashto');
    await page.reload();
    await page.locator('.ck-plans').waitFor();
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ps', 'rtl']);
    await page.context().close();
  });
});
