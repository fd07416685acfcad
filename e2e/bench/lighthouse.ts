// Lighthouse's mobile audit (a mid-range phone on a throttled 4G connection, simulated) of the production build's
// screens: performance, accessibility, best practices and SEO scores, and the paint timings behind the
// performance score. Each screen is audited RUNS times and the run with the median performance score is
// reported (bench/screens.ts opens them for a visitor whose plans are drawn).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO, startSite } from '../src/server';
import { visitorScreens, type ScreenName } from './screens';

const RUNS = Number(process.env.RUNS ?? 3);
const LIGHTHOUSE = path.join(REPO, 'node_modules', '.bin', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' } as const;

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

async function audit(url: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [url, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

async function main() {
  const site = await startSite();
  try {
    const paths = await visitorScreens(site.origin);
    const screens: ScreenName[] = ['survey', 'lead form', 'checkout', 'thank-you'];
    const rows = [];
    for (const screen of screens) {
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i++) reports.push(await audit(site.origin + paths[screen]));
      reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const median = reports[Math.floor(reports.length / 2)]!;
      rows.push({
        screen,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(median.categories[c].score * 100)])),
        ...Object.fromEntries(Object.entries(TIMINGS).map(([name, id]) => [name, median.audits[id]?.displayValue ?? ''])),
        'perf. runs': reports.map((r) => Math.round(r.categories.performance.score * 100)).join('/'),
      });
    }
    console.table(rows);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
