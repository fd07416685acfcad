// Where the visitor goes when an order has ended: the thank-you page (spec section 2, with the
// /us or /uk prefix of the checkout they came from) or the payment-failed page with a way back;
// and where a refused hand-off goes.
import type { RefusalReason } from './handoff';
import { formatMajor } from './money';
import type { Order } from './orders';

export function thankYouUrl(order: Order): string {
  const query = new URLSearchParams({
    moid: order.id,
    pid: order.paymentId ?? '',
    status: 'Success',
    currency: order.currency,
    amount: formatMajor(order.amountMinor),
  });
  return `${order.returnPrefix}/thank-you?${query}`;
}

export function paymentFailedUrl(order: Order): string {
  return `/payment-failure?${new URLSearchParams({ back: order.backPath })}`;
}

/** A refused hand-off: the payment-failed page says why, in the visitor's language, and leads back. */
export function refusedUrl(reason: RefusalReason, backPath: string): string {
  return `/payment-failure?${new URLSearchParams({ back: backPath, reason })}`;
}

/** Where an ended order sends its visitor; undefined while it is still open. */
export function outcomeUrl(order: Order): string | undefined {
  if (order.status === 'paid') return thankYouUrl(order);
  if (order.status === 'failed' || order.status === 'cancelled') return paymentFailedUrl(order);
  return undefined;
}
