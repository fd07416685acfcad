import { normaliseRequest } from '../input/answers';
import type { ElevationStyle, Exhaust, Plan } from '../types';
import { renderElevationSvg } from './elevation';
import { plansFor } from '../test-support/answered';

/** A two-storey 20x40 plan, its toilets' fans replaced by the ones given per floor. */
function planWith(exhausts: Exhaust[][], style: ElevationStyle = 'modern'): Plan {
  const result = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 1, style }), { seed: 1, checkSuggestions: false });
  const plan = result.options[0]!;
  return { ...plan, floors: plan.floors.map((f, i) => ({ ...f, exhausts: exhausts[i] ?? [] })) };
}

const toiletOf = (plan: Plan, level: number) => plan.floors[level]!.rooms.find((r) => r.type === 'toilet')!;
const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;
/** The first x of each exhaust grille's outline on the drawing. */
const grilleXs = (svg: string) => [...svg.matchAll(/class="exhaust-grille"><polygon points="([\d.]+),/g)].map((m) => Number(m[1]));

describe('renderElevationSvg', () => {
  it('shows the grille of each duct leaving the front or the right-hand wall, where the duct leaves it', () => {
    const base = planWith([]);
    const t = toiletOf(base, 0);
    const fp = base.floors[0]!.footprint;
    const wall = (id: string, side: 'front' | 'right' | 'left' | 'back', x: number, y: number): Exhaust => ({ id, room: t.id, kind: 'wall', fan: { x: t.clear.x + 300, y: t.clear.y + 300 }, outlet: { x, y, side } });
    const at = (x: number) =>
      renderElevationSvg(planWith([[wall('front', 'front', x, fp.y), wall('right', 'right', fp.x + fp.w, fp.y + 4000), wall('left', 'left', fp.x, fp.y + 4000), wall('back', 'back', x, fp.y + fp.h)]]));
    const svg = at(fp.x + 1500);
    // The left and back walls are out of sight in this view.
    expect(count(svg, 'exhaust-grille')).toBe(2);
    // The front grille (drawn after the receding side's) follows the duct along the wall.
    expect(grilleXs(at(fp.x + 2500)).at(-1)! - grilleXs(svg).at(-1)!).toBeCloseTo(1000, 0);
    expect(count(renderElevationSvg(base), 'exhaust-grille')).toBe(0);
  });

  it("stands a cowl on the flat roof over a top-floor toilet's roof vent, and none on a tiled roof or a terrace below", () => {
    const roofVent = (plan: Plan, level: number): Exhaust => {
      const t = toiletOf(plan, level);
      return { id: `vent-${level}`, room: t.id, kind: 'roof', fan: { x: t.clear.x + 300, y: t.clear.y + 300 } };
    };
    const flat = planWith([]);
    expect(count(renderElevationSvg(planWith([[], [roofVent(flat, 1)]])), 'roof-vent')).toBe(1);
    expect(count(renderElevationSvg(planWith([[roofVent(flat, 0)], []])), 'roof-vent')).toBe(0);
    const tiled = planWith([], 'traditional');
    expect(count(renderElevationSvg(planWith([[], [roofVent(tiled, 1)]], 'traditional')), 'roof-vent')).toBe(0);
  });

  it("draws the engine's own exhausts: a ground-floor toilet on a 20 ft plot ducted to the front wall", () => {
    const own = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 1 }), { seed: 1, checkSuggestions: false });
    const seen = own.options[0]!.floors.flatMap((f) => f.exhausts ?? []).filter((e) => e.outlet?.side === 'front' || e.outlet?.side === 'right');
    expect(seen.some((e) => e.outlet!.side === 'front')).toBe(true);
    expect(count(renderElevationSvg(own.options[0]!), 'exhaust-grille')).toBe(seen.length);
  });

  it('draws a front terrace\'s railing in front of the window of the room behind it', () => {
    // 93x24 three-storey 2BHK: the top floor's family lounge stands behind a terrace over the bike's sit-out,
    // its window in the wall onto the terrace (an open verandah), seen from the road over the railing.
    const result = plansFor(normaliseRequest({ plotWidthFt: 93, plotDepthFt: 24, facing: 'NW', floors: 3, bedrooms: 2, family: 'elderlyParents', parking: 'bike', style: 'contemporary' }), { seed: 24, checkSuggestions: false });
    const plan = result.options[0]!;
    const top = plan.floors.at(-1)!;
    const recessed = top.windows.filter((w) => w.side === 'front' && w.at.y > top.footprint.y + 1);
    expect(recessed.length).toBeGreaterThan(0);
    expect(top.rooms.some((r) => r.type === 'balcony' && Math.abs(r.rect.y - top.footprint.y) < 1 && r.rect.y + r.rect.h === recessed[0]!.at.y)).toBe(true);
    const svg = renderElevationSvg(plan);
    // The top floor is drawn last: its railings after every window the drawing shows.
    expect(svg.lastIndexOf('class="terrace-railing"')).toBeGreaterThan(svg.lastIndexOf('class="front-window"'));
  });

  it("draws a terrace's railing on the right-hand wall too, in front of the window behind it", () => {
    // 56x37 three-storey 4BHK with two cars: a terrace over the porch reaches the right-hand wall on both upper
    // floors, and the toilet behind it has its ventilator onto the terrace.
    const result = plansFor(normaliseRequest({ plotWidthFt: 56, plotDepthFt: 37, facing: 'SW', floors: 3, bedrooms: 4, family: 'workFromHome', parking: 'twoCars', pooja: false, vastu: 'notNeeded', style: 'traditional' }), { seed: 30, checkSuggestions: false });
    const plan = result.options[0]!;
    const top = plan.floors.at(-1)!;
    const right = top.footprint.x + top.footprint.w;
    expect(top.windows.some((w) => w.side === 'right' && w.at.x < right - 1)).toBe(true);
    const svg = renderElevationSvg(plan);
    expect(count(svg, 'side-railing')).toBe(plan.floors.filter((f) => f.rooms.some((r) => r.type === 'balcony' && Math.abs(r.rect.x + r.rect.w - right) < 1)).length);
    expect(svg.lastIndexOf('class="side-railing"')).toBeGreaterThan(svg.lastIndexOf('class="side-window"'));
  });
});
