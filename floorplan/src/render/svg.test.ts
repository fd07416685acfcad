import { generatePlanOptions } from '../generate/generate';
import { normaliseRequest } from '../input/answers';
import { renderPlanSvg } from './svg';
import { labelEm } from './text';
import { feetInches } from './units';
import { plansFor } from '../test-support/answered';

const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'E', floors: 2, bedrooms: 3, parking: 'car', pooja: true }));
if (!res.ok) throw new Error('expected plans');
const plan = res.options[0]!;

describe('renderPlanSvg', () => {
  it('draws rooms with sizes in feet and inches, floors, north and scale', () => {
    const svg = renderPlanSvg(plan);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('KITCHEN');
    expect(svg).toMatch(/\d+'\d+&quot; x \d+'\d+&quot;/);
    expect(svg).toContain('GROUND FLOOR');
    expect(svg).toContain('FIRST FLOOR');
    expect(svg).toContain('Scale');
  });

  it('uses the caller labels', () => {
    const svg = renderPlanSvg(plan, { labels: { rooms: { kitchen: 'रसोई' }, north: 'उ', floors: ['भूतल', 'पहली मंजिल'] } });
    expect(svg).toContain('रसोई');
    expect(svg).toContain('भूतल');
    expect(svg).not.toContain('KITCHEN');
  });

  it('has a compact thumbnail: one floor, no text, and an optional watermark', () => {
    const thumb = renderPlanSvg(plan, { variant: 'thumbnail' });
    expect(thumb).not.toContain('<text');
    expect(thumb.match(/<g transform="translate/g)).toHaveLength(1);
    expect(thumb.length).toBeLessThan(renderPlanSvg(plan).length / 3);
    expect(renderPlanSvg(plan, { thumbnail: true })).toBe(thumb);
    const marked = renderPlanSvg(plan, { variant: 'thumbnail', watermark: 'PREVIEW' });
    expect(marked.match(/PREVIEW/g)).toHaveLength(1);
    expect(renderPlanSvg(plan, { watermark: 'PREVIEW' }).match(/PREVIEW/g)!.length).toBeGreaterThan(1);
  });

  it('sizes a room name by its script (Tamil letters are wider than Devanagari ones) and spaces Latin capitals only', () => {
    const kitchen = plan.floors[0]!.rooms.find((r) => r.type === 'kitchen')!;
    const label = (name: string) => {
      const svg = renderPlanSvg(plan, { floor: 0, labels: { rooms: { kitchen: name } } });
      const el = svg.match(new RegExp(`<text[^>]*font-size="([\\d.]+)"[^>]*letter-spacing="(\\d+)"[^>]*>${name}<`))!;
      return { size: Number(el[1]), spacing: Number(el[2]) };
    };
    // Names long enough that the kitchen's width, not the largest size, sets the size; one word each, so
    // the name stays on one line whatever the kitchen's shape (a long name may go on two at a space).
    const tamil = 'சமையலறை'.repeat(2);
    const hindi = `${'किचन'.repeat(3)}कि`;
    const latin = 'KITCHEN'.repeat(2);
    expect([...tamil]).toHaveLength([...hindi].length);
    const [ta, hi, en] = [label(tamil), label(hindi), label(latin)];
    expect(ta.size).toBeLessThan(hi.size);
    expect(ta.spacing).toBe(0);
    expect(hi.spacing).toBe(0);
    expect(en.spacing).toBeGreaterThan(0);
    for (const [name, { size, spacing }] of [[tamil, ta], [hindi, hi], [latin, en]] as const) {
      expect(size * labelEm(name) + spacing * [...name].length).toBeLessThanOrEqual(0.9 * kitchen.clear.w + 10); // sizes are written to 0.1
    }
  });

  it('puts a long name on two lines when that draws it larger, and keeps a room number with its name', () => {
    const kitchen = plan.floors[0]!.rooms.find((r) => r.type === 'kitchen')!;
    const svg = renderPlanSvg(plan, { floor: 0, labels: { rooms: { kitchen: 'MODULAR KITCHEN AND UTILITY 2' } } });
    const lines = [...svg.matchAll(/<text[^>]*font-size="([\d.]+)"[^>]*font-weight="600"[^>]*>([^<]*)</g)].filter(([, , t]) => /MODULAR|UTILITY/.test(t!));
    expect(lines.map(([, , t]) => t)).toEqual(['MODULAR KITCHEN', 'AND UTILITY 2']);
    const oneLine = (0.9 * kitchen.clear.w) / labelEm('MODULAR KITCHEN AND UTILITY 2');
    expect(Number(lines[0]![1])).toBeGreaterThan(oneLine * 1.2);
    expect(renderPlanSvg(plan)).toMatch(/>BEDROOM 2</);
  });

  it('draws one floor when asked', () => {
    const first = renderPlanSvg(plan, { floor: 1 });
    expect(first).toContain('FIRST FLOOR');
    expect(first).not.toContain('GROUND FLOOR');
    expect(first).toContain('DN');
  });

  it('marks an exhaust fan with its duct to the outer wall, and explains the mark in the visitor\'s words', () => {
    // 20x40 two-storey 2BHK: the ground floor's common toilet stands against the party wall.
    const narrow = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 2 }), { seed: 1, checkSuggestions: false });
    const withFan = narrow.options[0]!;
    const e = withFan.floors[0]!.exhausts![0]!;
    const svg = renderPlanSvg(withFan, { labels: { exhaust: 'एग्ज़ॉस्ट फ़ैन' } });
    expect(svg).toContain(`<circle cx="${e.fan.x}"`);
    expect(svg).toMatch(new RegExp(`<line x1="[\\d.]+" y1="[\\d.]+" x2="${e.outlet!.x}" y2="[\\d.]+" stroke="#555" stroke-width="14" stroke-dasharray`));
    expect(svg).toContain('एग्ज़ॉस्ट फ़ैन');
    // A floor without one has no mark and no legend.
    const upper = renderPlanSvg(withFan, { floor: 1 });
    expect(upper).not.toContain('r="130"');
    expect(upper).not.toContain('Exhaust fan');
    // Plans drawn before exhaust fans (no `exhausts`) still draw.
    expect(renderPlanSvg({ ...withFan, floors: withFan.floors.map(({ exhausts: _, ...f }) => f) })).not.toContain('Exhaust fan');
  });

  it('draws a pooja niche taken in place of a pooja room, on the thumbnail too, and explains its mark in the visitor\'s words', () => {
    const home = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 60, facing: 'E', floors: 1, bedrooms: 3, parking: 'car', pooja: false, poojaNiche: true }), { seed: 1, checkSuggestions: false });
    const niched = home.options[0]!;
    const n = niched.floors[0]!.poojaNiche!;
    const svg = renderPlanSvg(niched, { labels: { poojaNiche: 'ركن بوجا: خزانة عبادة ملاصقة للجدار' } });
    // The floor's mark, drawn where the unit stands, and the legend's.
    expect(svg.match(/<g class="pooja-niche">/g)).toHaveLength(2);
    const at = [n.rect.x, niched.plot.h - n.rect.y - n.rect.h, n.rect.w, n.rect.h].map(Math.round);
    expect(svg).toContain(`<g class="pooja-niche"><rect x="${at[0]}" y="${at[1]}" width="${at[2]}" height="${at[3]}"`);
    expect(svg).toMatch(/direction="rtl"[^>]*>ركن بوجا: خزانة عبادة ملاصقة للجدار</);
    expect(renderPlanSvg(niched, { thumbnail: true }).match(/<g class="pooja-niche">/g)).toHaveLength(1);
    // The living room's name is kept off the mark.
    const name = svg.match(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>LIVING/);
    expect(name).not.toBeNull();
    const [nx, ny] = [Number(name![1]), Number(name![2])];
    const ph = niched.plot.h;
    expect(nx > n.rect.x && nx < n.rect.x + n.rect.w && ny > ph - n.rect.y - n.rect.h && ny < ph - n.rect.y).toBe(false);
    expect(renderPlanSvg(plan)).not.toContain('pooja-niche');
  });

  it('marks a skylight over a lobby, keeps the lobby\'s name off it, and explains the mark in the visitor\'s words', () => {
    // 20x40 two-storey 2BHK with a car: the first floor's lobby has only the party wall outside.
    const narrow = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 2, parking: 'car' }), { seed: 1, checkSuggestions: false });
    const skylit = narrow.options[0]!;
    const k = skylit.floors[1]!.skylights![0]!;
    const svg = renderPlanSvg(skylit, { labels: { skylight: 'منور في بلاطة السقف أعلاه' } });
    // The floor's mark and the legend's.
    expect(svg.match(/<g class="skylight">/g)).toHaveLength(2);
    expect(svg).toContain(`<rect x="${k.rect.x}"`);
    expect(svg).toMatch(/direction="rtl"[^>]*>منور في بلاطة السقف أعلاه</);
    // The name is drawn where the mark is not: its baseline outside the mark's square on the sheet.
    const first = renderPlanSvg(skylit, { floor: 1 });
    const name = first.match(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>LOBBY</);
    expect(name).not.toBeNull();
    const ph = skylit.plot.h;
    const [nx, ny] = [Number(name![1]), Number(name![2])];
    const withinMark = nx > k.rect.x && nx < k.rect.x + k.rect.w && ny > ph - k.rect.y - k.rect.h && ny < ph - k.rect.y;
    expect(withinMark).toBe(false);
    // The ground floor alone has none, and no legend.
    expect(renderPlanSvg(skylit, { floor: 0 })).not.toContain('class="skylight"');
    expect(renderPlanSvg(skylit, { floor: 0 })).not.toContain('Skylight');
  });

  it('names passages and keeps every room named', () => {
    const svg = renderPlanSvg(plan);
    expect(svg).toContain('PASSAGE');
    // A name too long for a narrow room wraps onto two lines: every word of it is drawn.
    const words = (name: string) => name.toUpperCase().replace(/&/g, '&amp;').split(' ');
    for (const f of plan.floors) for (const r of f.rooms) if (r.type !== 'stair') for (const word of words(r.name)) expect(svg).toMatch(new RegExp(`>(?:[^<]* )?${word}(?: [^<]*)?<`));
  });

  it('sets right-to-left direction on Arabic-script labels only, with a font stack that falls back to the system', () => {
    const svg = renderPlanSvg(plan, { labels: { rooms: { kitchen: 'آشپزخانه' }, names: { 'Master bedroom': 'د ماستر خونه' } } });
    expect(svg).toMatch(/direction="rtl"[^>]*>آشپزخانه</);
    expect(svg).toMatch(/direction="rtl"[^>]*>د ماستر خونه</);
    expect(svg).not.toMatch(/direction="rtl"[^>]*>LIVING</);
    expect(svg).toContain("sans-serif");
  });

  it('keeps a right-to-left title on the sheet: anchored at the left margin from its far end', () => {
    const svg = renderPlanSvg(plan, { labels: { option: 'الخيار' } });
    expect(svg).toMatch(/<text x="\d+" [^>]*direction="rtl"[^>]*text-anchor="end"[^>]*>الخيار 1</);
    // Centred labels stay centred whatever their direction.
    const centred = renderPlanSvg(plan, { labels: { rooms: { kitchen: 'المطبخ' } } });
    expect(centred).toMatch(/direction="rtl"[^>]*text-anchor="middle"[^>]*>المطبخ</);
  });

  it('measures the frontage behind the building where a parking bay takes the front setback, in front of it elsewhere', () => {
    const frontageY = (p: typeof plan) => {
      const fp = p.floors[0]!.footprint;
      const text = renderPlanSvg(p, { floor: 0 }).match(new RegExp(`<text x="[-\\d.]+" y="([-\\d.]+)"[^>]*>${feetInches(fp.w).replace(/"/g, '&quot;')}</text>`));
      // Paper y grows toward the road: the building's back wall is at plot.h - (fp.y + fp.h), its front at plot.h - fp.y.
      return { y: Number(text![1]), back: p.plot.h - (fp.y + fp.h), front: p.plot.h - fp.y };
    };
    // 20x30 one-storey 1BHK has no room for a covered sit-out: the bike parks in the front setback.
    const biked = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 1, bedrooms: 1, parking: 'bike' }), { seed: 1 });
    const withBay = biked.options.find((p) => p.parking?.bay)!;
    const behind = frontageY(withBay);
    expect(behind.y).toBeLessThan(behind.back);
    const bay = withBay.parking!.bay!;
    expect(behind.y < withBay.plot.h - (bay.y + bay.h) || behind.y > withBay.plot.h - bay.y).toBe(true);
    const inFront = frontageY(plan);
    expect(inFront.y).toBeGreaterThan(inFront.front);
  });

  it('formats feet and inches', () => {
    expect(feetInches(3048)).toBe(`10'0"`);
    expect(feetInches(3100)).toBe(`10'2"`);
  });
});
