// Sessions a member can see and end (issue 16): the list, ending one or all, the idle and absolute
// timeouts counted by the server, a new session id at every privilege change, and the `__Host-`
// Secure cookie when the public URL is https.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { AUTH } from '../config.js';
import type { SessionInfo } from '../types.js';
import { appWith, body, request, sessionCookie, setupTestApp, type TestContext } from './helpers.js';

const PASSWORD = 'a-good-long-passphrase';
let counter = 0;

describe('sessions', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  /** Signs a member up and logs in from two more browsers; returns the e-mail and the three cookies. */
  async function memberWithBrowsers(): Promise<{ email: string; phone: string; laptop: string; signup: string }> {
    counter++;
    const email = `sessions${counter}-${Date.now()}@sessions.amora.test`;
    const res = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: { email, name: 'Sessions', password: PASSWORD, date_of_birth: '1990-05-17' } });
    assert.equal(res.statusCode, 201, res.body);
    const loginFrom = async (agent: string, ip: string) => {
      const r = await request(ctx.app, { method: 'POST', url: '/api/user.php', remoteAddress: ip, headers: { 'user-agent': agent }, payload: { email, password: PASSWORD } });
      assert.equal(r.statusCode, 200, r.body);
      return sessionCookie(r) as string;
    };
    return { email, signup: sessionCookie(res) as string, phone: await loginFrom('Mozilla/5.0 (iPhone) Safari', '127.0.0.1'), laptop: await loginFrom('Mozilla/5.0 (X11; Linux) Chrome', '127.0.0.1') };
  }

  const list = async (cookie: string) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/sessions.php', cookie });
    assert.equal(res.statusCode, 200, res.body);
    return body<{ sessions: SessionInfo[] }>(res).sessions;
  };
  const status = async (cookie: string) => (await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie })).statusCode;

  it('lists the live sessions with their browser, last use first, marking the current one', async () => {
    const m = await memberWithBrowsers();
    const sessions = await list(m.phone);
    assert.equal(sessions.length, 3);
    // The laptop logged in last; exactly one session, the phone's, is this request's.
    assert.match(sessions[0]?.user_agent ?? '', /Linux/);
    assert.match(sessions[1]?.user_agent ?? '', /iPhone/);
    assert.deepEqual(sessions.map((s) => s.current), [false, true, false]);
    const phone = sessions.find((s) => s.current);
    assert.match(phone?.user_agent ?? '', /iPhone/);
    assert.equal(sessions[0]?.browser, 'Chrome');
    assert.equal(sessions[0]?.os, 'Linux');
    assert.equal(phone?.ip, '127.0.0.1');
    for (const s of sessions) assert.ok(!Number.isNaN(Date.parse(s.created_at)) && !Number.isNaN(Date.parse(s.last_seen_at)));
    assert.deepEqual(Object.keys(sessions[0] as object).sort(), ['browser', 'created_at', 'current', 'id', 'ip', 'last_seen_at', 'os', 'user_agent']);
  });

  it('ends one session by id; another member cannot end it or see it (404)', async () => {
    const m = await memberWithBrowsers();
    const other = await memberWithBrowsers();
    const laptop = (await list(m.phone)).find((s) => s.user_agent.includes('Linux'));
    assert.ok(laptop);
    const stranger = await request(ctx.app, { method: 'DELETE', url: `/api/sessions.php?id=${laptop.id}`, cookie: other.phone });
    assert.equal(stranger.statusCode, 404);
    assert.equal(await status(m.laptop), 200);
    assert.ok(!(await list(other.phone)).some((s) => s.id === laptop.id));

    const ended = await request(ctx.app, { method: 'DELETE', url: `/api/sessions.php?id=${laptop.id}`, cookie: m.phone });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(await status(m.laptop), 403);
    assert.equal(await status(m.phone), 200);
    assert.equal((await list(m.phone)).length, 2);
  });

  it('logs out everywhere, this browser included', async () => {
    const m = await memberWithBrowsers();
    const res = await request(ctx.app, { method: 'DELETE', url: '/api/sessions.php?all=1', cookie: m.laptop });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['set-cookie']), /amora_session=;/);
    for (const cookie of [m.signup, m.phone, m.laptop]) assert.equal(await status(cookie), 403);
  });

  it('ends a session idle for longer than the idle timeout, and one past its absolute expiry, by the server clock', async () => {
    const idle = await memberWithBrowsers();
    // Not used since before the idle window (the cookie is fresh: its first lookup comes after).
    await sql`update sessions set last_seen_at = now() - make_interval(secs => ${AUTH.sessionIdleSeconds + 60}) where user_id = (select id from users where email = ${idle.email})`.execute(ctx.db);
    assert.equal(await status(idle.phone), 403);

    const old = await memberWithBrowsers();
    await sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${old.email})`.execute(ctx.db);
    assert.equal(await status(old.phone), 403);
  });

  it('counts the idle time from the last use: a use refreshes last_seen_at', async () => {
    const m = await memberWithBrowsers();
    await sql`update sessions set last_seen_at = now() - interval '6 days' where user_id = (select id from users where email = ${m.email})`.execute(ctx.db);
    assert.equal(await status(m.phone), 200);
    const phone = (await list(m.phone)).find((s) => s.current);
    assert.ok(Date.now() - Date.parse(phone?.last_seen_at ?? '') < 60_000, 'refreshed to now');
  });

  it('gives a new session id at a password change and ends every other session', async () => {
    const m = await memberWithBrowsers();
    const res = await request(ctx.app, { method: 'PUT', url: '/api/user.php?password=1', cookie: m.phone, payload: { old_password: PASSWORD, password: 'another-long-passphrase' } });
    assert.equal(res.statusCode, 200, res.body);
    const renewed = sessionCookie(res);
    assert.ok(renewed && renewed !== m.phone);
    for (const cookie of [m.signup, m.phone, m.laptop]) assert.equal(await status(cookie), 403);
    assert.equal(await status(renewed), 200);
    assert.equal((await list(renewed)).length, 1);
  });

  it('gives a new session id at login, ending the browser\'s previous one', async () => {
    const m = await memberWithBrowsers();
    const res = await request(ctx.app, { method: 'POST', url: '/api/user.php', cookie: m.phone, payload: { email: m.email, password: PASSWORD } });
    const renewed = sessionCookie(res);
    assert.ok(renewed && renewed !== m.phone);
    assert.equal(await status(m.phone), 403);
    assert.equal(await status(renewed), 200);
  });

  it('needs a login (403) and refuses a malformed id (400)', async () => {
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/sessions.php' })).statusCode, 403);
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/sessions.php?id=1' })).statusCode, 403);
    const m = await memberWithBrowsers();
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/sessions.php?id=abc', cookie: m.phone })).statusCode, 400);
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/sessions.php', cookie: m.phone })).statusCode, 404);
  });

  it('names the cookie __Host-amora_session and makes it Secure when PUBLIC_URL is https, even over plain http behind the proxy', async () => {
    const app = await appWith(ctx, { publicUrl: 'https://amora.example' });
    const email = `host${Date.now()}@sessions.amora.test`;
    const res = await request(app, { method: 'POST', url: '/api/signup.php', payload: { email, name: 'Host', password: PASSWORD, date_of_birth: '1990-05-17' } });
    assert.equal(res.statusCode, 201, res.body);
    const header = String(res.headers['set-cookie']);
    assert.match(header, /^__Host-amora_session=[A-Za-z0-9_-]{43};/);
    assert.match(header, /Secure/);
    assert.match(header, /Path=\//);
    assert.doesNotMatch(header, /Domain=/);
    const cookie = sessionCookie(res) as string;
    assert.equal((await request(app, { method: 'GET', url: '/api/user.php', cookie })).statusCode, 200);
    // The unprefixed name is not read on such a site.
    assert.equal((await request(app, { method: 'GET', url: '/api/user.php', cookie: cookie.replace('__Host-', '') })).statusCode, 403);
    await app.close();
  });
});
