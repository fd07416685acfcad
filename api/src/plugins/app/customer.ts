// The customer service as an app service: the code key, the message adapters and the clock the
// OTP routes use. With no provider configured every channel goes to the outbox.
import fp from 'fastify-plugin';
import { resolveAdminToken } from '../../auth/admin-token';
import { deriveCodeKey } from '../../customer/codes';
import { outboxAdapter } from '../../customer/delivery';
import type { OtpServiceDeps } from '../../customer/otp-service';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpServiceDeps;
    /** True while messages go to the outbox instead of a provider. */
    outboxInUse: boolean;
  }
}

export interface CustomerPluginOptions {
  /** A fixed clock (tests). */
  now?: () => Date;
}

export default fp<CustomerPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const secret = await resolveAdminToken(app.config);
    app.decorate('otp', { db: app.db, codeKey: deriveCodeKey(secret.token), deliver: outboxAdapter(app.db, now), now });
    app.decorate('outboxInUse', true);
    app.log.info('no SMS, email or WhatsApp provider is configured: one-time passwords go to the outbox (/dev/outbox)');
  },
  { name: 'customer', dependencies: ['database'] },
);
