// The default setback table: a wider plot never has to build narrower than a smaller one.
import { normaliseRequest } from '../input/answers';
import { envelopeFor, mayBuildToOneBoundary, plotRect, setbacksFor } from './setbacks';

const plotOf = (widthFt: number) => normaliseRequest({ plotWidthFt: widthFt, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2 });
const widthOf = (widthFt: number, oneBoundary = false) => envelopeFor(plotRect(plotOf(widthFt)), setbacksFor(plotOf(widthFt), 'left', oneBoundary)).w;

describe('setbacksFor', () => {
  it('lets a 22 ft plot build to one boundary, so it is not narrower inside than a 20 ft plot', () => {
    // Its row keeps 0.75 m on both sides: 5.2 m, against 5.35 m on a 20 ft plot that builds to one boundary.
    expect(widthOf(22)).toBeLessThan(widthOf(20));
    expect(mayBuildToOneBoundary(plotOf(22))).toBe(true);
    expect(widthOf(22, true)).toBeGreaterThan(widthOf(20));
    const s = setbacksFor(plotOf(22), 'left', true);
    expect([s.left, s.right]).toEqual([750, 0]);
  });

  it('keeps both side setbacks where they leave the plot wider than any that builds to one boundary', () => {
    for (const ft of [20, 24, 25, 30]) {
      expect(mayBuildToOneBoundary(plotOf(ft))).toBe(false);
      expect(setbacksFor(plotOf(ft), 'left', true)).toEqual(setbacksFor(plotOf(ft), 'left'));
    }
  });
});
