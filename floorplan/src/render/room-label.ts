// A room's name and clear size on the sheet: as large as fits the room (on two lines when that draws a
// long name larger), upright in a tall narrow room, and moved off the quarter circles its doors sweep.
import type { Rect, Room } from '../types';
import type { PlanLabels } from './labels';
import { crossesSwing, type Swing } from './door-leaf';
import { labelEm, letterSpacing, lettered, roomName, textEl } from './text';
import { INK, f1, feetInches } from './units';

/** Room names keep this clear of the room's walls when moved off a door swing (mm). */
const EDGE_MM = 40;
/** Steps in which a name is moved looking for a place no door sweeps (mm). */
const STEP_MM = 50;

/** Paper y (down the sheet) of a plan y (up from the road): the sheet's flip, its own inverse. */
export type PaperY = (y: number) => number;

/**
 * The label of one room. `swings` are the quarter circles of the doors that open into it (plan
 * coordinates); the name and size are drawn at the room's middle when no swing reaches them there, else at
 * the nearest place inside the room that none reaches, a size or two smaller if need be (the middle again
 * if there is none).
 */
export function roomLabel(room: Room, Y: PaperY, labels: PlanLabels, swings: readonly Swing[] = []): string {
  if (room.type === 'stair') return '';
  const c = room.clear;
  const name = lettered(roomName(room, labels));
  const size = `${feetInches(c.w)} x ${feetInches(c.h)}`;
  const vertical = c.h > c.w * 1.4 && c.w < 1800;
  const across = vertical ? c.h : c.w;
  const room4 = vertical ? c.w : c.h;
  const passage = room.type === 'passage';
  const spacing = letterSpacing(name, passage ? 40 : 10);
  const lineWidth = (l: string, fs: number) => fs * labelEm(l) + spacing * [...l].length;
  const sizeEm = size.length * 0.5 * 0.78;
  // The largest size at which lines of the name (estimated advance in their script, letter spacing
  // included) and the size line (0.5 em at 0.78 of the name) fit across, and the block fits the room.
  const fit = (lines: string[], lineHeights: number) =>
    Math.min(
      passage ? 170 : 250,
      ...lines.map((l) => (across * 0.9 - spacing * [...l].length) / Math.max(1, labelEm(l))),
      (across * 0.9) / sizeEm,
      room4 / lineHeights,
    );
  const one = fit([name], 2.6);
  // A long name on two lines when that draws it a fifth larger or more (MASTER / BEDROOM in a narrow room).
  const split = passage ? null : twoLines(name);
  const two = split ? fit(split, 3.9) : 0;
  const lines = split && two > one * 1.2 ? split : [name];
  const fitted = Math.max(90, lines.length === 2 ? two : one);
  // Baselines down the sheet from the label's middle (the name's lines, then the size line) and the block
  // they cover, with the font's ascent (0.9 em) and descent (0.22 em).
  const layout = (fs: number, sized: boolean) => {
    const top = !sized ? fs * 0.35 : lines.length === 2 ? -fs * 0.75 : -fs * 0.15;
    const sizeBaseline = top + (lines.length - 1) * fs * 1.1 + fs * 1.2;
    const block = {
      width: Math.max(...lines.map((l) => lineWidth(l, fs)), sized ? fs * sizeEm : 0),
      above: fs * 0.9 - top,
      below: sized ? sizeBaseline + fs * 0.78 * 0.22 : top + (lines.length - 1) * fs * 1.1 + fs * 0.22,
    };
    return { fs, top, sizeBaseline, block, sized };
  };
  // Off the doors' swings at the fitted size, else a little smaller, else without the size line (a store
  // beside its door) and smaller still (never under 100), else in the middle as fitted.
  let chosen = { ...layout(fitted, !passage), middle: { x: c.x + c.w / 2, y: c.y + c.h / 2 } };
  search: for (const sized of passage ? [false] : [true, false])
    for (const scale of sized ? [1, 0.85, 0.7] : [1, 0.85, 0.7, 0.55]) {
      if (scale < 1 && fitted * scale < 100) break;
      const l = layout(fitted * scale, sized);
      const middle = placeClearOfSwings(c, vertical, l.block, swings);
      if (middle) {
        chosen = { ...l, middle };
        break search;
      }
    }
  const { fs, top, sizeBaseline, middle, sized } = chosen;
  const cx = middle.x;
  const cy = Y(middle.y);
  const rot = vertical ? ` transform="rotate(-90 ${f1(cx)} ${f1(cy)})"` : '';
  const attrs = `font-size="${f1(fs)}" font-weight="600" letter-spacing="${spacing}" text-anchor="middle" fill="${passage ? '#8a8a8a' : INK}"`;
  const title = lines.map((l, i) => textEl(cx, cy + top + i * fs * 1.1, l, attrs)).join('');
  const sizeText = !sized ? '' : textEl(cx, cy + sizeBaseline, size, `font-size="${f1(fs * 0.78)}" text-anchor="middle" fill="${INK}"`);
  return `<g${rot}>${title}${sizeText}</g>`;
}

interface Block {
  width: number;
  /** Extent above and below the label's middle, across the lines (before any turn). */
  above: number;
  below: number;
}

/** The rectangle (plan coordinates) a label block covers with its middle at (x, y). */
function blockRect(x: number, y: number, vertical: boolean, b: Block): Rect {
  // Upright text: the sheet's down is the plan's minus y. Turned a quarter anticlockwise on the sheet, the
  // lines' down runs along plus x and the text's run along the plan's y.
  return vertical ? { x: x - b.above, y: y - b.width / 2, w: b.above + b.below, h: b.width } : { x: x - b.width / 2, y: y - b.below, w: b.width, h: b.above + b.below };
}

function inside(r: Rect, room: Rect): boolean {
  return r.x >= room.x + EDGE_MM && r.y >= room.y + EDGE_MM && r.x + r.w <= room.x + room.w - EDGE_MM && r.y + r.h <= room.y + room.h - EDGE_MM;
}

/** The nearest middle to the room's own from which the label stays inside the room and off every swing, if any. */
function placeClearOfSwings(room: Rect, vertical: boolean, block: Block, swings: readonly Swing[]): { x: number; y: number } | null {
  const middle = { x: room.x + room.w / 2, y: room.y + room.h / 2 };
  const clear = (x: number, y: number) => !swings.some((s) => crossesSwing(blockRect(x, y, vertical, block), s));
  if (!swings.length || clear(middle.x, middle.y)) return middle;
  const nx = Math.floor(room.w / 2 / STEP_MM);
  const ny = Math.floor(room.h / 2 / STEP_MM);
  let best: { x: number; y: number; d: number } | null = null;
  for (let i = -nx; i <= nx; i++)
    for (let j = -ny; j <= ny; j++) {
      const d = Math.hypot(i, j);
      if (best && d >= best.d) continue;
      const x = middle.x + i * STEP_MM;
      const y = middle.y + j * STEP_MM;
      if (inside(blockRect(x, y, vertical, block), room) && clear(x, y)) best = { x, y, d };
    }
  return best;
}

/** A name of several words broken at the space that leaves the two lines most nearly equal, if any. */
function twoLines(name: string): [string, string] | null {
  let best: [string, string] | null = null;
  let widest = Infinity;
  for (let i = name.indexOf(' '); i > 0; i = name.indexOf(' ', i + 1)) {
    const pair: [string, string] = [name.slice(0, i).trim(), name.slice(i + 1).trim()];
    const w = Math.max(labelEm(pair[0]), labelEm(pair[1]));
    // A room's number stays with its name (BEDROOM 2 is one line).
    if (pair[0] && pair[1] && !/^\d+$/.test(pair[1]) && w < widest) [best, widest] = [pair, w];
  }
  return best;
}
