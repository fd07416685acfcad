// How different two plans are: 1 - IoU of their room footprints, matched by room type floor by floor, each
// plan's rooms measured in its own building's frame (as fractions of its ground floor's width and depth). A
// plan and its mirror image (left and right swapped) are one design, not two options; so are a plan and the
// same rooms built against the other side boundary, or on a building a little longer or narrower (the same
// rooms front to back on a 20x60 plot, one building 2.3 m longer with the dining room split off).
import type { Plan, Rect } from '../types';
import { area } from '../geometry/rect';

export function planDifference(a: Plan, b: Plan): number {
  const inA = frameOf(a);
  const inB = frameOf(b);
  const mirror = (r: Rect): Rect => ({ ...r, x: 1 - r.x - r.w });
  return Math.min(footprintDifference(a, b, inA, inB), footprintDifference(a, b, (r) => mirror(inA(r)), inB));
}

/** A rectangle of `p` as fractions of its ground floor's outline (a plan's floors stand on it). */
function frameOf(p: Plan): (r: Rect) => Rect {
  const f = p.floors[0]?.footprint ?? p.plot;
  return (r) => ({ x: (r.x - f.x) / f.w, y: (r.y - f.y) / f.h, w: r.w / f.w, h: r.h / f.h });
}

/** 1 - IoU of the rooms of `a`, each placed by `placeA`, and the rooms of `b`, each placed by `placeB`. */
function footprintDifference(a: Plan, b: Plan, placeA: (r: Rect) => Rect, placeB: (r: Rect) => Rect): number {
  let inter = 0;
  let sum = 0;
  const floors = Math.max(a.floors.length, b.floors.length);
  for (let i = 0; i < floors; i++) {
    const ra = (a.floors[i]?.rooms ?? []).map((r) => ({ type: r.type, rect: placeA(r.rect) }));
    const rb = (b.floors[i]?.rooms ?? []).map((r) => ({ type: r.type, rect: placeB(r.rect) }));
    sum += ra.reduce((s, r) => s + area(r.rect), 0) + rb.reduce((s, r) => s + area(r.rect), 0);
    for (const x of ra) for (const y of rb) if (x.type === y.type) inter += overlap(x.rect, y.rect);
  }
  const union = sum - inter;
  return union > 0 ? Math.max(0, 1 - inter / union) : 0;
}

/** Overlap of two rectangles in frame fractions (geometry/rect's overlapArea ignores slivers under 0.5 mm). */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
