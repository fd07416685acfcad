// The development outbox: every message the product "sent" while no provider is configured,
// as JSON (/api/dev/outbox) and as a page (/dev/outbox), newest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readOutbox } from '../../customer/delivery';
import { OutboxList } from '../../schemas/customer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const outbox: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.outboxInUse) return;

  app.get('/api/dev/outbox', { schema: { summary: 'Messages in the outbox, newest first', tags: ['dev'], response: { 200: OutboxList } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readOutbox(app.db);
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await readOutbox(app.db))
      .map((m) => `<tr><td>${escape(m.createdAt)}</td><td>${escape(m.channel)}</td><td>${escape(m.to)}</td><td>${escape(m.body)}</td></tr>`)
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (development)</title>
<style>body{font:15px system-ui,sans-serif;margin:16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start;vertical-align:top}</style></head>
<body><h1>Outbox</h1><p>Messages are stored here instead of being sent, because no SMS, email or WhatsApp provider is configured.</p>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
  });
};

export default outbox;
