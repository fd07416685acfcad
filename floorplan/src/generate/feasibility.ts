// Explains a request that cannot fit and lists changes that might make it fit (another floor, fewer rooms).
import type { PlanChange, PlanLimit, PlanRequest } from '../types';
import { envelopeFor, plotRect, setbacksFor } from '../codes/setbacks';
import { buildProgramme } from '../program/programme';
import { minimumOf, sizingFor } from '../program/rooms';
import { PLOT_MAX_FT } from '../input/answers';

/** Rough built area (m2) per floor a programme needs at minimum sizes, walls and circulation included. */
const WALLS_AND_CIRCULATION = 1.3;

export function minimumAreaPerFloorM2(request: PlanRequest): number[] {
  const programme = buildProgramme(request, { mergeDining: true, compact: true });
  return programme.floors.map((f) => {
    const rooms = [f.front, ...f.strips.flatMap((s) => s.cells)];
    const min = rooms.reduce((s, r) => s + minimumOf(r, sizingFor(r.type, request.bedrooms, r.master)).areaM2, 0);
    const stair = f.hasStair ? 6.5 : 0;
    const parking = f.level === 0 && (request.parking === 'car' || request.parking === 'twoCars') ? (request.parking === 'car' ? 15 : 29) : 0;
    return (min + stair) * WALLS_AND_CIRCULATION + parking;
  });
}

export function buildableAreaM2(request: PlanRequest): number {
  const e = envelopeFor(plotRect(request), setbacksFor(request, 'left'));
  return Math.max(0, (e.w * e.h) / 1e6);
}

/** The share of the buildable area the busiest floor's rooms need at least (over 1: they cannot fit). */
export function areaShareNeeded(request: PlanRequest): number {
  return Math.max(...minimumAreaPerFloorM2(request)) / buildableAreaM2(request);
}

/** Whether the busiest floor's rooms fit the buildable area at all (the rough test the bench's goal is put in). */
export function fitsByArea(request: PlanRequest): boolean {
  return areaShareNeeded(request) <= 1;
}

/** A change to the request that might make it fit, in the words the visitor will read. */
export interface Alternative {
  text: string;
  change: PlanChange;
}

/** The request with the changes made: no pooja room means a pooja niche in the living room instead. */
export function withChanges(request: PlanRequest, changes: readonly PlanChange[]): PlanRequest {
  return changes.reduce<PlanRequest>((r, c) => (c.field === 'pooja' ? { ...r, pooja: false, poojaNiche: true } : { ...r, [c.field]: c.to }), request);
}

/**
 * The single changes, in the order they are checked (generate/suggestions.ts): another storey and a bedroom
 * less first, as they most often draw, and the first single change confirmed may be drawn with the whole
 * search where the quick one misses it. They are offered in another order (leastGivenUpFirst).
 */
export function alternativesTo(request: PlanRequest): Alternative[] {
  const out: Alternative[] = [];
  const add = (text: string, change: PlanChange) => out.push({ text, change });
  if (request.floors < 4) add(`Build ${request.floors + 1} floors (ground + ${request.floors}) so the bedrooms can go upstairs.`, { field: 'floors', to: request.floors + 1 });
  if (request.bedrooms > 1) add(`Plan ${request.bedrooms - 1} bedroom(s) instead of ${request.bedrooms}.`, { field: 'bedrooms', to: request.bedrooms - 1 });
  if (request.parking === 'car' || request.parking === 'twoCars') add('Park in the front setback instead of a covered car porch.', { field: 'parking', to: 'none' });
  if (request.family !== 'none') add('Leave out the extra family room (study, parents suite or rental unit).', { field: 'family', to: 'none' });
  if (request.pooja) add('Use a pooja niche in the living room instead of a separate pooja room.', { field: 'pooja', to: false });
  return out;
}

/**
 * The answers a change gives up, the least first: a pooja niche instead of a room, the car in the open
 * setback and no extra family room keep every bedroom on the storeys asked for; another storey keeps every
 * room at the cost of building it; a bedroom less is the last resort.
 */
const GIVEN_UP: ReadonlyArray<PlanChange['field']> = ['pooja', 'parking', 'family', 'floors', 'bedrooms'];

/** Changes ordered by what they give up, the least first (the suggestions offered and the changes of a way). */
export function leastGivenUpFirst<T extends { change: PlanChange }>(changes: T[]): T[] {
  return [...changes].sort((a, b) => GIVEN_UP.indexOf(a.change.field) - GIVEN_UP.indexOf(b.change.field));
}

/** The smallest homes the survey can ask for on the request's plot, the visitor's own number of floors first. */
function smallestHomes(request: PlanRequest): PlanRequest[] {
  const parking = request.parking === 'bike' ? 'bike' : 'none';
  return [...new Set([request.floors, 2, 1])].map((floors): PlanRequest => ({ ...request, floors, bedrooms: 1, parking, family: 'none', pooja: false }));
}

/**
 * The smallest home the survey can ask for that draws a plan on the request's plot, or null: one bedroom,
 * nothing extra (a bike still parks in the open setback), on the floors asked for, on two or on one (the
 * bedroom upstairs leaves the ground floor a stair instead; often answered at once where one storey fails
 * slowly: 15x37 ft, 0.1 s against 2.6 s). A quick search's plan settles it; only when none of them draws
 * quickly does the whole search decide (on the seed's own stream, as a suggestion is checked).
 */
export function smallestHomeDrawn(request: PlanRequest, draws: DrawsPlan): PlanRequest | null {
  const homes = smallestHomes(request);
  return homes.find((home) => draws(home, true)) ?? homes.find((home) => draws(home, false)) ?? null;
}

/**
 * The home to offer when no change the survey's answers allow one or two at a time fits: of the smallest
 * homes that draw quickly, each grown to the most bedrooms (up to the visitor's) that still draw quickly,
 * the one with the most; the visitor's own floors among equals. The way offered keeps as much of what was
 * asked as fits. Growing stops at the first count that does not draw: each one more is a larger programme
 * on the same plot. Null when not even the smallest home draws.
 */
export function roomiestSmallHome(request: PlanRequest, draws: DrawsPlan): PlanRequest | null {
  let best: PlanRequest | null = null;
  for (const home of smallestHomes(request)) {
    if (!draws(home, true)) continue;
    let grown = home;
    for (let bedrooms = home.bedrooms + 1; bedrooms <= request.bedrooms; bedrooms++) {
      const larger = { ...home, bedrooms };
      if (!draws(larger, true)) break;
      grown = larger;
    }
    if (!best || grown.bedrooms > best.bedrooms) best = grown;
    if (best.bedrooms === request.bedrooms) break;
  }
  return best ?? smallestHomeDrawn(request, draws);
}

/** Whether the engine draws a plan for a request (`quick`: without the last passes). */
export type DrawsPlan = (request: PlanRequest, quick: boolean) => boolean;

/**
 * Which side of a plot that not even the smallest home fits (smallestHomeDrawn found none) keeps it off, found
 * by drawing the smallest homes on the plot made as deep as the survey allows and on it made as wide: its depth
 * when only the deeper one draws (74x15 ft: no width helps a strip 3.1 m deep), its width when only the wider
 * one does, else its size (15x30 ft draws either way).
 */
export function plotLimitOf(request: PlanRequest, draws: DrawsPlan): PlanLimit {
  const e = envelopeFor(plotRect(request), setbacksFor(request, 'left'));
  const buildable = { buildableWidthMm: Math.max(0, Math.round(e.w)), buildableDepthMm: Math.max(0, Math.round(e.h)) };
  const deeper = smallestHomeDrawn({ ...request, plotDepthFt: PLOT_MAX_FT }, draws) !== null;
  const wider = smallestHomeDrawn({ ...request, plotWidthFt: PLOT_MAX_FT }, draws) !== null;
  return { side: deeper && !wider ? 'depth' : wider && !deeper ? 'width' : 'size', ...buildable };
}

/** The changes that turn the request into `home` (same plot), worded as the suggestions are and in their order. */
export function changesTo(request: PlanRequest, home: PlanRequest): Alternative[] {
  const out = alternativesTo(request).filter((a) => a.change.field !== 'floors' && a.change.field !== 'bedrooms' && home[a.change.field] === a.change.to);
  if (home.floors !== request.floors) out.push({ text: `Build ${home.floors} floor(s) instead of ${request.floors}.`, change: { field: 'floors', to: home.floors } });
  if (home.bedrooms !== request.bedrooms) out.push({ text: `Plan ${home.bedrooms} bedroom(s) instead of ${request.bedrooms}.`, change: { field: 'bedrooms', to: home.bedrooms } });
  return leastGivenUpFirst(out);
}

/** Why even the smallest home does not fit, in English (the visitor reads it in their language from `limit`). */
export function explainPlotLimit(request: PlanRequest, limit: PlanLimit): string {
  const m = (mm: number) => `${(mm / 1000).toFixed(1)} m`;
  const left =
    limit.side === 'size'
      ? `only ${m(limit.buildableWidthMm)} x ${m(limit.buildableDepthMm)} of it can be built on`
      : `only ${m(limit.side === 'depth' ? limit.buildableDepthMm : limit.buildableWidthMm)} of its ${limit.side} can be built on`;
  return `Even a one-bedroom home, on one floor or two, does not fit the ${request.plotWidthFt}x${request.plotDepthFt} ft plot: after setbacks ${left}, too little for code-minimum rooms with daylight and a passage to each.`;
}

export function explainNoFit(request: PlanRequest): string {
  const buildable = buildableAreaM2(request);
  const need = Math.max(...minimumAreaPerFloorM2(request));
  const plot = `${request.plotWidthFt}x${request.plotDepthFt} ft`;
  return need > buildable
    ? `A ${plot} plot leaves about ${buildable.toFixed(0)} m2 per floor to build on after setbacks; ${request.bedrooms} bedroom(s) with the rooms asked for need at least ${need.toFixed(0)} m2 on the busiest floor.`
    : `The rooms asked for do not fit the ${plot} plot's buildable shape with code-minimum widths, daylight for every room${request.floors > 1 ? ' and a stair' : ''} and a passage to each room.`;
}
