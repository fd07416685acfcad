import { readTrustProxy } from '../http/trust-proxy';
import { outboxReadable, readCustomerConfig } from './config';

function read(env: Record<string, string>) {
  const problems: string[] = [];
  const config = readCustomerConfig(env, problems);
  return { config, problems };
}

describe('customer configuration', () => {
  it('defaults to the outbox on every channel, readable', () => {
    const { config, problems } = read({});
    expect(problems).toEqual([]);
    expect(config).toEqual({ sms: { provider: 'outbox' }, email: { provider: 'outbox' }, whatsapp: { provider: 'outbox' } });
    expect(outboxReadable(config)).toBe(true);
  });

  it('reads every provider with its keys; the outbox closes unless OUTBOX_ENABLED=true', () => {
    const env = {
      OTP_PEPPER: 'p'.repeat(32),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'tmpl',
      MSG91_CODE_VARIABLE: 'code',
      MSG91_API_BASE: 'http://127.0.0.1:9/',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mailer:p%40ss@mail.example:2525',
      SMTP_FROM: 'codes@floorplanner.example',
      WHATSAPP_PROVIDER: 'cloud-api',
      WHATSAPP_ACCESS_TOKEN: 'wa',
      WHATSAPP_PHONE_NUMBER_ID: '1059',
      WHATSAPP_TEMPLATE_NAME: 'verification_code',
    };
    const { config, problems } = read(env);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      otpPepper: 'p'.repeat(32),
      sms: { provider: 'msg91', authKey: 'key', templateId: 'tmpl', codeVariable: 'code', apiBase: 'http://127.0.0.1:9' },
      email: { provider: 'smtp', host: 'mail.example', port: 2525, implicitTls: false, user: 'mailer', password: 'p@ss', from: 'codes@floorplanner.example' },
      whatsapp: {
        provider: 'cloud-api',
        accessToken: 'wa',
        phoneNumberId: '1059',
        templateName: 'verification_code',
        templateLanguage: 'en_US',
        apiBase: 'https://graph.facebook.com/v21.0',
      },
    });
    expect(outboxReadable(config)).toBe(false);
    expect(outboxReadable(read({ ...env, OUTBOX_ENABLED: 'true' }).config)).toBe(true);
    expect(outboxReadable(read({ OUTBOX_ENABLED: 'false' }).config)).toBe(false);
  });

  it('Twilio takes a sender or a messaging service; smtps defaults to port 465', () => {
    const sid = `AC${'a'.repeat(32)}`;
    expect(read({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }).config.sms).toEqual({
      provider: 'twilio',
      accountSid: sid,
      authToken: 't',
      messagingServiceSid: 'MG1',
      apiBase: 'https://api.twilio.com',
    });
    expect(read({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://mail.example', SMTP_FROM: 'a@b.example' }).config.email).toMatchObject({ port: 465, implicitTls: true });
  });

  it('names every missing or malformed setting, without echoing secrets', () => {
    const { problems } = read({
      OTP_PEPPER: 'short',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'nope',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'http://user:hunter2@mail.example',
      SMTP_FROM: 'Codes <codes@x.example>',
      WHATSAPP_PROVIDER: 'cloud-api',
      WHATSAPP_PHONE_NUMBER_ID: 'abc',
      OUTBOX_ENABLED: 'yes',
    });
    expect(problems).toEqual([
      'OTP_PEPPER must be at least 32 characters',
      'TWILIO_AUTH_TOKEN is required when SMS_PROVIDER is twilio',
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER is twilio',
      'TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits',
      'SMTP_FROM must be a plain email address',
      'SMTP_URL must be a smtp:// or smtps:// URL',
      'WHATSAPP_ACCESS_TOKEN is required when WHATSAPP_PROVIDER is cloud-api',
      'WHATSAPP_TEMPLATE_NAME is required when WHATSAPP_PROVIDER is cloud-api',
      'WHATSAPP_PHONE_NUMBER_ID must be digits',
      'OUTBOX_ENABLED must be true or false (got "yes")',
    ]);
    expect(problems.join(' ')).not.toContain('hunter2');
    expect(read({ SMS_PROVIDER: 'carrier-pigeon' }).problems).toEqual(['SMS_PROVIDER must be one of outbox, msg91, twilio (got "carrier-pigeon")']);
  });

  it('TRUST_PROXY: off by default, true, a hop count, or proxy addresses', () => {
    const problems: string[] = [];
    expect(readTrustProxy({}, problems)).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: 'true' }, problems)).toBe(true);
    const twoHops = readTrustProxy({ TRUST_PROXY: '2' }, problems) as (address: string, hop: number) => boolean;
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.1', 1), twoHops('10.0.0.1', 2)]).toEqual([true, true, false]);
    expect(readTrustProxy({ TRUST_PROXY: '10.0.0.0/8, loopback' }, problems)).toEqual(['10.0.0.0/8', 'loopback']);
    expect(problems).toEqual([]);
    readTrustProxy({ TRUST_PROXY: 'everyone' }, problems);
    expect(problems).toEqual([expect.stringContaining('TRUST_PROXY')]);
  });
});
