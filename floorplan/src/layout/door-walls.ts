// The hall family's ways in between rows. The placement search (layout/hall.ts) puts each room next to a space
// it may open off: above or below it in its stack, beside it in its row, or in the row in front or behind,
// where the column widths, drawn to balance each row's length, decide whether their walls meet for a door.
// Two things follow here. A room placed later in the same column can come to stand between a room and its way
// in: such a floor fails the paper check however it is sized, so it is known before it is sized
// (everyRoomHasAWayIn). And once a floor's widths are drawn, walls move so that more rooms meet the space in
// the next row they open off for the length their door needs (meetDoorWalls).
import type { RoomType } from '../types';
import type { RoomSpec } from '../program/programme';
import { ENTERED_FROM, OPENING_SHARE_MM, doorWallFor, isOpening } from '../circulation/policy';
import { columnMins, type Column, type Row } from './hall-structure';

/** Whether `child` may be entered from `parent` (the paper check's rule). */
export function mayOpenOff(child: RoomSpec, parent: RoomSpec): boolean {
  if (child.attachedTo) return parent.key === child.attachedTo || (parent.type === 'dress' && parent.attachedTo === child.attachedTo);
  return ENTERED_FROM[child.type].includes(parent.type);
}

/** Shared wall `child` needs with `parent` to be entered from it: an opening between open spaces, else its door. */
export function doorWallBetween(child: RoomSpec, parent: RoomSpec): number {
  return isOpening(child.type, parent.type) ? OPENING_SHARE_MM : doorWallFor(child.type);
}

/** Whether a room is entered at all: the living room and the parking are where a floor starts. */
const entered = (spec: RoomSpec) => !!spec.attachedTo || ENTERED_FROM[spec.type].length > 0;

/** A room that must open off another row: the columns there it may open off and the wall its door needs. */
interface CrossNeed {
  ri: number;
  ci: number;
  /** The other row and its columns the room may open off. */
  to: number;
  parents: number[];
  need: number;
}

/**
 * The room of a column that meets the row in front (`front`) or the row behind, if any. A stair may meet both:
 * its row's spare length, if any, stands on one side of it.
 */
function facing(col: Column, front: boolean): RoomSpec | undefined {
  if (col.kind === 'stair') return col.stack[0];
  if (col.kind) return undefined;
  return front ? col.stack[0] : col.stack[col.stack.length - 1];
}

/** The nearest row in a direction that holds a room: a row no floor uses is left out when the floors are sized. */
function nextRow(rows: Row[], ri: number, dir: 1 | -1): Row | undefined {
  for (let r = ri + dir; r >= 0 && r < rows.length; r += dir) if (rows[r]!.length) return rows[r];
  return undefined;
}

/**
 * Whether every room of a drawn floor stands next to a space it may open off: above or below it in its stack,
 * in a column beside it, or facing it across the next row (the sizing decides whether their walls meet). The
 * search checks each room's way in as it places it, but a room placed later in the same column can stand
 * between them.
 */
export function everyRoomHasAWayIn(rows: Row[], level: number): boolean {
  // Spare length becomes a room at a column's back end or across an empty row (fillerSpec): a room that may
  // open off such a filler may find its way in there.
  const fillers = level > 0 ? FILLERS_UPSTAIRS : FILLERS_GROUND;
  for (const { ri, k, spec, last } of roomsEnteredFromAnotherRow(rows)) {
    const offFiller = !spec.attachedTo && fillers.some((t) => ENTERED_FROM[spec.type].includes(t));
    if (k === 0 && ri > 0 && offFiller) continue;
    if (k === 0 && nextRow(rows, ri, -1)?.some((c) => opensOnto(spec, facing(c, false)))) continue;
    const behind = rows[ri + 1];
    if (last && behind && offFiller && (!behind.length || behind.some((c) => c.kind === 'stair'))) continue;
    if (last && nextRow(rows, ri, 1)?.some((c) => opensOnto(spec, facing(c, true)))) continue;
    return false;
  }
  return true;
}

/** The rooms spare length may become (fillerSpec in layout/hall-columns.ts) on the ground floor and upstairs. */
const FILLERS_GROUND: RoomType[] = ['study', 'store'];
const FILLERS_UPSTAIRS: RoomType[] = ['lounge', 'balcony', 'store'];

const opensOnto = (spec: RoomSpec, p: RoomSpec | undefined) => !!p && mayOpenOff(spec, p);

/** Whether the k-th room of a row's ci-th column has a space it may open off in its stack or a column beside it. */
function wayInBeside(row: Row, ci: number, k: number): boolean {
  const stack = row[ci]!.stack;
  const spec = stack[k]!;
  return opensOnto(spec, stack[k - 1]) || opensOnto(spec, stack[k + 1]) || [row[ci - 1], row[ci + 1]].some((c) => c?.stack.some((p) => mayOpenOff(spec, p)));
}

/**
 * The rooms of a floor that are entered but have nothing to open off in their stack or the columns beside them:
 * each with its row, column, place in its stack and whether it ends the stack (the end that meets the row behind).
 */
function* roomsEnteredFromAnotherRow(rows: Row[]): Generator<{ ri: number; ci: number; k: number; spec: RoomSpec; last: boolean }> {
  for (const [ri, row] of rows.entries()) {
    for (const [ci, col] of row.entries()) {
      if (col.kind) continue;
      for (const [k, spec] of col.stack.entries()) {
        if (entered(spec) && !wayInBeside(row, ci, k)) yield { ri, ci, k, spec, last: k === col.stack.length - 1 };
      }
    }
  }
}

/** Every room of the floor that can only open off a room of the next row in front or behind. */
function crossNeeds(rows: Row[]): CrossNeed[] {
  const needs: CrossNeed[] = [];
  for (const { ri, ci, k, spec, last } of roomsEnteredFromAnotherRow(rows)) {
    for (const to of [k === 0 ? ri - 1 : -1, last ? ri + 1 : -1]) {
      const other = rows[to];
      if (!other) continue;
      const parents: number[] = [];
      let need = 0;
      for (const [pj, c] of other.entries()) {
        const p = facing(c, to > ri);
        if (!p || !mayOpenOff(spec, p)) continue;
        parents.push(pj);
        need = Math.max(need, doorWallBetween(spec, p));
      }
      if (parents.length) needs.push({ ri, ci, to, parents, need });
    }
  }
  return needs;
}

const spanOf = (widths: number[], i: number) => {
  let a = 0;
  for (let j = 0; j < i; j++) a += widths[j]!;
  return { a, b: a + widths[i]! };
};

/** Whether a room's column and one of the columns it may open off share a wall long enough for its door. */
function met(n: CrossNeed, widths: Array<number[] | null>): boolean {
  const own = widths[n.ri];
  const other = widths[n.to];
  if (!own || !other) return true;
  const { a, b } = spanOf(own, n.ci);
  return n.parents.some((pj) => {
    const { a: p, b: q } = spanOf(other, pj);
    return Math.min(b, q) - Math.max(a, p) >= n.need;
  });
}

/**
 * Moves the walls of a floor's rows, in place, so more of its rooms that open off another row meet a space
 * they may open off for the length their door needs. A move is kept only when more such rooms meet theirs
 * than before; each column keeps its least width and fixed columns (stair, porch) stay.
 */
export function meetDoorWalls(rows: Row[], widths: Array<number[] | null>, U: number, bedrooms: number): void {
  const needs = crossNeeds(rows);
  if (!needs.length) return;
  const mins = rows.map((row) => columnMins(row, U, bedrooms));
  const count = () => needs.reduce((s, n) => s + (met(n, widths) ? 1 : 0), 0);
  let score = count();
  for (const n of needs) {
    if (met(n, widths)) continue;
    const own = widths[n.ri]!;
    const other = widths[n.to]!;
    const { a, b } = spanOf(own, n.ci);
    for (const pj of n.parents) {
      const { a: p, b: q } = spanOf(other, pj);
      const short = n.need - (Math.min(b, q) - Math.max(a, p));
      const keep = widths.map((w) => (w ? [...w] : null));
      // The walls that widen the overlap: the room's column toward the parent's, or the parent's toward it.
      let left = Math.ceil(short / 10) * 10;
      const moves: Array<[row: number, wall: number, toward: number]> =
        (a + b) / 2 <= (p + q) / 2
          ? [[n.ri, n.ci, 1], [n.to, pj - 1, -1]]
          : [[n.ri, n.ci - 1, -1], [n.to, pj, 1]];
      for (const [r, wall, dir] of moves) {
        if (left <= 0) break;
        left -= moveWall(rows[r]!, widths[r]!, mins[r] ?? null, wall, dir, left);
      }
      const now = left <= 0 ? count() : -1;
      if (now > score) {
        score = now;
        break;
      }
      for (const [i, w] of keep.entries()) widths[i] = w;
    }
  }
}

/**
 * Moves the wall between columns `wall` and `wall + 1` of a row by up to `by` mm in direction `dir`, as far as
 * the column it narrows keeps its least width; returns how far it moved.
 */
function moveWall(row: Row, w: number[], mins: number[] | null, wall: number, dir: number, by: number): number {
  if (!mins || wall < 0 || wall >= w.length - 1) return 0;
  if (row[wall]!.fixedDu !== undefined || row[wall + 1]!.fixedDu !== undefined) return 0;
  const narrowed = dir > 0 ? wall + 1 : wall;
  const d = Math.max(0, Math.min(by, w[narrowed]! - mins[narrowed]!));
  if (!d) return 0;
  w[wall]! += dir * d;
  w[wall + 1]! -= dir * d;
  return d;
}
