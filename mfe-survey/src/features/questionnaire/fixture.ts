// A questionnaire shaped like the seeded one, for tests.
import type { WireSurveyForm } from '@flx/shared-contract/src/wire';

const radio = (id: string, label: string, name: string, options: string[], images?: string[]) => ({
  id,
  label,
  fields: [{ name, label, type: 'radio', options, ...(images ? { images } : {}) }],
});

export const WIRE_FORM: WireSurveyForm = {
  _id: 'form-7',
  target_url: '/response',
  questions: [
    { id: 'plotWidth', label: 'Plot Width', smallText: 'Width of your plot along the road, in feet', fields: [{ name: 'width', label: 'Width (ft)', type: 'number' }] },
    { id: 'plotDepth', label: 'Plot Depth', fields: [{ name: 'depth', label: 'Depth (ft)', type: 'number' }] },
    { id: 'facing', label: 'Plot Facing', fields: [{ name: 'facing', label: 'Facing', type: 'compass', options: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] }] },
    radio('floors', 'Floors', 'floors', ['1', '2', '3', '4'], ['/img/g.svg', '/img/g1.svg', '/img/g2.svg', '/img/g3.svg']),
    {
      id: 'siteDetails',
      label: 'Site Details',
      fields: [
        { name: 'corner', label: 'Corner plot', type: 'radio', options: ['yes', 'no'], extra: true },
        { name: 'notes', label: 'Anything else', type: 'text', extra: true },
      ],
    },
  ],
};
