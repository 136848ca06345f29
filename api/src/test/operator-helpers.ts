// Operators in API tests (issue 31): create one with a role, sign in with password and TOTP as the
// console does, and call operator endpoints with its cookie.
import type { OperatorRole } from '@amora/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../services/passwords.js';
import { currentTotpCode } from '../services/totp.js';
import { type TestContext, body, request } from './helpers.js';

export const OPERATOR_PASSWORD = 'operator-passphrase-2026';
let counter = 0;

/** A signed-in test operator: its id, e-mail, TOTP secret and the Cookie header of its session. */
export interface TestOperator {
  id: number;
  email: string;
  secret: string;
  /** The TOTP code that completed the sign-in (for replay tests: it is never accepted again). */
  code: string;
  cookie: string;
  /** The recovery codes answered at enrolment. */
  recoveryCodes: string[];
}

/** `name=value` of the operator cookie set by a response, or null. */
export function operatorCookie(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((c) => /^(__Host-)?amora_operator=/.test(c));
  return cookie ? (cookie.split(';')[0] ?? null) : null;
}

/** The current TOTP code of a secret. */
export function totpCode(secret: string): Promise<string> {
  return currentTotpCode(secret);
}

/**
 * Creates an operator with `role` (limited to `siteIds` when given), signs in with password,
 * enrols TOTP and passes it: the returned cookie is a full operator session.
 */
export async function signInOperator(ctx: TestContext, role: OperatorRole, siteIds: number[] | null = null): Promise<TestOperator> {
  counter++;
  const email = `${role}${counter}-${Date.now()}@staff.amora.test`;
  const id = await ctx.app.repos.operators.create({ email, passwordHash: await hashPassword(OPERATOR_PASSWORD), role, siteIds });
  const login = await request(ctx.app, { method: 'POST', url: '/api/operator/login.php', payload: { email, password: OPERATOR_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.statusCode} ${login.body}`);
  const cookie = operatorCookie(login) as string;
  const enrol = await request(ctx.app, { method: 'GET', url: '/api/operator/mfa.php', cookie });
  const { secret } = body<{ secret: string }>(enrol);
  const code = await totpCode(secret);
  const mfa = await request(ctx.app, { method: 'POST', url: '/api/operator/mfa.php', cookie, payload: { code } });
  if (mfa.statusCode !== 200) throw new Error(`operator mfa failed: ${mfa.statusCode} ${mfa.body}`);
  return { id, email, secret, code, cookie, recoveryCodes: body<{ recovery_codes: string[] }>(mfa).recovery_codes };
}
