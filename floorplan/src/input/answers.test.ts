import { answersToPlanRequest, DEFAULT_REQUEST } from './answers';

describe('answersToPlanRequest', () => {
  it('maps the stored survey answers', () => {
    const r = answersToPlanRequest({
      'Plot Width': { width: '30' },
      'Plot Depth': { depth: '60' },
      'Plot Facing': { facing: 'NE' },
      Floors: { floors: '2' },
      Bedrooms: { bedrooms: '3' },
      'Family Needs': { family: 'elderlyParents' },
      Parking: { parking: 'car' },
      'Pooja Room': { pooja: 'yes' },
      Vastu: { vastu: 'strict' },
      'Elevation Style': { style: 'traditional' },
      SiteDetails: { roads: 'two', corner: 'yes', neighbours: 'x', notes: 'y' },
    });
    expect(r).toEqual({
      plotWidthFt: 30,
      plotDepthFt: 60,
      facing: 'NE',
      floors: 2,
      bedrooms: 3,
      family: 'elderlyParents',
      parking: 'car',
      pooja: true,
      vastu: 'strict',
      style: 'traditional',
      roads: 2,
      corner: true,
    });
  });

  it('falls back to defaults for missing or malformed answers', () => {
    expect(answersToPlanRequest(undefined)).toEqual(DEFAULT_REQUEST);
    expect(answersToPlanRequest({ 'Plot Width': 'oops', Floors: { floors: 'two' }, Parking: { parking: 'helicopter' }, 'Plot Facing': { facing: 7 } })).toEqual(DEFAULT_REQUEST);
  });

  it('clamps numbers into the accepted ranges', () => {
    const r = answersToPlanRequest({ 'Plot Width': { width: '250' }, 'Plot Depth': { depth: '-3' }, Floors: { floors: '9' }, Bedrooms: { bedrooms: '0' } });
    expect([r.plotWidthFt, r.plotDepthFt, r.floors, r.bedrooms]).toEqual([100, 15, 4, 1]);
    expect(answersToPlanRequest({ Floors: { floors: '2.6' }, 'Plot Facing': { facing: 'sw' } })).toMatchObject({ floors: 3, facing: 'SW' });
  });
});
