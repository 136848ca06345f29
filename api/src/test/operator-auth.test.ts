// The operator console's sign-in (issue 31): password + TOTP (enrolment with QR code and recovery
// codes, a wrong or replayed code refused), the members' lockout, timeouts, sessions, and the CLI
// key that replaced the shared operator token (refused through the shell's proxy).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { AUTH, DEV_CLI_KEY } from '../config.js';
import { PROXY_SECRET_HEADER } from '../plugins/client-address.js';
import { hashPassword } from '../services/passwords.js';
import { appWith, body, login, request, setupTestApp, type TestContext } from './helpers.js';
import { OPERATOR_PASSWORD, operatorCookie, signInOperator, totpCode } from './operator-helpers.js';

describe('operator sign-in (issue 31)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  const newOperator = async (email: string) => ctx.app.repos.operators.create({ email, passwordHash: await hashPassword(OPERATOR_PASSWORD), role: 'moderator', siteIds: null });
  const signIn = async (email: string, password = OPERATOR_PASSWORD) => request(ctx.app, { method: 'POST', url: '/api/operator/login.php', payload: { email, password } });
  const counts = (cookie?: string, headers: Record<string, string> = {}) => request(ctx.app, { method: 'GET', url: '/api/operator/sessions.php', ...(cookie ? { cookie } : {}), headers });

  it('asks a new operator to enrol TOTP, answers the QR code once, and signs in only with a valid code', async () => {
    await newOperator('Enrol@Staff.amora.test');
    const res = await signIn('enrol@staff.amora.test');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<{ mfa: string }>(res).mfa, 'enrol');
    const cookie = operatorCookie(res) as string;
    assert.match(res.headers['set-cookie']?.toString() ?? '', /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/i);
    // Half signed in: no operator call yet.
    assert.equal((await counts(cookie)).statusCode, 401);
    const enrol = body<{ secret: string; otpauth_url: string; qr_svg: string }>(await request(ctx.app, { method: 'GET', url: '/api/operator/mfa.php', cookie }));
    assert.match(enrol.otpauth_url, /^otpauth:\/\/totp\//);
    assert.match(enrol.qr_svg, /^<svg/);
    const wrong = await request(ctx.app, { method: 'POST', url: '/api/operator/mfa.php', cookie, payload: { code: '000000' === (await totpCode(enrol.secret)) ? '111111' : '000000' } });
    assert.equal(wrong.statusCode, 401);
    assert.equal(body<{ error: string }>(wrong).error, 'mfa_code_wrong');
    const ok = await request(ctx.app, { method: 'POST', url: '/api/operator/mfa.php', cookie, payload: { code: await totpCode(enrol.secret) } });
    assert.equal(ok.statusCode, 200, ok.body);
    const codes = body<{ recovery_codes: string[] }>(ok).recovery_codes;
    assert.equal(codes.length, 10);
    assert.equal((await counts(cookie)).statusCode, 200);
    const session = body<{ mfa: null }>(await request(ctx.app, { method: 'GET', url: '/api/operator/session.php', cookie }));
    assert.equal(session.mfa, null);
    // Enrolled: no second QR code.
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/operator/mfa.php', cookie })).statusCode, 409);
  });

  it('refuses a code replayed within its time step, and accepts a recovery code once', async () => {
    const op = await signInOperator(ctx, 'support');
    const again = await signIn(op.email);
    assert.equal(body<{ mfa: string }>(again).mfa, 'verify');
    const cookie = operatorCookie(again) as string;
    // The code that signed in a moment ago is refused, even when the clock has since entered the
    // next time step (a fresh code generated here would then be a new, valid one).
    const replay = await request(ctx.app, { method: 'POST', url: '/api/operator/mfa.php', cookie, payload: { code: op.code } });
    assert.equal(replay.statusCode, 401);
    assert.equal(body<{ error: string }>(replay).error, 'mfa_code_wrong');
    const recover = (code: string, c = cookie) => request(ctx.app, { method: 'POST', url: '/api/operator/mfa.php', cookie: c, payload: { recovery_code: code } });
    assert.equal((await recover('wrong-code')).statusCode, 401);
    const [code] = op.recoveryCodes;
    assert.equal((await recover(code?.toUpperCase() ?? '')).statusCode, 200, 'case does not matter');
    const third = operatorCookie(await signIn(op.email)) as string;
    assert.equal((await recover(code ?? '', third)).statusCode, 401, 'a recovery code works once');
  });

  it('locks an operator out after the members\' number of wrong passwords', async () => {
    await newOperator('lockout@staff.amora.test');
    for (let i = 1; i < AUTH.lockout.maxFailures; i++) assert.equal((await signIn('lockout@staff.amora.test', 'wrong-password')).statusCode, 401);
    const blocked = await signIn('lockout@staff.amora.test', 'wrong-password');
    assert.equal(blocked.statusCode, 429);
    assert.equal(body<{ error: string }>(blocked).error, 'account_blocked');
    assert.equal((await signIn('lockout@staff.amora.test')).statusCode, 429, 'the right password waits for the block to end');
    assert.equal((await signIn('nobody@staff.amora.test')).statusCode, 401);
  });

  it('ends a session idle for 30 minutes and one whose second factor took over 10 minutes', async () => {
    const op = await signInOperator(ctx, 'finance');
    await sql`update operator_sessions set last_seen_at = now() - interval '31 minutes' where operator_id = ${op.id}`.execute(ctx.db);
    assert.equal((await counts(op.cookie)).statusCode, 401);
    const half = operatorCookie(await signIn(op.email)) as string;
    await sql`update operator_sessions set created_at = now() - interval '11 minutes' where operator_id = ${op.id} and mfa_at is null`.execute(ctx.db);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/operator/session.php', cookie: half })).statusCode, 401);
  });

  it('names the cookie __Host-amora_operator, Secure, when the site runs on https', async () => {
    const https = await appWith(ctx, { publicUrl: 'https://amora.example' });
    try {
      await ctx.app.repos.operators.create({ email: 'https@staff.amora.test', passwordHash: await hashPassword(OPERATOR_PASSWORD), role: 'support', siteIds: null });
      const res = await request(https, { method: 'POST', url: '/api/operator/login.php', payload: { email: 'https@staff.amora.test', password: OPERATOR_PASSWORD } });
      assert.equal(res.statusCode, 200, res.body);
      const cookie = String(res.headers['set-cookie']);
      assert.match(cookie, /^__Host-amora_operator=[^;]+;/);
      assert.match(cookie, /; Secure/i);
      assert.match(cookie, /; Path=\//);
      assert.doesNotMatch(cookie, /Domain=/i);
      assert.ok(operatorCookie(res)?.startsWith('__Host-amora_operator='));
    } finally {
      await https.close();
    }
  });

  it('lists the operator\'s sessions and ends one; signing out ends the current one', async () => {
    const op = await signInOperator(ctx, 'marketing');
    const list = body<{ sessions: { id: number; current: boolean }[] }>(await counts(op.cookie)).sessions;
    assert.equal(list.filter((s) => s.current).length, 1);
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/operator/session.php', cookie: op.cookie })).statusCode, 200);
    assert.equal((await counts(op.cookie)).statusCode, 401);
  });

  it('a member session and the old shared operator token are not an operator; the CLI key is, but never through the shell', async () => {
    const member = await login(ctx.app, 'anna@demo.amora.test');
    assert.equal((await counts(member)).statusCode, 401);
    assert.equal((await counts(undefined, { authorization: 'Bearer dev-operator-token' })).statusCode, 401);
    const cli = { authorization: `Bearer ${DEV_CLI_KEY}` };
    const photos = () => request(proxied, { method: 'GET', url: '/api/operator/photos.php', headers: cli });
    const proxied = await appWith(ctx, { proxySecret: 'p'.repeat(32) });
    try {
      assert.equal((await photos()).statusCode, 200, 'a direct call with the key');
      const viaShell = await request(proxied, { method: 'GET', url: '/api/operator/photos.php', headers: { ...cli, [PROXY_SECRET_HEADER]: 'p'.repeat(32) } });
      assert.equal(viaShell.statusCode, 401, 'the same key through the shell');
    } finally {
      await proxied.close();
    }
  });

  it('writes an audit row per sign-in and refuses to change or delete it', async () => {
    const op = await signInOperator(ctx, 'admin');
    const rows = await ctx.app.repos.audit.list({ operatorId: op.id, limit: 10 });
    assert.deepEqual(rows.map((r) => r.action).sort(), ['operator.login', 'operator.mfa_enrolled']);
    await assert.rejects(sql`update audit_log set action = 'x' where operator_id = ${op.id}`.execute(ctx.db), /append-only/);
    await assert.rejects(sql`delete from audit_log where operator_id = ${op.id}`.execute(ctx.db), /append-only/);
  });
});
