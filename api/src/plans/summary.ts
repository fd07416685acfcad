// What the checkout may say about the options before payment: counts, area and scores, not geometry.
import { builtUpSqFt, isShrineObjection, twoDesigns, vastuPlacements, type GenerateResult, type Plan, type PlanChange } from '@flx/floorplan';

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

/**
 * The pooja niche a visitor with a pooja room may take instead, before paying: set where a toilet stands
 * against their pooja room or over it in an option, and the engine drew the niche's options with every toilet
 * away from it (engine 1.83.0). `options` are the options with the toilet at the shrine, for the checkout to name.
 */
export function nicheOffer(result: GenerateResult & { ok: true }, paid: boolean): { changes: PlanChange[]; options: number[] } | undefined {
  if (paid || !result.shrineFreeWay) return undefined;
  const options = result.options.filter((plan) => plan.score.objections?.some(isShrineObjection)).map((plan) => plan.option);
  return options.length ? { changes: result.shrineFreeWay, options } : undefined;
}
