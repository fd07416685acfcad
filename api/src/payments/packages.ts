// The packages a visitor can pay for (spec section 3 and the navigation table of section 7), the plan
// or offer that prices each, the names buyers see, and the upsell window (spec section 9).
import type { Plan } from '../forms/prices';

export const PACKAGE_TYPES = ['Option1', 'Option2', 'Option1_2D_3D', 'Option2_2D_3D', 'Option1_2D_3D_Offer'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const OFFER_PACKAGE = 'Option1_2D_3D_Offer' satisfies PackageType;

/** Which plan_prices row prices a package; the offer package is priced by upsell_offers. */
export const PACKAGE_PLAN: Record<Exclude<PackageType, 'Option1_2D_3D_Offer'>, Plan> = {
  Option1: 'one',
  Option2: 'two',
  Option1_2D_3D: 'three',
  Option2_2D_3D: 'four',
};

/** The plan whose delivered count a paid package adds to (the offer is plan three at a lower price). */
export function planOf(packageType: PackageType): Plan {
  return packageType === OFFER_PACKAGE ? 'three' : PACKAGE_PLAN[packageType];
}

/** Spec section 3, purchase notification package names. */
export const PACKAGE_NAME: Record<PackageType, string> = {
  Option1: 'Starter Blueprint',
  Option2: 'Dual Blueprint',
  Option1_2D_3D: 'Elevate Premium',
  Option1_2D_3D_Offer: 'Elevate Premium',
  Option2_2D_3D: 'Elevate Elite',
};

/** Spec section 9: the upsell offer is open for 600000 ms from the visitor's offer start. */
export const UPSELL_WINDOW_MS = 600_000;

export function isPackageType(value: string): value is PackageType {
  return (PACKAGE_TYPES as readonly string[]).includes(value);
}

export function offerWindowOpen(startedAt: Date | undefined, now: Date): boolean {
  if (!startedAt) return false;
  const elapsed = now.getTime() - startedAt.getTime();
  return elapsed >= 0 && elapsed < UPSELL_WINDOW_MS;
}
