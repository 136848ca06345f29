import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidRequest } from '../errors.js';
import { renderMail } from '../mail/templates.js';
import { requireUser } from '../plugins/auth.js';
import { ACCOUNT_TOKENS } from '../repositories/accounts.js';
import { asLocale } from '../repositories/users.js';
import { localePrefix, publicOrigin } from '../services/account-rules.js';

/**
 * `/api/activate.php` (spec §4 activation):
 * - `GET ?token=` (the link of the activation mail): activates the account (single-use token,
 *   7 days), delivers the pending sign-up message and redirects (302) to `/activate/done`
 *   (`/{language}/activate/done` when the member's language is not the site's default); an
 *   unknown, expired or used token redirects to `/activate/error`.
 * - `POST ?resend=1` (login, account not confirmed) → `{ok: true}`: sends the activation mail
 *   again with a new link (earlier links keep working until they expire). 409
 *   `already_confirmed` for an active account; 429 `too_many_mails` when 3 activation mails
 *   (sign-up included) went out within 24 hours.
 */
const activateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users, profiles } = app.repos;
  app.get(
    '/api/activate.php',
    { schema: { querystring: z.object({ token: z.string().max(500).optional() }) } },
    async (request, reply) => {
      const consumed = await accounts.consumeToken(request.query.token ?? '', 'activation');
      if (!consumed) return reply.redirect('/activate/error', 302);
      await accounts.activate(consumed.userId);
      return reply.redirect(`${localePrefix(request.site, consumed.language)}/activate/done`, 302);
    },
  );

  app.post(
    '/api/activate.php',
    { schema: { querystring: z.object({ resend: z.string().optional() }) } },
    async (request): Promise<{ ok: true }> => {
      if (request.query.resend === undefined || request.query.resend === '0') {
        throw invalidRequest([{ path: 'querystring.resend', message: 'Expected resend=1' }]);
      }
      const user = requireUser(request);
      const account = await users.findById(user.id);
      if (!account) throw new ApiError(403, 'authentication_required', 'Please log in to continue.');
      if (account.status !== 'not_confirmed') {
        throw new ApiError(409, 'already_confirmed', 'Your e-mail address is already confirmed.');
      }
      const sent = await accounts.recentTokens(account.id, 'activation', ACCOUNT_TOKENS.activationWindowMs);
      if (sent >= ACCOUNT_TOKENS.maxActivationMails) {
        throw new ApiError(429, 'too_many_mails', 'Too many e-mails sent, please try again tomorrow.');
      }
      const token = await accounts.issueToken(account.id, 'activation');
      const link = `${publicOrigin(request)}/api/activate.php?token=${token}`;
      const profile = await profiles.byId(account.profile_id);
      const site = request.site.settings;
      const mail = renderMail('activation', asLocale(account.language), { site: site.mail_name || site.name, name: profile?.name ?? '', link });
      // Queued: the request never waits on SMTP; this process's worker sends it at once (issue 32).
      await app.mailer.send({ kind: 'activation', to: account.email, ...mail, lang: asLocale(account.language), siteId: request.site.id });
      return { ok: true };
    },
  );
};

export default activateRoutes;
