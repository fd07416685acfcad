// Option 1 and option 2 are compared as designs: a mirror image is the same design.
import type { Plan } from '../types';
import { normaliseRequest } from '../input/answers';
import { planDifference } from './difference';
import { plansFor } from '../test-support/answered';

/** The plan with left and right swapped across the plot. */
function mirrored(p: Plan): Plan {
  return { ...p, floors: p.floors.map((f) => ({ ...f, rooms: f.rooms.map((r) => ({ ...r, rect: { ...r.rect, x: p.plot.x + p.plot.w - (r.rect.x - p.plot.x) - r.rect.w } })) })) };
}

describe('planDifference', () => {
  const res = plansFor(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 50, facing: 'E', floors: 2, bedrooms: 3 }), { checkSuggestions: false });
  const [a, b] = res.options as [Plan, Plan];

  it('is zero for a plan and for its mirror image', () => {
    expect(planDifference(a, a)).toBe(0);
    expect(planDifference(a, mirrored(a))).toBeCloseTo(0, 6);
  });

  it('is zero for the same rooms built against the other side boundary, mirrored or not', () => {
    const moved = (p: Plan, dx: number): Plan => ({
      ...p,
      floors: p.floors.map((f) => ({ ...f, footprint: { ...f.footprint, x: f.footprint.x + dx }, rooms: f.rooms.map((r) => ({ ...r, rect: { ...r.rect, x: r.rect.x + dx } })) })),
    });
    // 20x30 G+1 1BHK: engine 1.38.0 offered one layout built against each side boundary as two designs.
    expect(planDifference(a, moved(a, 750))).toBeCloseTo(0, 6);
    expect(planDifference(a, moved(mirrored(a), -750))).toBeCloseTo(0, 6);
    expect(planDifference(moved(a, 750), b)).toBeCloseTo(planDifference(a, b), 6);
  });

  it('is zero for the same rooms on a longer building: each plan is measured in its own frame', () => {
    // 20x60 one-storey 1BHK: engine 1.55.0 offered the same rooms front to back on a building 2.3 m longer
    // (the dining split off) as a second design, 0.705 apart when rooms were compared where they stood.
    const longer = (p: Plan, k: number): Plan => {
      const y0 = p.floors[0]!.footprint.y;
      const stretch = <R extends { y: number; h: number }>(r: R): R => ({ ...r, y: y0 + (r.y - y0) * k, h: r.h * k });
      return { ...p, floors: p.floors.map((f) => ({ ...f, footprint: stretch(f.footprint), rooms: f.rooms.map((r) => ({ ...r, rect: stretch(r.rect) })) })) };
    };
    expect(planDifference(a, longer(a, 1.2))).toBeCloseTo(0, 6);
    expect(planDifference(longer(a, 1.2), b)).toBeCloseTo(planDifference(a, b), 6);
  });

  it('is the same whichever way round the two options are compared', () => {
    expect(planDifference(a, b)).toBeCloseTo(planDifference(b, a), 6);
    expect(planDifference(a, b)).toBeGreaterThan(0);
  });
});
