import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeHttpApi, startFakeSmtpServer, type FakeHttpApi } from '../../test-support/fake-providers';
import type { Message } from '../delivery';
import { msg91SmsAdapter } from './msg91-sms';
import { callProvider, ProviderError, scrub } from './provider-http';
import { composeEmail, smtpEmailAdapter } from './smtp-email';
import { twilioSmsAdapter } from './twilio-sms';
import { whatsappCloudAdapter } from './whatsapp-cloud';

const CODE_SMS: Message = { channel: 'sms', to: '+919876543210', body: '123456 is your Floor Planner verification code.', code: '123456' };

describe('message provider adapters against local fakes of their APIs', () => {
  let api: FakeHttpApi;
  beforeEach(async () => {
    api = await startFakeHttpApi();
  });
  afterEach(async () => {
    await api.close();
  });

  it('MSG91: POST /api/v5/flow with the authkey header and the code in the template variable', async () => {
    api.answer(200, { type: 'success', message: '3763646c3058373530393938' });
    const sms = msg91SmsAdapter({ provider: 'msg91', authKey: 'msg91-key', templateId: 'tmpl-1', codeVariable: 'otp', apiBase: api.base });
    await sms.send(CODE_SMS);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(request!.headers['authkey']).toBe('msg91-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ template_id: 'tmpl-1', short_url: '0', recipients: [{ mobiles: '919876543210', otp: '123456' }] });
  });

  it('MSG91: a 200 with type error, an HTTP error and free text are failures', async () => {
    const sms = msg91SmsAdapter({ provider: 'msg91', authKey: 'k', templateId: 't', codeVariable: 'otp', apiBase: api.base });
    api.answer(200, { type: 'error', message: 'Invalid template for 919876543210' });
    await expect(sms.send(CODE_SMS)).rejects.toThrow('MSG91 refused the message: Invalid template for …');
    api.answer(401, { type: 'error', message: 'AuthenticationFailure' });
    await expect(sms.send(CODE_SMS)).rejects.toThrow(/MSG91 answered 401/);
    await expect(sms.send({ channel: 'sms', to: '+919876543210', body: 'Payment received' })).rejects.toThrow(ProviderError);
    expect(api.requests).toHaveLength(2);
  });

  it('Twilio: POST Messages.json, basic auth with the account SID and token, form fields To, From, Body', async () => {
    api.answer(201, { sid: 'SM123', status: 'queued' });
    const sid = `AC${'0123456789abcdef'.repeat(2)}`;
    const sms = twilioSmsAdapter({ provider: 'twilio', accountSid: sid, authToken: 'twilio-secret', from: '+15005550006', apiBase: api.base });
    await sms.send(CODE_SMS);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${sid}/Messages.json` });
    expect(request!.headers['authorization']).toBe(`Basic ${Buffer.from(`${sid}:twilio-secret`).toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ To: '+919876543210', From: '+15005550006', Body: CODE_SMS.body });
  });

  it('Twilio: a messaging service instead of From; an error answer is a failure with numbers scrubbed', async () => {
    const sms = twilioSmsAdapter({ provider: 'twilio', accountSid: 'AC1', authToken: 't', messagingServiceSid: 'MG1', apiBase: api.base });
    api.answer(400, { code: 21211, message: "The 'To' number +919876543210 is not a valid phone number." });
    const failure = sms.send(CODE_SMS);
    await expect(failure).rejects.toThrow(/Twilio answered 400/);
    await expect(failure).rejects.not.toThrow(/9876543210/);
    expect(new URLSearchParams(api.requests[0]!.body).get('MessagingServiceSid')).toBe('MG1');
    expect(new URLSearchParams(api.requests[0]!.body).get('From')).toBeNull();
  });

  it('WhatsApp Cloud API: the authentication template with the code in the body and the copy-code button', async () => {
    api.answer(200, { messaging_product: 'whatsapp', contacts: [{ input: '8801711000000', wa_id: '8801711000000' }], messages: [{ id: 'wamid.1' }] });
    const whatsapp = whatsappCloudAdapter({
      provider: 'cloud-api',
      accessToken: 'wa-token',
      phoneNumberId: '105954558954427',
      templateName: 'verification_code',
      templateLanguage: 'en_US',
      apiBase: `${api.base}/v21.0`,
    });
    await whatsapp.send({ channel: 'whatsapp', to: '+8801711000000', body: 'ignored for templates', code: '654321' });
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/105954558954427/messages' });
    expect(request!.headers['authorization']).toBe('Bearer wa-token');
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '8801711000000',
      type: 'template',
      template: {
        name: 'verification_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '654321' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '654321' }] },
        ],
      },
    });

    await whatsapp.send({ channel: 'whatsapp', to: '+8801711000000', body: 'Payment received' });
    expect(JSON.parse(api.requests[1]!.body)).toMatchObject({ type: 'text', text: { body: 'Payment received' } });
    api.answer(400, { error: { message: 'Template name does not exist', code: 132001 } });
    await expect(whatsapp.send({ channel: 'whatsapp', to: '+8801711000000', body: 'x', code: '1' })).rejects.toThrow(/WhatsApp Cloud API answered 400/);
  });

  it('an unreachable provider is a failure', async () => {
    await api.close();
    const sms = twilioSmsAdapter({ provider: 'twilio', accountSid: 'AC1', authToken: 't', from: '+1', apiBase: api.base });
    await expect(sms.send(CODE_SMS)).rejects.toThrow('Twilio could not be reached');
    api = await startFakeHttpApi();
  });

  it('a provider that never answers fails at the time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      await expect(callProvider('MSG91', `http://127.0.0.1:${port}/api/v5/flow`, { method: 'POST' }, 200)).rejects.toThrow('MSG91 no answer within 200 ms');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('scrubs numbers, codes and addresses from provider messages', () => {
    expect(scrub('To +91 98765 43210 (code 123456) for a@b.example failed with 400')).toBe('To … (code …) for …@… failed with 400');
  });
});

describe('SMTP adapter against a local fake SMTP server', () => {
  it('authenticates, sends the mail with its headers and a base64 body, and quits', async () => {
    const smtp = await startFakeSmtpServer({ user: 'mailer', password: 'smtp-secret' });
    try {
      const email = smtpEmailAdapter(
        { provider: 'smtp', host: smtp.host, port: smtp.port, implicitTls: false, user: 'mailer', password: 'smtp-secret', from: 'codes@floorplanner.example' },
        { now: () => new Date('2026-11-22T10:00:00Z') },
      );
      await email.send({ channel: 'email', to: 'asha@example.com', subject: 'Your code', body: '123456 is your code.\n.\nBye', code: '123456' });
      const [mail] = smtp.mails;
      expect(mail!.from).toBe('codes@floorplanner.example');
      expect(mail!.to).toEqual(['asha@example.com']);
      expect(mail!.commands[0]).toMatch(/^EHLO /);
      expect(mail!.commands).toContain(`AUTH PLAIN ${Buffer.from('\0mailer\0smtp-secret').toString('base64')}`);
      const [head, body] = mail!.data.split('\r\n\r\n');
      expect(head).toContain('From: codes@floorplanner.example');
      expect(head).toContain('To: asha@example.com');
      expect(head).toContain('Subject: Your code');
      expect(head).toContain('Date: Sun, 22 Nov 2026 10:00:00 +0000');
      expect(head).toContain('Content-Type: text/plain; charset=utf-8');
      expect(Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('123456 is your code.\n.\nBye');
    } finally {
      await smtp.close();
    }
  });

  it('reports refused credentials and refuses header injection', async () => {
    const smtp = await startFakeSmtpServer({ user: 'mailer', password: 'right' });
    try {
      const config = { provider: 'smtp' as const, host: smtp.host, port: smtp.port, implicitTls: false, user: 'mailer', password: 'wrong', from: 'codes@x.example' };
      await expect(smtpEmailAdapter(config).send({ channel: 'email', to: 'a@b.example', body: 'x' })).rejects.toThrow(/SMTP AUTH answered 535/);
      await expect(smtpEmailAdapter(config).send({ channel: 'email', to: 'a@b.example\r\nBcc: c@d.example', body: 'x' })).rejects.toThrow(/line break/);
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('encodes a non-ASCII subject', () => {
    const mail = composeEmail('a@b.example', { channel: 'email', to: 'c@d.example', subject: 'आपका कोड', body: 'x' }, new Date(0));
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('आपका कोड').toString('base64')}?=`);
  });
});
