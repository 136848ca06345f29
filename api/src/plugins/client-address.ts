import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

/** The header by which the shell's proxy proves itself (its value: `AMORA_PROXY_SECRET`). */
export const PROXY_SECRET_HEADER = 'x-amora-proxy-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the request came through the shell's proxy (it carried the proxy secret): from a browser, not a local tool. */
    viaProxy: boolean;
  }
}

/** Whether `given` equals `secret`, in time that does not depend on where they differ. */
function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Plugin 1b (issue 29): the client address that rate limits and the login throttle count
 * (`request.ip`) comes from `X-Forwarded-For` only when the request carries the shell's proxy
 * secret (`X-Amora-Proxy-Secret: <AMORA_PROXY_SECRET>`) and comes from a trusted proxy address
 * (`config.trustProxy`). Any other caller's `X-Forwarded-For` is dropped, so a process on the same
 * machine or network that calls the API directly counts as its own address, whatever it claims.
 * The secret header itself is dropped before any handler or log sees it; `request.viaProxy`
 * keeps whether it was there (the CLI key is refused on such requests, issue 31).
 */
export const clientAddressPlugin = fp(async (app) => {
  const secret = app.config.proxySecret;
  app.decorateRequest('viaProxy', false);
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    request.viaProxy = secret !== null && sameSecret(headers[PROXY_SECRET_HEADER], secret);
    if (!request.viaProxy) delete headers['x-forwarded-for'];
    delete headers[PROXY_SECRET_HEADER];
  });
}, { name: 'amora-client-address' });
