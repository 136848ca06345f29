import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../db/schema.js';

/** One outgoing e-mail (activation, password reset, mail change, reactivation — docs/design.md §3). */
export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body; every http(s) URL in it is listed as a link in the outbox. */
  text: string;
  html?: string;
  siteId?: number | null;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of a notification (RFC 8058). */
  headers?: Record<string, string>;
}

/** A mail as listed by `GET /api/dev/outbox.php`. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
  /** ISO 8601. */
  created_at: string;
}

export interface Mailer {
  /** Sends over SMTP (SMTP_URL) or, without it, stores in the outbox table one mail. */
  send(mail: Mail): Promise<void>;
  /** Mails stored for an address, newest first (development outbox). */
  outbox(to: string, limit?: number): Promise<OutboxMail[]>;
}

/** The http(s) URLs in a text, in order, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return links.map((l) => l.replace(/[.,;:!?]+$/, ''));
}

/** What the mailer needs of the configuration (see src/config.ts). */
export interface MailerOptions {
  /** `SMTP_URL` (smtp://user:pass@host:port, smtps://…) or null for the outbox table. */
  smtpUrl: string | null;
  /** `MAIL_FROM` or null: `"<settings.mail_name>" <no-reply@<site domain>>`. */
  mailFrom: string | null;
}

/**
 * The one mailer of the API. With `smtpUrl` mails go out over SMTP through nodemailer
 * (`nodemailer.createTransport(smtpUrl)`, text plus html when given) from `mailFrom`, else from
 * `"<settings.mail_name>" <no-reply@<site domain>>` of the mail's site. Without it, mails go to
 * the `outbox` table, readable through `GET /api/dev/outbox.php` in development and by e2e tests.
 */
export function createMailer(db: Kysely<DB>, options: MailerOptions): Mailer {
  let transport: Transporter | null = null;
  const senders = new Map<number, { name: string; address: string }>();

  /** The From of a mail: MAIL_FROM, else the site's mail name at no-reply@<domain> (nodemailer encodes the name). */
  async function sender(siteId: number | null | undefined): Promise<string | { name: string; address: string }> {
    if (options.mailFrom) return options.mailFrom;
    const cached = siteId ? senders.get(siteId) : undefined;
    if (cached) return cached;
    const site = siteId
      ? await db.selectFrom('sites').select(['domain', 'settings']).where('id', '=', siteId).executeTakeFirst()
      : await db.selectFrom('sites').select(['domain', 'settings']).orderBy('id').limit(1).executeTakeFirst();
    const settings = (site?.settings ?? {}) as { mail_name?: unknown; name?: unknown };
    const name = typeof settings.mail_name === 'string' && settings.mail_name ? settings.mail_name : String(settings.name ?? 'Amora');
    const from = { name, address: `no-reply@${site?.domain ?? 'localhost'}` };
    if (siteId) senders.set(siteId, from);
    return from;
  }

  return {
    async send(mail) {
      if (options.smtpUrl) {
        transport ??= nodemailer.createTransport(options.smtpUrl);
        await transport.sendMail({
          from: await sender(mail.siteId),
          to: mail.to.trim(),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        return;
      }
      await db
        .insertInto('outbox')
        .values({
          site_id: mail.siteId ?? null,
          to_email: mail.to.trim(),
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          links: JSON.stringify(extractLinks(mail.text)),
          headers: JSON.stringify(mail.headers ?? {}),
        })
        .execute();
    },

    async outbox(to, limit = 50) {
      const rows = await db
        .selectFrom('outbox')
        .select(['to_email', 'subject', 'text', 'links', 'headers', 'created_at'])
        .where((eb) => eb(eb.fn('lower', ['to_email']), '=', to.trim().toLowerCase()))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        text: r.text,
        links: Array.isArray(r.links) ? r.links : [],
        headers: r.headers ?? {},
        created_at: r.created_at.toISOString(),
      }));
    },
  };
}
