import type { Plan } from '../types';
import { generatePlanOptions } from '../generate/generate';
import { normaliseRequest } from '../input/answers';
import { validatePlan } from './validate';
import { plansFor } from '../test-support/answered';

function basePlan(): Plan {
  const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3, parking: 'car', pooja: true, vastu: 'strict' }));
  if (!res.ok) throw new Error('expected plans');
  return structuredClone(res.options[0]!);
}

const failing = (plan: Plan) => validatePlan(plan).rules.filter((r) => !r.ok).map((r) => r.rule);
/** Rooms the daylight rule asks a window of. */
const NEEDS_WINDOW = new Set(['living', 'dining', 'bedroom', 'study', 'lounge', 'kitchen']);
const room = (plan: Plan, level: number, type: string) => plan.floors[level]!.rooms.find((r) => r.type === type)!;

describe('validatePlan', () => {
  it('passes a generated plan', () => {
    expect(failing(basePlan())).toEqual([]);
  });

  it('fails setbacks that are smaller than the table', () => {
    const p = basePlan();
    p.setbacks.front = 100;
    expect(failing(p)).toContain('setbacks');
  });

  it('lets a plot build to one side boundary only where the table allows it', () => {
    // 22 ft: two setbacks would leave it narrower than a 20 ft plot, so it may build to one boundary.
    const oneSide = plansFor(normaliseRequest({ plotWidthFt: 22, plotDepthFt: 30, facing: 'E', floors: 2, bedrooms: 2 }), { checkSuggestions: false });
    const p = structuredClone(oneSide.options[0]!);
    expect(Math.min(p.setbacks.left, p.setbacks.right)).toBe(0);
    expect(failing(p)).toEqual([]);
    // 30 ft may not: the same setbacks there fail.
    const q = basePlan();
    q.envelope.w += q.setbacks.right;
    q.setbacks.right = 0;
    expect(failing(q)).toContain('setbacks');
  });

  it('fails a room outside the envelope', () => {
    const p = basePlan();
    room(p, 0, 'living').rect.y -= 600;
    expect(failing(p)).toContain('inside-envelope');
  });

  it('fails overlapping rooms', () => {
    const p = basePlan();
    const k = room(p, 0, 'kitchen');
    k.rect = { ...room(p, 0, 'living').rect };
    expect(failing(p)).toContain('no-overlap');
  });

  it('fails a bedroom below the NBC minimum', () => {
    const p = basePlan();
    const floor = p.floors[1]!;
    const bed = floor.rooms.find((r) => r.type === 'bedroom')!;
    floor.rooms.push({ ...bed, id: 'tiny', name: 'Tiny', rect: { ...bed.rect, w: 1500, h: 1500 } });
    expect(failing(p)).toContain('nbc-2016-minimum-sizes');
  });

  it('fails a room too shallow to step into, whatever its type (a pooja room 0.4 m deep)', () => {
    // Engine 1.21.0 drew a row left over behind the rooms as a store and a terrace 4 mm deep, each with a door.
    const p = basePlan();
    const pooja = room(p, 0, 'pooja');
    pooja.rect = { ...pooja.rect, h: 600 };
    expect(failing(p)).toContain('usable-rooms');
    expect(validatePlan(p).rules.find((r) => r.rule === 'usable-rooms')!.details.join()).toMatch(/Pooja.* too narrow to step into \(0\.75 m at least\)/);
  });

  it('fails a kitchen without a window', () => {
    const p = basePlan();
    const k = room(p, 0, 'kitchen');
    p.floors[0]!.windows = p.floors[0]!.windows.filter((w) => w.room !== k.id);
    expect(failing(p)).toContain('daylight-and-air');
  });

  it('fails a window on an inside wall', () => {
    const p = basePlan();
    const w = p.floors[0]!.windows.find((x) => x.kind === 'window')!;
    const r = p.floors[0]!.rooms.find((x) => x.id === w.room)!;
    w.at = { x: r.rect.x + r.rect.w / 2, y: r.rect.y + r.rect.h };
    w.wall = 'h';
    w.width = 600;
    const behind = p.floors[0]!.rooms.find((o) => o !== r && Math.abs(o.rect.y - (r.rect.y + r.rect.h)) < 1 && o.rect.x <= w.at.x && o.rect.x + o.rect.w >= w.at.x);
    expect(behind).toBeDefined();
    expect(failing(p)).toContain('daylight-and-air');
  });

  it('passes a window that opens into a terrace open beyond it, and fails one whose terrace a room closes off', () => {
    // A room's back wall against a room at the back of the house: that room made a terrace (an open verandah,
    // which the bye-laws let a window open into), the window moved onto the wall they share.
    const p = basePlan();
    const f = p.floors[0]!;
    const back = f.footprint.y + f.footprint.h;
    const pair = f.rooms
      .filter((r) => NEEDS_WINDOW.has(r.type))
      .map((r) => ({ r, o: f.rooms.find((o) => Math.abs(o.rect.y - (r.rect.y + r.rect.h)) < 1 && Math.abs(o.rect.y + o.rect.h - back) < 1 && o.rect.x <= r.rect.x + 300 && o.rect.x + o.rect.w >= r.rect.x + 1200) }))
      .find((x) => x.o)!;
    expect(pair).toBeDefined();
    const { r, o } = pair;
    f.windows = f.windows.filter((w) => w.room !== r.id);
    f.windows.push({ id: 'w-terrace', room: r.id, side: 'back', at: { x: r.rect.x + 750, y: r.rect.y + r.rect.h }, wall: 'h', width: 600, sillMm: 900, heightMm: 1200, kind: 'window' });
    expect(failing(p)).toContain('daylight-and-air');
    Object.assign(o!, { type: 'balcony', name: 'Terrace' });
    expect(validatePlan(p).rules.find((x) => x.rule === 'daylight-and-air')!.details).toEqual([]);
    // A store built in the back setback behind the terrace: the terrace is a court, the window looks at a wall.
    const store = { ...o!, id: 'store-behind', type: 'store' as const, name: 'Store', rect: { ...o!.rect, y: back, h: 400 } };
    f.rooms.push(store);
    expect(validatePlan(p).rules.find((x) => x.rule === 'daylight-and-air')!.details.join()).toMatch(/a window of .* is not on an outside wall facing open ground/);
  });

  it('fails a room that no door reaches', () => {
    const p = basePlan();
    const bed = room(p, 1, 'bedroom');
    p.floors[1]!.doors = p.floors[1]!.doors.filter((d) => !d.between.includes(bed.id));
    expect(failing(p)).toContain('reachable-through-doors');
  });

  it('fails a door that is not on a shared wall', () => {
    const p = basePlan();
    const d = p.floors[0]!.doors.find((x) => x.kind === 'door')!;
    d.at = { x: d.at.x + 20000, y: d.at.y };
    expect(failing(p)).toContain('reachable-through-doors');
  });

  it('fails a door that runs into the wall crossing its own', () => {
    const p = basePlan();
    const main = p.floors[0]!.doors.find((d) => d.kind === 'main' && d.between.includes('outside'))!;
    const living = room(p, 0, 'living');
    // Still on the living room's road wall, but starting 50 mm inside the wall at the end of its clear face.
    main.at = { x: living.clear.x - 50 + main.width / 2, y: main.at.y };
    const details = validatePlan(p).rules.find((r) => r.rule === 'reachable-through-doors')!.details;
    expect(details.some((d) => d.includes(`door ${main.id}`) && d.includes('runs into a wall'))).toBe(true);
    // Moved back to the face of that wall, it is whole again.
    main.at = { x: living.clear.x + main.width / 2, y: main.at.y };
    expect(failing(p)).toEqual([]);
  });

  it('fails stairs that do not line up or are too steep', () => {
    const p = basePlan();
    room(p, 1, 'stair').rect.x += 300;
    expect(failing(p)).toContain('stairs');
    const q = basePlan();
    q.floors[0]!.stair!.riserMm = 200;
    expect(failing(q)).toContain('stairs');
    const r = basePlan();
    r.floors[1]!.stair!.widthMm = 900;
    expect(failing(r)).toContain('stairs');
  });

  it('fails a car porch too small for a car', () => {
    const p = basePlan();
    const park = room(p, 0, 'parking');
    park.rect = { ...park.rect, h: 3000 };
    expect(failing(p)).toContain('parking');
  });

  it('fails setbacks that do not give the envelope the plan states', () => {
    const p = basePlan();
    p.envelope = { ...p.envelope, w: p.envelope.w + 500 };
    expect(failing(p)).toContain('setbacks');
  });

  it('fails a kitchen below 5 m2 and a toilet narrower than 1.2 m', () => {
    const p = basePlan();
    const k = room(p, 0, 'kitchen');
    k.rect = { ...k.rect, w: 2000, h: 2400 };
    expect(validatePlan(p).rules.find((r) => r.rule === 'nbc-2016-minimum-sizes')!.details.join(' ')).toMatch(/Kitchen/);
    const q = basePlan();
    const t = room(q, 1, 'toilet');
    t.rect = { ...t.rect, w: 1200 };
    expect(failing(q)).toContain('nbc-2016-minimum-sizes');
  });

  it('fails a bath under 1.8 m2 or 1.2 m across, a WC under 1.1 m2, and either without air', () => {
    // 20x40 one-storey 2BHK with a pooja room: its long common toilet is drawn as a bath and a WC (engine 1.80.0).
    const drawn = () => structuredClone(plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2, pooja: true }), { seed: 1, checkSuggestions: false }).options[0]!);
    expect(failing(drawn())).toEqual([]);
    const sizes = (p: Plan) => validatePlan(p).rules.find((r) => r.rule === 'nbc-2016-minimum-sizes')!.details.join('; ');
    const short = drawn();
    const bath = room(short, 0, 'bath');
    bath.rect = { ...bath.rect, h: 1500 };
    expect(sizes(short)).toMatch(/Bath/);
    const narrow = drawn();
    const thin = room(narrow, 0, 'bath');
    thin.rect = { ...thin.rect, w: thin.rect.w - 100 };
    expect(sizes(narrow)).toMatch(/Bath/);
    const cramped = drawn();
    const wc = room(cramped, 0, 'wc');
    wc.rect = { ...wc.rect, h: 1000 };
    expect(sizes(cramped)).toMatch(/WC/);
    const stuffy = drawn();
    const aired = new Set(['bath', 'wc'].map((type) => room(stuffy, 0, type).id));
    stuffy.floors[0]!.exhausts = (stuffy.floors[0]!.exhausts ?? []).filter((e) => !aired.has(e.room));
    stuffy.floors[0]!.windows = stuffy.floors[0]!.windows.filter((w) => !aired.has(w.room));
    const air = validatePlan(stuffy).rules.find((r) => r.rule === 'toilets-aired')!.details.join('; ');
    expect(air).toMatch(/Bath has neither/);
    expect(air).toMatch(/WC has neither/);
  });

  it('fails a plan whose rooms are all smaller than the first habitable room minimum', () => {
    const p = basePlan();
    for (const f of p.floors) for (const r of f.rooms) if (['living', 'lounge', 'bedroom', 'dining', 'study'].includes(r.type)) r.rect = { ...r.rect, w: 2800, h: 3300 };
    expect(validatePlan(p).rules.find((r) => r.rule === 'nbc-2016-minimum-sizes')!.details.join(' ')).toMatch(/no habitable room reaches 9.5/);
  });

  it('fails a plan without a main door', () => {
    const p = basePlan();
    for (const d of p.floors[0]!.doors) if (d.kind === 'main') d.kind = 'door';
    expect(validatePlan(p).rules.find((r) => r.rule === 'reachable-through-doors')!.details).toContain('no main door');
  });

  it('fails a door naming a room that does not exist', () => {
    const p = basePlan();
    p.floors[0]!.doors[0]!.between = ['nowhere', 'outside'];
    expect(failing(p)).toContain('reachable-through-doors');
  });

  it('fails treads under 250 mm, risers that do not make the floor height, flights wider than the hall', () => {
    const p = basePlan();
    p.floors[0]!.stair!.treadMm = 240;
    expect(failing(p)).toContain('stairs');
    const q = basePlan();
    q.floors[1]!.stair!.risers -= 2;
    expect(failing(q)).toContain('stairs');
    const r = basePlan();
    r.floors[0]!.stair!.widthMm = 2000;
    expect(failing(r)).toContain('stairs');
  });

  it('fails a floor without its stair', () => {
    const p = basePlan();
    p.floors[1]!.rooms = p.floors[1]!.rooms.filter((r) => r.type !== 'stair');
    expect(failing(p)).toContain('stairs');
  });

  it('fails a car porch that is not drawn', () => {
    const p = basePlan();
    p.floors[0]!.rooms = p.floors[0]!.rooms.filter((r) => r.type !== 'parking');
    expect(failing(p)).toContain('parking');
  });

  it('fails a car porch whose opening is not on a road side', () => {
    const p = basePlan();
    const park = room(p, 0, 'parking');
    const gate = p.floors[0]!.doors.find((d) => d.between.includes(park.id) && d.between.includes('outside'))!;
    gate.at = { x: gate.at.x, y: park.rect.y + park.rect.h };
    expect(validatePlan(p).rules.find((r) => r.rule === 'parking')!.details).toContain('the car porch has no opening onto a road');
  });

  describe('cars standing partly in the front setback', () => {
    // 20x50 with a car on one floor: the porch is shorter than a car, the bay runs from the gate. (A 22x40
    // one-storey 1BHK was the example until engine 1.67.0 built it to one side boundary, its porch whole.)
    function setbackCarPlan(): Plan {
      const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 50, facing: 'E', floors: 1, bedrooms: 2, parking: 'car' }));
      if (!res.ok) throw new Error('expected plans');
      return structuredClone(res.options[0]!);
    }

    it('passes the generated bay', () => {
      const p = setbackCarPlan();
      expect(p.parking?.bay).toBeDefined();
      expect(failing(p)).toEqual([]);
    });

    it('fails a bay that does not start at the road boundary', () => {
      const p = setbackCarPlan();
      p.parking!.bay!.y += 600;
      expect(validatePlan(p).rules.find((r) => r.rule === 'parking')!.details).toContain('the car bay does not start at the road boundary');
    });

    it('fails a bay shorter than a car', () => {
      const p = setbackCarPlan();
      p.parking!.bay!.h = 4000;
      expect(failing(p)).toContain('parking');
    });

    it('fails a bay with the porch moved back from the setback line', () => {
      const p = setbackCarPlan();
      room(p, 0, 'parking').rect.y += 300;
      expect(validatePlan(p).rules.find((r) => r.rule === 'parking')!.details).toContain('the porch does not start where the front setback ends');
    });
  });

  describe('a bike parked in the front setback', () => {
    function bikePlan(): Plan {
      const res = generatePlanOptions(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 1, bedrooms: 1, parking: 'bike' }));
      if (!res.ok) throw new Error('expected plans');
      return structuredClone(res.options[0]!);
    }

    it('passes the generated bay', () => {
      const p = bikePlan();
      expect(p.parking).toMatchObject({ kind: 'bike', bay: expect.any(Object) });
      expect(failing(p)).toEqual([]);
    });

    it('fails a bay that runs into the building', () => {
      const p = bikePlan();
      p.parking!.bay!.y = p.envelope.y - 200;
      expect(validatePlan(p).rules.find((r) => r.rule === 'parking')!.details).toContain('the bike bay runs into the building');
    });

    it('fails a bay outside the plot', () => {
      const p = bikePlan();
      p.parking!.bay!.x = p.plot.w - 500;
      expect(validatePlan(p).rules.find((r) => r.rule === 'parking')!.details).toContain('the bike bay lies outside the plot');
    });
  });

  describe('skylights', () => {
    // 20x40 two-storey 2BHK with a car: the first floor's lobby against the party wall has a skylight.
    const skylit = () => {
      const res = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 2, parking: 'car' }), { seed: 1, checkSuggestions: false });
      return structuredClone(res.options[0]!);
    };
    const skyDetails = (p: Plan) => validatePlan(p).rules.find((r) => r.rule === 'skylights-open-to-sky')!.details.join('; ');

    it('passes the generated plan', () => {
      expect(skylit().floors[1]!.skylights).toHaveLength(1);
      expect(failing(skylit())).toEqual([]);
    });

    it('fails a skylight outside its room, in no room, or under a room of the floor above', () => {
      const moved = skylit();
      moved.floors[1]!.skylights![0]!.rect.y += 2000;
      expect(skyDetails(moved)).toMatch(/First floor: the skylight of Lobby is not inside it/);
      const lost = skylit();
      lost.floors[1]!.skylights![0]!.room = 'f1-nowhere';
      expect(skyDetails(lost)).toMatch(/skylight sky-f1-\S+ is in no room of the floor/);
      // The first floor built again on top: the skylight would open into the floor of the lobby above.
      const covered = skylit();
      covered.floors.push({ ...structuredClone(covered.floors[1]!), level: 2, name: 'Second floor', skylights: [] });
      expect(skyDetails(covered)).toMatch(/First floor: the skylight of Lobby opens under Lobby on the Second floor/);
    });
  });

  describe('pooja niche', () => {
    // 20x60 one-storey 3BHK with a car, a pooja niche taken in place of a pooja room that does not fit.
    const withNiche = () => {
      const res = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 60, facing: 'E', floors: 1, bedrooms: 3, parking: 'car', pooja: false, poojaNiche: true }), { seed: 1, checkSuggestions: false });
      return structuredClone(res.options[0]!);
    };
    const nicheDetails = (p: Plan) => validatePlan(p).rules.find((r) => r.rule === 'pooja-niche-placed')!.details.join('; ');

    it('passes the generated plan', () => {
      expect(withNiche().floors[0]!.poojaNiche).toBeDefined();
      expect(failing(withNiche())).toEqual([]);
    });

    it('fails a home asked with a niche that has none, and a niche outside its room, off its wall, in a doorway or outside the living room', () => {
      const none = withNiche();
      delete none.floors[0]!.poojaNiche;
      expect(nicheDetails(none)).toBe('the home asks for a pooja niche and has 0');
      const out = withNiche();
      out.floors[0]!.poojaNiche!.rect.x = out.plot.w;
      expect(nicheDetails(out)).toMatch(/Ground floor: the pooja niche is not inside Living/);
      const off = withNiche();
      const n = off.floors[0]!.poojaNiche!;
      const host = off.floors[0]!.rooms.find((r) => r.id === n.room)!;
      // Moved to the middle of the room: inside it, against no wall.
      n.rect = { ...n.rect, x: Math.round(host.clear.x + (host.clear.w - n.rect.w) / 2), y: Math.round(host.clear.y + (host.clear.h - n.rect.h) / 2) };
      expect(nicheDetails(off)).toMatch(new RegExp(`does not stand against the ${n.against} wall of Living`));
      const blocking = withNiche();
      const niche = blocking.floors[0]!.poojaNiche!;
      const door = blocking.floors[0]!.doors.find((d) => d.between.includes(niche.room))!;
      niche.rect = { ...niche.rect, x: door.at.x - niche.rect.w / 2, y: door.at.y - niche.rect.h / 2 };
      expect(nicheDetails(blocking)).toMatch(new RegExp(`the pooja niche stands in the way through door ${door.id}`));
      const bedroom = withNiche();
      bedroom.floors[0]!.poojaNiche!.room = bedroom.floors[0]!.rooms.find((r) => r.type === 'bedroom')!.id;
      expect(nicheDetails(bedroom)).toBe('Ground floor: the pooja niche is in no living room');
    });
  });

  describe('toilets without a ventilator', () => {
    // 20x40 two-storey 2BHK: built to its left boundary, the common toilet against it is ducted 2.7 m to the open side.
    const narrowPlan = () => {
      const res = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 2 }), { seed: 1, checkSuggestions: false });
      return structuredClone(res.options[0]!);
    };
    const airDetails = (p: Plan) => validatePlan(p).rules.find((r) => r.rule === 'toilets-aired')!.details.join('; ');
    const ducted = (p: Plan) => p.floors[0]!.exhausts!.find((e) => e.kind === 'wall')!;

    it('passes the generated plan, whose inner toilet has an exhaust fan ducted to an outer wall', () => {
      const p = narrowPlan();
      expect(ducted(p).outlet!.side).toBe('right');
      expect(failing(p)).toEqual([]);
    });

    it('fails a toilet with neither a ventilator nor an exhaust fan', () => {
      const p = narrowPlan();
      p.floors[0]!.exhausts = [];
      expect(airDetails(p)).toMatch(/Ground floor: Common toilet has neither a ventilator to open air nor an exhaust fan/);
    });

    it('fails a duct that ends on an inside wall, runs outside the house, bends or is longer than 4 m', () => {
      const inside = narrowPlan();
      const e = ducted(inside);
      const toilet = inside.floors[0]!.rooms.find((r) => r.id === e.room)!;
      e.outlet = { ...e.outlet!, x: toilet.rect.x + toilet.rect.w };
      expect(airDetails(inside)).toMatch(/duct does not end on an outer wall facing open ground/);
      const outside = narrowPlan();
      ducted(outside).outlet!.x += 600;
      expect(airDetails(outside)).toMatch(/duct runs outside the house/);
      const bent = narrowPlan();
      ducted(bent).outlet!.y += 400;
      expect(airDetails(bent)).toMatch(/duct is not straight/);
      const long = narrowPlan();
      const far = ducted(long);
      far.fan = { ...far.fan, x: far.outlet!.x - 4200 };
      expect(airDetails(long)).toMatch(/duct is 4\.20 m long, at most 4\.00/);
    });

    it('fails a duct that runs across a terrace, which has no ceiling to run in', () => {
      const p = narrowPlan();
      const e = ducted(p);
      const mid = { x: (e.fan.x + e.outlet!.x) / 2, y: e.fan.y };
      const crossed = p.floors[0]!.rooms.find((r) => r.id !== e.room && mid.x > r.rect.x && mid.x < r.rect.x + r.rect.w && mid.y > r.rect.y && mid.y < r.rect.y + r.rect.h)!;
      expect(airDetails(p)).toBe('');
      Object.assign(crossed, { type: 'balcony', name: 'Terrace' });
      expect(airDetails(p)).toMatch(/the exhaust fan of Common toilet duct runs across Terrace, which is open above/);
    });

    it('fails a fan outside its toilet, and a roof vent with a room of the floor above over it', () => {
      const away = narrowPlan();
      ducted(away).fan.y -= 3000;
      expect(airDetails(away)).toMatch(/the exhaust fan of Common toilet is not inside it/);
      const roofed = narrowPlan();
      const e = ducted(roofed);
      roofed.floors[0]!.exhausts = [{ id: e.id, room: e.room, kind: 'roof', fan: e.fan }];
      expect(airDetails(roofed)).toMatch(/vents into a room of the floor above/);
    });

    it('passes a roof vent on the top floor, where nothing stands over it', () => {
      const p = narrowPlan();
      const top = p.floors[1]!;
      const toilet = top.rooms.find((r) => r.type === 'toilet')!;
      top.windows = top.windows.filter((w) => w.room !== toilet.id);
      expect(airDetails(p)).toMatch(/First floor: Toilet has neither/);
      top.exhausts = [{ id: 'ef', room: toilet.id, kind: 'roof', fan: { x: toilet.clear.x + toilet.clear.w / 2, y: toilet.clear.y + toilet.clear.h / 2 } }];
      expect(failing(p)).toEqual([]);
    });
  });
});
