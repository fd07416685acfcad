// Request and response schemas of GET /api/health.
import { Type } from '@fastify/type-provider-typebox';
import { StringEnum } from './common';

export const HealthResponse = Type.Object({
  status: StringEnum(['ok', 'unavailable'] as const),
  database: StringEnum(['pglite', 'postgres'] as const),
});
