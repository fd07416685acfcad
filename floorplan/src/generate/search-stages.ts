// The stages of one search, in the order it runs them: random layouts, Vastu's kitchen-at-the-front layouts,
// the templates a plot short of plans needs, then the draws for a plan without buyer objections, for a second
// design and for as many plans as options sold, and last the choice of the options. Each stage reads and adds
// to the one Search it is given.
import type { GenerateResult, Plan, PlanRequest, Rect } from '../types';
import type { GenerateOptions } from './generate';
import type { Generate } from './passes';
import { seededRandom, type Random } from '../random';
import { compactSweep, randomVariant, type AllowedChoices, type Variant } from '../layout/variant';
import type { ReliefWay } from '../layout/master-relief';
import { kitchenToFront, steerToVastu } from '../layout/vastu-steer';
import { envelopeFor, plotRect, setbacksFor } from '../codes/setbacks';
import { reflectPlan } from './reflect';
import { fitsByArea } from './feasibility';
import { distributeBedrooms, otherSpreads } from '../program/programme';
import { SPREADS_TRIED, drawnAnotherDesign, drawnAnotherWay, drawnWithBikeInTheOpen, poojaMayGoUpstairs, withBikeBay } from './passes';
import { chooseOptions, leaderOf, objections, offerOptions, rank, shrineObjected, twoDesigns } from './ranking';
import { isKitchenAwayObjection, isNarrowMasterObjection } from '../score/quality';
import { corridorVariants, frontRoomVariants, frontStairVariants, hallVariant, masterAtBackVariants, middleStairVariants, porchBandVariants } from './templates';
import { betterForVastu, checked, planFor, signatureOf } from './plan-for';
import { NO_DOOR_TREE, type SharedArrangement } from './candidate';
import { isLongSmallRoom } from '../layout/small-room-split';

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
/**
 * More hall layouts drawn when every plan found still has an objection, one for a kitchen away from the
 * dining or a toilet against or over the pooja room, and their stream (see STREAM_STEP). 192 since engine
 * 1.75.0 (96 before): over seeds 1-10 of `bench/most-asked.ts`, options 1 without objections 58 to 62 of 80
 * (20x30 G+1 2BHK with a pooja room 4 to 6, 33x24 G+1 3BHK 4 to 6); the common small plots asked with a pooja
 * room 550 to 554 options without objections for 11% more time over them (p95 per option 425 to 502 ms), the
 * common plots 655 to 657, no bench answer changed.
 */
const HALL_TRIES_KITCHEN_AWAY = 192;
const KITCHEN_ONTO_DINING_STREAM = 109;
/** Hall layouts drawn at most when fewer plans than options asked for were found. */
const HALL_TRIES_SHORT = 64;

/** The search a visitor's request gets on its stream: every family and pass, nothing forced by a pass. */
export function wholeSearch(opts: GenerateOptions): boolean {
  return !opts.quick && !opts.carInSetback && !opts.sharedToilet && !opts.oneBoundary && !opts.compactLiving && !opts.bedroomsPerFloor && !opts.poojaUpstairs;
}

/** Distance between random streams of one seed (any large odd number). */
export const STREAM_STEP = 1_000_003;
/** Hall layouts the shared-toilet pass draws (about 3 ms each; it runs only for a request about to be refused). */
const HALL_TRIES_LAST_PASS = 64;
/**
 * Layouts drawn at most looking for a second design when the plans found are all one (see the choice below):
 * more for a small home, whose layouts draw quickly and which most buyers have.
 */
const DIVERSITY_TRIES = { smallHome: 200, other: 60 };
/**
 * Hall layouts drawn on, after DIVERSITY_TRIES, for a small home on a usual narrow plot (see usualNarrowPlot)
 * whose plans still hold no second design as good as option 1 (another design with no more buyer objections).
 * There the second designs come from the hall family (112 of the 117 the common small plots found, against 5
 * from band layouts), and the last of them turn up one in a few hundred draws. With these, `bench/most-asked.ts`
 * over seeds 1-10: two designs 65 to 72 of 80 (20x30 G+1 2BHK with a bike 5 to 10); the common small plots 657
 * to 660 options without objections and one design 27 to 24 for 16% more time over them; the bench's 2 answers
 * differ, its time 3% more. Only in the visitor's own search: in the passes' searches too they changed which
 * other spread of the bedrooms gave a 25x40 G+1 3BHK with a car its second design, and it lost it. 400 gained
 * two more designs for twice the added time.
 */
const NARROW_PLOT_MORE_HALLS = 200;
/** The plots most buyers ask for, 30 ft wide or less and 60 ft deep or less, where a small home draws quickly. */
const usualNarrowPlot = (request: PlanRequest) => smallHome(request) && request.plotWidthFt <= 30 && request.plotDepthFt <= 60;
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
/**
 * Random layouts drawn at most for a larger home whose every plan has a buyer objection (as many again as the
 * random stage draws), and their stream (see STREAM_STEP).
 */
const OBJECTION_FREE_TRIES = RANDOM_TRIES;
const OBJECTION_FREE_STREAM = 107;
/** Band layouts drawn again at most with the pooja room at the passage, in the order drawn (see drawPoojaAtPassage). */
const POOJA_AT_PASSAGE_TRIES = 64;
/** Corridor-template plans collected before choosing (they are deterministic; a few give two distinct options). */
const CORRIDOR_ENOUGH = 6;

/**
 * The programmes retried from fresh streams when refused: up to three bedrooms on a small home (see smallHome).
 * A larger programme's search takes seconds.
 */
const SMALL_PROGRAMME_BEDROOMS = 3;

/** A small home of up to three bedrooms: its searches are quick enough to run again (see SMALL_PROGRAMME_BEDROOMS). */
export function smallProgramme(request: PlanRequest): boolean {
  return smallHome(request) && request.bedrooms <= SMALL_PROGRAMME_BEDROOMS;
}

/**
 * A programme of this many bedrooms or fewer is retried from fresh streams on any plot and any number of
 * storeys: a 38x30 G+2 1BHK with two cars, a study and a pooja room, a few rooms a floor, searched in 0.4-0.8 s,
 * was refused for 7 of 15 seeds, the few layouts that hold its crowded ground floor missed by half the streams.
 */
const FEW_BEDROOMS = 2;

/** Whether a refused request that fits by area is searched again from fresh streams (see generate.ts). */
export function retriedWhenRefused(request: PlanRequest): boolean {
  return smallProgramme(request) || request.bedrooms <= FEW_BEDROOMS;
}

/** One or two storeys on a plot up to about 2,400 sq ft: the homes the hall family plans well. */
export function smallHome(request: PlanRequest): boolean {
  return request.floors <= 2 && request.plotWidthFt * request.plotDepthFt <= 2400;
}

/** A stage's own random stream (see STREAM_STEP), so the stages after it draw as they would without it. */
function streamOf(s: Pick<Search, 'seed' | 'opts'>, offset: number): Random {
  return seededRandom(s.seed + ((s.opts.stream ?? 0) + offset) * STREAM_STEP);
}

/** One search of a request: what it has drawn so far and how it draws more. */
export interface Search {
  request: PlanRequest;
  opts: GenerateOptions & { tried: Map<string, GenerateResult> };
  seed: number;
  /** How many options the search offers. */
  wanted: number;
  /** The search's random stream (the seed's own, or another for a pass's retry). */
  rnd: Random;
  env: Rect;
  allowed: AllowedChoices;
  /** Whether the rooms fit the buildable area at all (the templates are drawn only where they do). */
  fitsArea: boolean;
  /** Every plan drawn that passes the hard rules. */
  valid: Plan[];
  /** Signatures of the plans drawn, valid or not: a layout drawn twice is built and checked once. */
  seen: Set<string>;
  /** The variant each plan was drawn from (a last-resort option 2 is the leader's mirror image). */
  variantOf: Map<Plan, Variant>;
  /** Reflections ranked by their Vastu zones but not yet validated (see betterForVastu), with the plan each reflects. */
  unchecked: Map<Plan, Plan>;
  /** Plans drawn with another spread of the bedrooms than this search's (see drawRelievingSpreads). */
  spreadOf: Map<Plan, number[]>;
  /** The leader each last-resort mirror image or reflection was drawn from (see drawToWanted). */
  mirrorOf: Map<Plan, Plan>;
  /** Band layouts of a home with a pooja room whose door tree failed, to draw again with it at the passage (see drawPoojaAtPassage). */
  doorless: Array<{ variant: Variant; bedroomsPerFloor?: number[]; drawn: PlanRequest }>;
  /** Whether the search has drawn the home again with the pooja room on the top floor (see drawPoojaUpstairs). */
  poojaDrawnUpstairs: boolean;
  /** The whole search, for the other spreads' searches. */
  generate: Generate;
  /** The plan a variant gives (see planFor), Vastu's better way of it, or null. */
  candidate(v: Variant, bedroomsPerFloor?: number[], drawn?: PlanRequest): Plan | null;
  /** A plan drawn again with its long thin toilets as a bath and a WC (see withBathsAndWcs), or null when it cannot be. */
  withBaths(plan: Plan): Plan | null;
  /** A plan drawn again with its narrow master's walls moved (see withMastersRelieved), the best ranked way, or null when none can be. */
  withMasterRelieved(plan: Plan): Plan | null;
  /** Draws up to `tries` hall layouts into the plans found while `more()` holds, from `from` (the search's stream by default). */
  drawHalls(tries: number, more: () => boolean, bedroomsPerFloor?: number[], from?: Random): void;
}

/** How many options a search is asked for (two by default, at least one). */
const optionsWanted = (opts: GenerateOptions) => Math.max(1, Math.floor(opts.options ?? 2));

export function newSearch(request: PlanRequest, opts: Search['opts'], generate: Generate): Search {
  const seed = opts.seed ?? 1;
  const wanted = optionsWanted(opts);
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
  const kept = new Set<string>();
  const variantOf = new Map<Plan, Variant>();
  const unchecked = new Map<Plan, Plan>();
  const doorless: Search['doorless'] = [];
  // Every candidate of this search, whatever its family, parks the same way.
  const drawnAs = (v: Variant, bedroomsPerFloor = opts.bedroomsPerFloor, drawn = request, shared?: SharedArrangement) => {
    const variant = { ...v, carInSetback: opts.carInSetback, sharedToilet: opts.sharedToilet, oneBoundary: opts.oneBoundary, compactLiving: opts.compactLiving, bedroomsPerFloor, poojaUpstairs: opts.poojaUpstairs };
    const failed = (stage: string) => {
      if (stage.startsWith(NO_DOOR_TREE) && poojaMayMove(drawn, variant)) doorless.push({ variant, bedroomsPerFloor, drawn });
    };
    const plan = planFor(drawn, variant, seed, seen, failed, shared);
    if (!plan) return null;
    const better = drawn.vastu === 'notNeeded' ? null : betterForVastu(plan);
    // A reflection can be the very plan another variant gave (the same template mirrored): rooms for rooms one
    // plan, only its doors placed apart, which offered as option 2 would be option 1 again. Only a plan kept
    // counts: the variant that built those rooms may have failed a rule the reflection passes (18x40
    // one-storey 2BHK facing east: its one layout fails built to the left boundary and passes built to the
    // right and reflected; where the failure came first, the plan was dropped and 1 seed in 100 refused).
    const reflection = better?.reflected ? signatureOf(better.plan) : '';
    if (reflection && kept.has(reflection)) return null;
    const chosen = better?.plan ?? plan;
    const signature = reflection || signatureOf(chosen);
    // A variant that builds the reflection's rooms later repeats them.
    if (reflection) seen.add(reflection);
    kept.add(signature);
    if (reflection) unchecked.set(chosen, plan);
    // A reflection stands for the variant drawn mirrored (the leader's last-resort mirror image is the other).
    variantOf.set(chosen, better?.reflected ? { ...variant, mirror: !variant.mirror } : variant);
    drawnFrom.set(chosen, { v, bedroomsPerFloor, drawn });
    return chosen;
  };
  const drawnFrom = new Map<Plan, { v: Variant; bedroomsPerFloor?: number[]; drawn: PlanRequest }>();
  // A plan found drawn again with more flags set (each of `ways` a way to draw it), the best ranked way, or null
  // when it was not drawn by a variant of this search, was drawn so already or no way draws. `shared`: the ways
  // only set flags applied after the rooms are arranged, so they share one arrangement (see SharedArrangement).
  const redrawnWith = (plan: Plan, ways: Array<Partial<Variant>>, shared?: SharedArrangement) => {
    const from = drawnFrom.get(plan);
    if (!from || ways.some((way) => Object.keys(way).some((flag) => from.v[flag as keyof Variant]))) return null;
    const drawn = ways.map((way) => drawnAs({ ...from.v, ...way }, from.bedroomsPerFloor, from.drawn, shared)).filter((p): p is Plan => !!p);
    return drawn.length ? leaderOf(drawn) : null;
  };
  const withBaths = (plan: Plan) => redrawnWith(plan, [{ bathAndWc: true }]);
  const withMasterRelieved = (plan: Plan) => redrawnWith(plan, RELIEF_WAYS.map((masterRelief) => ({ masterRelief })), {});
  const candidate = (v: Variant, bedroomsPerFloor = opts.bedroomsPerFloor, drawn = request) => {
    const plan = drawnAs(v, bedroomsPerFloor, drawn);
    if (!plan || !v.compact || v.frontBedroomLast || !narrowMasterUpstairs(plan)) return plan;
    // Upstairs the front room of a compact home is the master's, and narrow there (over a car porch beside the
    // stair: 2.58 m on a 22x40 G+1 2BHK): the floor's last bedroom takes the front, the master a room behind.
    const other = drawnAs({ ...v, frontBedroomLast: true }, bedroomsPerFloor, drawn);
    return other && rank(other, plan) < 0 ? other : plan;
  };
  const drawHalls = (tries: number, more: () => boolean, bedroomsPerFloor = opts.bedroomsPerFloor, from = rnd) => {
    for (let k = 0; k < tries && more(); k++) {
      const plan = candidate(hallVariant(from, allowed), bedroomsPerFloor);
      if (plan) valid.push(plan);
    }
  };
  return { request, opts, seed, wanted, rnd, env, allowed, fitsArea: fitsByArea(request), valid, seen, variantOf, unchecked, doorless, spreadOf: new Map(), mirrorOf: new Map(), poojaDrawnUpstairs: false, generate, candidate, withBaths, withMasterRelieved, drawHalls };
}

/** A band layout whose pooja rooms stand at the outer wall (see Variant.poojaAtPassage). */
function poojaMayMove(request: PlanRequest, variant: Variant): boolean {
  return request.pooja && (variant.family ?? 'bands') === 'bands' && !variant.poojaAtPassage && !variant.frontRoom;
}

/** Whether the scorer objects to the plan's master bedroom as too narrow on the floor named. */
const narrowMasterOn = (plan: Plan, floorName: string) => (plan.score.objections ?? []).some((o) => isNarrowMasterObjection(o, floorName));

/** Whether the scorer objects to the plan's master bedroom upstairs as too narrow. */
function narrowMasterUpstairs(plan: Plan): boolean {
  const floor = plan.floors.find((f) => f.level > 0 && f.rooms.some((r) => r.master));
  return !!floor && narrowMasterOn(plan, floor.name);
}

/** Random variants, every other one steered toward the Vastu zones when the visitor wants Vastu; then, short of two plans, the compact sweep. */
export function drawRandom(s: Search): void {
  const { request, rnd, allowed, valid, candidate } = s;
  // Random variants first; a plot that yields fewer than two plans then gets the systematic compact sweep.
  const sweep = compactSweep(rnd, allowed);
  /**
   * A Vastu request whose plans without buyer objections all score under VASTU_WANTED on Vastu so far. Not
   * while every plan has an objection: the stages after the random draws look for one without, and drawing
   * on would skip them (20x60 G+1 3BHK with a car: its objection-free plan is drawn with another spread).
   */
  const vastuShort = () => request.vastu !== 'notNeeded' && valid.some((p) => objections(p) === 0) && valid.every((p) => objections(p) > 0 || (p.score.vastu ?? 0) < VASTU_WANTED);
  for (let i = 0; ; i++) {
    // Asked only whether the request draws: the first plan answers (see GenerateOptions.anyPlan).
    if (s.opts.anyPlan && valid.length) break;
    const random = () => randomDraw(s, rnd, i);
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
}

/** The i-th random variant of a stream: every other one steered toward the Vastu zones when the visitor wants Vastu. */
function randomDraw({ request, allowed }: Search, rnd: Random, i: number): Variant {
  const v = randomVariant(rnd, allowed);
  return request.vastu !== 'notNeeded' && i % 2 === 0 ? steerToVastu(v, request.facing) : v;
}

/** Layouts with the kitchen at the front, for a Vastu request whose kitchen zone is there (see below). */
export function drawKitchenAtFront(s: Search): void {
  const { request, opts, seed, allowed, valid, candidate } = s;
  if (request.vastu !== 'notNeeded' && wholeSearch(opts)) {
    // A road side toward the south-east puts Vastu's kitchen zone at the front, where the band layouts keep
    // the living room: layouts with the kitchen beside it there, drawn from a stream of their own so the
    // stages after draw as before (none for the other facings). Not in a tight plot's passes, each a whole
    // search again: a plot that needs them has few layouts to choose from.
    const own = streamOf(s, FRONT_KITCHEN_STREAM);
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
}

/** The templates, each structural choice once, for a plot the random draws gave fewer than two plans. */
export function drawTemplates(s: Search): void {
  const { request, opts, seed, rnd, env, allowed, fitsArea, valid, candidate, drawHalls } = s;
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
  // Still short of two plans on a home of two storeys or more: the middle-stair duplex, which the hall draws
  // above make about once in a thousand (18x40 G+1 3BHK was refused for 9 seeds in 20).
  if (valid.length < 2 && fitsArea) {
    for (const v of middleStairVariants(request, allowed, seed, env)) {
      const plan = candidate(v);
      if (plan) valid.push(plan);
    }
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
}

/** Every plan has a buyer objection: for a larger home more random layouts, for a small one the families that keep its rooms squarer. */
export function drawAgainstObjections(s: Search): void {
  const { request, opts, rnd, allowed, fitsArea, valid, candidate, drawHalls } = s;
  const allObjected = () => valid.every((p) => objections(p) > 0);
  const kitchenAway = () => valid.some((p) => p.score.objections!.some(isKitchenAwayObjection));
  if (!opts.quick && fitsArea && !smallHome(request) && wholeSearch(opts) && valid.length && allObjected()) {
    // A larger home whose random draws found only objected plans: its layouts are few and far between (a
    // 51x52 G+1 4BHK with two cars builds 6 of 400 random variants, 5 with an objection, most often the
    // kitchen behind the porch, away from the dining), so more random draws, from a stream of their own so
    // the stages after draw as before, until one is free of objections. Most variants fail at once (their
    // bands too long for the plot), so they cost little.
    const own = streamOf(s, OBJECTION_FREE_STREAM);
    for (let k = 0; k < OBJECTION_FREE_TRIES && allObjected(); k++) {
      const plan = candidate(randomDraw(s, own, k));
      if (plan) valid.push(plan);
    }
  }
  if (!opts.quick && fitsArea && smallHome(request) && allObjected()) {
    // Every plan has something a buyer would object to: the hall family, tried above only for plots the
    // band layouts miss, often keeps a master bedroom square or a toilet compact where a band squeezes them.
    drawHalls(HALL_TRIES_OBJECTED, allObjected);
    // Then the corridor templates, tried above only for plots the others miss: a bedroom across the back
    // at the plot's full width where band layouts squeeze the master into one band (25x60 one-storey 3BHK).
    // (Not begun once a hall layout answers: starting them draws from the random stream.)
    if (allObjected()) drawUntilObjectionFree(s, corridorVariants(request, allowed, rnd));
    // Still every plan objected to, one for a kitchen away from the dining or a toilet against or over the
    // pooja room: the hall layouts that put the kitchen behind the living & dining are few among those that
    // fit (an 18x30 two-storey 1BHK: 2 in about 250 draws), and so are those that keep the toilets off the
    // shrine (20x30 two-storey 2BHK), so four times as many again. Kept only if one of them has no objection:
    // otherwise they would only stand in for option 2 with objections of their own (an 18x45 two-storey 2BHK
    // with a car). For the shrine since engine 1.74.0: the common small plots asked with a pooja room gained 7
    // options 1 without objections (290 to 297 of 350) for 5% more time over them (p95 per option 467 to 543 ms).
    if (allObjected() && (kitchenAway() || valid.some(shrineObjected))) {
      // From a stream of their own, so the stages after draw as before when none of them is kept. Kept when
      // one has fewer objections than every plan before them (before engine 1.88.0, only when one had none):
      // on an 18x30 two-storey 1BHK every plan has the toilet beside the main door, and the one whose kitchen
      // opens onto the dining was drawn and dropped.
      const before = valid.length;
      const fewest = Math.min(...valid.map(objections));
      drawHalls(HALL_TRIES_KITCHEN_AWAY, allObjected, undefined, streamOf(s, KITCHEN_ONTO_DINING_STREAM));
      if (!valid.slice(before).some((p) => objections(p) < fewest)) valid.length = before;
    }
  }
  if (!opts.quick && fitsArea && valid.length && allObjected() && kitchenAway()) {
    // Still every plan objected to, one for a kitchen away from the dining: with a car porch, the kitchen behind
    // the living room and the porch heading a band of its own width (30x40 one-storey 3BHK: the kitchen was
    // behind the porch, off the passage). Drawn for any objection, the bench gained one plan without objections
    // and its p90 took 16% longer.
    drawUntilObjectionFree(s, porchBandVariants(request, allowed, s.seed, s.env));
  }
}

/** Builds the variants in order, keeping each plan, and stops at the first without objections (lazy: a generator drawing from the random stream draws no further). */
function drawUntilObjectionFree(s: Search, variants: Iterable<Variant>): void {
  for (const v of variants) {
    const plan = s.candidate(v);
    if (plan) s.valid.push(plan);
    if (plan && objections(plan) === 0) return;
  }
}

/** Every plan objected to on a floor: spreads of the bedrooms with one fewer there. */
export function drawRelievingSpreads(s: Search): void {
  const { request, opts, valid, spreadOf, generate } = s;
  if (!opts.quick && !opts.bedroomsPerFloor && valid.every((p) => objections(p) > 0)) {
    // Every plan has something a buyer would object to on a floor (a crowded ground floor: the kitchen cut
    // off from the dining, a cramped toilet): a spread with a bedroom fewer there competes with them.
    const best = leaderOf(valid);
    const objectedFloors = new Set(best.floors.filter((f) => best.score.objections!.some((o) => o.startsWith(`${f.name}:`))).map((f) => f.level));
    const usual = distributeBedrooms(request);
    const relieving = otherSpreads(request, Infinity).filter((s) => s.some((n, level) => objectedFloors.has(level) && n < usual[level]!));
    for (const bedroomsPerFloor of relieving.slice(0, SPREADS_TRIED)) {
      const spread = generate(request, { ...opts, bedroomsPerFloor, checkSuggestions: false, options: 1 });
      if (!spread.ok) continue;
      valid.push(...spread.options);
      for (const p of spread.options) spreadOf.set(p, bedroomsPerFloor);
    }
  }
}

/**
 * The band layouts whose door tree failed drawn again with every pooja room at the passage and its store at
 * the outer wall, when the options chosen so far are objected to or fewer than asked for (run when nothing
 * else drew, before the passes, and after the stages above against objections). A pooja room at the outer
 * wall is entered from the living room at the head of its band; further along the band only its store meets
 * the passage, and nothing enters the pooja room (a 54x45 one-storey 3BHK with two cars: every layout with the
 * kitchen beside the living & dining had its pooja room there, and both options had the kitchen across the
 * passage). Not drawn with every layout: at the outer wall a pooja room more often stands in Vastu's
 * north-east, and drawn alongside the random layouts these filled the random draws' quota sooner (bench
 * Vastu 0.687 to 0.682, 147 answers changed). Drawn here, 28 bench answers changed, 18 more options without
 * objections and one refusal answered (64x21 G+2 4BHK with two cars and a rental unit). At most
 * POOJA_AT_PASSAGE_TRIES: a large home remembers hundreds (51x52 G+1 4BHK with two cars: 429, 0.35 s), and its
 * first plan without objections came within the first 46 on the bench. Drawing all of them changed only one
 * option 2's Vastu (0.43 to 0.61) and took the bench's p95 per option 15 ms over the engine before, against 7.
 */
export function drawPoojaAtPassage(s: Search): void {
  const { wanted, valid, doorless, candidate } = s;
  if (!doorless.length) return;
  if (valid.length >= wanted && chooseOptions([...valid], wanted).every((p) => objections(p) === 0)) return;
  for (const { variant, bedroomsPerFloor, drawn } of doorless.splice(0).slice(0, POOJA_AT_PASSAGE_TRIES)) {
    const plan = candidate({ ...variant, poojaAtPassage: true }, bedroomsPerFloor, drawn);
    if (plan) valid.push(plan);
  }
}

/**
 * Every plan objected to, and the best one to a toilet against the pooja room or over it, or a small home
 * whatever the objection (the ground floor then has one room less to fit): the same search with the pooja
 * room on the top floor competes for both options (nothing stands over the shrine there). Until engine
 * 1.51.0 only for the shrine's objection, and for option 1 alone: with that engine's narrower stair a 30x30
 * G+1 3BHK's best plan with the shrine below had a master bedroom under 2.7 m across instead, and was kept
 * (0.63), where the shrine upstairs gives a plan without objections (0.80). Drawn for every home it gave the
 * bench 5 more options without objections, but its p95 per option a fifth more (105 ms against the engine
 * before's 87, in one process). Narrow two-storey plots draw few
 * layouts, and each put the shrine under the bedroom's toilet upstairs or beside the common one (common small
 * plots asked with a pooja room, engine 1.35.0: 91 of 692 options with a toilet over it). Not for a family
 * with elderly parents, who keep their rooms on the ground floor. Until engine 1.42.0 only for a small
 * programme, for fear of a large one's search taking seconds more: on the bench's larger homes it takes
 * 20-300 ms, and up to 1 s where it finds nothing (26x42 G+1 5BHK), and it takes 7 of their options from a
 * toilet against or over the shrine to none (bench time +3%).
 */
export function drawPoojaUpstairs(s: Search): void {
  const { request, opts, valid } = s;
  if (!poojaMayGoUpstairs(request, opts)) return;
  if (!valid.length || !valid.every((p) => objections(p) > 0)) return;
  if (!shrineObjected(leaderOf(valid)) && !smallProgramme(request)) return;
  drawShrineUpstairs(s, s.wanted);
}

/**
 * The options chosen so far put a toilet against the pooja room or over it (most often option 2, option 1 being
 * clean, so drawPoojaUpstairs did not run): the same search with the pooja room on the top floor competes for
 * both options. Narrow two-storey plots draw few designs, and the second is often the first's shrine under a toilet:
 * common small plots asked with a pooja room, engine 1.39.0, 64 of 346 option 2s (option 1: 3); with this stage
 * 33 options in all, each plot about 0.4 s slower. Only where drawPoojaUpstairs draws it (no elderly parents),
 * and once a search.
 */
export function drawShrineFreeSecond(s: Search): void {
  const { request, opts, wanted, valid } = s;
  if (wanted < 2 || s.poojaDrawnUpstairs || !poojaMayGoUpstairs(request, opts) || !valid.length) return;
  if (!chooseOptions([...valid], wanted).some(shrineObjected)) return;
  drawShrineUpstairs(s, wanted);
}

/** The same search with the pooja room on the top floor, its best `options` plans added to the search's (once a search). */
function drawShrineUpstairs(s: Search, options: number): void {
  s.poojaDrawnUpstairs = true;
  const upstairs = s.generate(s.request, { ...s.opts, poojaUpstairs: true, checkSuggestions: false, options });
  if (upstairs.ok) s.valid.push(...upstairs.options);
}

/** Option 2 a second design as good as option 1, not its mirror image. */
export function drawSecondDesign(s: Search): void {
  const { request, opts, seed, wanted, rnd, env, allowed, fitsArea, valid, spreadOf, variantOf, candidate } = s;
  if (wanted > 1 && !opts.quick) {
    // Every plan so far is the leader's mirror image or nearly the same (one design, not two options), or
    // the only different ones have more buyer objections: draw on (band and hall layouts by turns) until a
    // clearly different one as good as the leader turns up. Only a new leader is checked against them all.
    const secondTo = (first: Plan, p: Plan) => objections(p) <= objections(first) && twoDesigns(first, p);
    let first = leaderOf(valid);
    let found = valid.some((p) => secondTo(first, p));
    const tries = smallHome(request) ? DIVERSITY_TRIES.smallHome : DIVERSITY_TRIES.other;
    // Hall layouts by turns only where they may work: a home of three or four storeys seldom builds one (the
    // bench's 4,069 such draws built 22), so unless its search has kept one already, every draw is a band
    // layout (engine 1.68.0: options 2 without objections on 4 more bench answers, 3% less time).
    const halls = fitsArea && (request.floors < 3 || [...variantOf.values()].some((v) => v.family === 'hall'));
    const moreHalls = halls && wholeSearch(opts) && usualNarrowPlot(request) ? NARROW_PLOT_MORE_HALLS : 0;
    for (let k = 0; k < tries + moreHalls && !found; k++) {
      // Drawn with the leader's spread of bedrooms: a second option as good as it is most likely there.
      const hall = halls && (k % 2 === 1 || k >= tries);
      const plan = candidate(hall ? hallVariant(rnd, allowed) : randomVariant(rnd, allowed), spreadOf.get(first) ?? opts.bedroomsPerFloor);
      if (plan && spreadOf.has(first)) spreadOf.set(plan, spreadOf.get(first)!);
      if (!plan) continue;
      valid.push(plan);
      if (rank(plan, first) < 0) {
        first = plan;
        found = valid.some((p) => secondTo(first, p));
      } else found = secondTo(first, plan);
    }
    if (fitsArea && !valid.some((p) => twoDesigns(first, p))) {
      // Still one design (option 2 would be option 1's mirror image): the fixed templates, a structure the
      // random draws do not make, are a second design; the first that is clearly different will do.
      const templates = [...corridorVariants(request, allowed, rnd), ...(request.parking !== 'twoCars' ? frontStairVariants(allowed, seed) : []), ...middleStairVariants(request, allowed, seed, env)];
      for (const v of templates) {
        const plan = candidate(v, spreadOf.get(first) ?? opts.bedroomsPerFloor);
        if (!plan) continue;
        valid.push(plan);
        if (twoDesigns(first, plan)) break;
      }
    }
    if (fitsArea && !valid.some((p) => secondTo(first, p))) {
      // Still one design, or a second only with more buyer objections (20x40 one-storey 2BHK: every draw puts
      // the bedrooms behind the living room and kitchen): a bedroom beside the living room across the front,
      // the kitchen behind, is a second one. Drawn from a stream of its own, so a request that does not come
      // this far draws as before. A bike's covered sit-out beside the living room leaves no width for the
      // bedroom on a narrow plot (20x45: none of 200 draws): every other draw parks the bike in the open front
      // setback, as the bike pass does, and the rooms take the whole front.
      const own = streamOf(s, FRONT_BEDROOM_STREAM);
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
}

/**
 * Parking asked for, and the options chosen so far have a buyer objection or are one design twice: the home
 * drawn with the parking in the open front setback, as on most narrow Indian plots, competes for both
 * options: a bike in a bay there instead of on a covered sit-out, cars standing partly in it, their porch
 * shorter by the setback (as the passes draw a plot that fits neither otherwise). The sit-out or porch takes
 * a row's depth or a column's width from a plot that has little of either: an 18x40 one-storey 1BHK's master
 * bedroom, 2.65 m across beside the kitchen behind a sit-out, spans the back with the bike in the open; a
 * 30x30 one-storey 1BHK with a car gets plans without objections. They rank as any plan: where the buyer
 * objects to neither, the better scored is option 1. Only the visitor's own search, not a pass's variation
 * of it, since each is a whole search more; cars only for a small home: drawn for every home, the bench's
 * larger homes with cars gained 14 options without objections for 11% more time and a p95 per option over
 * 100 ms (120 ms against engine 1.53.0's 93, request by request in one process).
 */
export function drawParkingInTheOpen(s: Search): void {
  const { request, opts, wanted, valid } = s;
  if (request.parking === 'none' || !wholeSearch(opts) || !valid.length) return;
  const chosen = chooseOptions([...valid], wanted);
  const oneDesign = chosen.length > 1 && !twoDesigns(chosen[0]!, chosen[1]!);
  if (!oneDesign && !chosen.some((p) => objections(p) > 0 || poojaTakenUpstairs(p))) return;
  const more = { ...opts, checkSuggestions: false, options: wanted };
  if (request.parking === 'bike') {
    const open = drawnWithBikeInTheOpen(request, more, s.generate);
    if (open.ok) valid.push(...open.options.filter((p) => p.compliance.ok));
    return;
  }
  if (!smallHome(request)) return;
  const inSetback = s.generate(request, { ...more, carInSetback: true });
  if (inSetback.ok) valid.push(...inSetback.options);
}

/**
 * A plan whose pooja room the search took to an upper floor (drawPoojaUpstairs), a compromise the family did not
 * ask for, as the parking in the open is: where the options carry one, the parking in the open competes too.
 * Once engine 1.89.0's 'across' relief mended the upstairs plans' narrow masters inside their own search, they
 * came back without objections and closed the gate: a 22x50 two-storey 2BHK with a bike and a pooja room lost its
 * option 1 (0.806, the shrine on the ground floor, the bike in the open) to one with the shrine upstairs (0.781).
 */
function poojaTakenUpstairs(plan: Plan): boolean {
  return !!plan.request.pooja && !plan.floors[0]!.rooms.some((r) => r.type === 'pooja');
}

/** As many plans as options sold. */
export function drawToWanted(s: Search): void {
  const { request, opts, seed, wanted, fitsArea, valid, seen, variantOf, spreadOf, drawHalls } = s;
  if (valid.length < wanted && !opts.quick) {
    // Fewer plans than options sold (a tight plot where a few layouts in a hundred work): more hall
    // layouts, then the leader's mirror image, so a visitor buying two options gets two.
    const first = leaderOf(valid);
    if (fitsArea) drawHalls(HALL_TRIES_SHORT, () => valid.length < wanted, spreadOf.get(first) ?? opts.bedroomsPerFloor);
    const drawn = variantOf.get(first);
    const mirrored = valid.length < wanted && drawn ? planFor(request, { ...drawn, mirror: !drawn.mirror }, seed, seen) : null;
    if (mirrored) {
      valid.push(mirrored);
      s.mirrorOf.set(mirrored, first);
    }
    // Redrawn mirrored it fails (see reflectPlan): the leader itself reflected, which keeps every rule it met.
    const reflected = valid.length < wanted ? checked(reflectPlan(first)) : null;
    if (reflected) {
      valid.push(reflected);
      s.mirrorOf.set(reflected, first);
    }
  }
}

/** The options chosen, each chosen reflection validated first. */
export function chosenOptions(s: Search): GenerateResult {
  withMastersRelieved(s);
  withBathsAndWcs(s);
  const { request, seed, wanted, valid, unchecked } = s;
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
    const chosen = offerOptions(valid, wanted);
    const broken = chosen.find((p) => unchecked.has(p) && !confirm(p));
    if (!broken) return { ok: true, options: numbered(request, seed, chosen.map((p) => (unchecked.has(p) ? confirm(p)! : p))) };
    valid[valid.indexOf(broken)] = unchecked.get(broken)!;
    unchecked.delete(broken);
  }
}

/**
 * The answer of a search that asked only whether the request draws (see GenerateOptions.anyPlan): its best plan
 * so far, validated (a Vastu reflection is validated only when chosen: one that breaks a rule gives way to the
 * plan as drawn, which kept every rule).
 */
export function firstFound(s: Search): GenerateResult {
  const leader = leaderOf(s.valid);
  const drawn = s.unchecked.get(leader);
  const plan = drawn ? (checked(leader) ?? drawn) : leader;
  return { ok: true, options: numbered(s.request, s.seed, [plan]) };
}

/** The ways a narrow master's walls are moved (see withMasterRelieved). */
const RELIEF_WAYS: ReliefWay[] = ['ahead', 'behind', 'split', 'across'];

/**
 * Each plan found with a master bedroom under 2.7 m across drawn again with the walls across it moved (see
 * withMasterRelieved), in its place where that ranks higher. Once the search's stages are over, as the baths
 * and WCs below: drawn so from the start, plans without objections but smaller rooms stopped the stages that
 * look for a second design (a 20x60 one-storey 2BHK's option 2 went from 0.77 to 0.65).
 */
function withMastersRelieved(s: Search): void {
  mendEach(s, (plan) => (plan.score.objections ?? []).some((o) => isNarrowMasterObjection(o)), s.withMasterRelieved);
}

/**
 * Each plan found with a long thin toilet (objected to) drawn again with it as a bath and a WC (bathAndWcOf),
 * in its place where that ranks higher. Done once the search's stages are over, not while they run: they look
 * at the options chosen so far and draw more while those are objected to, and drawn with baths from the start a
 * 25x30 two-storey 2BHK's search stopped at a 0.81 option 1 where the stages drawn for its long toilet found a
 * 0.85 one (engine 1.80.0 as first built: over the common small plots, 7 answers changed, as many options
 * without objections, 4 option 1s worse). So the search runs as before, and only its plans are mended.
 */
function withBathsAndWcs(s: Search): void {
  mendEach(s, (plan) => plan.floors.some((f) => f.rooms.some((r) => r.type === 'toilet' && isLongSmallRoom(r))), s.withBaths);
}

/**
 * Each plan found that is `objected` to drawn again (`redraw`), in its place where that ranks higher. A
 * leader's last-resort mirror image was not drawn by a variant of this search: it becomes the mended leader
 * reflected (a 38x29 G+1 3BHK with a rental unit, one design: option 1 had the bath and WC, option 2, its
 * mirror image, the long toilet; engine 1.81.0), and stays the leader's mirror image for the next mend.
 */
function mendEach(s: Search, objected: (plan: Plan) => boolean, redraw: (plan: Plan) => Plan | null): void {
  const mendedOf = new Map<Plan, Plan>();
  s.valid.forEach((plan, i) => {
    if (!objected(plan)) return;
    const mended = redraw(plan);
    if (mended && rank(mended, plan) < 0) mendedOf.set(plan, (s.valid[i] = mended));
  });
  s.valid.forEach((plan, i) => {
    const leader = s.mirrorOf.get(plan);
    const mendedLeader = leader && mendedOf.get(leader);
    if (!mendedLeader || !objected(plan)) return;
    const mended = checked(reflectPlan(mendedLeader));
    if (!mended || rank(mended, plan) >= 0) return;
    s.valid[i] = mended;
    s.mirrorOf.set(mended, mendedLeader);
  });
}

/** Plans as the options offered, in order: option 1 first, each with the id the seed names it by. */
export function numbered(request: PlanRequest, seed: number, plans: Plan[]): Plan[] {
  return plans.map((p, i) => ({ ...p, option: i + 1, id: planId(request, seed, i + 1) }));
}

/** The id of a request's option drawn with a seed: the plot, its facing, the seed and the option's number. */
export function planId(request: PlanRequest, seed: number, option: number): string {
  return `plan-${request.plotWidthFt}x${request.plotDepthFt}-${request.facing}-s${seed}-o${option}`;
}

/**
 * The answer with as many options as sold: where the search (or the pass that answered it) found one plan and
 * neither its mirror image nor its reflection keeps the rules, the home drawn another way gives option 2 (see
 * drawnAnotherWay). Only the visitor's own search: the ways drawn are searches of their own, which must not
 * draw ways again.
 */
export function withOptionsWanted(s: Search, result: GenerateResult): GenerateResult {
  const { request, opts, seed, wanted } = s;
  if (!result.ok || result.options.length >= wanted || opts.stream !== undefined || !wholeSearch(opts)) return result;
  const more = drawnAnotherWay(request, { ...opts, options: wanted }, s.generate, new Set(result.options.map(signatureOf)));
  return withMorePlans(request, seed, wanted, result, more);
}

/** The options chosen again from an answer's plans and `more` drawn another way (the answer as it is when none). */
function withMorePlans(request: PlanRequest, seed: number, wanted: number, result: GenerateResult & { ok: true }, more: Plan[]): GenerateResult {
  return more.length ? { ok: true, options: numbered(request, seed, offerOptions([...result.options, ...more], wanted)) } : result;
}

/**
 * The visitor's answer with a second design where it is one design twice (see drawnAnotherDesign), the options
 * chosen again from both: a narrow plot's own search finds few designs, and the two-option packages then have
 * to tell the visitor that option 2 is option 1 mirrored. Only the visitor's own call (`generate` is the
 * search), after every stage and pass: each way drawn is a whole search, and a pass's search inside it must not
 * draw the ways again.
 */
export function withTwoDesigns(request: PlanRequest, opts: GenerateOptions, result: GenerateResult, generate: Generate): GenerateResult {
  const wanted = optionsWanted(opts);
  if (!result.ok || wanted < 2 || opts.stream !== undefined || !wholeSearch(opts)) return result;
  const [first, second] = result.options;
  if (!first || !second || twoDesigns(first, second)) return result;
  const more = drawnAnotherDesign(request, { ...opts, options: wanted }, generate, first);
  return withMorePlans(request, opts.seed ?? 1, wanted, result, more);
}
