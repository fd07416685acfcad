// The message a buyer gets when an order is paid, sent through the customer service's channels
// (the outbox until a provider is configured), to the number and email the lead verified.
import type { ChannelAdapter, Message } from '../customer/delivery';
import { channelsFor } from '../customer/delivery';
import type { Database } from '../db/database';
import { formatMajor } from './money';
import type { Order } from './orders';
import { PACKAGE_NAME } from './packages';

export function confirmationText(order: Order): string {
  return (
    `Payment received: ${order.currency} ${formatMajor(order.amountMinor)} for ${PACKAGE_NAME[order.packageType]}, ` +
    `order ${order.id}. Your 2D floor plan will reach you within 4 working hours by email and WhatsApp.`
  );
}

/** Sends the confirmation; false when the response has no lead to send it to. */
export async function sendConfirmation(db: Database, deliver: ChannelAdapter, order: Order): Promise<boolean> {
  const rows = await db.query<{ isd: string; mobile: string; email: string }>('select isd, mobile, email from leads where response_id = $1', [
    order.responseId,
  ]);
  const lead = rows[0];
  if (!lead) return false;
  const body = confirmationText(order);
  const messages = channelsFor(lead.isd).flatMap((channel): Message[] => {
    if (channel === 'email') return lead.email ? [{ channel, to: lead.email, body }] : [];
    return [{ channel, to: `+${lead.isd}${lead.mobile}`, body }];
  });
  for (const message of messages) await deliver.send(message);
  return true;
}
