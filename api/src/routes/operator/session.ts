import { type OperatorMe, type OperatorSessionResponse, credentials, operatorMfaBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound, parseInput } from '../../errors.js';
import { clearOperatorCookie, operatorAuthenticationRequired, operatorToken, requireOperator, setOperatorCookie } from '../../plugins/operator-auth.js';
import type { OperatorAccount, OperatorSession } from '../../repositories/operators.js';
import { accountBlocked, loginFailed } from '../../services/account-rules.js';
import { dummyPasswordHash, verifyPassword } from '../../services/passwords.js';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpEnrolment, verifyTotp } from '../../services/totp.js';

const wrongCode = () => new ApiError(401, 'mfa_code_wrong', 'This code is not valid. Enter the current code of your authenticator app.');

/** The session's operator as the contract shows it: the domains of their sites (null = all). */
async function me(account: OperatorAccount, domains: (ids: number[]) => Promise<string[]>): Promise<OperatorMe> {
  return { id: account.id, email: account.email, role: account.role, sites: account.siteIds ? await domains(account.siteIds) : null };
}

/**
 * The operator console's sign-in (issue 31 "Operator accounts"):
 * - `POST /api/operator/login.php {email, password}` → `{operator, mfa: 'enrol'|'verify'}`: a new
 *   session whose second factor is still to pass (cookie `amora_operator`). 401 login_failed,
 *   429 account_blocked `{minutes}` after AUTH.lockout.maxFailures wrong passwords or codes (the
 *   members' rule); the half-signed-in session ends after OPERATOR_AUTH.mfaMinutes, 401 login_failed for a disabled operator too.
 * - `GET /api/operator/session.php` → the same shape (`mfa` null once signed in); 401
 *   operator_authentication_required without a session.
 * - `DELETE /api/operator/session.php` → `{ok}`: signs out.
 * - `GET /api/operator/mfa.php` → `{secret, otpauth_url, qr_svg}`: the TOTP enrolment of a session
 *   whose operator has none yet (409 mfa_enrolled otherwise).
 * - `POST /api/operator/mfa.php {code}` or `{recovery_code}` → `{operator, recovery_codes?}`: the
 *   second factor (RFC 6238; a code of a step already used is refused), finishing enrolment (the
 *   10 recovery codes are answered once). 401 mfa_code_wrong.
 * - `GET /api/operator/sessions.php` → `{sessions}`; `DELETE ?id=N` → `{ok}` (404 not_found).
 * Every session starts and ends with an audit row (`operator.login`, `operator.mfa_enrolled`, …).
 */
const operatorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operators, audit, sites } = app.repos;
  const domains = (ids: number[]) => sites.domainsOf(ids);
  const record = (account: OperatorAccount, action: string, ip: string) =>
    audit.record({ operatorId: account.id, actor: account.email, role: account.role, siteId: null, action, targetType: 'operator', targetId: account.id, userId: null, ip });

  /** The request's session, second factor passed or not; 401 without one (or when the second factor took too long). */
  async function pendingSession(request: { operatorSession: OperatorSession | null }): Promise<OperatorSession> {
    const session = request.operatorSession;
    if (!session) throw operatorAuthenticationRequired();
    return session;
  }

  app.post('/api/operator/login.php', async (request, reply): Promise<OperatorSessionResponse> => {
    const { email, password } = parseInput(credentials, request.body);
    const found = await operators.forLogin(email);
    if (!found || found.account.disabled) {
      await verifyPassword(password, await dummyPasswordHash());
      throw loginFailed();
    }
    if (found.blockedUntil) throw accountBlocked(found.blockedUntil);
    if (!(await verifyPassword(password, found.passwordHash))) {
      const blockedUntil = await operators.recordFailure(found.account.id);
      await audit.record({ operatorId: found.account.id, actor: found.account.email, role: found.account.role, siteId: null, action: 'operator.login_failed', targetType: 'operator', targetId: found.account.id, userId: null, ip: request.ip });
      throw blockedUntil ? accountBlocked(blockedUntil) : loginFailed();
    }
    await operators.clearFailures(found.account.id);
    const previous = operatorToken(request);
    if (previous) await operators.endSessionByToken(previous);
    const token = await operators.createSession(found.account.id, { userAgent: request.headers['user-agent'], ip: request.ip });
    setOperatorCookie(request, reply, token);
    return { operator: await me(found.account, domains), mfa: found.account.totpEnrolled ? 'verify' : 'enrol' };
  });

  app.get('/api/operator/session.php', async (request): Promise<OperatorSessionResponse> => {
    const session = await pendingSession(request);
    const mfa = session.mfaPassed ? null : session.operator.totpEnrolled ? 'verify' : 'enrol';
    return { operator: await me(session.operator, domains), mfa };
  });

  app.delete('/api/operator/session.php', async (request, reply) => {
    const token = operatorToken(request);
    if (token) await operators.endSessionByToken(token);
    clearOperatorCookie(request, reply);
    return { ok: true as const };
  });

  app.get('/api/operator/mfa.php', async (request) => {
    const session = await pendingSession(request);
    if (session.operator.totpEnrolled) throw new ApiError(409, 'mfa_enrolled', 'The second factor is already set up.');
    const secret = newTotpSecret();
    await operators.startEnrolment(session.operator.id, secret);
    return { secret, ...(await totpEnrolment(session.operator.email, secret)) };
  });

  app.post('/api/operator/mfa.php', async (request) => {
    const session = await pendingSession(request);
    const { operator } = session;
    if (session.mfaPassed) return { operator: await me(operator, domains) };
    const input = parseInput(operatorMfaBody, request.body);
    const state = await operators.totpState(operator.id);
    if (!state?.secret) throw wrongCode();
    let recoveryCodes: string[] | undefined;
    if ('recovery_code' in input) {
      if (!operator.totpEnrolled || !(await operators.useRecoveryCode(operator.id, hashRecoveryCode(input.recovery_code)))) throw wrongCode();
      await record(operator, 'operator.recovery_code_used', request.ip);
    } else {
      const step = await verifyTotp(state.secret, input.code, state.lastStep);
      const enrolment = operator.totpEnrolled ? undefined : newRecoveryCodes();
      if (step === null || !(await operators.acceptStep(operator.id, step, enrolment && { recoveryHashes: enrolment.hashes }))) {
        const blockedUntil = await operators.recordFailure(operator.id);
        if (blockedUntil) {
          await operators.endAllSessions(operator.id);
          throw accountBlocked(blockedUntil);
        }
        throw wrongCode();
      }
      if (enrolment) {
        recoveryCodes = enrolment.codes;
        await record(operator, 'operator.mfa_enrolled', request.ip);
      }
    }
    await operators.clearFailures(operator.id);
    await operators.passMfa(session.id);
    await record(operator, 'operator.login', request.ip);
    return { operator: await me(operator, domains), ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
  });

  app.get('/api/operator/sessions.php', async (request) => {
    const actor = requireOperator(request, null);
    if (actor.operatorId === null || actor.sessionId === null) throw operatorAuthenticationRequired();
    return { sessions: await operators.listSessions(actor.operatorId, actor.sessionId) };
  });

  app.delete(
    '/api/operator/sessions.php',
    { schema: { querystring: z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) }) } },
    async (request, reply) => {
      const actor = requireOperator(request, null);
      if (actor.operatorId === null) throw operatorAuthenticationRequired();
      if (!(await operators.endSession(actor.operatorId, request.query.id))) throw notFound('No such session.');
      if (request.query.id === actor.sessionId) clearOperatorCookie(request, reply);
      return { ok: true as const };
    },
  );
};

export default operatorSessionRoutes;
