/**
 * The notification mails (issue 15, spec §3 notification types, §4 disabled reasons): a queue in
 * the database (`mail_jobs`, migration 015) that works the same on PGlite and PostgreSQL.
 *
 * - Jobs are made inside the transaction of the event they announce, by the live hub's sink
 *   ({@link mailJobsFromLive}: a like, the first unread message of a conversation) and by the
 *   scheduler ({@link MailWorker.scheduleReminders}: messages unread for a day): no event, no job;
 *   a rolled-back like makes no mail. `dedupe_key` keeps one event one mail.
 * - The worker ({@link createMailWorker}) claims due jobs (`for update skip locked`, so several API
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
import { type NotificationMailKind, renderNotificationMail } from '../mail/notification-templates.js';
import { asLocale } from '../repositories/users.js';
import type { Site } from '../repositories/sites.js';
import { localePrefix } from './account-rules.js';
import type { LiveDelivery } from './live-events.js';
import type { Mailer } from './mailer.js';

/** Tunables of the queue (documented in api/README.md "Notification mails"). */
export const MAIL_QUEUE = {
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
} as const;

/** One job to queue. `runAt` defaults to now. */
export interface MailJobInput {
  userId: number;
  kind: NotificationMailKind;
  payload: Record<string, unknown>;
  dedupeKey: string;
  runAt?: Date;
}

/** Queues a mail unless a job with its `dedupeKey` exists; in the caller's transaction when `q` is one. */
export async function enqueueMail(q: Kysely<DB>, job: MailJobInput): Promise<void> {
  await q
    .insertInto('mail_jobs')
    .values({ user_id: job.userId, kind: job.kind, payload: JSON.stringify(job.payload), dedupe_key: job.dedupeKey, run_at: job.runAt ?? new Date() })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/**
 * The members (`users.id`) behind profile ids who want a `kind` of mail now: living accounts whose
 * preference for it is on and whose mail is not disabled. (The worker asks again when it sends.)
 */
async function recipients(q: Kysely<DB>, profileIds: readonly number[], kind: NotificationMailKind): Promise<{ id: number; profile_id: number }[]> {
  if (profileIds.length === 0) return [];
  return q
    .selectFrom('users')
    .select(['id', 'profile_id'])
    .where('profile_id', 'in', [...profileIds])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`coalesce(notification_settings ->> ${kind}, 'true') <> 'false'`)
    .where(sql<boolean>`jsonb_array_length(notifications_disabled) = 0`)
    .execute();
}

/**
 * The live hub's sink (services/live-events.ts `addSink`): turns the events of a transaction into
 * mail jobs in that same transaction, for members who want that kind of mail at the time of the
 * event (see `recipients`). A `like` → a `like` mail to the liked member, once per liker
 * (`like:<liker>:<liked>`); a `message` to its recipient → a mail after {@link MAIL_QUEUE}.messageDelayS
 * when it is the first unread one of the conversation (later ones wait with it): `new_conversations`
 * for a conversation's first message, else `new_messages`.
 */
export async function mailJobsFromLive(deliveries: readonly LiveDelivery[], q: Kysely<DB>): Promise<void> {
  for (const { event, profiles = [] } of deliveries) {
    if (event.type === 'like') {
      const liker = event.data.profile.id;
      for (const user of await recipients(q, profiles, 'like')) {
        await enqueueMail(q, { userId: user.id, kind: 'like', payload: { profile_id: liker }, dedupeKey: `like:${liker}:${user.profile_id}` });
      }
    } else if (event.type === 'message' && !event.data.from_me) {
      const { id, conversation_id: conversationId } = event.data;
      const { count } = await q.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('count')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
      const kind = Number(count) === 1 ? 'new_conversations' : 'new_messages';
      for (const user of await recipients(q, profiles, kind)) {
        const member = await q
          .selectFrom('conversation_members')
          .select('num_unread')
          .where('conversation_id', '=', conversationId)
          .where('profile_id', '=', user.profile_id)
          .executeTakeFirst();
        if (member?.num_unread !== 1) continue;
        const runAt = new Date(Date.now() + MAIL_QUEUE.messageDelayS * 1000);
        await enqueueMail(q, { userId: user.id, kind, payload: { conversation_id: conversationId, message_id: id }, dedupeKey: `message:${id}:${user.id}`, runAt });
      }
    }
  }
}

/** What the worker needs. `origin(site)` is the site's public origin for links (`https://amora.example`). */
export interface MailWorkerOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  resolveSite: (domain: string) => Promise<Site | null>;
  origin: (site: Site) => string;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** A claimed job. */
interface Job {
  id: number;
  user_id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Why a job was not sent (stored in `last_error` of a `skipped` job). */
type Skip = { skip: string };

export interface MailWorker {
  /** Sends the jobs due at `now`; returns how many were handled (sent, skipped or failed). */
  runDue(now?: Date): Promise<number>;
  /** Queues an unread-message reminder for each member whose messages wait since a day; returns how many. */
  scheduleReminders(now?: Date): Promise<number>;
  /** Runs both on their timers (unref'd) until `stop`. */
  start(): void;
  stop(): void;
}

/** The mail worker of one API process (see the file's comment). */
export function createMailWorker({ db, mailer, resolveSite, origin, log }: MailWorkerOptions): MailWorker {
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

  /** Sends one job, or says why not. Throws when the mailer fails (the job is retried). */
  async function deliver(job: Job): Promise<Skip | null> {
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
    await mailer.send({
      to: member.email,
      subject: mail.subject,
      text: mail.text,
      siteId: member.site_id,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return null;
  }

  async function runDue(now = new Date()): Promise<number> {
    // Interrupted mid-send (the process stopped): it may have gone out, so it is not sent again.
    await db
      .updateTable('mail_jobs')
      .set({ status: 'failed', locked_until: null, last_error: 'interrupted while sending; not retried, so never sent twice' })
      .where('status', '=', 'sending')
      .where('locked_until', '<', now)
      .execute();
    const lockedUntil = new Date(now.getTime() + MAIL_QUEUE.lockSeconds * 1000);
    const { rows: jobs } = await sql<Job>`
      update mail_jobs set status = 'sending', attempts = attempts + 1, locked_until = ${lockedUntil}
      where id in (
        select id from mail_jobs where status = 'pending' and run_at <= ${now}
        order by run_at, id limit ${MAIL_QUEUE.batch} for update skip locked
      )
      returning id, user_id, kind, payload, attempts`.execute(db);
    for (const job of jobs) {
      try {
        const result = await deliver(job);
        await db
          .updateTable('mail_jobs')
          .set(result ? { status: 'skipped', locked_until: null, last_error: result.skip } : { status: 'sent', locked_until: null, sent_at: new Date() })
          .where('id', '=', job.id)
          .execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = MAIL_QUEUE.retryDelaysS[job.attempts - 1];
        log?.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, delay === undefined ? 'notification mail failed; giving up' : 'notification mail failed; will retry');
        await db
          .updateTable('mail_jobs')
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
    const unreadSince = new Date(now.getTime() - MAIL_QUEUE.unreadForS * 1000);
    const lastReminder = new Date(now.getTime() - MAIL_QUEUE.reminderGapS * 1000);
    const { rows } = await sql<{ id: number }>`
      select distinct u.id from users u
      join conversation_members cm on cm.profile_id = u.profile_id and cm.deleted_at is null and cm.num_unread > 0
      join conversations c on c.id = cm.conversation_id and c.updated_at <= ${unreadSince}
      where u.deleted_at is null and u.status = 'active'
        and coalesce(u.notification_settings ->> 'unread_message_reminders', 'true') <> 'false'
        and jsonb_array_length(u.notifications_disabled) = 0
        and not exists (
          select 1 from mail_jobs j where j.user_id = u.id and j.kind = 'unread_message_reminders' and j.created_at > ${lastReminder}
        )`.execute(db);
    // One key per member and three-day period: two processes scheduling at once make one job.
    const period = Math.floor(now.getTime() / (MAIL_QUEUE.reminderGapS * 1000));
    for (const { id } of rows) await enqueueMail(db, { userId: id, kind: 'unread_message_reminders', payload: {}, dedupeKey: `unread:${id}:${period}`, runAt: now });
    return rows.length;
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
    start() {
      timers = [
        setInterval(tick, MAIL_QUEUE.pollMs),
        setInterval(() => {
          scheduleReminders().catch((error: unknown) => log?.error({ err: error }, 'scheduling unread-message reminders failed'));
        }, MAIL_QUEUE.reminderCheckMs),
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
