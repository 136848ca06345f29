import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH } from '../config.js';
import { authenticationRequired } from '../errors.js';
import type { AuthUser } from '../repositories/users.js';
import { sessionCookie } from '../services/session-cookie.js';
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
 * The member's session cookie (issue 16): `__Host-amora_session`, always Secure, when the
 * configured public URL is https; else `amora_session`, Secure when the request came over https
 * (X-Forwarded-Proto of a trusted proxy).
 */
const memberCookie = sessionCookie({ name: AUTH.sessionCookie, secureName: AUTH.secureSessionCookie, sameSite: 'lax', maxAgeSeconds: AUTH.sessionMaxAgeSeconds });

/**
 * Sets the session cookie (see `memberCookie` for its name): HttpOnly, SameSite=Lax, Path=/,
 * Max-Age 30 days (spec §9; the server ends it sooner when idle, AUTH.sessionIdleSeconds).
 */
export const setSessionCookie = memberCookie.set;

/** Expires the session cookie. */
export const clearSessionCookie = memberCookie.clear;

/** The raw session token of the request's cookie, if any. */
export const sessionToken = memberCookie.token;

/**
 * Starts a new session for `userId` and sets its cookie, ending the request's previous one
 * (login, sign-up; issue 16 "a new session id at every privilege change"). Returns the token.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
  const users = request.server.repos.users;
  const previous = sessionToken(request);
  if (previous) await users.deleteSession(previous);
  const token = await users.createSession(userId, { userAgent: request.headers['user-agent'], ip: request.ip });
  setSessionCookie(request, reply, token);
  return token;
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
