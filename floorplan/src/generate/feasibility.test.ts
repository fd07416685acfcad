import type { PlanRequest } from '../types';
import { normaliseRequest } from '../input/answers';
import { areaShareNeeded, fitsByArea, plotLimitOf, roomiestSmallHome, type DrawsPlan } from './feasibility';

/** A plot where the engine draws, quickly, up to `most` bedrooms on each number of floors given. */
const drawsUpTo = (most: Record<number, number>, tried: PlanRequest[] = []): DrawsPlan => (r, quick) => {
  tried.push(r);
  return quick && r.bedrooms <= (most[r.floors] ?? 0) && r.parking === 'none' && r.family === 'none' && !r.pooja;
};

describe('roomiestSmallHome', () => {
  const request = normaliseRequest({ plotWidthFt: 15, plotDepthFt: 60, floors: 1, bedrooms: 5, parking: 'twoCars', family: 'rentalUnit', pooja: true });

  it('offers the most bedrooms, up to the visitor’s, that draw without the extras', () => {
    const home = roomiestSmallHome(request, drawsUpTo({ 1: 2, 2: 4 }));
    expect(home).toMatchObject({ floors: 2, bedrooms: 4, parking: 'none', family: 'none', pooja: false });
  });

  it('keeps the visitor’s own floors when they hold as many bedrooms', () => {
    expect(roomiestSmallHome(request, drawsUpTo({ 1: 3, 2: 3 }))).toMatchObject({ floors: 1, bedrooms: 3 });
  });

  it('never offers more bedrooms than asked for, and stops growing at the first count that does not draw', () => {
    const tried: PlanRequest[] = [];
    const home = roomiestSmallHome({ ...request, bedrooms: 3 }, drawsUpTo({ 1: 5 }, tried));
    expect(home).toMatchObject({ floors: 1, bedrooms: 3 });
    expect(tried.filter((r) => r.floors === 1).map((r) => r.bedrooms)).toEqual([1, 2, 3]);
  });

  it('falls back to the whole search for the smallest home, and to none when nothing draws', () => {
    const wholeOnly: DrawsPlan = (r, quick) => !quick && r.floors === 2 && r.bedrooms === 1;
    expect(roomiestSmallHome(request, wholeOnly)).toMatchObject({ floors: 2, bedrooms: 1 });
    expect(roomiestSmallHome(request, () => false)).toBeNull();
  });
});

describe('plotLimitOf', () => {
  const request = normaliseRequest({ plotWidthFt: 40, plotDepthFt: 15, floors: 1, bedrooms: 3 });
  /** A plot where a one-bedroom home draws only when the plot is at least this wide and deep (ft). */
  const drawsFrom = (width: number, depth: number): DrawsPlan => (r) => r.bedrooms === 1 && r.plotWidthFt >= width && r.plotDepthFt >= depth;

  it('names the depth when only a deeper plot would take a home, the width when only a wider one would', () => {
    expect(plotLimitOf(request, drawsFrom(40, 20)).side).toBe('depth');
    expect(plotLimitOf(request, drawsFrom(50, 15)).side).toBe('width');
  });

  it('names the size when either a deeper or a wider plot would take one, or neither would', () => {
    expect(plotLimitOf(request, (r) => r.plotWidthFt * r.plotDepthFt >= 1000)).toMatchObject({ side: 'size' });
    expect(plotLimitOf(request, () => false)).toMatchObject({ side: 'size' });
  });

  it('gives the buildable width and depth after setbacks, in millimetres', () => {
    const limit = plotLimitOf(request, () => false);
    expect(limit.buildableDepthMm).toBe(3072);
    expect(limit.buildableWidthMm).toBeGreaterThan(9000);
    expect(limit.buildableWidthMm).toBeLessThan(40 * 304.8);
  });
});

describe('areaShareNeeded', () => {
  it('grows with the programme on one plot, and passes 1 where the rooms no longer fit by area', () => {
    const on = (bedrooms: number) => normaliseRequest({ plotWidthFt: 15, plotDepthFt: 30, floors: 1, bedrooms });
    expect(areaShareNeeded(on(2))).toBeGreaterThan(areaShareNeeded(on(1)));
    const roomy = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, floors: 1, bedrooms: 2 });
    expect(areaShareNeeded(roomy)).toBeLessThan(0.8);
    expect(fitsByArea(roomy)).toBe(true);
    expect(areaShareNeeded(on(5))).toBeGreaterThan(1);
    expect(fitsByArea(on(5))).toBe(false);
  });
});
