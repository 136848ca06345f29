import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentials } from '@amora/contracts';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { AUTH } from '../config.js';
import { renderMail } from '../mail/templates.js';
import { clearSessionCookie, requireUser, startSession } from '../plugins/auth.js';
import { ACCOUNT_TOKENS } from '../repositories/accounts.js';
import { isBanned } from '../repositories/member-visibility.js';
import { asLocale } from '../repositories/users.js';
import { accountBlocked, checkNewPassword, invalidEmail, isEmail, localePrefix, loginFailed, publicOrigin } from '../services/account-rules.js';
import { checkPushEndpoint } from '../services/push-endpoint.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords.js';
import { LOCALES, type User } from '../types.js';

/** A browser PushSubscription serialized with toJSON(). */
const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(512), auth: z.string().min(1).max(512) }),
});

const languageSchema = z.object({ language: z.enum(LOCALES) });

const passwordChangeSchema = z.object({ old_password: z.string().max(1024), password: z.string().max(1024) });

const emailChangeSchema = z.object({ email: z.string().trim().max(320), password: z.string().max(1024) });

const deleteSchema = z.object({ password: z.string().max(1024), reason: z.string().trim().max(500).nullish() });

const oldPasswordWrong = () => new ApiError(400, 'old_password_wrong', 'Please check your old password.');

/** 429 `too_many_attempts`: too many wrong logins from this address on any accounts (AUTH.sourceThrottle). */
const tooManyAttempts = () => new ApiError(429, 'too_many_attempts', 'Too many attempts. Please wait a few minutes and try again.');

/**
 * 403 `account_banned` `{until: ISO|null, reason}`: a login with the right password to a banned
 * account (issue 31); `until` null = closed for good. Never answered to a wrong password.
 */
function accountBanned(until: Date | null, reason: string | null): ApiError {
  const message = until ? `Your account has been suspended until ${until.toISOString()}.` : 'Your account has been closed.';
  return new ApiError(403, 'account_banned', message, { until: until?.toISOString() ?? null, reason: reason ?? '' });
}

/**
 * `/api/user.php` (spec §7):
 * - `GET` → User, with the header `X-Live-Cursor` (the member's live stream cursor); 403
 *   authentication_required when logged out.
 * - `POST {email, password}` → login: sets the `amora_session` cookie (new token each time) and
 *   returns User. 401 `login_failed` for wrong credentials; 429 `account_blocked` with
 *   `minutes` (and `Retry-After`) after AUTH.lockout.maxFailures wrong passwords from this
 *   address on this account within windowMinutes — other addresses can still log in (issue 16);
 *   429 `too_many_attempts` (+ `Retry-After`) after AUTH.sourceThrottle.maxFailures wrong
 *   attempts from this address on any e-mails.
 * - `POST ?push=1` with a PushSubscription JSON → stores it, `{ok: true}` (login required). 400
 *   `invalid_push_endpoint` (+ `reason`) unless the endpoint is https on a browser push service
 *   resolving to public addresses only (services/push-endpoint.ts, issue 29: the API posts to it);
 *   409 `push_endpoint_taken` when the endpoint is another account's (it is not moved).
 * - `PUT {language}` → sets the interface language, returns User (login required).
 * - `PUT ?password=1 {old_password, password}` → `{ok: true}` (login required); 400
 *   old_password_wrong, password_length, password_common. Every session ends; this browser gets a
 *   new one (a new session id at every privilege change, issue 16).
 * - `PUT ?email=1 {email, password}` → `{ok: true}` (login required, spec §5 e-mail change):
 *   mails the NEW address a link `/[{lang}/]mail-change/do?token=` (24 h) that
 *   `POST /api/mail-change.php` redeems. 400 invalid_email, old_password_wrong, email_unchanged;
 *   409 email_taken.
 * - `DELETE {password, reason?}` → `{ok: true, reactivate_until}` (login required, spec §4):
 *   account and profile marked deleted, every session ended, cookie cleared, reactivation mail
 *   (`/api/reactivate.php?token=`, 14 days). 400 old_password_wrong.
 * A login to a deleted account (right password, within the 14 days) answers 403
 * `account_deleted` with `reactivate_until` (ISO); to a banned one (right password, the ban
 * running: member-visibility.ts) 403 `account_banned` with `until` (ISO, null = for good) and
 * `reason` (issue 31).
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, profiles } = app.repos;

  async function currentUser(userId: number): Promise<User> {
    const user = await users.view(userId);
    if (!user) throw new ApiError(403, 'authentication_required', 'Please log in to continue.');
    return user;
  }

  // The header `X-Live-Cursor` is the member's live stream cursor, read before the member: the page
  // built from this answer opens its stream there and misses no event (docs/design.md §7).
  app.get('/api/user.php', async (request, reply): Promise<User> => {
    const { id } = requireUser(request);
    reply.header('x-live-cursor', String(await app.live.cursorOf(id)));
    return currentUser(id);
  });

  app.post(
    '/api/user.php',
    { schema: { querystring: z.object({ push: z.string().optional() }) } },
    async (request, reply): Promise<User | { ok: true }> => {
      if (request.query.push !== undefined && request.query.push !== '0') {
        const user = requireUser(request);
        const subscription = parseInput(pushSubscriptionSchema, request.body);
        await checkPushEndpoint(subscription.endpoint, app.config.pushTestOrigins);
        if (!(await users.savePushSubscription(user.id, subscription))) {
          throw new ApiError(409, 'push_endpoint_taken', 'This push subscription belongs to another account.');
        }
        return { ok: true };
      }

      const { email, password } = parseInput(credentials, request.body);
      const source = request.ip;
      const account = await users.findByEmail(request.site.id, email);
      const throttle = await users.loginThrottle(source, account?.id ?? 0);
      if (throttle.sourceFailures >= AUTH.sourceThrottle.maxFailures) {
        reply.header('retry-after', String(AUTH.sourceThrottle.windowMinutes * 60));
        throw tooManyAttempts();
      }
      if (!account) {
        await verifyPassword(password, await dummyPasswordHash());
        await users.recordFailedLogin(source, 0);
        throw loginFailed();
      }
      if (throttle.blockedUntil) {
        reply.header('retry-after', String(Math.ceil((throttle.blockedUntil.getTime() - Date.now()) / 1000)));
        throw accountBlocked(throttle.blockedUntil);
      }
      if (!(await verifyPassword(password, account.password_hash))) {
        const blockedUntil = await users.recordFailedLogin(source, account.id);
        throw blockedUntil ? accountBlocked(blockedUntil) : loginFailed();
      }
      if (account.deleted_at) {
        const until = new Date(account.deleted_at.getTime() + ACCOUNT_TOKENS.reactivationMs);
        // Past the window the account only waits for the next purge run: it no longer exists.
        if (until.getTime() <= Date.now()) throw loginFailed();
        throw new ApiError(403, 'account_deleted', 'This account was deleted. Use the link in our e-mail to reactivate it.', {
          reactivate_until: until.toISOString(),
        });
      }
      if (isBanned(account)) throw accountBanned(account.ban_until, account.ban_reason);
      await users.clearFailedLogins(source, account.id);
      await startSession(request, reply, account.id);
      await profiles.touchLastSeen(account.profile_id);
      return currentUser(account.id);
    },
  );

  app.put(
    '/api/user.php',
    { schema: { querystring: z.object({ password: z.string().optional(), email: z.string().optional() }) } },
    async (request, reply): Promise<User | { ok: true }> => {
      const user = requireUser(request);
      if (request.query.email !== undefined && request.query.email !== '0') {
        const input = parseInput(emailChangeSchema, request.body);
        if (!isEmail(input.email)) throw invalidEmail();
        const account = await users.findById(user.id);
        if (!account || !(await verifyPassword(input.password, account.password_hash))) throw oldPasswordWrong();
        if (input.email.toLowerCase() === account.email.toLowerCase()) {
          throw new ApiError(400, 'email_unchanged', 'This is already your e-mail address.');
        }
        const other = await users.findByEmail(user.siteId, input.email);
        if (other && other.id !== account.id) {
          throw new ApiError(409, 'email_taken', 'This e-mail address is already in use.');
        }
        // Only the newest link works.
        await app.repos.accounts.revokeTokens(account.id, 'mail_change');
        const token = await app.repos.accounts.issueToken(account.id, 'mail_change', input.email);
        const language = asLocale(account.language);
        const link = `${publicOrigin(request)}${localePrefix(request.site, language)}/mail-change/do?token=${token}`;
        const profile = await profiles.byId(account.profile_id);
        const site = request.site.settings;
        const mail = renderMail('mail_change', language, { site: site.mail_name || site.name, name: profile?.name ?? '', link });
        await app.mailer.send({ kind: 'mail_change', to: input.email, ...mail, lang: language, siteId: request.site.id });
        return { ok: true };
      }
      if (request.query.password !== undefined && request.query.password !== '0') {
        const input = parseInput(passwordChangeSchema, request.body);
        const account = await users.findById(user.id);
        if (!account || !(await verifyPassword(input.old_password, account.password_hash))) throw oldPasswordWrong();
        checkNewPassword(input.password);
        // A privilege change (issue 16): every session ends, this browser continues on a new one.
        await app.repos.accounts.setPassword(user.id, await hashPassword(input.password));
        await startSession(request, reply, user.id);
        return { ok: true };
      }
      const { language } = parseInput(languageSchema, request.body);
      await users.setLanguage(user.id, language);
      return currentUser(user.id);
    },
  );

  app.delete('/api/user.php', async (request, reply): Promise<{ ok: true; reactivate_until: string }> => {
    const user = requireUser(request);
    const input = parseInput(deleteSchema, request.body ?? {});
    const account = await users.findById(user.id);
    if (!account || !(await verifyPassword(input.password, account.password_hash))) throw oldPasswordWrong();
    const profile = await profiles.byId(account.profile_id);
    const deletedAt = await app.repos.accounts.markDeleted(account.id, input.reason || null);
    clearSessionCookie(request, reply);
    const token = await app.repos.accounts.issueToken(account.id, 'reactivation');
    const link = `${publicOrigin(request)}/api/reactivate.php?token=${token}`;
    const site = request.site.settings;
    const mail = renderMail('deletion', asLocale(account.language), { site: site.mail_name || site.name, name: profile?.name ?? '', link });
    await app.mailer.send({ kind: 'deletion', to: account.email, ...mail, lang: asLocale(account.language), siteId: request.site.id });
    return { ok: true, reactivate_until: new Date(deletedAt.getTime() + ACCOUNT_TOKENS.reactivationMs).toISOString() };
  });
};

export default userRoutes;
