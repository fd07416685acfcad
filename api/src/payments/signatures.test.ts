import { checkStripeSignature, razorpayPaymentSignatureValid, razorpayWebhookSignatureValid } from './signatures';

// Vectors computed outside this code with `openssl dgst -sha256 -hmac <secret>`.
const RAZORPAY_PAYMENT = 'c5685df641ec753828d563cd9c23453612e1778804e11429bcdd8245eeb1d138';
const RAZORPAY_WEBHOOK = '68c41c9b8925cbc7a79c80f75b6c4bbe07874233a6a7b38b95971e4ae2b929b3';
const STRIPE_V1 = 'a13d4b1f9003bc2fb6c06224e878b6056185eaa50d40e1e7dc05517f8af41d7b';
const STRIPE_BODY = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
const STRIPE_T = new Date(1_700_000_000_000);

describe('Razorpay signatures', () => {
  it('accepts the payment signature over order_id|payment_id with the key secret', () => {
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', RAZORPAY_PAYMENT)).toBe(true);
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', RAZORPAY_PAYMENT.toUpperCase())).toBe(true);
  });

  it('refuses another order, another payment, another secret, or a malformed signature', () => {
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_other', 'pay_29QQoUBi66xm2f', RAZORPAY_PAYMENT)).toBe(false);
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_other', RAZORPAY_PAYMENT)).toBe(false);
    expect(razorpayPaymentSignatureValid('webhook_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', RAZORPAY_PAYMENT)).toBe(false);
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', RAZORPAY_PAYMENT.slice(2))).toBe(false);
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', undefined)).toBe(false);
    expect(razorpayPaymentSignatureValid('rzp_secret_test', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', `zz${RAZORPAY_PAYMENT.slice(2)}`)).toBe(false);
  });

  it('checks webhooks over the raw body with the webhook secret', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(razorpayWebhookSignatureValid('webhook_secret_test', body, RAZORPAY_WEBHOOK)).toBe(true);
    expect(razorpayWebhookSignatureValid('webhook_secret_test', Buffer.from('{"event": "payment.captured"}'), RAZORPAY_WEBHOOK)).toBe(false);
  });
});

describe('Stripe signatures', () => {
  it('accepts a v1 signature of t.body within 300 seconds', () => {
    expect(checkStripeSignature('whsec_test_secret', STRIPE_BODY, `t=1700000000,v1=${STRIPE_V1}`, STRIPE_T)).toEqual({ ok: true });
    expect(checkStripeSignature('whsec_test_secret', STRIPE_BODY, `t=1700000000,v1=${'0'.repeat(64)},v1=${STRIPE_V1},v0=x`, new Date(STRIPE_T.getTime() + 300_000))).toEqual({ ok: true });
  });

  it('refuses late, early, tampered and malformed events', () => {
    const header = `t=1700000000,v1=${STRIPE_V1}`;
    expect(checkStripeSignature('whsec_test_secret', STRIPE_BODY, header, new Date(STRIPE_T.getTime() + 301_000))).toEqual({ ok: false, reason: 'too old or too new' });
    expect(checkStripeSignature('whsec_test_secret', STRIPE_BODY, header, new Date(STRIPE_T.getTime() - 301_000))).toEqual({ ok: false, reason: 'too old or too new' });
    expect(checkStripeSignature('whsec_test_secret', Buffer.from('{"id":"evt_2"}'), header, STRIPE_T)).toEqual({ ok: false, reason: 'no matching signature' });
    expect(checkStripeSignature('whsec_other', STRIPE_BODY, header, STRIPE_T)).toEqual({ ok: false, reason: 'no matching signature' });
    // A signature with a moved timestamp does not verify.
    expect(checkStripeSignature('whsec_test_secret', STRIPE_BODY, `t=1700000100,v1=${STRIPE_V1}`, STRIPE_T)).toEqual({ ok: false, reason: 'no matching signature' });
    for (const bad of [undefined, '', `v1=${STRIPE_V1}`, 't=1700000000', `t=abc,v1=${STRIPE_V1}`]) {
      expect(checkStripeSignature('whsec_test_secret', STRIPE_BODY, bad, STRIPE_T)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
