// The country query of the checkout's calls.
import { Type } from 'typebox';

export const COUNTRY_QUERY = Type.Object(
  { country: Type.Union(['in', 'bd', 'sl', 'eg', 'af', 'global'].map((c) => Type.Literal(c))) },
  { additionalProperties: false },
);
