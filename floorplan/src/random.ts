// Seeded pseudo-random numbers (mulberry32) so the same request and seed give the same plans.
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Items are indexed within a packed sort key below this (placements weighed at once are far fewer). */
const INDEX_SPAN = 4096;

/**
 * The items in a random order: one draw per item, in the items' order, then sorted by the draws (ties keep
 * the items' order). The same order as sorting `{ item, k: rnd() }` objects by k, without the objects or a
 * comparator: mulberry32 draws are whole multiples of 2^-32, so a draw and the item's index pack exactly
 * into one float and a typed array sorts them natively. (The hall search, which takes one of the first few
 * placements it weighs, draws them one at a time instead: see nextInRandomOrder.)
 */
export function shuffled<T>(rnd: Random, items: readonly T[]): T[] {
  const n = items.length;
  const draws = new Float64Array(n);
  let packable = n <= INDEX_SPAN;
  for (let i = 0; i < n; i++) {
    draws[i] = rnd() * 4294967296;
    if (!Number.isInteger(draws[i])) packable = false;
  }
  if (!packable) {
    // Another source of numbers: the plain sort by draw, ties in the items' order.
    return Array.from(draws, (k, i) => ({ i, k })).sort((a, b) => a.k - b.k || a.i - b.i).map((x) => items[x.i]!);
  }
  for (let i = 0; i < n; i++) draws[i] = draws[i]! * INDEX_SPAN + i;
  draws.sort();
  const out = new Array<T>(n);
  for (let j = 0; j < n; j++) out[j] = items[draws[j]! % INDEX_SPAN]!;
  return out;
}

/**
 * Step n of a Fisher-Yates shuffle of `items`, in place: a random one of items[n..] moves to n and is
 * returned. Called for n = 0, 1, ... it gives the items in a uniformly random order one at a time, drawing
 * one number per item taken, for a search that usually stops after the first few.
 */
export function nextInRandomOrder<T>(rnd: Random, items: T[], n: number): T {
  const j = n + Math.floor(rnd() * (items.length - n));
  const item = items[j]!;
  items[j] = items[n]!;
  items[n] = item;
  return item;
}
