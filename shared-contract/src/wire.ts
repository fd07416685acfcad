// The forms service's wire shapes exactly as spec section 7 spells them. Only api-client.ts
// reads these; everything else uses the clean types it maps them to.
export interface WireReleaseManifest {
  country: string;
  remotes: { name: string; version: string; manifestUrl: string }[];
}

export interface WireSurveyField {
  name: string;
  label: string;
  type: string;
  options?: string[];
  images?: string[];
  extra?: boolean;
}

export interface WireSurveyForm {
  _id: string;
  target_url: string;
  /** `id` is our extension: a stable key for translating the step. */
  questions: { id: string; label: string; smallText?: string; fields: WireSurveyField[] }[];
}

export interface WireSurveySubmission {
  /** Field values by field name, grouped by step label; `extra` fields under SiteDetails. */
  answer: Record<string, Record<string, string>>;
  formId: string;
  queryStrings: Record<string, string>;
  selectedLanguage: string;
  utmDetails: Record<string, string>;
  brand: 'flx';
}

export interface WireSurveySubmitted {
  status: number;
  insertedId: string;
  /** Our extension: the unguessable {hash} path segment of /response/{hash}. */
  hash: string;
}

export interface WireCountryDetails {
  countryDetails: {
    isdCode: string;
    entity: string;
    notificationNames: string[];
    banners: { fullPath: string }[];
    testimonials: { fullPath: string; video: string }[];
    testimonialContents: { fullPath: string; name: string; rating: string; content: string }[];
  };
  currencyInfo: { currency: string };
}

export interface WireCheckoutDetails {
  currency: string;
  symbol: string;
  firstProductId: string;
  secondProductId: string;
  thiredProductId: string;
  fourthProductId: string;
  secondOfferProductId: string;
  after_offer_amount: number;
  original_amount: number;
  discount: number;
  second_after_offer_amount?: number | null;
  second_original_amount?: number | null;
  second_discount?: number | null;
  ele_after_offer_amount?: number | null;
  ele_original_amount?: number | null;
  ele_discount?: number | null;
  second_ele_after_offer_amount?: number | null;
  second_ele_original_amount?: number | null;
  second_ele_discount?: number | null;
  offer_prize: number;
  offer_discount: number;
}

/** Answers of the customer API (spec calls 8 and 9); errors carry `msg`. */
export interface WireOtpSent {
  status: number;
  message?: string;
  /** Our extension: seconds before another code may be requested. */
  resendAfterSeconds?: number;
}

export interface WireOtpVerified {
  status: number;
  token: string;
}

export interface WireUpdateResponse {
  flag: boolean;
  message: string;
}
