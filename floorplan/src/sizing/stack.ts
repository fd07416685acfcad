// Sizes a stack of strips along one axis: every strip gets its minimum, then the rest is shared toward
// comfortable, preferred and then maximum lengths (the optimum of the fixed-arrangement sizing LP for this structure).

export interface StripRange {
  min: number;
  /** Reached before any strip grows toward its preferred length (a master bedroom 2.7 m across); min when absent. */
  comfort?: number;
  pref: number;
  max: number;
}

/** Lengths summing to `total`, or null when the minimums do not fit. Any excess beyond all maxima is returned. */
export function sizeStack(ranges: StripRange[], total: number): { lengths: number[]; excess: number } | null {
  const minSum = ranges.reduce((s, r) => s + r.min, 0);
  if (minSum > total + 0.5) return null;
  const lengths = ranges.map((r) => r.min);
  let left = total - minSum;
  for (const target of ['comfort', 'pref', 'max'] as const) {
    const room = ranges.map((r, i) => Math.max(0, (r[target] ?? r.min) - lengths[i]!));
    const roomSum = room.reduce((s, x) => s + x, 0);
    if (roomSum <= 0 || left <= 0) continue;
    const share = Math.min(1, left / roomSum);
    room.forEach((x, i) => (lengths[i]! += x * share));
    left -= roomSum * share;
  }
  return { lengths: snap(lengths, total - Math.max(0, left), ranges), excess: Math.max(0, left) };
}

/**
 * Rounds to 10 mm while keeping the sum exact: the last strip takes the difference, or when that would cut
 * it below its minimum (a total that is not a multiple of 10 mm: a toilet at the back wall 3 mm short of
 * its 2.8 m2), the last one with room to spare.
 */
function snap(lengths: number[], total: number, ranges: StripRange[]): number[] {
  const out = lengths.map((l) => Math.round(l / 10) * 10);
  const diff = Math.round(total) - out.reduce((s, x) => s + x, 0);
  if (!out.length) return out;
  let at = out.length - 1;
  while (diff < 0 && at > 0 && out[at]! + diff < ranges[at]!.min) at--;
  out[at]! += diff;
  return out;
}
