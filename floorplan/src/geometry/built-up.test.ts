import { builtUpSqFt } from './built-up';

const floor = (w: number, h: number) => ({ footprint: { x: 0, y: 0, w, h } }) as never;

describe('builtUpSqFt', () => {
  it('adds every floor\'s footprint, outer walls included, in square feet', () => {
    // 20 x 30 ft on two floors.
    expect(builtUpSqFt({ floors: [floor(6096, 9144), floor(6096, 9144)] })).toBe(1200);
  });

  it('rounds to the nearest square foot', () => {
    // 10 ft x 10 ft 2 in: 101.67 sq ft.
    expect(builtUpSqFt({ floors: [floor(3048, 3099)] })).toBe(102);
  });
});
