// The engine's data shapes: the request it takes and the plan documents it returns (millimetres throughout).

export type Facing = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export type FamilyNeed = 'none' | 'elderlyParents' | 'workFromHome' | 'rentalUnit';
export type Parking = 'none' | 'bike' | 'car' | 'twoCars';
export type VastuPreference = 'strict' | 'preferred' | 'notNeeded';
export type ElevationStyle = 'modern' | 'contemporary' | 'traditional' | 'minimal';

export interface PlanRequest {
  plotWidthFt: number;
  plotDepthFt: number;
  facing: Facing;
  floors: number;
  bedrooms: number;
  family: FamilyNeed;
  parking: Parking;
  /** A pooja room. */
  pooja: boolean;
  /**
   * A pooja niche instead of a pooja room: a shrine unit against a wall of the living room, drawn on the plan
   * (the way to a plan a visitor takes when a pooja room does not fit; engine 1.82.0 on). Ignored with `pooja`.
   */
  poojaNiche?: boolean;
  vastu: VastuPreference;
  style: ElevationStyle;
  /** Roads touching the plot; a second road runs along the right-hand side (seen from the front road). */
  roads: 1 | 2 | 3;
  corner: boolean;
  /** Jurisdiction key into the setback table; the default table applies when unknown. */
  jurisdiction?: string;
}

export type RoomType =
  | 'living'
  | 'dining'
  | 'kitchen'
  | 'bedroom'
  | 'study'
  | 'lounge'
  | 'toilet'
  /** A bath without a WC: a long thin toilet's cell drawn as a bath and a WC side by side (see small-room-split.ts). */
  | 'bath'
  | 'wc'
  | 'pooja'
  | 'utility'
  | 'stair'
  | 'passage'
  | 'parking'
  | 'balcony'
  | 'dress'
  | 'store';

/** Axis-aligned rectangle: x along the road frontage from the left corner, y from the road inwards. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Side = 'front' | 'back' | 'left' | 'right';

export interface Room {
  id: string;
  type: RoomType;
  name: string;
  /** Wall centre-line cell; on the building's outline it reaches the outer face of the external wall. */
  rect: Rect;
  /** The polygon of the same cell (rectangles today; rectilinear polygons are allowed by the format). */
  polygon: Array<[number, number]>;
  /** Carpet rectangle inside the walls. */
  clear: Rect;
  /** Room this one belongs to (attached toilet to its bedroom). */
  attachedTo?: string;
  master?: boolean;
}

export interface Door {
  id: string;
  /** The two spaces it joins; 'outside' for the main door and the parking opening. */
  between: [string, string];
  kind: 'door' | 'opening' | 'main';
  /** Centre of the opening on the wall centre-line. */
  at: { x: number; y: number };
  /** Wall orientation: 'h' lies along x, 'v' along y. */
  wall: 'h' | 'v';
  width: number;
  /** Room the leaf swings into, and the hinge end of the opening. */
  swingInto?: string;
  hinge?: 'start' | 'end';
}

export interface Window {
  id: string;
  room: string;
  side: Side;
  at: { x: number; y: number };
  wall: 'h' | 'v';
  width: number;
  sillMm: number;
  heightMm: number;
  kind: 'window' | 'ventilator';
}

/**
 * Mechanical ventilation of a toilet or WC that has no ventilator on an outside wall (NBC 2016 asks such a room
 * to open onto a ventilation shaft; the model building bye-laws accept an exhaust fan instead). 'wall': the fan
 * in the ceiling and a straight duct, above the ceilings it crosses, to a grille in an outer wall facing open
 * ground (a fan in the room's own outer wall has a duct of no length); 'roof': the fan vents up through a roof
 * slab nothing stands on.
 */
export interface Exhaust {
  id: string;
  room: string;
  kind: 'wall' | 'roof';
  /** The fan, inside the room. */
  fan: { x: number; y: number };
  /** Where a wall duct leaves the building, on the outer wall's centre-line, in line with the fan. */
  outlet?: { x: number; y: number; side: Side };
}

/**
 * Daylight from above for a lobby no window can light: a glazed opening in a roof slab nothing stands on (a
 * room-sized passage in the middle of the house or against a party wall, on the top floor).
 */
export interface Skylight {
  id: string;
  room: string;
  /** The opening in the slab, inside the room's clear area. */
  rect: Rect;
}

/**
 * A pooja niche: a shrine unit (a shelf cabinet, as Indian flats have in the hall) standing against a wall of
 * the living room, for a home asked with a niche instead of a pooja room.
 */
export interface PoojaNiche {
  id: string;
  room: string;
  /** The unit on the floor, inside the room's clear area. */
  rect: Rect;
  /** The wall of the room it stands against. */
  against: Side;
}

export interface Stair {
  id: string;
  room: string;
  rect: Rect;
  kind: 'dog-leg';
  widthMm: number;
  riserMm: number;
  treadMm: number;
  risers: number;
  /** Direction of the first flight going up, in plan axes. */
  direction: '+x' | '-x' | '+y' | '-y';
  /** Side of the stair cell the first flight runs along. */
  firstFlightSide: 'low' | 'high';
  /** Whether the floor-level landing lies inside the cell (no passage outside it). */
  landingInside: boolean;
}

export interface Floor {
  level: number;
  name: string;
  footprint: Rect;
  rooms: Room[];
  doors: Door[];
  windows: Window[];
  /** Exhaust fans of the toilets without a ventilator (absent on plans drawn before engine 1.44.0). */
  exhausts?: Exhaust[];
  /** Skylights over its lobbies without a window (absent on plans drawn before engine 1.57.0). */
  skylights?: Skylight[];
  /** The pooja niche, on the floor whose living room has it (engine 1.82.0 on). */
  poojaNiche?: PoojaNiche;
  stair?: Stair;
}

export interface Walls {
  externalMm: number;
  internalMm: number;
}

export interface Plan {
  id: string;
  option: number;
  seed: number;
  request: PlanRequest;
  plot: Rect;
  envelope: Rect;
  setbacks: Record<Side, number>;
  /** Compass bearing of the plan's +y axis (away from the road), degrees clockwise from north. */
  northBearingDeg: number;
  floorToFloorMm: number;
  walls: Walls;
  floors: Floor[];
  /**
   * The parking asked for: `room` names the porch drawn for it; `bay` is a bike bay in the open front
   * setback, drawn when the plot has no room for a covered sit-out.
   */
  parking: { kind: Exclude<Parking, 'none'>; room?: string; bay?: Rect } | null;
  compliance: ComplianceReport;
  score: ScoreReport;
}

export interface RuleResult {
  rule: string;
  ok: boolean;
  details: string[];
}

export interface ComplianceReport {
  ok: boolean;
  rules: RuleResult[];
}

export interface SoftRuleScore {
  rule: string;
  score: number;
  weight: number;
  note: string;
}

export interface ScoreReport {
  total: number;
  vastu: number | null;
  rules: SoftRuleScore[];
  /** What a buyer would object to although the code is met (long thin rooms, kitchen away from dining...). */
  objections?: string[];
}

/** One change to a request, in terms any language can word: build more floors, plan fewer bedrooms, drop an extra. */
export type PlanChange =
  | { field: 'floors'; to: number }
  | { field: 'bedrooms'; to: number }
  | { field: 'parking'; to: 'none' }
  | { field: 'family'; to: 'none' }
  /** No pooja room: a pooja niche in the living room instead (answered 'niche'; plain 'no' before engine 1.82.0). */
  | { field: 'pooja'; to: false };

export type GenerateResult =
  | {
      ok: true;
      options: Plan[];
      /**
       * Set when a toilet stands against the pooja room or over it in option 1 or 2, and the same request with a
       * pooja niche in the living room instead draws options with no toilet at the shrine (confirmed by drawing
       * them with the same seed, engine 1.83.0): the way the visitor may take to plans without it.
       */
      shrineFreeWay?: PlanChange[];
    }
  | {
      ok: false;
      reason: string;
      /** The same advice in English words (CLI, logs). */
      suggestions: string[];
      /**
       * Ways to a plan, each confirmed by generating one: every entry is a set of changes that fits when made
       * together (one change, or all of them when no single one is enough). Empty: no home fits the plot (see limit).
       * Unchecked results (checkSuggestions: false) list each possible change on its own.
       */
      fits: PlanChange[][];
      /**
       * Set when no change of rooms or floors fits and even the smallest home (one bedroom, nothing extra,
       * on one floor or two) draws no plan: the plot is the limit, and which side of its buildable area.
       */
      limit?: PlanLimit;
    };

/** What keeps every home off a plot: the buildable area after setbacks is too shallow, too narrow or too small. */
export interface PlanLimit {
  side: 'depth' | 'width' | 'size';
  buildableWidthMm: number;
  buildableDepthMm: number;
}
