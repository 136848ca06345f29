import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** One outgoing e-mail (activation, password reset, mail change, reactivation — DESIGN.md §3). */
export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body; every http(s) URL in it is listed as a link in the outbox. */
  text: string;
  html?: string;
  siteId?: number | null;
}

/** A mail as listed by `GET /api/dev/outbox.php`. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** ISO 8601. */
  created_at: string;
}

export interface Mailer {
  /** Sends (or, without SMTP, stores in the outbox table) one mail. */
  send(mail: Mail): Promise<void>;
  /** Mails stored for an address, newest first (development outbox). */
  outbox(to: string, limit?: number): Promise<OutboxMail[]>;
}

/** The http(s) URLs in a text, in order, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return links.map((l) => l.replace(/[.,;:!?]+$/, ''));
}

/**
 * The one mailer of the API. With `smtpUrl` it would deliver over SMTP — not implemented yet
 * (no SMTP client is a dependency; sending throws). Without it, mails go to the `outbox` table,
 * readable through `GET /api/dev/outbox.php` in development and by e2e tests.
 */
export function createMailer(db: Kysely<DB>, smtpUrl: string | null): Mailer {
  return {
    async send(mail) {
      if (smtpUrl) {
        // TODO(mail): deliver through SMTP (e.g. nodemailer) when SMTP_URL is set.
        throw new Error('SMTP delivery is not implemented yet; unset SMTP_URL to use the outbox table');
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
        })
        .execute();
    },

    async outbox(to, limit = 50) {
      const rows = await db
        .selectFrom('outbox')
        .select(['to_email', 'subject', 'text', 'links', 'created_at'])
        .where((eb) => eb(eb.fn('lower', ['to_email']), '=', to.trim().toLowerCase()))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        text: r.text,
        links: Array.isArray(r.links) ? r.links : [],
        created_at: r.created_at.toISOString(),
      }));
    },
  };
}
