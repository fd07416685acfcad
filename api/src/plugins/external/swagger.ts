// Builds the OpenAPI document from the route schemas with @fastify/swagger.
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'FLX floor planner API',
          version: '1.0.0',
          description: 'Forms, customer OTP, payments, plans and the per-country release manifest of the micro-frontends.',
        },
        components: {
          securitySchemes: {
            adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, or the token in DATA_DIR/admin-token' },
            sessionToken: { type: 'http', scheme: 'bearer', description: 'The visitor session token answered by POST /api/customer/me/veryfyotp' },
          },
        },
      },
    });
  },
  { name: 'swagger' },
);
