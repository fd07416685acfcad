import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answersToPlanRequest, answersWithChanges, DEFAULT_REQUEST } from './answers';

interface SeedField {
  name: string;
  options?: Array<string | { value: string }>;
}

/** The option values the live questionnaire stores, read from the forms service's seed. */
function seedOptions(): Map<string, string[]> {
  const form = JSON.parse(readFileSync(join(__dirname, '../../../api/seed/survey-form.json'), 'utf8')) as unknown;
  const out = new Map<string, string[]>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const f = x as SeedField;
      if (typeof f.name === 'string' && Array.isArray(f.options) && f.options.length) out.set(f.name, f.options.map((o) => (typeof o === 'string' ? o : o.value)));
      Object.values(x).forEach(walk);
    }
  };
  walk(form);
  return out;
}

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
      poojaNiche: false,
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

  it('understands every option value the questionnaire stores', () => {
    const options = seedOptions();
    const steps: Array<[string, string, keyof ReturnType<typeof answersToPlanRequest>]> = [
      ['Plot Facing', 'facing', 'facing'],
      ['Floors', 'floors', 'floors'],
      ['Bedrooms', 'bedrooms', 'bedrooms'],
      ['Family Needs', 'family', 'family'],
      ['Parking', 'parking', 'parking'],
      ['Vastu', 'vastu', 'vastu'],
      ['Elevation Style', 'style', 'style'],
    ];
    for (const [step, field, key] of steps) {
      const values = options.get(field);
      expect(values?.length).toBeGreaterThan(1);
      for (const v of values!) expect(String(answersToPlanRequest({ [step]: { [field]: v } })[key])).toBe(v);
    }
    expect(options.get('pooja')).toEqual(['yes', 'niche', 'no']);
    const pooja = (v: string) => answersToPlanRequest({ 'Pooja Room': { pooja: v } });
    expect([pooja('yes'), pooja('niche'), pooja('no')].map((r) => [r.pooja, r.poojaNiche])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(options.get('roads')).toEqual(['one', 'two', 'three']);
    expect(['one', 'two', 'three'].map((r) => answersToPlanRequest({ SiteDetails: { roads: r } }).roads)).toEqual([1, 2, 3]);
  });
});

describe('answersWithChanges', () => {
  const given = {
    'Plot Width': { width: '18' },
    'Plot Depth': { depth: '30' },
    Floors: { floors: '2' },
    Bedrooms: { bedrooms: '2' },
    'Family Needs': { family: 'elderlyParents' },
    Parking: { parking: 'car' },
    'Pooja Room': { pooja: 'yes' },
    SiteDetails: { roads: 'two', corner: 'no', notes: 'Temple opposite' },
  };

  it('makes each suggested change as the questionnaire would have stored it, and nothing else', () => {
    const changed = answersWithChanges(given, [
      { field: 'floors', to: 3 },
      { field: 'bedrooms', to: 1 },
      { field: 'parking', to: 'none' },
      { field: 'family', to: 'none' },
      { field: 'pooja', to: false },
    ]);
    expect(changed).toEqual({
      ...given,
      Floors: { floors: '3' },
      Bedrooms: { bedrooms: '1' },
      'Family Needs': { family: 'none' },
      Parking: { parking: 'none' },
      // No pooja room: the niche in the living room the way was worded as (plain 'no' before engine 1.82.0).
      'Pooja Room': { pooja: 'niche' },
    });
    expect(answersToPlanRequest(changed)).toEqual({ ...answersToPlanRequest(given), floors: 3, bedrooms: 1, family: 'none', parking: 'none', pooja: false, poojaNiche: true });
  });

  it('leaves the visitor\'s own answers as they were', () => {
    const before = JSON.stringify(given);
    answersWithChanges(given, [{ field: 'floors', to: 3 }]);
    expect(JSON.stringify(given)).toBe(before);
  });

  it('adds an answer the visitor skipped', () => {
    expect(answersToPlanRequest(answersWithChanges({}, [{ field: 'floors', to: 2 }])).floors).toBe(2);
  });
});
