// The hall family (rooms open off the living room or a short lobby): every plan it builds passes the
// independent validator, and the common small-plot requests the band layouts refused are answered.
import type { Plan, PlanRequest } from '../types';
import { buildCandidate } from '../generate/candidate';
import { generatePlanOptions, MIN_OPTION_DIFFERENCE } from '../generate/generate';
import { planDifference } from '../generate/difference';
import { normaliseRequest } from '../input/answers';
import { validatePlan } from '../validate/validate';
import { seededRandom } from '../random';
import { sharedEdge } from '../geometry/rect';
import { randomVariant } from './variant';
import { fillerSpec, lengthRange } from './hall-columns';
import { scorePlan } from '../score/score';
import { qualityIssues } from '../score/quality';
import { ASPECT_EXEMPT, MAX_ROOM_ASPECT, isToilet } from '../program/rooms';
import { plansFor } from '../test-support/answered';
import type { RoomSpec } from '../program/programme';
import type { Row } from './hall-structure';
import { classicWithShrineAway } from './hall-shapes';

const allowed = { transposed: [false], bands: [1, 2] as Array<1 | 2>, mergeDining: [true, false], compact: [true, false], pairToilets: [false] };

function hallPlans(request: PlanRequest, tries: number, seed: number): Plan[] {
  const rnd = seededRandom(seed);
  const out: Plan[] = [];
  for (let i = 0; i < tries; i++) {
    const variant = { ...randomVariant(rnd, allowed), family: 'hall' as const, hallSeed: Math.floor(rnd() * 2 ** 31) };
    const c = buildCandidate(request, variant);
    if (c) out.push({ ...c, id: 'x', option: 1, seed, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } });
  }
  return out;
}

/** Every option generated for a request with each seed (each checked valid): its ground floor's rooms and a door test. */
function groundFloors(request: PlanRequest, seeds: number[]) {
  return seeds.flatMap((seed) => {
    const res = plansFor(request, { seed, checkSuggestions: false });
    return res.options.map((plan) => {
      expect(plan.compliance.ok).toBe(true);
      const floor = plan.floors[0]!;
      const joins = (a: string, b: string) => floor.doors.some((d) => d.between.includes(a) && d.between.includes(b));
      return { plan, rooms: floor.rooms, joins };
    });
  });
}

describe('lengthRange', () => {
  it('lets a compact living room be as narrow as the other habitable rooms, and no narrower', () => {
    const living = { key: 'f0-living', type: 'living' as const, name: 'Living & dining' };
    expect(lengthRange(living, 2360, 2, true, false)).toBeNull();
    const compact = { ...living, asOtherHabitable: true };
    const range = lengthRange(compact, 2360, 2, true, false)!;
    // 7.5 m2 at 2.36 m clear (3.18 m) plus the outer and half an inner wall, on the 10 mm grid.
    expect(range.min).toBe(3470);
    expect(lengthRange(compact, 2090, 2, true, false)).toBeNull();
  });
});

describe('fillerSpec', () => {
  it('makes spare floor across the front upstairs a terrace when it is too long and narrow for a room', () => {
    // 9.1 x 4.0 m over the porch and living room of a 38 ft plot (a 38x30 G+2 1BHK with two cars): a store before 1.60.0.
    expect(fillerSpec(1, 'f1-r0-extra', 3960, 9100, { back: false, lit: true, front: true })).toMatchObject({ type: 'balcony', name: 'Terrace' });
    expect(fillerSpec(2, 'f2-r0-extra', 3960, 9100, { back: false, lit: true, front: true })).toMatchObject({ type: 'balcony', name: 'Terrace' });
    // A room-sized one stays a room; on the ground floor, or away from the front, such floor is still a store.
    expect(fillerSpec(1, 'f1-r0-extra', 3960, 4200, { back: false, lit: true, front: true }).type).toBe('lounge');
    expect(fillerSpec(0, 'f0-r0-extra', 3960, 9100, { back: false, lit: true, front: true }).type).toBe('store');
    expect(fillerSpec(1, 'f1-r1-extra', 3960, 9100, { back: false, lit: true, front: false }).type).toBe('store');
  });
});

describe('hall layouts', () => {
  it('pass every hard check over random small, narrow and shallow plots', () => {
    const rnd = seededRandom(11);
    let built = 0;
    for (let k = 0; k < 14; k++) {
      const shallow = rnd() < 0.4;
      const request = normaliseRequest({
        plotWidthFt: shallow ? 30 + Math.round(rnd() * 30) : 18 + Math.round(rnd() * 12),
        plotDepthFt: shallow ? 18 + Math.round(rnd() * 8) : 28 + Math.round(rnd() * 20),
        facing: (['N', 'E', 'S', 'W'] as const)[k % 4],
        floors: 1,
        bedrooms: 1 + Math.floor(rnd() * 2),
        parking: rnd() < 0.3 ? 'bike' : 'none',
        pooja: rnd() < 0.3,
      });
      for (const plan of hallPlans(request, 6, k)) {
        built++;
        expect(validatePlan(plan).rules.filter((r) => !r.ok)).toEqual([]);
      }
    }
    expect(built).toBeGreaterThan(5);
  });

  it.each([
    { plotWidthFt: 20, plotDepthFt: 30, facing: 'N' as const, bedrooms: 1 },
    { plotWidthFt: 20, plotDepthFt: 40, facing: 'E' as const, bedrooms: 2 },
    { plotWidthFt: 18, plotDepthFt: 36, facing: 'N' as const, bedrooms: 1 },
  ])('answers a single-floor $plotWidthFt x $plotDepthFt $bedrooms BHK, which had only a refusal', (ask) => {
    const res = plansFor(normaliseRequest({ ...ask, floors: 1 }), { seed: 1, checkSuggestions: false });
    for (const plan of res.options) {
      expect(validatePlan(plan).ok).toBe(true);
      const rooms = plan.floors[0]!.rooms;
      // The kitchen opens onto the living & dining room (beside it, or a step away through the lobby when a
      // bedroom takes the place beside it: 20x40, option 1), and no bedroom is entered through another.
      expect(qualityIssues(plan).filter((q) => q.includes('kitchen'))).toEqual([]);
      const byId = new Map(rooms.map((r) => [r.id, r]));
      for (const d of plan.floors[0]!.doors) {
        const [a, b] = d.between.map((id) => byId.get(id)?.type);
        expect(a === 'bedroom' && b === 'bedroom').toBe(false);
      }
    }
  });

  it('keeps a toilet or kitchen within 2.1:1 beside a deeper room: wider, or with a store behind it', () => {
    // 22x50 2BHK: the kitchen shares the front row with a 4.8 m deep living room, the master's toilet the
    // back row with the master. Stretched to the row, they ran to 2.7:1.
    const request = normaliseRequest({ plotWidthFt: 22, plotDepthFt: 50, facing: 'E', floors: 1, bedrooms: 2 });
    const plans = hallPlans(request, 30, 1).filter((p) => validatePlan(p).ok);
    expect(plans.length).toBeGreaterThan(10);
    const stretched = plans.flatMap((plan) =>
      plan.floors[0]!.rooms.filter((r) => !ASPECT_EXEMPT.has(r.type) && Math.max(r.clear.w, r.clear.h) / Math.min(r.clear.w, r.clear.h) > MAX_ROOM_ASPECT).map((r) => `${r.name} ${r.clear.w}x${r.clear.h}`),
    );
    expect(stretched).toEqual([]);
    // Most of them now have nothing a buyer would object to.
    const clean = plans.filter((p) => !scorePlan(p).objections?.length).length;
    expect(clean / plans.length).toBeGreaterThan(0.7);
  });

  it('gives a master bedroom 2.7 m across where its row is deep enough and a neighbour can spare the width', () => {
    // The widths that make a row shortest left masters 2.2-2.6 m across in a row 3 m or more deep.
    const plots = [
      { plotWidthFt: 30, plotDepthFt: 40, bedrooms: 2, parking: 'bike' as const },
      { plotWidthFt: 30, plotDepthFt: 50, bedrooms: 1, parking: 'car' as const },
      { plotWidthFt: 30, plotDepthFt: 60, bedrooms: 1, parking: 'bike' as const },
    ];
    let masters = 0;
    let narrow = 0;
    for (const plot of plots)
      for (const plan of hallPlans(normaliseRequest({ ...plot, facing: 'E', floors: 1 }), 20, 1)) {
        if (!validatePlan(plan).ok) continue;
        const master = plan.floors[0]!.rooms.find((r) => r.master)!;
        masters++;
        if (Math.min(master.clear.w, master.clear.h) < 2700) narrow++;
      }
    expect(masters).toBeGreaterThan(40);
    // Was 9 of 55 (a 2BHK's master beside a wide living room); one is left where no neighbour can spare it.
    expect(narrow).toBeLessThanOrEqual(2);
  });

  it('ends a toilet column with a store rather than a toilet 2.5 times as long as wide (20x40 2BHK)', () => {
    // The middle row is as deep as bedroom 2 needs (3.2 m); the common toilet beside it ran the whole depth.
    const res = plansFor(normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2 }), { seed: 1, checkSuggestions: false });
    let stored = 0;
    for (const plan of res.options) {
      expect(plan.score.objections ?? []).toEqual([]);
      const rooms = plan.floors[0]!.rooms;
      const toilet = rooms.find((r) => r.name === 'Common toilet')!;
      expect(Math.max(toilet.clear.w, toilet.clear.h) / Math.min(toilet.clear.w, toilet.clear.h)).toBeLessThanOrEqual(MAX_ROOM_ASPECT);
      // The store is entered from the passage, like the toilet (the design with a bedroom at the front beside
      // the living room has its toilet as long as the passage needs, without a store).
      const store = rooms.find((r) => r.type === 'store' && sharedEdge(r.rect, toilet.rect));
      const passage = rooms.find((r) => r.type === 'passage')!;
      if (store) stored++;
      if (store) expect(plan.floors[0]!.doors.some((d) => d.between.includes(store.id) && d.between.includes(passage.id))).toBe(true);
    }
    expect(stored).toBeGreaterThan(0);
  });
});

describe('side passage on the narrowest plots', () => {
  it('answers a 33x24 G+1 3BHK with a pooja room, refused since engine 1.22.0: walls move so rooms meet the space they open off in the next row', () => {
    // 5.8 m deep behind the setbacks: the rooms behind the stair's row reach the passage in front of them only
    // where the walls of the two rows are moved for their doors (layout/door-walls.ts). Engine 1.68.0 answered
    // it for one of the seeds 1-8 (4), engine 1.69.0 for four (3, 4, 6, 8).
    const request = normaliseRequest({ plotWidthFt: 33, plotDepthFt: 24, facing: 'NE', floors: 2, bedrooms: 3, parking: 'bike', pooja: true, vastu: 'preferred' });
    const res = plansFor(request, { seed: 3, checkSuggestions: false });
    expect(res.options).toHaveLength(2);
    for (const plan of res.options) expect(validatePlan(plan).ok).toBe(true);
  }, 60_000);

  it('answers a one-storey 18x40 2BHK: living and kitchen in front, bedrooms down the open side, the passage and toilet down the other', () => {
    // Refused before for every seed: the classic middle row (a bedroom, the lobby and the toilet side by
    // side) needs 4.5 m across and an 18 ft plot has 4.28 m between its outer walls.
    const req = normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'N', floors: 1, bedrooms: 2, family: 'none', parking: 'none', pooja: false });
    for (const { rooms, joins } of groundFloors(req, [1, 7919])) {
      const beds = rooms.filter((r) => r.type === 'bedroom');
      const passage = rooms.find((r) => r.type === 'passage')!;
      const toilet = rooms.find((r) => r.type === 'toilet')!;
      expect(beds).toHaveLength(2);
      const living = rooms.find((r) => r.type === 'living')!;
      // The passage opens off the living room; the toilet and the bedroom at the back open off the passage
      // (the other bedroom off the passage or the living room it adjoins); nobody walks through a bedroom.
      expect(joins(living.id, passage.id)).toBe(true);
      expect(joins(toilet.id, passage.id)).toBe(true);
      const back = beds.reduce((a, b) => (Math.abs(b.rect.y - living.rect.y) > Math.abs(a.rect.y - living.rect.y) ? b : a));
      expect(joins(back.id, passage.id)).toBe(true);
      for (const bed of beds) expect(joins(bed.id, passage.id) || joins(bed.id, living.id)).toBe(true);
      expect(beds.every((b) => !joins(b.id, beds.find((x) => x !== b)!.id))).toBe(true);
    }
  });
});

describe('the middle-stair duplex on narrow plots of two storeys', () => {
  it('answers an 18x40 G+1 3BHK whatever the seed: the stair in the middle, the bedrooms across the front and back, every floor entered off the stair', () => {
    // Refused for 9 seeds in 20 before engine 1.39.0: the random hall draws made this layout about once in a thousand.
    const req = normaliseRequest({ plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 3 });
    for (const seed of [15838, 23757]) {
      const res = generatePlanOptions(req, { seed, checkSuggestions: false });
      if (!res.ok) throw new Error(`seed ${seed}: ${res.reason}`);
      for (const plan of res.options) {
        expect(plan.compliance.ok).toBe(true);
        const stairs = plan.floors.map((f) => f.rooms.find((r) => r.type === 'stair')!.rect);
        const depth = plan.floors[0]!.footprint;
        for (const [i, f] of plan.floors.entries()) {
          const stair = stairs[i]!;
          // In the middle: rooms in front of it and behind it.
          expect(stair.y).toBeGreaterThan(depth.y + 2000);
          expect(stair.y + stair.h).toBeLessThan(depth.y + depth.h - 2000);
          const joins = (a: string, b: string) => f.doors.some((d) => d.between.includes(a) && d.between.includes(b));
          const passage = f.rooms.find((r) => r.type === 'passage')!;
          const stairRoom = f.rooms.find((r) => r.type === 'stair')!;
          // The stair opens onto the passage behind it, which leads to the bedroom at the back.
          expect(sharedEdge(stairRoom.rect, passage.rect)).not.toBeNull();
          const back = f.rooms.filter((r) => r.type === 'bedroom').reduce((a, b) => (b.rect.y > a.rect.y ? b : a));
          expect(joins(back.id, passage.id)).toBe(true);
        }
      }
    }
  });
  it('gives a 20x40 G+1 3BHK the lounge upstairs between two bedrooms with their own toilets, beside the stair and lit from the open side', () => {
    // Until engine 1.39.0 both options were one design, its top floor's common toilet 2.6 times as long as wide.
    const req = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 40, facing: 'E', floors: 2, bedrooms: 3 });
    const res = plansFor(req, { seed: 1, checkSuggestions: false });
    const shaped = res.options.find((p) => {
      const top = p.floors[1]!;
      const lounge = top.rooms.find((r) => r.type === 'lounge');
      const stair = top.rooms.find((r) => r.type === 'stair')!;
      const beds = top.rooms.filter((r) => r.type === 'bedroom');
      return !!lounge && !!sharedEdge(lounge.rect, stair.rect) && beds.some((b) => b.rect.y < lounge.rect.y) && beds.some((b) => b.rect.y > lounge.rect.y);
    });
    expect(shaped).toBeDefined();
    expect(shaped!.score.objections ?? []).toEqual([]);
    const top = shaped!.floors[1]!;
    const lounge = top.rooms.find((r) => r.type === 'lounge')!;
    expect(top.windows.some((w) => w.room === lounge.id)).toBe(true);
    for (const bed of top.rooms.filter((r) => r.type === 'bedroom')) {
      expect(top.doors.some((d) => d.between.includes(bed.id) && d.between.includes(lounge.id))).toBe(true);
      expect(top.rooms.some((r) => r.type === 'toilet' && r.attachedTo === bed.id)).toBe(true);
    }
    expect(planDifference(res.options[0]!, res.options[1]!)).toBeGreaterThanOrEqual(MIN_OPTION_DIFFERENCE);
  });
});

describe('centre hall on squarish plots', () => {
  it('answers a one-storey 30x30 3BHK: the living room in the middle, the bedrooms and the kitchen down both sides', () => {
    // Refused before for every seed: the classic rows (living and kitchen, a middle row, bedrooms at the
    // back) need about 9 m of depth and the plot has 7.2 m between its outer walls.
    const req = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 3, family: 'none', parking: 'none', pooja: false });
    for (const { plan, rooms, joins } of groundFloors(req, [1, 7919])) {
      const beds = rooms.filter((r) => r.type === 'bedroom');
      expect(beds).toHaveLength(3);
      const living = rooms.find((r) => r.type === 'living')!;
      const kitchen = rooms.find((r) => r.type === 'kitchen')!;
      // The living room stands between the two sides, away from both side walls.
      expect(living.rect.x).toBeGreaterThan(plan.envelope.x);
      expect(living.rect.x + living.rect.w).toBeLessThan(plan.envelope.x + plan.envelope.w);
      // Option 1 is the centre hall, the kitchen beside the living room. Option 2 was its mirror image until
      // engine 1.69.0; it is now another design, the kitchen across the back off the passage.
      if (plan.option === 1) expect(sharedEdge(living.rect, kitchen.rect)).toBeTruthy();
      else expect(joins(kitchen.id, living.id) || rooms.some((p) => p.type === 'passage' && joins(kitchen.id, p.id))).toBe(true);
      // Every bedroom opens off the living room or the passage, none through another bedroom.
      const passage = rooms.find((r) => r.type === 'passage')!;
      for (const bed of beds) expect(joins(bed.id, passage.id) || joins(bed.id, living.id)).toBe(true);
      // The master keeps its own toilet beside the common one.
      expect(rooms.filter((r) => r.type === 'toilet')).toHaveLength(2);
    }
  });
});

describe('two rows on shallow plots', () => {
  it('answers a one-storey 35x27 3BHK: a row along the road and a row along the back, a lobby between the back rooms', () => {
    // Refused before for every seed: three rows need about 9 m of depth and the plot has 6.3 m inside its
    // outer walls; the centre hall's sides would hold three rooms each, 0.1 m too deep.
    const req = normaliseRequest({ plotWidthFt: 35, plotDepthFt: 27, facing: 'N', floors: 1, bedrooms: 3, family: 'none', parking: 'none', pooja: false });
    for (const { plan, rooms, joins } of groundFloors(req, [1, 7919])) {
      const env = plan.envelope;
      // Every room but the lobby stands on the road side or on the back of the home (a toilet the row left
      // long and thin is cut in two along it, a dressing room or wash area beside it: small-room-split.ts).
      const cut = new Set(rooms.filter((x) => /-(dress|wash)$/.test(x.id)).flatMap((x) => [x.id, x.id.replace(/-(dress|wash)$/, '')]));
      for (const r of rooms.filter((x) => x.type !== 'passage' && !cut.has(x.id))) expect(r.rect.y === env.y || r.rect.y + r.rect.h === env.y + env.h).toBe(true);
      for (const id of cut) expect(rooms.find((x) => x.id === id)).toBeDefined();
      const living = rooms.find((r) => r.type === 'living')!;
      expect(living.rect.y).toBe(env.y);
      const beds = rooms.filter((r) => r.type === 'bedroom');
      expect(beds).toHaveLength(3);
      const passage = rooms.find((r) => r.type === 'passage');
      for (const bed of beds) expect(joins(bed.id, living.id) || (!!passage && joins(bed.id, passage.id))).toBe(true);
      expect(joins(rooms.find((r) => r.type === 'kitchen')!.id, living.id)).toBe(true);
    }
  });
});

describe('kitchen over the lobby in a one-bedroom home', () => {
  it('gives a one-storey 20x30 1BHK a master 2.7 m across with its own toilet: kitchen and lobby beside the living room, the wet rooms behind', () => {
    // The classic three rows left the master 2.4 m deep across the back (7'10"): the commonest buyer objection
    // on the commonest plot. Two rows: the living room over the bedroom, the kitchen over the lobby over the
    // common toilet over the master's own toilet.
    const req = normaliseRequest({ plotWidthFt: 20, plotDepthFt: 30, facing: 'N', floors: 1, bedrooms: 1, family: 'none', parking: 'none', pooja: false });
    // Since engine 1.38.0 it is option 2 for this seed: option 1 is a plan found looking on for a second design.
    const { plan, rooms, joins } = groundFloors(req, [1]).find(({ rooms }) => rooms.some((r) => r.type === 'toilet' && r.attachedTo))!;
    expect(plan.score.objections ?? []).toEqual([]);
    const master = rooms.find((r) => r.master)!;
    const living = rooms.find((r) => r.type === 'living')!;
    const kitchen = rooms.find((r) => r.type === 'kitchen')!;
    const lobby = rooms.find((r) => r.type === 'passage')!;
    const common = rooms.find((r) => r.name === 'Common toilet')!;
    const own = rooms.find((r) => r.type === 'toilet' && r !== common)!;
    expect(Math.min(master.clear.w, master.clear.h)).toBeGreaterThanOrEqual(2700);
    // One column: the kitchen, the lobby, the common toilet and the master's toilet, front to back.
    expect([kitchen, lobby, common, own].map((r) => r.rect.x)).toEqual([kitchen.rect.x, kitchen.rect.x, kitchen.rect.x, kitchen.rect.x]);
    expect(kitchen.rect.y).toBeLessThan(lobby.rect.y);
    expect(lobby.rect.y).toBeLessThan(common.rect.y);
    expect(common.rect.y).toBeLessThan(own.rect.y);
    expect(joins(living.id, master.id)).toBe(true);
    expect(joins(living.id, lobby.id)).toBe(true);
    expect(joins(lobby.id, common.id)).toBe(true);
    expect(joins(master.id, own.id)).toBe(true);
  });
});

describe('a lobby stacked with a room', () => {
  it('spans its column as wide as the room wants, not a passage alone\'s 1.5 m (25x30 one-storey 2BHK)', () => {
    // Capped at 1.5 m, the column squeezed the toilet stacked with the lobby and the row's other columns took
    // the rest (option 2 had a buyer objection). Over the common plots' seeds 1 and 2: 17 more options
    // without objections, 5 fewer option 2s that repeat option 1's design.
    // Seed 1's options had such a lobby until engine 1.69.0, whose walls move for the doors between rows; seed 4's option 2 has one.
    const req = normaliseRequest({ plotWidthFt: 25, plotDepthFt: 30, facing: 'E', floors: 1, bedrooms: 2, family: 'none', parking: 'none', pooja: false });
    const options = groundFloors(req, [1, 4]);
    for (const { plan } of options) expect(plan.score.objections ?? []).toEqual([]);
    const wideLobbies = options.flatMap(({ rooms }) =>
      rooms.filter((lobby) => lobby.type === 'passage' && lobby.clear.w > 1500 && rooms.some((r) => r.type === 'toilet' && r.rect.x === lobby.rect.x && r.rect.w === lobby.rect.w && sharedEdge(r.rect, lobby.rect))),
    );
    expect(wideLobbies.length).toBeGreaterThan(0);
  });
});

describe('the classic rows with a pooja room', () => {
  const spec = (key: string, type: RoomSpec['type']): RoomSpec => ({ key, type, name: key });
  const [living, kitchen, bedroom, lobby, toilet, pooja, master, own] = [
    spec('living', 'living'),
    spec('kitchen', 'kitchen'),
    spec('bed2', 'bedroom'),
    spec('lobby', 'passage'),
    spec('toilet', 'toilet'),
    spec('pooja', 'pooja'),
    spec('bed1', 'bedroom'),
    { ...spec('bed1-toilet', 'toilet'), attachedTo: 'bed1' },
  ] as const;
  const names = (rows: Row[] | null) => rows?.map((row) => row.map((c) => c.stack.map((s) => s.key).join('/')).join(' | '));

  it('takes the shrine out of the wet stack into the kitchen\'s column, away from the toilets, leaving the rows as drawn', () => {
    const rows: Row[] = [
      [{ stack: [kitchen] }, { stack: [living] }],
      [{ stack: [bedroom] }, { stack: [lobby] }, { stack: [pooja, toilet] }],
      [{ stack: [master] }, { stack: [own] }],
    ];
    expect(names(classicWithShrineAway(rows))).toEqual(['kitchen/pooja | living', 'bed2 | lobby | toilet', 'bed1 | bed1-toilet']);
    expect(names(rows)).toEqual(['kitchen | living', 'bed2 | lobby | pooja/toilet', 'bed1 | bed1-toilet']);
    // A kitchen in the middle row: the shrine in front of it, against the front row.
    const middleKitchen: Row[] = [[{ stack: [living] }], [{ stack: [kitchen] }, { stack: [lobby] }, { stack: [toilet, pooja] }]];
    expect(names(classicWithShrineAway(middleKitchen))).toEqual(['living', 'pooja/kitchen | lobby | toilet']);
  });

  it('leaves the shrine where the wet stack stands behind the kitchen or holds no toilet', () => {
    const wetBehindKitchen: Row[] = [[{ stack: [living] }, { stack: [kitchen] }], [{ stack: [bedroom] }, { stack: [lobby] }, { stack: [pooja, toilet] }]];
    expect(classicWithShrineAway(wetBehindKitchen)).toBeNull();
    const noToilet: Row[] = [[{ stack: [kitchen] }, { stack: [living] }], [{ stack: [bedroom] }, { stack: [lobby] }, { stack: [pooja] }]];
    expect(classicWithShrineAway(noToilet)).toBeNull();
  });

  it('gives one-storey 25 ft homes with a pooja room an option 1 without objections: the shrine behind the kitchen (engine 1.76.0)', () => {
    // With engine 1.75.0 each option 1 (seed 1, facing east) had its pooja room against the common toilet, in
    // the classic middle row's wet stack. Over the common plots asked with a pooja room: 19 more options
    // without objections (554 to 573 of 700).
    for (const [plotDepthFt, bedrooms] of [[40, 2], [45, 3], [50, 3]] as const) {
      const req = normaliseRequest({ plotWidthFt: 25, plotDepthFt, facing: 'E', floors: 1, bedrooms, parking: 'none', pooja: true });
      const [first] = groundFloors(req, [1]);
      expect({ plot: `25x${plotDepthFt} ${bedrooms}BHK`, objections: first!.plan.score.objections ?? [] }).toEqual({ plot: `25x${plotDepthFt} ${bedrooms}BHK`, objections: [] });
      const shrine = first!.rooms.find((r) => r.type === 'pooja')!;
      expect(first!.rooms.filter((r) => isToilet(r) && sharedEdge(r.rect, shrine.rect))).toEqual([]);
    }
  });
});

describe('hall structures with the pooja room against a toilet', () => {
  it('are kept only while a few more structures are drawn for one without: both options of one-storey homes with a pooja room (engine 1.77.0)', () => {
    // With engine 1.76.0 each option 2 here (seed 1, facing east) had a toilet against the pooja room: the
    // hall search's placements see only the rooms beside each other in a row, not across the wall to the next.
    for (const [plotWidthFt, bedrooms] of [[20, 1], [25, 2]] as const) {
      const req = normaliseRequest({ plotWidthFt, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms, parking: 'none', pooja: true });
      for (const { plan, rooms } of groundFloors(req, [1])) {
        const plot = `${plotWidthFt}x40 ${bedrooms}BHK option ${plan.option}`;
        expect({ plot, objections: plan.score.objections ?? [] }).toEqual({ plot, objections: [] });
        const shrine = rooms.find((r) => r.type === 'pooja')!;
        expect(rooms.filter((r) => isToilet(r) && sharedEdge(r.rect, shrine.rect)).map((r) => `${plot}: ${r.name}`)).toEqual([]);
      }
    }
  });
});
