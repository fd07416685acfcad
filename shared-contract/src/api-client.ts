// The typed client for the product's API: the one place where the wire spellings of spec
// section 7 (thiredProductId, offer_prize, fullPath...) become the product's clean names.
import type { CountryCode, CountryDetails } from './country';
import { fetchWithin } from './load-timeout';
import type { PlanKey } from './plans';
import type {
  WireCheckoutDetails,
  WireCountryDetails,
  WireReleaseManifest,
  WireSurveyForm,
  WireSurveySubmission,
  WireSurveySubmitted,
} from './wire';

export const FORMS_BASE = '/api/forms';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP error! Status: ${status}`);
  }
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export interface RemoteRelease {
  name: string;
  version: string;
  manifestUrl: string;
}

export function releasesUrl(country: CountryCode): string {
  return `/api/releases?country=${country}`;
}

/** No remote can load without it, so it gets the same 120-second limit as the remotes' own files. */
export async function fetchReleases(country: CountryCode): Promise<RemoteRelease[]> {
  const response = await fetchWithin(releasesUrl(country));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return (body as WireReleaseManifest).remotes;
}

export interface SurveyField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'radio' | 'compass';
  options: { value: string; imageUrl?: string }[];
  extra: boolean;
}

export interface SurveyStep {
  /** Stable key for translations (`surveyForm.steps.<id>.label`). */
  id: string;
  /** English label; also the key the answers are stored under. */
  label: string;
  smallText?: string;
  fields: SurveyField[];
}

export interface SurveyForm {
  id: string;
  targetUrl: string;
  steps: SurveyStep[];
}

export function toSurveyForm(wire: WireSurveyForm): SurveyForm {
  return {
    id: wire._id,
    targetUrl: wire.target_url,
    steps: wire.questions.map((q) => ({
      id: q.id,
      label: q.label,
      smallText: q.smallText,
      fields: q.fields.map((f) => ({
        name: f.name,
        label: f.label,
        type: f.type === 'radio' || f.type === 'compass' || f.type === 'number' ? f.type : 'text',
        options: (f.options ?? []).map((value, i) => ({ value, imageUrl: f.images?.[i] })),
        extra: Boolean(f.extra),
      })),
    })),
  };
}

export function toCountryDetails(wire: WireCountryDetails): CountryDetails {
  const d = wire.countryDetails;
  return {
    isdCode: d.isdCode,
    entity: d.entity,
    currency: wire.currencyInfo.currency,
    notificationNames: d.notificationNames,
    banners: d.banners.map((b) => ({ imageUrl: b.fullPath })),
    testimonialVideos: d.testimonials.map((t) => ({ imageUrl: t.fullPath, videoUrl: t.video })),
    testimonials: d.testimonialContents.map((t) => ({
      imageUrl: t.fullPath,
      name: t.name,
      ratingImageUrl: t.rating,
      content: t.content,
    })),
  };
}

export interface PlanPrice {
  productId: string;
  /** Price after the offer, in major units of the currency. */
  amount: number;
  originalAmount: number;
  discountPercent: number;
}

export interface CheckoutPrices {
  currency: string;
  symbol: string;
  /** Plans whose price exists; 'one' always does. */
  plans: Partial<Record<PlanKey, PlanPrice>> & { one: PlanPrice };
  offer: { productId: string; amount: number; discountPercent: number };
}

function optionalPlan(
  productId: string,
  amount: number | null | undefined,
  originalAmount: number | null | undefined,
  discount: number | null | undefined,
): PlanPrice | undefined {
  if (amount == null || originalAmount == null) return undefined;
  return { productId, amount, originalAmount, discountPercent: discount ?? 0 };
}

export function toCheckoutPrices(w: WireCheckoutDetails): CheckoutPrices {
  const plans: CheckoutPrices['plans'] = {
    one: { productId: w.firstProductId, amount: w.after_offer_amount, originalAmount: w.original_amount, discountPercent: w.discount },
  };
  const two = optionalPlan(w.secondProductId, w.second_after_offer_amount, w.second_original_amount, w.second_discount);
  const three = optionalPlan(w.thiredProductId, w.ele_after_offer_amount, w.ele_original_amount, w.ele_discount);
  const four = optionalPlan(w.fourthProductId, w.second_ele_after_offer_amount, w.second_ele_original_amount, w.second_ele_discount);
  if (two) plans.two = two;
  if (three) plans.three = three;
  if (four) plans.four = four;
  return {
    currency: w.currency,
    symbol: w.symbol,
    plans,
    offer: { productId: w.secondOfferProductId, amount: w.offer_prize, discountPercent: w.offer_discount },
  };
}

/** Country details requests in flight, by country: a second caller meanwhile shares the first one's request. */
const countryDetailsInFlight = new Map<CountryCode, Promise<CountryDetails>>();

/**
 * The country's details (spec call 3). The shell asks for them as the page starts, for the screens that need
 * them, and the screen asking while that request is still out shares it instead of sending another; once it
 * has settled (the store keeps the answer) a call asks afresh, so a retry after a failure does.
 */
export function fetchCountryDetails(country: CountryCode): Promise<CountryDetails> {
  const pending = countryDetailsInFlight.get(country);
  if (pending) return pending;
  const request = getJson<WireCountryDetails>(`${FORMS_BASE}/country-details?country=${country}`)
    .then(toCountryDetails)
    .finally(() => countryDetailsInFlight.delete(country));
  countryDetailsInFlight.set(country, request);
  return request;
}

export async function fetchCheckoutPrices(currency: string, slug: string): Promise<CheckoutPrices> {
  const query = new URLSearchParams({ currency, slug });
  return toCheckoutPrices(await getJson<WireCheckoutDetails>(`${FORMS_BASE}/checkout-details?${query}`));
}

export async function fetchSurveyForm(): Promise<SurveyForm> {
  const list = await getJson<WireSurveyForm[]>(`${FORMS_BASE}/survey-forms`);
  const first = list[0];
  if (!first) throw new ApiError(404, { message: 'No survey form' });
  return toSurveyForm(first);
}

export interface SurveySubmitted {
  responseId: string;
  hash: string;
}

/** Thrown when the survey could not be stored: `status` is the HTTP status, 0 for no answer. */
export class SurveySubmitError extends Error {
  constructor(readonly status: number) {
    super(status ? `Request failed with status ${status}` : 'Error posting data');
  }
}

/** Spec call 2: success is status 201 with insertedId; anything else is a failure. */
export async function submitSurvey(payload: WireSurveySubmission): Promise<SurveySubmitted> {
  let response: Response;
  let body: WireSurveySubmitted;
  try {
    response = await fetch(`${FORMS_BASE}/survey-forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new SurveySubmitError(0);
  }
  if (response.status !== 201) throw new SurveySubmitError(response.status);
  try {
    body = (await response.json()) as WireSurveySubmitted;
  } catch {
    throw new SurveySubmitError(0);
  }
  return { responseId: body.insertedId, hash: body.hash };
}

export interface StoredOrder {
  moid: string;
  status: string;
  currency: string;
  /** In major units, as the thank-you page shows it. */
  amount: string;
  paymentId: string;
}

/** The order as the server stored it, or null when there is none by that id. */
export async function fetchOrder(orderId: string): Promise<StoredOrder | null> {
  const response = await fetch(`/api/payments/orders/${encodeURIComponent(orderId)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, null);
  const body = (await response.json()) as { moid: string; status: string; currency: string; amount: number | string; paymentId?: string | null; pid?: string | null };
  return { moid: body.moid, status: body.status, currency: body.currency, amount: String(body.amount), paymentId: body.paymentId ?? body.pid ?? '' };
}
