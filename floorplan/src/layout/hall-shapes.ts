// The hall family's fixed floor shapes: the classic rows, the centre hall, two rows, the kitchen over a lobby
// and the side passage, each drawn outright rather than searched for.
import type { RoomSpec } from '../program/programme';
import { shuffled } from '../random';
import { isToilet } from '../program/rooms';
import { LIT, LOBBY, attachedRooms, columnMins, type Column, type FloorContext, type HallPorch, type Row } from './hall-structure';

/**
 * The arrangement most small Indian homes use: the living room at the front with the kitchen beside it, a
 * middle row of rooms on the open side, a lobby and the wet rooms along the other side, and bedrooms across
 * the back, each attached toilet next to its bedroom.
 */
export function classicFloor(rooms: RoomSpec[], ctx: FloorContext, porch: HallPorch | null): Row[] | null {
  const { rnd } = ctx;
  const living = rooms.find((r) => r.type === 'living');
  if (!living) return null;
  const front: Row = [{ stack: [living] }];
  if (porch) front[porch.low ? 'unshift' : 'push']({ stack: [porch.spec], fixedDu: porch.size.du, fixedDv: porch.size.dv, kind: 'porch' });
  const kitchen = rooms.find((r) => r.type === 'kitchen' && !r.attachedTo);
  const middleLit: RoomSpec[] = [];
  const service: RoomSpec[] = [];
  const back: Row = [];
  const at = front.indexOf(front.find((c) => c.stack[0] === living)!);
  if (ctx.front) {
    // The front bedroom beside the living room (with its own rooms behind it); the kitchen goes behind.
    front.splice(rnd() < 0.5 ? at : at + 1, 0, { stack: [ctx.front, ...attachedRooms(rooms, ctx.front)] });
    if (kitchen) middleLit.push(kitchen);
  } else if (kitchen) {
    if (rnd() < 0.75) front.splice(rnd() < 0.5 ? at : at + 1, 0, { stack: [kitchen] });
    else middleLit.push(kitchen);
  }
  const bedroomsList = rooms.filter((r) => r.type === 'bedroom' && r !== ctx.front);
  const backCap = Math.max(1, Math.floor(ctx.U / 2700));
  let backBeds = 0;
  for (const [i, b] of bedroomsList.entries()) {
    const own = attachedRooms(rooms, b);
    const toBack = (b.master || i === 0 || rnd() < 0.5) && backBeds < backCap;
    if (toBack) {
      backBeds++;
      const cols: Column[] = [{ stack: [b] }, ...own.map((o) => ({ stack: [o] }))];
      if (rnd() < 0.5) cols.reverse();
      back.push(...cols);
    } else {
      middleLit.push(b, ...own);
    }
  }
  for (const r of rooms) {
    if (r === living || r === kitchen || r.type === 'bedroom' || (r.attachedTo && (bedroomsList.some((b) => b.key === r.attachedTo) || r.attachedTo === ctx.front?.key))) continue;
    if (LIT.has(r.type)) middleLit.push(r);
    else service.push(r);
  }
  if (middleLit.length > 3 || service.length > 3) return null;
  if (!porch && !ctx.front && middleLit.length + back.length > 0) {
    const side = sidePassageFloor(living, kitchen && !middleLit.includes(kitchen) ? kitchen : undefined, [...middleLit, ...back.flatMap((c) => c.stack)], service, ctx);
    if (side) return side;
  }
  const middle: Row = [];
  if (middleLit.length) middle.push({ stack: middleLit });
  middle.push({ stack: [{ ...LOBBY, key: 'f0-lobby' }] });
  if (service.length) middle.push({ stack: service });
  if (rnd() < 0.5 && !ctx.openHigh) {
    // Keep the open side for the daylight rooms.
  } else if (rnd() < 0.5) middle.reverse();
  const rows = [front, middle, ...(back.length ? [back] : [])];
  return rows;
}

/**
 * The classic rows with the pooja room out of the middle row's wet stack when a toilet shares it (one behind
 * the other there, the shrine always shares a wall with the toilet: a 20x40 one-storey 2BHK's every plan was
 * objected to for it), or null when the rows have no such stack or no place for the shrine. It goes into the
 * kitchen's column: behind a kitchen at an end of the front row where the middle row's lit rooms (not the wet
 * rooms) stand behind it, or in front of a kitchen in the middle row, against the front row; it opens off the
 * living room or the lobby beside it. The rows as drawn are not changed.
 */
export function classicWithShrineAway(rows: Row[]): Row[] | null {
  const [front, middle, ...rest] = rows;
  if (!front || !middle) return null;
  const wet = middle.find((c) => c.stack.some((r) => r.type === 'pooja') && c.stack.some(isToilet));
  const pooja = wet?.stack.find((r) => r.type === 'pooja');
  const lit = middle.find((c) => c.stack.some((r) => LIT.has(r.type)));
  if (!wet || !pooja) return null;
  const holds = (c: Column | undefined, type: RoomSpec['type']) => !!c?.stack.some((r) => r.type === type && !r.attachedTo);
  const last = front.length - 1;
  // Behind the kitchen only where the lit column stands behind it: the wet column there would meet the shrine again.
  const behindLow = holds(front[0], 'kitchen') && middle[0] === lit;
  const behindHigh = holds(front[last], 'kitchen') && middle[middle.length - 1] === lit;
  const inMiddle = holds(lit, 'kitchen') && lit!.stack.length < 3;
  if (!behindLow && !behindHigh && !inMiddle) return null;
  const without = wet.stack.filter((r) => r !== pooja);
  const middleAway = middle.flatMap((c): Column[] => (c === wet ? (without.length ? [{ ...c, stack: without }] : []) : [c]));
  if (!behindLow && !behindHigh) {
    const at = lit!.stack.findIndex((r) => r.type === 'kitchen');
    const stack = [...lit!.stack.slice(0, at), pooja, ...lit!.stack.slice(at)];
    return [front, middleAway.map((c) => (c === lit ? { ...c, stack } : c)), ...rest];
  }
  const kitchenCol = behindLow ? front[0]! : front[last]!;
  return [front.map((c) => (c === kitchenCol ? { ...c, stack: [...c.stack, pooja] } : c)), middleAway, ...rest];
}

/**
 * The centre-hall arrangement of a squarish plot open on both sides (a 30x30 one-storey 3BHK, too shallow
 * for the classic three rows): one row of three columns, the living room at the front of the middle one
 * with a lobby and the wet rooms behind it, and the rooms that need daylight down both open sides, each
 * opening off the living room or the lobby beside it, each attached room behind its owner. The kitchen
 * stands at the front of a side, beside the living room. Null when a side would hold more than three rooms.
 * (A car porch in front leaves such a plot too shallow for three rooms down a side.)
 */
export function centreHallFloor(rooms: RoomSpec[], ctx: FloorContext): Row[] | null {
  const { rnd } = ctx;
  const living = rooms.find((r) => r.type === 'living');
  if (!living || !ctx.openLow || !ctx.openHigh) return null;
  const owners = rooms.filter((r) => r !== living && !r.attachedTo && LIT.has(r.type));
  const service = rooms.filter((r) => r !== living && !r.attachedTo && !LIT.has(r.type));
  if (service.length > 2) return null;
  const kitchen = owners.find((r) => r.type === 'kitchen');
  const others = shuffled(rnd, owners.filter((r) => r !== kitchen));
  const sides: RoomSpec[][] = [[], []];
  const withOwn = (r: RoomSpec) => [r, ...attachedRooms(rooms, r)];
  if (kitchen) sides[rnd() < 0.5 ? 0 : 1]!.push(...withOwn(kitchen));
  for (const r of others) {
    const pick = sides[0]!.length === sides[1]!.length ? (rnd() < 0.5 ? 0 : 1) : sides[0]!.length < sides[1]!.length ? 0 : 1;
    sides[pick]!.push(...withOwn(r));
  }
  if (sides.some((x) => x.length > 3)) return null;
  const centre: RoomSpec[] = [living, { ...LOBBY, key: 'f0-lobby' }, ...service];
  return [[{ stack: sides[0]! }, { stack: centre }, { stack: sides[1]! }]];
}

/**
 * The two rows of a shallow one-storey home (a 35x27 3BHK: the classic three rows need about 9 m of depth
 * and the centre hall's sides are too deep for three rooms each): across the front the living room with the
 * kitchen and a room that opens off it on either side, lit by the road; across the back the other rooms,
 * each with its own toilet on its far side, either side of a lobby behind the living room, the wet rooms
 * behind the lobby, every one lit by the back wall.
 */
export function twoRowFloor(rooms: RoomSpec[], ctx: FloorContext, porch: HallPorch | null): Row[] | null {
  const { rnd } = ctx;
  const living = rooms.find((r) => r.type === 'living');
  if (!living) return null;
  const kitchen = rooms.find((r) => r.type === 'kitchen' && !r.attachedTo);
  const owners = rooms.filter((r) => r !== living && r !== kitchen && !r.attachedTo && LIT.has(r.type));
  const service = rooms.filter((r) => r !== living && r !== kitchen && !r.attachedTo && !LIT.has(r.type));
  // The room in front beside the living room has nothing attached: a toilet there would take the road's daylight.
  const frontable = owners.filter((r) => !r.master && attachedRooms(rooms, r).length === 0);
  const inFront = frontable.length ? frontable[Math.floor(rnd() * frontable.length)] : undefined;
  const behind = shuffled(rnd, owners.filter((r) => r !== inFront));
  if (behind.length > 2 || service.length > 2) return null;
  const beside = [kitchen, inFront].filter((r): r is RoomSpec => !!r);
  if (rnd() < 0.5) beside.reverse();
  const front: Row = [{ stack: [living] }];
  if (beside[0]) front.unshift({ stack: [beside[0]] });
  if (beside[1]) front.push({ stack: [beside[1]] });
  if (porch) front[porch.low ? 'unshift' : 'push']({ stack: [porch.spec], fixedDu: porch.size.du, fixedDv: porch.size.dv, kind: 'porch' });
  const suite = (r: RoomSpec): Column[] => [{ stack: [r] }, ...attachedRooms(rooms, r).map((o) => ({ stack: [o] }))];
  const lobby: Column = { stack: [{ ...LOBBY, key: 'f0-lobby' }, ...service] };
  const [a, b] = behind;
  const back: Row = [...(a ? suite(a).reverse() : []), lobby, ...(b ? suite(b) : [])];
  if (!b && rnd() < 0.5) back.reverse();
  return [front, back];
}

/** The rooms kitchenOverLobbyFloor places, found once by kitchenOverLobbyRooms. */
export interface KitchenOverLobbyRooms {
  living: RoomSpec;
  kitchen: RoomSpec;
  bedroom: RoomSpec;
  wet: RoomSpec[];
}

/**
 * The rooms of a one-bedroom home as kitchenOverLobbyFloor places them, or null for a larger programme: the
 * living room, the kitchen, the one bedroom with its own rooms, and up to two rooms that need no daylight.
 */
export function kitchenOverLobbyRooms(rooms: RoomSpec[]): KitchenOverLobbyRooms | null {
  const living = rooms.find((r) => r.type === 'living');
  const kitchen = rooms.find((r) => r.type === 'kitchen' && !r.attachedTo);
  const [bedroom, ...otherLit] = rooms.filter((r) => r !== living && r !== kitchen && !r.attachedTo && LIT.has(r.type));
  if (!living || !kitchen || !bedroom || otherLit.length || bedroom.type !== 'bedroom') return null;
  const service = rooms.filter((r) => r !== living && r !== kitchen && !r.attachedTo && !LIT.has(r.type));
  const own = attachedRooms(rooms, bedroom);
  if (service.length > 2 || own.length + service.length > 3 || rooms.length !== 3 + service.length + own.length) return null;
  return { living, kitchen, bedroom, wet: [...service, ...own] };
}

/**
 * A one-bedroom home in two rows (a 20x30 1BHK, whose classic three rows leave the bedroom 2.4 m deep across
 * the back, behind a middle row of lobby and toilet): the living room at the front beside the kitchen, a
 * lobby behind the kitchen; the bedroom behind the living room, the common toilet behind the lobby and the
 * bedroom's own toilet behind that, where it meets the bedroom. The wet rooms keep the open side for their air.
 */
export function kitchenOverLobbyFloor(drawn: KitchenOverLobbyRooms, ctx: FloorContext, porch: HallPorch | null): Row[] | null {
  const { living, kitchen, bedroom, wet } = drawn;
  // A common toilet opens only off a passage: the lobby is there for it.
  const lobby = wet.some((r) => !r.attachedTo) ? [{ ...LOBBY, key: 'f0-lobby' }] : [];
  const front: Row = [{ stack: [kitchen, ...lobby] }, { stack: [living] }];
  const back: Row = [{ stack: wet }, { stack: [bedroom] }];
  const wetHigh = ctx.openHigh && (!ctx.openLow || ctx.rnd() < 0.5);
  if (wetHigh) {
    front.reverse();
    back.reverse();
  }
  if (porch) front[porch.low ? 'unshift' : 'push']({ stack: [porch.spec], fixedDu: porch.size.du, fixedDv: porch.size.dv, kind: 'porch' });
  return [front, back];
}

/**
 * The classic arrangement on a plot too narrow for its middle row (a lit room, the lobby and the wet rooms
 * side by side need more than an 18 ft plot has): the living room and the kitchen across the front, then
 * the bedrooms down the open side one behind the other, and a passage from the living room down the other
 * side with the wet rooms at its end (attached toilets last, in their bedrooms' order; the door tree checks
 * that each meets its bedroom). The rooms along the passage but the last keep their minimum, and so does the
 * front row, so the passage reaches the last room. Null when the middle row fits across (the classic rows
 * are better then) or the rooms are too many for one stack each. 18x40 one-storey 2BHK: refused before.
 */
function sidePassageFloor(living: RoomSpec, kitchen: RoomSpec | undefined, behind: RoomSpec[], service: RoomSpec[], ctx: FloorContext): Row[] | null {
  const lit = behind.filter((r) => !r.attachedTo || LIT.has(r.type));
  const attached = behind.filter((r) => !lit.includes(r));
  const lobby: RoomSpec = { ...LOBBY, key: 'f0-lobby' };
  const across: Row = [{ stack: [lit[0]!] }, { stack: [lobby] }, ...(service.length ? [{ stack: service }] : [])];
  if (columnMins(across, ctx.U, ctx.bedrooms) || lit.length > 3 || service.length + attached.length > 3) return null;
  // Lit rooms on the open side; each attached room beside its owner, so the wet stack follows the lit one.
  const wet = [lobby, ...service, ...lit.flatMap((r) => attached.filter((a) => a.attachedTo === r.key))];
  const litLow = ctx.openLow || (!ctx.openHigh && ctx.rnd() < 0.5);
  const front: Row = (kitchen ? [kitchen, living] : [living]).map((r) => ({ stack: [r], keepMinimum: true }));
  const rear: Row = [{ stack: lit, spareToLast: true }, { stack: wet, passageLeads: true }];
  // The living room stands above the passage, the kitchen above the lit rooms.
  return litLow ? [front, rear] : [front.reverse(), rear.reverse()];
}

/** A stair slot as the shapes read it: the end of its row and its fixed size; upstairs, whether the lounge stands beside it. */
export interface ShapeStair {
  side: 'low' | 'high';
  du: number;
  dv: number;
  /** Upstairs, the lounge beside the stair in the middle row (see middleStairFloor). */
  loungeBetween?: boolean;
}

/**
 * One floor of a narrow home of two storeys or more with its stair in the middle, as narrow Indian duplexes
 * are commonly built: across the front the living room (upstairs the family lounge, with a room in front of
 * it) above the stair; in the middle row the stair at one side and beside it the wet rooms with a passage at
 * their back end, which the stair opens onto; across the back the bedrooms, each with its own rooms beside
 * it. The ground floor's front row is the living room beside the kitchen. Null when the floor's rooms do not
 * go this way (a dining room of its own, more than two rooms across the back, no lounge upstairs to reach a
 * front room from). A random search found such a floor about once in a thousand draws (18x40 G+1 3BHK:
 * refused for 9 seeds in 20). With `loungeBetween`, an upper floor's lounge takes the middle row beside the
 * stair, lit from the open side, and the bedrooms with their own toilets open off it front and back (20x40
 * G+1 3BHK: two suites side by side across the back need more than the plot's width).
 */
export function middleStairFloor(rooms: RoomSpec[], ctx: FloorContext, stair: ShapeStair, porch: HallPorch | null): Row[] | null {
  const { level, rnd } = ctx;
  const hall = rooms.find((r) => (level === 0 ? r.type === 'living' : r.type === 'lounge'));
  const kitchen = level === 0 ? rooms.find((r) => r.type === 'kitchen' && !r.attachedTo) : undefined;
  const owners = rooms.filter((r) => r !== hall && r !== kitchen && !r.attachedTo && LIT.has(r.type));
  const service = rooms.filter((r) => r !== hall && r !== kitchen && !r.attachedTo && !LIT.has(r.type));
  if ((level === 0 && !hall) || owners.some((r) => r.type === 'dining') || service.length > 3) return null;
  // The lounge between the bedrooms upstairs: nothing else in the middle row, which has no passage.
  const between = !!stair.loungeBetween && level > 0;
  if (between && (!hall || service.length)) return null;
  // Upstairs without a lounge every room opens off the passage behind the stair: only the back row reaches it.
  const frontable = hall && level > 0 ? owners.filter((r) => between || attachedRooms(rooms, r).length === 0) : [];
  const inFront = frontable.length ? frontable[Math.floor(rnd() * frontable.length)] : undefined;
  const back = owners.filter((r) => r !== inFront);
  if (back.length > 2) return null;
  const high = stair.side === 'high';
  const suiteOf = (r: RoomSpec): Column[] => [{ stack: [r] }, ...attachedRooms(rooms, r).map((o) => ({ stack: [o] }))];
  const hallStack: RoomSpec[] = [...(inFront ? [inFront] : []), ...(hall ? [hall] : [])];
  // The hall stands above the stair, so the stair opens off it; the kitchen above the wet rooms.
  const front: Row = between ? (inFront ? suiteOf(inFront) : []) : [...(kitchen ? [{ stack: [kitchen] }] : []), ...(hallStack.length ? [{ stack: hallStack }] : [])];
  const stairCol: Column = { stack: [{ key: `f${level}-stair`, type: 'stair', name: 'Stair' }], fixedDu: stair.du, fixedDv: stair.dv, kind: 'stair' };
  const middle: Row = [{ stack: between ? [hall!] : [...service, { ...LOBBY, key: `f${level}-lobby` }] }, stairCol];
  const suites = back.map(suiteOf);
  // Two suites back to back, their own rooms at the outer ends.
  if (suites.length === 2) suites[0]!.reverse();
  const rear: Row = suites.flat();
  if (!high) for (const row of [front, middle, rear]) row.reverse();
  // The porch: a column beside the living room, or a strip across the front (upstairs, a row left for it).
  if (porch && !porch.strip && level === 0) front[porch.low ? 'unshift' : 'push']({ stack: [porch.spec], fixedDu: porch.size.du, fixedDv: porch.size.dv, kind: 'porch' });
  const strip: Row[] = porch?.strip ? [level === 0 ? [{ stack: [porch.spec], fixedDv: porch.size.dv, kind: 'porch' }] : []] : [];
  return [...strip, front, middle, rear];
}
