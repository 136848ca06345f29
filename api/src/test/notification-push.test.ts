import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
// @ts-expect-error http_ece ships no types: decrypt(buffer, {version, privateKey: ECDH, authSecret}) → Buffer
import ece from 'http_ece';
import { createNotificationWorker, type NotificationWorker } from '../services/notification-worker.js';
import { siteOrigin } from '../services/site-origin.js';
import { request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';

/** One push as a push service received it (RFC 8030): its headers and the decrypted payload. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  payload: { title: string; body: string; url: string; tag: string };
}

/**
 * Issue 15: web push to a push service that is a local HTTP server here. Each test browser's
 * subscription has its own P-256 key pair and auth secret, so the test decrypts what arrives
 * (RFC 8291 aes128gcm) exactly as the browser would, and reads the VAPID signature (RFC 8292).
 */
/** A port nobody listens on (discard). */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('web push notifications', () => {
  let ctx: TestContext;
  let worker: NotificationWorker;
  let service: http.Server;
  let base: string;
  const online = new Set<number>();
  const received: Received[] = [];
  /** The browser side of each endpoint: its key pair and auth secret; `gone` endpoints answer 410. */
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const gone = new Set<string>();

  /** A browser subscribes (`POST /api/user.php?push=1`, as shared/src/push does). */
  async function subscribe(member: TestMember): Promise<string> {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const path = `/push/${crypto.randomUUID()}`;
    browsers.set(path, { ecdh, auth });
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/user.php?push=1',
      cookie: member.cookie,
      payload: { endpoint: `${base}${path}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } },
    });
    assert.equal(res.statusCode, 200, res.body);
    return path;
  }
  const like = (from: TestMember, to: TestMember) => request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: from.cookie, payload: { profile: to.profileId } });
  const nameOf = async (m: TestMember) => (await ctx.db.selectFrom('profiles').select('name').where('id', '=', m.profileId).executeTakeFirstOrThrow()).name;
  const pushJobs = (m: TestMember) => ctx.db.selectFrom('notification_jobs').selectAll().where('user_id', '=', m.userId).where('channel', '=', 'push').orderBy('id').execute();

  before(async () => {
    service = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        const browser = browsers.get(path);
        if (!browser || gone.has(path)) return res.writeHead(410).end();
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
        received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    // The push service is on the loopback over http, which only test origins may be (config.pushTestOrigins).
    ctx = await setupTestApp({ pushTestOrigins: [base, UNREACHABLE] });
    worker = createNotificationWorker({
      db: ctx.db,
      mailer: ctx.app.mailer,
      resolveSite: (domain) => ctx.app.repos.sites.resolve(domain),
      origin: (site) => siteOrigin(ctx.config.publicUrl, site),
      isOnline: (userId) => online.has(userId),
      pushTestOrigins: ctx.config.pushTestOrigins,
    });
  });
  after(async () => {
    await new Promise((resolve) => service.close(resolve));
    await ctx.close();
  });

  it('pushes a like, encrypted for the subscription and signed with the site’s VAPID key, in the member’s language', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    await ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', liked.userId).execute();
    const path = await subscribe(liked);
    await like(liker, liked);
    await worker.runDue();
    const push = received.find((r) => r.path === path);
    assert.ok(push, 'the push service received the push');
    assert.deepEqual(push.payload, { title: `${await nameOf(liker)} hat Sie geliked`, body: 'Liken Sie zurück – dann ist es ein Match.', url: `/de/members/${liker.profileId}`, tag: `like:${liker.profileId}` });
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.equal(push.headers.ttl, String(24 * 3600));
    // RFC 8292: a JWT for the push service's origin, signed by the key the browser subscribed with.
    const site = await ctx.app.repos.sites.resolve('localhost');
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization)) ?? [];
    assert.equal(key, site?.settings.push_public_key);
    const [header, claims, signature] = (token ?? '').split('.');
    assert.equal(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()).aud, base);
    const publicKey = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: Buffer.from(key ?? '', 'base64url').subarray(1, 33).toString('base64url'), y: Buffer.from(key ?? '', 'base64url').subarray(33).toString('base64url') }, format: 'jwk' });
    assert.ok(crypto.verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url')));
  });

  it('a like back pushes a match to the first liker (not to the one on screen); a message pushes once per unread batch', async () => {
    const [anna, ben] = [await signUpMember(ctx), await signUpMember(ctx)];
    const [annaPath, benPath] = [await subscribe(anna), await subscribe(ben)];
    await like(anna, ben);
    await like(ben, anna);
    await worker.runDue();
    const to = (path: string) => received.filter((r) => r.path === path).map((r) => r.payload.title);
    assert.deepEqual(to(benPath), [`${await nameOf(anna)} likes you`]);
    assert.deepEqual(to(annaPath), ["It's a match!"]);
    assert.deepEqual((await pushJobs(ben)).map((j) => j.kind), ['like']);

    for (let i = 0; i < 2; i++) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: anna.cookie, payload: { profile: ben.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Hi!' } });
      assert.equal(res.statusCode, 201, res.body);
    }
    await worker.runDue();
    const last = received.filter((r) => r.path === benPath).at(-1)?.payload;
    assert.deepEqual(last, { title: `New message from ${await nameOf(anna)}`, body: 'Tap to read and reply.', url: `/members/${anna.profileId}/chat`, tag: `new_conversations:${anna.profileId}` });
    assert.equal(to(benPath).length, 2, 'two messages, one push');
  });

  it('sends no push while the member has the site open or turned the type off, and drops a subscription the service calls gone', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    const path = await subscribe(liked);
    online.add(liked.userId);
    await like(liker, liked);
    await worker.runDue();
    online.delete(liked.userId);
    assert.deepEqual((await pushJobs(liked)).map((j) => [j.status, j.last_error]), [['skipped', 'site open']]);

    await ctx.db.updateTable('users').set({ notification_settings: JSON.stringify({ like: false }) }).where('id', '=', liked.userId).execute();
    await like(await signUpMember(ctx), liked);
    assert.equal((await pushJobs(liked)).length, 1, 'no push queued while likes are off');
    await ctx.db.updateTable('users').set({ notification_settings: '{}' }).where('id', '=', liked.userId).execute();

    gone.add(path);
    await like(await signUpMember(ctx), liked);
    await worker.runDue();
    assert.deepEqual((await pushJobs(liked)).at(-1)?.last_error, 'no push subscription');
    assert.equal((await ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', liked.userId).execute()).length, 0);
    assert.equal(received.filter((r) => r.path === path).length, 0);
  });

  it('retries when the push service is unreachable', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    await request(ctx.app, {
      method: 'POST',
      url: '/api/user.php?push=1',
      cookie: liked.cookie,
      payload: { endpoint: `${UNREACHABLE}/push/unreachable`, keys: { p256dh: crypto.createECDH('prime256v1').generateKeys('base64url'), auth: crypto.randomBytes(16).toString('base64url') } },
    });
    await like(liker, liked);
    await worker.runDue();
    const [job] = await pushJobs(liked);
    assert.deepEqual([job?.status, job?.attempts, job?.last_error], ['pending', 1, 'the push service did not take the push']);
  });
});
