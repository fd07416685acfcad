// Hard rules, each checked on the finished plan document without trusting anything the generator computed.
import type { Door, Exhaust, Floor, Plan, Rect, Room, RuleResult, Side, Window } from '../types';
import * as nbc from '../codes/nbc2016';
import { envelopeFor, plotRect, setbacksFor } from '../codes/setbacks';
import { clearOfRoom, clearRectsOf, isInsideAnyRoom, roomAt, sideOfRoom, type ClearOf } from './walls';

const TOL = 1;
const HABITABLE = new Set(['living', 'dining', 'bedroom', 'study', 'lounge']);
const NEEDS_DAYLIGHT = new Set([...HABITABLE, 'kitchen']);
const WINDOW_MIN_OPEN_SPACE_MM = 500;

const result = (rule: string, details: string[]): RuleResult => ({ rule, ok: details.length === 0, details });
/** Whether two rectangles share any area (touching edges do not). */
const overlaps = (a: Rect, b: Rect) => Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
/** Whether `inner` lies within `outer`, to the rules' tolerance. */
const within = (inner: Rect, outer: Rect) => inner.x >= outer.x - TOL && inner.y >= outer.y - TOL && inner.x + inner.w <= outer.x + outer.w + TOL && inner.y + inner.h <= outer.y + outer.h + TOL;
const m = (mm: number) => (mm / 1000).toFixed(2);

export function setbacksRule(plan: Plan): RuleResult {
  const plot = plotRect(plan.request);
  const details: string[] = [];
  const allowed = (['left', 'right'] as const).flatMap((open) => [setbacksFor(plan.request, open), setbacksFor(plan.request, open, true)]);
  const s = plan.setbacks;
  if (!allowed.some((a) => s.front >= a.front && s.back >= a.back && s.left >= a.left && s.right >= a.right)) details.push('setbacks smaller than the table requires');
  const e = envelopeFor(plot, s);
  if (Math.abs(e.x - plan.envelope.x) > TOL || Math.abs(e.y - plan.envelope.y) > TOL || Math.abs(e.w - plan.envelope.w) > TOL || Math.abs(e.h - plan.envelope.h) > TOL) details.push('envelope does not match the setbacks');
  return result('setbacks', details);
}

export function insideEnvelopeRule(plan: Plan): RuleResult {
  const e = plan.envelope;
  const details: string[] = [];
  for (const f of plan.floors)
    for (const r of f.rooms) {
      const q = r.rect;
      if (q.x < e.x - TOL || q.y < e.y - TOL || q.x + q.w > e.x + e.w + TOL || q.y + q.h > e.y + e.h + TOL) details.push(`${f.name}: ${r.name} outside the buildable envelope`);
      if (q.w <= 0 || q.h <= 0) details.push(`${f.name}: ${r.name} has no area`);
    }
  return result('inside-envelope', details);
}

export function noOverlapRule(plan: Plan): RuleResult {
  const details: string[] = [];
  for (const f of plan.floors)
    for (let i = 0; i < f.rooms.length; i++)
      for (let j = i + 1; j < f.rooms.length; j++) {
        const a = f.rooms[i]!.rect;
        const b = f.rooms[j]!.rect;
        const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
        const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        if (w > TOL && h > TOL) details.push(`${f.name}: ${f.rooms[i]!.name} overlaps ${f.rooms[j]!.name}`);
      }
  return result('no-overlap', details);
}

function minimumFor(room: Room): { area: number; width: number } | null {
  switch (room.type) {
    case 'living':
    case 'dining':
    case 'bedroom':
    case 'study':
    case 'lounge':
      return { area: nbc.NBC_2016_MIN_OTHER_HABITABLE_AREA_M2, width: nbc.NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M };
    case 'kitchen':
      return { area: nbc.NBC_2016_MIN_KITCHEN_AREA_M2, width: nbc.NBC_2016_MIN_KITCHEN_WIDTH_M };
    case 'toilet':
      return { area: nbc.NBC_2016_MIN_COMBINED_BATH_WC_AREA_M2, width: nbc.NBC_2016_MIN_COMBINED_BATH_WC_WIDTH_M };
    case 'bath':
      return { area: nbc.NBC_2016_MIN_BATH_AREA_M2, width: nbc.NBC_2016_MIN_BATH_WIDTH_M };
    case 'wc':
      return { area: nbc.NBC_2016_MIN_WC_AREA_M2, width: nbc.NBC_2016_MIN_WC_WIDTH_M };
    case 'passage':
      return { area: 0, width: nbc.NBC_2016_MIN_CORRIDOR_WIDTH_MM / 1000 };
    default:
      return null;
  }
}

export function minimumSizesRule(plan: Plan, clearOf: ClearOf = clearRectsOf(plan)): RuleResult {
  const details: string[] = [];
  let firstOk = false;
  let habitable = 0;
  for (const f of plan.floors)
    for (const r of f.rooms) {
      const c = clearOf(r, f);
      const areaM2 = (c.w * c.h) / 1e6;
      const width = Math.min(c.w, c.h) / 1000;
      const min = minimumFor(r);
      if (HABITABLE.has(r.type)) {
        habitable += 1;
        if (areaM2 >= nbc.NBC_2016_MIN_HABITABLE_AREA_M2 - 1e-6 && width >= nbc.NBC_2016_MIN_HABITABLE_WIDTH_M - 1e-6) firstOk = true;
      }
      if (!min) continue;
      if (areaM2 < min.area - 1e-6 || width < min.width - 1e-6) details.push(`${f.name}: ${r.name} is ${m(c.w)} x ${m(c.h)} m (${areaM2.toFixed(2)} m2), needs ${min.area} m2 and ${min.width} m wide`);
    }
  if (habitable > 0 && !firstOk) details.push(`no habitable room reaches ${nbc.NBC_2016_MIN_HABITABLE_AREA_M2} m2 and ${nbc.NBC_2016_MIN_HABITABLE_WIDTH_M} m wide`);
  return result('nbc-2016-minimum-sizes', details);
}

/**
 * Least clear depth and width of any room (mm): a 750 mm door leaf, the narrowest a home has, must be able to
 * swing into it. The NBC sets no size for a store, a terrace or a pooja room; this keeps out a strip of floor
 * a few centimetres deep drawn as a room with a door.
 */
export const USABLE_ROOM_MIN_MM = 750;

/** Every room is deep and wide enough to step into (see USABLE_ROOM_MIN_MM), whatever its type. */
export function usableRoomsRule(plan: Plan, clearOf: ClearOf = clearRectsOf(plan)): RuleResult {
  const details: string[] = [];
  for (const f of plan.floors)
    for (const r of f.rooms) {
      const c = clearOf(r, f);
      if (Math.min(c.w, c.h) < USABLE_ROOM_MIN_MM - TOL) details.push(`${f.name}: ${r.name} is ${m(c.w)} x ${m(c.h)} m, too narrow to step into (${m(USABLE_ROOM_MIN_MM)} m at least)`);
    }
  return result('usable-rooms', details);
}

/** Every habitable room and kitchen has a window in one of its outside walls, opening onto open ground. */
export function daylightRule(plan: Plan): RuleResult {
  const details: string[] = [];
  for (const f of plan.floors) {
    for (const r of f.rooms) {
      const ws = f.windows.filter((w) => w.room === r.id);
      const good = ws.filter((w) => facesOpenGround(plan, f, r, w));
      if (ws.length > good.length) details.push(`${f.name}: a window of ${r.name} is not on an outside wall facing open ground`);
      if (NEEDS_DAYLIGHT.has(r.type) && good.length === 0) details.push(`${f.name}: ${r.name} has no window on an outside wall`);
    }
  }
  return result('daylight-and-air', details);
}

/** A window on one of the room's own walls, with open ground of the plot outside it along its whole width. */
function facesOpenGround(plan: Plan, f: Floor, r: Room, w: Window): boolean {
  const side = sideOfRoom(r.rect, w.wall, w.at.x, w.at.y);
  if (!side) return false;
  const out = OUTWARDS[side];
  return [-0.45, 0, 0.45].every((t) => {
    const px = w.at.x + (w.wall === 'h' ? t * w.width : 0);
    const py = w.at.y + (w.wall === 'v' ? t * w.width : 0);
    return opensOut(plan, f, px, py, out);
  });
}

const OUTWARDS: Record<Side, [number, number]> = { front: [0, -1], back: [0, 1], left: [-1, 0], right: [1, 0] };

/**
 * Whether a point on an outer wall has open ground outside it: no room of the floor just beyond, the plot further
 * out. A terrace or sit-out just beyond is an open verandah, which the bye-laws let a window open into ("directly
 * to the external air or into an open verandah"): the line carries on across it, to open ground past its far edge.
 */
function opensOut(plan: Plan, f: Floor, px: number, py: number, out: [number, number]): boolean {
  const near = { x: px + out[0] * 50, y: py + out[1] * 50 };
  const beyond = roomAt(f, near.x, near.y);
  if (beyond?.type === 'balcony') {
    const t = beyond.rect;
    const edge = out[0] > 0 ? t.x + t.w : out[0] < 0 ? t.x : out[1] > 0 ? t.y + t.h : t.y;
    return out[0] !== 0 ? opensOut(plan, f, edge, py, out) : opensOut(plan, f, px, edge, out);
  }
  const far = { x: px + out[0] * WINDOW_MIN_OPEN_SPACE_MM, y: py + out[1] * WINDOW_MIN_OPEN_SPACE_MM };
  const p = plan.plot;
  const inPlot = far.x >= p.x - TOL && far.x <= p.x + p.w + TOL && far.y >= p.y - TOL && far.y <= p.y + p.h + TOL;
  return inPlot && !beyond;
}

/**
 * Every toilet and WC has air (NBC 2016 Part 3: a ventilator to open air or onto a ventilation shaft; the model
 * building bye-laws accept mechanical ventilation instead): a ventilator facing open ground, or an exhaust fan
 * inside it whose straight duct, at most MAX_EXHAUST_DUCT_MM, runs within the house (not across a terrace) to an
 * outer wall facing open ground, or which vents through a roof that no room of the floor above stands on.
 */
export function toiletsAiredRule(plan: Plan): RuleResult {
  const details: string[] = [];
  plan.floors.forEach((f, i) => {
    const above = plan.floors[i + 1];
    for (const r of f.rooms) {
      if (r.type !== 'toilet' && r.type !== 'bath' && r.type !== 'wc') continue;
      if (f.windows.some((w) => w.room === r.id && w.kind === 'ventilator' && facesOpenGround(plan, f, r, w))) continue;
      const fans = (f.exhausts ?? []).filter((e) => e.room === r.id);
      if (!fans.length) details.push(`${f.name}: ${r.name} has neither a ventilator to open air nor an exhaust fan`);
      for (const e of fans) {
        const problem = exhaustProblem(plan, f, above, r, e);
        if (problem) details.push(`${f.name}: the exhaust fan of ${r.name} ${problem}`);
      }
    }
  });
  return result('toilets-aired', details);
}

function exhaustProblem(plan: Plan, f: Floor, above: Floor | undefined, r: Room, e: Exhaust): string | null {
  const inside = (q: Rect, x: number, y: number) => x > q.x + TOL && x < q.x + q.w - TOL && y > q.y + TOL && y < q.y + q.h - TOL;
  if (!inside(r.rect, e.fan.x, e.fan.y)) return 'is not inside it';
  if (e.kind === 'roof') {
    const h = nbc.ROOF_VENT_HALF_MM;
    const cowl = { x: e.fan.x - h, y: e.fan.y - h, w: 2 * h, h: 2 * h };
    const under = above?.rooms.some((q) => overlaps(q.rect, cowl));
    return under ? 'vents into a room of the floor above' : null;
  }
  const o = e.outlet;
  if (!o) return 'has no outlet';
  const alongX = Math.abs(o.y - e.fan.y) <= TOL;
  if (!alongX && Math.abs(o.x - e.fan.x) > TOL) return 'duct is not straight';
  const length = alongX ? Math.abs(o.x - e.fan.x) : Math.abs(o.y - e.fan.y);
  if (length > nbc.MAX_EXHAUST_DUCT_MM) return `duct is ${m(length)} m long, at most ${m(nbc.MAX_EXHAUST_DUCT_MM)}`;
  // Within the house all the way (over its rooms, on or off their walls), then out through the outer wall;
  // never across a terrace, which has no ceiling to run in.
  const within = (x: number, y: number) => f.rooms.some((q) => x >= q.rect.x - TOL && x <= q.rect.x + q.rect.w + TOL && y >= q.rect.y - TOL && y <= q.rect.y + q.rect.h + TOL);
  for (let t = 0; t < length; t += 100) {
    const k = t / Math.max(length, 1);
    const [x, y] = [e.fan.x + (o.x - e.fan.x) * k, e.fan.y + (o.y - e.fan.y) * k];
    if (!within(x, y)) return 'duct runs outside the house';
    const over = roomAt(f, x, y);
    if (over?.type === 'balcony') return `duct runs across ${over.name}, which is open above`;
  }
  return opensOut(plan, f, o.x, o.y, OUTWARDS[o.side]) ? null : 'duct does not end on an outer wall facing open ground';
}

/**
 * A skylight is what it says: an opening inside its own room's clear area, in a slab no room of the floor above
 * stands on (a skylight under a bedroom upstairs would be a hole in that bedroom's floor).
 */
export function skylightsRule(plan: Plan): RuleResult {
  const details: string[] = [];
  plan.floors.forEach((f, i) => {
    const above = plan.floors[i + 1];
    for (const k of f.skylights ?? []) {
      const room = f.rooms.find((r) => r.id === k.room);
      const q = k.rect;
      if (!room) details.push(`${f.name}: skylight ${k.id} is in no room of the floor`);
      else if (!within(q, room.clear)) details.push(`${f.name}: the skylight of ${room.name} is not inside it`);
      const over = above?.rooms.find((r) => overlaps(r.rect, q));
      if (over) details.push(`${f.name}: the skylight of ${room?.name ?? k.id} opens under ${over.name} on the ${above!.name}`);
    }
  });
  return result('skylights-open-to-sky', details);
}

/** Floor in front of a doorway that a pooja niche must leave free, each side of the wall (a person passing through). */
const DOORWAY_APPROACH_MM = 900;
/** Floor in front of a window a pooja niche must leave free (to reach the window). */
const WINDOW_APPROACH_MM = 300;

/**
 * A home asked with a pooja niche has one, in a living room (where the survey and the way to it put it): inside the room's clear area,
 * standing against one of its walls, and out of every doorway's approach and every window's reach.
 */
export function poojaNicheRule(plan: Plan): RuleResult {
  const details: string[] = [];
  const niches = plan.floors.flatMap((f) => (f.poojaNiche ? [{ f, n: f.poojaNiche }] : []));
  if (plan.request.poojaNiche && !plan.request.pooja && niches.length !== 1) details.push(`the home asks for a pooja niche and has ${niches.length}`);
  for (const { f, n } of niches) {
    const room = f.rooms.find((r) => r.id === n.room);
    const q = n.rect;
    if (room?.type !== 'living') {
      details.push(`${f.name}: the pooja niche is in no living room`);
      continue;
    }
    const c = room.clear;
    const touches = { front: Math.abs(q.y - c.y), back: Math.abs(q.y + q.h - c.y - c.h), left: Math.abs(q.x - c.x), right: Math.abs(q.x + q.w - c.x - c.w) }[n.against] <= TOL;
    if (!within(q, c)) details.push(`${f.name}: the pooja niche is not inside ${room.name}`);
    else if (!touches) details.push(`${f.name}: the pooja niche does not stand against the ${n.against} wall of ${room.name}`);
    for (const d of f.doors) {
      const half = d.width / 2;
      const a = DOORWAY_APPROACH_MM;
      const approach = d.wall === 'h' ? { x: d.at.x - half, y: d.at.y - a, w: d.width, h: 2 * a } : { x: d.at.x - a, y: d.at.y - half, w: 2 * a, h: d.width };
      if (overlaps(approach, q)) details.push(`${f.name}: the pooja niche stands in the way through door ${d.id}`);
    }
    for (const w of f.windows.filter((x) => x.room === room.id)) {
      const half = w.width / 2;
      const a = WINDOW_APPROACH_MM;
      const reach = w.wall === 'h' ? { x: w.at.x - half, y: w.at.y - a, w: w.width, h: 2 * a } : { x: w.at.x - a, y: w.at.y - half, w: 2 * a, h: w.width };
      if (overlaps(reach, q)) details.push(`${f.name}: the pooja niche stands in front of window ${w.id}`);
    }
  }
  return result('pooja-niche-placed', details);
}

/** Doors sit on a wall the two spaces share; every space is reachable from outside; stairs link the floors. */
export function reachabilityRule(plan: Plan, clearOf: ClearOf = clearRectsOf(plan)): RuleResult {
  const details: string[] = [];
  const adj = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (!adj.has(a)) adj.set(a, new Set());
    if (!adj.has(b)) adj.set(b, new Set());
    adj.get(a)!.add(b);
    adj.get(b)!.add(a);
  };
  for (const f of plan.floors) {
    const byId = new Map(f.rooms.map((r) => [r.id, r]));
    for (const d of f.doors) {
      const [a, b] = d.between;
      const ra = byId.get(a);
      const rb = b === 'outside' ? undefined : byId.get(b);
      if (!ra || (b !== 'outside' && !rb)) {
        details.push(`${f.name}: door ${d.id} names a space that does not exist`);
        continue;
      }
      const ends = [-d.width / 2 + 10, d.width / 2 - 10].map((t) => (d.wall === 'h' ? { x: d.at.x + t, y: d.at.y } : { x: d.at.x, y: d.at.y + t }));
      const onA = ends.every((p) => sideOfRoom(ra.rect, d.wall, p.x, p.y));
      const onB = rb ? ends.every((p) => sideOfRoom(rb.rect, d.wall, p.x, p.y)) : ends.every((p) => !isInsideAnyRoom(f, p.x + (d.wall === 'v' ? 5 : 0), p.y + (d.wall === 'h' ? -5 : 0)) || !isInsideAnyRoom(f, p.x - (d.wall === 'v' ? 5 : 0), p.y + (d.wall === 'h' ? 5 : 0)));
      if (!onA || !onB) {
        details.push(`${f.name}: door ${d.id} is not on a wall shared by ${ra.name} and ${rb?.name ?? 'outside'}`);
        continue;
      }
      // Nor may it cut into a wall crossing its own: the opening lies within each room's clear face (an open
      // porch has no walls of its own to cut into).
      const cut = [ra, rb].find((r) => r && r.type !== 'parking' && !withinClearFace(d, clearOf(r, f)));
      if (cut) {
        details.push(`${f.name}: door ${d.id} of ${ra.name} runs into a wall beyond the clear face of ${cut.name}`);
        continue;
      }
      link(`${f.level}:${a}`, b === 'outside' ? 'outside' : `${f.level}:${b}`);
    }
  }
  for (let i = 1; i < plan.floors.length; i++) {
    const below = plan.floors[i - 1]!.rooms.find((r) => r.type === 'stair');
    const above = plan.floors[i]!.rooms.find((r) => r.type === 'stair');
    if (below && above) link(`${i - 1}:${below.id}`, `${i}:${above.id}`);
  }
  const seen = new Set<string>(['outside']);
  const queue = ['outside'];
  while (queue.length) for (const n of adj.get(queue.shift()!) ?? []) if (!seen.has(n)) (seen.add(n), queue.push(n));
  for (const f of plan.floors) for (const r of f.rooms) if (!seen.has(`${f.level}:${r.id}`)) details.push(`${f.name}: ${r.name} cannot be reached from the entrance`);
  if (!plan.floors[0]?.doors.some((d) => d.kind === 'main')) details.push('no main door');
  return result('reachable-through-doors', details);
}

/** Whether a door's opening lies along a room's clear rectangle, between the faces of the walls that cross its own. */
function withinClearFace(d: Door, clear: Rect): boolean {
  const [lo, hi] = d.wall === 'h' ? [clear.x, clear.x + clear.w] : [clear.y, clear.y + clear.h];
  const along = d.wall === 'h' ? d.at.x : d.at.y;
  return along - d.width / 2 >= lo - TOL && along + d.width / 2 <= hi + TOL;
}

export function stairsRule(plan: Plan, clearOf: ClearOf = clearRectsOf(plan)): RuleResult {
  const details: string[] = [];
  if (plan.floors.length < 2) return result('stairs', details);
  const stairs = plan.floors.map((f) => ({ f, rooms: f.rooms.filter((r) => r.type === 'stair') }));
  for (const { f, rooms } of stairs) if (rooms.length !== 1 || !f.stair) details.push(`${f.name}: needs exactly one stair`);
  if (details.length) return result('stairs', details);
  const first = stairs[0]!.rooms[0]!.rect;
  for (const { f, rooms } of stairs) {
    const r = rooms[0]!;
    const s = f.stair!;
    if (Math.abs(r.rect.x - first.x) > TOL || Math.abs(r.rect.y - first.y) > TOL || Math.abs(r.rect.w - first.w) > TOL || Math.abs(r.rect.h - first.h) > TOL) details.push(`${f.name}: stair not above the one below`);
    if (s.widthMm < nbc.NBC_2016_MIN_STAIR_WIDTH_MM) details.push(`${f.name}: stair ${s.widthMm} mm wide, needs ${nbc.NBC_2016_MIN_STAIR_WIDTH_MM}`);
    if (s.riserMm > nbc.NBC_2016_MAX_RISER_MM) details.push(`${f.name}: riser ${s.riserMm} mm, at most ${nbc.NBC_2016_MAX_RISER_MM}`);
    if (s.treadMm < nbc.NBC_2016_MIN_TREAD_MM) details.push(`${f.name}: tread ${s.treadMm} mm, at least ${nbc.NBC_2016_MIN_TREAD_MM}`);
    if (Math.abs(s.riserMm * s.risers - plan.floorToFloorMm) > s.risers) details.push(`${f.name}: risers do not add up to the floor height`);
    const c = clearOf(r, f);
    const alongX = s.direction.endsWith('x');
    const run = (Math.ceil(s.risers / 2) - 1) * s.treadMm + s.widthMm;
    const across = 2 * s.widthMm;
    if ((alongX ? c.w : c.h) < run - TOL || (alongX ? c.h : c.w) < across - TOL) details.push(`${f.name}: flights do not fit the stair hall`);
  }
  return result('stairs', details);
}

export function parkingRule(plan: Plan): RuleResult {
  const details: string[] = [];
  const kind = plan.request.parking;
  if (kind === 'car' || kind === 'twoCars') {
    const f = plan.floors[0]!;
    const room = f.rooms.find((r) => r.type === 'parking');
    if (!room) details.push('parking asked for but not drawn');
    else {
      const c = clearOfRoom(room, f, 0, plan.walls.internalMm);
      const long = Math.max(c.w, c.h);
      const short = Math.min(c.w, c.h);
      const bays = kind === 'twoCars' ? 2 : 1;
      const fits = (long >= nbc.CAR_BAY_LENGTH_MM && short >= bays * nbc.CAR_BAY_WIDTH_MM) || (long >= bays * nbc.CAR_BAY_LENGTH_MM && short >= nbc.CAR_BAY_WIDTH_MM);
      // A drawn bay (cars partly in the front setback) is what the plan promises: it must hold the cars.
      const bay = plan.parking?.bay;
      if (bay) details.push(...carBayProblems(plan, room, bay, bays));
      else if (!fits) details.push(`parking ${m(c.w)} x ${m(c.h)} m holds fewer than ${bays} bay(s) of ${m(nbc.CAR_BAY_WIDTH_MM)} x ${m(nbc.CAR_BAY_LENGTH_MM)} m`);
      if (!f.doors.some((d) => d.between.includes(room.id) && d.between.includes('outside') && opensOntoRoad(plan, room, d))) details.push('the car porch has no opening onto a road');
    }
  }
  const bay = plan.parking?.kind === 'bike' ? plan.parking.bay : undefined;
  if (bay) {
    // A bike bay in the open front setback: inside the plot, clear of the building.
    const p = plan.plot;
    const inPlot = bay.x >= p.x - TOL && bay.y >= p.y - TOL && bay.x + bay.w <= p.x + p.w + TOL && bay.y + bay.h <= p.y + p.h + TOL;
    if (!inPlot) details.push('the bike bay lies outside the plot');
    if (bay.y + bay.h > plan.envelope.y + TOL) details.push('the bike bay runs into the building');
    if (bay.w < 1800 || bay.h < 700) details.push(`bike bay ${m(bay.w)} x ${m(bay.h)} m is smaller than 1.8 x 0.7 m`);
  }
  return result('parking', details);
}

/**
 * Cars whose noses stand in the open front setback: the bays run from the road boundary (the gate) straight
 * into the porch, within its clear width, and the porch starts where the setback ends.
 */
function carBayProblems(plan: Plan, porch: Room, bay: Rect, bays: number): string[] {
  const out: string[] = [];
  if (bay.w < bays * nbc.CAR_BAY_WIDTH_MM - TOL || bay.h < nbc.CAR_BAY_LENGTH_MM - TOL) out.push(`car bay ${m(bay.w)} x ${m(bay.h)} m holds fewer than ${bays} bay(s)`);
  if (Math.abs(bay.y - plan.plot.y) > TOL) out.push('the car bay does not start at the road boundary');
  if (Math.abs(porch.rect.y - plan.envelope.y) > TOL) out.push('the porch does not start where the front setback ends');
  if (bay.x < porch.clear.x - TOL || bay.x + bay.w > porch.clear.x + porch.clear.w + TOL) out.push('the car bay is wider than the porch opening');
  if (bay.y + bay.h > porch.rect.y + porch.rect.h + TOL) out.push('the car bay runs past the back of the porch');
  const gate = plan.floors[0]!.doors.some((d) => d.between.includes(porch.id) && d.between.includes('outside') && d.wall === 'h' && Math.abs(d.at.y - porch.rect.y) <= TOL);
  if (!gate) out.push('the porch does not open onto the front road the car bay runs from');
  return out;
}

/** A door on the room's front edge (the plot's road side), or on a side edge where a second or third road runs. */
function opensOntoRoad(plan: Plan, room: Room, d: Door): boolean {
  const r = room.rect;
  const { roads, corner } = plan.request;
  if (d.wall === 'h') return Math.abs(d.at.y - r.y) <= TOL;
  if (Math.abs(d.at.x - (r.x + r.w)) <= TOL) return roads >= 2 || corner;
  return Math.abs(d.at.x - r.x) <= TOL && roads >= 3;
}
