import { ConfigError, loadConfig } from '../config';
import { gatewayFor, readPaymentConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  const problems: string[] = [];
  readPaymentConfig(env, problems);
  return problems;
}

describe('payment configuration', () => {
  it('takes payments through the local test gateway by default', () => {
    expect(readPaymentConfig({}, [])).toEqual({ gateway: 'test', gatewayByCurrency: {} });
  });

  it('chooses a gateway per currency', () => {
    const config = readPaymentConfig(
      { PAYMENT_GATEWAY: 'razorpay', PAYMENT_GATEWAY_USD: 'stripe', RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PUBLIC_BASE_URL: 'https://flx.example/' },
      [],
    );
    expect(gatewayFor(config, 'INR')).toBe('razorpay');
    expect(gatewayFor(config, 'USD')).toBe('stripe');
    expect(config.publicBaseUrl).toBe('https://flx.example');
    expect(config.razorpay?.apiBase).toBe('https://api.razorpay.com');
    expect(config.stripe?.apiBase).toBe('https://api.stripe.com');
  });

  it('names every missing key and bad value', () => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'paypal' })).toEqual(['PAYMENT_GATEWAY must be one of test, razorpay, stripe (got "paypal")']);
    expect(problemsOf({ PAYMENT_GATEWAY_INR: 'razorpay', RAZORPAY_KEY_ID: 'k', PUBLIC_BASE_URL: 'https://flx.example' })).toEqual([
      'RAZORPAY_KEY_SECRET is required when Razorpay takes payments',
      'RAZORPAY_WEBHOOK_SECRET is required when Razorpay takes payments',
    ]);
    expect(problemsOf({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_BASE: 'ftp://x' })).toEqual([
      'PUBLIC_BASE_URL is required when Razorpay or Stripe takes payments (their return addresses must be absolute)',
      'STRIPE_API_BASE must be an http:// or https:// URL',
    ]);
  });

  it('fails the whole configuration at start, without echoing secrets', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'secret-looking-id' })).toThrow(ConfigError);
    try {
      loadConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'secret-looking-id' });
    } catch (error) {
      expect(String(error)).not.toContain('secret-looking-id');
    }
  });
});
