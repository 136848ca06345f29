import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN, DEMO_PASSWORD } from '../seed/index.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';

interface OutboxMail {
  subject: string;
  links: string[];
}

async function lastResetLink(ctx: TestContext, to: string): Promise<string> {
  const res = await request(ctx.app, { method: 'GET', url: `/api/dev/outbox.php?to=${encodeURIComponent(to)}` });
  const mail = body<{ mails: OutboxMail[] }>(res).mails[0] as OutboxMail;
  return mail.links[0] as string;
}

const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

describe('password recovery and change', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('resets the password from the mailed link and ends every session', async () => {
    const other = await login(ctx.app, DEMO_BEN);
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password.php',
      headers: { 'x-forwarded-host': 'localhost:3000' },
      payload: { email: 'Ben@Demo.Amora.Test' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res), { ok: true });
    const link = await lastResetLink(ctx, DEMO_BEN);
    assert.match(link, /^http:\/\/localhost:3000\/reset-password\/do\?token=[A-Za-z0-9_-]{43}$/);

    const payload = { token: tokenOf(link), password: 'brand-new-secret-42', password_repeat: 'brand-new-secret-42' };
    const done = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php?do=1', payload });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(body(done), { ok: true });

    const me = await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: other });
    assert.equal(me.statusCode, 403);
    await assert.rejects(login(ctx.app, DEMO_BEN, DEMO_PASSWORD));
    await login(ctx.app, DEMO_BEN, 'brand-new-secret-42');

    const again = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php?do=1', payload });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(body(again), { error: 'link_invalid', message: 'Link expired or invalid, request a new email' });
  });

  it('links the reset mail to the configured site, whatever Host or X-Forwarded-Host the request names (issue 29)', async () => {
    // An attacker asks for the victim's reset with their own host name: the link must not go there.
    for (const headers of [{ host: 'attacker.example' }, { host: '127.0.0.1:4000', 'x-forwarded-host': 'attacker.example:3000', 'x-forwarded-proto': 'https' }]) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php', headers, payload: { email: DEMO_BEN } });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(await lastResetLink(ctx, DEMO_BEN), /^http:\/\/localhost:3000\/reset-password\/do\?token=/);
    }
  });

  it('clears the lockout', async () => {
    const email = DEMO_BEN;
    const { id } = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await ctx.db.insertInto('login_failures').values({ source: '127.0.0.1', user_id: id, failures: 0, blocked_until: new Date(Date.now() + 600_000) }).execute();
    await ctx.db.deleteFrom('account_tokens').execute();
    await request(ctx.app, { method: 'POST', url: '/api/reset-password.php', payload: { email } });
    const token = tokenOf(await lastResetLink(ctx, email));
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password.php?do=1',
      payload: { token, password: 'another-secret-77', password_repeat: 'another-secret-77' },
    });
    assert.equal(res.statusCode, 200);
    await login(ctx.app, email, 'another-secret-77');
  });

  it('answers 404 email_not_found for an unknown address', async () => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php', payload: { email: 'nobody@demo.amora.test' } });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(body(res), { error: 'email_not_found', message: 'E-mail address not found' });
  });

  it('answers 429 too_many_resets at the 4th mail within 24 hours', async () => {
    await ctx.db.deleteFrom('account_tokens').execute();
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php', payload: { email: DEMO_ANNA } });
      assert.equal(res.statusCode, 200);
    }
    const res = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php', payload: { email: DEMO_ANNA } });
    assert.equal(res.statusCode, 429);
    assert.deepEqual(body(res), {
      error: 'too_many_resets',
      message: 'Too many password reset emails sent, please try again tomorrow.',
    });
  });

  it('answers passwords_differ, password rules and link_invalid', async () => {
    await ctx.db.deleteFrom('account_tokens').execute();
    await request(ctx.app, { method: 'POST', url: '/api/reset-password.php', payload: { email: DEMO_ANNA } });
    const token = tokenOf(await lastResetLink(ctx, DEMO_ANNA));
    const cases: [Record<string, string>, string][] = [
      [{ token, password: 'first-secret-1', password_repeat: 'second-secret-2' }, 'passwords_differ'],
      [{ token, password: 'short', password_repeat: 'short' }, 'password_length'],
      [{ token, password: 'iloveyou', password_repeat: 'iloveyou' }, 'password_common'],
      [{ token: 'not-a-token', password: 'first-secret-1', password_repeat: 'first-secret-1' }, 'link_invalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/reset-password.php?do=1', payload });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(body(res).error, code);
    }
    // The failed attempts did not use the token; an expired one is invalid.
    await ctx.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password.php?do=1',
      payload: { token, password: 'first-secret-1', password_repeat: 'first-secret-1' },
    });
    assert.equal(body(expired).error, 'link_invalid');
  });

  it('changes the password when logged in, checking the old one', async () => {
    const cookie = await login(ctx.app, DEMO_ANNA);
    const wrong = await request(ctx.app, {
      method: 'PUT',
      url: '/api/user.php?password=1',
      cookie,
      payload: { old_password: 'not-my-password', password: 'changed-secret-99' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(body(wrong), { error: 'old_password_wrong', message: 'Please check your old password.' });
    const common = await request(ctx.app, {
      method: 'PUT',
      url: '/api/user.php?password=1',
      cookie,
      payload: { old_password: DEMO_PASSWORD, password: 'password1' },
    });
    assert.equal(body(common).error, 'password_common');
    const ok = await request(ctx.app, {
      method: 'PUT',
      url: '/api/user.php?password=1',
      cookie,
      payload: { old_password: DEMO_PASSWORD, password: 'changed-secret-99' },
    });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(body(ok), { ok: true });
    await login(ctx.app, DEMO_ANNA, 'changed-secret-99');
    const loggedOut = await request(ctx.app, {
      method: 'PUT',
      url: '/api/user.php?password=1',
      payload: { old_password: 'x', password: 'changed-secret-99' },
    });
    assert.equal(loggedOut.statusCode, 403);
  });
});
