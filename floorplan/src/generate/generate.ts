// Generates plan options: many seeded layout candidates, each validated and scored; the best valid plan is
// option 1 and the best one clearly different from it is option 2. The search's stages are in search-stages.ts;
// here the order they run in, the passes a plot no stage answers falls back on, and the refusal.
import type { GenerateResult, PlanRequest } from '../types';
import { normaliseRequest } from '../input/answers';
import { explainNoFit, explainPlotLimit } from './feasibility';
import { suggestionsFor } from './suggestions';
import { withShrineFreeWay } from './shrine-free-way';
import { drawnWithThreeSharing, FALLBACK_PASSES } from './passes';
import { chosenOptions, drawAgainstObjections, firstFound, drawKitchenAtFront, drawParkingInTheOpen, drawPoojaAtPassage, drawRandom, drawPoojaUpstairs, drawRelievingSpreads, drawSecondDesign, drawShrineFreeSecond, drawTemplates, drawToWanted, newSearch, retriedWhenRefused, wholeSearch, withOptionsWanted, withTwoDesigns } from './search-stages';

export { MIN_OPTION_DIFFERENCE } from './ranking';

export interface GenerateOptions {
  seed?: number;
  /** How many options to return (at least one; two by default). */
  options?: number;
  /**
   * When nothing fits, confirm each suggestion by generating for it; when a toilet stands at the pooja room,
   * whether a niche instead keeps it away (shrine-free-way.ts). Default true.
   */
  checkSuggestions?: boolean;
  /** Second pass for tight plots: cars stand partly in the open front setback (see Variant.carInSetback). */
  carInSetback?: boolean;
  /** Last passes for tight plots: up to this many bedrooms on a floor share its one toilet (see ProgrammeOptions.sharedToilet). */
  sharedToilet?: number;
  /** Pass for a plot just wider than those that build to one boundary: it does too (see mayBuildToOneBoundary). */
  oneBoundary?: boolean;
  /** Pass for a crowded floor: the bedrooms spread over the floors another way (see otherSpreads). */
  bedroomsPerFloor?: number[];
  /** Pass for the narrowest plots: another room, not the living room, is the home's 9.5 m2 room (see buildProgramme). */
  compactLiving?: boolean;
  /** Pass for a home whose every plan has a toilet against or over the pooja room: it goes on the top floor (see ProgrammeOptions.poojaUpstairs). */
  poojaUpstairs?: boolean;
  /** Draws from another random stream than the seed's own (a retry of the last pass; the seed still names the plans). */
  stream?: number;
  /** Confirming a suggestion: without the slow shared-toilet pass, so a refusal stays quick (a confirmed way still fits). */
  quick?: boolean;
  /**
   * Only whether the request draws at all (confirming a suggestion): the search stops at its first valid plan
   * and answers with it. Whether it answers is the same as without (every stage and pass after the first
   * plan only adds plans), so a search that finds nothing runs exactly as without it.
   */
  anyPlan?: boolean;
  /**
   * The searches one request's call has found nothing for, by request and options (internal: handed on to
   * the passes and suggestion checks it starts). The passes nest, each trying the others on top of itself,
   * so the same relaxations are reached in several orders (car in the setback then one boundary, and one
   * boundary then car in the setback): a refused 23x52 two-storey 4BHK with a rental unit searched the same
   * combinations up to six times, 71 s in all. A search is deterministic, so a repeat gives the same answer.
   */
  tried?: Map<string, GenerateResult>;
}

/**
 * Fresh random streams a refused request that fits by area is drawn again from (each a whole search with its
 * passes: 0.2-1 s on a tight plot). Streams 2 and 4: the passes' second streams are 3 and 5.
 */
const RETRY_STREAMS = 2;

/** Only the visitor's own request retries: not a pass's variation of it, a suggestion's check or a retry. */
function retriesFromFreshStreams(opts: GenerateOptions): boolean {
  return opts.stream === undefined && wholeSearch(opts);
}

export function generatePlanOptions(input: PlanRequest, opts: GenerateOptions = {}): GenerateResult {
  const request = normaliseRequest(input);
  const tried = opts.tried ?? new Map<string, GenerateResult>();
  // Only searches whose refusal is not the visitor's are remembered: theirs carry no checked suggestions.
  const remembered = opts.checkSuggestions === false;
  const key = remembered ? searchKey(request, opts) : '';
  const known = remembered ? tried.get(key) : undefined;
  if (known) return known;
  const result = search(request, { ...opts, tried });
  if (remembered && !result.ok) tried.set(key, result);
  // The visitor's own call, not a search a pass or a suggestion's check starts inside it (they hand on `tried`).
  if (opts.tried !== undefined) return result;
  const answer = withTwoDesigns(request, opts, result, (r, o) => generatePlanOptions(r, { ...o, tried }));
  // A fresh call: the niche's plans are drawn as the visitor's revision will draw them, with no memo of this search.
  return opts.checkSuggestions === false ? answer : withShrineFreeWay(request, opts, answer, generatePlanOptions);
}

/** A search's request and options, in a fixed order (the memo of searches that found nothing is keyed by it). */
function searchKey(request: PlanRequest, opts: GenerateOptions): string {
  // anyPlan is left out: only searches that found nothing are remembered, and those ran the same with it or without.
  const named = Object.entries(opts).filter(([k, v]) => k !== 'tried' && k !== 'anyPlan' && v !== undefined);
  return JSON.stringify([request, named.sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/** One search of a normalised request; `tried` is the call's memo (see GenerateOptions.tried). */
function search(request: PlanRequest, opts: GenerateOptions & { tried: Map<string, GenerateResult> }): GenerateResult {
  const s = newSearch(request, opts, generatePlanOptions);
  const { seed, fitsArea, valid } = s;
  drawRandom(s);
  if (opts.anyPlan && valid.length) return firstFound(s);
  drawKitchenAtFront(s);
  drawTemplates(s);
  if (opts.anyPlan && valid.length) return firstFound(s);
  // Nothing drawn: before the passes, each a whole search again.
  if (!valid.length) drawPoojaAtPassage(s);
  if (!valid.length) {
    for (const pass of FALLBACK_PASSES) {
      if (!pass.applies(request, opts)) continue;
      const result = pass.draw(request, opts, generatePlanOptions);
      if (result) return withOptionsWanted(s, result);
    }
  }
  if (!valid.length && fitsArea && retriedWhenRefused(request) && retriesFromFreshStreams(opts)) {
    // A small home, or a programme of few bedrooms (see retriedWhenRefused), that fits by area on a plot where
    // few layouts work: the search and every pass again from other random streams, so whether a visitor gets
    // plans depends less on their response id (the seed). Larger programmes are not retried: each of their
    // searches takes seconds, and a refusal would take three times as long.
    for (let k = 1; k <= RETRY_STREAMS; k++) {
      // Its refusal is not the visitor's: the suggestions are worked out once, below (three times before 1.20.0).
      const retry = generatePlanOptions(request, { ...opts, stream: k * 2, checkSuggestions: false });
      if (retry.ok) return withOptionsWanted(s, retry);
    }
  }
  if (!valid.length && fitsArea && retriesFromFreshStreams(opts)) {
    // Still nothing: the last way, three bedrooms sharing a toilet, for the visitor's own request only (inside
    // a pass it would answer before the passes after it, which keep a toilet more).
    const shared = drawnWithThreeSharing(request, opts, generatePlanOptions);
    if (shared) return withOptionsWanted(s, shared);
  }
  if (!valid.length) {
    const advice = suggestionsFor(request, seed, opts.checkSuggestions !== false, wholeSearch(opts) && (opts.stream ?? 0) === 0, opts.tried, generatePlanOptions);
    return { ok: false, reason: advice.limit ? explainPlotLimit(request, advice.limit) : explainNoFit(request), ...advice };
  }
  drawAgainstObjections(s);
  drawRelievingSpreads(s);
  drawPoojaAtPassage(s);
  drawPoojaUpstairs(s);
  drawSecondDesign(s);
  drawShrineFreeSecond(s);
  drawParkingInTheOpen(s);
  drawToWanted(s);
  return withOptionsWanted(s, chosenOptions(s));
}
