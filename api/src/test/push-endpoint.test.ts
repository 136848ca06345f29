import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import dnsPromises from 'node:dns/promises';
import { after, before, beforeEach, describe, it, mock } from 'node:test';
import webpush from 'web-push';
import { isPublicAddress, publicLookup } from '../services/push-endpoint.js';
import { sendPush } from '../services/web-push.js';
import type { User } from '../types.js';
import { body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';

/** What the fake resolver answers (this machine has no DNS; a test changes an entry to rebind a name). */
const DNS: Record<string, string[]> = {};
const PUBLIC_DNS: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.185.106', '2a00:1450:4001:82b::200a'],
  'updates.push.services.mozilla.com': ['34.117.65.55'],
  'wns2-par02p.notify.windows.com': ['20.199.120.182'],
};
const lookups: string[] = [];

/** A browser's subscription to `endpoint`, with real keys (web-push encrypts for them). */
function subscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.generateKeys('base64url'), auth: crypto.randomBytes(16).toString('base64url') } };
}

/**
 * Issue 29 "blind SSRF through web push": `POST /api/user.php?push=1` stores only endpoints the
 * API may post to (https, a browser push service, public addresses after DNS), never another
 * account's; the sender checks the addresses again when it connects (DNS rebinding).
 */
describe('push subscription endpoints', () => {
  let ctx: TestContext;
  let member: TestMember;

  const subscribe = (m: TestMember, endpoint: string) =>
    request(ctx.app, { method: 'POST', url: '/api/user.php?push=1', cookie: m.cookie, payload: subscription(endpoint) });
  const stored = async (m: TestMember) =>
    (await ctx.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', m.userId).orderBy('id').execute()).map((r) => r.endpoint);

  before(async () => {
    mock.method(dnsPromises, 'lookup', async (host: string, options?: { all?: boolean }) => {
      lookups.push(host);
      const addresses = DNS[host];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      const all: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      return options?.all ? all : all[0];
    });
    ctx = await setupTestApp();
    member = await signUpMember(ctx);
  });
  beforeEach(() => {
    for (const host of Object.keys(DNS)) delete DNS[host];
    Object.assign(DNS, PUBLIC_DNS, { localhost: ['127.0.0.1', '::1'] });
  });
  after(async () => {
    mock.restoreAll();
    await ctx.close();
  });

  it('stores an https endpoint of a browser push service that resolves to public addresses, and stores it again', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(member, endpoint);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body(res), { ok: true });
    }
    const mozilla = await subscribe(member, `https://updates.push.services.mozilla.com/wpush/v2/${crypto.randomUUID()}`);
    assert.equal(mozilla.statusCode, 200, mozilla.body);
    assert.deepEqual((await stored(member)).length, 2);
    assert.equal(body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: member.cookie })).push_subscribed, true);
  });

  it('refuses http, addresses inside (loopback, private, link-local, IPv6 loopback), a name for the loopback and any host that is no push service', async () => {
    const m = await signUpMember(ctx);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9911/push',
      'https://127.0.0.1/push',
      'https://10.0.0.1/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/push',
      'https://push.example.test/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://notify.windows.com/w/?token=abc',
    ]) {
      const res = await subscribe(m, endpoint);
      assert.equal(res.statusCode, 400, endpoint);
      assert.equal(body(res).error, 'invalid_push_endpoint', endpoint);
    }
    assert.equal((await subscribe(m, 'nope')).statusCode, 400);
    assert.deepEqual(await stored(m), []);
  });

  it('refuses a push service host whose DNS answer points inside (all of it, or one address of several)', async () => {
    const m = await signUpMember(ctx);
    DNS['fcm.googleapis.com'] = ['127.0.0.1'];
    DNS['updates.push.services.mozilla.com'] = ['34.117.65.55', '10.1.2.3'];
    DNS['wns2-par02p.notify.windows.com'] = ['::ffff:169.254.169.254'];
    DNS['web.push.apple.com'] = ['fd00::1'];
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/a', 'https://updates.push.services.mozilla.com/wpush/v2/b', 'https://wns2-par02p.notify.windows.com/w/?token=c', 'https://web.push.apple.com/d']) {
      const res = await subscribe(m, endpoint);
      assert.equal(res.statusCode, 400, endpoint);
      assert.equal(body(res).error, 'invalid_push_endpoint', endpoint);
    }
    assert.deepEqual(await stored(m), []);
  });

  it("refuses another account's endpoint (409) and leaves it with that account", async () => {
    const [owner, other] = [await signUpMember(ctx), await signUpMember(ctx)];
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    assert.equal((await subscribe(owner, endpoint)).statusCode, 200);
    const res = await subscribe(other, endpoint);
    assert.equal(res.statusCode, 409);
    assert.equal(body(res).error, 'push_endpoint_taken');
    assert.deepEqual(await stored(owner), [endpoint]);
    assert.deepEqual(await stored(other), []);
  });

  it('tells public addresses from special-purpose ones', () => {
    for (const address of ['142.250.185.106', '34.117.65.55', '2a00:1450:4001:82b::200a', '2606:4700::6810:85e5']) assert.equal(isPublicAddress(address), true, address);
    for (const address of [
      '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.1',
      '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '64:ff9b::a00:1', '2002:a00:1::', '2001:db8::1', 'not-an-ip',
    ]) {
      assert.equal(isPublicAddress(address), false, address);
    }
  });

  it('checks the addresses again when it connects to send: a name rebound inside is not posted to', async () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const vapid = { publicKey, privateKey, subject: 'mailto:support@amora.test' };
    const message = { title: 'Hi', body: 'There', url: '/', tag: 'like:1' };
    DNS['fcm.googleapis.com'] = ['127.0.0.1'];
    const before = lookups.length;
    assert.equal(await sendPush(subscription('https://fcm.googleapis.com/fcm/send/rebound'), message, vapid), 'retry');
    assert.deepEqual(lookups.slice(before), ['fcm.googleapis.com'], 'the connection resolved the host through the check');
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicLookup('fcm.googleapis.com', { all: true }, (error) => resolve(error)));
    assert.equal(refused?.code, 'ENONPUBLIC');
    DNS['fcm.googleapis.com'] = ['142.250.185.106'];
    const addresses = await new Promise((resolve) => publicLookup('fcm.googleapis.com', { all: true }, (_error, address) => resolve(address)));
    assert.deepEqual(addresses, [{ address: '142.250.185.106', family: 4 }]);
    // Stored before the rules existed: never posted to, dropped as gone.
    assert.equal(await sendPush(subscription('http://127.0.0.1:9911/push'), message, vapid), 'gone');
  });
});
