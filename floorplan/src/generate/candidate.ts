// Builds one complete plan candidate for a request and a variant: envelope, arrangement, doors, stairs, windows,
// exhaust fans, skylights and a pooja niche.
import type { Floor, Plan, PlanRequest, Rect, Room, Side } from '../types';
import { envelopeFor, plotRect, setbacksFor } from '../codes/setbacks';
import { CAR_BAY_LENGTH_MM, CAR_BAY_WIDTH_MM, EXTERNAL_WALL_MM, FLOOR_TO_FLOOR_MM, INTERNAL_WALL_MM } from '../codes/nbc2016';
import { VASTU_ENTRANCE_BEARING_DEG } from '../codes/vastu';
import { FACING_BEARING_DEG } from '../geometry/compass';
import { EPS } from '../geometry/rect';
import { buildProgramme } from '../program/programme';
import { arrange, type AbstractLayout } from '../layout/arrange';
import { withMasterRelieved } from '../layout/master-relief';
import { arrangeHall } from '../layout/hall';
import { arrangeCorridor } from '../layout/corridor';
import { arrangeFrontStair } from '../layout/front-stair';
import { seededRandom } from '../random';
import type { Variant } from '../layout/variant';
import { envelopeAxes, placeFrame, toPlanRect } from '../layout/frame';
import { roomOn } from '../layout/walls';
import { placeDoors } from '../circulation/doors';
import { describeStair } from '../circulation/stairs';
import { withPassageAsLounge } from '../layout/passage-lounge';
import { withSmallRoomsSplit } from '../layout/small-room-split';
import { withExhausts } from '../openings/exhausts';
import { withSkylights } from '../openings/skylights';
import { withPoojaNiche } from '../fixtures/pooja-niche';

export type Candidate = Omit<Plan, 'id' | 'option' | 'seed' | 'compliance' | 'score'>;

/** Open ground a window needs outside it (the validator's figure). */
const OPEN_GROUND_MM = 500;

const FLOOR_NAMES = ['Ground floor', 'First floor', 'Second floor', 'Third floor'];

/** The front road always; a second road runs along the right-hand side, a third along the left. */
function roadSidesOf(request: PlanRequest): Array<'front' | 'left' | 'right'> {
  return ['front', ...(request.roads >= 2 || request.corner ? (['right'] as const) : []), ...(request.roads >= 3 ? (['left'] as const) : [])];
}

/** The stage a candidate fails at when some room of a floor cannot be entered (see drawPoojaAtPassage). */
export const NO_DOOR_TREE = 'no door tree';

/**
 * The car bays of a porch that leaves the cars' noses in the open front setback: from the plot's road
 * boundary (the gate) into the porch, centred across it; null unless the porch stands at the front.
 */
function carBay(porch: Room, envelope: Rect, plot: Rect, cars: number): Rect | null | undefined {
  const c = porch.clear;
  const [long, short] = [Math.max(c.w, c.h), Math.min(c.w, c.h)];
  if ((long >= CAR_BAY_LENGTH_MM && short >= cars * CAR_BAY_WIDTH_MM) || (long >= cars * CAR_BAY_LENGTH_MM && short >= CAR_BAY_WIDTH_MM)) return undefined;
  if (Math.abs(porch.rect.y - envelope.y) > EPS) return null;
  const w = cars * CAR_BAY_WIDTH_MM;
  if (c.w < w || porch.rect.y + porch.rect.h - plot.y < CAR_BAY_LENGTH_MM) return null;
  return { x: Math.round(porch.clear.x + (porch.clear.w - w) / 2), y: plot.y, w, h: CAR_BAY_LENGTH_MM };
}

/**
 * One arrangement shared by candidates drawn from variants alike in every choice but those applied after the
 * rooms are arranged (`masterRelief`): the caller hands the same object to each, the first fills it. A plan
 * with a narrow master is drawn again once for each way of relieving it (see withMasterRelieved in
 * generate/search-stages.ts), and arranging it anew for each way repeated the same placement search (a hall
 * layout's) four times over: shared, the bench ran 6% longer than engine 1.88.0 with the fourth way ('across')
 * instead of 9% (compare.ts, two runs on one machine: within its spread).
 */
export interface SharedArrangement {
  arranged?: AbstractLayout | null;
}

/** The variant's arrangement of the request's rooms in the envelope (`maxU` x `maxV`), or null when its family draws none. */
function arrangementOf(request: PlanRequest, variant: Variant, setbacks: Record<Side, number>, maxU: number, maxV: number, porchReliefMm: number): AbstractLayout | null {
  const programme = buildProgramme(request, { mergeDining: variant.mergeDining, compact: variant.compact, sharedToilet: variant.sharedToilet, bedroomsPerFloor: variant.bedroomsPerFloor, compactLiving: variant.compactLiving, poojaUpstairs: variant.poojaUpstairs, frontBedroomLast: variant.frontBedroomLast });
  const lowSide = variant.mirror ? 'right' : 'left';
  const highSide = variant.mirror ? 'left' : 'right';
  return variant.family === 'corridor'
    ? arrangeCorridor({
        programme,
        bedrooms: request.bedrooms,
        parking: request.parking,
        porchReliefMm,
        maxU,
        maxV,
        openLow: (variant.transposed ? setbacks.front : setbacks[lowSide]) >= OPEN_GROUND_MM,
        openHigh: (variant.transposed ? setbacks.back : setbacks[highSide]) >= OPEN_GROUND_MM,
        transposed: variant.transposed,
        stairSlot: variant.corridorSlot ?? 0,
        livingAcross: variant.livingAcross,
        porchBeside: variant.porchBeside,
      })
    : variant.family === 'frontStair'
    ? arrangeFrontStair({ programme, bedrooms: request.bedrooms, parking: request.parking, porchReliefMm, maxU, maxV, openLow: setbacks[lowSide] >= OPEN_GROUND_MM, openHigh: setbacks[highSide] >= OPEN_GROUND_MM })
    : variant.family === 'hall'
    ? arrangeHall({ programme, bedrooms: request.bedrooms, parking: request.parking, porchReliefMm, maxU, maxV, openLow: setbacks[lowSide] >= OPEN_GROUND_MM, openHigh: setbacks[highSide] >= OPEN_GROUND_MM, rnd: seededRandom(variant.hallSeed ?? 1), frontBedroom: variant.frontBedroom, middleStair: variant.middleStair })
    : arrange({ programme, variant, bedrooms: request.bedrooms, parking: request.parking, porchReliefMm, maxU, maxV });
}

/** `failed` hears which stage turned the candidate down (the bench's diagnostics). */
export function buildCandidate(request: PlanRequest, variant: Variant, failed?: (stage: string) => void, shared?: SharedArrangement): Candidate | null {
  const plot = plotRect(request);
  const openSide = variant.mirror ? 'right' : 'left';
  const setbacks = setbacksFor(request, openSide, variant.oneBoundary);
  const envelope = envelopeFor(plot, setbacks);
  if (envelope.w <= 0 || envelope.h <= 0) return null;
  const { maxU, maxV } = envelopeAxes(envelope, variant.transposed);
  const cars = request.parking === 'car' ? 1 : request.parking === 'twoCars' ? 2 : 0;
  const porchReliefMm = variant.carInSetback && cars ? setbacks.front : 0;
  const arranged = shared?.arranged !== undefined ? shared.arranged : arrangementOf(request, variant, setbacks, maxU, maxV, porchReliefMm);
  if (shared) shared.arranged = arranged;
  if (!arranged) return failed?.('no layout'), null;
  const layout = variant.masterRelief ? withMasterRelieved(arranged, variant.masterRelief, request.bedrooms) : arranged;
  if (!layout) return failed?.('master not relieved'), null;
  const frame = placeFrame(envelope, request.facing, { transposed: variant.transposed, mirror: variant.mirror, U: layout.U, V: layout.V });
  const entranceBearing = request.vastu === 'notNeeded' ? null : VASTU_ENTRANCE_BEARING_DEG[request.facing];
  // Flights along the band land at the stair's end; flights across it land at the outer wall, away from
  // the passage they start from.
  // (Band 0 starts at u = 0 with the spine after it; mirroring flips u in plan x, transposing maps u to y.)
  const across = !!layout.stair && layout.stair.du > layout.stair.dv;
  const spineAtHighU = layout.stair?.u === 0;
  let landingAtLow = across ? (variant.transposed ? spineAtHighU : spineAtHighU !== variant.mirror) : (variant.stairEnd === 'front') !== (variant.transposed && variant.mirror);

  const floors: Floor[] = [];
  for (const af of layout.floors) {
    const footprint = toPlanRect(frame, { u: 0, v: af.v0, du: layout.U, dv: layout.V - af.v0 });
    const seen = new Map<string, number>();
    const rooms: Room[] = af.cells.map((c) => {
      const rect = toPlanRect(frame, c);
      const n = (seen.get(c.spec.key) ?? 0) + 1;
      seen.set(c.spec.key, n);
      return roomOn({ ...c.spec, id: n === 1 ? c.spec.key : `${c.spec.key}-${n}` }, rect, footprint);
    });
    const floor: Floor = { level: af.level, name: FLOOR_NAMES[af.level] ?? `Floor ${af.level}`, footprint, rooms, doors: [], windows: [] };
    const stairRoom = rooms.find((r) => r.type === 'stair');
    const passage = rooms.find((r) => r.type === 'passage');
    if (stairRoom) {
      const alongX = stairRoom.clear.w > stairRoom.clear.h;
      // Hall layouts: the mid landing goes against the outer wall the flights run to (the back or a side).
      if (layout.hall) landingAtLow = layout.stairLandingAtLow ?? (alongX ? Math.abs(stairRoom.rect.x - footprint.x) < EPS : false);
      const passageAtLow = passage ? (alongX ? passage.rect.y < stairRoom.rect.y : passage.rect.x < stairRoom.rect.x) : true;
      floor.stair = describeStair(stairRoom, landingAtLow, passageAtLow);
    }
    const doorOptions = { facing: request.facing, entranceBearing, stairEntry: landingAtLow ? 'hi' : 'lo', roadSides: roadSidesOf(request) } as const;
    const drawn = withSmallRoomsSplit(floor, (f) => placeDoors(f, doorOptions), variant.bathAndWc === true);
    if (!drawn) return failed?.(`${NO_DOOR_TREE} on floor ${af.level}`), null;
    floors.push(withPassageAsLounge({ ...drawn.floor, doors: drawn.doors }, plot, request.style));
  }
  const parkingRoom = floors[0]?.rooms.find((r) => r.type === 'parking');
  const bay = porchReliefMm && parkingRoom ? carBay(parkingRoom, envelope, plot, cars) : undefined;
  if (bay === null) return failed?.('car bay does not reach the road'), null;
  const finished = withPoojaNiche(withSkylights(withExhausts(floors, plot)), request);
  if (!finished) return failed?.('no wall of the living room has room for the pooja niche'), null;
  return {
    request,
    plot,
    envelope,
    setbacks,
    northBearingDeg: (FACING_BEARING_DEG[request.facing] + 180) % 360,
    floorToFloorMm: FLOOR_TO_FLOOR_MM,
    walls: { externalMm: EXTERNAL_WALL_MM, internalMm: INTERNAL_WALL_MM },
    floors: finished,
    parking: request.parking === 'none' ? null : { kind: request.parking, ...(parkingRoom ? { room: parkingRoom.id } : {}), ...(bay ? { bay } : {}) },
  };
}
