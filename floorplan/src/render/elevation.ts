// Draws the front elevation of a plan in oblique projection (front face true to scale, the right-hand
// side receding), so the visitor sees the house their plan makes: floors, front windows with sunshades,
// the main door, an open car porch, balconies, the stair room on the roof and a roof in the chosen style, and
// the exhaust grilles and roof cowls of toilets aired by a fan (so the facade matches the plan sheet).
import type { ElevationStyle, Exhaust, Floor, Plan, Rect, Room } from '../types';
import { esc, f1 } from './units';

export interface ElevationOptions {
  /** Accessible name of the drawing. */
  title?: string;
  /** Width in CSS pixels; the height follows. */
  widthPx?: number;
}

interface Palette {
  wall: string;
  side: string;
  accent: string;
  trim: string;
  roof: string;
}

const PALETTES: Record<ElevationStyle, Palette> = {
  modern: { wall: '#f3f1ec', side: '#d8d4cb', accent: '#8a5a3b', trim: '#3b3f45', roof: '#e7e4dd' },
  contemporary: { wall: '#efece6', side: '#d1ccc2', accent: '#6f7c85', trim: '#2f3437', roof: '#e2ded6' },
  traditional: { wall: '#f4e9d4', side: '#dccdb0', accent: '#a0522d', trim: '#6b3e26', roof: '#b5523b' },
  minimal: { wall: '#fafafa', side: '#dcdcdc', accent: '#b9b9b9', trim: '#444', roof: '#efefef' },
};

const PLINTH_MM = 450;
const PARAPET_MM = 1000;
/** A terrace's railing: glass panels a metre high, the height of a parapet. */
const RAILING_MM = 1000;
const SLAB_MM = 150;
const STAIR_ROOM_MM = 2700;
const DOOR_MM = 2100;
/** Oblique projection: depth drawn at a third of its size, rising at 30 degrees. */
const DEPTH_SCALE = 0.32;
const COS = Math.cos(Math.PI / 6) * DEPTH_SCALE;
const SIN = Math.sin(Math.PI / 6) * DEPTH_SCALE;
/** An exhaust duct's grille: a louvred square under the slab, where a duct above the toilet's ceiling leaves the wall. */
const GRILLE_MM = 250;
const GRILLE_CENTRE_MM = 2600;
/** A roof vent's cowl: a pipe standing clear of the flat roof, capped against rain. */
const COWL_MM = 900;
const COWL_PIPE_MM = 160;
const GLASS = '#7fa6b8';
const GLASS_SHINE = '#b9d3de';

type Point = [number, number];

export function renderElevationSvg(plan: Plan, options: ElevationOptions = {}): string {
  const ground = plan.floors[0]!;
  const fp = ground.footprint;
  const style = plan.request.style;
  const palette = PALETTES[style];
  const ftf = plan.floorToFloorMm;
  const floors = plan.floors.length;
  const wallTop = PLINTH_MM + floors * ftf;
  const sloped = style === 'traditional';
  const roofRise = sloped ? 1800 : PARAPET_MM;
  const stairRoom = floors > 1 ? plan.floors[floors - 1]!.rooms.find((r) => r.type === 'stair') : undefined;
  const skyline = wallTop + Math.max(roofRise, stairRoom && !sloped ? STAIR_ROOM_MM + 300 : 0);

  // Paper: x to the right, z up from the ground; depth y recedes up and to the right.
  const margin = 1500;
  const depthX = fp.h * COS;
  const depthZ = fp.h * SIN;
  const width = fp.w + depthX + 2 * margin + 2400;
  const height = skyline + depthZ + 2 * margin;
  const x0 = margin + 1800 - fp.x;
  const groundY = height - margin;
  const P = (x: number, y: number, z: number): Point => [x0 + x + (y - fp.y) * COS, groundY - z - (y - fp.y) * SIN];
  const poly = (points: Point[], attrs: string) => `<polygon points="${points.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ')}" ${attrs}/>`;
  const front = (r: { x: number; z: number; w: number; h: number }, attrs: string) =>
    poly([P(r.x, fp.y, r.z), P(r.x + r.w, fp.y, r.z), P(r.x + r.w, fp.y, r.z + r.h), P(r.x, fp.y, r.z + r.h)], attrs);

  const parts: string[] = [];
  // Ground and the house's shadow falling back to the right.
  parts.push(`<rect x="0" y="${f1(groundY)}" width="${f1(width)}" height="${margin}" fill="#dfe8d8"/>`);
  parts.push(poly([P(fp.x + fp.w, fp.y, 0), P(fp.x + fp.w + 2200, fp.y + fp.h, 0), P(fp.x + fp.w, fp.y + fp.h, 0)], 'fill="#000" fill-opacity="0.12"'));
  parts.push(tree(x0 + fp.x - 1700, groundY));

  // Right-hand side face and the roof top.
  const right = fp.x + fp.w;
  parts.push(poly([P(right, fp.y, 0), P(right, fp.y + fp.h, 0), P(right, fp.y + fp.h, wallTop), P(right, fp.y, wallTop)], `fill="${palette.side}" stroke="${palette.trim}" stroke-width="20"`));
  for (const floor of plan.floors) {
    parts.push(sideWindows(floor, right, PLINTH_MM + floor.level * ftf, P, poly));
    parts.push(sideGrilles(floor, right, PLINTH_MM + floor.level * ftf, palette, P, poly));
    parts.push(sideRailings(floor, right, PLINTH_MM + floor.level * ftf, palette, P, poly));
  }
  if (sloped) parts.push(hipRoof(fp, wallTop, roofRise, palette, P, poly));
  else {
    parts.push(poly([P(fp.x, fp.y, wallTop), P(right, fp.y, wallTop), P(right, fp.y + fp.h, wallTop), P(fp.x, fp.y + fp.h, wallTop)], `fill="${palette.roof}" stroke="${palette.trim}" stroke-width="16"`));
    // The top floor's roof vents stand on the roof the drawing shows (a lower floor's vent is on a terrace the
    // oblique box does not draw; a tiled roof hides its slab).
    const top = plan.floors[floors - 1]!;
    for (const e of (top.exhausts ?? []).filter((x) => x.kind === 'roof')) parts.push(cowl(e, wallTop, palette, P, poly));
    if (stairRoom) parts.push(box(stairRoom.rect, wallTop, STAIR_ROOM_MM, palette, P, poly));
    // Parapet band on the front and the right side.
    parts.push(poly([P(right, fp.y, wallTop), P(right, fp.y + fp.h, wallTop), P(right, fp.y + fp.h, wallTop + PARAPET_MM), P(right, fp.y, wallTop + PARAPET_MM)], `fill="${palette.side}" stroke="${palette.trim}" stroke-width="16"`));
    parts.push(front({ x: fp.x, z: wallTop, w: fp.w, h: PARAPET_MM }, `fill="${palette.wall}" stroke="${palette.trim}" stroke-width="20"`));
  }

  // Front face: plinth, walls, then what is cut into them.
  parts.push(front({ x: fp.x, z: 0, w: fp.w, h: wallTop }, `fill="${palette.wall}" stroke="${palette.trim}" stroke-width="24"`));
  parts.push(front({ x: fp.x, z: 0, w: fp.w, h: PLINTH_MM }, `fill="${palette.accent}" fill-opacity="0.55"`));
  if (style === 'contemporary') parts.push(front({ x: fp.x, z: PLINTH_MM, w: fp.w, h: ftf - SLAB_MM }, 'fill="#b9b2a6" fill-opacity="0.45"'));
  if (style === 'modern') {
    // A timber-clad bay over the upper floors, the style's signature.
    const bay = Math.min(1800, fp.w / 4);
    parts.push(front({ x: fp.x + fp.w - bay, z: PLINTH_MM + ftf, w: bay, h: wallTop - PLINTH_MM - ftf + PARAPET_MM }, `fill="${palette.accent}"`));
  }
  for (const floor of plan.floors) {
    const z = PLINTH_MM + floor.level * ftf;
    if (floor.level > 0) parts.push(front({ x: fp.x - 150, z: z - SLAB_MM, w: fp.w + 300, h: SLAB_MM }, `fill="${style === 'minimal' ? palette.wall : palette.trim}" fill-opacity="0.85"`));
    parts.push(frontOpenings(plan, floor, z, palette, front));
  }
  parts.push(`<line x1="0" y1="${f1(groundY)}" x2="${f1(width)}" y2="${f1(groundY)}" stroke="#6b7a62" stroke-width="30"/>`);

  const px = options.widthPx ?? 640;
  const title = options.title ? `<title>${esc(options.title)}</title>` : '';
  // The checkout's sample cards continue the sky's top colour and the ground's above and below the drawing
  // (.ck-sample__art--elevation in mfe-checkout's checkout.css): change them together.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f1(width)} ${f1(height)}" width="${px}" height="${f1((px * height) / width)}" role="img">${title}<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f1"/><stop offset="1" stop-color="#f4f8fb"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>${parts.join('')}</svg>`;
}

type Poly = (points: Point[], attrs: string) => string;
type Project = (x: number, y: number, z: number) => Point;
type Front = (r: { x: number; z: number; w: number; h: number }, attrs: string) => string;

/** Windows, the main door, the car porch and balconies on the road side of one floor. */
function frontOpenings(plan: Plan, floor: Floor, z: number, palette: Palette, front: Front): string {
  const fp = floor.footprint;
  const out: string[] = [];
  const onFront = (room: Room) => Math.abs(room.rect.y - fp.y) < 1;
  for (const room of floor.rooms.filter((r) => onFront(r) && r.type === 'parking')) {
    const clear = room.rect;
    out.push(front({ x: clear.x, z: 0, w: clear.w, h: z + plan.floorToFloorMm - SLAB_MM }, 'fill="#3c4148" fill-opacity="0.75"'));
    for (const x of [clear.x, clear.x + clear.w - 300]) out.push(front({ x, z: 0, w: 300, h: z + plan.floorToFloorMm - SLAB_MM }, `fill="${palette.wall}" stroke="${palette.trim}" stroke-width="16"`));
  }
  for (const window of floor.windows.filter((w) => w.side === 'front')) {
    const x = window.at.x - window.width / 2;
    const sill = z + window.sillMm;
    const pane: string[] = [];
    pane.push(front({ x: x - 60, z: sill - 60, w: window.width + 120, h: window.heightMm + 120 }, `fill="${palette.trim}"`));
    pane.push(front({ x, z: sill, w: window.width, h: window.heightMm }, `fill="${GLASS}"`));
    pane.push(front({ x: x + window.width * 0.12, z: sill + window.heightMm * 0.55, w: window.width * 0.3, h: window.heightMm * 0.3 }, `fill="${GLASS_SHINE}" fill-opacity="0.7"`));
    if (window.width >= 1000) pane.push(front({ x: x + window.width / 2 - 25, z: sill, w: 50, h: window.heightMm }, `fill="${palette.trim}"`));
    // Sunshade (chajja) over every window, wider than it, with its shadow.
    pane.push(front({ x: x - 225, z: sill + window.heightMm + 150, w: window.width + 450, h: 110 }, `fill="${palette.trim}" fill-opacity="0.9"`));
    pane.push(front({ x, z: sill + window.heightMm - 120, w: window.width, h: 120 }, 'fill="#000" fill-opacity="0.15"'));
    out.push(`<g class="front-window">${pane.join('')}</g>`);
  }
  // A terrace's railing after the windows: it stands in front of the window of the room behind it.
  for (const room of floor.rooms.filter((r) => onFront(r) && r.type === 'balcony')) {
    out.push(`<g class="terrace-railing">${front({ x: room.rect.x, z, w: room.rect.w, h: RAILING_MM }, railingAttrs(palette))}</g>`);
  }
  for (const e of (floor.exhausts ?? []).filter((x) => x.outlet?.side === 'front')) {
    const x = e.outlet!.x - GRILLE_MM / 2;
    const zb = z + GRILLE_CENTRE_MM - GRILLE_MM / 2;
    const louvres = [1, 2, 3].map((k) => front({ x: x + 30, z: zb + (k * GRILLE_MM) / 4 - 10, w: GRILLE_MM - 60, h: 20 }, `fill="${palette.trim}"`));
    out.push(`<g class="exhaust-grille">${front({ x, z: zb, w: GRILLE_MM, h: GRILLE_MM }, `fill="${palette.side}" stroke="${palette.trim}" stroke-width="24"`)}${louvres.join('')}</g>`);
  }
  for (const door of floor.doors.filter((d) => d.kind === 'main' && d.wall === 'h' && Math.abs(d.at.y - fp.y) < 1)) {
    const x = door.at.x - door.width / 2;
    out.push(front({ x: x - 80, z: z - PLINTH_MM, w: door.width + 160, h: PLINTH_MM }, `fill="${palette.side}" stroke="${palette.trim}" stroke-width="12"`));
    out.push(front({ x: x - 60, z, w: door.width + 120, h: DOOR_MM + 60 }, `fill="${palette.trim}"`));
    out.push(front({ x, z, w: door.width, h: DOOR_MM }, `fill="${palette.accent}"`));
    out.push(front({ x: x + door.width - 180, z: z + 950, w: 60, h: 220 }, 'fill="#d9b45a"'));
    out.push(front({ x: x - 300, z: z + DOOR_MM + 200, w: door.width + 600, h: 120 }, `fill="${palette.trim}"`));
  }
  return out.join('');
}

/** Windows on the right-hand wall, drawn on the receding face. */
function sideWindows(floor: Floor, right: number, z: number, P: Project, poly: Poly): string {
  return floor.windows
    .filter((w) => w.side === 'right')
    .map((w) => {
      const y0 = w.at.y - w.width / 2;
      const y1 = w.at.y + w.width / 2;
      const z0 = z + w.sillMm;
      const z1 = z0 + w.heightMm;
      return `<g class="side-window">${poly([P(right, y0, z0), P(right, y1, z0), P(right, y1, z1), P(right, y0, z1)], `fill="${GLASS}" fill-opacity="0.85"`)}</g>`;
    })
    .join('');
}

const railingAttrs = (palette: Palette) => `fill="${GLASS_SHINE}" fill-opacity="0.6" stroke="${palette.trim}" stroke-width="30"`;

/**
 * The railings of the terraces that reach the right-hand wall, drawn on the receding face after its windows:
 * a window onto such a terrace (engine 1.61.0) stands behind the railing, as on the road side.
 */
function sideRailings(floor: Floor, right: number, z: number, palette: Palette, P: Project, poly: Poly): string {
  return floor.rooms
    .filter((r) => r.type === 'balcony' && Math.abs(r.rect.x + r.rect.w - right) < 1)
    .map((r) => {
      const [y0, y1] = [r.rect.y, r.rect.y + r.rect.h];
      return `<g class="side-railing">${poly([P(right, y0, z), P(right, y1, z), P(right, y1, z + RAILING_MM), P(right, y0, z + RAILING_MM)], railingAttrs(palette))}</g>`;
    })
    .join('');
}

/** Exhaust grilles on the right-hand wall, drawn on the receding face like its windows. */
function sideGrilles(floor: Floor, right: number, z: number, palette: Palette, P: Project, poly: Poly): string {
  return (floor.exhausts ?? [])
    .filter((e) => e.outlet?.side === 'right')
    .map((e) => {
      const y0 = e.outlet!.y - GRILLE_MM / 2;
      const y1 = y0 + GRILLE_MM;
      const z0 = z + GRILLE_CENTRE_MM - GRILLE_MM / 2;
      const z1 = z0 + GRILLE_MM;
      const louvres = [1, 2, 3].map((k) => z0 + (k * GRILLE_MM) / 4);
      return `<g class="exhaust-grille">${poly([P(right, y0, z0), P(right, y1, z0), P(right, y1, z1), P(right, y0, z1)], `fill="${palette.wall}" stroke="${palette.trim}" stroke-width="20"`)}${louvres
        .map((lz) => poly([P(right, y0 + 30, lz - 10), P(right, y1 - 30, lz - 10), P(right, y1 - 30, lz + 10), P(right, y0 + 30, lz + 10)], `fill="${palette.trim}"`))
        .join('')}</g>`;
    })
    .join('');
}

/** A roof vent's cowl over the fan: a pipe from the roof with a cap wider than it. */
function cowl(e: Exhaust, roof: number, palette: Palette, P: Project, poly: Poly): string {
  const r = COWL_PIPE_MM / 2;
  const { x, y } = e.fan;
  const pipe = poly([P(x - r, y, roof), P(x + r, y, roof), P(x + r, y, roof + COWL_MM), P(x - r, y, roof + COWL_MM)], `fill="${palette.side}" stroke="${palette.trim}" stroke-width="14"`);
  const cap = poly([P(x - 2 * r, y, roof + COWL_MM), P(x + 2 * r, y, roof + COWL_MM), P(x + r, y, roof + COWL_MM + 120), P(x - r, y, roof + COWL_MM + 120)], `fill="${palette.trim}"`);
  return `<g class="roof-vent">${pipe}${cap}</g>`;
}

/** The stair room (mumty) on a flat roof, as a small box. */
function box(r: Rect, base: number, h: number, palette: Palette, P: Project, poly: Poly): string {
  const top = base + h;
  return [
    poly([P(r.x + r.w, r.y, base), P(r.x + r.w, r.y + r.h, base), P(r.x + r.w, r.y + r.h, top), P(r.x + r.w, r.y, top)], `fill="${palette.side}" stroke="${palette.trim}" stroke-width="14"`),
    poly([P(r.x, r.y, top), P(r.x + r.w, r.y, top), P(r.x + r.w, r.y + r.h, top), P(r.x, r.y + r.h, top)], `fill="${palette.roof}" stroke="${palette.trim}" stroke-width="14"`),
    poly([P(r.x, r.y, base), P(r.x + r.w, r.y, base), P(r.x + r.w, r.y, top), P(r.x, r.y, top)], `fill="${palette.wall}" stroke="${palette.trim}" stroke-width="14"`),
  ].join('');
}

/** A hipped tiled roof with eaves, for the traditional style. */
function hipRoof(fp: Rect, base: number, rise: number, palette: Palette, P: Project, poly: Poly): string {
  const eave = 450;
  const x0 = fp.x - eave;
  const x1 = fp.x + fp.w + eave;
  const y0 = fp.y - eave;
  const y1 = fp.y + fp.h + eave;
  const inset = Math.min((x1 - x0) / 2, (y1 - y0) / 2) * 0.9;
  const ridge = { x0: x0 + inset, x1: x1 - inset, y0: y0 + inset, y1: y1 - inset };
  const top = base + rise;
  const tile = `fill="${palette.roof}" stroke="${palette.trim}" stroke-width="18"`;
  return [
    poly([P(x1, y0, base), P(x1, y1, base), P(ridge.x1, ridge.y1, top), P(ridge.x1, ridge.y0, top)], `${tile} fill-opacity="0.8"`),
    poly([P(x0, y0, base), P(x1, y0, base), P(ridge.x1, ridge.y0, top), P(ridge.x0, ridge.y0, top)], tile),
  ].join('');
}

function tree(x: number, groundY: number): string {
  return `<g><rect x="${f1(x - 90)}" y="${f1(groundY - 2200)}" width="180" height="2200" fill="#7a5a3a"/><circle cx="${f1(x)}" cy="${f1(groundY - 2900)}" r="1100" fill="#6f9e5b"/><circle cx="${f1(x + 550)}" cy="${f1(groundY - 2400)}" r="800" fill="#5f8f4d"/></g>`;
}
