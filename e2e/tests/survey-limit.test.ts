// A visitor whose connection is over the per-address limit of survey submissions (many visitors share
// one address behind mobile carriers' NAT): Finish says to wait a few minutes, the answers stay, and
// nothing is stored. English and Arabic (right to left), phone size.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { answerUntilSiteDetails, finishSurvey } from '../src/survey-walk';
import { createResponse } from '../src/api';

describe('survey over the submission limit', () => {
  // One submission per address; the API posts it before the browser tries.
  const ctx = useSiteAndBrowser({ env: { SURVEY_SUBMISSIONS_PER_ADDRESS: '1' } });

  for (const [language, spec, kept] of [
    ['en', 'en', 'Your answers are kept: please press Finish again in a few minutes.'],
    ['ar', 'arabic', 'إجاباتك محفوظة: يُرجى الضغط على «إنهاء» مرة أخرى بعد بضع دقائق.'],
  ] as const) {
    it(`says in ${language} to press Finish again in a few minutes, keeping the answers`, async () => {
      await createResponse(ctx.site.origin).catch(() => undefined);
      const page = await phonePage(ctx.browser);
      await page.goto(`${ctx.site.origin}/?lan=${spec}`);
      await answerUntilSiteDetails(page);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/survey-forms') && r.request().method() === 'POST');
      await finishSurvey(page);
      const response = await answered;
      assert.equal(response.status(), 429);
      assert.match(response.headers()['retry-after'] ?? '', /^\d+$/);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.ok((await alert.innerText()).includes(kept), await alert.innerText());
      // Still on Site Details with what was typed, ready for another Finish.
      assert.equal(await page.locator('.survey-step').getAttribute('data-step'), 'siteDetails');
      assert.equal(await page.locator('input[name="notes"]').inputValue(), 'Temple opposite the plot');
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, `survey_submission_limit_${language}`);
      await page.context().close();
    });
  }
});
