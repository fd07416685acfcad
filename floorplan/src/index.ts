// The plan engine's public API: survey answers to a request, plan options, compliance report and SVG drawing.
export const FLOORPLAN_ENGINE_VERSION = '1.90.0';
export type * from './types';
export { answersToPlanRequest, answersWithChanges, normaliseRequest, DEFAULT_REQUEST } from './input/answers';
export { generatePlanOptions, MIN_OPTION_DIFFERENCE, type GenerateOptions } from './generate/generate';
export { validatePlan } from './validate/validate';
export { scorePlan } from './score/score';
export { vastuPlacements, type VastuPlacement } from './score/vastu';
export { isShrineObjection } from './score/quality';
export type { Zone } from './geometry/compass';
export { planDifference } from './generate/difference';
export { twoDesigns } from './generate/ranking';
export { builtUpSqFt } from './geometry/built-up';
export { renderPlanSvg, type RenderOptions } from './render/svg';
export { renderElevationSvg, type ElevationOptions } from './render/elevation';
export { DEFAULT_LABELS, type PlanLabels } from './render/labels';
export { labelEm } from './render/text';
export { offerWithPool, poolAfter, poolKey, POOL_SIZE } from './generate/pool';
