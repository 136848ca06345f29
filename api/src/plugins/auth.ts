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
 * The session cookie's name and Secure flag (issue 16): `__Host-amora_session`, always Secure,
 * when the configured public URL is https; else `amora_session`, Secure when the request came
 * over https (X-Forwarded-Proto of a trusted proxy).
 */
function sessionCookie(request: FastifyRequest): { name: string; secure: boolean } {
  if (request.server.config.publicUrl?.startsWith('https:')) return { name: AUTH.secureSessionCookie, secure: true };
  return { name: AUTH.sessionCookie, secure: request.protocol === 'https' };
}

/**
 * Sets the session cookie (see `sessionCookie` for its name): HttpOnly, SameSite=Lax, Path=/,
 * Max-Age 30 days (spec §9; the server ends it sooner when idle, AUTH.sessionIdleSeconds).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { name, secure } = sessionCookie(request);
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: AUTH.sessionMaxAgeSeconds, secure });
}

/** Expires the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { name, secure } = sessionCookie(request);
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

/** The raw session token of the request's cookie, if any. */
export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[sessionCookie(request).name];
  return token && token.length > 0 && token.length < 200 ? token : null;
}

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
