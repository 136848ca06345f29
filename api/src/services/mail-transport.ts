import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { DB } from '../db/schema.js';
import type { DkimKey } from './mail-config.js';
import { extractLinks, textToHtml } from './mail-html.js';
import type { Mail, MailSender } from './mail-types.js';

/**
 * The last step of every mail (issue 32 "Deliverability"): what the queue's worker
 * (services/notification-worker.ts) hands a mail to. Nothing else sends: requests queue their mails
 * (services/mailer.ts) and never wait on SMTP.
 */
export interface MailTransport extends MailSender {
  /** `smtp` (SMTP_URL) or `outbox` (the development outbox table, without SMTP_URL outside production). */
  readonly kind: 'smtp' | 'outbox';
  /** Closes the pooled SMTP connections (the app's close hook). */
  close(): void;
}

/** What the transport needs of the configuration (config.smtpUrl, config.mailFrom, config.mail). */
export interface MailTransportOptions {
  /** `SMTP_URL` (smtp://user:pass@host:port, smtps://…; nodemailer URL options allowed) or null for the outbox table. */
  smtpUrl: string | null;
  /** `MAIL_FROM` or null: `"<settings.mail_name>" <no-reply@<site domain>>` of the mail's site. */
  mailFrom: string | null;
  /** The DKIM key every mail is signed with, or null. */
  dkim: DkimKey | null;
  /** Pooled SMTP connections, one per mail sent at once (config.mail.concurrency). */
  maxConnections: number;
}

/** A site as a mail needs it: the From name and the domain of the From address and Message-ID. */
interface MailSite {
  name: string;
  domain: string;
}

/**
 * The transport of one API process. Over SMTP: nodemailer with pooled connections, every mail
 * DKIM-signed with `dkim` when given, with a `Message-ID` on the site's domain
 * (`<key@domain>`, the key kept across retries of a queued mail), `Date`, the plain text and an
 * HTML part made from it (services/mail-html.ts) unless the mail brings its own, its extra headers
 * (List-Unsubscribe) and attachments. From `mailFrom`, else `"<mail_name>" <no-reply@<domain>>` of
 * the mail's site (the first site without one). Without `smtpUrl` the mail is a row of the
 * `outbox` table, read by `GET /api/dev/outbox.php`. Throws what the SMTP server answered (the
 * worker retries).
 */
export function createMailTransport(db: Kysely<DB>, options: MailTransportOptions): MailTransport {
  let transport: Transporter | null = null;
  const sites = new Map<number, MailSite>();

  /** The mail's site (cached per process: a site's domain and mail name hardly change). */
  async function siteOf(siteId: number | null | undefined): Promise<MailSite> {
    const cached = siteId ? sites.get(siteId) : undefined;
    if (cached) return cached;
    const row = siteId
      ? await db.selectFrom('sites').select(['domain', 'settings']).where('id', '=', siteId).executeTakeFirst()
      : await db.selectFrom('sites').select(['domain', 'settings']).orderBy('id').limit(1).executeTakeFirst();
    const settings = (row?.settings ?? {}) as { mail_name?: unknown; name?: unknown };
    const name = typeof settings.mail_name === 'string' && settings.mail_name ? settings.mail_name : String(settings.name ?? 'Amora');
    const site = { name, domain: row?.domain ?? 'localhost' };
    if (siteId) sites.set(siteId, site);
    return site;
  }

  function smtp(url: string): Transporter {
    // A pool: one TLS handshake per connection, not per mail; as many connections as mails sent at
    // once. A server that stops answering fails the send well within the job's lock (NOTIFICATION_QUEUE
    // .lockSeconds, 5 minutes), so no other process takes the job for interrupted meanwhile.
    transport ??= nodemailer.createTransport(
      new SMTPPool({ pool: true, url, maxConnections: options.maxConnections, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }),
      options.dkim ? { dkim: options.dkim } : {},
    );
    return transport;
  }

  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',

    async send(mail: Mail) {
      const html = mail.html ?? textToHtml(mail.text, mail.subject, mail.lang);
      if (!options.smtpUrl) {
        await db
          .insertInto('outbox')
          .values({
            site_id: mail.siteId ?? null,
            to_email: mail.to.trim(),
            subject: mail.subject,
            text: mail.text,
            html,
            links: JSON.stringify(extractLinks(mail.text)),
            headers: JSON.stringify(mail.headers ?? {}),
          })
          .execute();
        return;
      }
      const site = await siteOf(mail.siteId);
      await smtp(options.smtpUrl).sendMail({
        from: options.mailFrom ?? { name: site.name, address: `no-reply@${site.domain}` },
        to: mail.to.trim(),
        subject: mail.subject,
        text: mail.text,
        html,
        date: new Date(),
        messageId: `<${mail.messageKey ?? randomUUID()}@${site.domain}>`,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
      });
    },

    close() {
      transport?.close();
      transport = null;
    },
  };
}
