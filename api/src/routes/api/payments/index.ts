// GET /api/payments/orders/:orderId: the few values the thank-you page shows, as stored, so the
// page can prefer them over its address. The order id is the 128-bit capability; nothing personal.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientError } from '../../../http/client-error';
import { formatMajor } from '../../../payments/money';
import { findOrder, type OrderStatus } from '../../../payments/orders';
import { errorResponses } from '../../../schemas/common';
import { OrderParams, PublicOrder } from '../../../schemas/payments';
import webhooks from './webhooks';

/** The thank-you page's words for a status (spec: status=Success on the address). */
const SHOWN_STATUS: Record<OrderStatus, string> = {
  created: 'Pending',
  pending: 'Pending',
  paid: 'Success',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const payments: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(webhooks, { prefix: '/webhooks' });

  app.get(
    '/orders/:orderId',
    {
      schema: {
        summary: 'The stored order behind a merchant order id (for the thank-you page)',
        tags: ['payments'],
        params: OrderParams,
        response: { 200: PublicOrder, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const order = await findOrder(app.db, request.params.orderId);
      if (!order) throw new ClientError(404, 'no order has this id');
      reply.header('cache-control', 'no-store');
      return {
        moid: order.id,
        status: SHOWN_STATUS[order.status],
        currency: order.currency,
        amount: formatMajor(order.amountMinor),
        paymentId: order.paymentId,
      };
    },
  );
};

export default payments;
