// Package names as the product speaks of them, and their wire names (spec section 3).
export type PlanKey = 'one' | 'two' | 'three' | 'four';

/** The payment flow's `offertype` for each plan card, plus the upsell offer. */
export const PACKAGE_TYPE = {
  one: 'Option1',
  two: 'Option2',
  three: 'Option1_2D_3D',
  four: 'Option2_2D_3D',
  offer: 'Option1_2D_3D_Offer',
} as const;

export type PackageType = (typeof PACKAGE_TYPE)[keyof typeof PACKAGE_TYPE];
