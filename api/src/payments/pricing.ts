// The price of a package as the server knows it: the browser's amount is only ever compared with this.
import type { Database } from '../db/database';
import { OFFER_PACKAGE, PACKAGE_PLAN, type PackageType } from './packages';

export interface ServerPrice {
  productId: string;
  amountMinor: number;
}

/** undefined when that currency does not sell that package. */
export async function serverPrice(db: Database, currency: string, packageType: PackageType): Promise<ServerPrice | undefined> {
  const rows =
    packageType === OFFER_PACKAGE
      ? await db.query<{ product_id: string; amount_minor: number }>(
          'select product_id, round(amount * 100)::integer as amount_minor from upsell_offers where currency = $1',
          [currency],
        )
      : await db.query<{ product_id: string; amount_minor: number }>(
          'select product_id, round(amount * 100)::integer as amount_minor from plan_prices where currency = $1 and plan = $2',
          [currency, PACKAGE_PLAN[packageType]],
        );
  const row = rows[0];
  return row ? { productId: row.product_id, amountMinor: Number(row.amount_minor) } : undefined;
}

export async function offerStartedAt(db: Database, responseId: string): Promise<Date | undefined> {
  const rows = await db.query<{ offer_started_at: Date | string }>('select offer_started_at from response_offers where response_id = $1', [
    responseId,
  ]);
  const row = rows[0];
  return row ? new Date(row.offer_started_at) : undefined;
}
