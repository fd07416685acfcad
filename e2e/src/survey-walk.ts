// Walks the seeded questionnaire in the browser the way a visitor does, for the tests that
// need a stored response (survey, lead, checkout).
import type { Page } from 'playwright-core';

/** Answers for the seeded form, by step id; radio and compass answers are option codes. */
export const SAMPLE_ANSWERS = {
  width: '30',
  depth: '60',
  facing: 'N',
  floors: '2',
  bedrooms: '3',
  family: 'elderlyParents',
  parking: 'car',
  pooja: 'yes',
  vastu: 'strict',
  style: 'modern',
} as const;

export async function startSurvey(page: Page): Promise<void> {
  const start = page.locator('.survey-intro__start:not([disabled])');
  await start.waitFor();
  await start.click();
}

/** Answers the current step from SAMPLE_ANSWERS and moves on; returns the step id it answered. */
export async function answerStep(page: Page): Promise<string> {
  const step = page.locator('.survey-step');
  await step.waitFor();
  const id = (await step.getAttribute('data-step')) ?? '';
  const text = step.locator('input[type="text"]').first();
  if (id === 'plotWidth' || id === 'plotDepth') {
    await text.fill(id === 'plotWidth' ? SAMPLE_ANSWERS.width : SAMPLE_ANSWERS.depth);
    await text.press('Enter');
  } else {
    const field = (await step.locator('.survey-field').first().getAttribute('data-field')) ?? '';
    const value = SAMPLE_ANSWERS[field as keyof typeof SAMPLE_ANSWERS];
    // A tap on the card picks the option and moves on by itself.
    await step.locator(`.choice:has(input[value="${value}"])`).click();
  }
  await page.waitForFunction((previous) => document.querySelector('.survey-step')?.getAttribute('data-step') !== previous, id);
  return id;
}

/** From the intro to the Site Details step. */
export async function answerUntilSiteDetails(page: Page): Promise<string[]> {
  await startSurvey(page);
  const answered: string[] = [];
  while ((await page.locator('.survey-step').getAttribute('data-step')) !== 'siteDetails') answered.push(await answerStep(page));
  return answered;
}

export async function finishSurvey(page: Page): Promise<void> {
  const step = page.locator('.survey-step[data-step="siteDetails"]');
  await step.locator('.choice:has(input[name="roads"][value="two"])').click();
  await step.locator('.choice:has(input[name="corner"][value="no"])').click();
  await step.locator('input[name="notes"]').fill('Temple opposite the plot');
  await page.locator('.survey-nav__primary').click();
}
