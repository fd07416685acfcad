// WhatsApp through the Cloud API: POST {graph base}/{phone-number-id}/messages with a bearer
// token. A code goes in the approved authentication template (the code in the body parameter and
// in the copy-code button); other text goes as a text message, which WhatsApp delivers only
// inside a conversation the visitor opened in the last 24 hours.
import type { WhatsAppConfig } from '../config';
import type { ChannelAdapter, Message } from '../delivery';
import { callProvider } from './provider-http';

function payload(config: WhatsAppConfig, message: Message): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to.replace(/^\+/, '') };
  if (message.code === undefined) return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
  const code = [{ type: 'text', text: message.code }];
  return {
    ...base,
    type: 'template',
    template: {
      name: config.templateName,
      language: { code: config.templateLanguage },
      components: [
        { type: 'body', parameters: code },
        { type: 'button', sub_type: 'url', index: '0', parameters: code },
      ],
    },
  };
}

export function whatsappCloudAdapter(config: WhatsAppConfig): ChannelAdapter {
  return {
    async send(message) {
      await callProvider('WhatsApp Cloud API', `${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload(config, message)),
      });
    },
  };
}
