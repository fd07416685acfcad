// The whole questionnaire in the browser: English, Hindi, Arabic (right to left) and on /us;
// what the server received; accessibility; screenshots of the key steps.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { answerStep, answerUntilSiteDetails, finishSurvey, startSurvey } from '../src/survey-walk';
import { SAMPLE_ANSWER } from '../src/api';

/** What the walk answers: every step of the sample, and on Site Details what finishSurvey fills in. */
const { SiteDetails: _sampleSite, ...SAMPLE_STEPS } = SAMPLE_ANSWER;
const WALKED_ANSWER = { ...SAMPLE_STEPS, SiteDetails: { roads: 'two', corner: 'no', notes: 'Temple opposite the plot' } };

describe('survey', () => {
  const ctx = useSiteAndBrowser();

  async function walk(page: Page, path: string) {
    await page.goto(ctx.site.origin + path);
    await answerUntilSiteDetails(page);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/forms/survey-forms') && r.method() === 'POST');
    await finishSurvey(page);
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    await page.waitForURL(/\/response\/[A-Za-z0-9_-]{22}\?Fx=.+&Rx=[A-Za-z0-9_-]{22}/);
    return { body, url: new URL(page.url()) };
  }

  for (const [language, spec, dir] of [['en', 'en', 'ltr'], ['hi', 'hn', 'ltr'], ['ar', 'arabic', 'rtl']] as const) {
    it(`walks every step in ${language} and stores exactly what was answered`, async () => {
      const page = await phonePage(ctx.browser);
      const { body, url } = await walk(page, `/?lan=${spec}&utm_source=e2e&utm_medium=test&gclid=g1`);
      assert.equal(await page.evaluate(() => document.documentElement.dir), dir);
      assert.deepEqual(body.utmDetails, { utm_source: 'e2e', utm_medium: 'test' });
      assert.deepEqual(body.queryStrings, { lan: spec, utm_source: 'e2e', utm_medium: 'test', gclid: 'g1' });
      assert.equal(body.selectedLanguage, spec);
      assert.equal(body.brand, 'flx');
      assert.deepEqual(body.answer, WALKED_ANSWER);
      assert.match(String(body.formId), /.+/);

      // The server kept it: the requirement text is built from the stored answers.
      const response = await fetch(`${ctx.site.origin}/api/forms/response?q=${url.searchParams.get('Rx')}`);
      assert.equal(response.status, 200);
      const { data } = (await response.json()) as { data: string };
      assert.match(data, /30/);
      assert.match(data, /60/);
      assert.match(data, /North/i);
      await page.context().close();
    });
  }

  it('keeps the /us prefix on the way to the lead form', async () => {
    const page = await phonePage(ctx.browser);
    const { body, url } = await walk(page, '/us?utm_campaign=us');
    assert.deepEqual(body.answer, WALKED_ANSWER);
    assert.deepEqual([body.queryStrings, body.utmDetails, body.selectedLanguage, body.brand], [{ utm_campaign: 'us' }, { utm_campaign: 'us' }, 'en', 'flx']);
    assert.match(url.pathname, /^\/us\/response\//);
    assert.equal(url.searchParams.get('Fx'), body.formId);
    await page.locator('[data-screen="lead"]').waitFor();
    await page.context().close();
  });

  it('validates width, shows progress to assistive technology, and goes back', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/`);
    await startSurvey(page);
    const progress = page.getByRole('progressbar');
    assert.equal(await progress.getAttribute('aria-valuenow'), '0');
    await page.locator('#survey-field-width').fill('150');
    await page.getByRole('button', { name: 'Next' }).click();
    assert.equal(await page.getByRole('alert').textContent(), 'Value must be 100 or less.');
    await page.locator('#survey-field-width').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    assert.equal(await page.getByRole('alert').textContent(), 'This field is required');
    await page.locator('#survey-field-width').fill('30');
    await page.getByRole('button', { name: 'Next' }).click();
    assert.equal(await progress.getAttribute('aria-valuenow'), '10');
    await page.getByRole('button', { name: /Back/ }).click();
    assert.equal(await page.locator('#survey-field-width').inputValue(), '30');
    await page.context().close();
  });

  for (const [lan, suffix] of [['en', ''], ['arabic', '_ar']] as const) {
    it(`has no serious accessibility violation in ${lan}, and is captured at the key steps`, async () => {
      const page = await phonePage(ctx.browser);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${ctx.site.origin}/?lan=${lan}`);
      await page.locator('.survey-intro__start:not([disabled])').waitFor();
      assert.deepEqual(await seriousA11yViolations(page), [], 'intro');
      await screenshot(page, `survey_intro${suffix}`);
      await startSurvey(page);
      const seen = new Set<string>();
      for (;;) {
        const id = (await page.locator('.survey-step').getAttribute('data-step')) ?? '';
        if (!seen.has(id)) {
          seen.add(id);
          assert.deepEqual(await seriousA11yViolations(page), [], id);
          if (id === 'facing' || id === 'floors' || id === 'style') await screenshot(page, `survey_step_${id}${suffix}`);
          if (id === 'siteDetails') {
            // Taller than the phone, under a sticky Back/Finish bar: kept as the visitor sees it, top and end.
            await page.screenshot({ path: path.join(ARTIFACTS, `survey_step_siteDetails${suffix}.png`) });
            await page.locator('input[name="notes"]').scrollIntoViewIfNeeded();
            await page.screenshot({ path: path.join(ARTIFACTS, `survey_step_siteDetails_end${suffix}.png`) });
          }
        }
        if (id === 'facing') {
          // Nothing may spill past the phone's width, whichever way the page runs.
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
        }
        if (id === 'siteDetails') break;
        await answerStep(page);
      }
      await page.context().close();
    });
  }

  it('turns the compass to the chosen facing and moves on when the chosen card is tapped again', async () => {
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${ctx.site.origin}/`);
    await startSurvey(page);
    await answerStep(page);
    await answerStep(page);
    const compass = page.locator('.survey-step[data-step="facing"] .compass');
    assert.equal(await compass.getAttribute('data-rotation'), '0');
    // By keyboard the choice turns the compass but stays on the step.
    await page.locator('.choice input[value="N"]').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('.choice input[value="NE"]').isChecked(), true);
    assert.equal(await compass.getAttribute('data-rotation'), '135');
    assert.equal(await page.getByRole('img', { name: 'Road side faces North-east' }).count(), 1);
    await page.locator('.choice:has(input[value="NE"])').click();
    await page.locator('.survey-step[data-step="floors"]').waitFor();
    await page.context().close();
  });

  it('keeps the answers and says so when posting fails', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.site.origin}/`);
    await answerUntilSiteDetails(page);
    await page.route('**/api/forms/survey-forms', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await finishSurvey(page);
    assert.match((await page.getByRole('alert').textContent()) ?? '', /Error posting data/);
    await page.unroute('**/api/forms/survey-forms');
    await page.locator('.survey-nav__primary').click();
    await page.waitForURL(/\/response\//);
    await page.context().close();
  });
});
