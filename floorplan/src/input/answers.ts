// Maps the stored survey answers (string values, any of them missing or malformed) to a complete plan request.
import type { ElevationStyle, Facing, FamilyNeed, Parking, PlanChange, PlanRequest, VastuPreference } from '../types';

export const PLOT_MIN_FT = 15;
export const PLOT_MAX_FT = 100;
export const DEFAULT_REQUEST: PlanRequest = {
  plotWidthFt: 30,
  plotDepthFt: 60,
  facing: 'N',
  floors: 1,
  bedrooms: 2,
  family: 'none',
  parking: 'none',
  pooja: false,
  poojaNiche: false,
  vastu: 'preferred',
  style: 'modern',
  roads: 1,
  corner: false,
};

type Answers = Record<string, unknown>;

function field(answers: unknown, question: string, key: string): string | undefined {
  if (!answers || typeof answers !== 'object') return undefined;
  const group = (answers as Answers)[question];
  if (!group || typeof group !== 'object') return undefined;
  const value = (group as Answers)[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  const hit = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  return hit ?? fallback;
}

export function clampNumber(value: string | number | undefined, min: number, max: number, fallback: number, integer: boolean): number {
  const n = typeof value === 'number' ? value : value === undefined ? NaN : Number.parseFloat(value);
  if (!Number.isFinite(n)) return fallback;
  const v = integer ? Math.round(n) : n;
  return Math.min(max, Math.max(min, v));
}

export const FACINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const FAMILY = ['none', 'elderlyParents', 'workFromHome', 'rentalUnit'] as const;
const PARKING = ['none', 'bike', 'car', 'twoCars'] as const;
/** A pooja room, a pooja niche in the living room instead (also the way offered when a room does not fit), or neither. */
const POOJA = ['yes', 'niche', 'no'] as const;
const VASTU = ['strict', 'preferred', 'notNeeded'] as const;
const STYLES = ['modern', 'contemporary', 'traditional', 'minimal'] as const;
const ROADS: Record<string, 1 | 2 | 3> = { one: 1, two: 2, three: 3, '1': 1, '2': 2, '3': 3 };

/** Where the questionnaire stores each answer the request is made of: its step label and field name. */
const ANSWER_AT = {
  plotWidthFt: ['Plot Width', 'width'],
  plotDepthFt: ['Plot Depth', 'depth'],
  facing: ['Plot Facing', 'facing'],
  floors: ['Floors', 'floors'],
  bedrooms: ['Bedrooms', 'bedrooms'],
  family: ['Family Needs', 'family'],
  parking: ['Parking', 'parking'],
  pooja: ['Pooja Room', 'pooja'],
  vastu: ['Vastu', 'vastu'],
  style: ['Elevation Style', 'style'],
  roads: ['SiteDetails', 'roads'],
  corner: ['SiteDetails', 'corner'],
} as const satisfies Partial<Record<keyof PlanRequest, readonly [question: string, key: string]>>;

/** Total: every field has a default and numbers are clamped to what the engine accepts. */
export function answersToPlanRequest(answers: unknown): PlanRequest {
  const d = DEFAULT_REQUEST;
  const at = (name: keyof typeof ANSWER_AT) => {
    const [question, key] = ANSWER_AT[name];
    return field(answers, question, key);
  };
  const poojaAnswer = oneOf(at('pooja'), POOJA, d.pooja ? 'yes' : 'no');
  return {
    plotWidthFt: clampNumber(at('plotWidthFt'), PLOT_MIN_FT, PLOT_MAX_FT, d.plotWidthFt, false),
    plotDepthFt: clampNumber(at('plotDepthFt'), PLOT_MIN_FT, PLOT_MAX_FT, d.plotDepthFt, false),
    facing: oneOf<Facing>(at('facing'), FACINGS, d.facing),
    floors: clampNumber(at('floors'), 1, 4, d.floors, true),
    bedrooms: clampNumber(at('bedrooms'), 1, 5, d.bedrooms, true),
    family: oneOf<FamilyNeed>(at('family'), FAMILY, d.family),
    parking: oneOf<Parking>(at('parking'), PARKING, d.parking),
    pooja: poojaAnswer === 'yes',
    poojaNiche: poojaAnswer === 'niche',
    vastu: oneOf<VastuPreference>(at('vastu'), VASTU, d.vastu),
    style: oneOf<ElevationStyle>(at('style'), STYLES, d.style),
    roads: ROADS[(at('roads') ?? '').toLowerCase()] ?? d.roads,
    corner: oneOf(at('corner'), ['yes', 'no'] as const, 'no') === 'yes',
  };
}

/**
 * The stored survey answers with changes the engine suggested made to them, as the questionnaire stores each
 * answer (numbers as text, no pooja room as a niche instead); every other answer, site details included, as given.
 */
export function answersWithChanges(answers: Record<string, unknown>, changes: readonly PlanChange[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...answers };
  for (const change of changes) {
    const [question, key] = ANSWER_AT[change.field];
    const group = out[question];
    const value = change.field === 'pooja' ? 'niche' : String(change.to);
    out[question] = { ...(group && typeof group === 'object' ? group : {}), [key]: value };
  }
  return out;
}

/** Clamps a request built elsewhere (CLI flags, API callers) the same way. */
export function normaliseRequest(partial: Partial<PlanRequest>): PlanRequest {
  const d = DEFAULT_REQUEST;
  return {
    ...d,
    ...partial,
    plotWidthFt: clampNumber(partial.plotWidthFt, PLOT_MIN_FT, PLOT_MAX_FT, d.plotWidthFt, false),
    plotDepthFt: clampNumber(partial.plotDepthFt, PLOT_MIN_FT, PLOT_MAX_FT, d.plotDepthFt, false),
    floors: clampNumber(partial.floors, 1, 4, d.floors, true),
    bedrooms: clampNumber(partial.bedrooms, 1, 5, d.bedrooms, true),
    facing: oneOf<Facing>(partial.facing, FACINGS, d.facing),
    family: oneOf<FamilyNeed>(partial.family, FAMILY, d.family),
    parking: oneOf<Parking>(partial.parking, PARKING, d.parking),
    vastu: oneOf<VastuPreference>(partial.vastu, VASTU, d.vastu),
    style: oneOf<ElevationStyle>(partial.style, STYLES, d.style),
    roads: partial.roads === 2 || partial.roads === 3 ? partial.roads : 1,
    poojaNiche: partial.poojaNiche === true && partial.pooja !== true,
  };
}
