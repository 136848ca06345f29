import { type OperatorPermission, type OperatorRole, operatorMay } from '@amora/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_AUTH } from '../config.js';
import { ApiError } from '../errors.js';
import type { AuditEntry } from '../repositories/audit.js';
import type { OperatorSession } from '../repositories/operators.js';
import { safeEqual } from '../services/passwords.js';
import { sessionCookie } from '../services/session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator session of an `/api/operator/` request's cookie (second factor passed or not), or null. */
    operatorSession: OperatorSession | null;
  }
}

/**
 * Who acts in an operator call, as the audit log records it: an operator (id, e-mail, role, the
 * site ids they may act on, null = all) or the CLIs (`operatorId` null, actor `cli`, every site).
 */
export interface OperatorActor {
  operatorId: number | null;
  actor: string;
  role: OperatorRole | 'cli';
  siteIds: number[] | null;
  sessionId: number | null;
}

/** 401 `operator_authentication_required`: no operator session, or its second factor is missing. */
export const operatorAuthenticationRequired = (): ApiError =>
  new ApiError(401, 'operator_authentication_required', 'Sign in to the operator console.');

/** 403 `forbidden_role`: the operator's role does not allow this. */
export const forbiddenRole = (permission: OperatorPermission): ApiError =>
  new ApiError(403, 'forbidden_role', 'Your role does not allow this.', { permission });

/** The operator cookie: `__Host-amora_operator` when PUBLIC_URL is https, else `amora_operator`. */
const operatorCookie = sessionCookie({ name: OPERATOR_AUTH.cookie, secureName: OPERATOR_AUTH.secureCookie, sameSite: 'strict', maxAgeSeconds: OPERATOR_AUTH.sessionMaxAgeSeconds });

/** The raw operator session token of the request's cookie, if any. */
export const operatorToken = operatorCookie.token;

/** Sets the operator cookie: HttpOnly, SameSite=Strict, Path=/, for the session's absolute lifetime (OPERATOR_AUTH). */
export const setOperatorCookie = operatorCookie.set;

/** Expires the operator cookie. */
export const clearOperatorCookie = operatorCookie.clear;

/** The CLI key of a direct request (`Authorization: Bearer <AMORA_CLI_KEY>`, never through the shell's proxy), timing-safe. */
function cliKeyMatches(request: FastifyRequest): boolean {
  const key = request.server.config.cliKey;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return key !== null && !request.viaProxy && match?.[1] !== undefined && safeEqual(match[1], key);
}

/**
 * The actor of an operator call that needs `permission` (issue 31 roles, `OPERATOR_PERMISSIONS`):
 * an operator whose session passed the second factor and whose role holds it, or the CLIs (their
 * key on a direct call; every permission). `permission` null: any signed-in operator.
 * @throws 401 operator_authentication_required (no session, second factor missing, a member's
 *   session or a wrong key), 403 forbidden_role (the role lacks the permission).
 */
export function requireOperator(request: FastifyRequest, permission: OperatorPermission | null): OperatorActor {
  if (cliKeyMatches(request)) return { operatorId: null, actor: 'cli', role: 'cli', siteIds: null, sessionId: null };
  const session = request.operatorSession;
  if (!session?.mfaPassed) throw operatorAuthenticationRequired();
  const { operator } = session;
  if (permission && !operatorMay(operator.role, permission)) throw forbiddenRole(permission);
  return { operatorId: operator.id, actor: operator.email, role: operator.role, siteIds: operator.siteIds, sessionId: session.id };
}

/** Whether the actor may act on site `siteId` (an operator limited to some sites; issue 31). */
export function actorMaySite(actor: OperatorActor, siteId: number): boolean {
  return actor.siteIds === null || actor.siteIds.includes(siteId);
}

/**
 * Plugin 7b (issue 31): `request.operatorSession` from the operator cookie, looked up only for
 * `/api/operator/` paths (members' calls never pay for it).
 */
export const operatorAuthPlugin = fp(async (app) => {
  app.decorateRequest('operatorSession', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/operator/')) return;
    const token = operatorToken(request);
    request.operatorSession = token ? await app.repos.operators.session(token) : null;
  });
}, { name: 'amora-operator-auth' });

/** An audit row of `actor`'s action in `request` (issue 31 "Audit log"): who, from where, and `entry`. */
export function auditEntry(request: FastifyRequest, actor: OperatorActor, entry: Omit<AuditEntry, 'operatorId' | 'actor' | 'role' | 'ip'>): AuditEntry {
  return { operatorId: actor.operatorId, actor: actor.actor, role: actor.role, ip: request.ip, ...entry };
}
