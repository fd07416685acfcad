// Whether room names fit their rooms on the plan drawings in every language: renders the common small
// plots' option 1 with each language's labels, lays the drawings out in Chromium with the Noto fonts a
// phone has (the same Fontsource files the site serves), and counts the names wider than their room's
// clear span. Also prints each script's measured advance per character, which the renderer's estimate
// (floorplan/src/render/text.ts, labelEm) is drawn from. `npm run bench:plan-labels`.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatePlanOptions, labelEm, renderPlanSvg, type Plan } from '@flx/floorplan';
import { commonSmallPlots } from '../../floorplan/bench/common-plots';
import { planWords } from '../../api/src/plans/labels';
import { LANGUAGE_CODES } from '../../api/src/i18n/languages';
import { launchBrowser } from '../src/browser';
import { REPO } from '../src/server';

const PLANS = Number(process.env.PLANS ?? 60);

/** @font-face rules naming each Noto family as the drawing's font stack does, from the site's own files. */
function fontFaces(): string {
  const root = path.join(REPO, 'node_modules', '@fontsource-variable');
  const family = (dir: string) => dir.replace('noto-sans-', 'Noto Sans ').replace(/(^| )\w/g, (s) => s.toUpperCase());
  return readdirSync(root)
    .filter((dir) => dir.startsWith('noto-sans-'))
    .map((dir) => {
      const files = path.join(root, dir, 'files');
      const script = dir.slice('noto-sans-'.length);
      const file = readdirSync(files).find((f) => f === `${dir}-${script}-wght-normal.woff2`);
      return file ? `@font-face{font-family:'${family(dir)}';font-weight:100 900;src:url('${pathToFileURL(path.join(files, file))}') format('woff2')}` : '';
    })
    .join('\n');
}

function plans(): Plan[] {
  const out: Plan[] = [];
  let i = 0;
  for (const request of commonSmallPlots()) {
    if (i++ % 6) continue; // every sixth common plot: all sizes and floor counts, a minute's work
    const result = generatePlanOptions(request, { seed: 1, checkSuggestions: false });
    if (result.ok) out.push(result.options[0]!);
    if (out.length >= PLANS) break;
  }
  return out;
}

interface Label {
  text: string;
  width: number;
  fontSize: number;
  spacing: number;
  across: number;
  onSwing: boolean;
}

async function main() {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  // tsx names the functions declared inside page.evaluate with a helper the page lacks.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  // A page from a file may load fonts from files; one set from a string (about:blank) may not.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'plan-labels-')), 'page.html');
  writeFileSync(file, `<!doctype html><meta charset="utf-8"><style>${fontFaces()}</style><body></body>`);
  await page.goto(pathToFileURL(file).href);
  // Load every face before any drawing is laid out: Chromium does not lay SVG text out again when a font
  // arrives later, so a name first drawn in the fallback font would be measured as boxes.
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
  const sample = plans();
  console.log(`${sample.length} plans (option 1 of every sixth common small plot), names measured in Chromium with Noto Sans\n`);
  console.log('language | name lines drawn | wider than their room | crossing a door swing | worst (name width / clear span) | mean name size (mm on the sheet) | measured em per character (mean / max) | estimate (mean)');
  for (const language of LANGUAGE_CODES) {
    const labels = planWords(language).labels;
    const measured: Label[] = [];
    for (const plan of sample) {
      const svg = renderPlanSvg(plan, { labels });
      measured.push(
        ...(await page.evaluate(async (markup) => {
          document.body.innerHTML = markup;
          await document.fonts.ready;
          const svgEl = document.querySelector('svg')!;
          // Rooms are drawn as their clear rectangles in a six-digit fill; the walls' poche is ink, door gaps #fff.
          const rooms = [...svgEl.querySelectorAll('rect')].filter((r) => /^#[0-9a-f]{6}$/i.test(r.getAttribute('fill') ?? '') && r.getAttribute('fill') !== '#1d1d1f');
          // Door swings: a leaf line from the hinge, then the arc it sweeps; on screen, as the text's box is.
          const swings = [...svgEl.querySelectorAll('path')]
            .filter((p) => /A/.test(p.getAttribute('d') ?? '') && p.previousElementSibling?.tagName === 'line')
            .map((p) => {
              const leaf = p.previousElementSibling as SVGLineElement;
              const m = leaf.getScreenCTM()!;
              const at = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(m);
              const end = (p.getAttribute('d') ?? '').trim().split(/[ ,]+/).slice(-2).map(Number);
              const hinge = at(Number(leaf.getAttribute('x1')), Number(leaf.getAttribute('y1')));
              const open = at(Number(leaf.getAttribute('x2')), Number(leaf.getAttribute('y2')));
              const shut = at(end[0]!, end[1]!);
              return { hinge, radius: Math.hypot(open.x - hinge.x, open.y - hinge.y), xs: [hinge.x, open.x, shut.x], ys: [hinge.y, open.y, shut.y] };
            });
          const crossesSwing = (b: DOMRect) =>
            swings.some((s) => {
              const [x1, x2] = [Math.max(b.left, Math.min(...s.xs)), Math.min(b.right, Math.max(...s.xs))];
              const [y1, y2] = [Math.max(b.top, Math.min(...s.ys)), Math.min(b.bottom, Math.max(...s.ys))];
              if (x1 >= x2 || y1 >= y2) return false;
              const nx = Math.min(Math.max(s.hinge.x, x1), x2);
              const ny = Math.min(Math.max(s.hinge.y, y1), y2);
              return Math.hypot(nx - s.hinge.x, ny - s.hinge.y) < s.radius;
            });
          return [...svgEl.querySelectorAll('text[font-weight="600"]')].map((t) => {
            const el = t as SVGTextElement;
            const x = Number(el.getAttribute('x'));
            const rotated = (el.parentElement!.getAttribute('transform') ?? '').includes('rotate');
            const floor = el.closest('g[transform^="translate"]');
            // The room is the filled clear rectangle of the same floor that holds the label's anchor.
            const room = rooms.find((r) => {
              if (r.closest('g[transform^="translate"]') !== floor) return false;
              const rx = Number(r.getAttribute('x'));
              const rw = Number(r.getAttribute('width'));
              const ry = Number(r.getAttribute('y'));
              const rh = Number(r.getAttribute('height'));
              const y = Number(el.getAttribute('y'));
              return x >= rx && x <= rx + rw && y >= ry && y <= ry + rh;
            });
            const across = room ? Number(room.getAttribute(rotated ? 'height' : 'width')) : Infinity;
            // The room's name and its size line (the text after it in the label's group).
            const size = el.parentElement!.lastElementChild as SVGTextElement;
            const onSwing = crossesSwing(el.getBoundingClientRect()) || (size !== el && crossesSwing(size.getBoundingClientRect()));
            return { text: el.textContent ?? '', width: el.getComputedTextLength(), fontSize: Number(el.getAttribute('font-size')), spacing: Number(el.getAttribute('letter-spacing') ?? 0), across, onSwing };
          });
        }, svg)),
      );
    }
    const rooms = measured.filter((l) => Number.isFinite(l.across));
    const over = rooms.filter((l) => l.width > l.across);
    const worst = Math.max(...rooms.map((l) => l.width / l.across));
    // Letter spacing is part of the drawn width, not of the font's advance.
    const perChar = rooms.map((l) => (l.width - l.spacing * [...l.text].length) / l.fontSize / [...l.text].length);
    const estimate = rooms.map((l) => labelEm(l.text) / [...l.text].length);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    console.log(`${language} | ${rooms.length} | ${over.length} | ${rooms.filter((l) => l.onSwing).length} | ${worst.toFixed(2)} | ${mean(rooms.map((l) => l.fontSize)).toFixed(0)} | ${mean(perChar).toFixed(3)} / ${Math.max(...perChar).toFixed(3)} | ${mean(estimate).toFixed(3)}`);
    if (process.env.VERBOSE) for (const l of [...over, ...rooms.filter((r) => r.onSwing)]) console.log(`  ${l.text}: ${Math.round(l.width)} of ${l.across} at ${l.fontSize}${l.onSwing ? " on a door swing" : ""}`);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
