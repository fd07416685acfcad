// SMS through MSG91's Flow API (POST /api/v5/flow, `authkey` header): an approved DLT template
// whose one variable receives the code. MSG91 sends templates only, so free text is refused.
import type { Msg91Config } from '../config';
import type { ChannelAdapter } from '../delivery';
import { callProvider, ProviderError } from './provider-http';

export function msg91SmsAdapter(config: Msg91Config): ChannelAdapter {
  return {
    async send(message) {
      if (message.code === undefined) throw new ProviderError('MSG91 sends one-time passwords only (its template has no free text)');
      const answer = await callProvider('MSG91', `${config.apiBase}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: config.templateId,
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/^\+/, ''), [config.codeVariable]: message.code }],
        }),
      });
      // MSG91 can answer 200 with { type: 'error', message }.
      const result = answer as { type?: unknown; message?: unknown } | null;
      if (result?.type !== 'success') throw new ProviderError(`MSG91 refused the message: ${String(result?.message ?? 'no answer')}`);
    },
  };
}
