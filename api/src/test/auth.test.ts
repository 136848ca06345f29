import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { AUTH } from '../config.js';
import { DEMO_ANNA, DEMO_BEN, DEMO_PASSWORD } from '../seed/index.js';
import type { User } from '../types.js';
import { body, login, request, sessionCookie, setupTestApp, type TestContext } from './helpers.js';

describe('authentication', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  describe('POST /api/user.php (login)', () => {
    it('logs in, sets a 30-day HttpOnly SameSite=Lax cookie and answers the User', async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/user.php', payload: { email: DEMO_ANNA, password: DEMO_PASSWORD } });
      assert.equal(res.statusCode, 200);
      const header = String(res.headers['set-cookie']);
      assert.match(header, /^amora_session=[A-Za-z0-9_-]{43};/);
      assert.match(header, /HttpOnly/);
      assert.match(header, /SameSite=Lax/);
      assert.match(header, /Max-Age=2592000/);
      assert.match(header, /Path=\//);
      const user = body<User>(res);
      assert.equal(user.email, DEMO_ANNA);
      assert.equal(user.paid_user, true);
      assert.equal(user.credits, 150);
      assert.equal(user.status, 'active');
      assert.equal(user.language, 'en');
      assert.equal(user.push_subscribed, false);
      assert.deepEqual(user.notifications_disabled, []);
      assert.ok(!Number.isNaN(Date.parse(user.signup_date)));
      assert.equal(user.profile.name, 'Anna');
      assert.equal(user.profile.gender, 'female');
      assert.ok(user.profile.main_image?.filename.startsWith('avatars/'));
    });

    it('issues a new token at each login, and both sessions work', async () => {
      const a = await login(ctx.app, DEMO_ANNA);
      const b = await login(ctx.app, DEMO_ANNA);
      assert.notEqual(a, b);
      for (const cookie of [a, b]) {
        const res = await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie });
        assert.equal(res.statusCode, 200);
        assert.equal(body<User>(res).email, DEMO_ANNA);
      }
    });

    it('is case-insensitive on the e-mail address', async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/user.php', payload: { email: 'Anna@Demo.Amora.Test', password: DEMO_PASSWORD } });
      assert.equal(res.statusCode, 200);
    });

    it('answers 401 login_failed for a wrong password or unknown e-mail', async () => {
      for (const payload of [
        { email: DEMO_ANNA, password: 'wrong-password' },
        { email: 'nobody@demo.amora.test', password: DEMO_PASSWORD },
      ]) {
        const res = await request(ctx.app, { method: 'POST', url: '/api/user.php', payload });
        assert.equal(res.statusCode, 401);
        assert.deepEqual(body(res), { error: 'login_failed', message: 'Login failed, please try again' });
        assert.equal(sessionCookie(res), null);
      }
      await ctx.db.deleteFrom('login_failures').execute();
    });

    it('does not log in on another site', async () => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/user.php',
        headers: { host: 'de.localhost' },
        payload: { email: DEMO_ANNA, password: DEMO_PASSWORD },
      });
      assert.equal(res.statusCode, 401);
      const cookie = await login(ctx.app, DEMO_ANNA);
      const other = await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie, headers: { host: 'de.localhost' } });
      assert.equal(other.statusCode, 403);
    });

    it('blocks an address on the account after 5 wrong passwords within 15 minutes; the member still logs in from elsewhere', async () => {
      const { maxFailures, blockMinutes } = AUTH.lockout;
      const stranger = '203.0.113.7';
      const attempt = (password: string, remoteAddress = stranger) =>
        request(ctx.app, { method: 'POST', url: '/api/user.php', remoteAddress, payload: { email: DEMO_BEN, password } });
      for (let i = 1; i < maxFailures; i++) assert.equal((await attempt('wrong')).statusCode, 401, `attempt ${i}`);
      const blocked = await attempt('wrong');
      assert.equal(blocked.statusCode, 429);
      assert.deepEqual(body(blocked), {
        error: 'account_blocked',
        minutes: blockMinutes,
        message: `Too many incorrect attempts, account blocked for ${blockMinutes} min.`,
      });
      // The right password does not help from that address while blocked.
      const still = await attempt(DEMO_PASSWORD);
      assert.equal(still.statusCode, 429);
      assert.equal(body(still).minutes, blockMinutes);
      assert.ok(Number(still.headers['retry-after']) > (blockMinutes - 1) * 60);
      assert.equal(sessionCookie(still), null);
      // Ben himself, from his own address, is not locked out by the stranger.
      const ben = await attempt(DEMO_PASSWORD, '198.51.100.2');
      assert.equal(ben.statusCode, 200, ben.body);
      // Ten minutes and a few seconds later, 5 minutes remain (rounded up).
      const block = () => ctx.db.updateTable('login_failures').where('source', '=', stranger).where('user_id', '!=', 0);
      await block().set({ blocked_until: sql<Date>`now() + interval '4 minutes 50 seconds'` }).execute();
      assert.equal(body(await attempt(DEMO_PASSWORD)).minutes, 5);
      // Once the block has expired, the right password logs in and clears that address's count.
      await block().set({ blocked_until: sql<Date>`now() - interval '1 second'` }).execute();
      assert.equal((await attempt(DEMO_PASSWORD)).statusCode, 200);
      const rows = await ctx.db.selectFrom('login_failures').selectAll().where('source', '=', stranger).execute();
      assert.deepEqual(rows, []);
    });

    it('forgets wrong passwords older than the window', async () => {
      const attempt = (password: string) =>
        request(ctx.app, { method: 'POST', url: '/api/user.php', remoteAddress: '203.0.113.8', payload: { email: DEMO_BEN, password } });
      for (let i = 0; i < AUTH.lockout.maxFailures - 1; i++) await attempt('wrong');
      await ctx.db
        .updateTable('login_failures')
        .set({ since: sql<Date>`now() - interval '16 minutes'` })
        .where('source', '=', '203.0.113.8')
        .execute();
      assert.equal((await attempt('wrong')).statusCode, 401);
      assert.equal((await attempt(DEMO_PASSWORD)).statusCode, 200);
    });

    it('slows an address that tries many e-mails (credential stuffing), and only that address', async () => {
      const { maxFailures, windowMinutes } = AUTH.sourceThrottle;
      const stuffer = '192.0.2.50';
      const attempt = (email: string, password: string, remoteAddress = stuffer) =>
        request(ctx.app, { method: 'POST', url: '/api/user.php', remoteAddress, payload: { email, password } });
      for (let i = 0; i < maxFailures; i++) {
        const res = await attempt(`nobody${i}@example.com`, 'guess-123456');
        assert.equal(res.statusCode, 401, `attempt ${i}`);
      }
      const slowed = await attempt(DEMO_ANNA, DEMO_PASSWORD);
      assert.equal(slowed.statusCode, 429);
      assert.equal(body(slowed).error, 'too_many_attempts');
      assert.equal(slowed.headers['retry-after'], String(windowMinutes * 60));
      assert.equal((await attempt(DEMO_ANNA, DEMO_PASSWORD, '192.0.2.51')).statusCode, 200);
      await ctx.db.deleteFrom('login_failures').where('source', '=', stuffer).execute();
    });

    it('rejects malformed input with 400 invalid_request', async () => {
      const bad = await request(ctx.app, {
        method: 'POST',
        url: '/api/user.php',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "anna@',
      });
      assert.equal(bad.statusCode, 400);
      assert.equal(body(bad).error, 'invalid_request');
      const missing = await request(ctx.app, { method: 'POST', url: '/api/user.php', payload: { email: DEMO_ANNA } });
      assert.equal(missing.statusCode, 400);
      const b = body<{ error: string; issues: { path: string; message: string }[] }>(missing);
      assert.equal(b.error, 'invalid_request');
      assert.ok(b.issues.some((i) => i.path === 'body.password'));
      const empty = await request(ctx.app, { method: 'POST', url: '/api/user.php', headers: { 'content-type': 'application/json' }, payload: '' });
      assert.equal(empty.statusCode, 400);
      const wrongType = await request(ctx.app, { method: 'POST', url: '/api/user.php', payload: [1, 2] });
      assert.equal(wrongType.statusCode, 400);
    });
  });

  describe('session', () => {
    it('GET /api/user.php answers 403 authentication_required when logged out', async () => {
      for (const cookie of [undefined, 'amora_session=not-a-real-token']) {
        const res = await request(ctx.app, { method: 'GET', url: '/api/user.php', ...(cookie ? { cookie } : {}) });
        assert.equal(res.statusCode, 403);
        assert.equal(body(res).error, 'authentication_required');
      }
    });

    it('protected calls answer 403 authentication_required when logged out', async () => {
      const calls = [
        { method: 'GET', url: '/api/chats.php' },
        { method: 'GET', url: '/api/likes.php' },
        { method: 'DELETE', url: '/api/chat.php', payload: { conversation: 1 } },
        { method: 'PUT', url: '/api/user.php', payload: { language: 'de' } },
        { method: 'POST', url: '/api/user.php?push=1', payload: { endpoint: 'https://push.example/x', keys: { p256dh: 'a', auth: 'b' } } },
        { method: 'GET', url: '/api/members.php', headers: { host: 'de.localhost' } },
      ] as const;
      for (const call of calls) {
        const res = await request(ctx.app, { ...call });
        assert.equal(res.statusCode, 403, `${call.method} ${call.url}`);
        assert.equal(body(res).error, 'authentication_required');
      }
    });

    it('logout deletes the session and expires the cookie', async () => {
      const cookie = await login(ctx.app, DEMO_ANNA);
      const out = await request(ctx.app, { method: 'GET', url: '/api/logout.php', cookie });
      assert.equal(out.statusCode, 200);
      assert.deepEqual(body(out), { ok: true });
      assert.match(String(out.headers['set-cookie']), /amora_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie })).statusCode, 403);
      // Logging out twice (or when logged out) is fine.
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/logout.php', cookie })).statusCode, 200);
    });

    it('an expired session counts as logged out', async () => {
      const cookie = await login(ctx.app, DEMO_ANNA);
      await ctx.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).execute();
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie })).statusCode, 403);
    });
  });

  describe('PUT /api/user.php (push subscriptions: push-endpoint.test.ts)', () => {
    it('changes the language, and validates it', async () => {
      const cookie = await login(ctx.app, DEMO_ANNA);
      const res = await request(ctx.app, { method: 'PUT', url: '/api/user.php', cookie, payload: { language: 'nb' } });
      assert.equal(res.statusCode, 200);
      assert.equal(body<User>(res).language, 'nb');
      const bad = await request(ctx.app, { method: 'PUT', url: '/api/user.php', cookie, payload: { language: 'xx' } });
      assert.equal(bad.statusCode, 400);
      await request(ctx.app, { method: 'PUT', url: '/api/user.php', cookie, payload: { language: 'en' } });
    });
  });

  describe('origin guard', () => {
    it('refuses state-changing requests from a foreign Origin', async () => {
      const cookie = await login(ctx.app, DEMO_ANNA);
      for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null', 'http://localhost:3999']) {
        const res = await request(ctx.app, {
          method: 'PUT',
          url: '/api/user.php',
          cookie,
          headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'localhost:3000', origin },
          payload: { language: 'de' },
        });
        assert.equal(res.statusCode, 403, origin);
        assert.equal(body(res).error, 'forbidden_origin');
      }
      const login403 = await request(ctx.app, {
        method: 'POST',
        url: '/api/user.php',
        headers: { origin: 'https://evil.example' },
        payload: { email: DEMO_ANNA, password: DEMO_PASSWORD },
      });
      assert.equal(login403.statusCode, 403);
    });

    it('accepts the same origin, a missing Origin and safe methods', async () => {
      const cookie = await login(ctx.app, DEMO_ANNA);
      const same = await request(ctx.app, {
        method: 'PUT',
        url: '/api/user.php',
        cookie,
        headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'localhost:3000', origin: 'http://localhost:3000' },
        payload: { language: 'en' },
      });
      assert.equal(same.statusCode, 200);
      const get = await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie, headers: { origin: 'https://evil.example' } });
      assert.equal(get.statusCode, 200);
    });
  });

  describe('POST /api/page-hidden.php', () => {
    it('answers 204 for beacons and records last_seen', async () => {
      const cookie = await login(ctx.app, DEMO_BEN);
      const { profile_id } = await ctx.db.selectFrom('users').select('profile_id').where('email', '=', DEMO_BEN).executeTakeFirstOrThrow();
      await ctx.db.updateTable('profiles').set({ last_seen_at: null }).where('id', '=', profile_id).execute();
      for (const [payload, type] of [
        ['', 'application/json'],
        ['{}', 'application/json'],
        ['{}', 'text/plain;charset=UTF-8'],
      ] as const) {
        const res = await request(ctx.app, {
          method: 'POST',
          url: '/api/page-hidden.php',
          cookie,
          headers: { 'content-type': type, origin: 'http://localhost' },
          payload,
        });
        assert.equal(res.statusCode, 204, `${type} ${JSON.stringify(payload)}`);
      }
      const row = await ctx.db.selectFrom('profiles').select('last_seen_at').where('id', '=', profile_id).executeTakeFirstOrThrow();
      assert.ok(row.last_seen_at && Date.now() - row.last_seen_at.getTime() < 60_000);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/page-hidden.php', payload: {} })).statusCode, 204);
    });
  });
});
