import type { SurveyForm } from '@flx/shared-contract';
import { buildSubmission, chosenFacing, compassRotation, isSiteDetailsStep, progressPercent, validateStep } from './rules';

const form: SurveyForm = {
  id: 'form-1',
  targetUrl: '/response',
  steps: [
    { id: 'plotWidth', label: 'Plot Width', fields: [{ name: 'width', label: 'Width (ft)', type: 'number', options: [], extra: false }] },
    { id: 'plotDepth', label: 'Plot Depth', fields: [{ name: 'depth', label: 'Depth (ft)', type: 'number', options: [], extra: false }] },
    { id: 'facing', label: 'Plot Facing', fields: [{ name: 'facing', label: 'Facing', type: 'compass', options: [{ value: 'N' }, { value: 'S' }], extra: false }] },
    {
      id: 'siteDetails',
      label: 'Site Details',
      fields: [
        { name: 'corner', label: 'Corner plot', type: 'radio', options: [{ value: 'yes' }, { value: 'no' }], extra: true },
        { name: 'notes', label: 'Notes', type: 'text', options: [], extra: true },
      ],
    },
  ],
};

describe('progressPercent', () => {
  it('is step index / (steps - 1) x 100', () => {
    expect(progressPercent(0, 11)).toBe(0);
    expect(progressPercent(5, 11)).toBe(50);
    expect(progressPercent(10, 11)).toBe(100);
    expect(progressPercent(1, 4)).toBe(33);
  });

  it('is complete for a one-step form instead of dividing by zero', () => {
    expect(progressPercent(0, 1)).toBe(100);
  });
});

describe('compassRotation', () => {
  it.each([
    ['S', 0], ['SE', 45], ['E', 90], ['NE', 135], ['N', 180], ['NW', 225], ['W', 270], ['SW', 315],
  ])('%s turns %i degrees', (point, degrees) => {
    expect(compassRotation(point)).toBe(degrees);
  });

  it('does not turn before a choice', () => {
    expect(compassRotation(undefined)).toBe(0);
  });
});

describe('validateStep', () => {
  it('requires every field, after trimming', () => {
    expect(validateStep(form.steps[2]!, 2, { facing: '   ' })).toEqual({ facing: 'required' });
    expect(validateStep(form.steps[2]!, 2, { facing: 'N' })).toEqual({});
  });

  it('caps width and depth at 100', () => {
    expect(validateStep(form.steps[0]!, 0, { width: '100' })).toEqual({});
    expect(validateStep(form.steps[0]!, 0, { width: '100.5' })).toEqual({ width: 'tooLarge' });
    expect(validateStep(form.steps[1]!, 1, { depth: '250' })).toEqual({ depth: 'tooLarge' });
  });

  it('asks for a number when the size is not one', () => {
    expect(validateStep(form.steps[0]!, 0, { width: 'thirty' })).toEqual({ width: 'notANumber' });
    expect(validateStep(form.steps[1]!, 1, { depth: '0' })).toEqual({ depth: 'notANumber' });
  });
});

describe('Site Details', () => {
  it('is recognised only as the last step with that label', () => {
    expect(isSiteDetailsStep(form, 3)).toBe(true);
    expect(isSiteDetailsStep(form, 2)).toBe(false);
  });

  it('shows the facing chosen earlier', () => {
    expect(chosenFacing(form, { facing: 'NE' })).toBe('NE');
  });
});

describe('buildSubmission', () => {
  it('keys answers by step label, gathers extra fields in SiteDetails and separates utm_ parameters', () => {
    const payload = buildSubmission(
      form,
      { width: ' 30 ', depth: '60', facing: 'N', corner: 'yes', notes: 'Temple opposite' },
      { utm_source: 'fb', utm_campaign: 'diwali', gclid: 'abc', lan: 'hn' },
      'hn',
    );
    expect(payload).toEqual({
      answer: {
        'Plot Width': { width: '30' },
        'Plot Depth': { depth: '60' },
        'Plot Facing': { facing: 'N' },
        SiteDetails: { corner: 'yes', notes: 'Temple opposite' },
      },
      formId: 'form-1',
      queryStrings: { utm_source: 'fb', utm_campaign: 'diwali', gclid: 'abc', lan: 'hn' },
      selectedLanguage: 'hn',
      utmDetails: { utm_source: 'fb', utm_campaign: 'diwali' },
      brand: 'flx',
    });
  });

  it('leaves out SiteDetails when no extra field was answered', () => {
    expect(buildSubmission(form, { width: '30' }, {}, 'en').answer).toEqual({ 'Plot Width': { width: '30' } });
  });
});
