/**
 * The operator console's calls (issue 31): `/api/operator/*.php`, answered only for an operator
 * session (cookie `amora_operator`, `__Host-amora_operator` on https) whose second factor
 * passed and whose role holds the call's permission (`OPERATOR_PERMISSIONS`): 401
 * `operator_authentication_required` without one, 403 `forbidden_role` for another role.
 */
import { z } from 'zod';
import { OPERATOR_ROLES } from '../constants';
import { type ApiCall, call, okResponse } from './common';
import { MEMBERS_CALLS } from './operator-members';
import { QUEUES_CALLS } from './operator-queues';
import { REPORTS_CALLS } from './operator-reports';

/** A role of the console (`OPERATOR_ROLES`). */
export const operatorRole = z.enum(OPERATOR_ROLES);

/** The signed-in operator: the sites they may act on (domains; null = every site). */
export const operatorMe = z.object({
  id: z.number().int(),
  email: z.string(),
  role: operatorRole,
  sites: z.array(z.string()).nullable(),
});
export type OperatorMe = z.infer<typeof operatorMe>;

/** A code of the authenticator app (RFC 6238, 6 digits; spaces are the sender's to drop). */
export const operatorTotpBody = z.object({ code: z.string().trim().max(16) });
/** One of the operator's recovery codes. */
export const operatorRecoveryBody = z.object({ recovery_code: z.string().trim().max(32) });
/** `POST /api/operator/mfa.php` body: the second factor, a TOTP code or a recovery code. */
export const operatorMfaBody = z.union([operatorTotpBody, operatorRecoveryBody]);

/**
 * `POST /api/operator/login.php {email, password}` and `GET /api/operator/session.php` → the
 * operator and what the session still needs: `enrol` (no second factor yet: `GET mfa.php` gives
 * the QR code), `verify` (a TOTP or recovery code), or null (signed in).
 */
export const operatorSessionResponse = z.object({
  operator: operatorMe,
  mfa: z.enum(['enrol', 'verify']).nullable(),
});
export type OperatorSessionResponse = z.infer<typeof operatorSessionResponse>;

/** `GET /api/operator/mfa.php` (enrolment pending) → the TOTP secret (base32), its otpauth URL and that URL as an SVG QR code. */
export const operatorMfaEnrolResponse = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });

/** `POST /api/operator/mfa.php {code}` → signed in; at enrolment the 10 recovery codes, shown once. */
export const operatorMfaResponse = z.object({
  operator: operatorMe,
  recovery_codes: z.array(z.string()).optional(),
});

/** One of the operator's sessions (`GET /api/operator/sessions.php`). */
export const operatorSessionInfo = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export const operatorSessionsResponse = z.object({ sessions: z.array(operatorSessionInfo) });

/** `GET /api/operator/counts.php` → open items per queue, for the console's navigation. */
export const operatorCountsResponse = z.object({
  photos: z.number().int(),
  reports: z.number().int(),
  complaints: z.number().int(),
});
export type OperatorCounts = z.infer<typeof operatorCountsResponse>;

/** The console's calls, in the order of api/README.md "Operator console". */
export const OPERATOR_CALLS: readonly ApiCall[] = [
  call('POST', '/api/operator/login.php', { 200: operatorSessionResponse }),
  call('GET', '/api/operator/session.php', { 200: operatorSessionResponse }),
  call('DELETE', '/api/operator/session.php', { 200: okResponse }),
  call('GET', '/api/operator/mfa.php', { 200: operatorMfaEnrolResponse }),
  call('POST', '/api/operator/mfa.php', { 200: operatorMfaResponse }),
  call('GET', '/api/operator/sessions.php', { 200: operatorSessionsResponse }),
  call('DELETE', '/api/operator/sessions.php', { 200: okResponse }),
  call('GET', '/api/operator/counts.php', { 200: operatorCountsResponse }),
  ...MEMBERS_CALLS,
  ...QUEUES_CALLS,
  ...REPORTS_CALLS,
];
