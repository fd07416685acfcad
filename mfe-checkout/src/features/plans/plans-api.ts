// The plan service as the checkout sees it (api/src/routes/api/plans): a visitor's own options and the samples.

/** A compass point, or C: the centre ninth of the house. */
export type VastuZone = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW' | 'C';

/** One placement the Vastu score reads: where it stands and how well (1 where Vastu wants it, 0 elsewhere). */
export interface VastuPlacement {
  placement: 'entrance' | 'kitchen' | 'master' | 'pooja' | 'poojaNiche' | 'toilets' | 'stair';
  /** The main door's compass point, each room's zone; for the toilets only those in a zone Vastu avoids. */
  zones: VastuZone[];
  score: number;
}

export interface PlanOptionSummary {
  option: number;
  floors: number;
  bedrooms: number;
  toilets: number;
  builtUpSqft: number;
  vastuScore: number | null;
  /** Where each placement the Vastu score reads stands; null when Vastu was not asked for (absent from older servers). */
  vastuPlacements?: VastuPlacement[] | null;
  compliant: boolean;
  previewUrl: string;
  drawingUrl: string;
  elevationUrl: string;
}

export interface PlotSummary {
  plotWidthFt: number;
  plotDepthFt: number;
  facing: string;
  floors: number;
  bedrooms: number;
}

/** One change to the survey answers that the engine found to give a plan. */
export type PlanChange =
  | { field: 'floors'; to: number }
  | { field: 'bedrooms'; to: number }
  | { field: 'parking'; to: 'none' }
  | { field: 'family'; to: 'none' }
  | { field: 'pooja'; to: false };

/** What keeps every home off the plot: too shallow, too narrow or too small once the setbacks are left open. */
export interface PlanLimit {
  side: 'depth' | 'width' | 'size';
  buildableWidthMm: number;
  buildableDepthMm: number;
}

/**
 * Before payment, where a toilet stands at the pooja room in `options` (their numbers) and the engine drew the
 * home with a pooja niche in the living room that keeps every toilet away from it: the change to take for those plans.
 */
export interface NicheOffer {
  changes: PlanChange[];
  options: number[];
}

export type PlanOptions =
  /** `optionsAlike`: option 2 is option 1's design again, mirrored or nearly the same (only one layout fits the plot). */
  | {
      status: 'ready';
      paid: boolean;
      unlocked: { options: number; elevation: boolean };
      request: PlotSummary;
      options: PlanOptionSummary[];
      optionsAlike: boolean;
      nicheOffer?: NicheOffer;
    }
  /**
   * `fits`: ways to a plan, each a set of changes made together; empty when only another plot would do; absent on old plans.
   * `limit`: set when even a one-bedroom home draws no plan on the plot (engine 1.20.0 on).
   */
  | { status: 'unfit'; request: PlotSummary; reason: string; suggestions: string[]; fits?: PlanChange[][]; limit?: PlanLimit };

export interface SamplePlan {
  id: string;
  widthFt: number;
  depthFt: number;
  floors: number;
  bedrooms: number;
  /** The floor plan; labelled, so asked for in the visitor's language. */
  drawingUrl: string;
  /** The ground floor as a compact thumbnail for its card: walls and room colours, no words. */
  thumbnailUrl: string;
  /** The front elevation of the same plan; it carries no words. */
  elevationUrl: string;
}

/** How often a busy engine is asked again (about a minute at its usual Retry-After) before giving up. */
export const BUSY_RETRIES = 30;
const LONGEST_WAIT_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A 503 with Retry-After means the engine is drawing other plans for this address or is full (the server
 * limits how many at once): the plans come a little later, so the caller keeps its loading state and asks
 * again when told.
 */
async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await (init ? fetch(url, init) : fetch(url));
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && retryAfter > 0 && attempt < BUSY_RETRIES) {
      await pause(Math.min(retryAfter * 1000, LONGEST_WAIT_MS));
      continue;
    }
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }
}

export function fetchPlanOptions(responseId: string): Promise<PlanOptions> {
  return getJson(`/api/plans/${encodeURIComponent(responseId)}`);
}

/** The signed-in visitor's plans, found by their session token (the thank-you page knows no response id). */
export function fetchMyPlans(token: string): Promise<PlanOptions> {
  return getJson('/api/plans/mine', { headers: { authorization: `Bearer ${token}` } });
}

/** The new response a visitor has after taking a change the engine found, and their session for it. */
export interface TakenChange {
  insertedId: string;
  hash: string;
  token: string;
}

/** Takes one of the ways to a plan the engine found for the visitor's plot (`fits`, or the `nicheOffer`): the same answers with it made. */
export async function takePlanChange(responseId: string, changes: PlanChange[], token: string): Promise<TakenChange> {
  const response = await fetch(`/api/plans/${encodeURIComponent(responseId)}/revisions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ changes }),
  });
  if (!response.ok) throw new Error(`taking the change answered ${response.status}`);
  return (await response.json()) as TakenChange;
}

/** A drawing only its buyer may fetch, as an address an <img> or a download link can use. */
export async function fetchPaidDrawing(url: string, token: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export function fetchSamplePlans(): Promise<SamplePlan[]> {
  return getJson('/api/plans/samples');
}

/** A drawing's address with the labels in the visitor's language. */
export function withLanguage(url: string, language: string): string {
  return `${url}?lang=${encodeURIComponent(language)}`;
}

/** One floor of a full drawing alone (the service draws every floor side by side unless asked). */
export function drawingOfFloor(drawingUrl: string, language: string, floor: number): string {
  return `${withLanguage(drawingUrl, language)}&floor=${floor}`;
}

/** One floor of an option's watermarked preview; the ground floor is the service's default. */
export function previewOfFloor(previewUrl: string, language: string, floor: number): string {
  return withLanguage(previewUrl, language) + (floor > 0 ? `&floor=${floor}` : '');
}
