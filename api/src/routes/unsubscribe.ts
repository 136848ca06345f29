import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html, type SafeHtml } from '@amora/contracts/html';
import { UNSUBSCRIBE_PAGE } from '../mail/notification-templates.js';
import { siteLocale, localePrefix } from '../services/account-rules.js';
import { asLocale } from '../repositories/users.js';
import type { Locale } from '../types.js';

const query = z.object({ token: z.string().max(200).optional() });

/** A small self-contained page in the member's language, without script; `body` is the `html` of its main part. */
function page(reply: FastifyReply, status: number, locale: Locale, site: string, title: string, body: SafeHtml): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      html`<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#212529;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.25rem;color:#0d7385;margin-bottom:2rem}h1{font-size:1.5rem}button{font:inherit;color:#fff;background:#0d7385;border:0;border-radius:.375rem;padding:.6rem 1.2rem;min-height:44px;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #0d7385;outline-offset:2px}a{color:#0a5c6a}</style></head>
<body><header class="brand"><svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path fill="#0d7385" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.5 2.6h1.6c.9-1.4 2.4-2.6 4.5-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"/></svg>${site}</header><main><h1>${title}</h1>${body}</main></body>
</html>`.toString(),
    );
}

/**
 * `/api/unsubscribe.php?token=` (issue 15, spec §4 "E-mail notifications can be disabled due to …
 * unsubscribe"): the one-click unsubscribe of every notification mail, by the member's secret
 * `users.mail_token`.
 * - `GET` → an HTML page in the member's language that asks, with one button (a link scanner that
 *   opens the link unsubscribes no one); 404 page for an unknown token.
 * - `POST` (RFC 8058: a mail client's `List-Unsubscribe=One-Click`, or the page's button) → adds
 *   `unsubscribe` to the member's `notifications_disabled` (no more notification mail; the
 *   settings page shows why and turns mail back on) and answers a page saying so, with a link to
 *   the notification settings. Idempotent. 404 page for an unknown token.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post the form body `List-Unsubscribe=One-Click`; nothing in it is needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** The member of a token. */
  async function memberOf(token: string | undefined) {
    if (!token) return null;
    return (await app.db.selectFrom('users').select(['users.id', 'users.email', 'users.language']).where('users.mail_token', '=', token).where('users.deleted_at', 'is', null).executeTakeFirst()) ?? null;
  }

  app.get('/api/unsubscribe.php', { schema: { querystring: query } }, async (request, reply) => {
    const member = await memberOf(request.query.token);
    const site = request.site;
    const locale = member ? asLocale(member.language) : siteLocale(site);
    const t = UNSUBSCRIBE_PAGE[locale];
    const name = site.settings.mail_name || site.settings.name;
    if (!member) return page(reply, 404, locale, site.settings.name, t.title, html`<p>${t.invalid}</p>`);
    return page(
      reply,
      200,
      locale,
      site.settings.name,
      t.title,
      html`<p>${t.question(name, member.email)}</p><form method="post" action="/api/unsubscribe.php?token=${encodeURIComponent(request.query.token ?? '')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t.button}</button></form>`,
    );
  });

  app.post('/api/unsubscribe.php', { schema: { querystring: query } }, async (request, reply) => {
    const member = await memberOf(request.query.token);
    const site = request.site;
    const locale = member ? asLocale(member.language) : siteLocale(site);
    const t = UNSUBSCRIBE_PAGE[locale];
    if (!member) return page(reply, 404, locale, site.settings.name, t.title, html`<p>${t.invalid}</p>`);
    await app.repos.notifications.disableAccount(member.id, 'unsubscribe');
    const settings = `${localePrefix(site, locale)}/notifications`;
    return page(reply, 200, locale, site.settings.name, t.title, html`<p>${t.done(site.settings.mail_name || site.settings.name)}</p><p><a href="${settings}">${t.settings}</a></p>`);
  });
};

export default unsubscribeRoutes;
