// Generates plan options: many seeded layout candidates, each validated and scored; the best valid plan is
// option 1 and the best one clearly different from it is option 2.
import type { GenerateResult, Plan, PlanRequest } from '../types';
import { normaliseRequest } from '../input/answers';
import { seededRandom } from '../random';
import { compactSweep, randomVariant, type AllowedChoices, type Variant } from '../layout/variant';
import { kitchenToFront, steerToVastu } from '../layout/vastu-steer';
import { envelopeFor, plotRect, setbacksFor } from '../codes/setbacks';
import { validatePlan } from '../validate/validate';
import { setbacksRule } from '../validate/rules';
import { scorePlan, withVastuScored } from '../score/score';
import { buildCandidate } from './candidate';
import { reflectPlan } from './reflect';
import { withLargestBedroomAsMaster, withMasterInLargestBedroom, withMasterInVastuZone } from './master-room';
import { planDifference } from './difference';
import { explainNoFit, explainPlotLimit, fitsByArea } from './feasibility';
import { suggestionsFor } from './suggestions';
import { MIN_OPTION_DIFFERENCE, chooseOptions, leaderOf, objections, rank } from './ranking';
import { corridorVariants, frontRoomVariants, frontStairVariants, hallVariant, masterAtBackVariants } from './templates';
import { distributeBedrooms, otherSpreads } from '../program/programme';
import { FALLBACK_PASSES, SPREADS_TRIED, withBikeBay } from './passes';

export { MIN_OPTION_DIFFERENCE } from './ranking';

export interface GenerateOptions {
  seed?: number;
  /** How many options to return (at least one; two by default). */
  options?: number;
  /** When nothing fits, confirm each suggestion by generating for it (default true). */
  checkSuggestions?: boolean;
  /** Second pass for tight plots: cars stand partly in the open front setback (see Variant.carInSetback). */
  carInSetback?: boolean;
  /** Last pass for tight plots: one or two bedrooms on a floor share its one toilet (see Variant.sharedToilet). */
  sharedToilet?: boolean;
  /** Pass for a plot just wider than those that build to one boundary: it does too (see mayBuildToOneBoundary). */
  oneBoundary?: boolean;
  /** Pass for a crowded floor: the bedrooms spread over the floors another way (see otherSpreads). */
  bedroomsPerFloor?: number[];
  /** Pass for the narrowest plots: another room, not the living room, is the home's 9.5 m2 room (see buildProgramme). */
  compactLiving?: boolean;
  /** Draws from another random stream than the seed's own (a retry of the last pass; the seed still names the plans). */
  stream?: number;
  /** Confirming a suggestion: without the slow shared-toilet pass, so a refusal stays quick (a confirmed way still fits). */
  quick?: boolean;
  /**
   * The searches one request's call has found nothing for, by request and options (internal: handed on to
   * the passes and suggestion checks it starts). The passes nest, each trying the others on top of itself,
   * so the same relaxations are reached in several orders (car in the setback then one boundary, and one
   * boundary then car in the setback): a refused 23x52 two-storey 4BHK with a rental unit searched the same
   * combinations up to six times, 71 s in all. A search is deterministic, so a repeat gives the same answer.
   */
  tried?: Map<string, GenerateResult>;
}

const RANDOM_TRIES = 160;
const ENOUGH_VALID = 18;
/**
 * A Vastu request's random draws go on, up to VASTU_RANDOM_TRIES, until one of its plans without buyer
 * objections scores this on Vastu: the same answers scored 0.55 to 0.86 over 20 response ids (30x60
 * north-facing, strict, two storeys) as the first 160 draws happened to fall.
 */
const VASTU_WANTED = 0.7;
/** Twice the usual draws: three times gained a little more Vastu (0.716 against 0.712) for twice the added time. */
const VASTU_RANDOM_TRIES = 2 * RANDOM_TRIES;
/** Hall-family layouts tried when the band layouts give fewer than two plans (each draws several structures). */
const HALL_TRIES = 16;
/** More hall layouts drawn when none of the first found a plan (25x40 one-storey 3BHK: refused for 6 seeds in 12 without them). */
const HALL_TRIES_NONE_YET = 48;
/** Hall layouts drawn when every plan found has a buyer objection. */
const HALL_TRIES_OBJECTED = 48;
/** Hall layouts drawn at most when fewer plans than options asked for were found. */
const HALL_TRIES_SHORT = 64;
/**
 * Fresh random streams a refused request that fits by area is drawn again from (each a whole search with its
 * passes: 0.2-1 s on a tight plot). Streams 2 and 4: the passes' second streams are 3 and 5.
 */
const RETRY_STREAMS = 2;
/** The programmes retried from fresh streams: up to three bedrooms (on a small home, see smallHome). */
const SMALL_PROGRAMME_BEDROOMS = 3;

/** The search a visitor's request gets on its stream: every family and pass, nothing forced by a pass. */
function wholeSearch(opts: GenerateOptions): boolean {
  return !opts.quick && !opts.carInSetback && !opts.sharedToilet && !opts.oneBoundary && !opts.compactLiving && !opts.bedroomsPerFloor;
}

/** Only the visitor's own request retries: not a pass's variation of it, a suggestion's check or a retry. */
function retriesFromFreshStreams(opts: GenerateOptions): boolean {
  return opts.stream === undefined && wholeSearch(opts);
}

/** Distance between random streams of one seed (any large odd number). */
const STREAM_STEP = 1_000_003;
/** Hall layouts the shared-toilet pass draws (about 3 ms each; it runs only for a request about to be refused). */
const HALL_TRIES_LAST_PASS = 64;
/**
 * Layouts drawn at most looking for a second design when the plans found are all one (see the choice below):
 * more for a small home, whose layouts draw quickly and which most buyers have.
 */
const DIVERSITY_TRIES = { smallHome: 200, other: 60 };
/** Front-bedroom hall layouts drawn at most for a plot whose plans are still one design (most that draw at all work). */
const FRONT_BEDROOM_TRIES = 24;
/** The front-bedroom draws' random stream (see STREAM_STEP): far from the passes' and retries' streams. */
const FRONT_BEDROOM_STREAM = 101;
/**
 * Kitchen-at-the-front layouts drawn at most for a Vastu request on an E, SE or S facing plot (see
 * kitchenToFront): bench Vastu 0.684 -> 0.694 with 32 (0.690 with 12, 0.695 with 48), those requests taking
 * 10-15% longer; stopping after FRONT_KITCHEN_MISSES plans in a row that rank no higher than the best kept
 * 0.692 at a few per cent (most plots' best plan is not one of them).
 */
const FRONT_KITCHEN_TRIES = 32;
const FRONT_KITCHEN_MISSES = 10;
/** The kitchen-at-the-front draws' random stream (see STREAM_STEP). */
const FRONT_KITCHEN_STREAM = 103;
/** Corridor-template plans collected before choosing (they are deterministic; a few give two distinct options). */
const CORRIDOR_ENOUGH = 6;

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
  return result;
}

/** A search's request and options, in a fixed order (the memo of searches that found nothing is keyed by it). */
function searchKey(request: PlanRequest, opts: GenerateOptions): string {
  const named = Object.entries(opts).filter(([k, v]) => k !== 'tried' && v !== undefined);
  return JSON.stringify([request, named.sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/** One search of a normalised request; `tried` is the call's memo (see GenerateOptions.tried). */
function search(request: PlanRequest, opts: GenerateOptions & { tried: Map<string, GenerateResult> }): GenerateResult {
  const seed = opts.seed ?? 1;
  const wanted = Math.max(1, Math.floor(opts.options ?? 2));
  const rnd = seededRandom(seed + (opts.stream ?? 0) * STREAM_STEP);
  const env = envelopeFor(plotRect(request), setbacksFor(request, 'left', opts.oneBoundary));
  const allowed: AllowedChoices = {
    transposed: env.w > env.h * 0.9 ? [false, true] : [false],
    bands: [1, 2],
    mergeDining: [false, true],
    compact: [false, true],
    pairToilets: [false, true],
  };
  const valid: Plan[] = [];
  const seen = new Set<string>();
  // Every candidate of this pass, whatever its family, parks the same way.
  /** The variant each plan was drawn from (a last-resort option 2 is the leader's mirror image). */
  const variantOf = new Map<Plan, Variant>();
  /** Reflections ranked by their Vastu zones but not yet validated (see betterReflected), with the plan each reflects. */
  const unchecked = new Map<Plan, Plan>();
  const candidate = (v: Variant, bedroomsPerFloor = opts.bedroomsPerFloor, drawn = request) => {
    const variant = { ...v, carInSetback: opts.carInSetback, sharedToilet: opts.sharedToilet, oneBoundary: opts.oneBoundary, compactLiving: opts.compactLiving, bedroomsPerFloor };
    const plan = planFor(drawn, variant, seed, seen);
    if (!plan) return null;
    const better = drawn.vastu === 'notNeeded' ? null : betterForVastu(plan);
    if (better?.reflected) unchecked.set(better.plan, plan);
    // A reflection stands for the variant drawn mirrored (the leader's last-resort mirror image is the other).
    variantOf.set(better?.plan ?? plan, better?.reflected ? { ...variant, mirror: !variant.mirror } : variant);
    return better?.plan ?? plan;
  };
  /** Draws up to `tries` hall layouts into the plans found while `more()` holds. */
  const drawHalls = (tries: number, more: () => boolean, bedroomsPerFloor = opts.bedroomsPerFloor) => {
    for (let k = 0; k < tries && more(); k++) {
      const plan = candidate(hallVariant(rnd, allowed), bedroomsPerFloor);
      if (plan) valid.push(plan);
    }
  };
  /** Plans drawn with another spread of the bedrooms than this pass's (see below). */
  const spreadOf = new Map<Plan, number[]>();
  // Random variants first; a plot that yields fewer than two plans then gets the systematic compact sweep.
  const sweep = compactSweep(rnd, allowed);
  /**
   * A Vastu request whose plans without buyer objections all score under VASTU_WANTED on Vastu so far. Not
   * while every plan has an objection: the stages after the random draws look for one without, and drawing
   * on would skip them (20x60 G+1 3BHK with a car: its objection-free plan is drawn with another spread).
   */
  const vastuShort = () => request.vastu !== 'notNeeded' && valid.some((p) => objections(p) === 0) && valid.every((p) => objections(p) > 0 || (p.score.vastu ?? 0) < VASTU_WANTED);
  for (let i = 0; ; i++) {
    // Every other random variant is steered toward the Vastu zones when the visitor wants Vastu.
    const random = () => {
      const v = randomVariant(rnd, allowed);
      return request.vastu !== 'notNeeded' && i % 2 === 0 ? steerToVastu(v, request.facing) : v;
    };
    const enough = valid.length >= ENOUGH_VALID;
    let next: Variant | undefined;
    if (i < RANDOM_TRIES && !enough) next = random();
    // Past enough plans, and past the usual number, while a Vastu request's plans without objections stay short.
    else if (i < VASTU_RANDOM_TRIES && vastuShort()) next = random();
    else if (!enough && valid.length < 2) next = sweep.next().value;
    else break;
    if (!next) break;
    const plan = candidate(next);
    if (plan) valid.push(plan);
  }
  if (request.vastu !== 'notNeeded' && wholeSearch(opts)) {
    // A road side toward the south-east puts Vastu's kitchen zone at the front, where the band layouts keep
    // the living room: layouts with the kitchen beside it there, drawn from a stream of their own so the
    // stages after draw as before (none for the other facings). Not in a tight plot's passes, each a whole
    // search again: a plot that needs them has few layouts to choose from.
    const own = seededRandom(seed + ((opts.stream ?? 0) + FRONT_KITCHEN_STREAM) * STREAM_STEP);
    let misses = 0;
    let best = valid.length ? leaderOf(valid) : null;
    for (let k = 0; k < FRONT_KITCHEN_TRIES && misses < FRONT_KITCHEN_MISSES; k++) {
      const variant = kitchenToFront(steerToVastu(randomVariant(own, allowed), request.facing), request.facing, request.parking);
      if (!variant) break;
      const plan = candidate(variant);
      if (!plan) continue;
      // Plan after plan that ranks no higher than the best so far: the layouts there do not suit this plot.
      if (best && rank(plan, best) >= 0) misses++;
      else {
        misses = 0;
        best = plan;
      }
      valid.push(plan);
    }
  }
  const fitsArea = fitsByArea(request);
  // Still short of two plans: the corridor templates (narrow plots with or without a stair, shallow plots),
  // each structural choice once, in a fixed order.
  if (valid.length < 2 && fitsArea) {
    for (const v of corridorVariants(request, allowed, rnd)) {
      if (valid.length >= CORRIDOR_ENOUGH) break;
      const plan = candidate(v);
      if (plan) valid.push(plan);
    }
  }
  // Still short of two plans on a narrow plot: the stair (one storey: a room) at the front beside the porch.
  if (valid.length < 2 && fitsArea && request.parking !== 'twoCars') {
    for (const v of frontStairVariants(allowed, seed)) {
      const plan = candidate(v);
      if (plan) valid.push(plan);
    }
  }
  // Still short of two plans: the hall family (rooms open off the living room or a short lobby), which
  // small and shallow plots need, when the rooms fit by area at all.
  if (valid.length < 2 && fitsArea) {
    // The last pass for a tight plot draws longer: a few in a hundred hall layouts work there.
    drawHalls(opts.sharedToilet ? HALL_TRIES_LAST_PASS : HALL_TRIES, () => valid.length < ENOUGH_VALID);
    // Still nothing: on a plot where a few hall layouts in a hundred work, the first draws miss them for
    // some seeds, so a visitor's answer would depend on their response id; draw on before the passes.
    if (!opts.quick) drawHalls(HALL_TRIES_NONE_YET, () => valid.length === 0);
  }
  // Still short of two plans: a bedroom beside the living room across the front, so the bands behind are
  // shorter (last: the layouts above answer every request they did before it).
  if (valid.length < 2 && fitsArea) {
    for (const v of frontRoomVariants(request, allowed, seed)) {
      const plan = candidate(v);
      if (plan) valid.push(plan);
    }
  }
  // Still short of two plans: the master bedroom across the back of a band and the passage's end.
  if (valid.length < 2 && fitsArea) {
    for (const v of masterAtBackVariants(request, allowed, seed, env)) {
      const plan = candidate(v);
      if (plan) valid.push(plan);
      if (valid.length >= 2) break;
    }
  }
  if (!valid.length) {
    for (const pass of FALLBACK_PASSES) {
      if (!pass.applies(request, opts)) continue;
      const result = pass.draw(request, opts, generatePlanOptions);
      if (result) return result;
    }
  }
  if (!valid.length && fitsArea && smallHome(request) && request.bedrooms <= SMALL_PROGRAMME_BEDROOMS && retriesFromFreshStreams(opts)) {
    // A small home that fits by area on a plot where few layouts work: the search and every pass again from
    // other random streams, so whether a visitor gets plans depends less on their response id (the seed).
    // Larger programmes are not retried: each of their searches takes seconds, and a refusal would take three times as long.
    for (let k = 1; k <= RETRY_STREAMS; k++) {
      // Its refusal is not the visitor's: the suggestions are worked out once, below (three times before 1.20.0).
      const retry = generatePlanOptions(request, { ...opts, stream: k * 2, checkSuggestions: false });
      if (retry.ok) return retry;
    }
  }
  if (!valid.length) {
    const advice = suggestionsFor(request, seed, opts.checkSuggestions !== false, wholeSearch(opts) && (opts.stream ?? 0) === 0, opts.tried, generatePlanOptions);
    return { ok: false, reason: advice.limit ? explainPlotLimit(request, advice.limit) : explainNoFit(request), ...advice };
  }
  if (!opts.quick && fitsArea && smallHome(request) && valid.every((p) => objections(p) > 0)) {
    // Every plan has something a buyer would object to: the hall family, tried above only for plots the
    // band layouts miss, often keeps a master bedroom square or a toilet compact where a band squeezes them.
    drawHalls(HALL_TRIES_OBJECTED, () => valid.every((p) => objections(p) > 0));
    // Then the corridor templates, tried above only for plots the others miss: a bedroom across the back
    // at the plot's full width where band layouts squeeze the master into one band (25x60 one-storey 3BHK).
    // (Not begun once a hall layout answers: starting them draws from the random stream.)
    if (valid.every((p) => objections(p) > 0)) {
      for (const v of corridorVariants(request, allowed, rnd)) {
        const plan = candidate(v);
        if (plan) valid.push(plan);
        if (plan && objections(plan) === 0) break;
      }
    }
  }
  if (!opts.quick && !opts.bedroomsPerFloor && valid.every((p) => objections(p) > 0)) {
    // Every plan has something a buyer would object to on a floor (a crowded ground floor: the kitchen cut
    // off from the dining, a cramped toilet): a spread with a bedroom fewer there competes with them.
    const best = leaderOf(valid);
    const objectedFloors = new Set(best.floors.filter((f) => best.score.objections!.some((o) => o.startsWith(`${f.name}:`))).map((f) => f.level));
    const usual = distributeBedrooms(request);
    const relieving = otherSpreads(request, Infinity).filter((s) => s.some((n, level) => objectedFloors.has(level) && n < usual[level]!));
    for (const bedroomsPerFloor of relieving.slice(0, SPREADS_TRIED)) {
      const spread = generatePlanOptions(request, { ...opts, bedroomsPerFloor, checkSuggestions: false, options: 1 });
      if (!spread.ok) continue;
      valid.push(...spread.options);
      for (const p of spread.options) spreadOf.set(p, bedroomsPerFloor);
    }
  }
  if (wanted > 1 && !opts.quick) {
    // Every plan so far is the leader's mirror image or nearly the same (one design, not two options), or
    // the only different ones have more buyer objections: draw on (band and hall layouts by turns) until a
    // clearly different one as good as the leader turns up. Only a new leader is checked against them all.
    const secondTo = (first: Plan, p: Plan) => objections(p) <= objections(first) && planDifference(first, p) >= MIN_OPTION_DIFFERENCE;
    let first = leaderOf(valid);
    let found = valid.some((p) => secondTo(first, p));
    const tries = smallHome(request) ? DIVERSITY_TRIES.smallHome : DIVERSITY_TRIES.other;
    for (let k = 0; k < tries && !found; k++) {
      // Drawn with the leader's spread of bedrooms: a second option as good as it is most likely there.
      const plan = candidate(k % 2 === 0 || !fitsArea ? randomVariant(rnd, allowed) : hallVariant(rnd, allowed), spreadOf.get(first) ?? opts.bedroomsPerFloor);
      if (plan && spreadOf.has(first)) spreadOf.set(plan, spreadOf.get(first)!);
      if (!plan) continue;
      valid.push(plan);
      if (rank(plan, first) < 0) {
        first = plan;
        found = valid.some((p) => secondTo(first, p));
      } else found = secondTo(first, plan);
    }
    if (fitsArea && !valid.some((p) => planDifference(first, p) >= MIN_OPTION_DIFFERENCE)) {
      // Still one design (option 2 would be option 1's mirror image): the fixed templates, a structure the
      // random draws do not make, are a second design; the first that is clearly different will do.
      const templates = [...corridorVariants(request, allowed, rnd), ...(request.parking !== 'twoCars' ? frontStairVariants(allowed, seed) : [])];
      for (const v of templates) {
        const plan = candidate(v, spreadOf.get(first) ?? opts.bedroomsPerFloor);
        if (!plan) continue;
        valid.push(plan);
        if (planDifference(first, plan) >= MIN_OPTION_DIFFERENCE) break;
      }
    }
    if (fitsArea && !valid.some((p) => secondTo(first, p))) {
      // Still one design, or a second only with more buyer objections (20x40 one-storey 2BHK: every draw puts
      // the bedrooms behind the living room and kitchen): a bedroom beside the living room across the front,
      // the kitchen behind, is a second one. Drawn from a stream of its own, so a request that does not come
      // this far draws as before. A bike's covered sit-out beside the living room leaves no width for the
      // bedroom on a narrow plot (20x45: none of 200 draws): every other draw parks the bike in the open front
      // setback, as the bike pass does, and the rooms take the whole front.
      const own = seededRandom(seed + ((opts.stream ?? 0) + FRONT_BEDROOM_STREAM) * STREAM_STEP);
      const spread = spreadOf.get(first) ?? opts.bedroomsPerFloor;
      for (let k = 0; k < FRONT_BEDROOM_TRIES; k++) {
        const variant: Variant = { ...hallVariant(own, allowed), frontBedroom: true };
        const bikeOutside = request.parking === 'bike' && k % 2 === 1;
        const drawn = bikeOutside ? candidate(variant, spread, { ...request, parking: 'none' }) : candidate(variant, spread);
        const plan = drawn && bikeOutside ? withBikeBay(drawn, request) : drawn;
        if (!plan?.compliance.ok) continue;
        valid.push(plan);
        if (secondTo(first, plan)) break;
      }
    }
  }
  if (valid.length < wanted && !opts.quick) {
    // Fewer plans than options sold (a tight plot where a few layouts in a hundred work): more hall
    // layouts, then the leader's mirror image, so a visitor buying two options gets two.
    const first = leaderOf(valid);
    if (fitsArea) drawHalls(HALL_TRIES_SHORT, () => valid.length < wanted, spreadOf.get(first) ?? opts.bedroomsPerFloor);
    const drawn = variantOf.get(first);
    const mirrored = valid.length < wanted && drawn ? planFor(request, { ...drawn, mirror: !drawn.mirror }, seed, seen) : null;
    if (mirrored) valid.push(mirrored);
    // Redrawn mirrored it fails (see reflectPlan): the leader itself reflected, which keeps every rule it met.
    const reflected = valid.length < wanted ? checked(reflectPlan(first)) : null;
    if (reflected) valid.push(reflected);
  }
  // A chosen reflection is validated now (see betterForVastu); one that breaks a rule gives way to the plan as
  // drawn, which then competes with the rest like any plan, and the options are chosen again. Offered in the
  // reflection's place, the plan as drawn could rank far below the next plan: a 30x60 two-storey 3BHK on two
  // roads, strict Vastu, got an option 1 scoring 0.40 on Vastu for a third of its seeds, a 0.79 plan passed over.
  const confirmed = new Map<Plan, Plan | null>();
  const confirm = (p: Plan) => {
    if (!confirmed.has(p)) confirmed.set(p, checked(p));
    return confirmed.get(p)!;
  };
  for (;;) {
    const chosen = chooseOptions(valid, wanted);
    const broken = chosen.find((p) => unchecked.has(p) && !confirm(p));
    if (!broken) {
      const options = chosen.map((p) => (unchecked.has(p) ? confirm(p)! : p));
      return { ok: true, options: options.map((p, i) => ({ ...p, option: i + 1, id: `plan-${request.plotWidthFt}x${request.plotDepthFt}-${request.facing}-s${seed}-o${i + 1}` })) };
    }
    valid[valid.indexOf(broken)] = unchecked.get(broken)!;
    unchecked.delete(broken);
  }
}

/**
 * For a Vastu request, the plan reflected left to right, or with the master bedroom named where Vastu prefers
 * it or in a far larger bedroom, or both, when one ranks higher than the plan as drawn; else null. A reflection swaps the zones of the
 * kitchen, master bedroom, pooja room, stair and main door east for west (a north or south facing plot) or
 * turns them by a quarter (a corner facing), and a variant's random mirror draws only one of the two: the
 * Vastu zones decide which one the visitor sees. Nothing else the scorer weighs depends on the side, so only
 * the Vastu rules and objections are worked out again; the reflection is validated only if it is chosen (a
 * fifth of the cost of checking every one, which added 40% to the time per option), the plan as drawn
 * competing in its place if it fails. Naming another bedroom the master changes no room, wall or door (see withMasterInVastuZone);
 * the plan is scored again whole, as the master's size rules read the bedroom that now bears the name.
 */
function betterForVastu(plan: Plan): { plan: Plan; reflected: boolean } | null {
  const mirrored = reflectPlan(plan);
  // A side road asks a wider setback on its side: reflected, the building would stand in it.
  const reflection = setbacksRule(mirrored).ok ? { ...mirrored, score: withVastuScored(plan.score, mirrored) } : null;
  const ways = reflection ? [{ plan: reflection, reflected: true }] : [];
  const drawnWays: Array<[Plan, boolean]> = reflection ? [[plan, false], [reflection, true]] : [[plan, false]];
  for (const [drawn, reflected] of drawnWays) {
    // The master named in Vastu's zone, or in a far larger bedroom elsewhere when the one in the zone is small
    // enough for a buyer to object (a 7 ft master beside a 14 x 12 ft bedroom): the ranking weighs the two.
    for (const renamed of [withMasterInVastuZone(drawn), withLargestBedroomAsMaster(drawn)]) if (renamed) ways.push({ plan: { ...renamed, score: scorePlan(renamed) }, reflected });
  }
  if (!ways.length) return null;
  const best = ways.reduce((a, b) => (rank(b.plan, a.plan) < 0 ? b : a));
  return rank(best.plan, plan) < 0 ? best : null;
}

/** One or two storeys on a plot up to about 2,400 sq ft: the homes the hall family plans well. */
function smallHome(request: PlanRequest): boolean {
  return request.floors <= 2 && request.plotWidthFt * request.plotDepthFt <= 2400;
}

/** The plan validated and scored, or null when it fails a hard rule. */
function checked(plan: Plan): Plan | null {
  const compliance = validatePlan(plan);
  return compliance.ok ? { ...plan, compliance, score: scorePlan(plan) } : null;
}

/** A validated, scored plan for one variant, or null when it cannot be built, repeats one seen, or fails a hard rule. */
function planFor(request: PlanRequest, variant: Variant, seed: number, seen: Set<string>): Plan | null {
  const candidate = buildCandidate(request, variant);
  if (!candidate) return null;
  const signature = signatureOf(candidate);
  if (seen.has(signature)) return null;
  seen.add(signature);
  const plan: Plan = { ...candidate, id: '', option: 0, seed, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } };
  // A bedroom far larger than the one drawn as the master, and as well served, bears the name (not for Vastu).
  return checked(withMasterInLargestBedroom(plan) ?? plan);
}

/** The rooms' places floor by floor: two candidates with the same are one plan. */
function signatureOf(plan: Pick<Plan, 'floors'>): string {
  return plan.floors.map((f) => f.rooms.map((r) => `${r.type}${r.rect.x},${r.rect.y},${r.rect.w},${r.rect.h}`).join(';')).join('|');
}

