// Turns a stored survey response into the readable English requirement text the lead form sends on (spec call 4).
import type { FormDefinition } from './definition';

/** Answers of one response by field name, already validated against its form. */
export type AnswerValues = ReadonlyMap<string, string>;

const FACING: Record<string, string> = {
  N: 'North',
  NE: 'North-east',
  E: 'East',
  SE: 'South-east',
  S: 'South',
  SW: 'South-west',
  W: 'West',
  NW: 'North-west',
};
const FAMILY: Record<string, string> = {
  none: 'no special needs',
  elderlyParents: 'elderly parents need a ground-floor bedroom',
  workFromHome: 'a room to work from home',
  rentalUnit: 'a separate unit to rent out',
};
const PARKING: Record<string, string> = { none: 'none', bike: 'two-wheelers', car: 'one car', twoCars: 'two cars' };
const POOJA: Record<string, string> = { yes: 'yes', niche: 'a pooja niche in the living room instead', no: 'no' };
const VASTU: Record<string, string> = { strict: 'strictly follow', preferred: 'follow where it fits', notNeeded: 'not needed' };
const ROADS: Record<string, string> = { one: 'one road', two: 'two adjoining roads', three: 'three adjoining roads' };

/** The fields the sentences below speak about; any other field of a later form version gets "Label: value." */
const PHRASED_FIELDS = new Set([
  'width',
  'depth',
  'facing',
  'floors',
  'bedrooms',
  'family',
  'parking',
  'pooja',
  'vastu',
  'style',
  'roads',
  'corner',
  'neighbours',
  'notes',
]);

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function phrase(table: Record<string, string>, code: string): string {
  return table[code] ?? code;
}

function plot(values: AnswerValues): string | undefined {
  const width = values.get('width');
  const depth = values.get('depth');
  const facing = values.get('facing');
  const facingText = facing === undefined ? undefined : `facing ${phrase(FACING, facing)}`;
  if (width === undefined || depth === undefined) return facingText && sentence(`Plot ${facingText}`);
  const [w, d] = [Number(width), Number(depth)];
  const size = `Plot ${grouped.format(w)} x ${grouped.format(d)} ft (${grouped.format(Math.round(w * d))} sq ft)`;
  return sentence(facingText ? `${size}, ${facingText}` : size);
}

function building(values: AnswerValues): string | undefined {
  const parts: string[] = [];
  const floors = values.get('floors');
  if (floors !== undefined) {
    const n = Number(floors);
    parts.push(n === 1 ? '1 floor (Ground only)' : `${floors} floors (Ground + ${n - 1})`);
  }
  const bedrooms = values.get('bedrooms');
  if (bedrooms !== undefined) parts.push(bedrooms === '1' ? '1 bedroom' : `${bedrooms} bedrooms`);
  return parts.length > 0 ? sentence(parts.join(', ')) : undefined;
}

function labelled(label: string, value: string | undefined, table?: Record<string, string>): string | undefined {
  if (value === undefined) return undefined;
  return sentence(`${label}: ${table ? phrase(table, value) : value}`);
}

function site(values: AnswerValues): string | undefined {
  const parts: string[] = [];
  const roads = values.get('roads');
  const corner = values.get('corner');
  if (roads !== undefined) parts.push(phrase(ROADS, roads));
  if (corner !== undefined) parts.push(`corner plot: ${corner}`);
  return parts.length > 0 ? sentence(`Site: ${parts.join(', ')}`) : undefined;
}

/**
 * E.g. "Plot 30 x 60 ft (1,800 sq ft), facing North. 2 floors (Ground + 1), 3 bedrooms. Family:
 * elderly parents need a ground-floor bedroom. Parking: one car. ..." Unanswered fields are left out.
 */
export function requirementText(definition: FormDefinition, values: AnswerValues): string {
  const others = definition.questions
    .flatMap((step) => step.fields)
    .filter((field) => !PHRASED_FIELDS.has(field.name))
    .map((field) => labelled(field.label, values.get(field.name)));
  return [
    plot(values),
    building(values),
    labelled('Family', values.get('family'), FAMILY),
    labelled('Parking', values.get('parking'), PARKING),
    labelled('Pooja room', values.get('pooja'), POOJA),
    labelled('Vastu', values.get('vastu'), VASTU),
    labelled('Style', values.get('style')),
    site(values),
    labelled('Neighbours', values.get('neighbours')),
    labelled('Notes', values.get('notes')),
    ...others,
  ]
    .filter((part): part is string => part !== undefined)
    .join(' ');
}
