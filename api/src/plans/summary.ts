// What the checkout may say about an option before payment: counts, area and scores, not geometry.
import type { Plan } from '@flx/floorplan';

const SQFT_PER_M2 = 10.7639;

export function summariseOption(plan: Plan, baseUrl: string) {
  const rooms = plan.floors.flatMap((floor) => floor.rooms);
  const builtUpM2 = plan.floors.reduce((sum, floor) => sum + (floor.footprint.w * floor.footprint.h) / 1e6, 0);
  return {
    option: plan.option,
    floors: plan.floors.length,
    bedrooms: rooms.filter((room) => room.type === 'bedroom').length,
    toilets: rooms.filter((room) => room.type === 'toilet' || room.type === 'wc').length,
    builtUpSqft: Math.round(builtUpM2 * SQFT_PER_M2),
    vastuScore: plan.score.vastu,
    compliant: plan.compliance.ok,
    previewUrl: `${baseUrl}/preview.svg`,
    drawingUrl: `${baseUrl}/plan.svg`,
    elevationUrl: `${baseUrl}/elevation.svg`,
  };
}
