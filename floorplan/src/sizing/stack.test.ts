// Stack sizing: minimums first, then a master bedroom's comfortable 2.7 m, then preferred lengths shared out.
import { sizeStack } from './stack';

describe('sizeStack', () => {
  it('gives a strip its comfortable length before any strip grows toward its preferred one', () => {
    // Master bedroom (min 2.2, comfort 2.8, pref 3.6 m) and a living room (min 3.0, pref 4.5 m) in 5.8 m:
    // the 0.6 m spare all goes to the master (shared toward preferred lengths, it would get 0.2 m).
    const fit = sizeStack([{ min: 2200, comfort: 2800, pref: 3600, max: 4000 }, { min: 3000, pref: 4500, max: 5000 }], 5800)!;
    expect(fit.lengths).toEqual([2800, 3000]);
  });

  it('shares what is left after the comfortable lengths toward the preferred ones', () => {
    const fit = sizeStack([{ min: 2200, comfort: 2800, pref: 3600, max: 3600 }, { min: 3000, pref: 4600, max: 4600 }], 7200)!;
    // 1400 left after 2800 + 3000: 800 and 1600 still wanted, each gets the same share of it.
    expect(fit.lengths[0]).toBeCloseTo(2800 + (800 * 1400) / 2400, -1);
    expect(fit.lengths.reduce((a, b) => a + b, 0)).toBe(7200);
    expect(fit.excess).toBe(0);
  });

  it('still fits on the minimums alone, and refuses below them', () => {
    expect(sizeStack([{ min: 2200, comfort: 2800, pref: 3600, max: 4000 }, { min: 3000, pref: 4500, max: 5000 }], 5200)!.lengths).toEqual([2200, 3000]);
    expect(sizeStack([{ min: 2200, comfort: 2800, pref: 3600, max: 4000 }], 2100)).toBeNull();
  });

  it('keeps every strip at its minimum when the total is not a multiple of 10 mm', () => {
    // 9,947 mm of band, 7 more than the minimums: rounded to 10 mm the strips took 3 mm too many, which
    // came off the last strip, a toilet at its 2.8 m2 that then failed the NBC by 0.01 m2 (a 38x39 plot's
    // plans were all turned down for it).
    const ranges = [
      { min: 3900, pref: 3900, max: 3900 },
      { min: 2000, pref: 2605, max: 3000 },
      { min: 2280, pref: 2280, max: 2280 },
      { min: 1760, pref: 1760, max: 1760 },
    ];
    const fit = sizeStack(ranges, 9947)!;
    expect(fit.lengths.reduce((a, b) => a + b, 0)).toBe(9947);
    fit.lengths.forEach((len, i) => expect(len).toBeGreaterThanOrEqual(ranges[i]!.min));
  });
});

