// The passes drawn when a request's own search finds no valid plan, in order: each relaxes one thing a tight
// plot cannot give (the porch's length, a covered bike sit-out, a side setback, the usual spread of bedrooms,
// a toilet per bedroom, a living room of 9.5 m2) while keeping every room the visitor asked for. The first
// that finds plans answers.
import type { GenerateResult, Plan, PlanRequest } from '../types';
import { envelopeFor, mayBuildToOneBoundary, plotRect, setbacksFor } from '../codes/setbacks';
import { validatePlan } from '../validate/validate';
import { buildProgramme, otherSpreads, type ProgrammeOptions } from '../program/programme';
import type { GenerateOptions } from './generate';
import { signatureOf } from './plan-for';
import { twoDesigns } from './ranking';

/** The search itself, handed in so the passes can draw again with other options. */
export type Generate = (request: PlanRequest, opts: GenerateOptions) => GenerateResult;

export interface FallbackPass {
  applies(request: PlanRequest, opts: GenerateOptions): boolean;
  /** Plans drawn this way, or null when it finds none either. */
  draw(request: PlanRequest, opts: GenerateOptions, generate: Generate): GenerateResult | null;
}

/** Other spreads of the bedrooms over the floors tried before refusing (each a generation of about 0.2-0.5 s). */
export const SPREADS_TRIED = 1;

/** Bedrooms on a floor that share its one toilet in the shared-toilet pass: a tight 2BHK's two, as many small homes are built. */
const SHARED_TOILET_BEDROOMS = 2;

/**
 * Bedrooms on a floor that share its one toilet in the last way (engine 1.87.0): 20x45 and 18x50 one-storey
 * 3BHKs were refused, a toilet for the master and a common one behind the bedrooms' passage coming to about
 * 1.6 m2 each, under the NBC's 1.8, and the visitor was told to build a second storey or give up a bedroom.
 * One toilet for the three fits. A buyer objects to it (score/quality.ts), so it is drawn only when every other
 * way, the retries from fresh streams among them, found nothing.
 */
const LAST_WAY_SHARED_TOILET_BEDROOMS = 3;

/** A pass that draws once more: its result when it found plans. */
const ok = (result: GenerateResult): GenerateResult | null => (result.ok ? result : null);

export const FALLBACK_PASSES: readonly FallbackPass[] = [
  {
    // A porch too long for the plot: the cars stand partly in the open front setback, gate to porch.
    applies: (request, opts) => (request.parking === 'car' || request.parking === 'twoCars') && !opts.carInSetback,
    draw: (request, opts, generate) => ok(generate(request, { ...opts, carInSetback: true, checkSuggestions: false })),
  },
  {
    // No room for a covered sit-out: the bike parks in the open front setback, as on most narrow Indian plots.
    applies: (request) => request.parking === 'bike',
    draw: (request, opts, generate) => ok(drawnWithBikeInTheOpen(request, { ...opts, checkSuggestions: false }, generate)),
  },
  {
    // A plot just too wide to build to one boundary by its row builds narrower than a smaller plot: it may
    // build to one boundary too (the rooms the visitor asked for, with daylight from one side).
    applies: (request, opts) => !opts.oneBoundary && !opts.sharedToilet && mayBuildToOneBoundary(request),
    draw: (request, opts, generate) => ok(generate(request, { ...opts, oneBoundary: true, checkSuggestions: false })),
  },
  {
    // One floor crowded (most often the top floor with the rental unit) while another has room: the
    // bedrooms spread over the floors another way, every room still the visitor asked for.
    applies: (_, opts) => !opts.bedroomsPerFloor && !opts.sharedToilet && !opts.quick,
    draw: (request, opts, generate) => {
      for (const bedroomsPerFloor of otherSpreads(request, SPREADS_TRIED)) {
        const spread = twoStreams(request, { ...opts, bedroomsPerFloor, checkSuggestions: false }, generate);
        if (spread) return spread;
      }
      return null;
    },
  },
  {
    // A ground floor with no room for the pooja room: it goes on the top floor (nothing stands over the shrine
    // there), every room as asked. Before the shared toilet and the compact living room, which give up a
    // bedroom's own toilet or living space: a 33x24 two-storey 3BHK drew with neither, its pooja room beside
    // the common toilet, where upstairs it has a plan without objections.
    applies: (request, opts) => poojaMayGoUpstairs(request, opts) && !opts.sharedToilet && !opts.compactLiving,
    draw: (request, opts, generate) => ok(generate(request, { ...opts, poojaUpstairs: true, checkSuggestions: false })),
  },
  {
    // Toilets beside the bedrooms take depth a tight plot does not have: the bedrooms share one per floor.
    // On such a plot a few layouts in a hundred work.
    applies: (request, opts) => !opts.bedroomsPerFloor && !opts.sharedToilet && !opts.quick && sharesToilets(request, SHARED_TOILET_BEDROOMS),
    draw: (request, opts, generate) => twoStreams(request, { ...opts, sharedToilet: SHARED_TOILET_BEDROOMS, checkSuggestions: false }, generate),
  },
  {
    // The living room at 9.5 m2 and 2.4 m across takes width or depth the narrowest plots do not have (an
    // 18 ft plot's living room and kitchen side by side): it is sized as the home's other rooms and another
    // room (a bedroom, an upstairs lounge) is the 9.5 m2 room the NBC asks for. Last, since it gives up living space; its own search still tries
    // the passes above with it.
    applies: (request, opts) => !opts.compactLiving && !opts.bedroomsPerFloor && !opts.sharedToilet && !opts.quick && narrowEnvelope(request),
    draw: (request, opts, generate) => ok(generate(request, { ...opts, compactLiving: true, checkSuggestions: false })),
  },
];

/**
 * Plans for an option 2 where the request's own search found one plan and neither its mirror image nor its
 * reflection keeps the rules (a narrow plot with a side road: reflected, the building would stand in the
 * road's wider setback; redrawn mirrored, its windows would face the boundary it is built to): the home
 * drawn from a fresh random stream, then with one thing relaxed as the passes above relax it, the first way
 * that gives a plan other than those `known` (by signatureOf). Every plan keeps the rooms the visitor asked for; the ranking puts the better first.
 */
export function drawnAnotherWay(request: PlanRequest, opts: GenerateOptions, generate: Generate, known: ReadonlySet<string>): Plan[] {
  const more = { ...opts, checkSuggestions: false };
  const ways: GenerateOptions[] = [
    { ...more, stream: (opts.stream ?? 0) + 1 },
    ...((request.parking === 'car' || request.parking === 'twoCars') && !opts.carInSetback ? [{ ...more, carInSetback: true }] : []),
    ...sameRoomsWays(request, more),
    ...(sharesToilets(request, SHARED_TOILET_BEDROOMS) ? [{ ...more, sharedToilet: SHARED_TOILET_BEDROOMS }] : []),
    ...(narrowEnvelope(request) ? [{ ...more, compactLiving: true }] : []),
  ];
  for (const way of ways) {
    const drawn = generate(request, way);
    // A way often draws the very plan the search found (a tight plot's one layout): the next way is tried.
    const fresh = drawn.ok ? drawn.options.filter((p) => !known.has(signatureOf(p))) : [];
    if (fresh.length) return fresh;
  }
  return [];
}

/**
 * Plans of a second design where the visitor's answer is one design twice (option 2 option 1's mirror image or
 * nearly the same, see twoDesigns), as on 40 of the 368 common small plots engine 1.66.0 answered: the home
 * drawn again in the ways that keep every room as asked, the first whose plans hold one clearly different
 * from `first`, with them all. Measured on those 40: built to one side boundary gave 22 ft plots a second
 * design in 7 of 7; the bedrooms spread over the floors another way in 4 of 16. Not the passes' other ways:
 * a fresh random stream or the cars in the setback found one in 3 of 64 searches of about a second each, and
 * a shared toilet or a small living room, 9 in 46, give option 2 less than option 1 (20x30 G+1 2BHK: a
 * master bedroom without its own toilet).
 */
export function drawnAnotherDesign(request: PlanRequest, opts: GenerateOptions, generate: Generate, first: Plan): Plan[] {
  for (const way of sameRoomsWays(request, { ...opts, checkSuggestions: false })) {
    const drawn = generate(request, way);
    if (drawn.ok && drawn.options.some((p) => twoDesigns(first, p))) return drawn.options;
  }
  return [];
}

/** The passes' ways of drawing a home again that keep its rooms as the visitor's search draws them. */
function sameRoomsWays(request: PlanRequest, more: GenerateOptions): GenerateOptions[] {
  return [
    ...(!more.oneBoundary && mayBuildToOneBoundary(request) ? [{ ...more, oneBoundary: true }] : []),
    ...otherSpreads(request, SPREADS_TRIED).map((bedroomsPerFloor) => ({ ...more, bedroomsPerFloor })),
  ];
}

/** Whether a search may draw the home again with the pooja room on the top floor: not for a family with elderly parents, who keep to the ground floor. */
export function poojaMayGoUpstairs(request: PlanRequest, opts: GenerateOptions): boolean {
  return !(!request.pooja || request.floors < 2 || request.family === 'elderlyParents' || opts.quick || opts.poojaUpstairs);
}

/**
 * Envelopes under this across (either way) are where a living room's 2.4 m and 9.5 m2 decide whether a
 * home fits (the plots refused for it are 18-19 ft wide, about 24 ft deep, or 25 ft wide with a car porch
 * beside the living room: 6.1 m between the setbacks); a wider home gains nothing from a compact living
 * room, and its refusal does not wait for another search.
 */
const NARROW_ENVELOPE_MM = 6200;

function narrowEnvelope(request: PlanRequest): boolean {
  const e = envelopeFor(plotRect(request), setbacksFor(request, 'left'));
  return Math.min(e.w, e.h) < NARROW_ENVELOPE_MM;
}

/**
 * A last pass drawn twice, the second time from a fresh random stream: the tight plots these passes are for
 * have few layouts that work, so one stream may miss them all.
 */
function twoStreams(request: PlanRequest, opts: GenerateOptions, generate: Generate): GenerateResult | null {
  for (const stream of [0, 1]) {
    const result = generate(request, { ...opts, stream: (opts.stream ?? 0) + stream });
    if (result.ok) return result;
  }
  return null;
}

/** Whether up to `sharers` bedrooms on a floor sharing its toilet changes the request's programme (not only the parents'), against `fewer`. */
function sharesToilets(request: PlanRequest, sharers: number, fewer?: number): boolean {
  const attached = (options: ProgrammeOptions) =>
    buildProgramme(request, options).floors.reduce((n, f) => n + f.strips.flatMap((s) => s.cells).filter((c) => c.type === 'toilet' && c.attachedTo).length, 0);
  return [false, true].some((compact) => attached({ mergeDining: true, compact, sharedToilet: sharers }) < attached({ mergeDining: true, compact, sharedToilet: fewer }));
}

/**
 * The last way for a home refused every other way: three bedrooms on a floor share its toilet (see
 * LAST_WAY_SHARED_TOILET_BEDROOMS), with the living room sized as the other rooms too on the narrowest plots
 * (18x50 needs both), each from four random streams, twice the shared-toilet pass's: few layouts work there
 * (20x45 draws from neither of the first two for seed 1). Not for a home with a pooja room: the pooja room
 * takes the floor the toilet gives back (20x45, 18x50, 20x60 and 25x45 with a car drew nothing so), and where
 * it would draw (25x50 with a car) the refusal's first way is a pooja niche instead of the room, which keeps
 * both toilets. Null when it does not apply or draws nothing.
 */
export function drawnWithThreeSharing(request: PlanRequest, opts: GenerateOptions, generate: Generate): GenerateResult | null {
  if (request.pooja || opts.quick || opts.sharedToilet || opts.bedroomsPerFloor || !sharesToilets(request, LAST_WAY_SHARED_TOILET_BEDROOMS, SHARED_TOILET_BEDROOMS)) return null;
  const way = { ...opts, sharedToilet: LAST_WAY_SHARED_TOILET_BEDROOMS, checkSuggestions: false };
  for (const drawn of [way, ...(narrowEnvelope(request) && !opts.compactLiving ? [{ ...way, compactLiving: true }] : [])]) {
    for (const stream of [0, 2]) {
      const result = twoStreams(request, { ...drawn, stream: (opts.stream ?? 0) + stream }, generate);
      if (result) return result;
    }
  }
  return null;
}

/** The home drawn without a sit-out (its search's `opts`), each plan given back to the bike request with a bay in the front setback. */
export function drawnWithBikeInTheOpen(request: PlanRequest, opts: GenerateOptions, generate: Generate): GenerateResult {
  const open = generate({ ...request, parking: 'none' }, opts);
  return open.ok ? { ok: true, options: open.options.map((p) => withBikeBay(p, request)) } : open;
}

/** Motorbike bay (mm): a little over a bike's length along the road, its width plus room to stand inwards. */
const BIKE_BAY = { along: 2000, inwards: 900 };

/** A plan drawn without a porch, given back to a bike request with a bay in the front setback, at the end away from the main door. */
export function withBikeBay(plan: Plan, request: PlanRequest): Plan {
  const door = plan.floors[0]?.doors.find((d) => d.kind === 'main');
  const front = plan.setbacks.front;
  const depth = Math.min(BIKE_BAY.inwards, front - 100);
  const x = door && door.at.x > plan.plot.x + plan.plot.w / 2 ? plan.plot.x + 150 : plan.plot.x + plan.plot.w - 150 - BIKE_BAY.along;
  const bay = { x, y: plan.plot.y + Math.round((front - depth) / 2), w: BIKE_BAY.along, h: depth };
  const withBay: Plan = { ...plan, request, parking: { kind: 'bike', bay } };
  return { ...withBay, compliance: validatePlan(withBay) };
}
