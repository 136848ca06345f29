/**
 * The notifications by e-mail and web push (issue 15, spec §3 notification types, §4 push and
 * disabled reasons): a queue in the database (`notification_jobs`, migration 015, a `channel` per
 * job) that works the same on PGlite and PostgreSQL. Pushes (likes, matches, messages) are decided
 * like mails, skipped while the member has the site open, and sent by services/web-push.ts.
 *
 * - Jobs are made inside the transaction of the event they announce, by the live hub's sink
 *   ({@link notificationJobsFromLive}: a like, the first unread message of a conversation) and by the
 *   scheduler ({@link NotificationWorker.scheduleReminders}: messages unread for a day): no event, no job;
 *   a rolled-back like makes no mail. `dedupe_key` keeps one event one mail.
 * - The worker ({@link createNotificationWorker}) claims due jobs (`for update skip locked`, so several API
 *   processes share the queue), decides at send time — the member's preference for the type, mail
 *   not disabled (spam complaint, bounce, unsubscribe), a confirmed and living account, the message
 *   still unread — and sends through the mailer in the member's language, with the one-click
 *   unsubscribe headers of RFC 8058. A failed send is retried after 1, 5, 30 and 120 minutes, then
 *   given up (`failed`). A job found still `sending` after its lock ran out (the process stopped
 *   mid-send) is given up too: it may have gone out, and a mail is never sent twice.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { type NotificationMailKind, type NotificationType, renderCampaignMail, renderNotificationMail } from '../mail/notification-templates.js';
import { renderPush } from '../mail/push-templates.js';
import { asLocale } from '../repositories/users.js';
import type { Site } from '../repositories/sites.js';
import { localePrefix, siteLocale } from './account-rules.js';
import type { LiveDelivery } from './live-events.js';
import type { Mailer } from './mailer.js';
import { sendPush, type StoredSubscription } from './web-push.js';

/** Tunables of the queue (documented in api/README.md "Notification mails"). */
export const NOTIFICATION_QUEUE = {
  /** How often the worker of each API process looks for due mails, ms. */
  pollMs: 5_000,
  /** Jobs claimed per round. */
  batch: 20,
  /** How long a worker holds a job while sending, seconds. */
  lockSeconds: 300,
  /** Waits before the retries of a failed send, seconds (1, 5, 30, 120 minutes); then `failed`. */
  retryDelaysS: [60, 300, 1_800, 7_200],
  /** A message mail waits this long: a member who reads it meanwhile (chatting live) gets none, seconds. */
  messageDelayS: 300,
  /** The unread-message reminders are looked for every 30 minutes, ms. */
  reminderCheckMs: 30 * 60 * 1000,
  /** A reminder names messages unread for at least a day, seconds. */
  unreadForS: 24 * 3600,
  /** At most one reminder per member in three days, seconds. */
  reminderGapS: 72 * 3600,
  /** The weekly update counts members who joined in the member's country over this many seconds. */
  weeklyWindowS: 7 * 24 * 3600,
  /** The photo reminder goes to members without a photo this long after sign-up, once, seconds. */
  photoReminderAfterS: 48 * 3600,
} as const;

/** What a push is about: the three push kinds, by the preference type that allows each. */
export type PushJobKind = 'like' | 'match' | 'new_conversations' | 'new_messages';

/** One job to queue. `runAt` defaults to now. */
export type NotificationJobInput = {
  userId: number;
  payload: Record<string, unknown>;
  dedupeKey: string;
  runAt?: Date;
} & ({ channel: 'mail'; kind: NotificationType } | { channel: 'push'; kind: PushJobKind });

/** Queues a mail or push unless a job with its `dedupeKey` exists; in the caller's transaction when `q` is one. */
export async function enqueueNotification(q: Kysely<DB>, job: NotificationJobInput): Promise<void> {
  await q
    .insertInto('notification_jobs')
    .values({ user_id: job.userId, channel: job.channel, kind: job.kind, payload: JSON.stringify(job.payload), dedupe_key: job.dedupeKey, run_at: job.runAt ?? new Date() })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** The preference type (spec §3) that allows a push kind: a match counts as a like. */
const pushPreference = (kind: PushJobKind): NotificationMailKind => (kind === 'match' ? 'like' : kind);

/**
 * The members (`users.id`) behind profile ids who want this notification now: living accounts
 * whose preference for the type is on; for mail, whose mail is not disabled; for push, who have a
 * push subscription. (The worker asks again when it sends.)
 */
async function recipients(q: Kysely<DB>, profileIds: readonly number[], type: NotificationMailKind, channel: 'mail' | 'push'): Promise<{ id: number; profile_id: number }[]> {
  if (profileIds.length === 0) return [];
  return q
    .selectFrom('users')
    .select(['id', 'profile_id'])
    .where('profile_id', 'in', [...profileIds])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`coalesce(notification_settings ->> ${type}, 'true') <> 'false'`)
    .where(
      channel === 'mail'
        ? sql<boolean>`jsonb_array_length(notifications_disabled) = 0`
        : sql<boolean>`exists (select 1 from push_subscriptions ps where ps.user_id = users.id)`,
    )
    .execute();
}

/**
 * The live hub's sink (services/live-events.ts `addSink`): turns the events of a transaction into
 * jobs in that same transaction, for members who want them at the time of the event (see
 * `recipients`):
 * - a `like` → a `like` mail to the liked member, once per liker (`like:<liker>:<liked>`), and a
 *   push, unless the like made a match: then a `match` push instead (none to the one who liked back);
 * - a `message` to its recipient, when it is the first unread one of the conversation (later ones
 *   wait with it) → a push now and a mail after {@link NOTIFICATION_QUEUE}.messageDelayS:
 *   `new_conversations` for a conversation's first message, else `new_messages`.
 */
export async function notificationJobsFromLive(deliveries: readonly LiveDelivery[], q: Kysely<DB>): Promise<void> {
  const matched = new Set(deliveries.filter((d) => d.event.type === 'match').flatMap((d) => d.profiles ?? []));
  // Who acted (liked): they see the match on screen and get no push about it.
  const actors = new Set(deliveries.flatMap((d) => (d.event.type === 'like' ? [d.event.data.profile.id] : [])));
  for (const { event, profiles = [] } of deliveries) {
    if (event.type === 'like') {
      const liker = event.data.profile.id;
      for (const user of await recipients(q, profiles, 'like', 'mail')) {
        await enqueueNotification(q, { userId: user.id, channel: 'mail', kind: 'like', payload: { profile_id: liker }, dedupeKey: `like:${liker}:${user.profile_id}` });
      }
      for (const user of await recipients(q, profiles.filter((p) => !matched.has(p)), 'like', 'push')) {
        await enqueueNotification(q, { userId: user.id, channel: 'push', kind: 'like', payload: { profile_id: liker }, dedupeKey: `push:like:${liker}:${user.profile_id}` });
      }
    } else if (event.type === 'match') {
      const other = event.data.profile.id;
      for (const user of await recipients(q, profiles.filter((p) => !actors.has(p)), 'like', 'push')) {
        await enqueueNotification(q, { userId: user.id, channel: 'push', kind: 'match', payload: { profile_id: other }, dedupeKey: `push:match:${other}:${user.profile_id}` });
      }
    } else if (event.type === 'message' && !event.data.from_me) {
      const { id, conversation_id: conversationId } = event.data;
      const { count } = await q.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('count')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
      const kind = Number(count) === 1 ? 'new_conversations' : 'new_messages';
      const firstUnread = async (profileId: number) => {
        const member = await q.selectFrom('conversation_members').select('num_unread').where('conversation_id', '=', conversationId).where('profile_id', '=', profileId).executeTakeFirst();
        return member?.num_unread === 1;
      };
      const payload = { conversation_id: conversationId, message_id: id };
      for (const user of await recipients(q, profiles, kind, 'mail')) {
        if (!(await firstUnread(user.profile_id))) continue;
        const runAt = new Date(Date.now() + NOTIFICATION_QUEUE.messageDelayS * 1000);
        await enqueueNotification(q, { userId: user.id, channel: 'mail', kind, payload, dedupeKey: `message:${id}:${user.id}`, runAt });
      }
      for (const user of await recipients(q, profiles, kind, 'push')) {
        if (await firstUnread(user.profile_id)) await enqueueNotification(q, { userId: user.id, channel: 'push', kind, payload, dedupeKey: `push:message:${id}:${user.id}` });
      }
    }
  }
}

/** What the worker needs. `origin(site)` is the site's public origin for links (`https://amora.example`). */
export interface NotificationWorkerOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  resolveSite: (domain: string) => Promise<Site | null>;
  origin: (site: Site) => string;
  /** Whether the member has the site open now (a live stream): no push then. */
  isOnline?: (userId: number) => boolean;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** A claimed job. */
interface Job {
  id: number;
  user_id: number;
  channel: 'mail' | 'push';
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Why a job was not sent (stored in `last_error` of a `skipped` job). */
type Skip = { skip: string };

export interface NotificationWorker {
  /** Sends the jobs due at `now`; returns how many were handled (sent, skipped or failed). */
  runDue(now?: Date): Promise<number>;
  /** Queues an unread-message reminder for each member whose messages wait since a day; returns how many. */
  scheduleReminders(now?: Date): Promise<number>;
  /**
   * Queues this week's `weekly_updates` for every member who wants it (one per member and week,
   * counted and perhaps skipped when sent) and the one `reminders` mail to add a photo for members
   * without one 48 hours after sign-up; returns how many were queued.
   */
  scheduleDigests(now?: Date): Promise<number>;
  /** Runs both on their timers (unref'd) until `stop`. */
  start(): void;
  stop(): void;
}

/** The mail worker of one API process (see the file's comment). */
export function createNotificationWorker({ db, mailer, resolveSite, origin, isOnline = () => false, log }: NotificationWorkerOptions): NotificationWorker {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<number> | null = null;

  /** The member's unsubscribe secret, made on first use. */
  async function mailToken(userId: number, current: string | null): Promise<string> {
    if (current) return current;
    const token = randomBytes(24).toString('base64url');
    await db.updateTable('users').set({ mail_token: token }).where('id', '=', userId).where('mail_token', 'is', null).execute();
    const row = await db.selectFrom('users').select('mail_token').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.mail_token ?? token;
  }

  /** The other member's name, or null when that profile is gone. */
  async function profileName(profileId: unknown): Promise<string | null> {
    if (typeof profileId !== 'number') return null;
    const row = await db.selectFrom('profiles').select('name').where('id', '=', profileId).where('deleted_at', 'is', null).where('status', '=', 'active').executeTakeFirst();
    return row?.name ?? null;
  }

  /** Sends one mail, or says why not. Throws when the mailer fails (the job is retried). */
  async function deliverMail(job: Job): Promise<Skip | null> {
    const member = await db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.id', 'u.profile_id')
      .innerJoin('sites as s', 's.id', 'u.site_id')
      .select(['u.id', 'u.email', 'u.language', 'u.status', 'u.deleted_at', 'u.notification_settings', 'u.notifications_disabled', 'u.mail_token', 'u.site_id', 'u.profile_id', 'p.name', 's.domain'])
      .where('u.id', '=', job.user_id)
      .executeTakeFirst();
    if (!member || member.deleted_at) return { skip: 'account gone' };
    if (member.status !== 'active') return { skip: 'e-mail address not confirmed' };
    const disabled = Array.isArray(member.notifications_disabled) ? member.notifications_disabled : [];
    if (disabled.length > 0) return { skip: `mail disabled: ${disabled.join(', ')}` };
    if ((member.notification_settings as Record<string, boolean> | null)?.[job.kind] === false) return { skip: 'preference off' };
    const site = await resolveSite(member.domain);
    if (!site) return { skip: 'site gone' };

    const kind = job.kind as NotificationMailKind;
    let other = '';
    let count = 0;
    let path: string;
    if (kind === 'like') {
      const name = await profileName(job.payload.profile_id);
      if (!name) return { skip: 'liker gone' };
      other = name;
      path = `/members/${job.payload.profile_id}`;
    } else if (kind === 'new_conversations' || kind === 'new_messages') {
      const conversationId = Number(job.payload.conversation_id);
      const unread = await db
        .selectFrom('conversation_members')
        .select('num_unread')
        .where('conversation_id', '=', conversationId)
        .where('profile_id', '=', member.profile_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!unread || unread.num_unread === 0) return { skip: 'read meanwhile' };
      const sender = await db.selectFrom('messages').select('sender_profile_id').where('id', '=', Number(job.payload.message_id)).executeTakeFirst();
      const name = await profileName(sender?.sender_profile_id);
      if (!sender || !name) return { skip: 'sender gone' };
      other = name;
      path = `/members/${sender.sender_profile_id}/chat`;
    } else if (kind === 'unread_message_reminders') {
      const row = await db
        .selectFrom('conversation_members')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('num_unread'), sql<number>`0`).as('unread'))
        .where('profile_id', '=', member.profile_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      count = Number(row.unread);
      if (count === 0) return { skip: 'read meanwhile' };
      path = '/chats';
    } else if (kind === 'weekly_updates') {
      const since = new Date(Date.now() - NOTIFICATION_QUEUE.weeklyWindowS * 1000);
      const row = await db
        .selectFrom('profiles as p')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('p.country', '=', (eb) => eb.selectFrom('profiles').select('country').where('id', '=', member.profile_id))
        .where('p.id', '<>', member.profile_id)
        .where('p.status', '=', 'active')
        .where('p.deleted_at', 'is', null)
        .where('p.created_at', '>', since)
        .executeTakeFirstOrThrow();
      count = Number(row.count);
      if (count === 0) return { skip: 'nobody new nearby' };
      path = '/members';
    } else if (kind === 'reminders') {
      const profile = await db.selectFrom('profiles').select('main_image_id').where('id', '=', member.profile_id).executeTakeFirst();
      if (profile?.main_image_id) return { skip: 'has a photo now' };
      path = '/profile';
    } else if (job.kind === 'promotions' || job.kind === 'news') {
      const campaign = await db.selectFrom('campaigns').select('texts').where('id', '=', Number(job.payload.campaign_id)).executeTakeFirst();
      const locale = asLocale(member.language);
      const text = campaign?.texts[locale] ?? campaign?.texts[siteLocale(site)];
      if (!text) return { skip: 'no text in the member’s language' };
      const base = `${origin(site)}${localePrefix(site, locale)}`;
      const unsubscribe = `${origin(site)}/api/unsubscribe.php?token=${await mailToken(member.id, member.mail_token)}`;
      const mail = renderCampaignMail(locale, text, { site: site.settings.mail_name || site.settings.name, name: member.name, settings: `${base}/notifications`, unsubscribe });
      await send(member, mail, unsubscribe);
      return null;
    } else {
      return { skip: `unknown kind ${job.kind}` };
    }

    const locale = asLocale(member.language);
    const base = `${origin(site)}${localePrefix(site, locale)}`;
    const unsubscribe = `${origin(site)}/api/unsubscribe.php?token=${await mailToken(member.id, member.mail_token)}`;
    const mail = renderNotificationMail(kind, locale, {
      site: site.settings.mail_name || site.settings.name,
      name: member.name,
      other,
      count,
      link: `${base}${path}`,
      settings: `${base}/notifications`,
      unsubscribe,
    });
    await send(member, mail, unsubscribe);
    return null;
  }

  /** Sends a notification mail with the one-click unsubscribe headers of RFC 8058. */
  async function send(member: { email: string; site_id: number }, mail: { subject: string; text: string }, unsubscribe: string): Promise<void> {
    await mailer.send({
      to: member.email,
      subject: mail.subject,
      text: mail.text,
      siteId: member.site_id,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  /**
   * Sends one push to every subscription of the member, or says why not: the member has the site
   * open, the preference is off, the other member is gone. Subscriptions the push service calls gone
   * are dropped. Throws when no push went out but one may later (the job is retried).
   */
  async function deliverPush(job: Job): Promise<Skip | null> {
    const kind = job.kind as PushJobKind;
    const member = await db
      .selectFrom('users as u')
      .innerJoin('sites as s', 's.id', 'u.site_id')
      .select(['u.id', 'u.language', 'u.deleted_at', 'u.notification_settings', 'u.profile_id', 's.domain', 's.push_private_key'])
      .where('u.id', '=', job.user_id)
      .executeTakeFirst();
    if (!member || member.deleted_at) return { skip: 'account gone' };
    if ((member.notification_settings as Record<string, boolean> | null)?.[pushPreference(kind)] === false) return { skip: 'preference off' };
    if (isOnline(member.id)) return { skip: 'site open' };
    const site = await resolveSite(member.domain);
    if (!site?.settings.push_public_key || !member.push_private_key) return { skip: 'no push keys' };
    let otherId: number;
    if (kind === 'like' || kind === 'match') otherId = Number(job.payload.profile_id);
    else {
      const unread = await db.selectFrom('conversation_members').select('num_unread').where('conversation_id', '=', Number(job.payload.conversation_id)).where('profile_id', '=', member.profile_id).executeTakeFirst();
      if (!unread || unread.num_unread === 0) return { skip: 'read meanwhile' };
      const sender = await db.selectFrom('messages').select('sender_profile_id').where('id', '=', Number(job.payload.message_id)).executeTakeFirst();
      otherId = sender?.sender_profile_id ?? 0;
    }
    const other = await profileName(otherId);
    if (!other) return { skip: 'other member gone' };

    const locale = asLocale(member.language);
    const prefix = localePrefix(site, locale);
    const path = kind === 'like' ? `/members/${otherId}` : `/members/${otherId}/chat`;
    const message = { ...renderPush(kind === 'like' || kind === 'match' ? kind : 'message', locale, other), url: `${prefix}${path}`, tag: `${kind}:${otherId}` };
    const vapid = { publicKey: site.settings.push_public_key, privateKey: member.push_private_key, subject: `mailto:${site.settings.support_email}` };
    const subscriptions = await db.selectFrom('push_subscriptions').select(['id', 'subscription']).where('user_id', '=', member.id).execute();
    const outcomes = await Promise.all(subscriptions.map(async (row) => ({ row, outcome: await sendPush(row.subscription as StoredSubscription, message, vapid) })));
    const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.row.id);
    if (gone.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', gone).execute();
    if (outcomes.some((o) => o.outcome === 'sent')) return null;
    if (outcomes.some((o) => o.outcome === 'retry')) throw new Error('the push service did not take the push');
    return { skip: 'no push subscription' };
  }

  async function runDue(now = new Date()): Promise<number> {
    // Interrupted mid-send (the process stopped): it may have gone out, so it is not sent again.
    await db
      .updateTable('notification_jobs')
      .set({ status: 'failed', locked_until: null, last_error: 'interrupted while sending; not retried, so never sent twice' })
      .where('status', '=', 'sending')
      .where('locked_until', '<', now)
      .execute();
    const lockedUntil = new Date(now.getTime() + NOTIFICATION_QUEUE.lockSeconds * 1000);
    const { rows: jobs } = await sql<Job>`
      update notification_jobs set status = 'sending', attempts = attempts + 1, locked_until = ${lockedUntil}
      where id in (
        select id from notification_jobs where status = 'pending' and run_at <= ${now}
        order by run_at, id limit ${NOTIFICATION_QUEUE.batch} for update skip locked
      )
      returning id, user_id, channel, kind, payload, attempts`.execute(db);
    for (const job of jobs) {
      try {
        const result = await (job.channel === 'push' ? deliverPush(job) : deliverMail(job));
        await db
          .updateTable('notification_jobs')
          .set(result ? { status: 'skipped', locked_until: null, last_error: result.skip } : { status: 'sent', locked_until: null, sent_at: new Date() })
          .where('id', '=', job.id)
          .execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = NOTIFICATION_QUEUE.retryDelaysS[job.attempts - 1];
        log?.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, delay === undefined ? 'notification mail failed; giving up' : 'notification mail failed; will retry');
        await db
          .updateTable('notification_jobs')
          .set(
            delay === undefined
              ? { status: 'failed', locked_until: null, last_error: message }
              : { status: 'pending', locked_until: null, last_error: message, run_at: new Date(now.getTime() + delay * 1000) },
          )
          .where('id', '=', job.id)
          .execute();
      }
    }
    return jobs.length;
  }

  async function scheduleReminders(now = new Date()): Promise<number> {
    const unreadSince = new Date(now.getTime() - NOTIFICATION_QUEUE.unreadForS * 1000);
    const lastReminder = new Date(now.getTime() - NOTIFICATION_QUEUE.reminderGapS * 1000);
    const { rows } = await sql<{ id: number }>`
      select distinct u.id from users u
      join conversation_members cm on cm.profile_id = u.profile_id and cm.deleted_at is null and cm.num_unread > 0
      join conversations c on c.id = cm.conversation_id and c.updated_at <= ${unreadSince}
      where u.deleted_at is null and u.status = 'active'
        and coalesce(u.notification_settings ->> 'unread_message_reminders', 'true') <> 'false'
        and jsonb_array_length(u.notifications_disabled) = 0
        and not exists (
          select 1 from notification_jobs j where j.user_id = u.id and j.channel = 'mail' and j.kind = 'unread_message_reminders' and j.created_at > ${lastReminder}
        )`.execute(db);
    // One key per member and three-day period: two processes scheduling at once make one job.
    const period = Math.floor(now.getTime() / (NOTIFICATION_QUEUE.reminderGapS * 1000));
    for (const { id } of rows) await enqueueNotification(db, { userId: id, channel: 'mail', kind: 'unread_message_reminders', payload: {}, dedupeKey: `unread:${id}:${period}`, runAt: now });
    return rows.length;
  }

  async function scheduleDigests(now = new Date()): Promise<number> {
    const wants = (type: NotificationMailKind) => sql<boolean>`u.deleted_at is null and u.status = 'active'
      and coalesce(u.notification_settings ->> ${type}, 'true') <> 'false' and jsonb_array_length(u.notifications_disabled) = 0`;
    // The week as its Monday (UTC): one weekly update per member and week, whichever process queues it.
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
    const week = monday.toISOString().slice(0, 10);
    const weekly = await sql`
      insert into notification_jobs (user_id, channel, kind, payload, dedupe_key, run_at)
      select u.id, 'mail', 'weekly_updates', '{}'::jsonb, 'weekly:' || u.id || ':' || ${week}, ${now} from users u
      where ${wants('weekly_updates')}
      on conflict (dedupe_key) do nothing`.execute(db);
    const signedUpBefore = new Date(now.getTime() - NOTIFICATION_QUEUE.photoReminderAfterS * 1000);
    const photo = await sql`
      insert into notification_jobs (user_id, channel, kind, payload, dedupe_key, run_at)
      select u.id, 'mail', 'reminders', '{"reminder":"photo"}'::jsonb, 'reminder:photo:' || u.id, ${now} from users u
      join profiles p on p.id = u.profile_id and p.main_image_id is null
      where ${wants('reminders')} and u.signup_date <= ${signedUpBefore}
      on conflict (dedupe_key) do nothing`.execute(db);
    return Number(weekly.numAffectedRows ?? 0) + Number(photo.numAffectedRows ?? 0);
  }

  /** One round at a time per process: a slow round is not overlapped by the next tick. */
  function tick(): void {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => {
        log?.error({ err: error }, 'sending notification mails failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    runDue,
    scheduleReminders,
    scheduleDigests,
    start() {
      timers = [
        setInterval(tick, NOTIFICATION_QUEUE.pollMs),
        setInterval(() => {
          scheduleReminders().catch((error: unknown) => log?.error({ err: error }, 'scheduling unread-message reminders failed'));
          scheduleDigests().catch((error: unknown) => log?.error({ err: error }, 'scheduling weekly updates and reminders failed'));
        }, NOTIFICATION_QUEUE.reminderCheckMs),
      ];
      for (const timer of timers) timer.unref();
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
  };
}

/**
 * A site's public origin for the links of its mails: the scheme and port of `PUBLIC_URL` on the
 * site's own domain (`de.localhost` → `http://de.localhost:3000` in development), `https://<domain>`
 * without it.
 */
export function siteOrigin(publicUrl: string | null, site: Pick<Site, 'domain'>): string {
  if (!publicUrl) return `https://${site.domain}`;
  const url = new URL(publicUrl);
  return `${url.protocol}//${site.domain}${url.port ? `:${url.port}` : ''}`;
}

/**
 * Starts an operator's campaign (spec §3 `promotions`, `news`): stores its texts and queues one mail
 * for every member of the site who wants that type (confirmed, mail not disabled); the worker writes
 * each in the member's language, else the site's, else skips it. Returns the campaign and how many
 * mails were queued.
 */
export async function startCampaign(db: Kysely<DB>, input: { siteId: number; kind: 'promotions' | 'news'; texts: Record<string, { subject: string; body: string }> }): Promise<{ id: number; queued: number }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('campaigns').values({ site_id: input.siteId, kind: input.kind, texts: JSON.stringify(input.texts) }).returning('id').executeTakeFirstOrThrow();
    const result = await sql`
      insert into notification_jobs (user_id, channel, kind, payload, dedupe_key)
      select u.id, 'mail', ${input.kind}, jsonb_build_object('campaign_id', ${id}::int), 'campaign:' || ${id}::int || ':' || u.id from users u
      where u.site_id = ${input.siteId} and u.deleted_at is null and u.status = 'active'
        and coalesce(u.notification_settings ->> ${input.kind}, 'true') <> 'false' and jsonb_array_length(u.notifications_disabled) = 0
      on conflict (dedupe_key) do nothing`.execute(trx);
    return { id, queued: Number(result.numAffectedRows ?? 0) };
  });
}
