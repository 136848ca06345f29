/**
 * The payment confirmation mail (issue 32 "Receipts": the receipt is "attached to the payment's
 * confirmation mail"). Queued once, in the transaction that completes the payment
 * ({@link queuePaymentMail}, repositories/payments.ts `applyWebhook`), as a `direct` job of the mail
 * queue: claimed with the account mails (priority 0, migration 022), retried when SMTP fails, sent
 * again rather than lost when a process dies mid-send. The worker writes it when it sends it
 * ({@link deliverPaymentMail}): text in the member's language and the PDF receipt rendered then,
 * so the job holds only the payment's id.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { renderPaymentMail } from '../mail/payment-templates.js';
import { asLocale } from '../repositories/users.js';
import type { Locale, NotificationsDisabledReason } from '../types.js';
import { localePrefix } from './account-rules.js';
import type { Site } from '../repositories/sites.js';
import type { Job, MailSender, Skip } from './mail-types.js';
import { paymentReceipt } from './receipt.js';
import { RECEIPT_METHOD_BRANDS, RECEIPT_TEXTS } from './receipt-texts.js';

/** What sending needs: the worker's delivery context (services/notification-delivery.ts `DeliveryContext`) has it. */
export interface PaymentMailContext {
  db: Kysely<DB>;
  /** Where mails go: the transport (services/mail-transport.ts). */
  mailer: MailSender;
  resolveSite: (domain: string) => Promise<Site | null>;
  /** The site's configured public origin (services/site-origin.ts `siteOrigin`), e.g. `https://amora.example`. */
  origin: (site: Site) => string;
}

/** The job kind (`notification_jobs.kind`, channel `direct`) of a payment confirmation. */
export const PAYMENT_MAIL_KIND = 'payment_confirmation';

/**
 * Why mail to an address is off for good: the provider said it bounces or the member marked our
 * mail as spam (spec §4). A confirmation is transactional — it goes out whatever the notification
 * settings and after an `unsubscribe` — but never to such an address.
 */
const SUPPRESSED: readonly NotificationsDisabledReason[] = ['bounce', 'spam_complaint'];

/**
 * Queues the confirmation mail of a payment that has just completed, in the caller's transaction
 * `q` (repositories/payments.ts `applyWebhook`): a `direct` job for the member with
 * `payload: { payment_id, message_key }` (the Message-ID's key, kept across retries) and the
 * unique `dedupe_key` `payment:<id>`, so a payment gets one mail however often its completion is
 * reported. A rolled-back completion queues nothing.
 */
export async function queuePaymentMail(q: Kysely<DB>, payment: { id: number; user_id: number }): Promise<void> {
  await q
    .insertInto('notification_jobs')
    .values({
      user_id: payment.user_id,
      channel: 'direct',
      kind: PAYMENT_MAIL_KIND,
      payload: JSON.stringify({ payment_id: payment.id, message_key: randomUUID() }),
      dedupe_key: `payment:${payment.id}`,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** `zone` when Intl knows it, else UTC (a stored zone an older ICU lacks must not stop the mail). */
function validZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** What the mail says about the payment, in the receipt's words (services/receipt-texts.ts). */
interface PaymentFacts {
  credits: number;
  method: string;
  currency: string;
  amountCents: number;
  completedAt: Date;
  timezone: string;
  number: string;
}

/** The bundle's credits (`500 credits`) and the payment's lines (bundle, amount paid, date, method, receipt number) in `locale`. */
function describe(locale: Locale, p: PaymentFacts): { credits: string; details: string } {
  const t = RECEIPT_TEXTS[locale];
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
  const count = new Intl.NumberFormat(locale).format(p.credits);
  const credits = fill(t.credits[new Intl.PluralRules(locale).select(p.credits)] ?? t.credits.other, { count });
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: p.currency }).format(p.amountCents / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: validZone(p.timezone) }).format(p.completedAt);
  const method = p.method in t.methods ? t.methods[p.method as keyof typeof t.methods] : (RECEIPT_METHOD_BRANDS[p.method] ?? p.method);
  // French sets a (no-break) space before the colon.
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const details = [fill(t.item, { credits }), `${t.total}${colon}${amount}`, `${t.date}${colon}${date}`, `${t.method}${colon}${method}`, `${t.number}${colon}${p.number}`].join('\n');
  return { credits, details };
}

/**
 * Sends the confirmation of the job's payment (`payload.payment_id`) to its member: subject and
 * text in the member's language (mail/payment-templates.ts) naming the bundle's credits, the
 * amount paid, the date (the member's time zone), the payment method and the receipt number, a
 * link to `/transactions/{id}` on the member's site from its configured origin (`ctx.origin`,
 * never a request's host), and the receipt `receipt-<number>.pdf` (application/pdf) rendered now
 * (services/receipt.ts). Skipped (a {@link Skip}) when the payment is not completed or refunded,
 * the account is gone, the address is suppressed for a bounce or spam complaint, or the site or
 * its company is gone. Throws when the mailer fails (the worker retries).
 */
export async function deliverPaymentMail(ctx: PaymentMailContext, job: Job): Promise<Skip | null> {
  const paymentId = job.payload.payment_id;
  if (typeof paymentId !== 'number') return { skip: 'no payment in the payload' };
  const row = await ctx.db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('profiles as pr', 'pr.id', 'u.profile_id')
    .innerJoin('sites as s', 's.id', 'p.site_id')
    .select(['p.id', 'p.site_id', 'p.credits', 'p.method', 'p.currency', 'p.amount_cents', 'p.completed_at', 'u.email', 'u.language', 'u.timezone', 'u.deleted_at', 'u.notifications_disabled', 'pr.name', 's.domain'])
    .where('p.id', '=', paymentId)
    .where('p.status', 'in', ['completed', 'refunded'])
    .executeTakeFirst();
  if (!row?.completed_at) return { skip: 'payment not completed' };
  if (row.deleted_at) return { skip: 'account gone' };
  const disabled: unknown[] = Array.isArray(row.notifications_disabled) ? row.notifications_disabled : [];
  const suppressed = SUPPRESSED.filter((reason) => disabled.includes(reason));
  if (suppressed.length > 0) return { skip: `mail disabled: ${suppressed.join(', ')}` };
  const site = await ctx.resolveSite(row.domain);
  if (!site) return { skip: 'site gone' };

  const origin = ctx.origin(site);
  // The site's own origin as PUBLIC_URL: siteOrigin() of the same domain gives it back unchanged.
  const receipt = await paymentReceipt(ctx.db, { publicUrl: origin }, row.id);
  if (!receipt) return { skip: 'no receipt (site or company gone)' };
  const locale = asLocale(row.language);
  const { credits, details } = describe(locale, {
    credits: row.credits,
    method: row.method,
    currency: row.currency,
    amountCents: row.amount_cents,
    completedAt: row.completed_at,
    timezone: row.timezone || 'UTC',
    number: receipt.number,
  });
  const mail = renderPaymentMail(locale, {
    site: site.settings.mail_name || site.settings.name,
    name: row.name,
    credits,
    details,
    link: `${origin}${localePrefix(site, locale)}/transactions/${row.id}`,
  });
  await ctx.mailer.send({
    to: row.email,
    ...mail,
    siteId: row.site_id,
    lang: locale,
    kind: PAYMENT_MAIL_KIND,
    ...(typeof job.payload.message_key === 'string' ? { messageKey: job.payload.message_key } : {}),
    attachments: [{ filename: receipt.filename, contentType: 'application/pdf', content: receipt.pdf }],
  });
  return null;
}
