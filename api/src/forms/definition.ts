// The questionnaire's shape (steps and fields) and the rules a definition must follow before it is stored.
import { Type, type Static } from '@fastify/type-provider-typebox';

export const FIELD_TYPES = ['text', 'number', 'radio', 'compass'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Spec section 2: the eight choices of a compass field. */
export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** Spec section 3: answers of `extra` fields travel in this group instead of under their step's label. */
export const SITE_DETAILS_KEY = 'SiteDetails';

const Name = Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$', maxLength: 40 });

export const FormFieldSchema = Type.Object(
  {
    name: Name,
    label: Type.String({ minLength: 1 }),
    type: Type.Enum(FIELD_TYPES),
    options: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
    /** One image path per option, same order. */
    images: Type.Optional(Type.Array(Type.String({ pattern: '^/media/' }))),
    extra: Type.Optional(Type.Boolean()),
    /** Number fields only: the largest accepted value (server-side rule, not sent to the browser). */
    max: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  },
  { additionalProperties: false },
);

export const FormStepSchema = Type.Object(
  {
    id: Name,
    label: Type.String({ minLength: 1 }),
    smallText: Type.Optional(Type.String()),
    fields: Type.Array(FormFieldSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export const FormDefinitionSchema = Type.Object(
  {
    target_url: Type.String({ pattern: '^/' }),
    questions: Type.Array(FormStepSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export type FormField = Static<typeof FormFieldSchema>;
export type FormStep = Static<typeof FormStepSchema>;
export type FormDefinition = Static<typeof FormDefinitionSchema>;

/** A stored version of the questionnaire. */
export interface StoredForm {
  id: string;
  version: number;
  definition: FormDefinition;
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/**
 * What makes a definition unusable: answers are keyed by step label and field name, so both must
 * be unique; choices need options; images pair with options; compass options are compass points.
 */
export function definitionProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  const steps = definition.questions;
  const fields = steps.flatMap((step) => step.fields);
  for (const id of duplicates(steps.map((step) => step.id))) problems.push(`step id "${id}" is used twice`);
  for (const label of duplicates(steps.map((step) => step.label))) problems.push(`step label "${label}" is used twice`);
  for (const name of duplicates(fields.map((field) => field.name))) problems.push(`field name "${name}" is used twice`);
  if (steps.some((step) => step.label === SITE_DETAILS_KEY)) {
    problems.push(`no step may be labelled "${SITE_DETAILS_KEY}": that answer key holds the extra fields`);
  }
  for (const field of fields) {
    const choice = field.type === 'radio' || field.type === 'compass';
    if (choice && field.options === undefined) problems.push(`field ${field.name} (${field.type}) needs options`);
    if (!choice && (field.options !== undefined || field.images !== undefined)) {
      problems.push(`field ${field.name} (${field.type}) cannot have options or images`);
    }
    if (field.images !== undefined && field.images.length !== field.options?.length) {
      problems.push(`field ${field.name} needs exactly one image per option`);
    }
    if (field.max !== undefined && field.type !== 'number') problems.push(`field ${field.name} (${field.type}) cannot have max`);
    if (field.type === 'compass') {
      const unknown = (field.options ?? []).filter((option) => !(COMPASS_POINTS as readonly string[]).includes(option));
      if (unknown.length > 0) problems.push(`field ${field.name} has options that are not compass points: ${unknown.join(', ')}`);
    }
    if (field.options !== undefined) {
      for (const option of duplicates(field.options)) problems.push(`field ${field.name} lists option "${option}" twice`);
    }
  }
  return problems;
}
