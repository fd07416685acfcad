// What the checkout may say about the options before payment: counts, area and scores, not geometry.
import { builtUpSqFt, twoDesigns, vastuPlacements, type Plan } from '@flx/floorplan';

export function summariseOption(plan: Plan, baseUrl: string) {
  const rooms = plan.floors.flatMap((floor) => floor.rooms);
  return {
    option: plan.option,
    floors: plan.floors.length,
    bedrooms: rooms.filter((room) => room.type === 'bedroom').length,
    toilets: rooms.filter((room) => room.type === 'toilet' || room.type === 'wc').length,
    builtUpSqft: builtUpSqFt(plan),
    vastuScore: plan.score.vastu,
    // Where each placement stands (a zone, not a room's geometry): read from the stored plan, older ones too.
    vastuPlacements: plan.score.vastu === null ? null : vastuPlacements(plan).map(({ placement, zones, score }) => ({ placement, zones, score: Math.round(score * 1000) / 1000 })),
    compliant: plan.compliance.ok,
    previewUrl: `${baseUrl}/preview.svg`,
    drawingUrl: `${baseUrl}/plan.svg`,
    elevationUrl: `${baseUrl}/elevation.svg`,
  };
}

/**
 * Whether option 2 is option 1's design again: its mirror image or nearly the same. On some small plots only
 * one layout fits, and the checkout must not promise such a visitor two entirely different plans.
 */
export function optionsAlike(options: readonly Plan[]): boolean {
  const [first, second] = options;
  return first !== undefined && second !== undefined && !twoDesigns(first, second);
}
