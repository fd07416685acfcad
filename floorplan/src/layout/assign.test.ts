// Which band each strip goes to: a toilet is never stacked right behind the pooja room.
import type { StripSpec } from '../program/programme';
import { randomVariant } from './variant';
import { seededRandom } from '../random';
import { assignStrips } from './assign';

const strip = (role: StripSpec['role'], key: string, type: 'pooja' | 'kitchen' | 'dining' | 'toilet' | 'bedroom', extra = {}): StripSpec => ({ role, cells: [{ key, type, name: key, ...extra }] });
// A one-storey 2BHK with a merged living & dining and a pooja room: no dining strip.
const strips: StripSpec[] = [
  strip('pooja', 'pooja', 'pooja'),
  strip('kitchen', 'kitchen', 'kitchen'),
  strip('toilet', 'toilet', 'toilet'),
  strip('suite', 'bed1', 'bedroom', { master: true }),
  strip('suite', 'bed1-toilet', 'toilet', { attachedTo: 'bed1' }),
  strip('suite', 'bed2', 'bedroom'),
];
const band = (u: number) => ({ u, du: 3200, outerAtStart: u === 0, outerAtEnd: u > 0 });
const starts = [{ start: 4000, taken: 0 }, { start: 4000, taken: 0 }];
// The variant that used to stack kitchen, pooja and toilet in one band: everything toward the kitchen.
const variant = { ...randomVariant(seededRandom(1), { transposed: [false], bands: [2], mergeDining: [true], compact: [true], pairToilets: [false] }), kitchenBand: 0 as const, poojaBand: 0 as const, toiletNearKitchen: true, kitchenEnd: 'front' as const };
const keys = (lists: StripSpec[][]) => lists.map((l) => l.map((s) => s.cells[0]!.key));

describe('assignStrips: the pooja room', () => {
  it('sends the common toilet to the other band rather than right behind the pooja room', () => {
    const lists = keys(assignStrips(strips, variant, [band(0), band(4300)], starts, 2));
    expect(lists[0]!.slice(0, 2)).toEqual(['kitchen', 'pooja']);
    expect(lists[0]![2]).not.toBe('toilet');
    expect(lists[1]![0]).toBe('toilet');
  });

  it('with one band, puts the toilet at the far end of it', () => {
    const [list] = keys(assignStrips(strips, { ...variant, bands: 1 }, [band(0)], starts.slice(0, 1), 2));
    expect(list!.slice(0, 2)).toEqual(['kitchen', 'pooja']);
    expect(list![list!.length - 1]).toBe('toilet');
  });

  it('sends a toilet that would stand where the front and the back of the band meet, behind the pooja room, to the far end', () => {
    // Pooja room first at the front; kitchen, dining and the toilet toward the kitchen from the back, the
    // toilet pushed last, so it met the pooja room in the middle ([pooja, toilet, dining, kitchen] before).
    const withDining = [strip('pooja', 'pooja', 'pooja'), strip('dining', 'dining', 'dining'), strip('kitchen', 'kitchen', 'kitchen'), strip('toilet', 'toilet', 'toilet')];
    const [list] = keys(assignStrips(withDining, { ...variant, bands: 1, kitchenEnd: 'back' }, [band(0)], starts.slice(0, 1), 2));
    expect(list).toEqual(['pooja', 'dining', 'kitchen', 'toilet']);
  });

  it('keeps the toilet beside the kitchen when there is no pooja room', () => {
    const lists = keys(assignStrips(strips.filter((s) => s.role !== 'pooja'), variant, [band(0), band(4300)], starts, 2));
    expect(lists[0]!.slice(0, 2)).toEqual(['kitchen', 'toilet']);
  });
});

describe('assignStrips: a band that runs to the front beside the front room', () => {
  // Band 1 starts at the front, beside the front room; the passage begins behind the front room.
  const besideFront = [{ start: 4000, taken: 0 }, { start: 0, taken: 0, besideFront: true }];

  it('keeps the common toilet out of its head, where the passage does not reach: to its far end', () => {
    const toward1 = { ...variant, kitchenBand: 0 as const, toiletNearKitchen: false };
    const noPooja = strips.filter((s) => s.role !== 'pooja');
    expect(keys(assignStrips(noPooja, toward1, [band(0), band(4300)], starts, 2))[1]![0]).toBe('toilet');
    const lists = keys(assignStrips(noPooja, toward1, [band(0), band(4300)], besideFront, 2));
    expect(lists[1]![0]).not.toBe('toilet');
    expect(lists[1]![lists[1]!.length - 1]).toBe('toilet');
  });

  it("upstairs beside a front bedroom, heads it with that bedroom's own toilet rather than another bedroom", () => {
    // A first floor: bedroom 3 across the front with its own toilet, bedrooms 4 and 5, a common toilet.
    const upstairs: StripSpec[] = [
      strip('frontSuite', 'bed3-toilet', 'toilet', { attachedTo: 'bed3' }),
      strip('suite', 'bed4', 'bedroom'),
      strip('suite', 'bed5', 'bedroom'),
      strip('toilet', 'toilet', 'toilet'),
    ];
    // Behind the front bedroom when no band runs beside it.
    expect(keys(assignStrips(upstairs, variant, [band(0), band(4300)], starts, 5))[0]![0]).toBe('bed3-toilet');
    const lists = keys(assignStrips(upstairs, variant, [band(0), band(4300)], besideFront, 5));
    expect(lists[1]![0]).toBe('bed3-toilet');
    expect(lists.flat().sort()).toEqual(['bed3-toilet', 'bed4', 'bed5', 'toilet']);
  });
});
