// The payment confirmation mail (issue 32 "Receipts": the receipt is "attached to the payment's
// confirmation mail"): a completed payment sends one mail however often its completion is
// reported, in the member's language, naming the bundle, the amount, the date and the method, with
// a link to /transactions/{id} from the configured origin and the PDF receipt attached; through
// the queue with the account mails, to a real SMTP server (`smtp-server`). A failed or cancelled
// payment sends none; an address that bounced gets none, one that unsubscribed still gets it.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { JOB_PRIORITY } from '../services/notification-queue.js';
import { PAYMENT_MAIL_KIND } from '../services/payment-mail.js';
import { SIGNATURE_HEADER, signWebhook } from '../services/payments/provider.js';
import { appWith, body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { header, mimeParts, type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink.js';

/** The site's configured origin: links take its scheme and port on the site's own domain (`localhost`). */
const PUBLIC_URL = 'http://public.amora.example:8443';
const ORIGIN = 'http://localhost:8443';

/** The leaf parts of a raw MIME message with their headers and undecoded bodies (attachments are binary). */
function rawParts(raw: string): { head: string; body: string }[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (/^multipart\//i.test(header(head, 'Content-Type')) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => rawParts(part.replace(/^\r?\n/, '')));
  }
  return [{ head, body }];
}

/** What a received confirmation says: subject, plain text, and its attachments (file name, type, bytes). */
function readMail(mail: ReceivedMail) {
  const text = mimeParts(mail.raw).find((p) => p.type === 'text/plain')?.body ?? '';
  const attachments = rawParts(mail.raw)
    .filter((p) => /attachment/i.test(header(p.head, 'Content-Disposition')))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(header(p.head, 'Content-Disposition'))?.[1] ?? '',
      type: (header(p.head, 'Content-Type').split(';')[0] ?? '').trim(),
      content: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
    }));
  return { subject: header(mail.raw, 'Subject'), text, attachments };
}

/** Decodes an RFC 2047 encoded-word subject (nodemailer writes non-ASCII subjects as `=?UTF-8?Q?…?=` or `?B?`). */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

describe('payment confirmation mail', () => {
  let ctx: TestContext;
  let sink: SmtpSink;
  let app: FastifyInstance;
  before(async () => {
    ctx = await setupTestApp();
    sink = await startSmtpSink();
    // One app sending through the SMTP server, its worker polling every 50 ms (production: 1 s).
    app = await appWith(ctx, { smtpUrl: sink.url, publicUrl: PUBLIC_URL, mail: { ...ctx.config.mail, dkim: null, pollMs: 50, retryDelaysS: [0.2, 0.2] } });
    app.notificationWorker.start();
  });
  after(async () => {
    await app.close();
    await sink.close();
    await ctx.close();
  });

  /** A member of the Netherlands who reads the site in `language` (Europe/Berlin time), with their address. */
  const member = async (language: string): Promise<TestMember & { email: string }> => {
    const m = await signUpMember(ctx, { credits: 0 });
    await ctx.db.updateTable('profiles').set({ country: 'NL' }).where('id', '=', m.profileId).execute();
    const { email } = await ctx.db.updateTable('users').set({ language, timezone: 'Europe/Berlin' }).where('id', '=', m.userId).returning('email').executeTakeFirstOrThrow();
    return { ...m, email };
  };
  /** A pending iDEAL payment of the second bundle of the member's currency. */
  const order = async (m: TestMember): Promise<Payment> => {
    const bundles = body<{ bundles: { id: number }[] }>(await request(app, { method: 'GET', url: '/api/credits.php', cookie: m.cookie })).bundles;
    const res = await request(app, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundles[1]?.id, paymentmethod: 'ideal', idempotency_key: crypto.randomUUID() } });
    assert.equal(res.statusCode, 201, res.body);
    return body<{ payment: Payment }>(res).payment;
  };
  /** The sandbox page's Pay, Fail or Cancel (the signed webhook behind it); a forged Host changes no link. */
  const sandbox = async (m: TestMember, p: Payment, action: 'pay' | 'fail' | 'cancel'): Promise<Payment> => {
    const res = await request(app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${p.id}`, cookie: m.cookie, headers: { 'x-forwarded-host': 'attacker.example' }, payload: { action } });
    assert.equal(res.statusCode, 200, res.body);
    return body<{ payment: Payment }>(res).payment;
  };
  /** The provider reports the payment completed again, as a new event (signed sandbox webhook). */
  const completedAgain = async (p: Payment) => {
    const { provider_ref: ref } = await ctx.db.selectFrom('payments').select('provider_ref').where('id', '=', p.id).executeTakeFirstOrThrow();
    const raw = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: 'payment.completed', payment: ref });
    const secret = ctx.config.paymentWebhookSecret ?? '';
    return request(app, { method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, raw) }, payload: raw });
  };
  /** The confirmation jobs of a payment. */
  const jobsOf = (p: Payment) =>
    ctx.db.selectFrom('notification_jobs').select(['id', 'status', 'priority', 'last_error', 'channel']).where('kind', '=', PAYMENT_MAIL_KIND).where(sql<string>`payload ->> 'payment_id'`, '=', String(p.id)).execute();
  /** Waits until the payment's one confirmation job is settled (sent or skipped) and returns it. */
  const settled = async (p: Payment) => {
    for (;;) {
      const jobs = await jobsOf(p);
      assert.equal(jobs.length, 1, 'one confirmation job per payment');
      const job = jobs[0] as (typeof jobs)[number];
      if (job.status === 'sent' || job.status === 'skipped' || job.status === 'failed') return job;
      await app.notificationWorker.settled(100);
    }
  };
  const money = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const when = (locale: string, iso: string | null) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso ?? ''));
  const numberOf = (p: Payment) => `AMORA-${new Date(p.completed_at ?? '').getUTCFullYear()}-${p.id}`;

  it('a completion reported three times sends one mail: bundle, amount, date, method, the link from the configured origin, the PDF receipt', async () => {
    const m = await member('en');
    const paid = await sandbox(m, await order(m), 'pay');
    assert.equal(paid.status, 'completed');
    const again = await Promise.all([completedAgain(paid), completedAgain(paid)]);
    assert.deepEqual(again.map((r) => r.statusCode), [200, 200], 'new events of a completed payment change nothing');

    const mail = await sink.waitFor((r) => r.to.includes(m.email));
    const job = await settled(paid);
    assert.equal(job.status, 'sent');
    assert.equal(job.priority, JOB_PRIORITY.urgent, 'claimed with the account mails, before notifications and digests');
    assert.equal(sink.received.filter((r) => r.to.includes(m.email)).length, 1, 'exactly one mail');

    const { subject, text, attachments } = readMail(mail);
    assert.equal(subject, `Payment confirmed: ${paid.credits} credits`);
    for (const line of [
      `Credit bundle: ${paid.credits} credits`,
      `Total paid: ${money('en', paid.amount_cents)}`,
      `Payment date: ${when('en', paid.completed_at)}`,
      'Payment method: iDEAL',
      `Receipt no.: ${numberOf(paid)}`,
      `${ORIGIN}/transactions/${paid.id}`,
    ]) {
      assert.ok(text.includes(line), `"${line}" in:\n${text}`);
    }
    assert.ok(!text.includes('attacker.example'));
    assert.equal(header(mail.raw, 'List-Unsubscribe'), '', 'transactional: no unsubscribe header');

    assert.deepEqual(attachments.map((a) => [a.filename, a.type]), [[`receipt-${numberOf(paid)}.pdf`, 'application/pdf']]);
    const pdf = attachments[0]?.content ?? Buffer.alloc(0);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const receipt = pdfText(pdf);
    assert.ok(receipt.includes(`Credit bundle: ${paid.credits} credits${money('en', paid.original_cents)}`), receipt);
    assert.ok(receipt.includes(`Total paid${money('en', paid.amount_cents)}`), receipt);
  });

  it('is written in the member’s language and sent even after an unsubscribe with every notification off', async () => {
    const m = await member('de');
    const off = Object.fromEntries(['like', 'new_conversations', 'new_messages', 'unread_message_reminders', 'weekly_updates', 'reminders', 'promotions', 'news'].map((t) => [t, false]));
    await ctx.db.updateTable('users').set({ notifications_disabled: JSON.stringify(['unsubscribe']), notification_settings: JSON.stringify(off) }).where('id', '=', m.userId).execute();
    const paid = await sandbox(m, await order(m), 'pay');

    const { subject, text, attachments } = readMail(await sink.waitFor((r) => r.to.includes(m.email)));
    assert.equal(decodeSubject(subject), `Zahlung bestätigt: ${paid.credits} Credits`);
    for (const line of [
      'vielen Dank für Ihre Zahlung',
      `Credit-Paket: ${paid.credits} Credits`,
      `Bezahlter Gesamtbetrag: ${money('de', paid.amount_cents)}`,
      `Zahlungsdatum: ${when('de', paid.completed_at)}`,
      'Zahlungsart: iDEAL',
      `${ORIGIN}/de/transactions/${paid.id}`,
    ]) {
      assert.ok(text.includes(line), `"${line}" in:\n${text}`);
    }
    assert.deepEqual(attachments.map((a) => a.filename), [`receipt-${numberOf(paid)}.pdf`]);
    const receipt = pdfText(attachments[0]?.content ?? Buffer.alloc(0));
    assert.ok(receipt.includes(`Credit-Paket: ${paid.credits} Credits`), receipt);
    assert.equal((await settled(paid)).status, 'sent');
  });

  it('a failed or cancelled payment queues no mail', async () => {
    const m = await member('en');
    const failed = await sandbox(m, await order(m), 'fail');
    const cancelled = await sandbox(m, await order(m), 'cancel');
    assert.deepEqual([failed.status, cancelled.status], ['failed', 'failed']);
    assert.deepEqual([await jobsOf(failed), await jobsOf(cancelled)], [[], []]);
    // The member's next payment completes: its mail is the only one they get.
    const paid = await sandbox(m, await order(m), 'pay');
    await sink.waitFor((r) => r.to.includes(m.email));
    assert.equal((await settled(paid)).status, 'sent');
    const mails = sink.received.filter((r) => r.to.includes(m.email));
    assert.equal(mails.length, 1);
    assert.ok(readMail(mails[0] as ReceivedMail).text.includes(`/transactions/${paid.id}`));
  });

  it('is never sent to an address that bounced or complained of spam', async () => {
    for (const reason of ['bounce', 'spam_complaint']) {
      const m = await member('en');
      await ctx.db.updateTable('users').set({ notifications_disabled: JSON.stringify([reason]) }).where('id', '=', m.userId).execute();
      const paid = await sandbox(m, await order(m), 'pay');
      const job = await settled(paid);
      assert.deepEqual([job.status, job.last_error], ['skipped', `mail disabled: ${reason}`]);
      assert.equal(sink.received.filter((r) => r.to.includes(m.email)).length, 0);
    }
  });
});
