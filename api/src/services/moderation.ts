/**
 * Moderation of members (issue 31 "Ban and disable are enforced everywhere"): ban / unban an
 * account, disable / enable a profile, hide a photo. Used by the reports queue
 * (routes/operator/reports.ts) and the member look-up.
 *
 * Every function runs ONE transaction holding the change and its audit row (`member.ban`,
 * `member.unban`, `profile.disable`, `profile.enable`, `photo.hide`, with before/after and the
 * reason; site = the member's). An action that would change nothing (unbanning a member who is
 * not banned, disabling a disabled profile, hiding a hidden photo) writes nothing and answers
 * `changed: false`. `inTransaction` runs last inside that transaction (the reports queue closes
 * its report there, with its own audit row). Callers check the operator's permission and sites
 * (`requireOperator`, `actorMaySite`) before.
 *
 * What others then see is decided in one place, repositories/member-visibility.ts: a banned or
 * disabled profile leaves search, suggestions, the swipe game, likes, profile pages and the
 * landers; a banned member's conversations are no longer available to the partners (as a deleted
 * member's) and sends to him are refused. A ban also ends the member's sessions at once in every
 * API process, and his open pages log out (see {@link endMemberSessions}); login answers 403
 * `account_banned` while it runs (routes/user.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError, notFound } from '../errors.js';
import type { OperatorActor } from '../plugins/operator-auth.js';
import type { AuditEntry } from '../repositories/audit.js';

/** Who acts, as the audit row records it: `auditEntry(request, actor, …)`'s operator, role and address. */
export type ModerationActor = Pick<AuditEntry, 'operatorId' | 'actor' | 'role' | 'ip'>;

/** The {@link ModerationActor} of an operator call (`requireOperator`'s actor, the request's address). */
export function moderationActor(request: FastifyRequest, actor: OperatorActor): ModerationActor {
  return { operatorId: actor.operatorId, actor: actor.actor, role: actor.role, ip: request.ip };
}

/** Options of every action: the operator's reason (audited; a ban's is shown to the member) and more work for its transaction. */
export interface ModerationOptions {
  reason: string;
  inTransaction?: (trx: Transaction<DB>) => Promise<void>;
}

/** What an action did: whether anything changed, and the changed fields before and after (as audited). */
export interface ModerationResult<T> {
  changed: boolean;
  before: T;
  after: T;
}

/** A member's ban as stored (`users`, migration 019); times ISO 8601, `ban_until` null = for good. */
export interface BanState {
  banned_at: string | null;
  ban_until: string | null;
  ban_reason: string | null;
}

/** The parts of the app the service uses. */
type App = Pick<FastifyInstance, 'db' | 'repos' | 'live'>;

/** Partners whose chat list shows a conversation with the member are told to reload it (at most this many). */
const MAX_PARTNERS_TOLD = 1000;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const banState = (row: { banned_at: Date | null; ban_until: Date | null; ban_reason: string | null }): BanState => ({
  banned_at: iso(row.banned_at),
  ban_until: iso(row.ban_until),
  ban_reason: row.ban_reason,
});

/** The member's account row, locked for the transaction; 404 not_found when there is none. */
async function lockedMember(trx: Kysely<DB>, userId: number) {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'site_id', 'profile_id', 'status', 'banned_at', 'ban_until', 'ban_reason'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Member not found.');
  return row;
}

/** The profiles with a conversation with `profileId` still in their list. */
async function partnersOf(trx: Kysely<DB>, profileId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as theirs', (join) =>
      join.onRef('theirs.conversation_id', '=', 'mine.conversation_id').onRef('theirs.profile_id', '<>', 'mine.profile_id'),
    )
    .select('theirs.profile_id')
    .distinct()
    .where('mine.profile_id', '=', profileId)
    .where('theirs.deleted_at', 'is', null)
    .limit(MAX_PARTNERS_TOLD)
    .execute();
  return rows.map((r) => r.profile_id);
}

/**
 * Ends every session of a member in `trx`: the member's open pages get a `chats` event, whose
 * reload answers 403 `authentication_required` and so logs the page out (the shell's rule for a
 * session that ended, `@amora/shared` api client); then the rows go, which tells every API process
 * after the commit (the `sessions_ended` trigger, migration 028) to forget the member's cached
 * sessions and end his streams — after the event, which was announced first. `partners` (profile
 * ids) get `chats` too, in the same publish. Call it last in the transaction; after the commit also
 * call `app.repos.accounts.forgetSessions(userId)` so this process forgets at once.
 */
export async function endMemberSessions(app: App, userId: number, trx: Kysely<DB>, partners: readonly number[] = []): Promise<void> {
  // One publishAll: every recipient's cursor is locked in one order (no deadlock with a concurrent send).
  await app.live.publishAll(
    [
      { users: [userId], event: { type: 'chats', data: {} } },
      { profiles: partners, event: { type: 'chats', data: {} } },
    ],
    trx,
  );
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/**
 * Bans member `userId` (a users.id) with `reason` until `until` (null: for good), or changes a
 * running ban's end and reason: sessions ended everywhere and open pages logged out
 * ({@link endMemberSessions}), partners' chat lists reloaded (the conversation is no longer
 * available). Audit `member.ban`. Always `changed: true`.
 * @throws 404 not_found (no such member).
 */
export async function banMember(app: App, by: ModerationActor, userId: number, options: ModerationOptions & { until: Date | null }): Promise<ModerationResult<BanState>> {
  const result = await app.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, userId);
    const updated = await trx
      .updateTable('users')
      .set({ banned_at: sql<Date>`now()`, ban_until: options.until, ban_reason: options.reason })
      .where('id', '=', userId)
      .returning(['banned_at', 'ban_until', 'ban_reason'])
      .executeTakeFirstOrThrow();
    const before = banState(member);
    const after = banState(updated);
    await app.repos.audit.record(
      { ...by, siteId: member.site_id, action: 'member.ban', targetType: 'member', targetId: userId, userId, before, after, reason: options.reason },
      trx,
    );
    await options.inTransaction?.(trx);
    const partners = await partnersOf(trx, member.profile_id);
    await endMemberSessions(app, userId, trx, partners);
    return { changed: true, before, after, profileId: member.profile_id, partners };
  });
  app.repos.accounts.forgetSessions(userId);
  app.repos.chats.invalidateChatsShowing(result.profileId);
  app.repos.chats.invalidateChats(...result.partners);
  return { changed: result.changed, before: result.before, after: result.after };
}

/**
 * Lifts member `userId`'s ban (also one whose end has passed): he can log in again and is back
 * in search, likes, landers and his partners' lists (reloaded). Audit `member.unban`; nothing
 * (`changed: false`) when he was never banned.
 * @throws 404 not_found (no such member).
 */
export async function unbanMember(app: App, by: ModerationActor, userId: number, options: ModerationOptions): Promise<ModerationResult<BanState>> {
  const result = await app.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, userId);
    const before = banState(member);
    const after: BanState = { banned_at: null, ban_until: null, ban_reason: null };
    if (member.banned_at !== null) {
      await trx.updateTable('users').set({ banned_at: null, ban_until: null, ban_reason: null }).where('id', '=', userId).execute();
      await app.repos.audit.record(
        { ...by, siteId: member.site_id, action: 'member.unban', targetType: 'member', targetId: userId, userId, before, after, reason: options.reason },
        trx,
      );
    }
    await options.inTransaction?.(trx);
    const partners = member.banned_at !== null ? await partnersOf(trx, member.profile_id) : [];
    await app.live.publishAll([{ profiles: partners, event: { type: 'chats', data: {} } }], trx);
    return { changed: member.banned_at !== null, before, after: member.banned_at !== null ? after : before, partners };
  });
  // The partners' lists did not show him while he was banned: reloaded, here and on their pages.
  app.repos.chats.invalidateChats(...result.partners);
  return { changed: result.changed, before: result.before, after: result.after };
}

/** The profile `profileId` (not deleted) and its member, if any, locked; 404 not_found otherwise. */
async function lockedProfile(trx: Kysely<DB>, profileId: number) {
  const row = await trx
    .selectFrom('profiles as p')
    .leftJoin('users as u', 'u.profile_id', 'p.id')
    .select(['p.id', 'p.status', 'p.main_image_id', 'u.id as user_id', 'u.site_id', 'u.status as user_status'])
    .where('p.id', '=', profileId)
    .where('p.deleted_at', 'is', null)
    .forUpdate('p')
    .executeTakeFirst();
  if (!row) throw notFound('Profile not found.');
  return row;
}

/** Sets a profile's status, audited as `action`; nothing when it already has it. */
async function setProfileStatus(app: App, by: ModerationActor, profileId: number, status: 'active' | 'disabled', options: ModerationOptions) {
  const result = await app.db.transaction().execute(async (trx) => {
    const profile = await lockedProfile(trx, profileId);
    if (status === 'active' && profile.user_status === 'not_confirmed') {
      throw new ApiError(409, 'account_unconfirmed', 'The member has not confirmed the e-mail address yet: the profile goes live at activation.');
    }
    const before = { status: profile.status };
    const changed = profile.status !== status;
    if (changed) {
      await trx.updateTable('profiles').set({ status }).where('id', '=', profileId).execute();
      const action = status === 'active' ? 'profile.enable' : 'profile.disable';
      await app.repos.audit.record(
        { ...by, siteId: profile.site_id, action, targetType: 'profile', targetId: profileId, userId: profile.user_id, before, after: { status }, reason: options.reason },
        trx,
      );
    }
    await options.inTransaction?.(trx);
    return { changed, before, after: { status: changed ? status : profile.status } };
  });
  app.repos.chats.invalidateChatsShowing(profileId);
  return result;
}

/**
 * Disables profile `profileId` (`profiles.status` disabled): it leaves search, suggestions, the
 * swipe game, likes and landers and cannot be written to; its member can still log in and sees
 * his own profile. Audit `profile.disable`; `changed: false` when it was disabled already.
 * @throws 404 not_found (no such profile, or deleted).
 */
export function disableProfile(app: App, by: ModerationActor, profileId: number, options: ModerationOptions): Promise<ModerationResult<{ status: 'active' | 'disabled' }>> {
  return setProfileStatus(app, by, profileId, 'disabled', options);
}

/**
 * Enables profile `profileId` again (`profiles.status` active). Audit `profile.enable`;
 * `changed: false` when it was active.
 * @throws 404 not_found; 409 account_unconfirmed (its member has not activated the account: the
 *   profile goes live at activation).
 */
export function enableProfile(app: App, by: ModerationActor, profileId: number, options: ModerationOptions): Promise<ModerationResult<{ status: 'active' | 'disabled' }>> {
  return setProfileStatus(app, by, profileId, 'active', options);
}

/**
 * Hides photo `imageId` (images.status disabled, as a rejected one): others no longer see it; a
 * hidden main photo hands the main role to the first other active photo, if any. Audit
 * `photo.hide`; `changed: false` when it was hidden already.
 * @throws 404 not_found (no such photo).
 */
export async function hidePhoto(app: App, by: ModerationActor, imageId: number, options: ModerationOptions): Promise<ModerationResult<{ status: string }> & { profileId: number }> {
  const result = await app.db.transaction().execute(async (trx) => {
    const image = await trx.selectFrom('images').select(['id', 'profile_id', 'status']).where('id', '=', imageId).forUpdate().executeTakeFirst();
    if (!image) throw notFound('Photo not found.');
    const member = await trx.selectFrom('users').select(['id', 'site_id']).where('profile_id', '=', image.profile_id).executeTakeFirst();
    const before = { status: image.status };
    const changed = image.status !== 'disabled';
    if (changed) {
      await trx.updateTable('images').set({ status: 'disabled' }).where('id', '=', imageId).execute();
      const next = await trx
        .selectFrom('images')
        .select('id')
        .where('profile_id', '=', image.profile_id)
        .where('status', '=', 'active')
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
      if (next) await trx.updateTable('profiles').set({ main_image_id: next.id }).where('id', '=', image.profile_id).where('main_image_id', '=', imageId).execute();
      await app.repos.audit.record(
        { ...by, siteId: member?.site_id ?? null, action: 'photo.hide', targetType: 'photo', targetId: imageId, userId: member?.id ?? null, before, after: { status: 'disabled' }, reason: options.reason },
        trx,
      );
    }
    await options.inTransaction?.(trx);
    return { changed, before, after: { status: changed ? 'disabled' : image.status }, profileId: image.profile_id };
  });
  app.repos.chats.invalidateChatsShowing(result.profileId);
  return result;
}
