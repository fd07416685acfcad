// Master relief: a layout whose master bedroom is narrower than a master should be (2.7 m across, where a
// double bed leaves walking space both sides) gets the walls across its short side moved, with every wall
// they push in turn, as long as each room they squeeze keeps its NBC minimum and what it had of a buyer's
// comfort (a bedroom 2.4 m across, a living room 2.7 m, a kitchen 6 m2, a room no longer than 2.1 times its
// width). Every family sizes its rooms band by band or row by row, so a master could come out under 2.7 m
// while the rooms in front of it or behind it had more than they needed (22x50 one-storey 3BHK with a pooja
// room: option 1's master was 7'8" deep, now 8'10" in a layout relieved so).
//
// One axis at a time is a system of difference constraints: each wall segment is a variable (its place
// along the axis), each room between two segments asks `end - start >= least` (and a stair or porch
// `<= its length` too), the outline and the stair stay put. The least solution above the layout as drawn
// ('ahead': the master's far wall moves away and pushes what lies beyond) and the greatest below it
// ('behind') are each found by relaxing the constraints, the way Bellman-Ford finds longest paths, and
// change the fewest walls that way; a master in the middle of a band may need both ('split'). A passage
// first keeps its length; tried again, it may get shorter where the rooms beside it keep a door's wall on it
// (passageContacts), which are differences between the segments of two rooms. Where neither way nor both
// give the length, because the rooms in the way are at the least length their width allows, one wall on the
// other axis moves first ('across', see acrossRelief).
import { MAX_ROOM_ASPECT, ASPECT_EXEMPT, BEDROOM_CRAMPED_UNDER_MM, MASTER_COMFORT_CLEAR_MM, minimumOf, sizingFor } from '../program/rooms';
import type { AbstractCell, AbstractFloor, AbstractLayout } from './arrange';
import { clearOf, gridAtMost, gridOf } from './walls';
import { doorWallFor } from '../circulation/policy';
import { EXTERNAL_WALL_MM } from '../codes/nbc2016';
import type { RoomType } from '../types';

export type ReliefWay = 'ahead' | 'behind' | 'split' | 'across';

/** Rooms whose size along either axis never changes: a stair lines up floor over floor, a porch holds its car. */
const LOCKED = new Set(['stair', 'parking']);

/**
 * Clear lengths a room squeezed by the relief keeps if it had them: a bedroom 2.4 m across (a double bed and
 * room to pass), a living room what the master is asked for (a 20x60 two-storey 3BHK's living & dining went
 * to 7'11" deep for its master's 2.7 m).
 */
const COMFORTABLE_LEAST_MM: Partial<Record<RoomType, number>> = { bedroom: BEDROOM_CRAMPED_UNDER_MM, living: MASTER_COMFORT_CLEAR_MM, lounge: MASTER_COMFORT_CLEAR_MM };

/** The least grid length of a passage along its length (the rooms beside it ask more, see passageContacts). */
const PASSAGE_LEAST_MM = 1000;

/** A kitchen squeezed by the relief keeps this much floor if it had it (the scorer asks 6 m2 of a 70 m2 floor). */
const KITCHEN_KEPT_M2 = 6;

interface Axis {
  /** Along the axis: start and length; across it: start and length. */
  at: (c: AbstractCell) => number;
  len: (c: AbstractCell) => number;
  across: (c: AbstractCell) => number;
  acrossLen: (c: AbstractCell) => number;
  lo: number;
  hi: number;
  /** The other axis's outline, for a cell's clear width across. */
  acrossLo: number;
  acrossHi: number;
  moved: (c: AbstractCell, at: number, len: number) => AbstractCell;
}

const axisOf = (name: 'u' | 'v', layout: AbstractLayout, floor: AbstractFloor): Axis =>
  name === 'u'
    ? { at: (c) => c.u, len: (c) => c.du, across: (c) => c.v, acrossLen: (c) => c.dv, lo: 0, hi: layout.U, acrossLo: floor.v0, acrossHi: layout.V, moved: (c, u, du) => ({ ...c, u, du }) }
    : { at: (c) => c.v, len: (c) => c.dv, across: (c) => c.u, acrossLen: (c) => c.du, lo: floor.v0, hi: layout.V, acrossLo: 0, acrossHi: layout.U, moved: (c, v, dv) => ({ ...c, v, dv }) };

/** Whether a cell's two ends along the axis are on the outline (external walls) or inside (shared walls). */
const endsOf = (ax: Axis, c: AbstractCell): [boolean, boolean] => [ax.at(c) === ax.lo, ax.at(c) + ax.len(c) === ax.hi];
/** A cell's clear length along the axis at grid length `len`. */
const clearAlong = (ax: Axis, c: AbstractCell, len = ax.len(c)) => clearOf(len, ...endsOf(ax, c));
const clearAcross = (ax: Axis, c: AbstractCell) => clearOf(ax.acrossLen(c), ax.across(c) === ax.acrossLo, ax.across(c) + ax.acrossLen(c) === ax.acrossHi);

/** Least and most grid length a cell may take along the axis without losing what it had (see the header). */
function rangeOf(ax: Axis, c: AbstractCell, bedrooms: number, passagesGive: boolean): { least: number; most: number } {
  const len = ax.len(c);
  if (LOCKED.has(c.spec.type)) return { least: len, most: len };
  // A passage never narrows, nor at first gets shorter (a door or the stair may open off any part of it); when
  // it must give, it keeps the door walls of the rooms beside it (passageContacts).
  if (c.spec.type === 'passage') return { least: !passagesGive || len <= ax.acrossLen(c) ? len : Math.min(len, PASSAGE_LEAST_MM), most: Infinity };
  const clear = clearAlong(ax, c);
  const across = clearAcross(ax, c);
  const s = sizingFor(c.spec.type, bedrooms, c.spec.master);
  const code = minimumOf(c.spec, s);
  let least = Math.max(code.widthMm, (code.areaM2 * 1e6) / across);
  const comfortable = COMFORTABLE_LEAST_MM[c.spec.type];
  if (comfortable) least = Math.max(least, Math.min(clear, comfortable));
  if (c.spec.type === 'kitchen') least = Math.max(least, Math.min(clear, (KITCHEN_KEPT_M2 * 1e6) / across));
  const capped = !ASPECT_EXEMPT.has(c.spec.type);
  if (capped) least = Math.max(least, Math.min(clear, across / MAX_ROOM_ASPECT));
  const most = capped ? Math.max(clear, across * MAX_ROOM_ASPECT) : Infinity;
  return { least: Math.min(len, gridOf(least, ...endsOf(ax, c))), most: most === Infinity ? Infinity : Math.max(len, gridAtMost(most, ...endsOf(ax, c))) };
}

/**
 * The wall segments of one floor along an axis: cell ends at one place whose spans overlap across the axis
 * (a wall with rooms on both sides) are one segment; ends on the outline are fixed. Returns each cell's start
 * and end segment.
 */
function segmentsOf(ax: Axis, cells: AbstractCell[]): { starts: number[]; ends: number[]; places: number[]; fixed: boolean[] } {
  const parent: number[] = [];
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  // Edge 2k: cell k's start, 2k + 1: its end.
  const edges = cells.flatMap((c, k) => [
    { k, end: false, place: ax.at(c), from: ax.across(c), to: ax.across(c) + ax.acrossLen(c) },
    { k, end: true, place: ax.at(c) + ax.len(c), from: ax.across(c), to: ax.across(c) + ax.acrossLen(c) },
  ]);
  edges.forEach((_, i) => (parent[i] = i));
  const byPlace = new Map<number, number[]>();
  edges.forEach((e, i) => byPlace.set(e.place, [...(byPlace.get(e.place) ?? []), i]));
  const partnered = new Set<number>();
  for (const ids of byPlace.values())
    for (const i of ids)
      for (const j of ids) {
        const a = edges[i]!;
        const b = edges[j]!;
        if (i < j && a.end !== b.end && a.from < b.to && b.from < a.to) {
          parent[find(i)] = find(j);
          partnered.add(i).add(j);
        }
      }
  const index = new Map<number, number>();
  const places: number[] = [];
  const fixed: boolean[] = [];
  const segOf = (i: number) => {
    const root = find(i);
    let s = index.get(root);
    if (s === undefined) {
      index.set(root, (s = places.length));
      places.push(edges[i]!.place);
      fixed.push(false);
    }
    // On the outline, or a wall with a room on one side only (a gap): it stays where it is.
    const e = edges[i]!;
    if (e.place === ax.lo || e.place === ax.hi || !partnered.has(i)) fixed[s] = true;
    return s;
  };
  const starts = cells.map((_, k) => segOf(2 * k));
  const ends = cells.map((_, k) => segOf(2 * k + 1));
  return { starts, ends, places, fixed };
}

/** A difference constraint between two wall segments: `y[to] - y[from] >= least`. */
interface Constraint {
  from: number;
  to: number;
  least: number;
}

/**
 * What keeps each room beside a passage entered from it while the passage gets shorter: the length of wall
 * they share along the axis stays at least a door's wall for that room (doorWallFor, and an outside wall's
 * thickness more for a door by a corner), or what they share now where that is less. The stair keeps all of
 * it. An overlap `min(ends) - max(starts) >= d` is four differences: the two across, and each one's own length
 * at least d. The room's least length holds its own; the passage's may be shorter (PASSAGE_LEAST_MM), so it is kept here.
 */
function passageContacts(ax: Axis, cells: AbstractCell[], starts: number[], ends: number[]): Constraint[] {
  const out: Constraint[] = [];
  cells.forEach((p, i) => {
    if (p.spec.type !== 'passage') return;
    cells.forEach((x, k) => {
      if (k === i) return;
      const beside = ax.across(x) + ax.acrossLen(x) === ax.across(p) || ax.across(x) === ax.across(p) + ax.acrossLen(p);
      const shared = Math.min(ax.at(p) + ax.len(p), ax.at(x) + ax.len(x)) - Math.max(ax.at(p), ax.at(x));
      if (!beside || shared <= 0) return;
      const d = x.spec.type === 'stair' ? shared : Math.min(shared, doorWallFor(x.spec.type) + EXTERNAL_WALL_MM);
      out.push({ from: starts[k]!, to: ends[i]!, least: d }, { from: starts[i]!, to: ends[k]!, least: d }, { from: starts[i]!, to: ends[i]!, least: d });
    });
  });
  return out;
}

/**
 * One floor's walls along an axis, worked out once for every length the master is asked for: the wall
 * segments, the ones that stay put, and each room's constraints but the master's (its least length is the
 * target), with passages as long as drawn and, built when first asked for, shorter (see passageContacts).
 */
interface ReliefSystem {
  cells: AbstractCell[];
  master: number;
  starts: number[];
  ends: number[];
  places: number[];
  fixed: boolean[];
  /** Every constraint but the master's own length, which each call asks for anew. */
  constraints(passagesGive: boolean): Constraint[];
}

function reliefSystemOf(ax: Axis, cells: AbstractCell[], master: number, bedrooms: number): ReliefSystem {
  const { starts, ends, places, fixed } = segmentsOf(ax, cells);
  // The stair stands at the same place on every floor.
  cells.forEach((c, k) => {
    if (c.spec.type === 'stair') fixed[starts[k]!] = fixed[ends[k]!] = true;
  });
  // Each room's least length (start to end) and most (end to start, negated), and the passages' contacts.
  const rooms = (passagesGive: boolean): Constraint[][] =>
    cells.map((c, k) => {
      if (k === master) return [];
      const r = rangeOf(ax, c, bedrooms, passagesGive);
      const [s, e] = [starts[k]!, ends[k]!];
      return r.most === Infinity ? [{ from: s, to: e, least: r.least }] : [{ from: s, to: e, least: r.least }, { from: e, to: s, least: -r.most }];
    });
  const built = new Map<boolean, Constraint[]>();
  const constraints = (passagesGive: boolean) => {
    if (!built.has(passagesGive)) built.set(passagesGive, (passagesGive ? [...rooms(true), passageContacts(ax, cells, starts, ends)] : rooms(false)).flat());
    return built.get(passagesGive)!;
  };
  return { cells, master, starts, ends, places, fixed, constraints };
}

/**
 * The floor's cells with the master at least `target` grid long along the axis, moving walls one way only,
 * or null when a fixed wall or a room's least length stands in the way: first with every passage as long
 * as drawn, then with passages shorter where the rooms beside them keep their door walls (22x45 two-storey
 * 3BHK with a car: upstairs a passage from the stair to the master across the front, a toilet and a wash
 * area beside it).
 */
function relievedAlong(ax: Axis, system: ReliefSystem, target: number, way: ReliefWay): AbstractCell[] | null {
  return relievedWith(ax, system, target, way, false) ?? relievedWith(ax, system, target, way, true);
}

/** relievedAlong with every passage as long as drawn, or (`passagesGive`) shorter as passageContacts allows. */
function relievedWith(ax: Axis, system: ReliefSystem, target: number, way: ReliefWay, passagesGive: boolean): AbstractCell[] | null {
  const { starts, ends, master } = system;
  return settled(ax, system, [...system.constraints(passagesGive), { from: starts[master]!, to: ends[master]!, least: target }], way, [...system.places]);
}

/**
 * The system's cells with their walls at the least solution of `constraints` from `y` up ('ahead'; the greatest
 * from `y` down otherwise), or null when a wall that stays put would have to move.
 */
function settled(ax: Axis, system: ReliefSystem, constraints: Constraint[], way: ReliefWay, y: number[]): AbstractCell[] | null {
  const { cells, starts, ends, fixed } = system;
  const sign = way === 'ahead' ? 1 : -1;
  // Relax until nothing moves; more rounds than segments means the constraints cannot all hold.
  for (let round = 0; round <= y.length; round++) {
    let changed = false;
    const put = (s: number, value: number) => {
      if (sign * (value - y[s]!) <= 0) return true;
      if (fixed[s]) return false;
      y[s] = value;
      changed = true;
      return true;
    };
    // Ahead: the later wall pushed on; behind: the earlier one pulled back.
    for (const { from, to, least } of constraints) if (!(way === 'ahead' ? put(to, y[from]! + least) : put(from, y[to]! - least))) return null;
    if (!changed) return cells.map((c, k) => ax.moved(c, y[starts[k]!]!, y[ends[k]!]! - y[starts[k]!]!));
  }
  return null;
}

/**
 * A master in the middle of a band, neither way enough alone: its near wall moved back as far as it goes, then
 * its far wall ahead for the rest; null when either way alone would do (that layout is drawn as such).
 */
function splitRelief(ax: Axis, cells: AbstractCell[], master: number, target: number, bedrooms: number): AbstractCell[] | null {
  const system = reliefSystemOf(ax, cells, master, bedrooms);
  if (relievedAlong(ax, system, target, 'behind') || relievedAlong(ax, system, target, 'ahead')) return null;
  return bothWays(ax, system, target, bedrooms);
}

/** The master's near wall moved back as far as it goes, then its far wall ahead for the rest (see splitRelief). */
function bothWays(ax: Axis, system: ReliefSystem, target: number, bedrooms: number): AbstractCell[] | null {
  const { cells, master } = system;
  // The longest the master gets moving walls behind it (10 mm steps): feasible lengths run from its own up.
  let [lo, hi] = [ax.len(cells[master]!), target];
  while (hi - lo > 10) {
    const mid = Math.round((lo + hi) / 20) * 10;
    if (relievedAlong(ax, system, mid, 'behind')) lo = mid;
    else hi = mid;
  }
  const behind = relievedAlong(ax, system, lo, 'behind');
  return behind && relievedAlong(ax, reliefSystemOf(ax, behind, master, bedrooms), target, 'ahead');
}

/**
 * The master at least `target` long along the axis by one way or both ('split'), or null when none gives it;
 * each way's solve done once (splitRelief would try the two one-way solves again before its own).
 */
function relievedOneAxis(ax: Axis, cells: AbstractCell[], master: number, target: number, bedrooms: number): AbstractCell[] | null {
  const system = reliefSystemOf(ax, cells, master, bedrooms);
  return relievedAlong(ax, system, target, 'behind') ?? relievedAlong(ax, system, target, 'ahead') ?? bothWays(ax, system, target, bedrooms);
}

/** How far (grid mm) a wall on the other axis is tried moved, each way, the least first ('across'). */
const ACROSS_STEPS_MM = [100, 200, 300, 400, 500, 600, 800];

/**
 * A master the one-axis ways cannot relieve because the rooms in the way are at the least length their width
 * allows (a bedroom 2.13 m wide at its 7.5 m2 beside a living room 3.41 m wide): one wall on the other axis
 * moved first, the least distance that works, so a room in the way gets wider and needs less length (the living
 * room giving width down to its comfortable 2.7 m), then the one-axis ways. The master keeps its length on the
 * other axis. Null when a one-axis way alone would do (that layout is drawn as such) or none works.
 */
function acrossRelief(ax: Axis, ox: Axis, cells: AbstractCell[], master: number, target: number, bedrooms: number): AbstractCell[] | null {
  if (relievedOneAxis(ax, cells, master, target, bedrooms)) return null;
  const other = reliefSystemOf(ox, cells, master, bedrooms);
  const constraints = [...other.constraints(true), { from: other.starts[master]!, to: other.ends[master]!, least: ox.len(cells[master]!) }];
  for (const step of ACROSS_STEPS_MM)
    for (let s = 0; s < other.places.length; s++) {
      if (other.fixed[s]) continue;
      for (const way of ['behind', 'ahead'] as const) {
        const y = [...other.places];
        y[s]! += way === 'ahead' ? step : -step;
        const moved = settled(ox, other, constraints, way, y);
        const relieved = moved && relievedOneAxis(ax, moved, master, target, bedrooms);
        if (relieved) return relieved;
      }
    }
  return null;
}

/**
 * The layout with each floor's master bedroom at least 2.7 m across (see the header), moving walls `way`, or
 * null when no master is that narrow or one cannot be relieved that way.
 */
export function withMasterRelieved(layout: AbstractLayout, way: ReliefWay, bedrooms: number): AbstractLayout | null {
  let relievedAny = false;
  const floors: AbstractFloor[] = [];
  for (const floor of layout.floors) {
    let cells = floor.cells;
    const master = cells.findIndex((c) => c.spec.master && c.spec.type === 'bedroom');
    for (const name of master < 0 ? [] : (['u', 'v'] as const)) {
      const ax = axisOf(name, layout, floor);
      const c = cells[master]!;
      if (clearAlong(ax, c) >= MASTER_COMFORT_CLEAR_MM) continue;
      const target = gridOf(MASTER_COMFORT_CLEAR_MM, ...endsOf(ax, c));
      const moved =
        way === 'split'
          ? splitRelief(ax, cells, master, target, bedrooms)
          : way === 'across'
          ? acrossRelief(ax, axisOf(name === 'u' ? 'v' : 'u', layout, floor), cells, master, target, bedrooms)
          : relievedAlong(ax, reliefSystemOf(ax, cells, master, bedrooms), target, way);
      if (!moved) return null;
      cells = moved;
      relievedAny = true;
    }
    floors.push(cells === floor.cells ? floor : { ...floor, cells });
  }
  return relievedAny ? { ...layout, floors } : null;
}
