// Checks a submitted `answer` against the questionnaire version it claims to answer, since the browser's own checks cannot be trusted.
import { ClientError } from '../http/client-error';
import { SITE_DETAILS_KEY, type FormField, type StoredForm } from './definition';

/** What a submission's answer looks like once the body schema has passed it: groups of string values. */
export type AnswerGroups = Record<string, Record<string, string>>;

export interface AnsweredField {
  fieldName: string;
  /** Trimmed. */
  value: string;
}

// Plain decimal numbers only: Number() alone would also take '0x1e', '1e2' or ' '.
const DECIMAL = /^\d+(?:\.\d+)?$/;

function fail(message: string): never {
  throw new ClientError(400, message);
}

function checkValue(field: FormField, raw: string, path: string): string | undefined {
  const value = raw.trim();
  if (value === '') {
    if (field.extra) return undefined;
    fail(`${path} is required`);
  }
  if (field.type === 'number') {
    const number = Number(value);
    if (!DECIMAL.test(value) || number <= 0) fail(`${path} must be a positive number`);
    if (field.max !== undefined && number > field.max) fail(`${path} must be ${field.max} or less`);
  }
  if ((field.type === 'radio' || field.type === 'compass') && !field.options?.includes(value)) {
    fail(`${path} must be one of ${field.options?.join(', ')}`);
  }
  return value;
}

function refuseUnknownKeys(group: Record<string, string>, known: Map<string, unknown>, path: string): void {
  for (const key of Object.keys(group)) {
    if (!known.has(key)) fail(`${path} must not have property "${key}"`);
  }
}

/**
 * The answered fields of a valid answer, in form order; otherwise a 400 whose message names the
 * field, e.g. `body.answer.Plot Width.width must be 100 or less`. Every non-extra field is
 * required (spec section 5); extra fields are optional because Finish runs no validation.
 */
export function parseAnswer(form: StoredForm, answer: AnswerGroups): AnsweredField[] {
  const steps = form.definition.questions;
  const stepsByLabel = new Map(
    steps.filter((step) => step.fields.some((field) => !field.extra)).map((step) => [step.label, step]),
  );
  const extraFields = new Map(
    steps.flatMap((step) => step.fields.filter((field) => field.extra).map((field) => [field.name, field] as const)),
  );
  for (const key of Object.keys(answer)) {
    if (key !== SITE_DETAILS_KEY && !stepsByLabel.has(key)) {
      fail(`body.answer must not have property "${key}": it is not a step of survey form ${form.id}`);
    }
  }

  const answered: AnsweredField[] = [];
  const siteDetails = answer[SITE_DETAILS_KEY] ?? {};
  refuseUnknownKeys(siteDetails, extraFields, `body.answer.${SITE_DETAILS_KEY}`);
  for (const step of steps) {
    const group = answer[step.label] ?? {};
    const ownFields = new Map(step.fields.filter((field) => !field.extra).map((field) => [field.name, field]));
    refuseUnknownKeys(group, ownFields, `body.answer.${step.label}`);
    for (const field of step.fields) {
      const [raw, path] = field.extra
        ? [siteDetails[field.name], `body.answer.${SITE_DETAILS_KEY}.${field.name}`]
        : [group[field.name], `body.answer.${step.label}.${field.name}`];
      if (raw === undefined) {
        if (field.extra) continue;
        fail(`${path} is required`);
      }
      const value = checkValue(field, raw, path);
      if (value !== undefined) answered.push({ fieldName: field.name, value });
    }
  }
  return answered;
}
