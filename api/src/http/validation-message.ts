// Turns schema validation failures into one message that names the offending field, e.g. "querystring.country must be one of in, bd".
import type { FastifySchemaValidationError } from 'fastify';

function fieldPath(dataVar: string, error: FastifySchemaValidationError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = error.params['missingProperty'];
  if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  return [dataVar, ...segments].join('.');
}

function describe(error: FastifySchemaValidationError): string {
  const { keyword, params } = error;
  if (keyword === 'required') return 'is required';
  if (keyword === 'enum' && Array.isArray(params['allowedValues'])) {
    return `must be one of ${params['allowedValues'].join(', ')}`;
  }
  if (keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') {
    return `must not have property "${params['additionalProperty']}"`;
  }
  return error.message ?? `is invalid (${keyword})`;
}

// AJV marks errors about an object's key names (propertyNames) with the offending key.
function keyName(error: FastifySchemaValidationError): string {
  const { propertyName } = error as FastifySchemaValidationError & { propertyName?: unknown };
  return typeof propertyName === 'string' ? ` property "${propertyName}"` : '';
}

export function validationMessage(errors: FastifySchemaValidationError[], dataVar: string): string {
  return (
    errors
      // AJV follows a bad key name with "property name must be valid", which says less than the error before it.
      .filter((error) => error.keyword !== 'propertyNames')
      .map((error) => `${fieldPath(dataVar, error)}${keyName(error)} ${describe(error)}`)
      .join('; ')
  );
}

export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(validationMessage(errors, dataVar));
}
