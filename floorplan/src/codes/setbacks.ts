// Setbacks per jurisdiction and the buildable envelope they leave on the plot.
import type { PlanRequest, Rect, Side } from '../types';

export interface SetbackBand {
  /** Upper bound (m) of plot depth (front/rear) or width (sides) the row applies to. */
  upToM: number;
  frontM: number;
  rearM: number;
  sideM: number;
  /** Small plots may abut one neighbour: a side setback on one side only. */
  oneSideOnly?: boolean;
}

export interface SetbackTable {
  name: string;
  /** Rows by plot depth for front/rear. */
  byDepth: Array<Pick<SetbackBand, 'upToM' | 'frontM' | 'rearM'>>;
  /** Rows by plot width for the sides. */
  byWidth: Array<Pick<SetbackBand, 'upToM' | 'sideM' | 'oneSideOnly'>>;
}

/**
 * Default for small residential plots, shaped like Indian municipal bye-laws (setbacks grow with the plot;
 * narrow plots may build to one side boundary). Local tables override it through `jurisdiction`.
 */
export const DEFAULT_SETBACK_TABLE: SetbackTable = {
  name: 'default small-plot table',
  byDepth: [
    { upToM: 10, frontM: 1.0, rearM: 0.5 },
    { upToM: 15, frontM: 1.2, rearM: 0.75 },
    { upToM: 20, frontM: 1.5, rearM: 1.0 },
    { upToM: 25, frontM: 2.0, rearM: 1.2 },
    { upToM: Infinity, frontM: 3.0, rearM: 1.5 },
  ],
  byWidth: [
    { upToM: 6.5, sideM: 0.75, oneSideOnly: true },
    { upToM: 9.5, sideM: 0.75 },
    { upToM: 12.5, sideM: 1.0 },
    { upToM: 18.5, sideM: 1.2 },
    { upToM: Infinity, sideM: 1.5 },
  ],
};

export const SETBACK_TABLES: Record<string, SetbackTable> = { default: DEFAULT_SETBACK_TABLE };

export const FT_TO_MM = 304.8;

export function plotRect(request: PlanRequest): Rect {
  return { x: 0, y: 0, w: Math.round(request.plotWidthFt * FT_TO_MM), h: Math.round(request.plotDepthFt * FT_TO_MM) };
}

/**
 * Whether a plot just past the widest that builds to one boundary may still do so: a setback on both sides
 * would leave it narrower than the widest one-boundary plot (a 22 ft plot would build narrower than a
 * 20 ft one). Such a plot may keep both setbacks (as its row says) or build to one boundary.
 */
export function mayBuildToOneBoundary(request: PlanRequest): boolean {
  const table = SETBACK_TABLES[request.jurisdiction ?? 'default'] ?? DEFAULT_SETBACK_TABLE;
  const w = plotRect(request).w;
  const i = table.byWidth.findIndex((r) => w / 1000 <= r.upToM);
  const row = table.byWidth[i];
  const below = i > 0 ? table.byWidth[i - 1] : undefined;
  return !!row && !row.oneSideOnly && !!below?.oneSideOnly && w - 2 * row.sideM * 1000 < (below.upToM - below.sideM) * 1000;
}

/**
 * Setbacks in mm per side. `openSide` names the side kept open when the plot builds to one boundary: when
 * its row allows it, or when `oneBoundary` asks and mayBuildToOneBoundary allows it. A side road (second
 * and third road) takes the front setback.
 */
export function setbacksFor(request: PlanRequest, openSide: 'left' | 'right', oneBoundary = false): Record<Side, number> {
  const table = SETBACK_TABLES[request.jurisdiction ?? 'default'] ?? DEFAULT_SETBACK_TABLE;
  const plot = plotRect(request);
  const depthRow = table.byDepth.find((r) => plot.h / 1000 <= r.upToM) ?? table.byDepth[table.byDepth.length - 1]!;
  const widthRow = table.byWidth.find((r) => plot.w / 1000 <= r.upToM) ?? table.byWidth[table.byWidth.length - 1]!;
  const side = Math.round(widthRow.sideM * 1000);
  const front = Math.round(depthRow.frontM * 1000);
  const oneSide = !!widthRow.oneSideOnly || (oneBoundary && mayBuildToOneBoundary(request));
  let left = oneSide && openSide === 'right' ? 0 : side;
  let right = oneSide && openSide === 'left' ? 0 : side;
  if (request.roads >= 2 || request.corner) right = Math.max(right, front);
  if (request.roads >= 3) left = Math.max(left, front);
  return { front, back: Math.round(depthRow.rearM * 1000), left, right };
}

export function envelopeFor(plot: Rect, s: Record<Side, number>): Rect {
  return { x: s.left, y: s.front, w: plot.w - s.left - s.right, h: plot.h - s.front - s.back };
}
