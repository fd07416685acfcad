// The hall family's ways in between rows: a drawn floor where a room stands next to nothing it may open off is
// known before it is sized, and walls move so a room meets the space in the next row it opens off.
import type { RoomSpec } from '../program/programme';
import type { RoomType } from '../types';
import { columnMins, type Column, type Row } from './hall-structure';
import { doorWallBetween, everyRoomHasAWayIn, meetDoorWalls } from './door-walls';

const room = (type: RoomType, key: string = type): RoomSpec => ({ key, type, name: type });
const col = (...stack: RoomSpec[]): Column => ({ stack });
const stair: Column = { stack: [room('stair')], fixedDu: 2340, fixedDv: 3040, kind: 'stair' };

describe('everyRoomHasAWayIn', () => {
  it('turns down a floor where a room placed later stands between a toilet and the passage it opens off', () => {
    const toiletBehindPassage: Row[] = [[col(room('living')), col(room('passage'))], [col(room('bedroom')), col(room('toilet'))]];
    expect(everyRoomHasAWayIn(toiletBehindPassage, 0)).toBe(true);
    // The kitchen after the passage in its column: the toilet behind now meets the kitchen and the bedroom.
    const kitchenBetween: Row[] = [[col(room('living')), col(room('passage'), room('kitchen'))], [col(room('bedroom')), col(room('toilet'))]];
    expect(everyRoomHasAWayIn(kitchenBetween, 0)).toBe(false);
  });

  it('lets a stair meet the rows either side of it, as its row may be no deeper than the stair', () => {
    const upstairs: Row[] = [[col(room('lounge'))], [stair], [col(room('passage')), col(room('bedroom'))]];
    expect(everyRoomHasAWayIn(upstairs, 1)).toBe(true);
  });

  it('lets a room upstairs open off spare floor, which becomes a lounge there, but not on the ground floor', () => {
    // An empty row holds spare floor: upstairs a family lounge a bedroom opens off, downstairs a study or a store.
    const behindSpare: Row[] = [[], [col(room('bedroom'))]];
    expect(everyRoomHasAWayIn(behindSpare, 1)).toBe(true);
    expect(everyRoomHasAWayIn(behindSpare, 0)).toBe(false);
  });
});

describe('meetDoorWalls', () => {
  const U = 8000;
  const bedrooms = 2;

  it('moves walls until a toilet meets the passage in the row in front for its door, every column kept at its least width', () => {
    const passage = room('passage');
    const toilet = room('toilet');
    const rows: Row[] = [[col(passage), col(room('living'))], [col(room('bedroom')), col(toilet)]];
    // As balanced for the rows' lengths: the passage at the left, the toilet at the right, not meeting at all.
    const widths = [[1200, 6800], [5600, 2400]];
    meetDoorWalls(rows, widths, U, bedrooms);
    const [front, back] = widths as [number[], number[]];
    const passageEnd = front[0]!;
    const toiletStart = back[0]!;
    expect(passageEnd - toiletStart).toBeGreaterThanOrEqual(doorWallBetween(toilet, passage));
    for (const [ri, row] of rows.entries()) {
      expect(widths[ri]!.reduce((a, b) => a + b, 0)).toBe(U);
      columnMins(row, U, bedrooms)!.forEach((min, ci) => expect(widths[ri]![ci]).toBeGreaterThanOrEqual(min));
    }
    // The bedroom in front of which the passage now stands still meets a space it opens off.
    expect(Math.min(back[0]!, front[0]!)).toBeGreaterThanOrEqual(doorWallBetween(room('bedroom'), passage));
  });

  it('leaves the widths as drawn when no move within the least widths meets the door', () => {
    const rows: Row[] = [[col(room('passage')), col(room('living'))], [col(room('bedroom')), col(room('toilet'))]];
    const narrow = 5200;
    const widths = [[1200, 4000], [3200, 2000]];
    meetDoorWalls(rows, widths, narrow, bedrooms);
    expect(widths).toEqual([[1200, 4000], [3200, 2000]]);
  });
});
