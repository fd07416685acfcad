import { generatePlanOptions } from '../generate/generate';
import { normaliseRequest } from '../input/answers';
import { renderPlanSvg } from './svg';
import { feetInches } from './units';

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

  it('has a compact thumbnail without labels and an optional watermark', () => {
    const thumb = renderPlanSvg(plan, { thumbnail: true });
    expect(thumb).not.toContain('KITCHEN');
    expect(thumb.length).toBeLessThan(renderPlanSvg(plan).length);
    expect(renderPlanSvg(plan, { watermark: 'PREVIEW' })).toContain('PREVIEW');
  });

  it('formats feet and inches', () => {
    expect(feetInches(3048)).toBe(`10'0"`);
    expect(feetInches(3100)).toBe(`10'2"`);
  });
});
