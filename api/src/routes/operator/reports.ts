import { type OperatorReport, type OperatorReportActionBody, type OperatorReportsResponse, operatorReportActionBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { cdnPrefix } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { ApiError, invalidRequest, notFound, parseInput } from '../../errors.js';
import { renderMail } from '../../mail/templates.js';
import { type OperatorActor, actorMaySite, auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import type { OpenReport } from '../../repositories/reports.js';
import { asLocale } from '../../repositories/users.js';
import { localePrefix } from '../../services/account-rules.js';
import { banMember, disableProfile, hidePhoto, moderationActor } from '../../services/moderation.js';
import { siteOrigin } from '../../services/site-origin.js';

/** Reports per page of the queue: by default and at most. */
const PAGE = { default: 20, max: 50 } as const;

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(PAGE.max).optional() });

/** Whether the actor may act on a report of site `siteId` (null: a profile without account reported by one without account). */
const maySee = (actor: OperatorActor, siteId: number | null): boolean => (siteId === null ? actor.siteIds === null : actorMaySite(actor, siteId));

/**
 * The reports queue (issue 31 "Queues"; permission `reports`, 403 forbidden_role otherwise):
 * - `GET /api/operator/reports.php[?limit=N]` (default 20, at most 50) → `{reports, total}`: open
 *   reports on the operator's sites, oldest first, each claimed for him (queue `report`, 10 min;
 *   ones another operator holds are left out; the CLIs claim nothing), with the reporter, the
 *   reported profile and all its photos, and the other open reports about it. `total` counts the
 *   open reports on his sites.
 * - `POST /api/operator/reports.php {id, action, reason, image?, until?}` → `{ok}`: `dismiss`,
 *   `hide_photo` (`image`, one of the reported profile's), `disable_profile` or `ban` (`until` ISO
 *   in the future, absent = for good) through services/moderation.ts, which writes its own audit
 *   row; in the same transaction the report closes (status closed, resolution = action,
 *   closed_at, closed_by) with the audit row `report.<action>`. Then the claim is released and the
 *   reporter gets the "we looked at your report" mail in his language (never what was done).
 *   404 not_found: unknown or closed report, a site the operator may not act on, a photo not of
 *   the reported profile; 409 claimed_by_other (+ `claimed_until`); 409 no_account (ban of a
 *   profile without account); 400 invalid_request (missing `image`, `until` not ahead).
 */
const operatorReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports, claims, audit, sites } = app.repos;
  /** The CDN prefix of each site's media (its `cdn_prefix` setting, else the configured one), as members see the photos. */
  async function prefixes(domains: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(domains)];
    const found = await Promise.all(unique.map(async (d) => [d, (await sites.resolve(d))?.settings.cdn_prefix ?? cdnPrefix(app.config)] as const));
    return new Map(found);
  }

  /** The queue entries of `items`: photos (absolute URLs of the report's site), other open reports, claim end. */
  async function entries(items: OpenReport[]): Promise<OperatorReport[]> {
    const profiles = items.map((r) => r.reported.profile_id);
    const [photos, counts, until, prefixOf] = await Promise.all([
      reports.photosOf(profiles),
      reports.openCounts(profiles),
      reports.claimedUntil(items.map((r) => r.id)),
      prefixes(items.flatMap((r) => (r.site ? [r.site] : []))),
    ]);
    return items.map((r) => {
      const prefix = (r.site && prefixOf.get(r.site)) || cdnPrefix(app.config);
      return {
      id: r.id,
      reason: r.reason,
      message: r.message,
      created_at: r.created_at.toISOString(),
      reporter: { user_id: r.reporter.user_id, profile_id: r.reporter.profile_id, name: r.reporter.name },
      reported: {
        user_id: r.reported.user_id,
        profile_id: r.reported.profile_id,
        name: r.reported.name,
        age: r.reported.age,
        country: r.reported.country,
        site: r.site,
        status: r.reported.status,
        banned_until: r.reported.status === 'banned' ? (r.reported.ban_until?.toISOString() ?? null) : null,
        photos: photos
          .filter((p) => p.profile_id === r.reported.profile_id)
          .map((p) => ({ id: p.id, url: `${prefix}${p.filename}`, thumb_url: `${prefix}${p.thumb_filename}`, status: p.status })),
      },
      other_open_reports: Math.max(0, (counts.get(r.reported.profile_id) ?? 1) - 1),
      claimed_until: until.get(r.id)?.toISOString() ?? null,
      };
    });
  }

  /** "We looked at your report" to the reporter, in his language, on his site (nothing when his account is gone). */
  async function mailReporter(report: OpenReport): Promise<void> {
    const { email, site: domain, language } = report.reporter;
    const site = email && domain ? await sites.resolve(domain) : null;
    if (!email || !site) return;
    const locale = asLocale(language ?? '');
    const link = `${siteOrigin(app.config.publicUrl, site)}${localePrefix(site, locale)}/`;
    const mail = renderMail('report_reviewed', locale, { site: site.settings.mail_name || site.settings.name, name: report.reporter.name, link });
    await app.mailer.send({ kind: 'report_reviewed', to: email, ...mail, lang: locale, siteId: site.id });
  }

  app.get('/api/operator/reports.php', { schema: { querystring: listQuery } }, async (request): Promise<OperatorReportsResponse> => {
    const actor = requireOperator(request, 'reports');
    const { reports: open, total } = await reports.queue(actor.siteIds, actor.operatorId, request.query.limit ?? PAGE.default);
    if (actor.operatorId === null) return { reports: await entries(open), total };
    // Of two moderators loading at once, each item goes to one of them.
    const held = new Set(await claims.claim('report', open.map((r) => r.id), actor.operatorId));
    return { reports: await entries(open.filter((r) => held.has(r.id))), total };
  });

  app.post('/api/operator/reports.php', async (request) => {
    const actor = requireOperator(request, 'reports');
    const input: OperatorReportActionBody = parseInput(operatorReportActionBody, request.body);
    const report = await reports.open(input.id);
    if (!report || !maySee(actor, report.site_id)) throw notFound('No such open report.');
    const holder = await claims.holder('report', report.id);
    if (holder !== null && holder !== actor.operatorId) {
      const until = (await reports.claimedUntil([report.id])).get(report.id);
      throw new ApiError(409, 'claimed_by_other', 'Another operator is working on this report.', { claimed_until: until?.toISOString() ?? null });
    }

    const closeReport = async (trx: Transaction<DB>) => {
      if (!(await reports.close(trx, report.id, input.action, actor.operatorId))) throw notFound('No such open report.');
      await audit.record(
        auditEntry(request, actor, {
          siteId: report.site_id,
          action: `report.${input.action}`,
          targetType: 'report',
          targetId: report.id,
          userId: report.reported.user_id,
          before: { status: 'open' },
          after: { status: 'closed', resolution: input.action },
          reason: input.reason,
        }),
        trx,
      );
    };
    const by = moderationActor(request, actor);
    const options = { reason: input.reason, inTransaction: closeReport };
    switch (input.action) {
      case 'dismiss':
        await app.db.transaction().execute(closeReport);
        break;
      case 'hide_photo': {
        if (input.image === undefined) throw invalidRequest([{ path: 'body.image', message: 'The photo to hide is required' }]);
        const image = input.image;
        if (!(await reports.photosOf([report.reported.profile_id])).some((p) => p.id === image)) throw notFound('No such photo of the reported profile.');
        await hidePhoto(app, by, image, options);
        break;
      }
      case 'disable_profile':
        await disableProfile(app, by, report.reported.profile_id, options);
        break;
      case 'ban': {
        const until = input.until ? new Date(input.until) : null;
        if (until && until.getTime() <= Date.now()) throw invalidRequest([{ path: 'body.until', message: 'The end of the ban must be in the future' }]);
        if (report.reported.user_id === null) throw new ApiError(409, 'no_account', 'This profile has no account to ban.');
        await banMember(app, by, report.reported.user_id, { ...options, until });
        break;
      }
    }
    await claims.release('report', report.id);
    await mailReporter(report).catch((error: unknown) => request.log.error({ err: error, report: report.id }, 'report reviewed mail failed'));
    return { ok: true as const };
  });
};

export default operatorReportsRoutes;
