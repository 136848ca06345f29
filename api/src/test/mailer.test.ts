import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import { appWith, body, request, setupTestApp, type TestContext } from './helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The value of a header of a raw message (first occurrence, unfolded). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? (match[1] ?? '').replace(/\r?\n[ \t]/g, ' ') : '';
}

describe('mailer over SMTP (SMTP_URL)', () => {
  let ctx: TestContext;
  let server: SMTPServer;
  const received: Received[] = [];

  before(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    ctx = await setupTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });

  after(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the reset mail to the SMTP server with recipient, subject, sender and link', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password.php',
      headers: { 'x-forwarded-host': 'localhost:3000' },
      payload: { email: DEMO_BEN },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(received.length, 1);
    const mail = received[0] as Received;
    assert.deepEqual(mail.to, [DEMO_BEN]);
    assert.equal(mail.from, 'no-reply@localhost');
    assert.equal(header(mail.raw, 'To'), DEMO_BEN);
    assert.equal(header(mail.raw, 'From'), 'Amora <no-reply@localhost>');
    assert.equal(header(mail.raw, 'Subject'), 'Reset your password for Amora');
    const text = decodeQuotedPrintable(mail.raw);
    assert.match(text, /http:\/\/localhost:3000\/reset-password\/do\?token=[A-Za-z0-9_-]{43}/);

    // The link works: it resets the password.
    const token = /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    const done = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password.php?do=1',
      payload: { token, password: 'smtp-delivered-secret-5', password_repeat: 'smtp-delivered-secret-5' },
    });
    assert.equal(done.statusCode, 200, done.body);

    // Nothing went to the outbox table.
    const outbox = await request(ctx.app, { method: 'GET', url: `/api/dev/outbox.php?to=${DEMO_BEN}` });
    assert.deepEqual(body(outbox), { mails: [] });
  });

  it('uses MAIL_FROM when configured', async () => {
    const app = await appWith(ctx, { mailFrom: '"Amora Support" <support@amora.example>' });
    try {
      const res = await request(app, { method: 'POST', url: '/api/reset-password.php', payload: { email: DEMO_ANNA } });
      assert.equal(res.statusCode, 200, res.body);
      const mail = received.at(-1) as Received;
      assert.deepEqual(mail.to, [DEMO_ANNA]);
      assert.equal(mail.from, 'support@amora.example');
      assert.equal(header(mail.raw, 'From'), 'Amora Support <support@amora.example>');
    } finally {
      await app.close();
    }
  });
});
