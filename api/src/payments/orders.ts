// Orders and their status history. Every status change, whichever gateway caused it, goes through
// this file, so the rules hold in one place: one open order per response and package, a paid order
// stays paid, and a paid order raises exactly one delivery request.
import type { Database } from '../db/database';
import { randomToken } from '../forms/ids';
import { PACKAGE_TYPES, planOf, type PackageType } from './packages';

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const GATEWAY_NAMES = ['test', 'razorpay', 'stripe'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
export type ReturnPrefix = '' | '/us' | '/uk';

export interface Order {
  id: string;
  responseId: string;
  packageType: PackageType;
  productId: string;
  currency: string;
  amountMinor: number;
  gateway: GatewayName;
  gatewayOrderId: string | null;
  paymentId: string | null;
  status: OrderStatus;
  returnPrefix: ReturnPrefix;
  backPath: string;
  /** BCP 47 code of the visitor's language at the hand-off. */
  language: string;
  paidAt: Date | null;
}

export interface NewOrder {
  responseId: string;
  packageType: PackageType;
  productId: string;
  currency: string;
  amountMinor: number;
  gateway: GatewayName;
  returnPrefix: ReturnPrefix;
  backPath: string;
  language: string;
}

export type Outcome =
  | { status: 'paid'; paymentId: string; detail: string }
  | { status: 'failed' | 'cancelled'; detail: string };

interface OrderRow {
  id: string;
  response_id: string;
  package_type: PackageType;
  product_id: string;
  currency: string;
  amount_minor: number;
  gateway: GatewayName;
  gateway_order_id: string | null;
  payment_id: string | null;
  status: OrderStatus;
  return_prefix: ReturnPrefix;
  back_path: string;
  language: string;
  paid_at: Date | string | null;
}

const OPEN = `status in ('created', 'pending')`;

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    responseId: row.response_id,
    packageType: row.package_type,
    productId: row.product_id,
    currency: row.currency,
    amountMinor: Number(row.amount_minor),
    gateway: row.gateway,
    gatewayOrderId: row.gateway_order_id,
    paymentId: row.payment_id,
    status: row.status,
    returnPrefix: row.return_prefix,
    backPath: row.back_path,
    language: row.language,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
  };
}

async function addHistory(db: Database, orderId: string, status: OrderStatus, at: Date, detail: string): Promise<void> {
  await db.query('insert into order_status_history (order_id, status, at, detail) values ($1, $2, $3, $4)', [orderId, status, at, detail]);
}

export async function findOrder(db: Database, id: string): Promise<Order | undefined> {
  const rows = await db.query<OrderRow>('select * from orders where id = $1', [id]);
  return rows[0] && toOrder(rows[0]);
}

export async function findOrderByGatewayOrder(db: Database, gateway: GatewayName, gatewayOrderId: string): Promise<Order | undefined> {
  const rows = await db.query<OrderRow>('select * from orders where gateway = $1 and gateway_order_id = $2', [gateway, gatewayOrderId]);
  return rows[0] && toOrder(rows[0]);
}

function samePrice(order: Order, wanted: NewOrder): boolean {
  return (
    order.productId === wanted.productId &&
    order.currency === wanted.currency &&
    order.amountMinor === wanted.amountMinor &&
    order.gateway === wanted.gateway
  );
}

/** How a hand-off was answered: a new order, the open one again, or the order that already paid for this plan. */
export type HandoffOrder = 'created' | 'reused' | 'already-paid';

/** The package types that buy the same plan (the countdown offer is plan three at a lower price). */
function samePlan(packageType: PackageType): PackageType[] {
  return PACKAGE_TYPES.filter((other) => planOf(other) === planOf(packageType));
}

/**
 * The order a hand-off pays: none at all when this response already paid for that plan (a second
 * Pay Now on the same design is a mistake, not a purchase), else the open order for this response
 * and package when the price is the same, else a new one (an open order at another price is
 * cancelled first, so there is never more than one).
 */
export async function openOrder(db: Database, wanted: NewOrder, now: Date): Promise<{ order: Order; handled: HandoffOrder; replaced?: Order }> {
  return db.transaction(async (tx) => {
    const paid = await tx.query<OrderRow>(
      `select * from orders where response_id = $1 and package_type = any($2) and status = 'paid' order by paid_at limit 1`,
      [wanted.responseId, samePlan(wanted.packageType)],
    );
    if (paid[0]) return { order: toOrder(paid[0]), handled: 'already-paid' };
    const open = await tx.query<OrderRow>(`select * from orders where response_id = $1 and package_type = $2 and ${OPEN} for update`, [
      wanted.responseId,
      wanted.packageType,
    ]);
    const existing = open[0] && toOrder(open[0]);
    if (existing && samePrice(existing, wanted)) {
      // The visitor may have switched language since the first hand-off: the pages follow the latest.
      if (existing.language !== wanted.language) await tx.query('update orders set language = $2 where id = $1', [existing.id, wanted.language]);
      return { order: { ...existing, language: wanted.language }, handled: 'reused' };
    }
    const replaced = existing && { ...existing, status: 'cancelled' as const };
    if (replaced) {
      await tx.query(`update orders set status = 'cancelled', updated_at = $2 where id = $1`, [replaced.id, now]);
      await addHistory(tx, replaced.id, 'cancelled', now, 'replaced by a hand-off at another price or gateway');
    }
    const inserted = await tx.query<OrderRow>(
      `insert into orders (id, response_id, package_type, product_id, currency, amount_minor, gateway, status, return_prefix, back_path, language, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $9, $11, $10, $10)
       on conflict (response_id, package_type) where ${OPEN} do nothing
       returning *`,
      [randomToken(), wanted.responseId, wanted.packageType, wanted.productId, wanted.currency, wanted.amountMinor, wanted.gateway, wanted.returnPrefix, wanted.backPath, now, wanted.language],
    );
    if (inserted[0]) {
      await addHistory(tx, inserted[0].id, 'created', now, 'hand-off from the checkout');
      return { order: toOrder(inserted[0]), handled: 'created', ...(replaced && { replaced }) };
    }
    // A concurrent hand-off for the same package committed first: use its order.
    const winner = await tx.query<OrderRow>(`select * from orders where response_id = $1 and package_type = $2 and ${OPEN}`, [
      wanted.responseId,
      wanted.packageType,
    ]);
    if (!winner[0]) throw new Error('an open order vanished during the hand-off');
    return { order: toOrder(winner[0]), handled: 'reused', ...(replaced && { replaced }) };
  });
}

/**
 * Records the gateway's own order (Razorpay order, Stripe session) and moves the order to pending.
 * Answers the gateway order id the order holds afterwards: another one when a parallel visit
 * attached its own first, and that one is then the only one whose payment we accept.
 */
export async function attachGatewayOrder(db: Database, id: string, gatewayOrderId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `update orders set gateway_order_id = $2, status = 'pending', updated_at = $3 where id = $1 and status = 'created' and gateway_order_id is null returning id`,
      [id, gatewayOrderId, now],
    );
    if (rows.length > 0) {
      await addHistory(tx, id, 'pending', now, `gateway order ${gatewayOrderId}`);
      return gatewayOrderId;
    }
    const stored = await tx.query<{ gateway_order_id: string | null }>('select gateway_order_id from orders where id = $1', [id]);
    return stored[0]?.gateway_order_id ?? null;
  });
}

/** Marks an open order pending without a gateway-side order (the test gateway's page was shown). */
export async function markPending(db: Database, id: string, now: Date, detail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query(`update orders set status = 'pending', updated_at = $2 where id = $1 and status = 'created' returning id`, [id, now]);
    if (rows.length > 0) await addHistory(tx, id, 'pending', now, detail);
  });
}

/**
 * The one way an order ends, for every gateway. Paid is final: a later failure, a repeated success
 * or a replayed event changes nothing. A success that arrives after a failure or cancellation is
 * still recorded, because the money was taken. `changed` is true only for the call that changed it.
 */
export async function completeOrder(db: Database, id: string, outcome: Outcome, now: Date): Promise<{ order: Order; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<OrderRow>('select * from orders where id = $1 for update', [id]);
    if (!rows[0]) return undefined;
    const order = toOrder(rows[0]);
    if (order.status === 'paid') {
      if (outcome.status === 'paid' && outcome.paymentId !== order.paymentId) {
        // A second, different payment for a paid order: keep it visible for a refund.
        await addHistory(tx, id, 'paid', now, `another payment ${outcome.paymentId} after paid: refund it (${outcome.detail})`);
      }
      return { order, changed: false };
    }
    if (outcome.status === 'paid') {
      const updated = await tx.query<OrderRow>(
        `update orders set status = 'paid', payment_id = $2, paid_at = $3, updated_at = $3 where id = $1 returning *`,
        [id, outcome.paymentId, now],
      );
      await addHistory(tx, id, 'paid', now, outcome.detail);
      await tx.query(
        `insert into delivery_requests (order_id, response_id, package_type, requested_at) values ($1, $2, $3, $4) on conflict (order_id) do nothing`,
        [id, order.responseId, order.packageType, now],
      );
      return { order: toOrder(updated[0]!), changed: true };
    }
    if (order.status === 'failed' || order.status === 'cancelled') return { order, changed: false };
    const updated = await tx.query<OrderRow>(`update orders set status = $2, updated_at = $3 where id = $1 returning *`, [id, outcome.status, now]);
    await addHistory(tx, id, outcome.status, now, outcome.detail);
    return { order: toOrder(updated[0]!), changed: true };
  });
}

/** True the first time a gateway event id is seen; false for a replay. */
export async function firstSighting(db: Database, gateway: GatewayName, eventId: string, now: Date): Promise<boolean> {
  const rows = await db.query('insert into gateway_events (gateway, event_id, received_at) values ($1, $2, $3) on conflict do nothing returning event_id', [
    gateway,
    eventId,
    now,
  ]);
  return rows.length > 0;
}
