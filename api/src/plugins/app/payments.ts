// The payment service as an app service: the gateways configuration chose, and the one completion
// path every gateway's outcome goes through (status, delivery request, confirmation message).
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { gatewayFor } from '../../payments/config';
import { sendConfirmation } from '../../payments/confirmation';
import type { PaymentGateway } from '../../payments/gateways/gateway';
import { razorpayGateway } from '../../payments/gateways/razorpay';
import { stripeGateway } from '../../payments/gateways/stripe';
import { testGateway } from '../../payments/gateways/test-gateway';
import { completeOrder, type GatewayName, type Order, type Outcome } from '../../payments/orders';

export interface PaymentService {
  now(): Date;
  /** The gateway new orders in this currency go to. */
  gatewayFor(currency: string): GatewayName;
  gateway(name: GatewayName): PaymentGateway | undefined;
  /**
   * Ends an order (idempotent). `guard` runs first in the same transaction (a webhook records its
   * event id there); when it answers false nothing changes.
   */
  complete(orderId: string, outcome: Outcome, guard?: (tx: Database) => Promise<boolean>): Promise<{ order: Order; changed: boolean } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export default fp(
  async (app) => {
    const config = app.config.payments;
    const now = () => app.otp.now();
    const gateways: Partial<Record<GatewayName, PaymentGateway>> = { test: testGateway() };
    // Config guarantees PUBLIC_BASE_URL whenever a real gateway is chosen.
    const base = config.publicBaseUrl ?? '';
    if (config.razorpay) gateways.razorpay = razorpayGateway(config.razorpay, base);
    if (config.stripe) gateways.stripe = stripeGateway(config.stripe, base);

    const overrides = Object.entries(config.gatewayByCurrency).map(([currency, name]) => `${currency}: ${name}`);
    app.log.info(`payments go to the ${config.gateway} gateway${overrides.length > 0 ? ` (${overrides.join(', ')})` : ''}`);
    if ([config.gateway, ...Object.values(config.gatewayByCurrency)].includes('test')) {
      // The default works offline, and so it also gives plans away: say so where an operator looks.
      app.log.warn('the TEST MODE gateway takes payments: any visitor can mark an order paid without money (set PAYMENT_GATEWAY for real payments)');
    }

    const service: PaymentService = {
      now,
      gatewayFor: (currency) => gatewayFor(config, currency),
      gateway: (name) => gateways[name],
      async complete(orderId, outcome, guard) {
        const result = await app.db.transaction(async (tx) => {
          if (guard && !(await guard(tx))) return undefined;
          return completeOrder(tx, orderId, outcome, now());
        });
        if (result?.changed && result.order.status === 'paid') {
          // After the status is stored: a message provider being down must not undo a payment.
          const sent = await sendConfirmation(app.db, app.otp.deliver, result.order).catch((error: unknown) => {
            app.log.error({ err: error, orderId }, 'payment confirmation could not be sent');
            return true;
          });
          if (!sent) app.log.warn({ orderId }, 'paid order has no lead to confirm to');
        }
        if (result?.changed) app.log.info({ orderId, status: result.order.status, gateway: result.order.gateway }, 'order status changed');
        return result;
      },
    };
    app.decorate('payments', service);
  },
  { name: 'payments', dependencies: ['database', 'customer'] },
);
