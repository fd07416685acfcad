import { builtUpSqFt } from './built-up';

const rect = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
const floor = (level: number, w: number, h: number, rooms: Array<{ type: string; rect: ReturnType<typeof rect> }> = []) => ({ level, footprint: rect(0, 0, w, h), rooms }) as never;

describe('builtUpSqFt', () => {
  it('adds every floor\'s footprint, outer walls included, in square feet', () => {
    // 20 x 30 ft on two floors.
    expect(builtUpSqFt({ floors: [floor(0, 6096, 9144), floor(1, 6096, 9144)] })).toBe(1200);
  });

  it('rounds to the nearest square foot', () => {
    // 10 ft x 10 ft 2 in: 101.67 sq ft.
    expect(builtUpSqFt({ floors: [floor(0, 3048, 3099)] })).toBe(102);
  });

  it('leaves out a terrace with no floor over it, and counts one under a floor above', () => {
    // 20 x 30 ft on three floors; a 20 x 10 ft terrace across the front of the first and of the second floor.
    const terrace = { type: 'balcony', rect: rect(0, 0, 6096, 3048) };
    const room = { type: 'bedroom', rect: rect(0, 0, 6096, 3048) };
    const ground = floor(0, 6096, 9144, [room]);
    const first = floor(1, 6096, 9144, [terrace]);
    // The first floor's terrace is under the second floor's: a covered balcony. The second floor's is open: 200 sq ft less.
    expect(builtUpSqFt({ floors: [ground, first, floor(2, 6096, 9144, [terrace])] })).toBe(1800 - 200);
    // A bedroom over the first floor's terrace instead: it is covered, and the top floor has no terrace.
    expect(builtUpSqFt({ floors: [ground, first, floor(2, 6096, 9144, [room])] })).toBe(1800);
    // A terrace on the top floor of a two-storey home is roof.
    expect(builtUpSqFt({ floors: [ground, first] })).toBe(1200 - 200);
  });
});
