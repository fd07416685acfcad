// How different two plans are: 1 - IoU of their room footprints, matched by room type floor by floor. A plan
// and its mirror image (left and right swapped across the plot) are one design, not two options.
import type { Plan, Rect } from '../types';
import { area, overlapArea } from '../geometry/rect';

export function planDifference(a: Plan, b: Plan): number {
  const mirror = (r: Rect): Rect => ({ ...r, x: a.plot.x + a.plot.w - (r.x - a.plot.x) - r.w });
  return Math.min(footprintDifference(a, b, (r) => r), footprintDifference(a, b, mirror));
}

/** 1 - IoU of the rooms of `a`, each placed by `place`, and the rooms of `b`. */
function footprintDifference(a: Plan, b: Plan, place: (r: Rect) => Rect): number {
  let inter = 0;
  let sum = 0;
  const floors = Math.max(a.floors.length, b.floors.length);
  for (let i = 0; i < floors; i++) {
    const ra = a.floors[i]?.rooms ?? [];
    const rb = b.floors[i]?.rooms ?? [];
    sum += ra.reduce((s, r) => s + area(r.rect), 0) + rb.reduce((s, r) => s + area(r.rect), 0);
    for (const x of ra) for (const y of rb) if (x.type === y.type) inter += overlapArea(place(x.rect), y.rect);
  }
  const union = sum - inter;
  return union > 0 ? 1 - inter / union : 0;
}
