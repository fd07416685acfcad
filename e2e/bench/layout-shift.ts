// Measures how much each screen moves under a visitor's eyes while it loads (the cumulative layout shift
// Lighthouse reports; under 0.1 is good) on the production build, phone-sized, in English and in Arabic.
// The visitor's plans are drawn first, as they are while the lead form's loader runs.
import { createResponse } from '../src/api';
import { launchBrowser, layoutShifts, phonePage, watchLayoutShifts } from '../src/browser';
import { startSite } from '../src/server';

/** After the network is quiet, how long late work (timers, the social proof's heartbeat) may still move things. */
const SETTLE_MS = 1_500;

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const { formId, responseId, hash } = await createResponse(site.origin);
    const drawn = await fetch(`${site.origin}/api/plans/${responseId}`);
    if (!drawn.ok) throw new Error(`the plans answered ${drawn.status}`);
    const screens: Record<string, (lan: string) => string> = {
      survey: (lan) => `/?lan=${lan}`,
      'lead form': (lan) => `/response/${hash}?Fx=${formId}&Rx=${responseId}&lan=${lan}`,
      checkout: (lan) => `/response/checkout/${hash}?Fx=${formId}&Rx=${responseId}&isd=91&mobile=9876500001&lan=${lan}`,
      'thank-you': (lan) => `/thank-you?moid=ord_1&pid=pay_1&status=paid&currency=INR&amount=999&lan=${lan}`,
      'payment failed': (lan) => `/payment-failure?back=/&lan=${lan}`,
      'privacy policy': (lan) => `/privacy_policy?lan=${lan}`,
    };
    const rows = [];
    for (const [screen, path] of Object.entries(screens)) {
      for (const lan of ['en', 'arabic']) {
        const page = await phonePage(browser);
        await watchLayoutShifts(page);
        await page.goto(site.origin + path(lan), { waitUntil: 'networkidle' });
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await layoutShifts(page);
        rows.push({ screen, language: lan, 'layout shift': Number(shifts.score.toFixed(3)), moved: shifts.moved.join(', ').slice(0, 80) });
        await page.context().close();
      }
    }
    console.table(rows);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
