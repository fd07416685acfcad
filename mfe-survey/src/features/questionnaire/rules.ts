// The questionnaire's business rules from the spec (sections 2, 4, 5 and 9), as pure functions.
import type { SurveyForm, SurveyStep } from '@flx/shared-contract';

/** Spec section 9: width and depth are at most 100 (feet). */
export const MAX_PLOT_SIDE = 100;
export const BRAND = 'flx';
/** Steps whose single value is a plot side, by index (spec section 5: step 0 width, step 1 depth). */
const PLOT_SIDE_STEPS = new Set([0, 1]);
/** The last step with this label shows the chosen facing on a compass, without radio buttons. */
export const SITE_DETAILS_LABEL = 'Site Details';
export const SITE_DETAILS_KEY = 'SiteDetails';

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Spec section 9: how far the compass turns for each choice, in degrees. */
export const COMPASS_ROTATION: Record<CompassPoint, number> = {
  S: 0,
  SE: 45,
  E: 90,
  NE: 135,
  N: 180,
  NW: 225,
  W: 270,
  SW: 315,
};

export function compassRotation(choice: string | undefined): number {
  return choice && choice in COMPASS_ROTATION ? COMPASS_ROTATION[choice as CompassPoint] : 0;
}

/** Progress = current step index / (number of steps - 1) x 100. */
export function progressPercent(stepIndex: number, stepCount: number): number {
  if (stepCount <= 1) return 100;
  return Math.round((stepIndex / (stepCount - 1)) * 100);
}

export type Answers = Readonly<Record<string, string>>;
export type StepError = 'required' | 'tooLarge' | 'notANumber';

/**
 * What stops Next on a step: every field non-empty after trimming ('This field is required');
 * on steps 0 and 1, a number of at most 100 ('Value must be 100 or less.').
 */
export function validateStep(step: SurveyStep, stepIndex: number, answers: Answers): Record<string, StepError> {
  const errors: Record<string, StepError> = {};
  for (const field of step.fields) {
    const value = (answers[field.name] ?? '').trim();
    if (!value) {
      errors[field.name] = 'required';
    } else if (PLOT_SIDE_STEPS.has(stepIndex)) {
      const size = Number(value);
      if (!Number.isFinite(size) || size <= 0) errors[field.name] = 'notANumber';
      else if (size > MAX_PLOT_SIDE) errors[field.name] = 'tooLarge';
    }
  }
  return errors;
}

export function isSiteDetailsStep(form: SurveyForm, stepIndex: number): boolean {
  return stepIndex === form.steps.length - 1 && form.steps[stepIndex]?.label === SITE_DETAILS_LABEL;
}

/** The compass field's value anywhere in the form, for the Site Details compass display. */
export function chosenFacing(form: SurveyForm, answers: Answers): string | undefined {
  const compass = form.steps.flatMap((s) => s.fields).find((f) => f.type === 'compass');
  return compass ? answers[compass.name] : undefined;
}

export interface SurveySubmission {
  answer: Record<string, Record<string, string>>;
  formId: string;
  queryStrings: Record<string, string>;
  selectedLanguage: string;
  utmDetails: Record<string, string>;
  brand: typeof BRAND;
}

/**
 * The payload of spec section 3: answers keyed by step label, the `extra` fields gathered in
 * the SiteDetails group, every query parameter, and the utm_ ones again on their own.
 */
export function buildSubmission(
  form: SurveyForm,
  answers: Answers,
  query: Readonly<Record<string, string>>,
  selectedLanguage: string,
): SurveySubmission {
  const answer: Record<string, Record<string, string>> = {};
  const siteDetails: Record<string, string> = {};
  for (const step of form.steps) {
    for (const field of step.fields) {
      const value = answers[field.name];
      if (value === undefined) continue;
      if (field.extra) siteDetails[field.name] = value.trim();
      else (answer[step.label] ??= {})[field.name] = value.trim();
    }
  }
  if (Object.keys(siteDetails).length > 0) answer[SITE_DETAILS_KEY] = siteDetails;
  const utmDetails = Object.fromEntries(Object.entries(query).filter(([name]) => name.startsWith('utm_')));
  return { answer, formId: form.id, queryStrings: { ...query }, selectedLanguage, utmDetails, brand: BRAND };
}
