import type { Plan } from '../types';
import { generatePlanOptions } from '../generate/generate';
import { centre } from '../geometry/rect';
import { zoneOf } from '../geometry/compass';
import { FACINGS, normaliseRequest } from '../input/answers';
import { vastuObjections } from './vastu';

function plan(): Plan {
  const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car' }), { seed: 3 });
  if (!res.ok) throw new Error(res.reason);
  return structuredClone(res.options[0]!);
}

describe('vastuObjections', () => {
  it.each(['toilet', 'kitchen'] as const)('objects to a %s in the north-east only when the family asks for strict Vastu', (type) => {
    const p = plan();
    const ground = p.floors[0]!;
    const room = ground.rooms.find((r) => r.type === type)!;
    const c = centre(room.rect);
    // The facing that puts the room's corner of the plan in the north-east.
    const facing = FACINGS.find((f) => zoneOf(f, ground.footprint, c.x, c.y) === 'NE');
    if (!facing) throw new Error(`no facing puts ${room.name} in the north-east`);
    const objection = `Ground floor: ${room.name} in the north-east, which strict Vastu keeps free of fire and toilets`;
    p.request = { ...p.request, facing, vastu: 'strict' };
    expect(vastuObjections(p)).toContain(objection);
    p.request = { ...p.request, vastu: 'preferred' };
    expect(vastuObjections(p)).toEqual([]);
  });
});
