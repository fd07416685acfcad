// Draws a plan as an architect's SVG sheet: wall poche, door swings, window marks, room names with sizes in
// feet and inches, dimension lines, north arrow and scale bars; every floor side by side (or one), or a
// compact thumbnail for cards.
import type { Door, Exhaust, Floor, Plan, Rect, Room, Skylight, Window } from '../types';
import { DEFAULT_LABELS, type PlanLabels } from './labels';
import { INK, esc, f1, feetInches } from './units';
import { letterSpacing, lettered, textEl } from './text';
import { doorLeaf, swingOf, type Swing } from './door-leaf';
import { roomLabel, type PaperY } from './room-label';
import { flightRects } from '../circulation/stairs';
import { centre, grown, outlineSides } from '../geometry/rect';
import { builtUpSqFt } from '../geometry/built-up';

export interface RenderOptions {
  labels?: Partial<PlanLabels>;
  /** 'full' sheet (default), or 'thumbnail': one floor, room colours and walls, no text. */
  variant?: 'full' | 'thumbnail';
  /** Same as variant 'thumbnail'; kept for callers written before `variant`. */
  thumbnail?: boolean;
  /** Draw only this floor level; a thumbnail shows the ground floor unless told otherwise. */
  floor?: number;
  /** Diagonal text repeated across the sheet (previews before payment). */
  watermark?: string;
}

const FILL: Partial<Record<Room['type'], string>> = {
  toilet: '#e8f1f6',
  bath: '#e8f1f6',
  wc: '#e8f1f6',
  kitchen: '#f6efe3',
  utility: '#f6efe3',
  parking: '#efefef',
  passage: '#f7f7f5',
  balcony: '#eef4ea',
  pooja: '#fbf3dc',
};
/** Thumbnails have no names, so every room type gets a colour a visitor can tell apart. */
const THUMB_FILL: Partial<Record<Room['type'], string>> = { ...FILL, living: '#fdf6ec', lounge: '#fdf6ec', dining: '#fbefe0', bedroom: '#eef0fa', study: '#f1eefa', stair: '#e9e9e9' };
const OPEN_TYPES: ReadonlySet<Room['type']> = new Set(['parking', 'balcony']);
/** Engine name of the bike bay in the front setback (translated through `labels.names`). */
export const BIKE_BAY_NAME = 'Bike parking';
const MARGIN = 1800;
/** Sheet added under the title for a frontage dimension behind the building (see floorSvg): up to 0.95 m beyond the plot. */
const TITLE_ROOM_FOR_DIMENSION_MM = 500;
const SCALE_BARS_MM = 6800;
const NORTH_ARROW_MM = 1600;
const GAP = 2400;

function merge(labels?: Partial<PlanLabels>): PlanLabels {
  return { ...DEFAULT_LABELS, ...labels, rooms: { ...DEFAULT_LABELS.rooms, ...(labels?.rooms ?? {}) } };
}

function rect(r: Rect, Y: PaperY, attrs: string): string {
  return `<rect x="${f1(r.x)}" y="${f1(Y(r.y + r.h))}" width="${f1(r.w)}" height="${f1(r.h)}" ${attrs}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, Y: PaperY, attrs: string): string {
  return `<line x1="${f1(x1)}" y1="${f1(Y(y1))}" x2="${f1(x2)}" y2="${f1(Y(y2))}" ${attrs}/>`;
}

function doorSvg(d: Door, Y: PaperY, rooms: Map<string, Room>, thumb: boolean): string {
  const half = d.width / 2;
  const wallT = 240;
  const gap =
    d.wall === 'h'
      ? rect({ x: d.at.x - half, y: d.at.y - wallT / 2, w: d.width, h: wallT }, Y, 'fill="#fff"')
      : rect({ x: d.at.x - wallT / 2, y: d.at.y - half, w: wallT, h: d.width }, Y, 'fill="#fff"');
  const into = d.swingInto ? rooms.get(d.swingInto) : undefined;
  if (d.kind === 'opening' || thumb || !into) return gap;
  const { hinge, leafEnd, free, clockwise } = doorLeaf(d, into);
  const stroke = d.kind === 'main' ? 36 : 24;
  return `${gap}${line(hinge.x, hinge.y, leafEnd.x, leafEnd.y, Y, `stroke="${INK}" stroke-width="${stroke}"`)}<path d="M${f1(leafEnd.x)},${f1(Y(leafEnd.y))} A${d.width},${d.width} 0 0 ${clockwise ? 1 : 0} ${f1(free.x)},${f1(Y(free.y))}" fill="none" stroke="${INK}" stroke-width="10" stroke-dasharray="40 30"/>`;
}

/** The quarter circles swept by the doors drawn with a leaf, and the exhaust fan, pooja niche and skylight marks, by the room each lies in. */
function swingsByRoom(floor: Floor, rooms: Map<string, Room>): Map<string, Swing[]> {
  const out = new Map<string, Swing[]>();
  for (const d of floor.doors) {
    const into = d.swingInto ? rooms.get(d.swingInto) : undefined;
    if (d.kind === 'opening' || !into) continue;
    out.set(into.id, [...(out.get(into.id) ?? []), swingOf(doorLeaf(d, into))]);
  }
  // An exhaust fan's mark is kept clear of the room's name the same way.
  for (const e of floor.exhausts ?? []) {
    const radius = e.kind === 'roof' ? (FAN_R + 40) * Math.SQRT2 + 40 : FAN_R + 60;
    const mark: Swing = { hinge: e.fan, radius, square: { x: e.fan.x - radius, y: e.fan.y - radius, w: 2 * radius, h: 2 * radius } };
    out.set(e.room, [...(out.get(e.room) ?? []), mark]);
  }
  // A rectangular mark (a skylight, the pooja niche) and 40 mm round it.
  const over = (q: Rect): Swing => ({ hinge: centre(q), radius: Math.hypot(q.w, q.h) / 2 + 40, square: grown(q, 40) });
  for (const k of [...(floor.skylights ?? []), ...(floor.poojaNiche ? [floor.poojaNiche] : [])]) out.set(k.room, [...(out.get(k.room) ?? []), over(k.rect)]);
  return out;
}

/** Window: a white gap in the wall with three glazing lines; a ventilator the same, narrower. */
function windowSvg(w: Window, Y: PaperY, wallMm: number): string {
  const half = w.width / 2;
  const t = wallMm;
  const box = w.wall === 'h' ? { x: w.at.x - half, y: w.at.y - t / 2, w: w.width, h: t } : { x: w.at.x - t / 2, y: w.at.y - half, w: t, h: w.width };
  const glazing = [-t / 3, 0, t / 3].map((o) =>
    w.wall === 'h'
      ? line(box.x, w.at.y + o, box.x + box.w, w.at.y + o, Y, `stroke="${INK}" stroke-width="12"`)
      : line(w.at.x + o, box.y, w.at.x + o, box.y + box.h, Y, `stroke="${INK}" stroke-width="12"`),
  );
  return `${rect(box, Y, `fill="#fff" stroke="${INK}" stroke-width="12"`)}${glazing.join('')}`;
}

/** The exhaust fan mark's radius on the sheet (mm of plan). */
const FAN_R = 130;

/** The fan itself: a circle with crossed blades, in the ceiling. */
function fanMark(x: number, y: number, Y: PaperY): string {
  const k = FAN_R * 0.7;
  return `<circle cx="${f1(x)}" cy="${f1(Y(y))}" r="${FAN_R}" fill="#fff" stroke="${INK}" stroke-width="12"/>${line(x - k, y - k, x + k, y + k, Y, `stroke="${INK}" stroke-width="10"`)}${line(x - k, y + k, x + k, y - k, Y, `stroke="${INK}" stroke-width="10"`)}`;
}

/** Exhaust fan: a wall duct dashed from the fan to a grille in the outer wall, or a roof vent boxed. */
function exhaustSvg(e: Exhaust, Y: PaperY): string {
  const r = FAN_R;
  const fan = fanMark(e.fan.x, e.fan.y, Y);
  if (e.kind === 'roof' || !e.outlet) return `${rect({ x: e.fan.x - r - 40, y: e.fan.y - r - 40, w: 2 * r + 80, h: 2 * r + 80 }, Y, `fill="none" stroke="${INK}" stroke-width="10"`)}${fan}`;
  const o = e.outlet;
  const alongX = Math.abs(o.y - e.fan.y) < 1;
  const dir = alongX ? Math.sign(o.x - e.fan.x) : Math.sign(o.y - e.fan.y);
  const start = alongX ? { x: e.fan.x + dir * r, y: e.fan.y } : { x: e.fan.x, y: e.fan.y + dir * r };
  const duct = dir ? line(start.x, start.y, o.x, o.y, Y, `stroke="#555" stroke-width="14" stroke-dasharray="70 45"`) : '';
  const grille = alongX ? { x: o.x - 60, y: o.y - 150, w: 120, h: 300 } : { x: o.x - 150, y: o.y - 60, w: 300, h: 120 };
  return `${duct}${rect(grille, Y, `fill="#fff" stroke="${INK}" stroke-width="12"`)}${fan}`;
}

/** Pooja niche: the shrine unit on the floor, saffron, with a lit lamp (a diya) upright on the sheet. */
function poojaNicheSvg(q: Rect, Y: PaperY): string {
  const cx = q.x + q.w / 2;
  const cy = Y(q.y + q.h / 2);
  // The mark's size follows the unit's short side, so the legend's smaller box draws the same lamp.
  const s = Math.min(q.w, q.h) / 450;
  const bowl = `M${f1(cx - 130 * s)},${f1(cy + 10 * s)} L${f1(cx + 130 * s)},${f1(cy + 10 * s)} A${f1(130 * s)},${f1(90 * s)} 0 0 1 ${f1(cx - 130 * s)},${f1(cy + 10 * s)} z`;
  const flame = `M${f1(cx)},${f1(cy - 150 * s)} C${f1(cx + 60 * s)},${f1(cy - 70 * s)} ${f1(cx + 40 * s)},${f1(cy - 10 * s)} ${f1(cx)},${f1(cy - 10 * s)} C${f1(cx - 40 * s)},${f1(cy - 10 * s)} ${f1(cx - 60 * s)},${f1(cy - 70 * s)} ${f1(cx)},${f1(cy - 150 * s)} z`;
  return `<g class="pooja-niche">${rect(q, Y, `fill="#f8e1bd" stroke="${INK}" stroke-width="14"`)}<path d="${bowl}" fill="${INK}"/><path d="${flame}" fill="#d35400"/></g>`;
}

/** Skylight: the opening in the slab above, dashed as what lies over the cut, glazed blue, crossed. */
function skylightSvg(k: Skylight | Rect, Y: PaperY): string {
  const q = 'rect' in k ? k.rect : k;
  const dashed = `stroke="${INK}" stroke-width="12" stroke-dasharray="60 40"`;
  return `<g class="skylight">${rect(q, Y, `fill="#dceefa" ${dashed}`)}${line(q.x, q.y, q.x + q.w, q.y + q.h, Y, dashed)}${line(q.x, q.y + q.h, q.x + q.w, q.y, Y, dashed)}</g>`;
}

function stairSvg(floor: Floor, room: Room, Y: PaperY, labels: PlanLabels, top: boolean): string {
  const s = floor.stair;
  if (!s) return '';
  const { first, second, landing } = flightRects(s, room.clear);
  const alongX = s.direction.endsWith('x');
  const treads = (f: Rect) => {
    const n = s.risers / 2 - 1;
    const out: string[] = [];
    for (let i = 0; i <= n; i++) {
      if (alongX) out.push(line(f.x + (i * f.w) / n, f.y, f.x + (i * f.w) / n, f.y + f.h, Y, `stroke="${INK}" stroke-width="10"`));
      else out.push(line(f.x, f.y + (i * f.h) / n, f.x + f.w, f.y + (i * f.h) / n, Y, `stroke="${INK}" stroke-width="10"`));
    }
    return out.join('');
  };
  const up = s.direction.startsWith('+');
  const mid = { x: first.x + first.w / 2, y: first.y + first.h / 2 };
  const from = alongX ? { x: up ? first.x + 80 : first.x + first.w - 80, y: mid.y } : { x: mid.x, y: up ? first.y + 80 : first.y + first.h - 80 };
  const to = alongX ? { x: up ? first.x + first.w : first.x, y: mid.y } : { x: mid.x, y: up ? first.y + first.h : first.y };
  // The UP/DN note sits beside the arrow's start, inside the flight.
  const note = alongX ? { x: from.x + (up ? 260 : -260), y: mid.y - 230 } : { x: mid.x + 230, y: from.y + (up ? 200 : -200) };
  return [
    rect(landing, Y, `fill="none" stroke="${INK}" stroke-width="10"`),
    treads(first),
    treads(second),
    line(from.x, from.y, to.x, to.y, Y, `stroke="${INK}" stroke-width="14" marker-end="url(#arrow)"`),
    textEl(note.x, Y(note.y), top ? labels.down : labels.up, `font-size="170" font-weight="700" fill="${INK}" text-anchor="middle"`),
  ].join('');
}

function dimension(x1: number, y1: number, x2: number, y2: number, text: string, Y: PaperY, offset: number): string {
  const horizontal = Math.abs(y1 - y2) < 1;
  const ink = `stroke="${INK}"`;
  const tick = (x: number, y: number) => `<line x1="${f1(x - 90)}" y1="${f1(Y(y) + 90)}" x2="${f1(x + 90)}" y2="${f1(Y(y) - 90)}" ${ink} stroke-width="14"/>`;
  if (horizontal) {
    // A negative offset draws the line behind the building: the extension lines then run back past it.
    const y = y1 - offset;
    const beyond = y - Math.sign(offset) * 120;
    return `<g>${line(x1, y, x2, y, Y, `${ink} stroke-width="10"`)}${tick(x1, y)}${tick(x2, y)}${line(x1, y1, x1, beyond, Y, `${ink} stroke-width="6"`)}${line(x2, y1, x2, beyond, Y, `${ink} stroke-width="6"`)}${textEl((x1 + x2) / 2, Y(y) - 70, text, `font-size="200" text-anchor="middle" fill="${INK}"`)}</g>`;
  }
  const x = x1 - offset;
  const cy = Y((y1 + y2) / 2);
  return `<g>${line(x, y1, x, y2, Y, `${ink} stroke-width="10"`)}${tick(x, y1)}${tick(x, y2)}${line(x1, y1, x - 120, y1, Y, `${ink} stroke-width="6"`)}${line(x1, y2, x - 120, y2, Y, `${ink} stroke-width="6"`)}${textEl(x - 70, cy, text, `font-size="200" text-anchor="middle" fill="${INK}" transform="rotate(-90 ${f1(x - 70)} ${f1(cy)})"`)}</g>`;
}

/** A porch or terrace has no outer walls: its floor reaches the outline, a terrace gets a parapet line. */
function openSpace(room: Room, floor: Floor, Y: PaperY, fill: string): string {
  const r = room.rect;
  const sides = outlineSides(r, floor.footprint);
  const c = { ...room.clear };
  if (sides.front) (c.h += c.y - r.y), (c.y = r.y);
  if (sides.back) c.h = r.y + r.h - c.y;
  if (sides.left) (c.w += c.x - r.x), (c.x = r.x);
  if (sides.right) c.w = r.x + r.w - c.x;
  const parts = [rect(c, Y, `fill="${fill}"`)];
  if (room.type === 'balcony') {
    const p = `stroke="${INK}" stroke-width="40"`;
    if (sides.front) parts.push(line(r.x, r.y + 60, r.x + r.w, r.y + 60, Y, p));
    if (sides.back) parts.push(line(r.x, r.y + r.h - 60, r.x + r.w, r.y + r.h - 60, Y, p));
    if (sides.left) parts.push(line(r.x + 60, r.y, r.x + 60, r.y + r.h, Y, p));
    if (sides.right) parts.push(line(r.x + r.w - 60, r.y, r.x + r.w - 60, r.y + r.h, Y, p));
  }
  return parts.join('');
}

function floorSvg(plan: Plan, floor: Floor, labels: PlanLabels, thumb: boolean, top: boolean): string {
  const Y: PaperY = (y) => plan.plot.h - y;
  const rooms = new Map(floor.rooms.map((r) => [r.id, r]));
  const out: string[] = [];
  const fp = floor.footprint;
  // Poche: the footprint in ink, each room's clear area cut out of it.
  out.push(rect(fp, Y, `fill="${INK}"`));
  for (const r of floor.rooms) {
    const fill = (thumb ? THUMB_FILL[r.type] : FILL[r.type]) ?? '#ffffff';
    out.push(OPEN_TYPES.has(r.type) ? openSpace(r, floor, Y, fill) : rect(r.clear, Y, `fill="${fill}"`));
  }
  const bay = floor.level === 0 ? plan.parking?.bay : undefined;
  if (bay) out.push(rect(bay, Y, `fill="none" stroke="${INK}" stroke-width="20" stroke-dasharray="90 60"`));
  for (const d of floor.doors) out.push(doorSvg(d, Y, rooms, thumb));
  for (const w of floor.windows) out.push(windowSvg(w, Y, plan.walls.externalMm / 2));
  // The niche is what the visitor took in place of a pooja room: even a thumbnail shows it.
  if (floor.poojaNiche) out.push(poojaNicheSvg(floor.poojaNiche.rect, Y));
  if (thumb) return out.join('');
  for (const e of floor.exhausts ?? []) out.push(exhaustSvg(e, Y));
  for (const k of floor.skylights ?? []) out.push(skylightSvg(k, Y));
  const stairRoom = floor.rooms.find((r) => r.type === 'stair');
  if (stairRoom) out.push(stairSvg(floor, stairRoom, Y, labels, top));
  const swings = swingsByRoom(floor, rooms);
  for (const r of floor.rooms) out.push(roomLabel(r, Y, labels, swings.get(r.id)));
  if (bay && plan.parking?.kind === 'bike') out.push(textEl(bay.x + bay.w / 2, Y(bay.y + bay.h / 2) + 60, lettered(labels.names?.[BIKE_BAY_NAME] ?? BIKE_BAY_NAME), `font-size="170" font-weight="600" text-anchor="middle" fill="${INK}"`));
  // The frontage is measured in front of the building, or, where a parking bay stands in the front setback (a
  // bike's, or cars standing partly in it) and the line would cross it, behind the building, clear of the
  // plot's back line as the depth's line runs clear of its side line.
  if (plan.parking?.bay) out.push(dimension(fp.x, fp.y + fp.h, fp.x + fp.w, fp.y + fp.h, feetInches(fp.w), Y, -Math.max(650, plan.plot.y + plan.plot.h - fp.y - fp.h + 450)));
  else out.push(dimension(fp.x, fp.y, fp.x + fp.w, fp.y, feetInches(fp.w), Y, 650));
  out.push(dimension(fp.x, fp.y, fp.x, fp.y + fp.h, feetInches(fp.h), Y, Math.max(650, fp.x - plan.plot.x + 450)));
  return out.join('');
}

export function renderPlanSvg(plan: Plan, options: RenderOptions = {}): string {
  const labels = merge(options.labels);
  const thumb = options.variant === 'thumbnail' || options.thumbnail === true;
  const only = options.floor ?? (thumb ? 0 : undefined);
  const floors = only === undefined ? plan.floors : plan.floors.filter((f) => f.level === only);
  const drawn = floors.length ? floors : plan.floors.slice(0, 1);
  const n = drawn.length;
  const pw = plan.plot.w;
  const ph = plan.plot.h;
  const margin = thumb ? 300 : MARGIN;
  const gap = thumb ? 600 : GAP;
  // A frontage dimension behind the building (see floorSvg) takes sheet between the title and the plot.
  const titleH = thumb ? 0 : 1500 + (plan.parking?.bay ? TITLE_ROOM_FOR_DIMENSION_MM : 0);
  // The scale bars take about 6.8 m of sheet and the north arrow 1.6 m: on a narrow sheet the arrow goes below.
  const arrowBelow = n * pw + (n - 1) * gap < SCALE_BARS_MM + NORTH_ARROW_MM;
  // A sheet with exhaust fans, skylights or a pooja niche explains each mark in a line of its own under the scale bars.
  const legends = thumb ? [] : legendsFor(drawn, labels);
  const footH = thumb ? 0 : (arrowBelow ? 4400 : 2600) + LEGEND_LINE_MM * legends.length;
  const width = n * pw + (n - 1) * gap + 2 * margin;
  const height = ph + 2 * margin + titleH + footH;
  const topLevel = plan.floors.length - 1;
  const parts: string[] = [];
  drawn.forEach((floor, i) => {
    const body = [
      rect(plan.plot, (y) => ph - y, `fill="none" stroke="${INK}" stroke-width="${thumb ? 30 : 14}" stroke-dasharray="160 60 30 60"`),
      floorSvg(plan, floor, labels, thumb, floor.level === topLevel && topLevel > 0),
    ];
    if (!thumb) {
      body.unshift(rect(plan.envelope, (y) => ph - y, `fill="none" stroke="#9a9a9a" stroke-width="8" stroke-dasharray="60 60"`));
      body.push(line(0, -160, pw, -160, (y) => ph - y, `stroke="#555" stroke-width="10"`));
      body.push(textEl(pw / 2, ph + 420, lettered(labels.road), `font-size="220" text-anchor="middle" letter-spacing="${letterSpacing(labels.road, 60)}" fill="#555"`));
      body.push(textEl(pw / 2, ph + 1350, lettered(labels.floors[floor.level] ?? floor.name), `font-size="300" font-weight="700" text-anchor="middle" fill="${INK}"`));
    }
    parts.push(`<g transform="translate(${f1(margin + i * (pw + gap))} ${f1(margin + titleH)})">${body.join('')}</g>`);
  });
  if (!thumb) {
    const r = plan.request;
    parts.push(textEl(margin, margin + 300, `${labels.option} ${plan.option}`, `font-size="420" font-weight="700" fill="${INK}"`));
    // Measures stay one left-to-right run (isolated) inside a right-to-left line.
    const ltr = (t: string) => `\u2066${t}\u2069`;
    parts.push(textEl(margin, margin + 820, `${labels.plot} ${ltr(`${r.plotWidthFt}' x ${r.plotDepthFt}'`)} · ${labels.facing} ${ltr(r.facing)} · ${labels.builtUp ?? DEFAULT_LABELS.builtUp} ${ltr(`${builtUpSqFt(plan)} sq ft`)}`, `font-size="260" fill="#444"`));
    // Bottom right, clear of the title however narrow the sheet.
    const scaleY = height - margin - (arrowBelow ? 2400 : 900) - LEGEND_LINE_MM * legends.length;
    parts.push(northArrow(arrowBelow ? margin + 700 : width - margin - 700, arrowBelow ? height - margin - 400 : scaleY, plan.northBearingDeg, labels));
    parts.push(scaleBars(margin, scaleY, labels));
    legends.forEach((legend, i) => parts.push(legend(margin, scaleY + 1450 + LEGEND_LINE_MM * i)));
  }
  if (options.watermark) parts.push(watermark(options.watermark, width, height, thumb));
  const px = thumb ? 320 : 1200;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f1(width)} ${f1(height)}" width="${px}" height="${f1((px * height) / width)}" role="img" aria-label="${esc(`${labels.option} ${plan.option}`)}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${INK}"/></marker></defs><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}

/** Diagonal text: one mark across a thumbnail, a repeated pattern across a full sheet. */
function watermark(text: string, width: number, height: number, thumb: boolean): string {
  const style = (size: number, x: number, y: number) => `font-size="${f1(size)}" font-weight="700" fill="#c0392b" fill-opacity="0.16" text-anchor="middle" transform="rotate(-30 ${f1(x)} ${f1(y)})"`;
  if (thumb) {
    // Capitals advance about 0.7 em; the diagonal of the card is the room the text has.
    const size = Math.min(Math.hypot(width, height) * 0.6 / Math.max(1, text.length * 0.7), height / 3);
    return `<g pointer-events="none">${textEl(width / 2, height / 2 + size / 3, text, style(size, width / 2, height / 2))}</g>`;
  }
  const size = 1100;
  const marks: string[] = [];
  for (let y = size * 1.8; y < height + size; y += size * 4)
    for (let x = size * 2; x < width + size * 4; x += size * 8) marks.push(textEl(x, y, text, style(size, x, y)));
  return `<g pointer-events="none">${marks.join('')}</g>`;
}

/** North arrow: plan +y (up the sheet) points at `plusYBearing`, so north is turned by its negative. */
function northArrow(cx: number, cy: number, plusYBearing: number, labels: PlanLabels): string {
  const rot = -plusYBearing;
  const rad = (rot * Math.PI) / 180;
  // The letter stays upright just beyond the arrow's tip.
  const tx = cx + 760 * Math.sin(rad);
  const ty = cy - 760 * Math.cos(rad) + 100;
  return `<g><g transform="translate(${f1(cx)} ${f1(cy)}) rotate(${rot})"><circle r="520" fill="none" stroke="${INK}" stroke-width="16"/><path d="M0,-480 L180,300 L0,170 L-180,300 z" fill="${INK}"/></g>${textEl(tx, ty, labels.north, `font-size="300" font-weight="700" text-anchor="middle" fill="${INK}"`)}</g>`;
}

/** The sheet a legend line takes under the scale bars (mm of plan). */
const LEGEND_LINE_MM = 600;

/** The legend lines a sheet needs: each draws its mark and what it is on one line starting at (x, y) (its middle). */
function legendsFor(drawn: Floor[], labels: PlanLabels): Array<(x: number, y: number) => string> {
  // The footer is laid out on the sheet's own axes: no flip.
  const words = (x: number, y: number, text: string) => textEl(x + 450, y + 60, text, `font-size="180" fill="${INK}"`);
  const out: Array<(x: number, y: number) => string> = [];
  if (drawn.some((f) => f.exhausts?.length)) out.push((x, y) => `${fanMark(x + 170, y, (v) => v)}${words(x, y, labels.exhaust ?? DEFAULT_LABELS.exhaust ?? '')}`);
  // The skylight's mark is drawn as on a floor, whose paper y runs the other way: flipped about the line.
  if (drawn.some((f) => f.skylights?.length)) out.push((x, y) => `${skylightSvg({ x: x + 20, y: y - 150, w: 300, h: 300 }, (v) => 2 * y - v)}${words(x, y, labels.skylight ?? DEFAULT_LABELS.skylight ?? '')}`);
  if (drawn.some((f) => f.poojaNiche)) out.push((x, y) => `${poojaNicheSvg({ x: x + 20, y: y - 150, w: 300, h: 300 }, (v) => 2 * y - v)}${words(x, y, labels.poojaNiche ?? DEFAULT_LABELS.poojaNiche ?? '')}`);
  return out;
}

/** Metre and foot bars: Indian buyers read feet, the drawing is in millimetres. */
function scaleBars(x: number, y: number, labels: PlanLabels): string {
  const parts: string[] = [];
  const bar = (y0: number, seg: number, count: number, step: number, unit: string) => {
    for (let i = 0; i < count; i++) parts.push(`<rect x="${f1(x + i * seg)}" y="${f1(y0)}" width="${f1(seg)}" height="120" fill="${i % 2 ? '#fff' : INK}" stroke="${INK}" stroke-width="12"/>`);
    for (let i = 0; i <= count; i++) parts.push(textEl(x + i * seg, y0 + 330, String(i * step), `font-size="170" text-anchor="middle" fill="${INK}"`));
    parts.push(textEl(x + count * seg + 250, y0 + 110, unit, `font-size="180" fill="${INK}"`));
  };
  bar(y, 1000, 5, 1, 'm');
  bar(y + 600, 5 * 304.8, 4, 5, 'ft');
  parts.push(textEl(x, y - 120, labels.scale, `font-size="180" fill="${INK}"`));
  return parts.join('');
}
