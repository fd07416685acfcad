import { seededRandom, shuffled } from './random';

/** The plain shuffle the layout search used before: one draw per item, sorted by draw. */
function byObjects<T>(rnd: () => number, items: readonly T[]): T[] {
  return items.map((item) => ({ item, k: rnd() })).sort((a, b) => a.k - b.k).map((x) => x.item);
}

describe('shuffled', () => {
  it('puts the items in the same order as sorting them by one seeded draw each', () => {
    for (const seed of [1, 2, 99, 123456]) {
      for (const n of [0, 1, 2, 7, 30, 200]) {
        const items = Array.from({ length: n }, (_, i) => `item${i}`);
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        expect(shuffled(a, items)).toEqual(byObjects(b, items));
        // And it draws exactly one number per item: the streams stay in step afterwards.
        expect(a()).toBe(b());
      }
    }
  });

  it('sorts by the draws of any other source of numbers too, ties in the items order', () => {
    const draws = [0.5, 0.25, 0.5, 0.1 + 0.2, 0.75];
    let i = 0;
    expect(shuffled(() => draws[i++]!, ['a', 'b', 'c', 'd', 'e'])).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('keeps every item once when there are more than a packed key can index', () => {
    const items = Array.from({ length: 5000 }, (_, i) => i);
    const out = shuffled(seededRandom(7), items);
    expect(out).not.toEqual(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
  });
});
