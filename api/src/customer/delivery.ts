// How a code reaches the visitor: +91 by SMS; every other dial code by SMS, email and WhatsApp.
// Each channel is an adapter; with no provider configured (a fresh `npm start`) every channel
// writes to the outbox table, readable in development at /api/dev/outbox.
import type { Database } from '../db/database';

export type Channel = 'sms' | 'email' | 'whatsapp';

export interface Message {
  channel: Channel;
  to: string;
  body: string;
}

export interface ChannelAdapter {
  send(message: Message): Promise<void>;
}

export function channelsFor(isd: string): Channel[] {
  return isd === '91' ? ['sms'] : ['sms', 'email', 'whatsapp'];
}

export function otpMessages(isd: string, mobile: string, email: string, code: string): Message[] {
  const body = `${code} is your Floor Planner verification code. It expires in 10 minutes. Do not share it.`;
  return channelsFor(isd).flatMap((channel): Message[] => {
    if (channel === 'email') return email ? [{ channel, to: email, body }] : [];
    return [{ channel, to: `+${isd}${mobile}`, body }];
  });
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
