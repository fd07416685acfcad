import type { Floor, Plan } from '../types';
import { reflectPlan } from '../generate/reflect';
import { normaliseRequest } from '../input/answers';
import { validatePlan } from '../validate/validate';
import { withSkylights } from './skylights';
import { plansFor } from '../test-support/answered';

// 20x40 two-storey 2BHK with a car, seed 1: built to its left boundary, option 1's first floor has a 9.2 m2
// lobby between the bedrooms whose only outer wall is the party wall.
function narrowPlan(): Plan {
  const res = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 2, parking: 'car' }), { seed: 1, checkSuggestions: false });
  return res.options[0]!;
}
const lobbyOf = (f: Floor) => f.rooms.find((r) => r.name === 'Lobby')!;
const inside = (q: { x: number; y: number; w: number; h: number }, r: typeof q) => q.x >= r.x && q.y >= r.y && q.x + q.w <= r.x + r.w && q.y + q.h <= r.y + r.h;

describe('a lobby no window can light', () => {
  it('gets a skylight inside it in the roof slab over the top floor, and the plan passes every hard check', () => {
    const plan = narrowPlan();
    const upstairs = plan.floors[1]!;
    const lobby = lobbyOf(upstairs);
    expect(upstairs.windows.some((w) => w.room === lobby.id)).toBe(false);
    expect(upstairs.skylights).toHaveLength(1);
    const [skylight] = upstairs.skylights!;
    expect(skylight!.room).toBe(lobby.id);
    expect(skylight!.rect.w).toBe(1200);
    expect(inside(skylight!.rect, lobby.clear)).toBe(true);
    expect(plan.floors[0]!.skylights).toBeUndefined();
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('gets none where a room of the floor above stands over it, or where a window lights it', () => {
    const plan = narrowPlan();
    const { skylights: _, ...upstairs } = plan.floors[1]!;
    // The same floor again on top (a G+2 home): the lobby below is under a lobby.
    expect(withSkylights([upstairs, { ...upstairs, level: 2 }])[0]!.skylights).toBeUndefined();
    expect(withSkylights([upstairs])[0]!.skylights).toHaveLength(1);
    const lobby = lobbyOf(upstairs);
    const lit = { ...upstairs, windows: [...upstairs.windows, { ...upstairs.windows[0]!, id: 'w-lobby', room: lobby.id }] };
    expect(withSkylights([lit])[0]!.skylights).toBeUndefined();
  });

  it('keeps its skylight over the same lobby when the plan is mirrored', () => {
    const plan = narrowPlan();
    const mirrored = reflectPlan(plan).floors[1]!;
    const [skylight] = mirrored.skylights!;
    expect(inside(skylight!.rect, lobbyOf(mirrored).clear)).toBe(true);
    expect(skylight!.rect.x).toBe(plan.plot.x + plan.plot.x + plan.plot.w - (plan.floors[1]!.skylights![0]!.rect.x + 1200));
  });
});
