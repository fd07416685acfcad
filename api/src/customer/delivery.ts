// How a message reaches the visitor: +91 by SMS; every other dial code by SMS, email and WhatsApp.
// Each channel is an adapter behind one interface, chosen by configuration; with no provider
// configured (a fresh `npm start`) a channel writes to the outbox table instead of sending.
import type { Database } from '../db/database';

export type Channel = 'sms' | 'email' | 'whatsapp';
export const CHANNELS: readonly Channel[] = ['sms', 'email', 'whatsapp'];

export interface Message {
  channel: Channel;
  /** E.164 with '+' for SMS and WhatsApp, an address for email. */
  to: string;
  body: string;
  /** Set for one-time passwords: template-based providers (MSG91, WhatsApp) carry it in their own template. */
  code?: string;
  /** Email subject; a generic one when unset. */
  subject?: string;
}

export interface ChannelAdapter {
  send(message: Message): Promise<void>;
}

export function channelsFor(isd: string): Channel[] {
  return isd === '91' ? ['sms'] : ['sms', 'email', 'whatsapp'];
}

export const CODE_SUBJECT = 'Your Floor Planner verification code';

export function otpMessages(isd: string, mobile: string, email: string, code: string): Message[] {
  const body = `${code} is your Floor Planner verification code. It expires in 10 minutes. Do not share it.`;
  return channelsFor(isd).flatMap((channel): Message[] => {
    if (channel === 'email') return email ? [{ channel, to: email, body, code, subject: CODE_SUBJECT }] : [];
    return [{ channel, to: `+${isd}${mobile}`, body, code }];
  });
}

/** One adapter that hands each message to the adapter of its channel. */
export function channelRouter(adapters: Record<Channel, ChannelAdapter>): ChannelAdapter {
  return { send: (message) => adapters[message.channel].send(message) };
}

/** The default adapter: messages are stored, not sent. */
export function outboxAdapter(db: Database, now: () => Date): ChannelAdapter {
  return {
    async send({ channel, to, body }) {
      await db.query('insert into outbox (channel, recipient, body, created_at) values ($1, $2, $3, $4)', [channel, to, body, now()]);
    },
  };
}

export interface OutboxItem {
  channel: Channel;
  to: string;
  body: string;
  createdAt: string;
}

export async function readOutbox(db: Database, limit = 100): Promise<OutboxItem[]> {
  const rows = await db.query<{ channel: Channel; recipient: string; body: string; created_at: Date | string }>(
    'select channel, recipient, body, created_at from outbox order by id desc limit $1',
    [limit],
  );
  return rows.map((r) => ({ channel: r.channel, to: r.recipient, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}
