import { nextInRandomOrder, seededRandom, shuffled } from './random';

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

describe('nextInRandomOrder', () => {
  it('gives every item once, one draw per item taken, the same order for the same seed', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const take = (seed: number, count: number) => {
      const rnd = seededRandom(seed);
      const pool = [...items];
      const taken = Array.from({ length: count }, (_, n) => nextInRandomOrder(rnd, pool, n));
      return { taken, next: rnd() };
    };
    const all = take(5, items.length).taken;
    expect(all).not.toEqual(items);
    expect([...all].sort((a, b) => a - b)).toEqual(items);
    expect(take(5, items.length)).toEqual(take(5, items.length));
    // Taking three draws three numbers: the stream after them is the fourth number of the seed's stream.
    const stream = seededRandom(5);
    for (let k = 0; k < 3; k++) stream();
    expect(take(5, 3)).toEqual({ taken: all.slice(0, 3), next: stream() });
  });
});
