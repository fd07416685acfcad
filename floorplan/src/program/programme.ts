// The room programme of a request: which rooms each floor holds, grouped into the strips the layout stacks.
import type { PlanRequest, RoomType } from '../types';
import { FAMILY_LOUNGE_NAME, programmeStudyKey } from './rooms';

export interface RoomSpec {
  key: string;
  type: RoomType;
  name: string;
  master?: boolean;
  attachedTo?: string;
  /** Single-room dwelling (rental studio): its room must meet the first-habitable-room minimum. */
  firstHabitable?: boolean;
  /** A living room sized to the NBC minimum of a home's other habitable rooms (see ProgrammeOptions.compactLiving). */
  asOtherHabitable?: boolean;
}

/** Rooms side by side across a band (outer side first); most strips hold one room. */
export interface StripSpec {
  cells: RoomSpec[];
  /** Placement wish inside the band. */
  /** frontSuite: the attached toilet of a bedroom that takes the front zone; it starts a band right behind it. */
  role: 'pooja' | 'kitchen' | 'dining' | 'suite' | 'toilet' | 'study' | 'rental' | 'frontSuite';
}

export interface FloorProgramme {
  level: number;
  /** Front-zone room: living on the ground floor, lounge above. */
  front: RoomSpec;
  strips: StripSpec[];
  hasStair: boolean;
}

export interface Programme {
  floors: FloorProgramme[];
  bedroomsPerFloor: number[];
}

function suite(level: number, index: number, master: boolean, name: string, attached: boolean): StripSpec[] {
  const key = `f${level}-bed${index}`;
  if (!attached) return [{ role: 'suite', cells: [{ key, type: 'bedroom', name, master }] }];
  return [
    { role: 'suite', cells: [{ key, type: 'bedroom', name, master }] },
    { role: 'suite', cells: [{ key: `${key}-toilet`, type: 'toilet', name: 'Toilet', attachedTo: key }] },
  ];
}

/**
 * Rough floor area (m2) each floor carries before bedrooms: living, dining, kitchen and toilet below,
 * a car porch, a lounge upstairs, and the rental unit on the top floor.
 */
function baseLoads(request: PlanRequest): number[] {
  const porch = { none: 0, bike: 4, car: 15, twoCars: 29 }[request.parking];
  return Array.from({ length: request.floors }, (_, level) => {
    if (level === 0) return 38 + porch + (request.pooja ? 2.4 : 0);
    const rental = request.family === 'rentalUnit' && level === request.floors - 1 ? 17 : 0;
    return 11 + rental;
  });
}

/** A bedroom with its share of a toilet (m2). */
const BEDROOM_LOAD_M2 = 15;

/**
 * Bedrooms per floor: one on the ground for parents or when there are more bedrooms than floors; each
 * other bedroom goes to the floor with the least floor area so far (upstairs on a tie), so no floor is
 * crowded while another is nearly empty (a rental unit on the top floor counts).
 */
export function distributeBedrooms(request: PlanRequest): number[] {
  const { floors, bedrooms } = request;
  if (floors === 1) return [bedrooms];
  const perFloor = new Array<number>(floors).fill(0);
  const loads = baseLoads(request);
  let left = bedrooms;
  // Parents, or a home with more bedrooms than floors, keep one bedroom on the ground.
  if (request.family === 'elderlyParents' || bedrooms > floors) {
    perFloor[0] = 1;
    loads[0]! += BEDROOM_LOAD_M2;
    left -= 1;
  }
  for (; left > 0; left--) {
    let best = floors - 1;
    for (let level = floors - 2; level >= 0; level--) if (loads[level]! < loads[best]!) best = level;
    perFloor[best]! += 1;
    loads[best]! += BEDROOM_LOAD_M2;
  }
  return perFloor;
}

/**
 * Other ways to spread the bedrooms over the floors, each one bedroom moved from one floor to another,
 * most even first (by the floors' loads): a top floor crowded by the rental unit may give a bedroom to a
 * ground floor that has room. Parents keep their bedroom on the ground.
 */
export function otherSpreads(request: PlanRequest, limit: number): number[][] {
  if (request.floors === 1) return [];
  const spread = distributeBedrooms(request);
  const base = baseLoads(request);
  const unevenness = (s: number[]) => {
    const loads = s.map((n, level) => base[level]! + n * BEDROOM_LOAD_M2);
    return Math.max(...loads) - Math.min(...loads);
  };
  const out: number[][] = [];
  for (const [from, n] of spread.entries())
    for (let to = 0; to < spread.length; to++) {
      if (to === from || n === 0 || (from === 0 && n === 1 && request.family === 'elderlyParents')) continue;
      out.push(spread.map((k, level) => (level === from ? k - 1 : level === to ? k + 1 : k)));
    }
  return out.sort((a, b) => unevenness(a) - unevenness(b)).slice(0, limit);
}

/** The elderly parents' ground-floor bedroom's name (see generate/master-room.ts: it is drawn as the master). */
export const PARENTS_BEDROOM = 'Parents bedroom';
/** A bedroom named by its number ('Bedroom 2'): not the master, the parents' or the rental studio. */
export const NUMBERED_BEDROOM = /^Bedroom (\d+)$/;

export interface ProgrammeOptions {
  mergeDining: boolean;
  /** Tight plots: one attached toilet per floor (the master's, the parents' or the floor's first bedroom), a common toilet for the rest. */
  compact: boolean;
  /**
   * Tightest plots: a floor with up to this many bedrooms has one toilet they share (parents keep their own),
   * as budget homes on small plots are built; the survey asks for bedrooms, not for attached toilets. Two in
   * the shared-toilet pass, three in the last way (see generate/passes.ts).
   */
  sharedToilet?: number;
  /** Bedrooms per floor instead of distributeBedrooms' spread (see otherSpreads). */
  bedroomsPerFloor?: number[];
  /**
   * Narrowest plots: the NBC asks one room of a home to reach 9.5 m2 and 2.4 m across, the others 7.5 m2 and
   * 2.1 m. The living room is normally that room; here it is sized as the others (a living room and a kitchen
   * side by side on an 18 ft plot need 0.04 m more than it has), and another habitable room (a bedroom, an
   * upstairs lounge) must be the large one, which the validator checks.
   */
  compactLiving?: boolean;
  /**
   * A home of several storeys whose every plan put a toilet against the pooja room or over it: the pooja room
   * on the top floor, where nothing stands over it (Vastu accepts a shrine there; see generate/search-stages.ts).
   */
  poojaUpstairs?: boolean;
  /**
   * Compact: an upper floor's front room is its last bedroom, not its first (the master, or the floor's bedroom
   * with its own toilet), where the front room is narrower than a master should be (see newSearch in generate/search-stages.ts).
   */
  frontBedroomLast?: boolean;
}

export function buildProgramme(request: PlanRequest, options: ProgrammeOptions): Programme {
  const bedroomsPerFloor = options.bedroomsPerFloor ?? distributeBedrooms(request);
  const floors: FloorProgramme[] = [];
  let bedIndex = 0;
  const poojaLevel = options.poojaUpstairs ? request.floors - 1 : 0;
  for (let level = 0; level < request.floors; level++) {
    const strips: StripSpec[] = [];
    if (request.pooja && level === poojaLevel) strips.push({ role: 'pooja', cells: [{ key: `f${level}-pooja`, type: 'pooja', name: 'Pooja' }] });
    if (level === 0) {
      if (!options.mergeDining) strips.push({ role: 'dining', cells: [{ key: 'f0-dining', type: 'dining', name: 'Dining' }] });
      strips.push({ role: 'kitchen', cells: [{ key: 'f0-kitchen', type: 'kitchen', name: 'Kitchen' }] });
      strips.push({ role: 'toilet', cells: [{ key: 'f0-toilet', type: 'toilet', name: 'Common toilet' }] });
    }
    let sharing = 0;
    for (let b = 0; b < bedroomsPerFloor[level]!; b++) {
      bedIndex += 1;
      const master = bedIndex === 1;
      const elderly = level === 0 && request.family === 'elderlyParents' && b === 0 && request.floors > 1;
      const name = master ? 'Master bedroom' : elderly ? PARENTS_BEDROOM : `Bedroom ${bedIndex}`;
      // Small homes share the common toilet; the master bedroom and every bedroom of larger homes get their own.
      // Compact: a one-bedroom home on one floor shares the common toilet, which is beside it anyway.
      const shared = !!options.sharedToilet && bedroomsPerFloor[level]! <= options.sharedToilet && !elderly;
      const attached = shared
        ? false
        : options.compact
          ? (master && !(request.bedrooms === 1 && level === 0)) || elderly || (level > 0 && b === 0)
          : master || elderly || request.bedrooms >= 3 || level > 0;
      if (!attached) sharing += 1;
      strips.push(...suite(level, bedIndex, master, name, attached));
    }
    if (level > 0 && sharing > 0) strips.push({ role: 'toilet', cells: [{ key: `f${level}-toilet`, type: 'toilet', name: 'Common toilet' }] });
    const top = level === request.floors - 1;
    if (request.family === 'workFromHome' && (request.floors === 1 ? level === 0 : level === 1)) {
      strips.push({ role: 'study', cells: [{ key: programmeStudyKey(level), type: 'study', name: 'Study' }] });
    }
    // Compact: a top floor that holds only the rental unit is all rental, a one-room flat off the stair: the
    // studio takes the front and the kitchenette and toilet open off the unit's own passage.
    const wholeFloorRental = options.compact && bedroomsPerFloor[level] === 0;
    if (request.family === 'rentalUnit' && top && request.floors > 1 && wholeFloorRental) {
      const studio = `f${level}-rental`;
      strips.push(
        { role: 'rental', cells: [{ key: `${studio}-kitchen`, type: 'kitchen', name: 'Kitchenette' }] },
        { role: 'rental', cells: [{ key: `${studio}-toilet`, type: 'toilet', name: 'Toilet' }] },
      );
      floors.push({ level, front: { key: studio, type: 'bedroom', name: 'Rental studio', firstHabitable: true }, strips, hasStair: true });
      continue;
    }
    if (request.family === 'rentalUnit' && top && request.floors > 1) {
      const studio = `f${level}-rental`;
      strips.push(
        { role: 'rental', cells: [{ key: studio, type: 'bedroom', name: 'Rental studio', firstHabitable: true }] },
        {
          role: 'rental',
          cells: [
            { key: `${studio}-kitchen`, type: 'kitchen', name: 'Kitchenette', attachedTo: studio },
            { key: `${studio}-toilet`, type: 'toilet', name: 'Toilet', attachedTo: studio },
          ],
        },
      );
    }
    let front: RoomSpec =
      level === 0
        ? { key: 'f0-living', type: 'living', name: options.mergeDining ? 'Living & dining' : 'Living', ...(options.compactLiving ? { asOtherHabitable: true } : {}) }
        : { key: `f${level}-lounge`, type: 'lounge', name: FAMILY_LOUNGE_NAME };
    // Compact: upstairs the front room is a bedroom instead of a family lounge, which small plots cannot spare.
    const beds = strips.flatMap((x, i) => (x.role === 'suite' && x.cells[0]!.type === 'bedroom' ? [i] : []));
    const frontBed = options.frontBedroomLast ? beds[beds.length - 1] : beds[0];
    if (options.compact && level > 0 && frontBed !== undefined) {
      front = strips[frontBed]!.cells[0]!;
      strips.splice(frontBed, 1);
      for (const x of strips) if (x.cells[0]!.attachedTo === front.key) x.role = 'frontSuite';
    }
    floors.push({ level, front, strips, hasStair: request.floors > 1 });
  }
  return { floors, bedroomsPerFloor };
}
