import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { RATE_LIMITS } from '../plugins/rate-limits.js';
import { type TestContext, body, request, setupTestApp, signUpMember } from './helpers.js';

const limitOf = (method: string, url: string) => {
  const rule = RATE_LIMITS.find((r) => r.method === method && r.url === url);
  assert.ok(rule, `${method} ${url} has a limit`);
  return rule.max;
};

/** The shell's proxy secret in this file's app (`AMORA_PROXY_SECRET`). */
const PROXY_SECRET = 'proxy-secret-of-the-test-shell-0123456789';

let n = 0;
const signupBody = () => ({ email: `limit${++n}-${Date.now()}@example.com`, name: 'Limit', password: 'a-good-long-passphrase', date_of_birth: '1990-05-17' });

/**
 * Issue 16 "Rate limits": the real limits of plugins/rate-limits.ts (the other suites run with
 * them ×1000). A request over a limit answers 429 `rate_limited` with `Retry-After` and changes
 * nothing; limits count the client address (believed from `X-Forwarded-For` only when it comes
 * from a trusted proxy) or the member.
 */
describe('rate limits', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp({ rateLimitScale: 1, proxySecret: PROXY_SECRET });
  });
  after(() => ctx.close());

  it('sign-up: 5 an hour from one address, then 429 with Retry-After and no account; another address goes on', async () => {
    const from = (remoteAddress: string) => request(ctx.app, { method: 'POST', url: '/api/signup.php', remoteAddress, payload: signupBody() });
    const max = limitOf('POST', '/api/signup.php');
    for (let i = 0; i < max; i++) assert.equal((await from('203.0.113.20')).statusCode, 201, `sign-up ${i + 1}`);
    const before = Number((await ctx.db.selectFrom('users').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const refused = await from('203.0.113.20');
    assert.equal(refused.statusCode, 429);
    const answer = body<{ error: string; retry_after: number }>(refused);
    assert.equal(answer.error, 'rate_limited');
    assert.ok(Number(refused.headers['retry-after']) > 3000 && answer.retry_after > 3000, 'about an hour');
    const afterRefusal = Number((await ctx.db.selectFrom('users').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    assert.equal(afterRefusal, before, 'no account, no mail');
    assert.equal((await from('203.0.113.21')).statusCode, 201);
  });

  it('believes X-Forwarded-For from the shell only (a trusted address with the proxy secret): a client cannot dodge a limit by making one up', async () => {
    const max = limitOf('POST', '/api/complaints.php');
    const complaint = (remoteAddress: string, forwardedFor: string, secret: string | null = PROXY_SECRET) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/complaints.php',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor, ...(secret === null ? {} : { 'x-amora-proxy-secret': secret }) },
        payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A complaint long enough to be stored.' },
      });
    // Straight from the internet: each made-up X-Forwarded-For is ignored, the address counts.
    for (let i = 0; i < max; i++) assert.equal((await complaint('198.51.100.30', `10.0.0.${i}`)).statusCode, 201);
    assert.equal((await complaint('198.51.100.30', '10.0.0.99')).statusCode, 429);
    // Through the shell's proxy on the loopback, the forwarded client address counts.
    for (let i = 0; i < max; i++) assert.equal((await complaint('127.0.0.1', '198.51.100.31')).statusCode, 201);
    assert.equal((await complaint('127.0.0.1', '198.51.100.31')).statusCode, 429);
    assert.equal((await complaint('127.0.0.1', '198.51.100.32')).statusCode, 201);
    // Issue 29: a process on the same machine calling the API directly, without the shell's secret
    // (or with a wrong one), counts as its own address whatever it forwards.
    for (let i = 0; i < max; i++) assert.equal((await complaint('::1', `198.51.100.${40 + i}`, i % 2 ? null : 'wrong')).statusCode, 201);
    assert.equal((await complaint('::1', '198.51.100.99', null)).statusCode, 429);
  });

  it('message sends: 60 a minute per member, whatever the address; the refused send is neither stored nor charged', async () => {
    const max = limitOf('POST', '/api/chat.php');
    const [mia, sam] = [await signUpMember(ctx, { credits: 1000 }), await signUpMember(ctx, { credits: 1000 })];
    const send = (i: number) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/chat.php',
        cookie: mia.cookie,
        remoteAddress: `192.0.2.${i % 200}`,
        payload: { profile: sam.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: `Message ${i}` },
      });
    for (let i = 0; i < max; i++) {
      const res = await send(i);
      assert.ok(res.statusCode === 200 || res.statusCode === 201, `send ${i + 1}: ${res.statusCode} ${res.body}`);
    }
    const { credits } = await ctx.db.selectFrom('users').select('credits').where('id', '=', mia.userId).executeTakeFirstOrThrow();
    const refused = await send(max);
    assert.equal(refused.statusCode, 429);
    assert.equal(body(refused).error, 'rate_limited');
    const stored = await ctx.db.selectFrom('messages').select(ctx.db.fn.countAll().as('n')).where('text', '=', `Message ${max}`).executeTakeFirstOrThrow();
    assert.equal(Number(stored.n), 0);
    assert.equal((await ctx.db.selectFrom('users').select('credits').where('id', '=', mia.userId).executeTakeFirstOrThrow()).credits, credits);
    // Another member is not affected.
    const other = await request(ctx.app, {
      method: 'POST',
      url: '/api/chat.php',
      cookie: sam.cookie,
      payload: { profile: mia.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Still fine' },
    });
    assert.equal(other.statusCode, 201, other.body);
  });
});
