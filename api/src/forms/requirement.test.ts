import type { FormDefinition } from './definition';
import { requirementText } from './requirement';

const form: FormDefinition = {
  target_url: '/response',
  questions: [
    { id: 'plotWidth', label: 'Plot Width', fields: [{ name: 'width', label: 'Width (ft)', type: 'number' }] },
    { id: 'plotDepth', label: 'Plot Depth', fields: [{ name: 'depth', label: 'Depth (ft)', type: 'number' }] },
    { id: 'garden', label: 'Garden', fields: [{ name: 'garden', label: 'Garden size', type: 'text' }] },
  ],
};

const values = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('requirementText', () => {
  it('writes every answer of the seeded questionnaire as one readable paragraph', () => {
    expect(
      requirementText(
        form,
        values({
          width: '30',
          depth: '60',
          facing: 'N',
          floors: '2',
          bedrooms: '3',
          family: 'elderlyParents',
          parking: 'car',
          pooja: 'yes',
          vastu: 'strict',
          style: 'modern',
          roads: 'two',
          corner: 'no',
          neighbours: 'Houses on both sides',
          notes: 'Borewell at the back left.',
        }),
      ),
    ).toBe(
      'Plot 30 x 60 ft (1,800 sq ft), facing North. 2 floors (Ground + 1), 3 bedrooms. ' +
        'Family: elderly parents need a ground-floor bedroom. Parking: one car. Pooja room: yes. Vastu: strictly follow. ' +
        'Style: modern. Site: two adjoining roads, corner plot: no. Neighbours: Houses on both sides. Notes: Borewell at the back left.',
    );
  });

  it('speaks of one floor and one bedroom in the singular, and rounds the area of fractional sides', () => {
    expect(requirementText(form, values({ width: '22.5', depth: '41', facing: 'SW', floors: '1', bedrooms: '1' }))).toBe(
      'Plot 22.5 x 41 ft (923 sq ft), facing South-west. 1 floor (Ground only), 1 bedroom.',
    );
  });

  it('leaves out what was not answered and keeps the other phrases', () => {
    expect(requirementText(form, values({ width: '40', depth: '60', vastu: 'notNeeded', corner: 'yes' }))).toBe(
      'Plot 40 x 60 ft (2,400 sq ft). Vastu: not needed. Site: corner plot: yes.',
    );
  });

  it('writes a field it has no phrase for as "label: value", in form order, after the rest', () => {
    expect(requirementText(form, values({ garden: 'Small, at the front', parking: 'twoCars' }))).toBe(
      'Parking: two cars. Garden size: Small, at the front.',
    );
  });
});
