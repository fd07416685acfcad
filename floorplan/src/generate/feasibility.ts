// Explains a request that cannot fit and lists changes that might make it fit (another floor, fewer rooms).
import type { PlanChange, PlanRequest } from '../types';
import { envelopeFor, plotRect, setbacksFor } from '../codes/setbacks';
import { buildProgramme } from '../program/programme';
import { minimumOf, sizingFor } from '../program/rooms';

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

/** Whether the busiest floor's rooms fit the buildable area at all (the rough test the bench's goal is put in). */
export function fitsByArea(request: PlanRequest): boolean {
  return Math.max(...minimumAreaPerFloorM2(request)) <= buildableAreaM2(request);
}

/** A change to the request that might make it fit, in the words the visitor will read. */
export interface Alternative {
  text: string;
  change: PlanChange;
}

/** The request with the changes made. */
export function withChanges(request: PlanRequest, changes: readonly PlanChange[]): PlanRequest {
  return changes.reduce<PlanRequest>((r, c) => ({ ...r, [c.field]: c.to }), request);
}

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

export function explainNoFit(request: PlanRequest): string {
  const buildable = buildableAreaM2(request);
  const need = Math.max(...minimumAreaPerFloorM2(request));
  const plot = `${request.plotWidthFt}x${request.plotDepthFt} ft`;
  return need > buildable
    ? `A ${plot} plot leaves about ${buildable.toFixed(0)} m2 per floor to build on after setbacks; ${request.bedrooms} bedroom(s) with the rooms asked for need at least ${need.toFixed(0)} m2 on the busiest floor.`
    : `The rooms asked for do not fit the ${plot} plot's buildable shape with code-minimum widths, daylight for every room${request.floors > 1 ? ' and a stair' : ''} and a passage to each room.`;
}
