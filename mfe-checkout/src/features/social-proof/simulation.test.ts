import { COUNTER_BASES, createNameDraw, moveCounter, nextMoveDelay, pickPackage } from './simulation';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('simulated social proof (opt-in only)', () => {
  it('moves a counter by 1 to 10 and keeps it within base..base+10', () => {
    expect(moveCounter(585, 580, sequence(0.35, 0.9))).toBe(589);
    expect(moveCounter(585, 580, sequence(0.99, 0.1))).toBe(580);
    expect(moveCounter(589, 580, sequence(0.99, 0.9))).toBe(590);
    for (let i = 0; i < 200; i += 1) {
      const value = moveCounter(COUNTER_BASES[0] + 5, COUNTER_BASES[0], Math.random);
      expect(value).toBeGreaterThanOrEqual(580);
      expect(value).toBeLessThanOrEqual(590);
    }
  });

  it('waits 2 to 5 seconds between moves', () => {
    expect(nextMoveDelay(() => 0)).toBe(2000);
    expect(nextMoveDelay(() => 0.9999)).toBe(5000);
  });

  it('draws every name once before repeating', () => {
    const draw = createNameDraw(['A', 'B', 'C'], Math.random);
    expect([draw(), draw(), draw()].sort()).toEqual(['A', 'B', 'C']);
    expect(['A', 'B', 'C']).toContain(draw());
    expect(createNameDraw([], Math.random)()).toBeUndefined();
  });

  it('picks one of the four package names', () => {
    expect(pickPackage(() => 0)).toBe('Elevate Premium');
    expect(pickPackage(() => 0.99)).toBe('Dual Blueprint');
  });
});
