/**
 * The shapes the mail pipeline passes around (issue 32): a mail, what takes one, a queued job.
 * Kept apart so the mailer, the queue, the delivery and the transport share them without importing
 * one another in a circle.
 */

/** A file sent with a mail (e.g. a payment's PDF receipt). */
export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. `application/pdf`. */
  contentType: string;
  content: Buffer;
}

/** One outgoing e-mail (account mails of docs/design.md §3, notifications, answers to members). */
export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body; every http(s) URL in it is listed as a link in the outbox and made a link in the HTML part. */
  text: string;
  /** The HTML part; made from `text` when absent (services/mail-html.ts). */
  html?: string;
  siteId?: number | null;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of a notification (RFC 8058). */
  headers?: Record<string, string>;
  /** What the mail is (`activation`, `reset`, `mail_change`, …): the queued job's kind, for logs and operators. Default `account`. */
  kind?: string;
  /** The locale the text is written in: the HTML part's `lang`. */
  lang?: string;
  attachments?: MailAttachment[];
  /** The left part of the `Message-ID` (`<key@site domain>`); random when absent. A queued mail keeps its key across retries. */
  messageKey?: string;
}

/** Anything that takes a mail: the transport (services/mail-transport.ts) or the queueing `app.mailer` (services/mailer.ts). */
export interface MailSender {
  send(mail: Mail): Promise<void>;
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

/** A claimed job (a row of `notification_jobs`). */
export interface Job {
  id: number;
  /** Null for a `direct` mail. */
  user_id: number | null;
  channel: 'mail' | 'push' | 'direct';
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** 0 account mails and pushes, 1 notifications, 2 digests and campaigns (notification-queue.ts JOB_PRIORITY). */
  priority: number;
}

/** Why a job was not sent (stored in `last_error` of a `skipped` job). */
export type Skip = { skip: string };
