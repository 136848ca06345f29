/**
 * The notifications by e-mail and web push (issue 15, spec §3 notification types, §4 push and
 * disabled reasons): a queue in the database (`notification_jobs`, migration 015, a `channel` per
 * job) that works the same on PGlite and PostgreSQL. This file makes the jobs; the worker of each
 * API process sends them (services/notification-worker.ts).
 *
 * - Every other mail is a job too (issue 32 "One mail pipeline"): {@link queueMail} stores an
 *   account mail as it was written (channel `direct`), claimed at once by the process that queued
 *   it, so the request never waits on SMTP and a failed send is retried like any job.
 * - Jobs are made inside the transaction of the event they announce, by the live hub's sink
 *   ({@link notificationJobsFromLive}: a like or match, the first unread message of a
 *   conversation) or by the chat send's and the like's database functions, which call the same
 *   `amora_queue_*` functions (migration 031): no event, no job; a rolled-back like makes no mail. The scheduler queues the
 *   unread-message reminders, weekly updates and photo reminders ({@link scheduleReminders},
 *   {@link scheduleDigests}); an operator the campaigns ({@link startCampaign}). `dedupe_key`
 *   keeps one event one mail.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { NotificationMailKind, NotificationType } from '../mail/notification-templates.js';
import type { LiveDelivery } from './live-events.js';
import { MAIL_RETRY_DELAYS_S } from './mail-config.js';
import type { Job, Mail } from './mail-types.js';

/** Tunables of the queue (documented in api/README.md "Notification mails"). */
export const NOTIFICATION_QUEUE = {
  /** Jobs claimed by one explicit round (`runDue`); the running worker claims one per free slot. */
  batch: 20,
  /** How long a worker holds a job while sending, seconds. */
  lockSeconds: 300,
  /** Production's waits before the retries of a failed send, seconds (30 s … 3 h, ≈ 17 h in all; services/mail-config.ts); then `failed`. */
  retryDelaysS: MAIL_RETRY_DELAYS_S,
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

/**
 * The order in which jobs are claimed (issue 32), lowest first, then oldest: the column
 * `notification_jobs.priority` is generated from channel and kind by migration 022 with exactly
 * these rules, so no insert has to know them.
 */
export const JOB_PRIORITY = {
  /** Account mails (`direct`: activation, reset, mail change, deletion, report and complaint answers, payment confirmations) and pushes. */
  urgent: 0,
  /** Notification mails about one event: `like`, `new_conversations`, `new_messages`. */
  notification: 1,
  /** Unread-message reminders, weekly updates, photo reminders, campaigns (`promotions`, `news`). */
  bulk: 2,
} as const;

/**
 * Stores a written mail as a `direct` job (issue 32): `to`, `subject`, `text`, `html`, `headers`,
 * `siteId`, `lang`, attachments (base64) and a Message-ID key kept across retries go into the
 * payload; `user_id` stays null (the mail outlives the account: the deletion mail). With `claimFor`
 * (seconds) the job is born `sending`, held by the caller's process for that long (its worker sends
 * it next: services/mailer.ts); without, `pending` for any worker (e.g. inside the caller's
 * transaction, `q` being one). Returns the job.
 */
export async function queueMail(q: Kysely<DB>, mail: Mail, claimFor?: number): Promise<Job> {
  const messageKey = mail.messageKey ?? randomUUID();
  const payload = {
    to: mail.to.trim(),
    subject: mail.subject,
    text: mail.text,
    site_id: mail.siteId ?? null,
    message_key: messageKey,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.lang ? { lang: mail.lang } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content.toString('base64') })) } : {}),
  };
  const claimed = claimFor === undefined ? {} : { status: 'sending' as const, attempts: 1, locked_until: new Date(Date.now() + claimFor * 1000) };
  return q
    .insertInto('notification_jobs')
    .values({ user_id: null, channel: 'direct', kind: mail.kind ?? 'account', payload: JSON.stringify(payload), dedupe_key: `direct:${messageKey}`, ...claimed })
    .returning(['id', 'user_id', 'channel', 'kind', 'payload', 'attempts', 'priority'])
    .executeTakeFirstOrThrow();
}

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
export const pushPreference = (kind: PushJobKind): NotificationMailKind => (kind === 'match' ? 'like' : kind);

/**
 * The live hub's sink (services/live-events.ts `addSink`): turns the events of a transaction into
 * jobs in that same transaction, for members who want them at the time of the event, through the
 * database functions of migration 031 (the chat send and the like call the same ones themselves):
 * - a `like` → a `like` mail to the liked member, once per liker (`like:<liker>:<liked>`), and a
 *   push, unless the like made a match: then a `match` push instead (none to the one who liked
 *   back) — `amora_queue_like_jobs`, `amora_queue_match_push`;
 * - a `message` to its recipient, when it is the first unread one of the conversation (later ones
 *   wait with it) → a push now and a mail after {@link NOTIFICATION_QUEUE}.messageDelayS:
 *   `new_conversations` for a conversation's first message, else `new_messages` — `amora_queue_message_jobs`.
 * Each member's preference for the type is read, mail only when not disabled, push only with a
 * subscription; a job that exists (same dedupe key) stays.
 */
export async function notificationJobsFromLive(deliveries: readonly LiveDelivery[], q: Kysely<DB>): Promise<void> {
  const matched = new Set(deliveries.filter((d) => d.event.type === 'match').flatMap((d) => d.profiles ?? []));
  // Who acted (liked): they see the match on screen and get no push about it.
  const actors = new Set(deliveries.flatMap((d) => (d.event.type === 'like' ? [d.event.data.profile.id] : [])));
  const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  for (const { event, profiles = [] } of deliveries) {
    if (profiles.length === 0) continue;
    if (event.type === 'like') {
      const pushTo = profiles.filter((p) => !matched.has(p));
      await sql`select amora_queue_like_jobs(${event.data.profile.id}::int, ${ids(profiles)}, ${ids(pushTo)})`.execute(q);
    } else if (event.type === 'match') {
      const to = profiles.filter((p) => !actors.has(p));
      if (to.length > 0) await sql`select amora_queue_match_push(${event.data.profile.id}::int, ${ids(to)})`.execute(q);
    } else if (event.type === 'message' && !event.data.from_me) {
      const { id, conversation_id: conversationId } = event.data;
      await sql`select amora_queue_message_jobs(${ids(profiles)}, ${conversationId}::int, ${id}::int, ${NOTIFICATION_QUEUE.messageDelayS}::int)`.execute(q);
    }
  }
}

/** Queues an unread-message reminder for each member whose messages wait since a day ({@link NOTIFICATION_QUEUE}); returns how many. */
export async function scheduleReminders(db: Kysely<DB>, now = new Date()): Promise<number> {
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

/**
 * Queues this week's `weekly_updates` for every member who wants it (one per member and week,
 * counted and perhaps skipped when sent) and the one `reminders` mail to add a photo for members
 * without one 48 hours after sign-up; returns how many were queued.
 */
export async function scheduleDigests(db: Kysely<DB>, now = new Date()): Promise<number> {
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
