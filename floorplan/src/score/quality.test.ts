import type { Plan } from '../types';
import { generatePlanOptions } from '../generate/generate';
import { normaliseRequest } from '../input/answers';
import { qualityIssues } from './quality';

function plan(): Plan {
  const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car' }), { seed: 3 });
  if (!res.ok) throw new Error(res.reason);
  return structuredClone(res.options[0]!);
}

describe('qualityIssues', () => {
  it('finds nothing to object to in the plan offered first for a roomy 30x60', () => {
    expect(qualityIssues(plan())).toEqual([]);
  });

  it('objects to a long thin bedroom, a narrow master bedroom, a toilet off the living room and a kitchen away from the dining', () => {
    const p = plan();
    const bed = p.floors[1]!.rooms.find((r) => r.type === 'bedroom' && !r.master)!;
    bed.clear = { ...bed.clear, w: 2200, h: 5000 };
    const master = p.floors.flatMap((f) => f.rooms).find((r) => r.master)!;
    master.clear = { ...master.clear, w: 2500, h: 3600 };
    const ground = p.floors[0]!;
    const toilet = ground.rooms.find((r) => r.type === 'toilet')!;
    const living = ground.rooms.find((r) => r.type === 'living')!;
    ground.doors.push({ id: 'bad', between: [living.id, toilet.id], kind: 'door', at: { x: 0, y: 0 }, wall: 'h', width: 750 });
    const kitchen = ground.rooms.find((r) => r.type === 'kitchen')!;
    kitchen.rect = { ...kitchen.rect, x: kitchen.rect.x + 100000 };
    const issues = qualityIssues(p).join(' | ');
    expect(issues).toMatch(new RegExp(`${bed.name} is 2.3 times as long as wide`));
    expect(issues).toMatch(/narrower than 2.7 m/);
    expect(issues).toMatch(/opens off a living space/);
    expect(issues).toMatch(/kitchen does not adjoin the dining/);
  });

  it('objects to a toilet with the floor of a small room', () => {
    const p = plan();
    const toilet = p.floors[0]!.rooms.find((r) => r.type === 'toilet')!;
    toilet.clear = { ...toilet.clear, w: 2700, h: 2800 };
    expect(qualityIssues(p).join(' | ')).toMatch(new RegExp(`${toilet.name} is 7.6 m2, the floor of a small room`));
  });
});
