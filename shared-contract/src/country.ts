// Countries the product prices for (spec section 4: derived from the host's first subdomain).
export const COUNTRY_CODES = ['in', 'bd', 'sl', 'eg', 'af', 'global'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface CountryDetails {
  isdCode: string;
  entity: string;
  currency: string;
  notificationNames: string[];
  banners: { imageUrl: string }[];
  testimonialVideos: { imageUrl: string; videoUrl: string }[];
  testimonials: { imageUrl: string; name: string; ratingImageUrl: string; content: string }[];
}
