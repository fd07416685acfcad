// SMS through Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form
// fields To, From (or MessagingServiceSid) and Body, HTTP basic auth with the account SID and token.
import type { TwilioConfig } from '../config';
import type { ChannelAdapter } from '../delivery';
import { callProvider } from './provider-http';

export function twilioSmsAdapter(config: TwilioConfig): ChannelAdapter {
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (config.messagingServiceSid !== undefined) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from !== undefined) form.set('From', config.from);
      await callProvider('Twilio', `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
    },
  };
}
