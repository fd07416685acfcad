// The plan engine in the product: the checkout shows the visitor's own plan, drawn from the answers
// they gave, and the Sample Delivery Plans are engine drawings; in English and Arabic.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { paintedColours, phonePage, screenshot, seriousA11yViolations } from '../src/browser';
import { useSiteAndBrowser } from '../src/suite';
import { createResponse, verifiedLead, type VerifiedLead } from '../src/api';

/** Each verified visitor gets a number of their own, so the per-number send limits never meet. */
let nextMobile = 9876530000;

describe('floor plans on the checkout', () => {
  // The verified visitors below send their codes from an address of their own (see verifiedLead).
  const ctx = useSiteAndBrowser({ env: { TRUST_PROXY: 'loopback' } });

  /** Five bedrooms on one floor of a 30x40 plot: a second floor fits (the engine drew it to be sure). */
  const tooMany = { 'Plot Depth': { depth: '40' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '5' }, 'Family Needs': { family: 'none' }, Parking: { parking: 'none' }, 'Pooja Room': { pooja: 'no' } };

  /** `prepare` runs on the page before it opens the checkout (to hold back a request, say). */
  async function openCheckout(lan: string, changes: Parameters<typeof createResponse>[2] = {}, prepare?: (page: Page) => Promise<unknown>) {
    const { responseId, hash, formId } = await createResponse(ctx.site.origin, {}, changes);
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await prepare?.(page);
    const query = new URLSearchParams({ Fx: formId, Rx: responseId, isd: '91', mobile: '9876543210', lan });
    await page.goto(`${ctx.site.origin}/response/checkout/${hash}?${query}`);
    await page.locator('.ck-plans').waitFor();
    return { page, responseId };
  }

  /** A new verified visitor with these answers, sending their code from `address`. */
  const newLead = (answers: Parameters<typeof verifiedLead>[2], address: string) => verifiedLead(ctx.site.origin, String((nextMobile += 1)), answers, address);

  /** A verified visitor (their session in the browser) on the checkout of their answers. */
  async function openSignedInCheckout(lan: string, answers: Parameters<typeof verifiedLead>[2], address: string) {
    return openLeadCheckout(lan, await newLead(answers, address));
  }

  /** The verified visitor `lead` (their session in the browser) on the checkout of their answers. */
  async function openLeadCheckout(lan: string, lead: VerifiedLead) {
    const page = await phonePage(ctx.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('authToken', token);
      sessionStorage.setItem('seeded', '1');
    }, lead.token);
    const query = new URLSearchParams({ Fx: lead.formId, Rx: lead.responseId, isd: '91', mobile: lead.mobile, lan });
    await page.goto(`${ctx.site.origin}/response/checkout/${lead.hash}?${query}`);
    /** Waits for the checkout of the response the visitor's tap made. */
    const opened = () => page.waitForURL((url) => url.pathname.startsWith('/response/checkout/') && url.searchParams.get('Rx') !== lead.responseId);
    return { lead, page, opened };
  }

  /** A verified visitor on the checkout of answers the engine refused. */
  async function openUnfitCheckout(lan: string, answers: Parameters<typeof verifiedLead>[2], address: string) {
    const { lead, page, opened } = await openSignedInCheckout(lan, answers, address);
    const unfit = page.locator('.ck-plan-preview--unfit');
    await unfit.waitFor();
    /** Taps the way worded `way` and waits for the new response's checkout. */
    const take = async (way: string, see: string) => {
      await unfit.getByRole('listitem').filter({ hasText: way }).getByRole('button', { name: see }).click();
      await opened();
    };
    return { lead, page, unfit, take };
  }

  it("shows the visitor's own option 1 from their answers, watermarked, with its facts", async () => {
    const { page, responseId } = await openCheckout('en');
    const preview = page.locator('.ck-plan-preview__image');
    await preview.waitFor();
    assert.equal(await preview.getAttribute('src'), `/api/plans/${responseId}/options/1/preview.svg?lang=en`);
    // The image really loaded (a broken image has no natural width).
    await page.waitForFunction(() => ((document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    const facts = await page.locator('.ck-plan-preview__facts').innerText();
    assert.match(facts, /Bedrooms\s+[3-9]/);
    assert.match(facts, /Floors\s+2/);
    assert.match(facts, /Built-up area\s+[\d,]+ sq ft/);
    assert.match(facts, /Vastu score\s+\d+%/);
    const svg = await (await page.request.get(`${ctx.site.origin}/api/plans/${responseId}/options/1/preview.svg`)).text();
    assert.match(svg, /PREVIEW/);
    // Two storeys: the visitor can look at the upper floor too, and its drawing loads.
    await page.getByRole('button', { name: 'First floor' }).click();
    await page.waitForFunction(() => {
      const image = document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null;
      return !!image && image.src.endsWith('&floor=1') && image.complete && image.naturalWidth > 0;
    });
    assert.equal(await page.getByRole('button', { name: 'First floor' }).getAttribute('aria-pressed'), 'true');
    await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/plans_checkout_preview.png` });
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.context().close();
  });

  it('keeps the packages in place while the drawing loads, so a tap aimed at one lands on it', async () => {
    // The drawing is held back until the page around it has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await openCheckout('en', {}, (p) =>
      p.route('**/options/1/preview.svg*', async (route) => {
        await held;
        await route.continue();
      }),
    );
    await page.locator('.ck-plan-preview__image').waitFor();
    const top = () => page.locator('.ck-plans').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    release();
    await page.waitForFunction(() => ((document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    assert.equal(await top(), before, 'the packages did not move when the drawing arrived');
    await page.context().close();
  });

  it('moves the packages by no more than the floor switch and the Vastu score and fold when the plan arrives', async () => {
    // The plan is held back until the page has been measured with the loading box in its place.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await openCheckout('en', {}, (p) =>
      p.route(/\/api\/plans\/[^/]+$/, async (route) => {
        await held;
        await route.continue();
      }),
    );
    await page.locator('.ck-plan-preview--loading').waitFor();
    // The packages stand below the preview: they move by as much as its height changes (measured once the
    // fonts are in, as their wrapping changes every block's height).
    await page.evaluate(() => document.fonts.ready);
    const height = () => page.locator('.ck-plan-preview').evaluate((el) => el.getBoundingClientRect().height);
    const before = await height();
    await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/plans_checkout_loading.png` });
    release();
    await page.locator('.ck-plan-preview__image').waitFor();
    // The default answers: two storeys with strict Vastu, so the floor switch, the Vastu score's row of facts
    // and the Vastu fold appear, which the loading box cannot know of; the drawing, the caption's title, its
    // other facts and its note it keeps room for (before, the packages moved 360 px).
    const blocks = await page.locator('.ck-plan-preview__floors, .ck-plan-preview__facts > div:last-child, .ck-vastu').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    assert.equal(blocks.length, 3);
    const allowed = blocks.reduce((sum, h) => sum + h + 12, 0);
    const moved = (await height()) - before;
    assert.ok(Math.abs(moved) <= allowed, `the packages moved ${moved} px when the plan arrived (the floor switch, Vastu score and fold take ${allowed})`);
    await page.context().close();
  });

  it('tells a Vastu family where the main door and each room they care about stand, in English, Arabic and Malayalam', async () => {
    // The default answers ask for strict Vastu on a north-facing 30x60 plot, with a pooja room and two storeys.
    for (const lan of ['en', 'arabic', 'mal']) {
      const { page } = await openCheckout(lan);
      const fold = page.locator('.ck-vastu');
      await fold.waitFor();
      assert.equal(await page.locator('.ck-vastu__table').isVisible(), false);
      await page.locator('.ck-vastu__summary').click();
      const rows = page.locator('.ck-vastu__table tr');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 6);
      const text = await page.locator('.ck-vastu__table').innerText();
      if (lan === 'en') {
        assert.equal((await page.locator('.ck-vastu__summary').innerText()).trim(), 'Where your rooms stand (Vastu)');
        // The main door is in the road wall, on the north side.
        assert.match(text, /^Main door\s+North(-east|-west)?\s/);
        for (const room of ['Kitchen', 'Master bedroom', 'Pooja room', 'Toilets', 'Stair']) assert.match(text, new RegExp(`${room}\\s`));
        assert.match(text, /(Ideal|Accepted|Not ideal)/);
      } else if (lan === 'arabic') {
        assert.equal((await page.locator('.ck-vastu__summary').innerText()).trim(), 'أين تقع غرفك (فاستو)');
        assert.equal(await page.locator('.ck-vastu__table').evaluate((el) => getComputedStyle(el).direction), 'rtl');
        assert.match(text, /الباب الرئيسي/);
      } else assert.match(text, /പ്രധാന വാതിൽ/);
      await page.locator('.ck-plan-preview').screenshot({ path: `${process.cwd()}/artifacts/plans_vastu_places${lan === 'en' ? '' : `_${lan}`}.png` });
      // Malayalam's long zone names wrap inside the phone's width instead of running off it.
      const widths = await page.locator('.ck-plan-preview').evaluate((el) => [el.scrollWidth, el.clientWidth]);
      assert.ok(widths[0]! <= widths[1]!, `the Vastu table fits the phone in ${lan}: ${widths.join(' > ')}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.context().close();
    }
  });

  it('draws a tight one-storey 2BHK (25x30) with one shared toilet rather than asking for a change', async () => {
    const tight = {
      'Plot Width': { width: '25' }, 'Plot Depth': { depth: '30' }, 'Plot Facing': { facing: 'E' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '2' },
      'Family Needs': { family: 'none' }, Parking: { parking: 'none' }, 'Pooja Room': { pooja: 'no' }, Vastu: { vastu: 'preferred' },
      SiteDetails: { roads: 'one', corner: 'no', neighbours: '', notes: '' },
    };
    const { page } = await openCheckout('en', tight);
    await page.locator('.ck-plan-preview__image').waitFor();
    assert.equal((await page.locator('#ck-ready-heading').innerText()).trim(), 'Your 2D Floor Plan is ready!');
    const facts = await page.locator('.ck-plan-preview__facts').innerText();
    assert.match(facts, /Bedrooms\s+2/);
    assert.match(facts, /Toilets\s+1/);
    assert.match(facts, /Floors\s+1/);
    assert.equal(await page.locator('.ck-plan-preview--unfit').count(), 0);
    await page.context().close();
  });

  /** The checkout draws the visitor's plan (no 'needs a change'), in English and Arabic, with its facts. */
  async function drawnOnCheckout(answers: Record<string, Record<string, string>>, expected: { bedrooms: number; floors: number; optionsAlike?: boolean }, shot: string) {
    for (const lan of ['en', 'arabic']) {
      const { page } = await openCheckout(lan, answers);
      await page.locator('.ck-plan-preview__image').waitFor();
      await page.waitForFunction(() => ((document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      assert.equal(await page.locator('.ck-plan-preview--unfit').count(), 0);
      const facts = await page.locator('.ck-plan-preview__facts').innerText();
      if (lan === 'en') {
        assert.equal((await page.locator('#ck-ready-heading').innerText()).trim(), 'Your 2D Floor Plan is ready!');
        assert.match(facts, new RegExp(`Bedrooms\\s+${expected.bedrooms}`));
        assert.match(facts, new RegExp(`Floors\\s+${expected.floors}`));
      }
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}${lan === 'en' ? '' : `_${lan}`}.png` });
      if (expected.optionsAlike !== undefined) await popoverOfTwoOptions(page, lan, shot, expected.optionsAlike);
      await page.context().close();
    }
  }

  /**
   * The two-option package's popover: where one layout fits, it says option 2 is option 1 again, not an
   * entirely different plan; where two designs were drawn, that they are entirely different.
   */
  async function popoverOfTwoOptions(page: Page, lan: string, shot: string, alike: boolean) {
    await page.locator('.ck-plans .ck-expander').click();
    await page.locator('.ck-plan[data-plan="two"] .ck-plan__info').click();
    const note = page.locator('.ck-plan[data-plan="two"] [role="note"]');
    const text = (await note.textContent()) ?? '';
    if (lan === 'en') assert.match(text, alike ? /option 2 is option 1 mirrored or slightly varied/ : /You receive entirely different two floor plan options/);
    if (alike) assert.doesNotMatch(text, /entirely different two floor plan options/);
    else assert.doesNotMatch(text, /mirrored/);
    await page.locator('.ck-plans').screenshot({ path: `${process.cwd()}/artifacts/${shot}_two_options${lan === 'en' ? '' : `_${lan}`}.png` });
  }
  const narrowPlot = (floors: string, bedrooms: string, parking: string) => ({
    'Plot Width': { width: '18' }, 'Plot Depth': { depth: '40' }, 'Plot Facing': { facing: 'E' }, Floors: { floors }, Bedrooms: { bedrooms },
    'Family Needs': { family: 'none' }, Parking: { parking }, 'Pooja Room': { pooja: 'no' }, Vastu: { vastu: 'preferred' },
    SiteDetails: { roads: 'one', corner: 'no', neighbours: '', notes: '' },
  });

  it('draws a two-storey home with a car porch on an 18x40 plot, in English and Arabic, rather than asking for a change', async () => {
    // Refused before engine 1.9.0 for every seed: a living room 2.4 m across left no room for the rest; it
    // is now sized as the home's other rooms and an upstairs room is the home's 9.5 m2 room.
    await drawnOnCheckout(narrowPlot('2', '1', 'car'), { bedrooms: 1, floors: 2 }, 'plans_narrow_18x40');
  });

  it('draws a one-storey 2BHK on an 18x40 plot, in English and Arabic, rather than asking for a change', async () => {
    // Refused before engine 1.10.0 for every seed: the bedrooms now run down the open side of a side passage.
    // One layout fits (every seed tried): option 2 is its mirror image, and the checkout says so.
    await drawnOnCheckout(narrowPlot('1', '2', 'none'), { bedrooms: 2, floors: 1, optionsAlike: true }, 'plans_side_passage_18x40');
  });

  it('offers a 20x40 one-storey 2BHK two different designs, and the two-option package says so, in English and Arabic', async () => {
    // Until engine 1.22.0 every layout drawn there put both bedrooms behind the living room and kitchen, so
    // option 2 was option 1 mirrored; a bedroom beside the living room across the front is a second design.
    const plot = { ...narrowPlot('1', '2', 'none'), 'Plot Width': { width: '20' } };
    await drawnOnCheckout(plot, { bedrooms: 2, floors: 1, optionsAlike: false }, 'plans_front_bedroom_20x40');
  });

  it('draws a one-bedroom home on a 60x15 plot as a row of rooms along the road, in English and Arabic', async () => {
    // A strip 3.1 m deep between the setbacks: engine 1.20.0 said not even a one-bedroom home fits; each
    // room now spans the depth, the toilet sharing its column with the passage that joins the rooms.
    const shallow = {
      'Plot Width': { width: '60' }, 'Plot Depth': { depth: '15' }, 'Plot Facing': { facing: 'N' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '1' },
      'Family Needs': { family: 'none' }, Parking: { parking: 'none' }, 'Pooja Room': { pooja: 'no' }, Vastu: { vastu: 'preferred' },
      SiteDetails: { roads: 'one', corner: 'no', neighbours: '', notes: '' },
    };
    await drawnOnCheckout(shallow, { bedrooms: 1, floors: 1 }, 'plans_row_60x15');
  });

  it('lists, when the rooms do not fit, the changes the engine found to give a plan, in English and Arabic', async () => {
    const cases = [
      ['en', 'Your plot needs a small change', 'Floors: 2 instead of 1', 'Answer the survey again', 'plans_unfit'],
      ['arabic', 'قطعة أرضك تحتاج إلى تعديل بسيط', 'الطوابق: 2 بدلًا من 1', 'أجب عن الاستبيان مرة أخرى', 'plans_unfit_arabic'],
    ] as const;
    for (const [lan, heading, floors, again, shot] of cases) {
      const { page } = await openCheckout(lan, tooMany);
      const unfit = page.locator('.ck-plan-preview--unfit');
      await unfit.waitFor();
      // The heading tells the truth: no 'Your 2D Floor Plan is ready!' over a plan that cannot be drawn.
      assert.equal((await page.locator('#ck-ready-heading').innerText()).trim(), heading);
      const ways = await unfit.getByRole('listitem').allInnerTexts();
      assert.ok(ways.includes(floors), `${lan}: ${ways.join(' | ')}`);
      assert.doesNotMatch(await unfit.innerText(), /designer/i);
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}.png` });
      assert.deepEqual(await seriousA11yViolations(page), []);
      // The way back: the survey, in the same language.
      await unfit.getByRole('button', { name: again }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('form, [role="form"], .sv-screen, main').first().waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), lan === 'en' ? 'en' : 'ar');
      await page.context().close();
    }
  });

  it('lists first, when only a pooja room keeps the home from fitting, the ways that give up least, in English and Arabic', async () => {
    // A 20x60 one-storey 3BHK with a car and a pooja room: engine 1.80.0 offered another storey, a bedroom less
    // and the car in the setback; the pooja niche, which keeps every bedroom and the covered car, also draws.
    const plot = { ...narrowPlot('1', '3', 'car'), 'Plot Width': { width: '20' }, 'Plot Depth': { depth: '60' }, 'Pooja Room': { pooja: 'yes' } };
    const cases = [
      ['en', ['A pooja niche in the living room instead of a separate pooja room', 'Park in the open front setback instead of a covered car porch', 'Floors: 2 instead of 1'], 'plans_unfit_pooja'],
      ['arabic', ['ركن بوجا في غرفة المعيشة بدلًا من غرفة بوجا منفصلة', 'الوقوف في الارتداد الأمامي المكشوف بدلًا من مظلة سيارة مسقوفة', 'الطوابق: 2 بدلًا من 1'], 'plans_unfit_pooja_arabic'],
    ] as const;
    for (const [lan, expected, shot] of cases) {
      const { page } = await openCheckout(lan, plot);
      const unfit = page.locator('.ck-plan-preview--unfit');
      await unfit.waitFor();
      const ways = (await unfit.locator('.ck-plan-preview__fits > li > span').allInnerTexts()).map((text) => text.trim());
      assert.deepEqual(ways, expected, `${lan}: ${ways.join(' | ')}`);
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}.png` });
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.context().close();
    }
  });

  it('opens the plans with a suggested change in one tap, for a verified visitor, in English and Arabic', async () => {
    const cases = [
      ['en', 'Floors: 2 instead of 1', 'See this plan', 'Your 2D Floor Plan is ready!', 'plans_take_change'],
      ['arabic', 'الطوابق: 2 بدلًا من 1', 'اعرض هذا المخطط', 'مخطط الطابق 2D الخاص بك جاهز!', 'plans_take_change_arabic'],
    ] as const;
    for (const [lan, floors, see, ready, shot] of cases) {
      const { lead, page, take } = await openUnfitCheckout(lan, tooMany, '192.0.2.10');
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}.png` });
      assert.deepEqual(await seriousA11yViolations(page), []);

      // The change taken: a checkout for the same answers on two floors, with the plan drawn, no survey and no code.
      await take(floors, see);
      const url = new URL(page.url());
      assert.notEqual(url.pathname, `/response/checkout/${lead.hash}`);
      assert.equal(url.searchParams.get('mobile'), lead.mobile);
      assert.equal(url.searchParams.get('lan'), lan);
      const preview = page.locator('.ck-plan-preview__image');
      await preview.waitFor();
      assert.equal((await page.locator('#ck-ready-heading').innerText()).trim(), ready);
      assert.match(String(await preview.getAttribute('src')), new RegExp(`^/api/plans/${url.searchParams.get('Rx')}/options/1/preview\\.svg`));
      await page.waitForFunction(() => ((document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      assert.equal(await page.locator('.ck-plan-preview__floor').count(), 2);
      // The new response is the visitor's own: the session the page now holds is for it.
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      assert.ok(token && token !== lead.token);
      const mine = (await (await fetch(`${ctx.site.origin}/api/plans/mine`, { headers: { authorization: `Bearer ${token}` } })).json()) as { request: { floors: number; bedrooms: number } };
      assert.deepEqual([mine.request.floors, mine.request.bedrooms], [2, 5]);
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}_done.png` });
      await page.context().close();
    }
  });

  it('draws the pooja niche a visitor takes in place of a pooja room, in English and Arabic', async () => {
    // Before engine 1.82.0 the way was worded as a niche but the plan drew none.
    const plot = { ...narrowPlot('1', '3', 'car'), 'Plot Width': { width: '20' }, 'Plot Depth': { depth: '60' }, 'Pooja Room': { pooja: 'yes' } };
    const cases = [
      ['en', 'A pooja niche in the living room instead of a separate pooja room', 'See this plan', 'Pooja niche', 'plans_pooja_niche'],
      ['arabic', 'ركن بوجا في غرفة المعيشة بدلًا من غرفة بوجا منفصلة', 'اعرض هذا المخطط', 'ركن بوجا', 'plans_pooja_niche_arabic'],
    ] as const;
    for (const [lan, niche, see, nicheRow, shot] of cases) {
      const { page, take } = await openUnfitCheckout(lan, plot, '192.0.2.11');
      await take(niche, see);
      await page.waitForFunction(() => ((document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      // The preview the visitor sees draws the niche; the new response keeps every bedroom on the one storey.
      const preview = await (await fetch(new URL(String(await page.locator('.ck-plan-preview__image').getAttribute('src')), ctx.site.origin))).text();
      assert.equal(preview.match(/class="pooja-niche"/g)?.length, 1);
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      const mine = (await (await fetch(`${ctx.site.origin}/api/plans/mine`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string; request: { floors: number; bedrooms: number } };
      assert.deepEqual([mine.status, mine.request.floors, mine.request.bedrooms], ['ready', 1, 3]);
      // Where Vastu places it: the niche, not a pooja room the home does not have.
      await page.locator('.ck-vastu__summary').click();
      const heads = (await page.locator('.ck-vastu__table th[scope="row"]').allInnerTexts()).map((text) => text.trim());
      assert.ok(heads.includes(nicheRow), heads.join(' | '));
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}.png` });
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.context().close();
    }
  });

  /**
   * A verified visitor whose plans the checkout offers the niche: a 22x40 one-storey 2BHK with a pooja room. The
   * engine puts a toilet against the pooja room in one option or both for most seeds a response id gives, and
   * with a niche keeps every toilet away from it; 4 of 300 seeds tried draw both options clear of the shrine
   * (seed 4193762603: a good plan, with nothing to offer). Such a response is set aside for another, so the
   * test does not fail on the visitor's luck (the API's tests draw this home with seed 1 instead). Each
   * response asks for another elevation style: the server offers a visitor the best plans offered before for
   * the same answers (plan-pool.ts), and after one response those have a toilet at the shrine less often.
   */
  async function leadWithNicheOffer(answers: Parameters<typeof verifiedLead>[2], address: string, styles: readonly string[]): Promise<VerifiedLead> {
    for (const style of styles) {
      const lead = await newLead({ ...answers, 'Elevation Style': { style } }, address);
      const summary = (await plansSummary(lead.responseId)) as { status: string; nicheOffer?: unknown };
      if (summary.nicheOffer) return lead;
      assert.equal(summary.status, 'ready');
    }
    throw new Error(`${styles.length} responses in a row drew every toilet away from the pooja room`);
  }

  /** The plans summary, asked again (as the checkout does, up to 30 times) while the engine answers 503 busy. */
  async function plansSummary(responseId: string): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${ctx.site.origin}/api/plans/${responseId}`);
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status !== 503 || !(retryAfter > 0) || attempt === 30) {
        assert.equal(response.status, 200);
        return response.json();
      }
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  }

  it('offers a visitor whose pooja room has a toilet against it the plans with a pooja niche, in English and Arabic', async () => {
    const plot = { ...narrowPlot('1', '2', 'none'), 'Plot Width': { width: '22' }, 'Pooja Room': { pooja: 'yes' } };
    // Two elevation styles for each language, so no response is offered plans pooled from another's.
    const cases = [
      ['en', /^In (option [12]|both options), a toilet shares a wall with the pooja room or stands above it\.$/, 'See plans with a pooja niche', 'plans_niche_offer', ['modern', 'contemporary']],
      ['arabic', /^في (الخيار [12]|الخيارين كليهما)، يشترك حمّام في جدار مع غرفة البوجا أو يقع فوقها\.$/, 'اعرض المخططات مع ركن بوجا', 'plans_niche_offer_arabic', ['traditional', 'minimal']],
    ] as const;
    for (const [lan, where, see, shot, styles] of cases) {
      const { lead, page, opened } = await openLeadCheckout(lan, await leadWithNicheOffer(plot, '192.0.2.12', styles));
      const offer = page.locator('.ck-niche-offer');
      await offer.waitFor();
      assert.match((await offer.locator('p').first().innerText()).trim(), where);
      // The options it names are those with the toilet at the shrine, as the server read them.
      const summary = (await plansSummary(lead.responseId)) as { nicheOffer: { options: number[] } };
      assert.ok(summary.nicheOffer.options.length > 0);
      // Below the packages, the last of them in view above it.
      const packages = await page.locator('.ck-plans').boundingBox();
      const card = await offer.boundingBox();
      assert.ok(packages && card && card.y >= packages.y + packages.height, 'the offer comes below the packages');
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.cwd()}/artifacts/${shot}.png` });
      assert.deepEqual(await seriousA11yViolations(page), []);

      await offer.getByRole('button', { name: see }).click();
      await opened();
      // The new response's preview, not the last one's still on screen for a moment.
      const taken = new URL(page.url()).searchParams.get('Rx');
      await page.waitForFunction((rx) => {
        const image = document.querySelector('.ck-plan-preview__image') as HTMLImageElement | null;
        return !!image && image.src.includes(`/api/plans/${rx}/`) && image.complete && image.naturalWidth > 0;
      }, taken);
      // The new plans draw the niche and make no offer: no toilet stands at it.
      const preview = await (await fetch(new URL(String(await page.locator('.ck-plan-preview__image').getAttribute('src')), ctx.site.origin))).text();
      assert.equal(preview.match(/class="pooja-niche"/g)?.length, 1);
      assert.equal(await page.locator('.ck-niche-offer').count(), 0);
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      const mine = (await (await fetch(`${ctx.site.origin}/api/plans/mine`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string; request: { floors: number; bedrooms: number } };
      assert.deepEqual([mine.status, mine.request.floors, mine.request.bedrooms], ['ready', 1, 2]);
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}_done.png` });
      if (lan === 'en') {
        // Back to the plans with the pooja room: still theirs to pay for, with that response's own session.
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('Rx') === lead.responseId);
        await page.locator('.ck-niche-offer').waitFor();
        await page.locator('.ck-pay-now').click();
        await page.waitForURL(/\/pay\/[A-Za-z0-9_-]{22}$/);
      }
      await page.context().close();
    }
  });

  it('says how little of a plot no home fits can be built on, in feet and metres, in English and Arabic', async () => {
    // 15x15 ft leaves 3.8 x 3.1 m between the setbacks: not even a one-bedroom home fits, though one would on
    // a deeper plot and, as a row of rooms along the road, on a wider one.
    const tiny = {
      'Plot Width': { width: '15' },
      'Plot Depth': { depth: '15' },
      Floors: { floors: '1' },
      Bedrooms: { bedrooms: '1' },
      'Family Needs': { family: 'none' },
      Parking: { parking: 'none' },
      'Pooja Room': { pooja: 'no' },
      SiteDetails: { roads: 'one', corner: 'no', neighbours: '', notes: '' },
    };
    const cases = [
      ['en', 'No home fits this plot at building-code sizes', 'only 12.5 ft (3.8 m) by 10.1 ft (3.1 m) of your plot can be built on. A larger plot is needed.', 'plans_plot_limit'],
      ['arabic', 'لا يتسع أي منزل لقطعة الأرض هذه بمقاسات أنظمة البناء', 'إلا على 12.5 قدم (3.8 م) × 10.1 قدم (3.1 م) من قطعة أرضك. يلزم قطعة أرض أكبر', 'plans_plot_limit_arabic'],
    ] as const;
    for (const [lan, heading, text, shot] of cases) {
      const { page } = await openCheckout(lan, tiny);
      const unfit = page.locator('.ck-plan-preview--unfit');
      // The engine draws the smallest homes on this plot and on deeper and wider ones before it says so.
      await unfit.waitFor({ timeout: 120_000 });
      assert.equal((await page.locator('#ck-ready-heading').innerText()).trim(), heading);
      const said = await unfit.innerText();
      assert.ok(said.includes(text), `${lan}: ${said}`);
      await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/${shot}.png` });
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.context().close();
    }
  });

  it('keeps answering other visitors while the engine works out a refusal', async () => {
    // Five bedrooms, parents, a car and a pooja room on one floor of 30x40: seconds of engine work (every
    // layout family, then each suggested change confirmed by drawing it), done off the request thread.
    const slow = { 'Plot Depth': { depth: '40' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '5' } };
    const { responseId } = await createResponse(ctx.site.origin, {}, slow);
    const answered: string[] = [];
    const plans = fetch(`${ctx.site.origin}/api/plans/${responseId}`).then(async (response) => {
      answered.push('plans');
      return (await response.json()) as { status: string; fits: unknown[] };
    });
    // Asked for as soon as the plans request is on its way: the refusal takes 0.17 to 2.6 s of engine work,
    // depending on the seed the response id gives (a 300 ms wait lost the race for some ids).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await fetch(`${ctx.site.origin}/api/health`);
    answered.push('health');
    assert.equal(health.status, 200);
    const body = await plans;
    assert.equal(body.status, 'unfit');
    assert.ok(body.fits.length > 0);
    assert.deepEqual(answered, ['health', 'plans']);
  });

  it('shows engine-drawn sample plans and elevations, labelled in Arabic', async () => {
    const { page } = await openCheckout('arabic');
    await page.locator('.ck-plan-preview__image').waitFor();
    const samples = page.locator('.ck-sample');
    await samples.first().waitFor();
    assert.equal(await samples.count(), 10);
    // A plan's card is its compact thumbnail, drawn and loaded; the dialog opens the labelled sheet.
    assert.match((await samples.nth(0).locator('img').getAttribute('src')) ?? '', /^\/api\/plans\/samples\/20x60\/thumbnail\.svg$/);
    assert.match((await samples.nth(1).locator('img').getAttribute('src')) ?? '', /^\/api\/plans\/samples\/20x60\/elevation\.svg$/);
    // Loaded lazily: once scrolled to, as a visitor would.
    await samples.nth(0).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const image = document.querySelector('.ck-sample img') as HTMLImageElement | null;
      return !!image && image.complete && image.naturalWidth > 0;
    });
    await samples.nth(0).screenshot({ path: `${process.cwd()}/artifacts/plans_sample_card_arabic.png` });
    // The 20x60 plan, three times as deep as wide, is drawn at least 100 px across on a phone (a landscape
    // card drew it 54 px across), and its elevation, wider than tall, across the card's whole width.
    const drawnWidth = (i: number) =>
      samples.nth(i).locator('img').evaluate((image: HTMLImageElement) => {
        const scale = Math.min(image.clientWidth / image.naturalWidth, image.clientHeight / image.naturalHeight);
        return Math.round(scale * image.naturalWidth);
      });
    const planWidth = await drawnWidth(0);
    assert.ok(planWidth >= 100, `plan drawn ${planWidth} px across`);
    await samples.nth(1).locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.locator('section[aria-labelledby="ck-samples-heading"]').screenshot({ path: `${process.cwd()}/artifacts/plans_samples_arabic.png` });
    assert.equal(await drawnWidth(1), await samples.nth(1).locator('img').evaluate((image: HTMLImageElement) => image.clientWidth));
    await samples.nth(0).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.match((await dialog.locator('.ck-sample__large').getAttribute('src')) ?? '', /^\/api\/plans\/samples\/20x60\/plan\.svg\?lang=ar$/);
    await page.waitForFunction(() => ((document.querySelector('.ck-sample__large') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    await screenshot(page, 'plans_sample_dialog_arabic');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The three-storey sample opens one floor at a time, drawn by the service alone.
    await samples.nth(4).click();
    await dialog.waitFor();
    await dialog.locator('.ck-plan-preview__floor').nth(2).click();
    const floorImage = dialog.locator('.ck-sample__large');
    assert.match((await floorImage.getAttribute('src')) ?? '', /^\/api\/plans\/samples\/25x60\/plan\.svg\?lang=ar&floor=2$/);
    await page.waitForFunction(() => {
      const image = document.querySelector('.ck-sample__large') as HTMLImageElement | null;
      return !!image && image.complete && image.naturalWidth > 0 && image.src.endsWith('floor=2');
    });
    await dialog.screenshot({ path: `${process.cwd()}/artifacts/plans_sample_dialog_floor_arabic.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.ck-ready').screenshot({ path: `${process.cwd()}/artifacts/plans_checkout_preview_arabic.png` });
    // Above and below the elevation its card shows the drawing's sky and ground (an empty pale frame before).
    await page.locator('section[aria-labelledby="ck-samples-heading"] .swiper-pagination-bullet').nth(1).click();
    await page.waitForFunction(() => {
      const card = document.querySelectorAll('.ck-sample')[1]?.getBoundingClientRect();
      return !!card && card.left >= 0 && card.right <= innerWidth;
    });
    const [above, below] = await paintedColours(samples.nth(1).locator('img'), [[0.5, 0.03], [0.5, 0.97]]);
    const near = (colour: number[], hex: string) => colour.every((c, k) => Math.abs(c - parseInt(hex.slice(2 * k, 2 * k + 2), 16)) <= 6);
    assert.ok(near(above!, 'cfe3f1'), `above the elevation rgb(${above})`);
    assert.ok(near(below!, 'dfe8d8'), `below the elevation rgb(${below})`);
    await samples.nth(1).screenshot({ path: `${process.cwd()}/artifacts/plans_sample_elevation_arabic.png` });
    await page.context().close();
  });
});
