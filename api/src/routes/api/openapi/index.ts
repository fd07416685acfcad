// GET /api/openapi.json: the OpenAPI document generated from the route schemas.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const OpenApiDocument = Type.Object(
  { openapi: Type.String(), info: Type.Object({}, { additionalProperties: true }) },
  { additionalProperties: true },
);

const openapi: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/openapi.json',
    // The document describes the API, not itself; `hide` keeps this route out of it.
    { schema: { hide: true, response: { 200: OpenApiDocument } } },
    async () => app.swagger() as unknown as { openapi: string; info: Record<string, unknown> },
  );
};

export default openapi;
