import { type MemberActionBody, type MemberDetail, memberActionBody } from '@amora/contracts';
import type { OperatorPermission } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cdnPrefix } from '../../config.js';
import { invalidRequest, notFound, parseInput } from '../../errors.js';
import { type OperatorActor, actorMaySite, auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import { isRefundable } from '../../repositories/payments.js';
import type { RecordChange } from '../../repositories/member-actions.js';
import { banMember, disableProfile, enableProfile, endMemberSessions, moderationActor, unbanMember } from '../../services/moderation.js';
import { NOTIFICATIONS_DISABLED_REASONS } from '../../types.js';

const detailQuery = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** The permission of each action (issue 31 roles; notes are support's, with the other `member_support` actions). */
const ACTION_PERMISSION: Record<MemberActionBody['action'], OperatorPermission> = {
  end_sessions: 'member_support',
  credits: 'payments',
  mail_enable: 'member_support',
  note: 'member_support',
  ban: 'ban',
  unban: 'ban',
  disable: 'ban',
  enable: 'ban',
};

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/**
 * The member screen of the operator console (issue 31 "Member look-up"):
 * - `GET /api/operator/member.php?id=<user_id>` (permission `members`) → account, profile,
 *   photos (every status, absolute URLs), live sessions, login failures, payments (their provider and
 *   its reference, issue 32; `refundable` within the site's `refund_days`), staff notes and the last 50 audit rows about the member.
 * - `POST /api/operator/member.php {id, action, …}` → `{ok}` and one audit row (`member.<action>`):
 *   `end_sessions` (`member_support`; every session ends in every API process and the member's
 *   open pages log out, as a ban's: services/moderation.ts `endMemberSessions`), `credits {amount, reason}` (`payments`;
 *   409 credits_below_zero), `mail_enable {reason?}` (`member_support`), `note {text}`
 *   (`member_support`), `ban {reason, until?}`, `unban {reason}`, `disable {reason}`, `enable
 *   {reason}` (`ban`; services/moderation.ts: a ban ends the member's sessions at once and hides
 *   the profile everywhere until it ends; 400 for an end in the past, 409 account_unconfirmed to
 *   enable a profile not yet activated). See contract `memberActionBody`.
 * 404 not_found for an unknown member or one of a site the operator may not act on.
 */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberLookup, memberActions, users, accounts, audit, sites } = app.repos;

  /** The member `id` if the actor may see them, else 404. */
  async function memberFor(actor: OperatorActor, id: number) {
    const member = await memberLookup.member(id);
    if (!member || !actorMaySite(actor, member.site_id)) throw notFound('No such member.');
    return member;
  }

  app.get('/api/operator/member.php', { schema: { querystring: detailQuery } }, async (request): Promise<MemberDetail> => {
    const actor = requireOperator(request, 'members');
    const m = await memberFor(actor, request.query.id);
    const site = await sites.resolve(m.site);
    const prefix = site?.settings.cdn_prefix ?? cdnPrefix(app.config);
    const refundDays = site?.settings.refund_days ?? 0;
    const [photos, sessions, failures, payments, notes, rows] = await Promise.all([
      memberLookup.photos(m.profile_id),
      users.listSessions(m.user_id, null),
      memberLookup.loginFailures(m.user_id),
      memberLookup.payments(m.user_id),
      memberLookup.notes(m.user_id),
      audit.list({ userId: m.user_id, limit: 50 }),
    ]);
    const disabled = Array.isArray(m.notifications_disabled) ? m.notifications_disabled : [];
    return {
      account: {
        user_id: m.user_id,
        profile_id: m.profile_id,
        email: m.email,
        site: m.site,
        language: m.language,
        status: m.status,
        signup_date: m.signup_date.toISOString(),
        credits: m.credits,
        paid_user: m.paid_user,
        deleted_at: iso(m.deleted_at),
        banned_at: iso(m.banned_at),
        ban_until: iso(m.ban_until),
        ban_reason: m.ban_reason,
        notifications_disabled: NOTIFICATIONS_DISABLED_REASONS.filter((r) => disabled.includes(r)),
      },
      profile: { id: m.profile_id, name: m.name, age: m.age, gender: m.gender, country: m.country, city: m.city, status: m.profile_status, about: m.about },
      photos: photos.map((p) => ({
        id: p.id,
        status: p.status,
        premium: p.premium,
        position: p.position,
        main: p.id === m.main_image_id,
        url: `${prefix}${p.filename}`,
        thumb_url: `${prefix}${p.thumb_filename}`,
        created_at: p.created_at.toISOString(),
      })),
      sessions,
      login_failures: failures.map((f) => ({ source: f.source, failures: f.failures, since: f.since.toISOString(), blocked_until: iso(f.blocked_until) })),
      payments: payments.map((p) => ({
        id: p.id,
        created_at: p.created_at.toISOString(),
        bundle_id: p.bundle_id,
        credits: p.credits,
        amount_cents: p.amount_cents,
        currency: p.currency,
        method: p.method,
        status: p.status,
        // Issue 32: operators see where it was paid (the payments table stores it since 012).
        provider: p.provider as MemberDetail['payments'][number]['provider'],
        provider_ref: p.provider_ref,
        completed_at: iso(p.completed_at),
        refunded_at: iso(p.refunded_at),
        refunded_credits: p.refunded_credits,
        refundable: isRefundable(p, refundDays),
      })),
      notes: notes.map((n) => ({ id: n.id, text: n.text, created_at: n.created_at.toISOString(), operator_email: n.operator_email })),
      audit: rows,
    };
  });

  app.post('/api/operator/member.php', async (request) => {
    requireOperator(request, null);
    const input = parseInput(memberActionBody, request.body);
    const actor = requireOperator(request, ACTION_PERMISSION[input.action]);
    const m = await memberFor(actor, input.id);
    const by = moderationActor(request, actor);
    switch (input.action) {
      case 'ban': {
        const until = input.until ? new Date(input.until) : null;
        if (until && until.getTime() <= Date.now()) throw invalidRequest([{ path: 'body.until', message: 'The end of a ban must be in the future.' }]);
        await banMember(app, by, m.user_id, { reason: input.reason, until });
        return { ok: true as const };
      }
      case 'unban':
        await unbanMember(app, by, m.user_id, { reason: input.reason });
        return { ok: true as const };
      case 'disable':
        await disableProfile(app, by, m.profile_id, { reason: input.reason });
        return { ok: true as const };
      case 'enable':
        await enableProfile(app, by, m.profile_id, { reason: input.reason });
        return { ok: true as const };
    }
    const reason = input.action === 'credits' || input.action === 'end_sessions' ? (input.reason ?? null) : null;
    const entry = (change: Parameters<RecordChange>[0]) =>
      auditEntry(request, actor, {
        siteId: m.site_id,
        action: `member.${input.action}`,
        targetType: input.action === 'note' ? 'staff_note' : 'member',
        targetId: change.targetId ?? m.user_id,
        userId: m.user_id,
        before: change.before,
        after: change.after,
        reason,
      });
    const record: RecordChange = (change, trx) => audit.record(entry(change), trx);
    switch (input.action) {
      case 'end_sessions':
        await app.db.transaction().execute(async (trx) => {
          const sessions = await memberActions.sessionCount(m.user_id, trx);
          await record({ before: { sessions }, after: { sessions: 0 } }, trx);
          await endMemberSessions(app, m.user_id, trx);
        });
        accounts.forgetSessions(m.user_id);
        break;
      case 'credits':
        await memberActions.correctCredits(m.user_id, input.amount, record, app.live);
        break;
      case 'mail_enable':
        await memberActions.enableMail(m.user_id, input.reason, record);
        break;
      case 'note':
        await memberActions.addNote(m.user_id, actor.operatorId, input.text, record);
        break;
    }
    return { ok: true as const };
  });
};

export default memberRoutes;
