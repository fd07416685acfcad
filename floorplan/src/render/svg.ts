// Draws a plan as an architect's SVG sheet: wall poche, door swings, window marks, room names with sizes,
// dimension lines, north arrow and scale bar; one drawing per floor side by side, or a compact thumbnail.
import type { Door, Floor, Plan, Rect, Room, Window } from '../types';
import { DEFAULT_LABELS, type PlanLabels } from './labels';
import { esc, feetInches } from './units';
import { flightRects } from '../circulation/stairs';

export interface RenderOptions {
  labels?: Partial<PlanLabels>;
  thumbnail?: boolean;
  watermark?: string;
}

const INK = '#1d1d1f';
const FILL: Partial<Record<Room['type'], string>> = {
  toilet: '#e8f1f6',
  wc: '#e8f1f6',
  kitchen: '#f6efe3',
  utility: '#f6efe3',
  parking: '#efefef',
  passage: '#fafafa',
  stair: '#ffffff',
  balcony: '#eef4ea',
  pooja: '#fbf3dc',
};
const MARGIN = 1800;
const GAP = 2200;
const f1 = (n: number) => Math.round(n);

function merge(labels?: Partial<PlanLabels>): PlanLabels {
  return { ...DEFAULT_LABELS, ...labels, rooms: { ...DEFAULT_LABELS.rooms, ...(labels?.rooms ?? {}) } };
}

/** Plan y grows away from the road; on paper the road is at the bottom, so paper y = top - plan y. */
function sheet(plan: Plan) {
  const top = plan.plot.h;
  return { X: (x: number) => x, Y: (y: number) => top - y };
}

function rect(r: Rect, Y: (y: number) => number, attrs: string): string {
  return `<rect x="${f1(r.x)}" y="${f1(Y(r.y + r.h))}" width="${f1(r.w)}" height="${f1(r.h)}" ${attrs}/>`;
}

function doorSvg(d: Door, Y: (y: number) => number, rooms: Map<string, Room>, thumb: boolean): string {
  const half = d.width / 2;
  const wallT = 240;
  const gap =
    d.wall === 'h'
      ? rect({ x: d.at.x - half, y: d.at.y - wallT / 2, w: d.width, h: wallT }, Y, 'fill="#fff"')
      : rect({ x: d.at.x - wallT / 2, y: d.at.y - half, w: wallT, h: d.width }, Y, 'fill="#fff"');
  if (d.kind === 'opening' || thumb || !d.swingInto) return gap;
  const into = rooms.get(d.swingInto);
  if (!into) return gap;
  // Leaf opens into `into`: find which way that is from the wall.
  const dir = d.wall === 'h' ? (into.rect.y + into.rect.h / 2 > d.at.y ? 1 : -1) : into.rect.x + into.rect.w / 2 > d.at.x ? 1 : -1;
  const hingeSign = d.hinge === 'end' ? 1 : -1;
  const stroke = d.kind === 'main' ? 36 : 24;
  if (d.wall === 'h') {
    const hx = d.at.x + hingeSign * half;
    const hy = d.at.y;
    const leafEnd = { x: hx, y: hy + dir * d.width };
    const free = { x: d.at.x - hingeSign * half, y: hy };
    const sweep = (hingeSign === -1) === (dir === 1) ? 1 : 0;
    return `${gap}<line x1="${f1(hx)}" y1="${f1(Y(hy))}" x2="${f1(leafEnd.x)}" y2="${f1(Y(leafEnd.y))}" stroke="${INK}" stroke-width="${stroke}"/><path d="M${f1(leafEnd.x)},${f1(Y(leafEnd.y))} A${d.width},${d.width} 0 0 ${sweep} ${f1(free.x)},${f1(Y(free.y))}" fill="none" stroke="${INK}" stroke-width="10" stroke-dasharray="40 30"/>`;
  }
  const hx = d.at.x;
  const hy = d.at.y + hingeSign * half;
  const leafEnd = { x: hx + dir * d.width, y: hy };
  const free = { x: hx, y: d.at.y - hingeSign * half };
  const sweep = (hingeSign === -1) === (dir === 1) ? 0 : 1;
  return `${gap}<line x1="${f1(hx)}" y1="${f1(Y(hy))}" x2="${f1(leafEnd.x)}" y2="${f1(Y(leafEnd.y))}" stroke="${INK}" stroke-width="${stroke}"/><path d="M${f1(leafEnd.x)},${f1(Y(leafEnd.y))} A${d.width},${d.width} 0 0 ${sweep} ${f1(free.x)},${f1(Y(free.y))}" fill="none" stroke="${INK}" stroke-width="10" stroke-dasharray="40 30"/>`;
}

function windowSvg(w: Window, Y: (y: number) => number, wallMm: number): string {
  const half = w.width / 2;
  const t = wallMm;
  const r: Rect = w.wall === 'h' ? { x: w.at.x - half, y: w.at.y - t, w: w.width, h: 2 * t } : { x: w.at.x - t, y: w.at.y - half, w: 2 * t, h: w.width };
  // The wall is drawn from the cell edge inwards by its full thickness; clip the window to the wall band.
  const lines =
    w.wall === 'h'
      ? [-t / 3, 0, t / 3].map((o) => `<line x1="${f1(r.x)}" y1="${f1(Y(w.at.y + o))}" x2="${f1(r.x + r.w)}" y2="${f1(Y(w.at.y + o))}" stroke="${INK}" stroke-width="12"/>`)
      : [-t / 3, 0, t / 3].map((o) => `<line x1="${f1(w.at.x + o)}" y1="${f1(Y(r.y + r.h))}" x2="${f1(w.at.x + o)}" y2="${f1(Y(r.y))}" stroke="${INK}" stroke-width="12"/>`);
  const box = w.wall === 'h' ? { x: r.x, y: w.at.y - t / 2, w: w.width, h: t } : { x: w.at.x - t / 2, y: r.y, w: t, h: w.width };
  return `${rect(box, Y, `fill="#fff" stroke="${INK}" stroke-width="12"`)}${lines.join('')}`;
}

function stairSvg(floor: Floor, room: Room, Y: (y: number) => number, labels: PlanLabels, top: boolean): string {
  const s = floor.stair;
  if (!s) return '';
  const { first, second, landing } = flightRects(s, room.clear);
  const alongX = s.direction.endsWith('x');
  const treads = (f: Rect) => {
    const n = s.risers / 2 - 1;
    const out: string[] = [];
    for (let i = 0; i <= n; i++) {
      if (alongX) {
        const x = f.x + (i * f.w) / n;
        out.push(`<line x1="${f1(x)}" y1="${f1(Y(f.y))}" x2="${f1(x)}" y2="${f1(Y(f.y + f.h))}" stroke="${INK}" stroke-width="10"/>`);
      } else {
        const y = f.y + (i * f.h) / n;
        out.push(`<line x1="${f1(f.x)}" y1="${f1(Y(y))}" x2="${f1(f.x + f.w)}" y2="${f1(Y(y))}" stroke="${INK}" stroke-width="10"/>`);
      }
    }
    return out.join('');
  };
  const c = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
  const up = s.direction.startsWith('+');
  const a = c(first);
  const arrowFrom = alongX ? { x: up ? first.x + 80 : first.x + first.w - 80, y: a.y } : { x: a.x, y: up ? first.y + 80 : first.y + first.h - 80 };
  const arrowTo = alongX ? { x: up ? first.x + first.w : first.x, y: a.y } : { x: a.x, y: up ? first.y + first.h : first.y };
  return [
    rect(landing, Y, `fill="none" stroke="${INK}" stroke-width="10"`),
    treads(first),
    treads(second),
    `<line x1="${f1(arrowFrom.x)}" y1="${f1(Y(arrowFrom.y))}" x2="${f1(arrowTo.x)}" y2="${f1(Y(arrowTo.y))}" stroke="${INK}" stroke-width="14" marker-end="url(#arrow)"/>`,
    `<text x="${f1(arrowFrom.x)}" y="${f1(Y(arrowFrom.y) + (alongX ? -90 : 0))}" font-size="200" font-family="Helvetica, Arial, sans-serif" fill="${INK}" text-anchor="middle">${esc(top ? labels.down : labels.up)}</text>`,
  ].join('');
}

function roomLabel(room: Room, Y: (y: number) => number, labels: PlanLabels): string {
  const c = room.clear;
  const name = room.type === 'bedroom' || room.type === 'toilet' || room.type === 'living' || room.type === 'lounge' || room.type === 'study' ? localiseName(room, labels) : labels.rooms[room.type] ?? room.name;
  const size = `${feetInches(c.w)} x ${feetInches(c.h)}`;
  const small = Math.min(c.w, c.h) < 1600;
  const fs = small ? 150 : Math.min(260, Math.max(170, c.w / 11));
  const cx = c.x + c.w / 2;
  const cy = Y(c.y + c.h / 2);
  if (room.type === 'passage' || room.type === 'stair') return '';
  const vertical = c.h > c.w * 1.6 && c.w < 1400;
  const rot = vertical ? ` transform="rotate(-90 ${f1(cx)} ${f1(cy)})"` : '';
  return `<g${rot} font-family="Helvetica, Arial, sans-serif" text-anchor="middle" fill="${INK}"><text x="${f1(cx)}" y="${f1(cy - fs * 0.15)}" font-size="${f1(fs)}" font-weight="600" letter-spacing="10">${esc(name.toUpperCase())}</text><text x="${f1(cx)}" y="${f1(cy + fs * 1.05)}" font-size="${f1(fs * 0.78)}">${esc(size)}</text></g>`;
}

function localiseName(room: Room, labels: PlanLabels): string {
  const base = labels.rooms[room.type] ?? room.name;
  const number = room.name.match(/(\d+)$/)?.[1];
  if (room.type === 'bedroom' && room.master) return room.name === 'Master bedroom' && base === 'Bedroom' ? 'Master bedroom' : `${base} 1`;
  if (room.type === 'bedroom' && number) return `${base} ${number}`;
  if (room.type === 'bedroom' && room.name !== 'Bedroom' && base === 'Bedroom') return room.name;
  if (room.type === 'living' && room.name.includes('dining') && base === 'Living') return room.name;
  return base === DEFAULT_LABELS.rooms[room.type] ? room.name : base;
}

function dimension(x1: number, y1: number, x2: number, y2: number, text: string, Y: (y: number) => number, offset: number): string {
  const horizontal = Math.abs(y1 - y2) < 1;
  const tick = (x: number, y: number) => `<line x1="${f1(x - 90)}" y1="${f1(Y(y) + 90)}" x2="${f1(x + 90)}" y2="${f1(Y(y) - 90)}" stroke="${INK}" stroke-width="14"/>`;
  if (horizontal) {
    const y = y1 - offset;
    return `<g><line x1="${f1(x1)}" y1="${f1(Y(y))}" x2="${f1(x2)}" y2="${f1(Y(y))}" stroke="${INK}" stroke-width="10"/>${tick(x1, y)}${tick(x2, y)}<line x1="${f1(x1)}" y1="${f1(Y(y1))}" x2="${f1(x1)}" y2="${f1(Y(y) + 120)}" stroke="${INK}" stroke-width="6"/><line x1="${f1(x2)}" y1="${f1(Y(y1))}" x2="${f1(x2)}" y2="${f1(Y(y) + 120)}" stroke="${INK}" stroke-width="6"/><text x="${f1((x1 + x2) / 2)}" y="${f1(Y(y) - 70)}" font-size="200" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" fill="${INK}">${esc(text)}</text></g>`;
  }
  const x = x1 - offset;
  const cy = Y((y1 + y2) / 2);
  return `<g><line x1="${f1(x)}" y1="${f1(Y(y1))}" x2="${f1(x)}" y2="${f1(Y(y2))}" stroke="${INK}" stroke-width="10"/>${tick(x, y1)}${tick(x, y2)}<line x1="${f1(x1)}" y1="${f1(Y(y1))}" x2="${f1(x - 120)}" y2="${f1(Y(y1))}" stroke="${INK}" stroke-width="6"/><line x1="${f1(x1)}" y1="${f1(Y(y2))}" x2="${f1(x - 120)}" y2="${f1(Y(y2))}" stroke="${INK}" stroke-width="6"/><text x="${f1(x - 70)}" y="${f1(cy)}" font-size="200" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" fill="${INK}" transform="rotate(-90 ${f1(x - 70)} ${f1(cy)})">${esc(text)}</text></g>`;
}

function floorSvg(plan: Plan, floor: Floor, labels: PlanLabels, thumb: boolean, top: boolean): string {
  const { Y } = sheet(plan);
  const rooms = new Map(floor.rooms.map((r) => [r.id, r]));
  const out: string[] = [];
  const fp = floor.footprint;
  // Poche: the footprint in ink, rooms' clear areas cut out of it.
  out.push(rect(fp, Y, `fill="${INK}"`));
  for (const r of floor.rooms) {
    const c = r.type === 'parking' ? openPorch(r, floor) : r.clear;
    out.push(rect(c, Y, `fill="${thumb ? FILL[r.type] ?? '#fff' : FILL[r.type] ?? '#ffffff'}"`));
  }
  for (const d of floor.doors) out.push(doorSvg(d, Y, rooms, thumb));
  for (const w of floor.windows) out.push(windowSvg(w, Y, plan.walls.externalMm / 2));
  const stairRoom = floor.rooms.find((r) => r.type === 'stair');
  if (stairRoom && !thumb) out.push(stairSvg(floor, stairRoom, Y, labels, top));
  if (!thumb) for (const r of floor.rooms) out.push(roomLabel(r, Y, labels));
  if (!thumb) {
    out.push(dimension(fp.x, fp.y, fp.x + fp.w, fp.y, feetInches(fp.w), Y, 700));
    out.push(dimension(fp.x, fp.y, fp.x, fp.y + fp.h, feetInches(fp.h), Y, 700));
  }
  return out.join('');
}

/** A car porch is open on its outer sides: only columns at the corners. */
function openPorch(room: Room, floor: Floor): Rect {
  const fp = floor.footprint;
  const r = room.rect;
  const c = { ...room.clear };
  if (Math.abs(r.y - fp.y) < 1) {
    c.h += c.y - r.y;
    c.y = r.y;
  }
  return c;
}

export function renderPlanSvg(plan: Plan, options: RenderOptions = {}): string {
  const labels = merge(options.labels);
  const thumb = options.thumbnail === true;
  const n = plan.floors.length;
  const pw = plan.plot.w;
  const ph = plan.plot.h;
  const margin = thumb ? 400 : MARGIN;
  const titleH = thumb ? 0 : 1400;
  const footH = thumb ? 0 : 2200;
  const width = n * pw + (n - 1) * (thumb ? 600 : GAP) + 2 * margin;
  const height = ph + 2 * margin + titleH + footH;
  const parts: string[] = [];
  plan.floors.forEach((floor, i) => {
    const ox = margin + i * (pw + (thumb ? 600 : GAP));
    const oy = margin + titleH;
    const body = [
      rect(plan.plot, (y) => ph - y, `fill="none" stroke="${INK}" stroke-width="14" stroke-dasharray="160 60 30 60"`),
      rect(plan.envelope, (y) => ph - y, `fill="none" stroke="#9a9a9a" stroke-width="8" stroke-dasharray="60 60"`),
      floorSvg(plan, floor, labels, thumb, i === n - 1 && n > 1),
    ];
    if (!thumb) {
      body.push(`<text x="${f1(pw / 2)}" y="${f1(ph + 1300)}" font-size="300" font-weight="700" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" fill="${INK}">${esc((labels.floors[floor.level] ?? floor.name).toUpperCase())}</text>`);
      body.push(`<text x="${f1(pw / 2)}" y="${f1(ph + 420)}" font-size="220" text-anchor="middle" letter-spacing="60" font-family="Helvetica, Arial, sans-serif" fill="#555">${esc(labels.road.toUpperCase())}</text>`);
      body.push(`<line x1="0" y1="${f1(ph + 160)}" x2="${f1(pw)}" y2="${f1(ph + 160)}" stroke="#555" stroke-width="10"/>`);
    }
    parts.push(`<g transform="translate(${f1(ox)} ${f1(oy)})">${body.join('')}</g>`);
  });
  if (!thumb) {
    const r = plan.request;
    parts.push(`<text x="${margin}" y="${margin + 300}" font-size="420" font-weight="700" font-family="Helvetica, Arial, sans-serif" fill="${INK}">${esc(`${labels.option} ${plan.option}`)}</text>`);
    parts.push(`<text x="${margin}" y="${margin + 820}" font-size="260" font-family="Helvetica, Arial, sans-serif" fill="#444">${esc(`${labels.plot} ${r.plotWidthFt}' x ${r.plotDepthFt}' · ${labels.facing} ${r.facing}`)}</text>`);
    parts.push(northArrow(width - margin - 900, margin + 500, plan.northBearingDeg, labels));
    parts.push(scaleBar(margin, height - margin - 500, labels));
  }
  if (options.watermark) {
    const wm: string[] = [];
    for (let y = 2000; y < height; y += 4500)
      for (let x = 0; x < width; x += 9000)
        wm.push(`<text x="${x}" y="${y}" font-size="1100" font-weight="700" fill="#c0392b" fill-opacity="0.13" font-family="Helvetica, Arial, sans-serif" transform="rotate(-30 ${x} ${y})">${esc(options.watermark)}</text>`);
    parts.push(`<g pointer-events="none">${wm.join('')}</g>`);
  }
  const px = thumb ? 320 : 1200;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f1(width)} ${f1(height)}" width="${px}" height="${f1((px * height) / width)}" role="img" aria-label="${esc(`${labels.option} ${plan.option}`)}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${INK}"/></marker></defs><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}

/** North arrow: plan +y (up the sheet) points at `plusYBearing`, so north is rotated by its negative. */
function northArrow(cx: number, cy: number, plusYBearing: number, labels: PlanLabels): string {
  const rot = -plusYBearing;
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})"><circle r="520" fill="none" stroke="${INK}" stroke-width="16"/><path d="M0,-480 L180,300 L0,170 L-180,300 z" fill="${INK}"/><text y="-600" font-size="300" font-weight="700" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" fill="${INK}" transform="rotate(${-rot} 0 -700)">${esc(labels.north)}</text></g>`;
}

function scaleBar(x: number, y: number, labels: PlanLabels): string {
  const seg = 1000;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) parts.push(`<rect x="${x + i * seg}" y="${y}" width="${seg}" height="140" fill="${i % 2 ? '#fff' : INK}" stroke="${INK}" stroke-width="12"/>`);
  for (let i = 0; i <= 5; i++) parts.push(`<text x="${x + i * seg}" y="${y + 400}" font-size="200" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" fill="${INK}">${i}</text>`);
  parts.push(`<text x="${x + 5 * seg + 300}" y="${y + 130}" font-size="200" font-family="Helvetica, Arial, sans-serif" fill="${INK}">m · ${esc(labels.scale)}</text>`);
  return parts.join('');
}
