import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** `Strict-Transport-Security` over https: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Plugin 1b: security headers on every API response (issue 16), by `@fastify/helmet`:
 * `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy: same-site` (pages of other
 * sites cannot embed the API's answers), `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY`, and the rest of helmet's defaults. No CSP here: the API answers JSON
 * and event streams; the HTML's CSP is the shell's. `Strict-Transport-Security` only when the
 * request came over https (directly or through a trusted proxy's `X-Forwarded-Proto`).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      hsts: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'amora-security-headers' },
);
