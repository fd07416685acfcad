// Browser hardening headers: nosniff on every response, CSP and referrer policy on HTML pages.
import fp from 'fastify-plugin';

// Styles allow 'unsafe-inline' because components set inline style attributes; scripts stay same-origin only.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: the thank-you page shows bought drawings it fetched with the session token (no cookie to send).
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      const contentType = reply.getHeader('content-type');
      if (typeof contentType === 'string' && contentType.startsWith('text/html')) {
        // A route that needs more (a payment gateway's checkout script) sets its own, stricter-than-none policy.
        if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
        reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
