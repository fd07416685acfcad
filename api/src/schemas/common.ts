// Schema pieces shared by every domain: the error body and string enums typed from the domain's constant lists.
import { Type } from '@fastify/type-provider-typebox';

/** `{ type: 'string', enum }` typed as the union of its values (OpenAPI tools read this better than anyOf of consts). */
export function StringEnum<T extends string>(values: readonly T[], options: { description?: string } = {}) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { description: 'Any 4xx or 5xx answer; message names the offending field when input was bad' },
);

export function errorResponses<Codes extends number>(...codes: Codes[]): Record<Codes, typeof ErrorResponse> {
  const responses = {} as Record<Codes, typeof ErrorResponse>;
  for (const code of codes) responses[code] = ErrorResponse;
  return responses;
}
