import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Job, Mail, MailSender, OutboxMail } from './mail-types.js';
import { NOTIFICATION_QUEUE, queueMail } from './notification-queue.js';

export { extractLinks } from './mail-html.js';
export type { Mail, MailAttachment, MailSender, OutboxMail } from './mail-types.js';

/** `app.mailer`: how requests send mail. */
export interface Mailer extends MailSender {
  /**
   * Queues one mail (issue 32 "One mail pipeline"): stored as a job, then sent by this process's
   * worker right away (an in-process wake-up, ahead of any waiting notification or digest) and
   * retried with backoff when the send fails. Resolves once the mail is stored — never waits on SMTP.
   */
  send(mail: Mail): Promise<void>;
  /**
   * Mails stored in the development outbox for an address, newest first. Waits first (at most
   * {@link OUTBOX_WAIT_MS}) until the account mails queued for the address are sent, so a reader
   * right after a sign-up finds its activation mail.
   */
  outbox(to: string, limit?: number): Promise<OutboxMail[]>;
}

/** The app's notification worker as the mailer uses it (services/notification-worker.ts). */
export interface MailDispatcher {
  /** False once the worker stops (the app closes): mails are then left `pending` for another process. */
  readonly accepting: boolean;
  /** Sends a job this process claimed when it queued it, before any job still waiting. */
  dispatch(job: Job): void;
  /** Resolves when the next job this process holds is settled, or after `ms`. */
  settled(ms: number): Promise<void>;
}

/** How long a dev outbox read waits for the address's account mails still on their way, ms. */
export const OUTBOX_WAIT_MS = 5_000;

/** Whether an account mail to the address is still to be sent now: held by a worker, or due and pending. */
async function unsent(db: Kysely<DB>, to: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_jobs')
    .select('id')
    .where('channel', '=', 'direct')
    .where(sql<boolean>`status in ('pending', 'sending')`)
    .where(sql<string>`lower(payload ->> 'to')`, '=', to.trim().toLowerCase())
    .where((eb) => eb.or([eb('status', '=', 'sending'), eb('run_at', '<=', new Date())]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The mailer of the API (see {@link Mailer}): mails go into the queue and to `worker`; the outbox is read from `db`. */
export function createMailer(db: Kysely<DB>, worker: MailDispatcher): Mailer {
  return {
    async send(mail) {
      if (!worker.accepting) {
        await queueMail(db, mail);
        return;
      }
      worker.dispatch(await queueMail(db, mail, NOTIFICATION_QUEUE.lockSeconds));
    },

    async outbox(to, limit = 50) {
      const deadline = Date.now() + OUTBOX_WAIT_MS;
      while (Date.now() < deadline && (await unsent(db, to))) await worker.settled(50);
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
