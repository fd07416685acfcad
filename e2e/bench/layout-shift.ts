// Measures how much each screen moves under a visitor's eyes while it loads (the cumulative layout shift
// Lighthouse reports; under 0.1 is good) on the production build, phone-sized, in English and in Arabic
// (bench/screens.ts opens them for a visitor whose plans are drawn).
import { launchBrowser, layoutShifts, phonePage, watchLayoutShifts } from '../src/browser';
import { startSite } from '../src/server';
import { inLanguage, visitorScreens } from './screens';

/** After the network is quiet, how long late work (timers, the social proof's heartbeat) may still move things. */
const SETTLE_MS = 1_500;

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const screens = await visitorScreens(site.origin);
    const rows = [];
    for (const [screen, path] of Object.entries(screens)) {
      for (const lan of ['en', 'arabic']) {
        const page = await phonePage(browser);
        await watchLayoutShifts(page);
        await page.goto(site.origin + inLanguage(path, lan), { waitUntil: 'networkidle' });
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
