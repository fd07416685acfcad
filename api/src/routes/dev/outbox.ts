// The development outbox: every message the product "sent" to a channel with no provider, as JSON
// (/api/dev/outbox) and as a page (/dev/outbox), newest first. Readable only while no real
// provider is configured or OUTBOX_ENABLED=true; otherwise both answer 404 (registered either way,
// so the page URL never falls through to the web app).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readOutbox } from '../../customer/delivery';
import { ErrorResponse } from '../../schemas/common';
import { OutboxList, OutboxQuery } from '../../schemas/customer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `no route for ${request.method} ${path}` });
}

const outbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        summary: 'Messages in the outbox, newest first (development)',
        tags: ['dev'],
        querystring: OutboxQuery,
        response: { 200: OutboxList, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!app.outboxInUse) return notFound(request, reply);
      reply.header('cache-control', 'no-store');
      return readOutbox(app.db, request.query.limit);
    },
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!app.outboxInUse) return notFound(request, reply);
    const rows = (await readOutbox(app.db))
      .map((m) => `<tr><td>${escape(m.createdAt)}</td><td>${escape(m.channel)}</td><td>${escape(m.to)}</td><td>${escape(m.body)}</td></tr>`)
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (development)</title>
<style>body{font:15px system-ui,sans-serif;margin:16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start;vertical-align:top}</style></head>
<body><h1>Outbox</h1><p>Messages are stored here instead of being sent, because no provider is configured for their channel.</p>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
  });
};

export default outbox;
