import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TestContext, body, login, request, setupTestApp } from './helpers.js';
import { CALLS, badTextAttempts, hostileAttempts } from './hostile-inputs.js';

const BODIES_PER_CALL = Number(process.env.AMORA_ABUSE_BODIES ?? 14);

/**
 * Issue 16 "An abuse test suite": for every call of the contract, hostile bodies and queries
 * (generated with fast-check from the contract's body keys, a fixed seed so a failure repeats)
 * answer 4xx or 2xx, never 5xx, as a visitor and as a member (who also sends NUL, lone surrogates
 * and overlong UTF-8 in every field, issue 29); and member B is refused every member-owned
 * resource of member A.
 */
describe('abuse: hostile input never gives a 5xx', () => {
  let ctx: TestContext;
  let member: string;
  let tried = 0;
  const fivexx: string[] = [];

  before(async () => {
    ctx = await setupTestApp();
    member = await login(ctx.app, 'ben@demo.amora.test');
  });
  after(async () => {
    console.log(`abuse: ${tried} hostile requests, ${fivexx.length} answered 5xx`);
    await ctx.close();
  });

  for (const call of CALLS) {
    it(`${call.method} ${call.path}`, async () => {
      // A fresh session per call: GET /api/logout.php ends the one it is given.
      for (const cookie of [undefined, await login(ctx.app, 'ben@demo.amora.test')]) {
        const attempts = [...hostileAttempts(call, BODIES_PER_CALL), ...(cookie ? badTextAttempts(call) : [])];
        for (const a of attempts) {
          const res = await request(ctx.app, {
            method: call.method,
            url: a.url,
            cookie,
            ...(a.payload !== undefined ? { payload: a.payload, headers: { 'content-type': a.type ?? 'application/json' } } : {}),
          });
          tried++;
          if (res.statusCode >= 500) fivexx.push(`${call.method} ${a.url} ${a.payload?.slice(0, 120) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      assert.deepEqual(fivexx.filter((f) => f.startsWith(`${call.method} ${call.path}`)), []);
    });
  }

  it('a body over the 1 MB limit is refused with 413, not an error', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/likes.php',
      cookie: member,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ profile: 1, padding: 'x'.repeat(1_100_000) }),
    });
    assert.equal(res.statusCode, 413);
    assert.equal(body(res).error, 'payload_too_large');
  });

  it('refuses a NUL, a lone surrogate or overlong UTF-8 in any text with 400 invalid_text, and stores nothing (issue 29)', async () => {
    member = await login(ctx.app, 'ben@demo.amora.test');
    const json = { 'content-type': 'application/json' };
    const cases = [
      { method: 'PUT', url: '/api/profile.php', payload: '{"name":"\\u0000\\ud800"}', path: 'body.name' },
      { method: 'PUT', url: '/api/profile.php', payload: '{"about":"Hi \\udc00 there"}', path: 'body.about' },
      { method: 'PUT', url: '/api/profile.php', payload: '{"interests":["music","\\u0000"]}', path: 'body.interests.1' },
      { method: 'PUT', url: '/api/profile.php', payload: Buffer.concat([Buffer.from('{"name":"A'), Buffer.from([0xc0, 0x80]), Buffer.from('"}')]), path: 'body' },
      { method: 'POST', url: '/api/complaints.php', payload: '{"name":"Ben","email":"ben@demo.amora.test","subject":"Hi","message":"A long enough\\u0000message"}', path: 'body.message' },
      { method: 'GET', url: '/api/members.php?city=%00', path: 'query.city' },
    ] as const;
    const ben = () => ctx.db.selectFrom('profiles as p').innerJoin('users as u', 'u.profile_id', 'p.id').select(['p.name', 'p.about']).where('u.email', '=', 'ben@demo.amora.test').executeTakeFirstOrThrow();
    const original = await ben();
    for (const c of cases) {
      const res = await request(ctx.app, { method: c.method, url: c.url, cookie: member, ...('payload' in c ? { payload: c.payload, headers: json } : {}) });
      assert.equal(res.statusCode, 400, `${c.url} ${res.body}`);
      assert.deepEqual(body(res), { error: 'invalid_text', message: 'Text may not contain NUL characters, unpaired surrogates or invalid UTF-8.', issues: [{ path: c.path, message: 'Invalid text' }] });
    }
    assert.deepEqual(await ben(), original);
    // A surrogate pair (an emoji) is text.
    const ok = await request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie: member, headers: json, payload: '{"about":"Hi \\ud83d\\ude00 there"}' });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  it('prototype-pollution keys change nothing', async () => {
    member = await login(ctx.app, 'ben@demo.amora.test');
    await request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie: member, headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"paid_user": true}, "about": "Hi"}' });
    const user = body<{ paid_user: boolean }>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: member }));
    assert.equal(user.paid_user, false);
    assert.equal(({} as Record<string, unknown>).paid_user, undefined);
  });
});

describe('abuse: member B is refused what belongs to member A', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, 'anna@demo.amora.test');
    ben = await login(ctx.app, 'ben@demo.amora.test');
  });
  after(() => ctx.close());

  it('conversations of A with others: no reading, marking read or removing by B', async () => {
    const [annaChats, benChats] = await Promise.all(
      [anna, ben].map(async (cookie) => body<{ chats: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie })).chats.map((c) => c.id)),
    );
    const foreign = (annaChats ?? []).find((id) => !benChats?.includes(id));
    assert.ok(foreign, 'anna has a conversation ben is not in');
    const get = await request(ctx.app, { method: 'GET', url: `/api/chat.php?conversation=${foreign}`, cookie: ben });
    assert.equal(get.statusCode, 404);
    const read = await request(ctx.app, { method: 'PUT', url: '/api/chat.php?read=1', cookie: ben, payload: { conversation: foreign } });
    assert.equal(read.statusCode, 404);
    const removed = await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: ben, payload: { conversation: foreign } });
    assert.equal(removed.statusCode, 404);
    const still = await request(ctx.app, { method: 'GET', url: `/api/chat.php?conversation=${foreign}`, cookie: anna });
    assert.equal(still.statusCode, 200);
  });

  it('photos of A: B can neither make one his main photo nor delete it', async () => {
    const own = body<{ images: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/photos.php', cookie: anna }));
    const photo = own.images[0]?.id;
    assert.ok(photo, 'anna has a photo');
    assert.equal((await request(ctx.app, { method: 'PUT', url: '/api/photos.php', cookie: ben, payload: { image: photo, main: true } })).statusCode, 404);
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/photos.php', cookie: ben, payload: { image: photo } })).statusCode, 404);
    const after = body<{ images: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/photos.php', cookie: anna }));
    assert.ok(after.images.some((i) => i.id === photo));
  });

  it("A's payments: B neither reads, lists nor pays them", async () => {
    const bundles = body<{ bundles: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php', cookie: anna })).bundles;
    const started = await request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: anna, payload: { bundle: bundles[0]?.id, paymentmethod: 'card', idempotency_key: `abuse-${Date.now()}` } });
    assert.equal(started.statusCode, 201, started.body);
    const id = body<{ payment: { id: number } }>(started).payment.id;
    assert.equal((await request(ctx.app, { method: 'GET', url: `/api/payments.php?id=${id}`, cookie: ben })).statusCode, 404);
    assert.equal((await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${id}`, cookie: ben, payload: { action: 'pay' } })).statusCode, 404);
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/operator/refund.php', cookie: ben, payload: { payment_id: id, reason: 'x' } })).statusCode, 401);
    const listed = body<{ payments: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/payments.php', cookie: ben })).payments;
    assert.ok(!listed.some((p) => p.id === id));
    assert.equal(body<{ payment: { status: string } }>(await request(ctx.app, { method: 'GET', url: `/api/payments.php?id=${id}`, cookie: anna })).payment.status, 'pending');
  });

  it("A's sessions: B neither sees nor ends them", async () => {
    const annaSessions = body<{ sessions: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/sessions.php', cookie: anna })).sessions.map((s) => s.id);
    const benSessions = body<{ sessions: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/sessions.php', cookie: ben })).sessions.map((s) => s.id);
    assert.ok(annaSessions.length > 0);
    assert.ok(!benSessions.some((id) => annaSessions.includes(id)));
    for (const id of annaSessions) {
      assert.equal((await request(ctx.app, { method: 'DELETE', url: `/api/sessions.php?id=${id}`, cookie: ben })).statusCode, 404);
    }
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: anna })).statusCode, 200);
  });

  it("A's private notes and personal discount codes stay A's", async () => {
    const target = body<{ chats: { profile: { id: number } }[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: anna })).chats[0]?.profile.id;
    assert.ok(target);
    const saved = await request(ctx.app, { method: 'PUT', url: '/api/notes.php', cookie: anna, payload: { profile: target, text: 'Only for me' } });
    assert.equal(saved.statusCode, 200, saved.body);
    const seenByBen = body<{ profile: { notes?: string | null } }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${target}`, cookie: ben }));
    assert.notEqual(seenByBen.profile.notes, 'Only for me');
    const welcome = await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?welcome=true', cookie: anna });
    // A member without a welcome code gets `{discountcode: null}` (404 before).
    const code = welcome.statusCode === 200 ? body<{ discountcode: { code: string } | null }>(welcome).discountcode?.code : undefined;
    if (code) {
      const byBen = await request(ctx.app, { method: 'GET', url: `/api/discountcode.php?code=${encodeURIComponent(code)}`, cookie: ben });
      assert.equal(byBen.statusCode, 404, `ben must not use anna's code ${code}`);
    }
  });
});
