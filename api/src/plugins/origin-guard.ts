import { ApiError } from '../errors.js';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths that authenticate otherwise and are not called from the site's pages: the operator's
 * (deploy token) and the unsubscribe link of a mail, which mail providers post to (RFC 8058).
 */
const EXEMPT = new Set(['/api/remotes.php', '/api/unsubscribe.php']);

/**
 * Whether an Origin header belongs to the request's own host. The ports must match only when
 * the request's host carries one (the shell's proxy sends `localhost:3000`).
 */
export function sameOrigin(origin: string, requestHost: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = requestHost.toLowerCase();
  return host.includes(':') && !host.startsWith('[') ? url.host.toLowerCase() === host : url.hostname.toLowerCase() === host;
}

/**
 * Plugin 8: cross-site request forgery guard on top of SameSite=Lax. A state-changing request
 * (POST/PUT/PATCH/DELETE) whose Origin header is present and names another host than the
 * request's (X-Forwarded-Host or Host) gets 403 `forbidden_origin`, except on the EXEMPT paths.
 */
export const originGuardPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (EXEMPT.has(request.url.split('?')[0] ?? '')) return;
    if (!sameOrigin(origin, request.host)) {
      throw new ApiError(403, 'forbidden_origin', 'Requests from another origin are not allowed.');
    }
  });
}, { name: 'amora-origin-guard' });
