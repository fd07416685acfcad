// Where a band's spare room goes when a pooja room and a toilet would share a wall along the band.
import type { StripSpec } from '../program/programme';
import { shrineBuffer, splitsForPorchBand } from './arrange';
import { porchSize } from './front';
import { gridOf } from './walls';

const strip = (type: 'pooja' | 'toilet' | 'bedroom' | 'kitchen', key: string = type): StripSpec => ({ role: 'suite', cells: [{ key, type, name: key }] });

describe('shrineBuffer', () => {
  it('puts the spare room right after the pooja room when a toilet follows it', () => {
    expect(shrineBuffer([strip('kitchen'), strip('pooja'), strip('toilet'), strip('bedroom')])).toBe(2);
  });

  it('puts it right before the pooja room when the toilet comes first', () => {
    expect(shrineBuffer([strip('bedroom'), strip('toilet'), strip('pooja')])).toBe(2);
  });

  it('leaves the spare at the band end when no toilet meets the pooja room, or there is no pooja room', () => {
    expect(shrineBuffer([strip('pooja'), strip('bedroom'), strip('toilet')])).toBeUndefined();
    expect(shrineBuffer([strip('bedroom'), strip('toilet')])).toBeUndefined();
  });
});

describe('splitsForPorchBand', () => {
  // bandsFor's arithmetic: band 0 is the split's share of the width less the passage, rounded to 10 mm.
  const spine = gridOf(1000, false, false);
  const band1Of = (U: number, split: number) => U - Math.round(((U - spine) * split) / 10) * 10 - spine;

  it('makes the band a car porch heads as wide as the porch, then a little wider, on a 30x40 plot', () => {
    const U = 7644;
    const porch = porchSize('car', false, Infinity, false, 0, false)!.du;
    const widths = splitsForPorchBand(U, 'car', false).map((split) => band1Of(U, split));
    expect(widths[0]).toBeGreaterThanOrEqual(porch);
    expect(widths[0]).toBeLessThan(porch + 10);
    expect(widths.slice(1).map((w) => w - widths[0]!)).toEqual([100, 300, 600]);
  });

  it('gives no split where the other band would be narrower than a service band, nor for a bike', () => {
    // Two cars side by side take 5.6 m: 0.9 m would be left on a 30 ft plot, 3.3 m on a 38 ft one.
    expect(splitsForPorchBand(7644, 'twoCars', false)).toEqual([]);
    expect(splitsForPorchBand(10000, 'twoCars', false)).toHaveLength(4);
    expect(splitsForPorchBand(7644, 'bike', false)).toEqual([]);
  });
});
