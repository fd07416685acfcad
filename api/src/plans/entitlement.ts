// What a response's paid orders unlock of its plans: Option1 one floor plan, Option2 two, and the
// 2D + 3D packages (and their offer) the same with the front elevation of each.
import type { Database } from '../db/database';
import type { PackageType } from '../payments/packages';

export interface Entitlement {
  /** How many options' full drawings and plan data are unlocked (0 before any payment). */
  options: number;
  /** Whether the elevations of those options are unlocked. */
  elevation: boolean;
}

const UNLOCKS: Record<PackageType, Entitlement> = {
  Option1: { options: 1, elevation: false },
  Option2: { options: 2, elevation: false },
  Option1_2D_3D: { options: 1, elevation: true },
  Option1_2D_3D_Offer: { options: 1, elevation: true },
  Option2_2D_3D: { options: 2, elevation: true },
};

/** How many plan options a package delivers: more than a plot's plans hold cannot be sold for it. */
export function optionsSoldBy(packageType: PackageType): number {
  return UNLOCKS[packageType].options;
}

export const NOTHING_UNLOCKED: Entitlement = { options: 0, elevation: false };

/** Several paid packages add up: the most options any of them gives, and an elevation if any gives one. */
export async function entitlementOf(db: Database, responseId: string): Promise<Entitlement> {
  const rows = await db.query<{ package_type: PackageType }>("select distinct package_type from orders where response_id = $1 and status = 'paid'", [responseId]);
  return rows.reduce<Entitlement>(
    (sum, row) => ({ options: Math.max(sum.options, UNLOCKS[row.package_type].options), elevation: sum.elevation || UNLOCKS[row.package_type].elevation }),
    NOTHING_UNLOCKED,
  );
}
