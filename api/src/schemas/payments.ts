// Request and response schemas of the payments API.
import { Type } from '@fastify/type-provider-typebox';
import { TOKEN_PATTERN } from '../forms/ids';

export const OrderParams = Type.Object({ orderId: Type.String({ pattern: TOKEN_PATTERN, description: 'The merchant order id (moid)' }) });

export const PublicOrder = Type.Object(
  {
    moid: Type.String(),
    status: Type.String({ description: 'Success, Pending, Failed or Cancelled' }),
    currency: Type.String(),
    amount: Type.String({ description: 'Major units, as the thank-you page shows it: "999", "1199.50"' }),
    paymentId: Type.Union([Type.String(), Type.Null()]),
  },
  { description: "What the thank-you page may check its address against; nothing about the buyer" },
);
