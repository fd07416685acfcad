// One production server and one browser per test file, started before its tests and stopped
// after them, and a watchdog that says what a test that hangs was waiting on.
import { after, afterEach, before, beforeEach } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type RunningSite } from './server';

export interface SiteAndBrowser {
  readonly site: RunningSite;
  readonly browser: Browser;
}

/**
 * A test still running after this long is stuck (the longest, a language kept through the whole journey,
 * takes about 25 s): the runner's own limit (--test-timeout) ends the whole file without a word on why, so
 * the watchdog speaks first.
 */
const STUCK_AFTER_MS = 90_000;

/** Whether the server still answers, and what it last logged: a frozen server and a stuck browser look alike from the test. */
async function stuckReport(test: string, site: RunningSite | undefined): Promise<string> {
  if (!site) return `"${test}" is still running after ${STUCK_AFTER_MS / 1000} s; the site never started`;
  const health = await fetch(`${site.origin}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => `answers /api/health with ${response.status}`,
    (error: Error) => `does not answer /api/health (${error.message})`,
  );
  return `"${test}" is still running after ${STUCK_AFTER_MS / 1000} s; the server ${health}. Its last output:\n${site.output()}`;
}

export function useSiteAndBrowser(options: { beforeStart?: () => void; env?: NodeJS.ProcessEnv } = {}): SiteAndBrowser {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  before(async () => {
    options.beforeStart?.();
    site = await startSite(options.env);
    browser = await launchBrowser();
  });
  let watchdog: NodeJS.Timeout | undefined;
  beforeEach((t) => {
    watchdog = setTimeout(() => void stuckReport(t.name, site).then((report) => console.error(report)), STUCK_AFTER_MS);
    watchdog.unref();
  });
  afterEach(() => clearTimeout(watchdog));
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get site() {
      if (!site) throw new Error('the site is started in before()');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('the browser is started in before()');
      return browser;
    },
  };
}
