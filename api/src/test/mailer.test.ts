import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import { appWith, body, request, setupTestApp, type TestContext } from './helpers.js';
import { decodeQuotedPrintable, header, type ReceivedMail, startSmtpSink, type SmtpSink } from './smtp-sink.js';

describe('mailer over SMTP (SMTP_URL)', () => {
  let ctx: TestContext;
  let server: SmtpSink;

  before(async () => {
    server = await startSmtpSink();
    ctx = await setupTestApp({ smtpUrl: server.url });
  });

  after(async () => {
    await ctx.close();
    await server.close();
  });

  it('delivers the reset mail to the SMTP server with recipient, subject, sender and link', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password.php',
      headers: { 'x-forwarded-host': 'localhost:3000' },
      payload: { email: DEMO_BEN },
    });
    assert.equal(res.statusCode, 200, res.body);
    // Queued, then sent by the app's worker at once (issue 32): the request did not wait for it.
    const mail: ReceivedMail = await server.waitFor((m) => m.to.includes(DEMO_BEN));
    assert.equal(server.received.length, 1);
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
      const mail = await server.waitFor((m) => m.to.includes(DEMO_ANNA));
      assert.deepEqual(mail.to, [DEMO_ANNA]);
      assert.equal(mail.from, 'support@amora.example');
      assert.equal(header(mail.raw, 'From'), 'Amora Support <support@amora.example>');
    } finally {
      await app.close();
    }
  });
});
