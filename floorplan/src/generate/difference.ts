// How different two plans are: 1 - IoU of their room footprints, matched by room type floor by floor. A plan
// and its mirror image (left and right swapped) are one design, not two options, and so are a plan and the
// same rooms built against the other side boundary (a narrow plot's layout moved by its side setback).
import type { Plan, Rect } from '../types';
import { area, overlapArea } from '../geometry/rect';

export function planDifference(a: Plan, b: Plan): number {
  const fa = footprintOf(a);
  const fb = footprintOf(b);
  const mirror = (r: Rect): Rect => ({ ...r, x: fa.x + fa.w - (r.x - fa.x) - r.w });
  // b's building beside a's: its left edges or its right edges on a's (the same when the two are as wide).
  const shifts = [...new Set([fa.x - fb.x, fa.x + fa.w - fb.x - fb.w])].map((dx) => (r: Rect): Rect => ({ ...r, x: r.x + dx, y: r.y + fa.y - fb.y }));
  let least = 1;
  for (const shift of shifts) for (const place of [(r: Rect) => r, mirror]) least = Math.min(least, footprintDifference(a, b, place, shift));
  return least;
}

/** The ground floor's outline (a plan's floors stand on it). */
function footprintOf(p: Plan): Rect {
  return p.floors[0]?.footprint ?? p.plot;
}

/** 1 - IoU of the rooms of `a`, each placed by `place`, and the rooms of `b`, each placed by `shift`. */
function footprintDifference(a: Plan, b: Plan, place: (r: Rect) => Rect, shift: (r: Rect) => Rect): number {
  let inter = 0;
  let sum = 0;
  const floors = Math.max(a.floors.length, b.floors.length);
  for (let i = 0; i < floors; i++) {
    const ra = a.floors[i]?.rooms ?? [];
    const rb = b.floors[i]?.rooms ?? [];
    sum += ra.reduce((s, r) => s + area(r.rect), 0) + rb.reduce((s, r) => s + area(r.rect), 0);
    for (const x of ra) for (const y of rb) if (x.type === y.type) inter += overlapArea(place(x.rect), shift(y.rect));
  }
  const union = sum - inter;
  return union > 0 ? 1 - inter / union : 0;
}
