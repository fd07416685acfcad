// One production server and one browser per test file, started before its tests and stopped
// after them.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type RunningSite } from './server';

export interface SiteAndBrowser {
  readonly site: RunningSite;
  readonly browser: Browser;
}

export function useSiteAndBrowser(options: { beforeStart?: () => void; env?: NodeJS.ProcessEnv } = {}): SiteAndBrowser {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  before(async () => {
    options.beforeStart?.();
    site = await startSite(options.env);
    browser = await launchBrowser();
  });
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
