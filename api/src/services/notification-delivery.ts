/**
 * Sending one claimed job of the notification queue (issue 15; the worker that claims and retries
 * them is services/notification-worker.ts). Everything is decided at send time, in steps: who the
 * recipient is and whether he still wants it ({@link mailRecipient}, {@link pushRecipient}), what
 * the message says and whether it still has something to say (the message still unread, the other
 * member still there: {@link MAIL_CONTENT}, {@link pushPartner}), then the send — a mail in the
 * member's language with the one-click unsubscribe headers of RFC 8058, or a push to each of his
 * subscriptions (services/web-push.ts); or a `direct` mail, written when it was queued (an account
 * mail, issue 32), as it is ({@link deliverDirect}). A job that should not go out any more is a
 * {@link Skip}; a send that failed but may work later throws (the worker retries it).
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { type NotificationMailKind, renderCampaignMail, renderNotificationMail } from '../mail/notification-templates.js';
import { renderPush } from '../mail/push-templates.js';
import { isBanned } from '../repositories/member-visibility.js';
import type { Site } from '../repositories/sites.js';
import { asLocale } from '../repositories/users.js';
import type { Locale } from '../types.js';
import { localePrefix, siteLocale } from './account-rules.js';
import type { Job, Mail, MailSender, Skip } from './mail-types.js';
import { NOTIFICATION_QUEUE, type PushJobKind, pushPreference } from './notification-queue.js';
import { deliverPaymentMail, PAYMENT_MAIL_KIND } from './payment-mail.js';
import { type PushMessage, sendPush, type StoredSubscription, type Vapid } from './web-push.js';

/** What a delivery needs: the worker's options (services/notification-worker.ts) with their defaults applied. */
export interface DeliveryContext {
  db: Kysely<DB>;
  /** Where mails go: the transport (services/mail-transport.ts). */
  mailer: MailSender;
  resolveSite: (domain: string) => Promise<Site | null>;
  /** The site's public origin for links (`https://amora.example`). */
  origin: (site: Site) => string;
  /** Whether the member has the site open now: no push then. */
  isOnline: (userId: number) => boolean | Promise<boolean>;
  pushTestOrigins: readonly string[];
}

/** The other member's name, or null when that profile is gone (deleted, or not active). */
async function profileName(db: Kysely<DB>, profileId: unknown): Promise<string | null> {
  if (typeof profileId !== 'number') return null;
  const row = await db.selectFrom('profiles').select('name').where('id', '=', profileId).where('deleted_at', 'is', null).where('status', '=', 'active').executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Whether the member still has unread messages in the job's conversation (`payload.conversation_id`);
 * with `evenRemoved`, also in a conversation he removed (a push asks so, a mail does not).
 */
async function stillUnread(db: Kysely<DB>, job: Job, profileId: number, evenRemoved: boolean): Promise<boolean> {
  let query = db.selectFrom('conversation_members').select('num_unread').where('conversation_id', '=', Number(job.payload.conversation_id)).where('profile_id', '=', profileId);
  if (!evenRemoved) query = query.where('deleted_at', 'is', null);
  const unread = await query.executeTakeFirst();
  return unread !== undefined && unread.num_unread !== 0;
}

/** The sender of the job's message (`payload.message_id`), if that message exists. */
async function messageSender(db: Kysely<DB>, job: Job): Promise<number | undefined> {
  const row = await db.selectFrom('messages').select('sender_profile_id').where('id', '=', Number(job.payload.message_id)).executeTakeFirst();
  return row?.sender_profile_id;
}

// ---------------------------------------------------------------- mail

/** The recipient of a mail job as the mail needs him. */
interface MailMember {
  id: number;
  email: string;
  language: string;
  mail_token: string | null;
  site_id: number;
  profile_id: number;
  name: string;
}

/**
 * The recipient of a mail job and his site, or why he gets none: account gone or banned (issue 31),
 * e-mail address not confirmed, mail disabled (spam complaint, bounce, unsubscribe), the preference for the type off,
 * the site gone.
 */
async function mailRecipient({ db, resolveSite }: DeliveryContext, job: Job): Promise<{ member: MailMember; site: Site } | Skip> {
  if (job.user_id === null) return { skip: 'account gone' };
  const member = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.id', 'u.profile_id')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select(['u.id', 'u.email', 'u.language', 'u.status', 'u.deleted_at', 'u.banned_at', 'u.ban_until', 'u.notification_settings', 'u.notifications_disabled', 'u.mail_token', 'u.site_id', 'u.profile_id', 'p.name', 's.domain'])
    .where('u.id', '=', job.user_id)
    .executeTakeFirst();
  if (!member || member.deleted_at) return { skip: 'account gone' };
  if (isBanned(member)) return { skip: 'account banned' };
  if (member.status !== 'active') return { skip: 'e-mail address not confirmed' };
  const disabled = Array.isArray(member.notifications_disabled) ? member.notifications_disabled : [];
  if (disabled.length > 0) return { skip: `mail disabled: ${disabled.join(', ')}` };
  if ((member.notification_settings as Record<string, boolean> | null)?.[job.kind] === false) return { skip: 'preference off' };
  const site = await resolveSite(member.domain);
  if (!site) return { skip: 'site gone' };
  return { member, site };
}

/** What a notification mail names and where it links (a path of the site, without locale prefix). */
interface MailContent {
  other?: string;
  count?: number;
  path: string;
}

type ContentStep = (db: Kysely<DB>, job: Job, member: MailMember) => Promise<MailContent | Skip>;

/** A like: the liker, unless gone. */
const likeContent: ContentStep = async (db, job) => {
  const name = await profileName(db, job.payload.profile_id);
  if (!name) return { skip: 'liker gone' };
  return { other: name, path: `/members/${job.payload.profile_id}` };
};

/** A new conversation or message: the sender, while the conversation is still unread. */
const messageContent: ContentStep = async (db, job, member) => {
  if (!(await stillUnread(db, job, member.profile_id, false))) return { skip: 'read meanwhile' };
  const sender = await messageSender(db, job);
  const name = await profileName(db, sender);
  if (sender === undefined || !name) return { skip: 'sender gone' };
  return { other: name, path: `/members/${sender}/chat` };
};

/** The daily reminder: the member's unread messages, if any are left. */
const unreadContent: ContentStep = async (db, _job, member) => {
  const row = await db
    .selectFrom('conversation_members')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('num_unread'), sql<number>`0`).as('unread'))
    .where('profile_id', '=', member.profile_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const count = Number(row.unread);
  return count === 0 ? { skip: 'read meanwhile' } : { count, path: '/chats' };
};

/**
 * The count of the weekly update (`{ count }`, a bigint as text): active profiles of the country
 * of profile `profileId`, other than it, that signed up after `since`. Read from migration 030's
 * index alone (an index-only scan; search-scale.test.ts checks the plan on PostgreSQL).
 */
export function weeklyNewProfilesQuery(db: Kysely<DB>, profileId: number, since: Date) {
  return db
    .selectFrom('profiles as p')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('p.country', '=', (eb) => eb.selectFrom('profiles').select('country').where('id', '=', profileId))
    .where('p.id', '<>', profileId)
    .where('p.status', '=', 'active')
    .where('p.deleted_at', 'is', null)
    .where('p.created_at', '>', since);
}

/** The weekly update: members new in the member's country this week, if any. */
const weeklyContent: ContentStep = async (db, _job, member) => {
  const since = new Date(Date.now() - NOTIFICATION_QUEUE.weeklyWindowS * 1000);
  const row = await weeklyNewProfilesQuery(db, member.profile_id, since).executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count === 0 ? { skip: 'nobody new nearby' } : { count, path: '/members' };
};

/** The reminder to add a photo, unless the member has one now. */
const photoReminderContent: ContentStep = async (db, _job, member) => {
  const profile = await db.selectFrom('profiles').select('main_image_id').where('id', '=', member.profile_id).executeTakeFirst();
  return profile?.main_image_id ? { skip: 'has a photo now' } : { path: '/profile' };
};

/** The content step of each notification mail kind (the campaigns, `promotions` and `news`, are {@link sendCampaign}). */
const MAIL_CONTENT: Record<NotificationMailKind, ContentStep> = {
  like: likeContent,
  new_conversations: messageContent,
  new_messages: messageContent,
  unread_message_reminders: unreadContent,
  weekly_updates: weeklyContent,
  reminders: photoReminderContent,
};

/** The member's unsubscribe secret, made on first use. */
async function mailToken(db: Kysely<DB>, userId: number, current: string | null): Promise<string> {
  if (current) return current;
  const token = randomBytes(24).toString('base64url');
  await db.updateTable('users').set({ mail_token: token }).where('id', '=', userId).where('mail_token', 'is', null).execute();
  const row = await db.selectFrom('users').select('mail_token').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.mail_token ?? token;
}

/** The links of every mail to the member: the site in his locale, the notification settings, the one-click unsubscribe. */
async function mailLinks({ db, origin }: DeliveryContext, site: Site, member: MailMember, locale: Locale) {
  const base = `${origin(site)}${localePrefix(site, locale)}`;
  const unsubscribe = `${origin(site)}/api/unsubscribe.php?token=${await mailToken(db, member.id, member.mail_token)}`;
  return { base, settings: `${base}/notifications`, unsubscribe };
}

/** Sends a notification mail with the one-click unsubscribe headers of RFC 8058. Throws when the mailer fails. */
async function sendMail({ mailer }: DeliveryContext, member: MailMember, mail: { subject: string; text: string }, unsubscribe: string): Promise<void> {
  await mailer.send({
    to: member.email,
    subject: mail.subject,
    text: mail.text,
    siteId: member.site_id,
    lang: asLocale(member.language),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/** A campaign mail (`payload.campaign_id`) in the member's language, else the site's; skipped without a text in either. */
async function sendCampaign(ctx: DeliveryContext, job: Job, member: MailMember, site: Site): Promise<Skip | null> {
  const campaign = await ctx.db.selectFrom('campaigns').select('texts').where('id', '=', Number(job.payload.campaign_id)).executeTakeFirst();
  const locale = asLocale(member.language);
  const text = campaign?.texts[locale] ?? campaign?.texts[siteLocale(site)];
  if (!text) return { skip: 'no text in the member’s language' };
  const links = await mailLinks(ctx, site, member, locale);
  const mail = renderCampaignMail(locale, text, { site: site.settings.mail_name || site.settings.name, name: member.name, settings: links.settings, unsubscribe: links.unsubscribe });
  await sendMail(ctx, member, mail, links.unsubscribe);
  return null;
}

/** Sends one mail job, or says why not. Throws when the mailer fails (the job is retried). */
export async function deliverMail(ctx: DeliveryContext, job: Job): Promise<Skip | null> {
  const recipient = await mailRecipient(ctx, job);
  if ('skip' in recipient) return recipient;
  const { member, site } = recipient;
  if (job.kind === 'promotions' || job.kind === 'news') return sendCampaign(ctx, job, member, site);
  if (!Object.hasOwn(MAIL_CONTENT, job.kind)) return { skip: `unknown kind ${job.kind}` };
  const kind = job.kind as NotificationMailKind;
  const content = await MAIL_CONTENT[kind](ctx.db, job, member);
  if ('skip' in content) return content;

  const locale = asLocale(member.language);
  const links = await mailLinks(ctx, site, member, locale);
  const mail = renderNotificationMail(kind, locale, {
    site: site.settings.mail_name || site.settings.name,
    name: member.name,
    other: content.other ?? '',
    count: content.count ?? 0,
    link: `${links.base}${content.path}`,
    settings: links.settings,
    unsubscribe: links.unsubscribe,
  });
  await sendMail(ctx, member, mail, links.unsubscribe);
  return null;
}

// ---------------------------------------------------------------- direct

/** The mail stored in a `direct` job's payload (notification-queue.ts queueMail), or null when the payload is no mail. */
export function directMail(job: Job): Mail | null {
  const p = job.payload as { to?: unknown; subject?: unknown; text?: unknown; html?: unknown; site_id?: unknown; lang?: unknown; headers?: unknown; message_key?: unknown; attachments?: unknown };
  if (typeof p.to !== 'string' || typeof p.subject !== 'string' || typeof p.text !== 'string') return null;
  const attachments = Array.isArray(p.attachments) ? (p.attachments as { filename: string; content_type: string; content: string }[]) : [];
  return {
    to: p.to,
    subject: p.subject,
    text: p.text,
    kind: job.kind,
    siteId: typeof p.site_id === 'number' ? p.site_id : null,
    ...(typeof p.html === 'string' ? { html: p.html } : {}),
    ...(typeof p.lang === 'string' ? { lang: p.lang } : {}),
    ...(p.headers && typeof p.headers === 'object' ? { headers: p.headers as Record<string, string> } : {}),
    ...(typeof p.message_key === 'string' ? { messageKey: p.message_key } : {}),
    ...(attachments.length ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content, 'base64') })) } : {}),
  };
}

/**
 * Sends a `direct` mail as it was written. Account mails go out whatever the member's notification
 * settings (an activation or reset link is no notification). A payment confirmation (issue 32) is
 * written now, with its PDF receipt (services/payment-mail.ts). Throws when the mailer fails (retried).
 */
export async function deliverDirect(ctx: DeliveryContext, job: Job): Promise<Skip | null> {
  if (job.kind === PAYMENT_MAIL_KIND) return deliverPaymentMail(ctx, job);
  const mail = directMail(job);
  if (!mail) return { skip: 'no mail in the payload' };
  await ctx.mailer.send(mail);
  return null;
}

// ---------------------------------------------------------------- push

/** The recipient of a push job as the push needs him. */
interface PushMember {
  id: number;
  language: string;
  profile_id: number;
}

/**
 * The recipient of a push job, his site and its VAPID keys, or why he gets none: account gone, the
 * preference off, the site open right now (issue 15), no push keys.
 */
async function pushRecipient({ db, isOnline, resolveSite }: DeliveryContext, job: Job): Promise<{ member: PushMember; site: Site; vapid: Vapid } | Skip> {
  if (job.user_id === null) return { skip: 'account gone' };
  const member = await db
    .selectFrom('users as u')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select(['u.id', 'u.language', 'u.deleted_at', 'u.notification_settings', 'u.profile_id', 's.domain', 's.push_private_key'])
    .where('u.id', '=', job.user_id)
    .executeTakeFirst();
  if (!member || member.deleted_at) return { skip: 'account gone' };
  if ((member.notification_settings as Record<string, boolean> | null)?.[pushPreference(job.kind as PushJobKind)] === false) return { skip: 'preference off' };
  if (await isOnline(member.id)) return { skip: 'site open' };
  const site = await resolveSite(member.domain);
  if (!site?.settings.push_public_key || !member.push_private_key) return { skip: 'no push keys' };
  const vapid = { publicKey: site.settings.push_public_key, privateKey: member.push_private_key, subject: `mailto:${site.settings.support_email}` };
  return { member, site, vapid };
}

/** The other member a push is about (the liker, the match, the message's sender) and his name, or why not. */
async function pushPartner(db: Kysely<DB>, job: Job, member: PushMember): Promise<{ id: number; name: string } | Skip> {
  let id: number;
  if (job.kind === 'like' || job.kind === 'match') id = Number(job.payload.profile_id);
  else {
    if (!(await stillUnread(db, job, member.profile_id, true))) return { skip: 'read meanwhile' };
    id = (await messageSender(db, job)) ?? 0;
  }
  const name = await profileName(db, id);
  return name ? { id, name } : { skip: 'other member gone' };
}

/**
 * Posts the push to every subscription of the member; subscriptions the push service calls gone
 * are dropped. Null when one went out; throws when none did but one may later (the job is retried).
 */
async function pushToSubscriptions({ db, pushTestOrigins }: DeliveryContext, userId: number, message: PushMessage, vapid: Vapid): Promise<Skip | null> {
  const subscriptions = await db.selectFrom('push_subscriptions').select(['id', 'subscription']).where('user_id', '=', userId).execute();
  const outcomes = await Promise.all(subscriptions.map(async (row) => ({ row, outcome: await sendPush(row.subscription as StoredSubscription, message, vapid, pushTestOrigins) })));
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.row.id);
  if (gone.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', gone).execute();
  if (outcomes.some((o) => o.outcome === 'sent')) return null;
  if (outcomes.some((o) => o.outcome === 'retry')) throw new Error('the push service did not take the push');
  return { skip: 'no push subscription' };
}

/**
 * Sends one push job to every subscription of the member, or says why not: the member has the site
 * open, the preference is off, the other member is gone. Throws when no push went out but one may
 * later (the job is retried).
 */
export async function deliverPush(ctx: DeliveryContext, job: Job): Promise<Skip | null> {
  const kind = job.kind as PushJobKind;
  const recipient = await pushRecipient(ctx, job);
  if ('skip' in recipient) return recipient;
  const { member, site, vapid } = recipient;
  const other = await pushPartner(ctx.db, job, member);
  if ('skip' in other) return other;

  const locale = asLocale(member.language);
  const path = kind === 'like' ? `/members/${other.id}` : `/members/${other.id}/chat`;
  const message = { ...renderPush(kind === 'like' || kind === 'match' ? kind : 'message', locale, other.name), url: `${localePrefix(site, locale)}${path}`, tag: `${kind}:${other.id}` };
  return pushToSubscriptions(ctx, member.id, message, vapid);
}
