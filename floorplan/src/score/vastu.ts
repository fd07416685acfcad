// Vastu placements scored per rule (0..1) on the finished plan: entrance, kitchen, master bedroom, pooja,
// toilets, stairs and an open centre; and the placements a family asking for strict Vastu objects to.
import type { Floor, Plan, Room, SoftRuleScore } from '../types';
import { angleBetween, bearingOf, zoneOf, type Zone } from '../geometry/compass';
import { centre, overlapArea } from '../geometry/rect';
import * as v from '../codes/vastu';
import { isToilet } from '../program/rooms';

/** The Vastu zone (a ninth of the floor's footprint) a room's centre stands in. */
function zoneOfRoom(plan: Plan, floor: Floor, room: Room): Zone {
  const c = centre(room.rect);
  return zoneOf(plan.request.facing, floor.footprint, c.x, c.y);
}

function zoneScore(plan: Plan, floor: Floor, rooms: Room[], table: Partial<Record<Zone, number>>): number | null {
  if (!rooms.length) return null;
  const total = rooms.reduce((s, r) => s + (table[zoneOfRoom(plan, floor, r)] ?? 0), 0);
  return total / rooms.length;
}

export function vastuScores(plan: Plan): SoftRuleScore[] {
  const facing = plan.request.facing;
  const g = plan.floors[0]!;
  const all = plan.floors.flatMap((f) => f.rooms.map((r) => ({ f, r })));
  const out: SoftRuleScore[] = [];
  const push = (rule: string, score: number | null, weight: number, note: string) => {
    if (score !== null) out.push({ rule, score: Math.round(score * 1000) / 1000, weight, note });
  };
  const main = g.doors.find((d) => d.kind === 'main');
  if (main) {
    const fp = g.footprint;
    const b = bearingOf(facing, main.at.x - (fp.x + fp.w / 2), main.at.y - (fp.y + fp.h / 2));
    push('vastu-entrance', 1 - angleBetween(b, v.VASTU_ENTRANCE_BEARING_DEG[facing]) / 180, 2, `main door at bearing ${Math.round(b)}°`);
  }
  push('vastu-kitchen-south-east', zoneScore(plan, g, g.rooms.filter((r) => r.type === 'kitchen' && !r.attachedTo), v.VASTU_KITCHEN_ZONES), 2, 'kitchen zone');
  const master = all.find((x) => x.r.master);
  if (master) push('vastu-master-south-west', zoneScore(plan, master.f, [master.r], v.VASTU_MASTER_BEDROOM_ZONES), 1.5, 'master bedroom zone');
  push('vastu-pooja-north-east', zoneScore(plan, g, g.rooms.filter((r) => r.type === 'pooja'), v.VASTU_POOJA_ZONES), 1, 'pooja zone');
  const toilets = all.filter((x) => isToilet(x.r));
  if (toilets.length) {
    const okCount = toilets.filter(({ f, r }) => !v.VASTU_TOILET_FORBIDDEN_ZONES.includes(zoneOfRoom(plan, f, r))).length;
    push('vastu-toilets-placement', okCount / toilets.length, 1.5, 'toilets outside north-east, south-west and centre');
  }
  push('vastu-stairs-south-west', zoneScore(plan, g, g.rooms.filter((r) => r.type === 'stair'), v.VASTU_STAIR_ZONES), 1, 'stair zone');
  const fp = g.footprint;
  const mid = { x: fp.x + fp.w / 3, y: fp.y + fp.h / 3, w: fp.w / 3, h: fp.h / 3 };
  const open = g.rooms.filter((r) => ['living', 'dining', 'passage', 'lounge'].includes(r.type)).reduce((s, r) => s + overlapArea(r.rect, mid), 0);
  push('vastu-open-centre', open / (mid.w * mid.h), 1, 'share of the centre ninth kept as living, dining or passage');
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
