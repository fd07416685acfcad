// The true numbers behind the checkout's social proof: visitors on a checkout page in the last
// minute (from heartbeats), buyers' first names from paid orders of the last half hour, and paid
// orders per plan in the last 24 hours. Nothing is invented here.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import type { Plan } from '../forms/prices';
import { PACKAGE_NAME, isPackageType, planOf } from './packages';

export const VIEWER_WINDOW_MS = 60_000;
/** Spec section 9: 'People Bought Designs in Past Half an Hours'. */
export const PURCHASE_WINDOW_MS = 30 * 60_000;
export const DELIVERED_WINDOW_MS = 24 * 60 * 60_000;
export const MAX_PURCHASES = 20;
/** At most this many viewers are counted from one client address (a family, an office; not a script). */
export const MAX_VIEWERS_PER_ADDRESS = 5;
/** Heartbeats older than this are of no use to any count and are removed. */
const HEARTBEAT_RETENTION_MS = 10 * 60_000;

export interface RealSocialProof {
  viewers: number;
  purchases: { name: string; package: string }[];
  deliveredLast24h: Partial<Record<Plan, number>>;
}

export async function recordHeartbeat(db: Database, visitorId: string, clientAddress: string, now: Date): Promise<void> {
  const addressHash = createHash('sha256').update(`flx-heartbeat:${clientAddress}`).digest('hex').slice(0, 32);
  await db.query(
    `insert into checkout_heartbeats (visitor_id, page, address_hash, seen_at) values ($1, 'checkout', $2, $3)
     on conflict (visitor_id) do update set seen_at = excluded.seen_at, address_hash = excluded.address_hash`,
    [visitorId, addressHash, now],
  );
  await db.query('delete from checkout_heartbeats where seen_at < $1', [new Date(now.getTime() - HEARTBEAT_RETENTION_MS)]);
}

/** The first word of a lead's name, only when it looks like a name (a lead without one stores the mobile). */
export function firstName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first && !/\d/.test(first) && first.length <= 40 ? first : undefined;
}

export async function realSocialProof(db: Database, now: Date): Promise<RealSocialProof> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const [viewerRows, purchaseRows, deliveredRows] = await Promise.all([
    db.query<{ viewers: number | string }>(
      `select coalesce(sum(least(n, $3)), 0)::integer as viewers from (
         select count(*) as n from checkout_heartbeats where seen_at > $1 and seen_at <= $2 group by address_hash) per_address`,
      [at(VIEWER_WINDOW_MS), now, MAX_VIEWERS_PER_ADDRESS],
    ),
    db.query<{ name: string | null; package_type: string }>(
      `select l.name, o.package_type from orders o left join leads l on l.response_id = o.response_id
       where o.status = 'paid' and o.paid_at > $1 and o.paid_at <= $2 order by o.paid_at desc limit $3`,
      [at(PURCHASE_WINDOW_MS), now, MAX_PURCHASES],
    ),
    db.query<{ package_type: string; paid: number | string }>(
      `select package_type, count(*)::integer as paid from orders where status = 'paid' and paid_at > $1 and paid_at <= $2 group by package_type`,
      [at(DELIVERED_WINDOW_MS), now],
    ),
  ]);

  const purchases = purchaseRows.flatMap((row) => {
    const name = row.name ? firstName(row.name) : undefined;
    return name && isPackageType(row.package_type) ? [{ name, package: PACKAGE_NAME[row.package_type] }] : [];
  });
  const deliveredLast24h: Partial<Record<Plan, number>> = {};
  for (const row of deliveredRows) {
    if (!isPackageType(row.package_type)) continue;
    const plan = planOf(row.package_type);
    deliveredLast24h[plan] = (deliveredLast24h[plan] ?? 0) + Number(row.paid);
  }
  return { viewers: Number(viewerRows[0]?.viewers ?? 0), purchases, deliveredLast24h };
}
