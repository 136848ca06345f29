import { type MemberHit, memberSearchQuery } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cdnPrefix } from '../../config.js';
import { requireOperator } from '../../plugins/operator-auth.js';
import { parseMemberQuery } from '../../repositories/member-lookup.js';

/**
 * `GET /api/operator/members.php?q=…` (issue 31 "Member look-up"; permission `members`) →
 * `{members: [{user_id, profile_id, name, email, site, status, banned_until, created_at,
 * main_thumb_url}]}`: at most 50 accounts of the operator's sites, exact e-mail matches first,
 * then newest first. `q`: `12` or `#12` (a user id or a profile id), `p123` or `payment:123`
 * (who made payment 123), an e-mail address or its beginning (with `@`), else the beginning of
 * a name or an e-mail address; case-insensitive. 400 invalid_request without `q`.
 */
const memberSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberLookup, sites } = app.repos;

  app.get('/api/operator/members.php', { schema: { querystring: memberSearchQuery } }, async (request): Promise<{ members: MemberHit[] }> => {
    const actor = requireOperator(request, 'members');
    const rows = await memberLookup.search(parseMemberQuery(request.query.q), actor.siteIds);
    const prefixes = new Map<string, string>();
    for (const domain of new Set(rows.map((r) => r.site))) {
      prefixes.set(domain, (await sites.resolve(domain))?.settings.cdn_prefix ?? cdnPrefix(app.config));
    }
    return {
      members: rows.map((r) => ({
        user_id: r.user_id,
        profile_id: r.profile_id,
        name: r.name,
        email: r.email,
        site: r.site,
        status: r.status,
        banned_until: r.status === 'banned' ? (r.ban_until?.toISOString() ?? null) : null,
        created_at: r.created_at.toISOString(),
        main_thumb_url: r.thumb_filename ? `${prefixes.get(r.site)}${r.thumb_filename}` : null,
      })),
    };
  });
};

export default memberSearchRoutes;
