// Request and response schemas of the plan service: a response's plan options and the checkout's samples.
import { Type } from '@fastify/type-provider-typebox';
import type { Plan } from '@flx/floorplan';
import { TOKEN_PATTERN } from '../forms/ids';
import { LANGUAGE_CODES } from '../i18n/languages';
import { StringEnum } from './common';

export const PlanParams = Type.Object({
  responseId: Type.String({ pattern: TOKEN_PATTERN, description: 'the response id (Rx) of the survey submission' }),
});

export const OptionParams = Type.Object({
  responseId: Type.String({ pattern: TOKEN_PATTERN, description: 'the response id (Rx) of the survey submission' }),
  option: Type.Integer({ minimum: 1, maximum: 9, description: '1 for option 1, 2 for option 2' }),
});

export const SampleParams = Type.Object({
  sampleId: Type.String({ pattern: '^[0-9]{2,3}x[0-9]{2,3}$', description: 'plot size, e.g. 30x60' }),
});

const Lang = Type.Optional(StringEnum(LANGUAGE_CODES, { description: 'language of the labels (BCP 47); English by default' }));

/** A full drawing shows every floor side by side, or one floor when asked (a phone's width shows one legibly). */
export const DrawingQuery = Type.Object({
  lang: Lang,
  floor: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: 'draw only this floor level, 0 the ground floor; every floor by default' })),
});

/** A preview shows one floor: the ground floor unless another is asked for. */
export const PreviewQuery = Type.Object({
  lang: Lang,
  floor: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: 'floor level, 0 the ground floor; 0 by default' })),
});

const PlotRequest = Type.Object({
  plotWidthFt: Type.Number(),
  plotDepthFt: Type.Number(),
  facing: Type.String(),
  floors: Type.Integer(),
  bedrooms: Type.Integer(),
});

const Zone = StringEnum(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW', 'C'] as const, { description: 'a compass point, or C the centre ninth of the house' });

const VastuPlacement = Type.Object({
  placement: StringEnum(['entrance', 'kitchen', 'master', 'pooja', 'poojaNiche', 'toilets', 'stair'] as const, {
    description: "poojaNiche: where the pooja niche stands, in a home with one in the living room instead of a pooja room (engine 1.82.0 on)",
  }),
  zones: Type.Array(Zone, { description: "where it stands: the main door's compass point, each room's ninth of the house; for the toilets only those in a zone Vastu avoids" }),
  score: Type.Number({ minimum: 0, maximum: 1, description: '1 where Vastu wants it, partial for an accepted alternative, 0 elsewhere; toilets: the share placed well' }),
});

const OptionSummary = Type.Object({
  option: Type.Integer(),
  floors: Type.Integer(),
  bedrooms: Type.Integer(),
  toilets: Type.Integer(),
  builtUpSqft: Type.Integer({ description: 'all floors, outer faces of the walls' }),
  vastuScore: Type.Union([Type.Number(), Type.Null()], { description: '0..1 when Vastu was asked for' }),
  vastuPlacements: Type.Union([Type.Array(VastuPlacement), Type.Null()], {
    description: 'where the placements the Vastu score reads stand, when Vastu was asked for (one row per placement the plan has)',
  }),
  compliant: Type.Boolean({ description: 'passes every hard check (NBC 2016 sizes, light, access, stairs)' }),
  previewUrl: Type.String({ description: 'watermarked thumbnail, open to whoever holds the response id' }),
  drawingUrl: Type.String({ description: 'full drawing: needs the session token and a paid package that includes this option' }),
  elevationUrl: Type.String({ description: 'front elevation: needs the session token and a paid 2D + 3D package' }),
});

/** One change to the survey answers, for the checkout to word in the visitor's language. */
export const PlanChange = Type.Union([
  Type.Object({ field: Type.Literal('floors'), to: Type.Integer({ minimum: 1, maximum: 4 }) }),
  Type.Object({ field: Type.Literal('bedrooms'), to: Type.Integer({ minimum: 1, maximum: 5 }) }),
  Type.Object({ field: Type.Literal('parking'), to: Type.Literal('none') }),
  Type.Object({ field: Type.Literal('family'), to: Type.Literal('none') }),
  Type.Object(
    { field: Type.Literal('pooja'), to: Type.Literal(false) },
    { description: "no separate pooja room: a pooja niche in the living room instead (the survey's 'niche'; drawn from engine 1.82.0)" },
  ),
]);

/** The changes a visitor takes from those the engine found for their plot: one way to a plan, as the plans answered it. */
export const RevisionBody = Type.Object({
  changes: Type.Array(PlanChange, { minItems: 1, maxItems: 5, description: 'one of the `fits` of the response\'s plans, in any order' }),
});

export const RevisionCreated = Type.Object({
  insertedId: Type.String({ description: 'the new response id (Rx): the same answers with the changes made' }),
  hash: Type.String({ description: "the new response's hash, the checkout's slug" }),
  token: Type.String({ description: "the visitor's session token for the new response" }),
  expiresAt: Type.String({ format: 'date-time' }),
});

/** What keeps every home off the plot (engine 1.20.0 on): the side of its buildable area after setbacks. */
const PlanLimit = Type.Object(
  {
    side: Type.Union([Type.Literal('depth'), Type.Literal('width'), Type.Literal('size')], { description: 'too shallow, too narrow, or too small either way' }),
    buildableWidthMm: Type.Integer({ minimum: 0 }),
    buildableDepthMm: Type.Integer({ minimum: 0 }),
  },
  { description: 'set when even a one-bedroom home, on one floor or two, draws no plan on this plot' },
);

export const PlanOptions = Type.Union([
  Type.Object({
    status: Type.Literal('ready'),
    paid: Type.Boolean({ description: 'a paid order exists for this response' }),
    unlocked: Type.Object(
      { options: Type.Integer({ description: 'how many options are unlocked' }), elevation: Type.Boolean({ description: 'whether their elevations are' }) },
      { description: 'what the paid packages unlock' },
    ),
    request: PlotRequest,
    options: Type.Array(OptionSummary),
    optionsAlike: Type.Boolean({
      description: "option 2 is option 1's design again, mirrored or nearly the same (only one layout fits the plot): the two options are not entirely different plans",
    }),
    nicheOffer: Type.Optional(
      Type.Object(
        {
          changes: Type.Array(PlanChange, { description: 'the change to take (POST revisions): a pooja niche in the living room instead of the pooja room' }),
          options: Type.Array(Type.Integer({ minimum: 1 }), { description: 'the options with a toilet against the pooja room or over it' }),
        },
        { description: 'before payment, where a toilet stands at the pooja room in an option and the engine drew options with a niche that keep every toilet away from it (engine 1.83.0)' },
      ),
    ),
  }),
  Type.Object({
    status: Type.Literal('unfit'),
    request: PlotRequest,
    reason: Type.String({ description: 'why, in English' }),
    suggestions: Type.Array(Type.String(), { description: 'what would fit, in English' }),
    fits: Type.Optional(
      Type.Array(Type.Array(PlanChange), {
        description: 'ways to a plan, each confirmed by the engine: a set of changes that fits when made together; empty when only another plot would do, `limit` says why (absent on plans stored before engine 1.4)',
      }),
    ),
    limit: Type.Optional(PlanLimit),
  }),
], { type: 'object', description: "status 'ready' with the options, or 'unfit' with why and what would fit" });

export const SampleList = Type.Array(
  Type.Object({
    id: Type.String(),
    widthFt: Type.Integer(),
    depthFt: Type.Integer(),
    floors: Type.Integer(),
    bedrooms: Type.Integer(),
    drawingUrl: Type.String({ description: 'the floor plan drawing' }),
    thumbnailUrl: Type.String({ description: 'the ground floor as a compact thumbnail without words, for a card' }),
    elevationUrl: Type.String({ description: 'the front elevation of the same plan, in oblique projection' }),
  }),
);

/** The engine's plan document (floorplan/src/types.ts): described there, passed through whole. */
export const PlanDocument = Type.Unsafe<Plan>({
  type: 'object',
  additionalProperties: true,
  description: 'plot, envelope, setbacks, floors (rooms, doors, windows, exhaust fans, skylights, stair), walls, parking, compliance and score; millimetres',
});
