// Strip lengths along a band: a room never grows past the proportions a buyer objects to.
import { MAX_ROOM_ASPECT } from '../program/rooms';
import type { StripSpec } from '../program/programme';
import { bandClear, poojaAtPassage, splitStrip, stripRange, withCommonToiletPaired } from './strips';
import { clearOf } from './walls';

describe('stripRange', () => {
  it('lets a toilet grow no longer than 2.1 times its width across the band (the scorer objects beyond it)', () => {
    // A 1.5 m band: the toilet's own sizing allows 2.2:1, which buyers see as a corridor.
    const band = { u: 0, du: 1500, outerAtStart: true, outerAtEnd: false };
    const r = stripRange({ role: 'toilet', cells: [{ key: 't', type: 'toilet', name: 'Common toilet' }] }, band, 2, false)!;
    expect(r.max).toBeLessThanOrEqual(Math.ceil((bandClear(band) * MAX_ROOM_ASPECT + 115) / 10) * 10);
  });

  it("keeps a toilet beside a kitchenette in proportion: the kitchenette's preferred floor no longer stretches it", () => {
    // A rental unit's kitchenette and toilet side by side across a band: both rooms are the strip's length.
    const rental: StripSpec = {
      role: 'rental',
      cells: [
        { key: 'r-kitchen', type: 'kitchen', name: 'Kitchenette', attachedTo: 'r' },
        { key: 'r-toilet', type: 'toilet', name: 'Toilet', attachedTo: 'r' },
      ],
    };
    for (const du of [3600, 3800, 4200]) {
      const band = { u: 0, du, outerAtStart: true, outerAtEnd: false };
      const toilet = splitStrip(rental, band, 3)!.find((p) => p.spec.type === 'toilet')!;
      const toiletClear = clearOf(toilet.du, false, false);
      const r = stripRange(rental, band, 3, false, true)!;
      // Was 4.0 m of a 1.2 m wide toilet (3.2:1) on a 3.8 m band; not even the 10 mm grid may carry it past 2.1:1.
      expect(clearOf(r.pref, false, false) / toiletClear).toBeLessThanOrEqual(MAX_ROOM_ASPECT);
      expect(clearOf(r.max, false, false) / toiletClear).toBeLessThanOrEqual(MAX_ROOM_ASPECT);
      // The kitchenette still gets the NBC's 5 m2.
      const kitchen = splitStrip(rental, band, 3)!.find((p) => p.spec.type === 'kitchen')!;
      expect(clearOf(kitchen.du, true, false) * clearOf(r.min, false, false)).toBeGreaterThanOrEqual(5e6);
    }
  });

  it('still lets a store run longer (its shelves need no proportion)', () => {
    const band = { u: 0, du: 1500, outerAtStart: true, outerAtEnd: false };
    const r = stripRange({ role: 'toilet', cells: [{ key: 's', type: 'store', name: 'Store' }] }, band, 2, false)!;
    expect(r.max).toBeGreaterThan(bandClear(band) * MAX_ROOM_ASPECT);
  });

  it('gives each strip its own range though the ranges are remembered (master or not, growth upstairs, width, ends)', () => {
    const band = { u: 0, du: 4600, outerAtStart: true, outerAtEnd: false };
    const bedroom = (master: boolean): StripSpec => ({ role: 'suite', cells: [{ key: 'b', type: 'bedroom', name: 'Bedroom', master }] });
    const plain = stripRange(bedroom(false), band, 3, false)!;
    // The master's comfort length (2.7 m across) sets it apart from a bedroom of the same width.
    expect(stripRange(bedroom(true), band, 3, false)).not.toEqual(plain);
    expect(stripRange(bedroom(false), band, 3, false, true)!.max).toBeGreaterThan(plain.max);
    expect(stripRange(bedroom(false), { ...band, du: 3500 }, 3, false)!.min).toBeGreaterThan(plain.min);
    expect(stripRange(bedroom(false), { ...band, u: 4000 }, 3, false)).toEqual(plain);
    expect(stripRange(bedroom(false), { ...band, outerAtEnd: true }, 3, false)!.pref).toBeGreaterThan(plain.pref);
    // A kitchen's preferred size grows with the bedrooms.
    const kitchen: StripSpec = { role: 'kitchen', cells: [{ key: 'k', type: 'kitchen', name: 'Kitchen' }] };
    const narrow = { ...band, du: 2600 };
    expect(stripRange(kitchen, narrow, 3, false)!.pref).toBeGreaterThan(stripRange(kitchen, narrow, 2, false)!.pref);
    // Asked again, the same range, which no caller may change.
    const again = stripRange(bedroom(false), band, 3, false)!;
    expect(again).toEqual(plain);
    expect(() => ((again as { min: number }).min = 0)).toThrow();
  });
});

describe('withCommonToiletPaired', () => {
  const strips: StripSpec[] = [
    { role: 'kitchen', cells: [{ key: 'f0-kitchen', type: 'kitchen', name: 'Kitchen' }] },
    { role: 'toilet', cells: [{ key: 'f0-toilet', type: 'toilet', name: 'Common toilet' }] },
    { role: 'suite', cells: [{ key: 'f0-bed1', type: 'bedroom', name: 'Master bedroom', master: true }] },
    { role: 'suite', cells: [{ key: 'f0-bed1-toilet', type: 'toilet', name: 'Toilet', attachedTo: 'f0-bed1' }] },
    { role: 'suite', cells: [{ key: 'f0-bed2', type: 'bedroom', name: 'Bedroom 2' }] },
  ];
  const band = (du: number) => ({ u: 0, du, outerAtStart: true, outerAtEnd: false });

  it('puts the common toilet beside the master bedroom\'s own toilet, the common one at the passage, so it goes where the suite goes', () => {
    const paired = withCommonToiletPaired(strips, [band(4500), band(4500)], 4);
    expect(paired.map((s) => s.cells.map((c) => c.key))).toEqual([['f0-kitchen'], ['f0-bed1'], ['f0-bed1-toilet', 'f0-toilet'], ['f0-bed2']]);
  });

  it('leaves them apart where a band is too narrow for two toilets side by side', () => {
    expect(withCommonToiletPaired(strips, [band(4500), band(2400)], 4)).toEqual(strips);
  });
});

describe('poojaAtPassage', () => {
  it('turns a pooja room and its store round, the pooja room at the passage', () => {
    const strip: StripSpec = { role: 'pooja', cells: [{ key: 'f0-pooja', type: 'pooja', name: 'Pooja' }, { key: 'f0-pooja-store', type: 'store', name: 'Store' }] };
    expect(poojaAtPassage(strip).cells.map((c) => c.type)).toEqual(['store', 'pooja']);
    const kitchen: StripSpec = { role: 'kitchen', cells: [{ key: 'f0-kitchen', type: 'kitchen', name: 'Kitchen' }, { key: 'f0-kitchen-utility', type: 'utility', name: 'Utility' }] };
    expect(poojaAtPassage(kitchen)).toBe(kitchen);
  });
});
