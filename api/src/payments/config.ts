// Payment settings from the environment: which gateway takes payments (per currency if wanted) and
// each real gateway's keys. Secrets stay here and in the gateway adapters; never logged or sent out.
import { CURRENCIES } from '../forms/prices';
import { GATEWAY_NAMES, type GatewayName } from './orders';

export const RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const STRIPE_API_BASE = 'https://api.stripe.com';

export interface PaymentConfig {
  /** PAYMENT_GATEWAY, default test. */
  gateway: GatewayName;
  /** PAYMENT_GATEWAY_<CURRENCY>, e.g. PAYMENT_GATEWAY_USD=stripe. */
  gatewayByCurrency: Partial<Record<string, GatewayName>>;
  /** PUBLIC_BASE_URL: the site's own origin, for the return addresses real gateways need. */
  publicBaseUrl?: string;
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string; checkoutScript: string };
  stripe?: { secretKey: string; webhookSecret: string; apiBase: string };
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function gatewayName(env: Env, name: string, problems: string[]): GatewayName | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  if ((GATEWAY_NAMES as readonly string[]).includes(raw)) return raw as GatewayName;
  problems.push(`${name} must be one of ${GATEWAY_NAMES.join(', ')} (got "${raw}")`);
  return undefined;
}

function httpUrl(env: Env, name: string, fallback: string | undefined, problems: string[]): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  if (!/^https?:\/\/[^\s/]+(?::\d+)?(\/[^\s]*)?$/.test(raw)) {
    problems.push(`${name} must be an http:// or https:// URL`);
    return undefined;
  }
  return raw.replace(/\/+$/, '');
}

/** Pure; problems are added to `problems` so the caller reports them with every other setting. */
export function readPaymentConfig(env: Env, problems: string[]): PaymentConfig {
  const gateway = gatewayName(env, 'PAYMENT_GATEWAY', problems) ?? 'test';
  const gatewayByCurrency: Partial<Record<string, GatewayName>> = {};
  for (const currency of CURRENCIES) {
    const chosen = gatewayName(env, `PAYMENT_GATEWAY_${currency}`, problems);
    if (chosen) gatewayByCurrency[currency] = chosen;
  }
  const used = new Set<GatewayName>([gateway, ...Object.values(gatewayByCurrency).filter((g): g is GatewayName => g !== undefined)]);
  const publicBaseUrl = httpUrl(env, 'PUBLIC_BASE_URL', undefined, problems);

  const need = (gatewayLabel: string, names: string[]): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = read(env, name);
      if (value === undefined) problems.push(`${name} is required when ${gatewayLabel} takes payments`);
      else values[name] = value;
    }
    return values;
  };

  const config: PaymentConfig = { gateway, gatewayByCurrency, ...(publicBaseUrl !== undefined && { publicBaseUrl }) };
  if ((used.has('razorpay') || used.has('stripe')) && read(env, 'PUBLIC_BASE_URL') === undefined) {
    problems.push('PUBLIC_BASE_URL is required when Razorpay or Stripe takes payments (their return addresses must be absolute)');
  }
  if (used.has('razorpay')) {
    const keys = need('Razorpay', ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);
    const apiBase = httpUrl(env, 'RAZORPAY_API_BASE', RAZORPAY_API_BASE, problems) ?? RAZORPAY_API_BASE;
    const checkoutScript = httpUrl(env, 'RAZORPAY_CHECKOUT_SCRIPT', RAZORPAY_CHECKOUT_SCRIPT, problems) ?? RAZORPAY_CHECKOUT_SCRIPT;
    config.razorpay = {
      keyId: keys['RAZORPAY_KEY_ID'] ?? '',
      keySecret: keys['RAZORPAY_KEY_SECRET'] ?? '',
      webhookSecret: keys['RAZORPAY_WEBHOOK_SECRET'] ?? '',
      apiBase,
      checkoutScript,
    };
  }
  if (used.has('stripe')) {
    const keys = need('Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    const apiBase = httpUrl(env, 'STRIPE_API_BASE', STRIPE_API_BASE, problems) ?? STRIPE_API_BASE;
    config.stripe = { secretKey: keys['STRIPE_SECRET_KEY'] ?? '', webhookSecret: keys['STRIPE_WEBHOOK_SECRET'] ?? '', apiBase };
  }
  return config;
}

export function gatewayFor(config: PaymentConfig, currency: string): GatewayName {
  return config.gatewayByCurrency[currency] ?? config.gateway;
}
