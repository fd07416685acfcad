// Settings of the customer service from the environment: the code pepper, which provider carries
// each channel (SMS, email, WhatsApp) with its keys, and whether the development outbox is readable.
// Secrets stay here and in the adapters; never logged.

export const MIN_OTP_PEPPER_LENGTH = 32;
export const MSG91_API_BASE = 'https://control.msg91.com';
export const TWILIO_API_BASE = 'https://api.twilio.com';
export const WHATSAPP_API_BASE = 'https://graph.facebook.com/v21.0';

export const SMS_PROVIDERS = ['outbox', 'msg91', 'twilio'] as const;
export const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;
export const WHATSAPP_PROVIDERS = ['outbox', 'cloud-api'] as const;

export interface Msg91Config {
  provider: 'msg91';
  authKey: string;
  /** The Flow (DLT) template that carries the code in one variable. */
  templateId: string;
  /** Name of that variable in the template, `otp` unless set. */
  codeVariable: string;
  apiBase: string;
}

export interface TwilioConfig {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or alphanumeric sender; or a messaging service instead. */
  from?: string;
  messagingServiceSid?: string;
  apiBase: string;
}

export interface SmtpConfig {
  provider: 'smtp';
  host: string;
  port: number;
  /** smtps:// (TLS from the first byte) rather than smtp:// (STARTTLS when the server offers it). */
  implicitTls: boolean;
  user?: string;
  password?: string;
  /** The envelope and header sender, a bare address. */
  from: string;
}

export interface WhatsAppConfig {
  provider: 'cloud-api';
  accessToken: string;
  phoneNumberId: string;
  /** An approved authentication template with a copy-code button. */
  templateName: string;
  templateLanguage: string;
  /** Graph API base including its version, e.g. https://graph.facebook.com/v21.0. */
  apiBase: string;
}

export interface CustomerConfig {
  /** OTP_PEPPER; when unset a generated one is kept in DATA_DIR/otp-pepper. */
  otpPepper?: string;
  sms: { provider: 'outbox' } | Msg91Config | TwilioConfig;
  email: { provider: 'outbox' } | SmtpConfig;
  whatsapp: { provider: 'outbox' } | WhatsAppConfig;
  /** OUTBOX_ENABLED when set; otherwise the outbox is readable only while no real provider is configured. */
  outboxEnabled?: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], problems: string[]): T {
  const raw = read(env, name) ?? allowed[0]!;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return allowed[0]!;
}

function httpBase(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = read(env, name) ?? fallback;
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(raw)) {
    problems.push(`${name} must be an http:// or https:// URL`);
    return fallback;
  }
  return raw.replace(/\/+$/, '');
}

const EMAIL_ADDRESS = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;

function smtpConfig(env: Env, problems: string[]): SmtpConfig | undefined {
  const rawUrl = read(env, 'SMTP_URL');
  const from = read(env, 'SMTP_FROM');
  if (rawUrl === undefined) problems.push('SMTP_URL is required when EMAIL_PROVIDER is smtp (smtp://user:password@host:587 or smtps://…:465)');
  if (from === undefined) problems.push('SMTP_FROM is required when EMAIL_PROVIDER is smtp (the sender address)');
  else if (!EMAIL_ADDRESS.test(from)) problems.push('SMTP_FROM must be a plain email address');
  if (rawUrl === undefined || from === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    // The value may hold a password, so it is not echoed back.
    problems.push('SMTP_URL must be a smtp:// or smtps:// URL');
    return undefined;
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    problems.push('SMTP_URL must be a smtp:// or smtps:// URL');
    return undefined;
  }
  const implicitTls = url.protocol === 'smtps:';
  return {
    provider: 'smtp',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : implicitTls ? 465 : 587,
    implicitTls,
    ...(url.username && { user: decodeURIComponent(url.username) }),
    ...(url.password && { password: decodeURIComponent(url.password) }),
    from,
  };
}

/** Pure; problems are added to `problems` so the caller reports them with every other setting. */
export function readCustomerConfig(env: Env, problems: string[]): CustomerConfig {
  const need = (label: string, names: string[]): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = read(env, name);
      if (value === undefined) problems.push(`${name} is required when ${label}`);
      else values[name] = value;
    }
    return values;
  };

  const otpPepper = read(env, 'OTP_PEPPER');
  if (otpPepper !== undefined && otpPepper.length < MIN_OTP_PEPPER_LENGTH) {
    problems.push(`OTP_PEPPER must be at least ${MIN_OTP_PEPPER_LENGTH} characters`);
  }

  let sms: CustomerConfig['sms'] = { provider: 'outbox' };
  const smsProvider = choice(env, 'SMS_PROVIDER', SMS_PROVIDERS, problems);
  if (smsProvider === 'msg91') {
    const keys = need('SMS_PROVIDER is msg91', ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']);
    const codeVariable = read(env, 'MSG91_CODE_VARIABLE') ?? 'otp';
    if (!/^[A-Za-z0-9_]{1,40}$/.test(codeVariable)) problems.push('MSG91_CODE_VARIABLE must be a template variable name (letters, digits, _)');
    sms = {
      provider: 'msg91',
      authKey: keys['MSG91_AUTH_KEY'] ?? '',
      templateId: keys['MSG91_TEMPLATE_ID'] ?? '',
      codeVariable,
      apiBase: httpBase(env, 'MSG91_API_BASE', MSG91_API_BASE, problems),
    };
  } else if (smsProvider === 'twilio') {
    const keys = need('SMS_PROVIDER is twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    const from = read(env, 'TWILIO_FROM');
    const messagingServiceSid = read(env, 'TWILIO_MESSAGING_SERVICE_SID');
    if (from === undefined && messagingServiceSid === undefined) {
      problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER is twilio');
    }
    const accountSid = keys['TWILIO_ACCOUNT_SID'] ?? '';
    if (accountSid && !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits');
    sms = {
      provider: 'twilio',
      accountSid,
      authToken: keys['TWILIO_AUTH_TOKEN'] ?? '',
      ...(from !== undefined && { from }),
      ...(messagingServiceSid !== undefined && { messagingServiceSid }),
      apiBase: httpBase(env, 'TWILIO_API_BASE', TWILIO_API_BASE, problems),
    };
  }

  let email: CustomerConfig['email'] = { provider: 'outbox' };
  if (choice(env, 'EMAIL_PROVIDER', EMAIL_PROVIDERS, problems) === 'smtp') email = smtpConfig(env, problems) ?? email;

  let whatsapp: CustomerConfig['whatsapp'] = { provider: 'outbox' };
  if (choice(env, 'WHATSAPP_PROVIDER', WHATSAPP_PROVIDERS, problems) === 'cloud-api') {
    const keys = need('WHATSAPP_PROVIDER is cloud-api', ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE_NAME']);
    const phoneNumberId = keys['WHATSAPP_PHONE_NUMBER_ID'] ?? '';
    if (phoneNumberId && !/^\d+$/.test(phoneNumberId)) problems.push('WHATSAPP_PHONE_NUMBER_ID must be digits');
    const templateLanguage = read(env, 'WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en_US';
    if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(templateLanguage)) problems.push('WHATSAPP_TEMPLATE_LANGUAGE must be a language code such as en or en_US');
    whatsapp = {
      provider: 'cloud-api',
      accessToken: keys['WHATSAPP_ACCESS_TOKEN'] ?? '',
      phoneNumberId,
      templateName: keys['WHATSAPP_TEMPLATE_NAME'] ?? '',
      templateLanguage,
      apiBase: httpBase(env, 'WHATSAPP_API_BASE', WHATSAPP_API_BASE, problems),
    };
  }

  const outboxRaw = read(env, 'OUTBOX_ENABLED');
  if (outboxRaw !== undefined && outboxRaw !== 'true' && outboxRaw !== 'false') {
    problems.push(`OUTBOX_ENABLED must be true or false (got "${outboxRaw}")`);
  }

  return {
    ...(otpPepper !== undefined && { otpPepper }),
    sms,
    email,
    whatsapp,
    ...((outboxRaw === 'true' || outboxRaw === 'false') && { outboxEnabled: outboxRaw === 'true' }),
  };
}

/** True when at least one channel goes to a real provider. */
export function anyRealProvider(config: CustomerConfig): boolean {
  return config.sms.provider !== 'outbox' || config.email.provider !== 'outbox' || config.whatsapp.provider !== 'outbox';
}

/** The outbox can be read while no real provider is configured, or when the operator says so. */
export function outboxReadable(config: CustomerConfig): boolean {
  return config.outboxEnabled ?? !anyRealProvider(config);
}
