// Signature checks of the real gateways, pure and constant-time:
// Razorpay Checkout: razorpay_signature = hex HMAC-SHA256(order_id + '|' + payment_id, key secret);
// Razorpay webhooks: X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret);
// Stripe webhooks: Stripe-Signature 't=<unix seconds>,v1=<hex HMAC-SHA256(t + '.' + raw body, endpoint secret)>[,v1=...]'.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default: a signed event older or newer than this is refused, so a captured one cannot be replayed later. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares two hex strings without leaking where they differ; false for anything malformed. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (given === undefined || !/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

export function razorpayPaymentSignatureValid(keySecret: string, orderId: string, paymentId: string, signature: string | undefined): boolean {
  return sameHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

export function razorpayWebhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string | undefined): boolean {
  return sameHex(hmacHex(webhookSecret, rawBody), signature);
}

export type StripeSignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'too old or too new' | 'no matching signature' };

export function checkStripeSignature(secret: string, rawBody: Buffer, header: string | undefined, now: Date, toleranceSeconds = STRIPE_TOLERANCE_SECONDS): StripeSignatureCheck {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't') timestamp = value;
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return { ok: false, reason: 'too old or too new' };
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]));
  // Every v1 is checked, so a rolled secret's second signature works and the time taken does not depend on which matched.
  const matched = signatures.map((s) => sameHex(expected, s)).includes(true);
  return matched ? { ok: true } : { ok: false, reason: 'no matching signature' };
}
