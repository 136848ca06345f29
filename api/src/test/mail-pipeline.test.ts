import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { type Config, loadConfig } from '../config.js';
import { mailSettingsProblems } from '../services/mail-config.js';
import { textToHtml } from '../services/mail-html.js';
import { appWith, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { header, mimeParts, startSmtpSink, type SmtpSink } from './smtp-sink.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port free right now (listened on, then closed): the SMTP server that is "down" comes back on it. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let signups = 0;
/** A sign-up's body with a fresh address. */
const signupPayload = () => ({ email: `pipeline${++signups}-${Date.now()}@test.amora.test`, name: `Pipeline${signups}`, password: 'a-good-long-passphrase', date_of_birth: '1990-05-17' });

/**
 * Issue 32 "One mail pipeline" and "Deliverability": every mail goes through the queue and a real
 * SMTP server (`smtp-server`, in this process) receives it — DKIM-signed, with Message-ID, Date, a
 * text and an HTML part; a sign-up answers at once while SMTP is down and its mail arrives when the
 * server is back; 100,000 queued digests delay neither a chat push nor an activation mail by more
 * than 10 s; a stop in the middle of a batch marks nothing failed.
 */
describe('one mail pipeline', () => {
  let ctx: TestContext;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dkim = { domainName: 'amora.example', keySelector: 'mail2026', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
  /** The DNS as a mail provider would ask it: only the test's DKIM key is published. */
  const resolver = async (name: string, type: string) => {
    if (type === 'TXT' && name === `${dkim.keySelector}._domainkey.${dkim.domainName}`) {
      return [[`v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`]];
    }
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
  /** Mail settings for the apps of this file: DKIM, and retries after 0.2 s instead of 30 s (production: services/mail-config.ts). */
  const mailWith = (overrides: Partial<Config['mail']> = {}): Config['mail'] => ({ ...ctx.config.mail, dkim, retryDelaysS: Array.from({ length: 50 }, () => 0.2), pollMs: 50, ...overrides });

  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('an activation mail arrives over SMTP DKIM-signed, with Message-ID, Date, a text and an HTML part', async () => {
    const sink = await startSmtpSink();
    const app = await appWith(ctx, { smtpUrl: sink.url, mail: mailWith() });
    try {
      const payload = signupPayload();
      const res = await request(app, { method: 'POST', url: '/api/signup.php', payload });
      assert.equal(res.statusCode, 201, res.body);
      const mail = await sink.waitFor((m) => m.to.includes(payload.email));

      const verified = await dkimVerify(Buffer.from(mail.raw), { resolver });
      assert.deepEqual(
        verified.results.map((r) => [r.status.result, r.signingDomain, r.selector]),
        [['pass', dkim.domainName, dkim.keySelector]],
      );
      assert.match(header(mail.raw, 'Message-ID'), /^<[0-9a-f-]{36}@localhost>$/, 'on the site’s domain');
      const date = Date.parse(header(mail.raw, 'Date'));
      assert.ok(Math.abs(Date.now() - date) < 60_000, header(mail.raw, 'Date'));
      assert.match(header(mail.raw, 'Content-Type'), /^multipart\/alternative;/);
      const parts = mimeParts(mail.raw);
      assert.deepEqual(parts.map((p) => p.type), ['text/plain', 'text/html']);
      const link = /http:\/\/localhost:3000\/api\/activate\.php\?token=[\w-]{43}/.exec(parts[0]?.body ?? '')?.[0];
      assert.ok(link, parts[0]?.body);
      assert.ok(parts[1]?.body.includes(`<a href="${link}">${link}</a>`), parts[1]?.body);
      assert.match(parts[1]?.body ?? '', /<html lang="en">/);
      // The link works.
      const activated = await request(app, { method: 'GET', url: new URL(link).pathname + new URL(link).search });
      assert.equal(activated.statusCode, 302);
      assert.equal(activated.headers.location, '/activate/done');
      // A tampered body does not pass (mailauth: `neutral`, "body hash did not verify").
      const forged = await dkimVerify(Buffer.from(mail.raw.replace(/token=/g, 'token=x')), { resolver });
      assert.deepEqual(forged.results.map((r) => r.status.result === 'pass'), [false]);
    } finally {
      await app.close();
      await sink.close();
    }
  });

  it('the HTML part escapes the text and links only http(s) URLs', () => {
    const html = textToHtml('Hi <b>Eve</b> & "Co",\n\nSee https://amora.example/a?x=1&y=2.\nNot javascript:alert(1)', 'A <subject>', 'de');
    assert.match(html, /<html lang="de">/);
    assert.match(html, /<title>A &#60;subject&#62;<\/title>/);
    assert.match(html, /<p>Hi &#60;b&#62;Eve&#60;\/b&#62; &#38; &#34;Co&#34;,<\/p>/);
    assert.match(html, /See <a href="https:\/\/amora\.example\/a\?x=1&#38;y=2">https:\/\/amora\.example\/a\?x=1&#38;y=2<\/a>\.<br>/);
    assert.doesNotMatch(html, /href="javascript/);
  });

  it('SMTP down: the sign-up answers at once, and its mail arrives once the server is back', async (t) => {
    const port = await freePort();
    const app = await appWith(ctx, { smtpUrl: `smtp://127.0.0.1:${port}`, mail: mailWith() });
    let sink: SmtpSink | null = null;
    try {
      app.notificationWorker.start();
      const payload = signupPayload();
      const t0 = performance.now();
      const res = await request(app, { method: 'POST', url: '/api/signup.php', payload });
      const answeredMs = performance.now() - t0;
      assert.equal(res.statusCode, 201, res.body);
      // The request stores the mail and answers: no SMTP connection attempt inside it (scrypt is most of these ms).
      assert.ok(answeredMs < 1000, `sign-up answered in ${answeredMs.toFixed(0)} ms`);
      t.diagnostic(`sign-up with the SMTP server down answered in ${answeredMs.toFixed(0)} ms`);
      // The send failed and waits for its retry: nothing lost, nothing failed for good.
      const job = () => ctx.db.selectFrom('notification_jobs').selectAll().where('channel', '=', 'direct').where(sql<string>`payload ->> 'to'`, '=', payload.email).executeTakeFirstOrThrow();
      while ((await job()).attempts < 2) await app.notificationWorker.settled(100);
      const waiting = await job();
      assert.notEqual(waiting.status, 'failed');
      assert.match(waiting.last_error ?? '', /ECONNREFUSED/);

      sink = await startSmtpSink(port);
      const mail = await sink.waitFor((m) => m.to.includes(payload.email));
      assert.match(mimeParts(mail.raw)[0]?.body ?? '', /\/api\/activate\.php\?token=/);
      while ((await job()).status !== 'sent') await app.notificationWorker.settled(100);
      assert.equal(sink.received.filter((m) => m.to.includes(payload.email)).length, 1, 'sent once');
    } finally {
      await app.close();
      await sink?.close();
    }
  });

  describe('100,000 digests queued', () => {
    let sink: SmtpSink;
    let app: FastifyInstance;
    let pushService: http.Server;
    let pushBase: string;
    const pushes: { path: string; at: number }[] = [];
    const pushListeners = new Set<() => void>();
    let members: TestMember[] = [];
    const digestSubject = /new members? near you this week/;
    const digestsReceived = () => sink.received.filter((m) => digestSubject.test(header(m.raw, 'Subject'))).length;

    before(async () => {
      pushService = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          pushes.push({ path: req.url ?? '', at: performance.now() });
          for (const listener of [...pushListeners]) listener();
          res.writeHead(201).end();
        });
      });
      await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
      pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
      sink = await startSmtpSink();
      app = await appWith(ctx, { smtpUrl: sink.url, mail: mailWith(), pushTestOrigins: [pushBase] });
      members = [];
      for (let i = 0; i < 10; i++) members.push(await signUpMember(ctx));
      const ids = sql.join(members.map((m) => m.userId));
      // One statement, as a weekly update to 100,000 members would be queued (notification-queue.ts scheduleDigests).
      await sql`insert into notification_jobs (user_id, channel, kind, payload, dedupe_key, run_at)
        select (array[${ids}]::int[])[1 + g % ${members.length}], 'mail', 'weekly_updates', '{}'::jsonb, 'test-digest:' || g, now() - interval '1 minute'
        from generate_series(1, 100000) g`.execute(ctx.db);
    });
    after(async () => {
      await app.close();
      await sink.close();
      await new Promise((resolve) => pushService.close(resolve));
      await ctx.db.deleteFrom('notification_jobs').where('dedupe_key', 'like', 'test-digest:%').execute();
    });

    it('a chat push and an activation mail are both sent within 10 s, while the digests go out', async (t) => {
      app.notificationWorker.start();
      // The worker is busy with digests.
      await sink.waitFor(() => digestsReceived() >= 20, 20_000);

      // A member with a push subscription gets a first message (a push now, at priority 0).
      const [reader, writer] = [members[0] as TestMember, members[1] as TestMember];
      const pushPath = `/push/${crypto.randomUUID()}`;
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const subscribed = await request(app, {
        method: 'POST',
        url: '/api/user.php?push=1',
        cookie: reader.cookie,
        payload: { endpoint: `${pushBase}${pushPath}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') } },
      });
      assert.equal(subscribed.statusCode, 200, subscribed.body);
      const pushed = new Promise<number>((resolve) => {
        const listener = () => {
          const push = pushes.find((p) => p.path === pushPath);
          if (push) resolve(push.at);
        };
        pushListeners.add(listener);
      });
      const t0Push = performance.now();
      const sent = await request(app, { method: 'POST', url: '/api/chat.php', cookie: writer.cookie, payload: { profile: reader.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Hello there' } });
      assert.equal(sent.statusCode, 201, sent.body);

      // A visitor signs up (an account mail, claimed by the request's process at once).
      const payload = signupPayload();
      const t0Mail = performance.now();
      const signup = await request(app, { method: 'POST', url: '/api/signup.php', payload });
      assert.equal(signup.statusCode, 201, signup.body);

      const mail = await sink.waitFor((m) => m.to.includes(payload.email), 10_000);
      const pushAt = await Promise.race([pushed, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no push within 10 s')), 10_000))]);
      const mailSeconds = (mail.at - t0Mail) / 1000;
      const pushSeconds = (pushAt - t0Push) / 1000;
      assert.ok(mailSeconds <= 10, `activation mail after ${mailSeconds.toFixed(2)} s`);
      assert.ok(pushSeconds <= 10, `push after ${pushSeconds.toFixed(2)} s`);
      const { pending } = await ctx.db.selectFrom('notification_jobs').select((eb) => eb.fn.countAll<string>().as('pending')).where('dedupe_key', 'like', 'test-digest:%').where('status', '=', 'pending').executeTakeFirstOrThrow();
      assert.ok(Number(pending) > 50_000, `both went ahead of the digests (${pending} still waiting)`);
      t.diagnostic(`with 100,000 digests queued: activation mail at the SMTP server after ${mailSeconds.toFixed(2)} s, chat push after ${pushSeconds.toFixed(2)} s`);
    });

    it('a stop in the middle of a batch (SIGTERM: the app closes) marks no mail failed', async () => {
      // A slow SMTP server: the batch is still being sent when the stop comes.
      sink.delayMs = 300;
      await sink.waitForInFlight();
      await app.close();
      const counts = await ctx.db
        .selectFrom('notification_jobs')
        .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
        .where('dedupe_key', 'like', 'test-digest:%')
        .groupBy('status')
        .execute();
      const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
      assert.equal(byStatus.failed, undefined, JSON.stringify(byStatus));
      assert.equal(byStatus.sending, undefined, `every claimed job was sent or handed back: ${JSON.stringify(byStatus)}`);
      assert.ok((byStatus.pending ?? 0) > 50_000);
      // Every job marked sent reached the server, and every digest the server got is marked sent.
      assert.equal(byStatus.sent, digestsReceived(), JSON.stringify(byStatus));
      // The handed-back jobs keep their attempt count (nothing was used up).
      const { max } = await ctx.db.selectFrom('notification_jobs').select((eb) => eb.fn.max('attempts').as('max')).where('dedupe_key', 'like', 'test-digest:%').where('status', '=', 'pending').executeTakeFirstOrThrow();
      assert.equal(max, 0);
    });
  });

  it('production refuses to start without SMTP_URL; DKIM takes all three variables or none', async () => {
    const problems = (env: Record<string, string>) => mailSettingsProblems(loadConfig(env));
    assert.deepEqual(problems({ NODE_ENV: 'development' }), [], 'the outbox outside production');
    assert.match(problems({ NODE_ENV: 'production' })[0] ?? '', /^SMTP_URL must be set/);
    assert.deepEqual(problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }), []);
    assert.match(problems({ NODE_ENV: 'development', DKIM_DOMAIN: 'amora.example' })[0] ?? '', /set all three or none \(missing: DKIM_SELECTOR, DKIM_PRIVATE_KEY\)/);
    assert.match(problems({ NODE_ENV: 'development', DKIM_DOMAIN: 'amora.example', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: 'not a key' })[0] ?? '', /^DKIM_PRIVATE_KEY must be a PEM private key/);
    // A key written on one line with \n escapes, as environment files hold it.
    const oneLine = dkim.privateKey.replace(/\n/g, '\\n');
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', DKIM_DOMAIN: 'Amora.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: oneLine });
    assert.deepEqual(mailSettingsProblems(config), []);
    assert.deepEqual(config.mail.dkim, dkim);

    // The API process itself: all secrets set, no SMTP_URL → exit 1 with the reason, never listening.
    const secrets = { AMORA_DEPLOY_TOKEN: 'd'.repeat(32), AMORA_CLI_KEY: 'o'.repeat(32), PAYMENT_WEBHOOK_SECRET: 's'.repeat(32), AMORA_PROXY_SECRET: 'p'.repeat(32) };
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...secrets, NODE_ENV: 'production', SMTP_URL: '', PORT: '0', AMORA_LOG: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1, output);
    assert.match(output, /refusing to start in production/);
    assert.match(output, /SMTP_URL must be set/);
    assert.doesNotMatch(output, /listening/);
  });
});
