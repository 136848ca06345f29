import fp from 'fastify-plugin';
import { createMailTransport } from '../services/mail-transport.js';
import { createMailer, type Mailer } from '../services/mailer.js';
import { createNotificationWorker, type NotificationWorker } from '../services/notification-worker.js';
import { SHUTDOWN } from '../services/shutdown.js';
import { siteOrigin } from '../services/site-origin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How requests send mail (issue 32 "One mail pipeline"): `app.mailer.send(mail)` queues it and
     * returns — this process's worker sends it at once, retried when SMTP fails;
     * `app.mailer.outbox(to)` reads the development outbox.
     */
    mailer: Mailer;
    /**
     * The mail and push queue's worker of this process (services/notification-worker.ts). It always
     * sends the account mails this process queues; `start()` (src/server.ts, unless
     * `AMORA_NOTIFICATION_QUEUE=0`) makes it send every due job of the queue too. Stopped gracefully
     * when the app closes.
     */
    notificationWorker: NotificationWorker;
  }
}

/**
 * Plugin 2c: the mail pipeline. The transport (SMTP_URL with DKIM, else the outbox table:
 * services/mail-transport.ts), the worker sending through it, and `app.mailer` queueing for it. On
 * close the worker stops gracefully (the batch under way finishes, claimed jobs not yet started go
 * back to the queue), then the SMTP connections close.
 */
export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    // Its sends counted in /metrics (amora_mail_sends_total; issue 33).
    const transport = app.metrics.countMailSends(createMailTransport(app.db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dkim: config.mail.dkim, maxConnections: config.mail.concurrency }));
    const worker = createNotificationWorker({
      db: app.db,
      mailer: transport,
      resolveSite: (domain) => app.repos.sites.resolve(domain),
      origin: (site) => siteOrigin(config.publicUrl, site),
      isOnline: (userId) => app.live.isOnline(userId),
      log: app.log,
      pushTestOrigins: config.pushTestOrigins,
      retryDelaysS: config.mail.retryDelaysS,
      concurrency: config.mail.concurrency,
      pollMs: config.mail.pollMs,
      // Within the process's 10 s graceful stop (issue 33).
      stopTimeoutMs: SHUTDOWN.mailStopMs,
    });
    app.decorate('notificationWorker', worker);
    app.decorate('mailer', createMailer(app.db, worker));
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'amora-mail', dependencies: ['amora-db', 'amora-live', 'amora-metrics'] },
);
