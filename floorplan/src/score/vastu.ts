// Vastu placements scored per rule (0..1) on the finished plan: entrance, kitchen, master bedroom, pooja,
// toilets, stairs and an open centre; and the placements a family asking for strict Vastu objects to.
import type { Floor, Plan, Room, SoftRuleScore } from '../types';
import { angleBetween, bearingOf, compassPointOf, zoneOf, type Zone } from '../geometry/compass';
import { centre, overlapArea } from '../geometry/rect';
import * as v from '../codes/vastu';
import { isToilet } from '../program/rooms';

/** The Vastu zone (a ninth of the floor's footprint) a room's centre stands in. */
export function zoneOfRoom(plan: Plan, floor: Floor, room: Room): Zone {
  const c = centre(room.rect);
  return zoneOf(plan.request.facing, floor.footprint, c.x, c.y);
}

/** What the Vastu rules read, placement by placement, for a visitor to see as well as for the score. */
export interface VastuPlacement {
  /** `poojaNiche`: the pooja's place in a home with a niche in the living room instead of a pooja room. */
  placement: 'entrance' | 'kitchen' | 'master' | 'pooja' | 'poojaNiche' | 'toilets' | 'stair';
  /** Where it stands: the main door's compass point, each room's zone; for the toilets only those in a zone Vastu avoids. */
  zones: Zone[];
  /** 1 where Vastu wants it, partial credit for an accepted alternative, 0 elsewhere (toilets: the share placed well). */
  score: number;
  /** The main door's bearing from the footprint's centre (degrees). */
  bearingDeg?: number;
}

/** The zones of rooms scored against a zone table: their mean score (null when there are none). */
function roomsPlacement(placement: VastuPlacement['placement'], plan: Plan, rooms: Array<{ f: Floor; r: Room }>, table: Partial<Record<Zone, number>>): VastuPlacement | null {
  if (!rooms.length) return null;
  const zones = rooms.map(({ f, r }) => zoneOfRoom(plan, f, r));
  return { placement, zones, score: zones.reduce((s, z) => s + (table[z] ?? 0), 0) / zones.length };
}

/** The placements the Vastu rules read (all but the open centre), each present in the plan. */
export function vastuPlacements(plan: Plan): VastuPlacement[] {
  const facing = plan.request.facing;
  const g = plan.floors[0]!;
  const all = plan.floors.flatMap((f) => f.rooms.map((r) => ({ f, r })));
  const ground = (keep: (r: Room) => boolean) => g.rooms.filter(keep).map((r) => ({ f: g, r }));
  const out: Array<VastuPlacement | null> = [];
  const main = g.doors.find((d) => d.kind === 'main');
  if (main) {
    const fp = g.footprint;
    const b = bearingOf(facing, main.at.x - (fp.x + fp.w / 2), main.at.y - (fp.y + fp.h / 2));
    out.push({ placement: 'entrance', zones: [compassPointOf(b)], score: 1 - angleBetween(b, v.VASTU_ENTRANCE_BEARING_DEG[facing]) / 180, bearingDeg: b });
  }
  out.push(roomsPlacement('kitchen', plan, ground((r) => r.type === 'kitchen' && !r.attachedTo), v.VASTU_KITCHEN_ZONES));
  const master = all.find((x) => x.r.master);
  out.push(roomsPlacement('master', plan, master ? [master] : [], v.VASTU_MASTER_BEDROOM_ZONES));
  // On the ground floor, or on the top floor where a narrow home's plans put a toilet against it or over it.
  out.push(roomsPlacement('pooja', plan, all.filter((x) => x.r.type === 'pooja'), v.VASTU_POOJA_ZONES) ?? nichePlacement(plan));
  const toilets = all.filter((x) => isToilet(x.r)).map(({ f, r }) => zoneOfRoom(plan, f, r));
  const avoided = toilets.filter((z) => v.VASTU_TOILET_FORBIDDEN_ZONES.includes(z));
  if (toilets.length) out.push({ placement: 'toilets', zones: avoided, score: (toilets.length - avoided.length) / toilets.length });
  out.push(roomsPlacement('stair', plan, ground((r) => r.type === 'stair'), v.VASTU_STAIR_ZONES));
  return out.filter((x): x is VastuPlacement => x !== null);
}

/** A home with a pooja niche instead of a room: where the niche stands is its pooja's place. */
function nichePlacement(plan: Plan): VastuPlacement | null {
  const f = plan.floors.find((x) => x.poojaNiche);
  if (!f?.poojaNiche) return null;
  const c = centre(f.poojaNiche.rect);
  const zone = zoneOf(plan.request.facing, f.footprint, c.x, c.y);
  return { placement: 'poojaNiche', zones: [zone], score: v.VASTU_POOJA_ZONES[zone] ?? 0 };
}

/** Each placement's rule in the score report, its weight and its note. */
const PLACEMENT_RULES: Record<VastuPlacement['placement'], { rule: string; weight: number; note: (p: VastuPlacement) => string }> = {
  entrance: { rule: 'vastu-entrance', weight: 2, note: (p) => `main door at bearing ${Math.round(p.bearingDeg ?? 0)}°` },
  kitchen: { rule: 'vastu-kitchen-south-east', weight: 2, note: () => 'kitchen zone' },
  master: { rule: 'vastu-master-south-west', weight: 1.5, note: () => 'master bedroom zone' },
  pooja: { rule: 'vastu-pooja-north-east', weight: 1, note: () => 'pooja zone' },
  poojaNiche: { rule: 'vastu-pooja-north-east', weight: 1, note: () => 'pooja niche zone' },
  toilets: { rule: 'vastu-toilets-placement', weight: 1.5, note: () => 'toilets outside north-east, south-west and centre' },
  stair: { rule: 'vastu-stairs-south-west', weight: 1, note: () => 'stair zone' },
};

const rounded = (score: number) => Math.round(score * 1000) / 1000;

export function vastuScores(plan: Plan): SoftRuleScore[] {
  const out: SoftRuleScore[] = vastuPlacements(plan).map((p) => {
    const { rule, weight, note } = PLACEMENT_RULES[p.placement];
    return { rule, score: rounded(p.score), weight, note: note(p) };
  });
  const fp = plan.floors[0]!.footprint;
  const mid = { x: fp.x + fp.w / 3, y: fp.y + fp.h / 3, w: fp.w / 3, h: fp.h / 3 };
  const open = plan.floors[0]!.rooms.filter((r) => ['living', 'dining', 'passage', 'lounge'].includes(r.type)).reduce((s, r) => s + overlapArea(r.rect, mid), 0);
  out.push({ rule: 'vastu-open-centre', score: rounded(open / (mid.w * mid.h)), weight: 1, note: 'share of the centre ninth kept as living, dining or passage' });
  return out;
}

/** How a strict-Vastu objection ends (objections are plain sentences; the scorer tells these apart by it). */
const STRICT_VASTU_OBJECTION = 'in the north-east, which strict Vastu keeps free of fire and toilets';

/**
 * What a family that asks for strict Vastu will not take, whatever else the plan scores: fire (the kitchen)
 * or a toilet in the north-east, the plot's holiest corner. The Vastu rules above weigh every other placement.
 */
export function vastuObjections(plan: Plan): string[] {
  if (plan.request.vastu !== 'strict') return [];
  return plan.floors.flatMap((f) =>
    f.rooms
      .filter((r) => (r.type === 'kitchen' && !r.attachedTo) || isToilet(r))
      .filter((r) => zoneOfRoom(plan, f, r) === 'NE')
      .map((r) => `${f.name}: ${r.name} ${STRICT_VASTU_OBJECTION}`),
  );
}

export const isVastuObjection = (objection: string) => objection.endsWith(STRICT_VASTU_OBJECTION);
