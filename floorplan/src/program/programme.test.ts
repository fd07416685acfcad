// The shared-toilet programme (tightest plots): one toilet per floor for its bedrooms, up to two (the pass) or
// three (the last way); parents keep theirs.
import { normaliseRequest } from '../input/answers';
import { buildProgramme, distributeBedrooms, otherSpreads } from './programme';

const toiletsOf = (request: Parameters<typeof normaliseRequest>[0], sharedToilet?: number) =>
  buildProgramme(normaliseRequest(request), { mergeDining: true, compact: true, sharedToilet }).floors.map((f) =>
    f.strips.flatMap((s) => s.cells).filter((c) => c.type === 'toilet').map((c) => (c.attachedTo ? `attached:${c.attachedTo}` : 'common')),
  );

describe('buildProgramme with shared toilets', () => {
  it('gives a one-storey 2BHK one common toilet instead of an attached one and a common one', () => {
    const plot = { plotWidthFt: 25, plotDepthFt: 30, floors: 1, bedrooms: 2 };
    expect(toiletsOf(plot)).toEqual([['common', 'attached:f0-bed1']]);
    expect(toiletsOf(plot, 2)).toEqual([['common']]);
  });

  it("keeps the parents' own toilet on the ground floor and shares one upstairs", () => {
    expect(toiletsOf({ plotWidthFt: 20, plotDepthFt: 40, floors: 2, bedrooms: 3, family: 'elderlyParents' }, 2)).toEqual([
      ['common', 'attached:f0-bed1'],
      ['common'],
    ]);
  });

  it('leaves a floor with three bedrooms as it was in the pass, and gives them one common toilet in the last way (engine 1.87.0)', () => {
    const plot = { plotWidthFt: 20, plotDepthFt: 45, floors: 1, bedrooms: 3 };
    expect(toiletsOf(plot, 2)).toEqual([['common', 'attached:f0-bed1']]);
    expect(toiletsOf(plot, 3)).toEqual([['common']]);
    // Four bedrooms on a floor keep theirs either way.
    const four = { ...plot, plotWidthFt: 30, plotDepthFt: 50, bedrooms: 4 };
    expect(toiletsOf(four, 3)).toEqual(toiletsOf(four));
  });
});

describe('buildProgramme with the pooja room upstairs', () => {
  const poojaFloors = (request: Parameters<typeof normaliseRequest>[0], poojaUpstairs: boolean) =>
    buildProgramme(normaliseRequest(request), { mergeDining: true, compact: false, poojaUpstairs }).floors.map((f) => f.strips.flatMap((s) => s.cells).filter((c) => c.type === 'pooja').map((c) => c.key));

  it('puts the pooja room on the top floor instead of the ground floor, once', () => {
    const home = { plotWidthFt: 25, plotDepthFt: 45, floors: 2, bedrooms: 2, pooja: true };
    expect(poojaFloors(home, false)).toEqual([['f0-pooja'], []]);
    expect(poojaFloors(home, true)).toEqual([[], ['f1-pooja']]);
    expect(poojaFloors({ ...home, floors: 3 }, true)).toEqual([[], [], ['f2-pooja']]);
    expect(poojaFloors({ ...home, pooja: false }, true)).toEqual([[], []]);
  });
});

describe('buildProgramme with the last bedroom at the front upstairs', () => {
  it("puts a compact upper floor's last bedroom in the front room and keeps the master's suite for the bands", () => {
    const home = normaliseRequest({ plotWidthFt: 22, plotDepthFt: 40, floors: 2, bedrooms: 2 });
    const upper = (frontBedroomLast: boolean) => buildProgramme(home, { mergeDining: true, compact: true, frontBedroomLast }).floors[1]!;
    expect(upper(false).front.name).toBe('Master bedroom');
    expect(upper(true).front.name).toBe('Bedroom 2');
    const cells = upper(true).strips.flatMap((s) => s.cells);
    expect(cells.find((c) => c.master)).toBeDefined();
    expect(cells.find((c) => c.attachedTo === cells.find((m) => m.master)!.key)?.type).toBe('toilet');
    expect(upper(true).strips.some((s) => s.role === 'frontSuite')).toBe(false);
  });
});

describe('otherSpreads', () => {
  it('offers the evenest other spread first: a bedroom down from a top floor crowded by the rental unit', () => {
    const req = normaliseRequest({ plotWidthFt: 38, plotDepthFt: 29, floors: 2, bedrooms: 3, family: 'rentalUnit' });
    expect(distributeBedrooms(req)).toEqual([1, 2]);
    expect(otherSpreads(req, 2)).toEqual([[2, 1], [0, 3]]);
    const programme = buildProgramme(req, { mergeDining: true, compact: false, bedroomsPerFloor: [2, 1] });
    expect(programme.floors.map((f) => [f.front, ...f.strips.flatMap((s) => s.cells)].filter((c) => c.type === 'bedroom' && !c.firstHabitable).length)).toEqual([2, 1]);
  });

  it("keeps the parents' bedroom on the ground floor, and has nothing to offer a one-storey home", () => {
    const parents = normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, floors: 2, bedrooms: 2, family: 'elderlyParents' });
    expect(distributeBedrooms(parents)[0]).toBe(1);
    for (const s of otherSpreads(parents, 10)) expect(s[0]).toBeGreaterThanOrEqual(1);
    expect(otherSpreads(normaliseRequest({ plotWidthFt: 30, plotDepthFt: 40, floors: 1, bedrooms: 3 }), 3)).toEqual([]);
  });
});
