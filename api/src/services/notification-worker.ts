/**
 * The worker of the notification queue (services/notification-queue.ts, issue 15), one per API
 * process: claims due jobs (`for update skip locked`, so several processes share the queue),
 * decides at send time — the member's preference for the type, mail not disabled (spam complaint,
 * bounce, unsubscribe), a confirmed and living account, the message still unread, for a push the
 * site not open — and sends: a mail through the mailer in the member's language with the one-click
 * unsubscribe headers of RFC 8058, a push to each subscription (services/web-push.ts). A failed
 * send is retried after 1, 5, 30 and 120 minutes, then given up (`failed`). A job found still
 * `sending` after its lock ran out (the process stopped mid-send) is given up too: it may have
 * gone out, and nothing is sent twice.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { type NotificationMailKind, renderCampaignMail, renderNotificationMail } from '../mail/notification-templates.js';
import { renderPush } from '../mail/push-templates.js';
import type { Site } from '../repositories/sites.js';
import { asLocale } from '../repositories/users.js';
import { localePrefix, siteLocale } from './account-rules.js';
import type { Mailer } from './mailer.js';
import { NOTIFICATION_QUEUE, type PushJobKind, pushPreference, scheduleDigests, scheduleReminders } from './notification-queue.js';
import { sendPush, type StoredSubscription } from './web-push.js';

/** What the worker needs. `origin(site)` is the site's public origin for links (`https://amora.example`). */
export interface NotificationWorkerOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  resolveSite: (domain: string) => Promise<Site | null>;
  origin: (site: Site) => string;
  /** Whether the member has the site open now (a live stream on any API process): no push then. */
  isOnline?: (userId: number) => boolean | Promise<boolean>;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Test-only: origins of local push services posted to without the endpoint checks (config.pushTestOrigins). */
  pushTestOrigins?: readonly string[];
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

/** The notification worker of one API process (see the file's comment). */
export function createNotificationWorker({ db, mailer, resolveSite, origin, isOnline = () => false, log, pushTestOrigins = [] }: NotificationWorkerOptions): NotificationWorker {
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
    if (await isOnline(member.id)) return { skip: 'site open' };
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
    const outcomes = await Promise.all(subscriptions.map(async (row) => ({ row, outcome: await sendPush(row.subscription as StoredSubscription, message, vapid, pushTestOrigins) })));
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
    scheduleReminders: (now) => scheduleReminders(db, now),
    scheduleDigests: (now) => scheduleDigests(db, now),
    start() {
      timers = [
        setInterval(tick, NOTIFICATION_QUEUE.pollMs),
        setInterval(() => {
          scheduleReminders(db).catch((error: unknown) => log?.error({ err: error }, 'scheduling unread-message reminders failed'));
          scheduleDigests(db).catch((error: unknown) => log?.error({ err: error }, 'scheduling weekly updates and reminders failed'));
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
