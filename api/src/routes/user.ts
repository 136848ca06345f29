import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { requireUser, sessionToken, setSessionCookie } from '../plugins/auth.js';
import { checkNewPassword } from '../services/account-rules.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords.js';
import { LOCALES, type User } from '../types.js';

const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

/** A browser PushSubscription serialized with toJSON(). */
const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(512), auth: z.string().min(1).max(512) }),
});

const languageSchema = z.object({ language: z.enum(LOCALES) });

const passwordChangeSchema = z.object({ old_password: z.string().max(1024), password: z.string().max(1024) });

const loginFailed = () => new ApiError(401, 'login_failed', 'Login failed, please try again');

function accountBlocked(until: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new ApiError(429, 'account_blocked', `Too many incorrect attempts, account blocked for ${minutes} min.`, { minutes });
}

/**
 * `/api/user.php` (spec §7):
 * - `GET` → User; 403 authentication_required when logged out.
 * - `POST {email, password}` → login: sets the `amora_session` cookie (new token each time) and
 *   returns User. 401 `login_failed` for wrong credentials; 429 `account_blocked` with
 *   `minutes` after AUTH.lockout.maxFailures wrong passwords within windowMinutes.
 * - `POST ?push=1` with a PushSubscription JSON → stores it, `{ok: true}` (login required).
 * - `PUT {language}` → sets the interface language, returns User (login required).
 * - `PUT ?password=1 {old_password, password}` → `{ok: true}` (login required); 400
 *   old_password_wrong, password_length, password_common. Sessions stay.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, profiles } = app.repos;

  async function currentUser(userId: number): Promise<User> {
    const user = await users.view(userId);
    if (!user) throw new ApiError(403, 'authentication_required', 'Please log in to continue.');
    return user;
  }

  app.get('/api/user.php', async (request): Promise<User> => currentUser(requireUser(request).id));

  app.post(
    '/api/user.php',
    { schema: { querystring: z.object({ push: z.string().optional() }) } },
    async (request, reply): Promise<User | { ok: true }> => {
      if (request.query.push !== undefined && request.query.push !== '0') {
        const user = requireUser(request);
        const subscription = parseInput(pushSubscriptionSchema, request.body);
        await users.savePushSubscription(user.id, subscription);
        return { ok: true };
      }

      const { email, password } = parseInput(credentialsSchema, request.body);
      const account = await users.findByEmail(request.site.id, email);
      if (!account) {
        await verifyPassword(password, await dummyPasswordHash());
        throw loginFailed();
      }
      if (account.blocked_until && account.blocked_until.getTime() > Date.now()) {
        throw accountBlocked(account.blocked_until);
      }
      if (!(await verifyPassword(password, account.password_hash))) {
        const blockedUntil = await users.recordFailedLogin(account.id);
        throw blockedUntil ? accountBlocked(blockedUntil) : loginFailed();
      }
      if (account.failed_logins > 0 || account.blocked_until) await users.clearFailedLogins(account.id);
      const previous = sessionToken(request);
      if (previous) await users.deleteSession(previous);
      const token = await users.createSession(account.id);
      setSessionCookie(request, reply, token);
      await profiles.touchLastSeen(account.profile_id);
      return currentUser(account.id);
    },
  );

  app.put(
    '/api/user.php',
    { schema: { querystring: z.object({ password: z.string().optional() }) } },
    async (request): Promise<User | { ok: true }> => {
      const user = requireUser(request);
      if (request.query.password !== undefined && request.query.password !== '0') {
        const input = parseInput(passwordChangeSchema, request.body);
        const account = await users.findByEmail(user.siteId, user.email);
        if (!account || !(await verifyPassword(input.old_password, account.password_hash))) {
          throw new ApiError(400, 'old_password_wrong', 'Please check your old password.');
        }
        checkNewPassword(input.password);
        await app.repos.accounts.setPassword(user.id, await hashPassword(input.password), false);
        return { ok: true };
      }
      const { language } = parseInput(languageSchema, request.body);
      await users.setLanguage(user.id, language);
      return currentUser(user.id);
    },
  );
};

export default userRoutes;
