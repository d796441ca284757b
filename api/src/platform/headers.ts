// Headers on every answer of the node server, so `npm start` alone is as safe as behind
// nginx: the same security headers as nginx/templates/default.conf.template (a test keeps
// the two in step; the template explains each directive), and api answers — sessions,
// people's data — are never stored by a browser or a proxy.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, APP_API_PREFIX } from './http';

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.url.startsWith(API_PREFIX) || request.url.startsWith(APP_API_PREFIX))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
