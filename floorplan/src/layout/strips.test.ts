// Strip lengths along a band: a room never grows past the proportions a buyer objects to.
import { MAX_ROOM_ASPECT } from '../program/rooms';
import { bandClear, stripRange } from './strips';

describe('stripRange', () => {
  it('lets a toilet grow no longer than 2.1 times its width across the band (the scorer objects beyond it)', () => {
    // A 1.5 m band: the toilet's own sizing allows 2.2:1, which buyers see as a corridor.
    const band = { u: 0, du: 1500, outerAtStart: true, outerAtEnd: false };
    const r = stripRange({ role: 'toilet', cells: [{ key: 't', type: 'toilet', name: 'Common toilet' }] }, band, 2, false)!;
    expect(r.max).toBeLessThanOrEqual(Math.ceil((bandClear(band) * MAX_ROOM_ASPECT + 115) / 10) * 10);
  });

  it('still lets a store run longer (its shelves need no proportion)', () => {
    const band = { u: 0, du: 1500, outerAtStart: true, outerAtEnd: false };
    const r = stripRange({ role: 'toilet', cells: [{ key: 's', type: 'store', name: 'Store' }] }, band, 2, false)!;
    expect(r.max).toBeGreaterThan(bandClear(band) * MAX_ROOM_ASPECT);
  });
});
