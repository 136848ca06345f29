import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH } from '../config.js';
import { authenticationRequired } from '../errors.js';
import type { AuthUser } from '../repositories/users.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null (from the `amora_session` cookie). */
    user: AuthUser | null;
  }
}

/** The logged-in member of a request, or 403 `authentication_required` (spec §8). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw authenticationRequired();
  return request.user;
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days (spec §9), Secure
 * when the request came over https (X-Forwarded-Proto behind the proxy).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH.sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: AUTH.sessionMaxAgeSeconds,
    secure: request.protocol === 'https',
  });
}

/** Expires the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH.sessionCookie, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' });
}

/** The raw session token of the request's cookie, if any. */
export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[AUTH.sessionCookie];
  return token && token.length > 0 && token.length < 200 ? token : null;
}

/**
 * Plugin 7: `request.user` from the session cookie (only when the cookie is present; served
 * from the in-process session cache, else one indexed query). A session only counts on the
 * site it was created on.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    request.user = token ? await app.repos.users.sessionUser(token, request.site.id) : null;
  });
}, { name: 'amora-auth' });
