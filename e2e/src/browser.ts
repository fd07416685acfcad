// Debian's Chromium driven by playwright-core (no browser download), phone-sized pages, and
// screenshots kept as test artifacts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { REPO } from './server';

export const PHONE = { width: 390, height: 844 };
export const ARTIFACTS = path.join(REPO, 'e2e', 'artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The machine has no outside network: keep Chromium from trying to reach it.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * The colours painted at points of an element, as a visitor sees them: read off a screenshot of it, which a
 * blank page of the same browser decodes (the site's content policy would refuse the picture). Points are
 * fractions of the element's width and height.
 */
export async function paintedColours(element: Locator, points: Array<[x: number, y: number]>): Promise<Array<[r: number, g: number, b: number]>> {
  const png = (await element.screenshot()).toString('base64');
  const blank = await element.page().context().newPage();
  try {
    return await blank.evaluate(
      async ({ png, points }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return points.map(([x, y]) => {
          const [r, g, b] = context.getImageData(Math.floor(x * (bitmap.width - 1)), Math.floor(y * (bitmap.height - 1)), 1, 1).data;
          return [r!, g!, b!] as [number, number, number];
        });
      },
      { png, points },
    );
  } finally {
    await blank.close();
  }
}

/** Accessibility violations that would stop someone from using the page. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export interface LayoutShifts {
  /** The sum of every shift the visitor could see. */
  score: number;
  /** What moved, for the failure message: the element's class and its old and new top. */
  moved: string[];
}

/**
 * Starts recording the page's layout shifts; call before the page is opened. Every shift counts, also those
 * marked as just after input: under Playwright, Chromium marks a new page's early shifts so though nobody has
 * touched it (seen on the checkout's footer, 0.6 s in), and a test measuring this touches nothing.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { value: number; moved: string[] }[] = [];
    Object.assign(window, { __flxLayoutShifts: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        seen.push({
          value: entry.value,
          moved: entry.sources.map((s) => `${s.node instanceof Element ? s.node.className : s.node?.nodeName} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the page opened (see watchLayoutShifts). */
export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  const seen = await page.evaluate(() => (window as unknown as { __flxLayoutShifts: { value: number; moved: string[] }[] }).__flxLayoutShifts);
  return { score: seen.reduce((sum, s) => sum + s.value, 0), moved: seen.flatMap((s) => s.moved) };
}
