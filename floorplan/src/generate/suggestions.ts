// The ways a refused request is told it could fit: changes to its answers, each confirmed by drawing it.
import type { GenerateResult, PlanChange, PlanLimit, PlanRequest } from '../types';
import { alternativesTo, changesTo, fitsByArea, leastGivenUpFirst, plotLimitOf, roomiestSmallHome, withChanges, type Alternative } from './feasibility';
import type { Generate } from './passes';
import { smallHome } from './search-stages';

/** Ways listed at most: the visitor reads a few clear choices. */
const MAX_WAYS = 3;
/**
 * Generations spent confirming suggestions (a refused two-storey request takes up to about a second here,
 * and this runs once per survey response): every single change, then the pairs, in alternativesTo's order.
 */
const MAX_CHECKS = 8;

/**
 * Changes that make the request fit, each way confirmed by generating a plan for it: the single changes
 * that fit, those giving up least first (leastGivenUpFirst), else the smallest sets of changes found to fit
 * together within the budget, else all of them together if that fits, else a plain statement that the plot
 * is too small.
 *
 * Until one single change is confirmed, a single change the quick search (without the last passes) cannot
 * draw is drawn again with the whole search, as the visitor's changed answers would be: otherwise the
 * visitor is told that no single change is enough, or that only a larger plot would do, when one change
 * would give them a plan (a 29x27 G+1 4BHK with parents was told "a larger plot" though 3 floors or 3
 * bedrooms both draw). Once one is confirmed the rest stay quick, unless the changed home is a small one (its
 * whole search takes well under a second): a large home's whole search that finds nothing takes seconds, but
 * an 18x30 G+1 2BHK was offered only a third floor, though 1 bedroom draws too (engine 1.43.0). Pairs and the
 * last try of everything at once stay quick: they are shown only when no single change works.
 */
export function suggestionsFor(request: PlanRequest, seed: number, check: boolean, searchedWhole: boolean, tried: Map<string, GenerateResult>, generate: Generate): { suggestions: string[]; fits: PlanChange[][]; limit?: PlanLimit } {
  const alternatives = alternativesTo(request);
  if (!check) return { suggestions: alternatives.map((a) => a.text), fits: alternatives.map((a) => [a.change]) };
  let checks = MAX_CHECKS;
  const changed = (set: Alternative[]) => withChanges(request, set.map((a) => a.change));
  // The seed's own stream only (stream 0): a suggestion is checked as drawn, not retried from other streams.
  // Each request is drawn once per kind of search: the request itself drew nothing in either when its own
  // whole search began with stream 0, and the smallest homes below are often a suggestion already.
  const drawn = new Map<string, boolean>(searchedWhole ? [true, false].map((quick) => [`${quick}${JSON.stringify(request)}`, false]) : []);
  const draws = (changedRequest: PlanRequest, quick: boolean) => {
    const key = `${quick}${JSON.stringify(changedRequest)}`;
    let ok = drawn.get(key);
    if (ok === undefined) drawn.set(key, (ok = generate(changedRequest, { seed, options: 1, checkSuggestions: false, quick, stream: 0, tried, anyPlan: true }).ok));
    return ok;
  };
  const drawsWith = (set: Alternative[], quick: boolean) => draws(changed(set), quick);
  /** Single changes confirmed so far. */
  let confirmed = 0;
  const fits = (set: Alternative[]) => {
    checks -= 1;
    const ok = drawsWith(set, true) || (set.length === 1 && (confirmed === 0 || smallHome(changed(set))) && fitsByArea(changed(set)) && drawsWith(set, false));
    if (ok && set.length === 1) confirmed += 1;
    return ok;
  };
  const together = (set: Alternative[]) => `No single change is enough; together these fit: ${set.map((a) => a.text).join(' ')}`;
  // Every single change is checked (at most five), and the MAX_WAYS giving up least are offered. Until engine
  // 1.81.0 the first MAX_WAYS confirmed in check order were: a 20x60 one-storey 3BHK with a car and a pooja
  // room was offered another storey, a bedroom less and the car in the setback, not the pooja niche that draws too.
  const singles = alternatives.filter((a) => fits([a]));
  if (singles.length) {
    const offered = leastGivenUpFirst(singles).slice(0, MAX_WAYS);
    return { suggestions: offered.map((a) => a.text), fits: offered.map((a) => [a.change]) };
  }
  for (let size = 2; size <= alternatives.length && checks > 0; size++) {
    const ways: Alternative[][] = [];
    for (const set of subsetsOf(alternatives, size)) {
      if (checks <= 0 || ways.length >= MAX_WAYS) break;
      if (fits(set)) ways.push(leastGivenUpFirst(set));
    }
    if (ways.length) return { suggestions: ways.map(together), fits: ways.map((set) => set.map((a) => a.change)) };
  }
  // The budget ran out before the largest set: all the changes at once, as a last try.
  const everything = leastGivenUpFirst(alternatives);
  if (checks <= 0 && alternatives.length > 1 && fits(alternatives)) return { suggestions: [together(everything)], fits: [everything.map((a) => a.change)] };
  // Nothing the survey's single changes and their pairs reach fits. The home without extras that draws with
  // the most bedrooms is a way (15x60 ft, one storey, 5BHK, two cars, rental unit and pooja room: four
  // bedrooms on two storeys; before engine 1.20.0 the visitor read that even fewer rooms or more floors would
  // not fit, and 1.20.0 offered one bedroom). If even a one-bedroom home draws nothing, the plot's shape is
  // the limit: a 74x15 ft plot is larger than a 30x30 one that draws, so "a larger plot" would mislead; its
  // buildable strip is too shallow.
  const home = roomiestSmallHome(request, draws);
  const way = home ? changesTo(request, home) : [];
  if (way.length) return { suggestions: [together(way)], fits: [way.map((a) => a.change)] };
  if (home) return { suggestions: ['The plot is too small for a home with code-minimum rooms, daylight and a stair even with fewer rooms or more floors; a larger plot is needed.'], fits: [] };
  const limit = plotLimitOf(request, draws);
  return { suggestions: [NEEDED_PLOT[limit.side]], fits: [], limit };
}

const NEEDED_PLOT: Record<PlanLimit['side'], string> = {
  depth: 'A deeper plot is needed.',
  width: 'A wider plot is needed.',
  size: 'A larger plot is needed.',
};

/** Every choice of `size` items, in the items' order. */
function subsetsOf<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsetsOf(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}
