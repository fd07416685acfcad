// The customer service as an app service: the code pepper, one message adapter per channel as
// configured (the outbox for any channel without a provider), the clock the OTP routes use, and an
// hourly clean-up of data that can no longer matter.
import fp from 'fastify-plugin';
import { msg91SmsAdapter } from '../../customer/adapters/msg91-sms';
import { smtpEmailAdapter } from '../../customer/adapters/smtp-email';
import { twilioSmsAdapter } from '../../customer/adapters/twilio-sms';
import { whatsappCloudAdapter } from '../../customer/adapters/whatsapp-cloud';
import { outboxReadable, type CustomerConfig } from '../../customer/config';
import { channelRouter, outboxAdapter, type Channel, type ChannelAdapter } from '../../customer/delivery';
import { pruneCustomerData, type OtpServiceDeps } from '../../customer/otp-service';
import { resolveOtpPepper } from '../../customer/pepper';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpServiceDeps;
    /** True while the outbox can be read at /api/dev/outbox and /dev/outbox. */
    outboxInUse: boolean;
  }
}

export interface CustomerPluginOptions {
  /** A fixed clock (tests). */
  now?: () => Date;
}

const PRUNE_EVERY_MS = 60 * 60_000;

export function channelAdapters(config: CustomerConfig, db: Database, now: () => Date): { adapters: Record<Channel, ChannelAdapter>; providers: Record<Channel, string> } {
  const outbox = outboxAdapter(db, now);
  const { sms, email, whatsapp } = config;
  return {
    adapters: {
      sms: sms.provider === 'msg91' ? msg91SmsAdapter(sms) : sms.provider === 'twilio' ? twilioSmsAdapter(sms) : outbox,
      email: email.provider === 'smtp' ? smtpEmailAdapter(email, { now }) : outbox,
      whatsapp: whatsapp.provider === 'cloud-api' ? whatsappCloudAdapter(whatsapp) : outbox,
    },
    providers: { sms: sms.provider, email: email.provider, whatsapp: whatsapp.provider },
  };
}

export default fp<CustomerPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const { config } = app;
    const { pepper, source } = await resolveOtpPepper(config);
    if (source !== 'env' && config.databaseUrl !== undefined) {
      app.log.warn('OTP_PEPPER is not set: the code pepper is kept in DATA_DIR; every API instance on this database must share it (set OTP_PEPPER)');
    }
    const { adapters, providers } = channelAdapters(config.customer, app.db, now);
    app.decorate('otp', { db: app.db, pepper: Buffer.from(pepper, 'utf8'), deliver: channelRouter(adapters), now });
    app.decorate('outboxInUse', outboxReadable(config.customer));

    const toOutbox = (Object.keys(providers) as Channel[]).filter((channel) => providers[channel] === 'outbox');
    if (toOutbox.length === 3) {
      app.log.info('no SMS, email or WhatsApp provider is configured: one-time passwords go to the outbox (/dev/outbox)');
    } else {
      app.log.info(`messages go out by ${Object.entries(providers).map(([c, p]) => `${c}: ${p}`).join(', ')}`);
      if (toOutbox.length > 0) {
        app.log.warn(`no provider for ${toOutbox.join(', ')}: those messages are only kept in the outbox${app.outboxInUse ? '' : ', which is not readable (OUTBOX_ENABLED=true opens it)'}`);
      }
    }
    if (app.outboxInUse && config.nodeEnv === 'production') {
      app.log.warn('the outbox is readable at /dev/outbox: anyone who can reach this server can read the codes (configure providers for real visitors)');
    }

    const timer = setInterval(() => {
      pruneCustomerData(app.db, now()).catch((error: unknown) => app.log.error({ err: error }, 'customer data clean-up failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'customer', dependencies: ['database'] },
);
