// The customer API client (spec calls 6, 8 and 9): one-time password by mobile, and the lead
// update. Failures are described precisely enough for the spec's error texts (section 8).
import { FORMS_BASE } from './api-client';
import type { WireOtpSent, WireOtpVerified, WireUpdateResponse } from './wire';

export const CUSTOMER_BASE = '/api/customer/me';
/** Fixed constants of spec call 8 and 9. */
export const APP_CODE = 'HMPL';
export const LEAD_FIELDS = { duplicate: '1', leadsource: 'Floor Planner', leadstatus: 'Hot', typestatus: 'not contacted' } as const;

export type CallFailure =
  /** The server answered with a status we treat as failure; `ok` is true for a 2xx other than 200. */
  | { kind: 'status'; status: number; ok: boolean; serverMessage?: string; retryAfterSeconds?: number }
  | { kind: 'no-response' }
  | { kind: 'other'; message: string };

export class CustomerCallError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.kind === 'status' ? `status ${failure.status}` : failure.kind);
  }
}

async function postForm<T>(path: string, fields: Record<string, string>): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(`${CUSTOMER_BASE}/${path}`, { method: 'POST', body });
  } catch {
    throw new CustomerCallError({ kind: 'no-response' });
  }
  const json = (await response.json().catch(() => null)) as (T & { msg?: string }) | null;
  if (response.status !== 200 || !json) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new CustomerCallError({
      kind: 'status',
      status: response.status,
      ok: response.ok,
      serverMessage: json?.msg,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
  return json;
}

export interface OtpRequest {
  mobile: string;
  /** Dial code without '+'. */
  isd: string;
  name: string;
  email: string;
}

export async function sendOtp(request: OtpRequest): Promise<{ resendAfterSeconds: number }> {
  const sent = await postForm<WireOtpSent>('loginotp', { ...request, appcode: APP_CODE });
  return { resendAfterSeconds: sent.resendAfterSeconds ?? 30 };
}

export interface OtpVerification extends OtpRequest {
  otp: string;
  requirement: string;
  /** Our extension: the response the session is for, so the payment flow can check it. */
  responseId: string;
}

export async function verifyOtp(request: OtpVerification): Promise<{ token: string }> {
  const verified = await postForm<WireOtpVerified>('veryfyotp', { ...request, appcode: APP_CODE, ...LEAD_FIELDS });
  return { token: verified.token };
}

export interface LeadUpdate {
  mobileNumber: string;
  name: string;
  isd: string;
  btnUrl: string;
}

/** Spec call 6, authorised by the visitor's own session token (not a secret in the bundle). */
export async function updateLeadResponse(responseId: string, update: LeadUpdate, token: string): Promise<WireUpdateResponse> {
  const response = await fetch(`${FORMS_BASE}/updateResponse/${encodeURIComponent(responseId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(update),
  });
  if (!response.ok) throw new Error(`updateResponse answered ${response.status}`);
  return (await response.json()) as WireUpdateResponse;
}

/** Spec call 4: the readable requirement text of a response. */
export async function fetchRequirement(responseId: string): Promise<string> {
  const response = await fetch(`${FORMS_BASE}/response?q=${encodeURIComponent(responseId)}`);
  if (!response.ok) throw new Error(`response answered ${response.status}`);
  return ((await response.json()) as { data: string }).data;
}

/** Spec call 7: the package chosen, sent just before leaving for payment; the answer is only logged. */
export async function recordPackageChoice(responseId: string, packageType: string): Promise<void> {
  const response = await fetch(`${FORMS_BASE}/update/${encodeURIComponent(responseId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ packageType }),
  });
  console.info('package choice recorded', response.status);
}

/**
 * Tells the server when this visitor's 10-minute offer began, so the payment flow honours the
 * offer price only inside that window (the browser's clock is not trusted for it).
 */
export async function recordOfferStart(responseId: string, token: string): Promise<void> {
  const response = await fetch(`${FORMS_BASE}/offer-start/${encodeURIComponent(responseId)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`offer-start answered ${response.status}`);
}
