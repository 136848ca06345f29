import type { FastifyReply, FastifyRequest } from 'fastify';

/** How a session cookie is named and set: members' (AUTH, issue 16) or operators' (OPERATOR_AUTH, issue 31). */
export interface SessionCookieSpec {
  /** The cookie's name on http, or behind a proxy without PUBLIC_URL. */
  name: string;
  /** The name when PUBLIC_URL is https (`__Host-…`: browsers refuse it unless Secure, Path=/ and without Domain). */
  secureName: string;
  sameSite: 'lax' | 'strict';
  /** Max-Age of the cookie, in seconds: the session's absolute lifetime. */
  maxAgeSeconds: number;
}

/** Reads, sets and expires one session cookie of a request. */
export interface SessionCookie {
  /** The raw session token of the request's cookie (1 to 199 characters), else null. */
  token(request: FastifyRequest): string | null;
  /** Sets the cookie to `token`: HttpOnly, the spec's SameSite, Path=/, Max-Age `maxAgeSeconds`. */
  set(request: FastifyRequest, reply: FastifyReply, token: string): void;
  /** Expires the cookie. */
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * One session cookie as `spec` says: named `secureName` and always Secure when the configured
 * public URL is https; else `name`, Secure when the request came over https (X-Forwarded-Proto of
 * a trusted proxy).
 */
export function sessionCookie(spec: SessionCookieSpec): SessionCookie {
  const of = (request: FastifyRequest): { name: string; secure: boolean } =>
    request.server.config.publicUrl?.startsWith('https:') ? { name: spec.secureName, secure: true } : { name: spec.name, secure: request.protocol === 'https' };
  return {
    token(request) {
      const token = request.cookies[of(request).name];
      return token && token.length > 0 && token.length < 200 ? token : null;
    },
    set(request, reply, token) {
      const { name, secure } = of(request);
      reply.setCookie(name, token, { httpOnly: true, sameSite: spec.sameSite, path: '/', maxAge: spec.maxAgeSeconds, secure });
    },
    clear(request, reply) {
      const { name, secure } = of(request);
      reply.clearCookie(name, { httpOnly: true, sameSite: spec.sameSite, path: '/', secure });
    },
  };
}
