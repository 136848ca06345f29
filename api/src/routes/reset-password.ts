import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { renderMail } from '../mail/templates.js';
import { ACCOUNT_TOKENS } from '../repositories/accounts.js';
import { asLocale } from '../repositories/users.js';
import { checkNewPassword, invalidEmail, isEmail, localePrefix, publicOrigin } from '../services/account-rules.js';
import { hashPassword } from '../services/passwords.js';

const requestSchema = z.object({ email: z.string().trim().max(320) });
const doSchema = z.object({
  token: z.string().max(500),
  password: z.string().max(1024),
  password_repeat: z.string().max(1024),
});

const linkInvalid = () => new ApiError(400, 'link_invalid', 'Link expired or invalid, request a new email');

/**
 * `/api/reset-password.php` (spec §5, §8):
 * - `POST {email}` → `{ok: true}` and a reset mail (link `/reset-password/do?token=`, 1 hour).
 *   404 email_not_found; 429 too_many_resets after 3 mails to the address within 24 h.
 * - `POST ?do=1 {token, password, password_repeat}` → `{ok: true}`: new password, token used,
 *   every session of the member ended, lockout cleared. 400 link_invalid, passwords_differ,
 *   password_length, password_common.
 */
const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.repos;

  app.post(
    '/api/reset-password.php',
    { schema: { querystring: z.object({ do: z.string().optional() }) } },
    async (request): Promise<{ ok: true }> => {
      if (request.query.do !== undefined && request.query.do !== '0') {
        const input = parseInput(doSchema, request.body);
        if (!(await accounts.tokenValid(input.token, 'reset'))) throw linkInvalid();
        if (input.password !== input.password_repeat) {
          throw new ApiError(400, 'passwords_differ', 'The passwords do not match.');
        }
        checkNewPassword(input.password);
        const hash = await hashPassword(input.password);
        const consumed = await accounts.consumeToken(input.token, 'reset');
        if (!consumed) throw linkInvalid();
        await accounts.setPassword(consumed.userId, hash);
        return { ok: true };
      }

      const { email } = parseInput(requestSchema, request.body);
      if (!isEmail(email)) throw invalidEmail();
      const account = await users.findByEmail(request.site.id, email);
      if (!account) throw new ApiError(404, 'email_not_found', 'E-mail address not found');
      if ((await accounts.recentResets(account.id)) >= ACCOUNT_TOKENS.maxResets) {
        throw new ApiError(429, 'too_many_resets', 'Too many password reset emails sent, please try again tomorrow.');
      }
      const token = await accounts.issueToken(account.id, 'reset');
      const language = asLocale(account.language);
      const link = `${publicOrigin(request)}${localePrefix(request.site, language)}/reset-password/do?token=${token}`;
      const profile = await app.repos.profiles.byId(account.profile_id);
      const site = request.site.settings;
      const mail = renderMail('reset', language, { site: site.mail_name || site.name, name: profile?.name ?? '', link });
      // Queued: the request never waits on SMTP; this process's worker sends it at once (issue 32).
      await app.mailer.send({ kind: 'reset', to: account.email, ...mail, lang: language, siteId: request.site.id });
      return { ok: true };
    },
  );
};

export default resetPasswordRoutes;
