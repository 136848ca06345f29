import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_ANNA } from '../seed/index.js';
import type { RemoteVersion } from '../types.js';
import { appWith, body, login, request, setupTestApp, type TestContext } from './helpers.js';

const TOKEN = 'dev-deploy-token';
const auth = (token = TOKEN) => ({ authorization: `Bearer ${token}` });

describe('operations', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp({ deployToken: TOKEN });
  });
  after(async () => {
    await ctx.close();
  });

  describe('/api/remotes.php', () => {
    const release = (app: FastifyInstance, name: string, version: string, headers: Record<string, string> = auth()) =>
      request(app, {
        method: 'POST',
        url: '/api/remotes.php',
        headers,
        payload: { name, version, manifest_url: `http://localhost:3100/${name}/${version}/mf-manifest.json` },
      });

    it('starts empty', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/remotes.php' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(body(res), { remotes: [], canaries: [], rum_sample_rate: 1 });
    });

    it('releases versions; only the newest is active', async () => {
      const first = await release(ctx.app, 'mf_chat', '1.0.0');
      assert.equal(first.statusCode, 201);
      const { remote } = body<{ remote: RemoteVersion }>(first);
      assert.deepEqual(Object.keys(remote).sort(), ['activated_at', 'active', 'created_at', 'manifest_url', 'name', 'version']);
      assert.equal(remote.active, true);
      assert.equal(remote.manifest_url, 'http://localhost:3100/mf_chat/1.0.0/mf-manifest.json');
      assert.ok(remote.activated_at);
      assert.equal((await release(ctx.app, 'mf_chat', '1.1.0')).statusCode, 201);
      assert.equal((await release(ctx.app, 'mf_likes', '2.0.0')).statusCode, 201);

      const active = body<{ remotes: RemoteVersion[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php' })).remotes;
      assert.deepEqual(
        active.map((r) => `${r.name}@${r.version}`),
        ['mf_chat@1.1.0', 'mf_likes@2.0.0'],
      );
      const history = body<{ remotes: RemoteVersion[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php?name=mf_chat' })).remotes;
      assert.deepEqual(
        history.map((r) => [r.version, r.active]),
        [
          ['1.1.0', true],
          ['1.0.0', false],
        ],
      );
    });

    it('re-uses a version released again', async () => {
      assert.equal((await release(ctx.app, 'mf_chat', '1.0.0')).statusCode, 201);
      const history = body<{ remotes: RemoteVersion[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php?name=mf_chat' })).remotes;
      assert.equal(history.length, 2);
      assert.deepEqual(history.filter((r) => r.active).map((r) => r.version), ['1.0.0']);
      assert.equal((await release(ctx.app, 'mf_chat', '1.1.0')).statusCode, 201);
    });

    it('rolls back to the previously active version, then further, then 409', async () => {
      assert.equal((await release(ctx.app, 'mf_chat', '1.2.0')).statusCode, 201);
      const rollback = () =>
        request(ctx.app, { method: 'POST', url: '/api/remotes.php?action=rollback', headers: auth(), payload: { name: 'mf_chat' } });
      const r1 = await rollback();
      assert.equal(r1.statusCode, 200);
      assert.equal(body<{ remote: RemoteVersion }>(r1).remote.version, '1.1.0');
      const active = body<{ remotes: RemoteVersion[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php' })).remotes;
      assert.equal(active.find((r) => r.name === 'mf_chat')?.version, '1.1.0');
      const r2 = await rollback();
      assert.equal(body<{ remote: RemoteVersion }>(r2).remote.version, '1.0.0');
      const r3 = await rollback();
      assert.equal(r3.statusCode, 409);
      assert.equal(body(r3).error, 'no_previous_version');
      const none = await request(ctx.app, { method: 'POST', url: '/api/remotes.php?action=rollback', headers: auth(), payload: { name: 'mf_signup' } });
      assert.equal(none.statusCode, 409);
    });

    it('requires the deploy token', async () => {
      for (const headers of [{}, auth('wrong-token'), { authorization: TOKEN }, { authorization: 'Basic abc' }]) {
        const res = await release(ctx.app, 'mf_members', '9.9.9', headers);
        assert.equal(res.statusCode, 401, JSON.stringify(headers));
        assert.equal(body(res).error, 'invalid_deploy_token');
      }
      const rollback = await request(ctx.app, { method: 'POST', url: '/api/remotes.php?action=rollback', payload: { name: 'mf_chat' } });
      assert.equal(rollback.statusCode, 401);
      const history = body<{ remotes: RemoteVersion[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php?name=mf_members' })).remotes;
      assert.deepEqual(history, []);
    });

    it('is not subject to the Origin guard', async () => {
      const res = await release(ctx.app, 'mf_credits', '1.0.0', { ...auth(), origin: 'http://localhost:3100' });
      assert.equal(res.statusCode, 201);
    });

    it('validates names, versions and URLs', async () => {
      for (const payload of [
        { name: 'chat', version: '1', manifest_url: 'http://x/m.json' },
        { name: 'mf_Chat', version: '1', manifest_url: 'http://x/m.json' },
        { name: 'mf_chat2', version: '1', manifest_url: 'http://x/m.json' },
        { name: 'mf_chat', version: '', manifest_url: 'http://x/m.json' },
        { name: 'mf_chat', version: '1', manifest_url: 'not a url' },
        { name: 'mf_chat', version: '1', manifest_url: 'javascript:alert(1)' },
      ]) {
        const res = await request(ctx.app, { method: 'POST', url: '/api/remotes.php', headers: auth(), payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(body(res).error, 'invalid_request');
      }
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/remotes.php?name=chat' })).statusCode, 400);
    });

    it('uses dev-deploy-token by default outside production and refuses releases in production without a token', async () => {
      const dev = await appWith(ctx, { nodeEnv: 'development', deployToken: 'dev-deploy-token' });
      assert.equal((await release(dev, 'mf_landers', '1.0.0', auth('dev-deploy-token'))).statusCode, 201);
      await dev.close();
      const prod = await appWith(ctx, { nodeEnv: 'production', deployToken: null });
      for (const token of ['dev-deploy-token', 'anything', '']) {
        assert.equal((await release(prod, 'mf_landers', '1.0.1', auth(token))).statusCode, 401);
      }
      await prod.close();
      const custom = await appWith(ctx, { nodeEnv: 'production', deployToken: 's3cret-token' });
      assert.equal((await release(custom, 'mf_landers', '1.0.2', auth('dev-deploy-token'))).statusCode, 401);
      assert.equal((await release(custom, 'mf_landers', '1.0.2', auth('s3cret-token'))).statusCode, 201);
      await custom.close();
    });
  });

  describe('GET /api/dev/outbox.php', () => {
    it('lists the mails sent to an address, newest first, with their links', async () => {
      await ctx.app.mailer.send({ to: 'Someone@Example.test', subject: 'First', text: 'Hello, visit https://localhost:3000/activate?token=abc.' });
      await ctx.app.mailer.send({
        to: 'someone@example.test',
        subject: 'Second',
        text: 'Reset: http://localhost:3000/reset-password/do?token=x&y=1\nOr https://example.test/help',
      });
      await ctx.app.mailer.send({ to: 'other@example.test', subject: 'Not yours', text: 'nothing' });
      const res = await request(ctx.app, { method: 'GET', url: '/api/dev/outbox.php?to=someone@example.test' });
      assert.equal(res.statusCode, 200);
      const { mails } = body<{ mails: { to: string; subject: string; text: string; links: string[]; created_at: string }[] }>(res);
      assert.deepEqual(
        mails.map((m) => m.subject),
        ['Second', 'First'],
      );
      assert.deepEqual(Object.keys(mails[0] ?? {}).sort(), ['created_at', 'headers', 'links', 'subject', 'text', 'to']);
      assert.deepEqual(mails[0]?.links, ['http://localhost:3000/reset-password/do?token=x&y=1', 'https://example.test/help']);
      assert.deepEqual(mails[1]?.links, ['https://localhost:3000/activate?token=abc']);
      const missing = await request(ctx.app, { method: 'GET', url: '/api/dev/outbox.php' });
      assert.equal(missing.statusCode, 400);
    });

    it('answers 404 in production unless AMORA_DEV_OUTBOX=1', async () => {
      const prod = await appWith(ctx, { nodeEnv: 'production', devOutbox: false });
      assert.equal((await request(prod, { method: 'GET', url: '/api/dev/outbox.php?to=someone@example.test' })).statusCode, 404);
      assert.equal((await request(prod, { method: 'GET', url: '/api/dev/outbox.php' })).statusCode, 404);
      await prod.close();
      const enabled = await appWith(ctx, { nodeEnv: 'production', devOutbox: true });
      assert.equal((await request(enabled, { method: 'GET', url: '/api/dev/outbox.php?to=someone@example.test' })).statusCode, 200);
      await enabled.close();
    });
  });

  describe('POST /api/complaints.php', () => {
    const valid = { name: 'Jo Visitor', email: 'jo@example.test', subject: 'A profile', message: 'This profile looks fake to me.' };

    it('stores a complaint with the site, and the member when logged in', async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/complaints.php', payload: valid });
      assert.equal(res.statusCode, 201);
      const { id } = body<{ id: number }>(res);
      assert.ok(Number.isInteger(id));
      const cookie = await login(ctx.app, DEMO_ANNA);
      const mine = body<{ id: number }>(
        await request(ctx.app, { method: 'POST', url: '/api/complaints.php', cookie, headers: { host: 'localhost' }, payload: valid }),
      );
      const rows = await ctx.db.selectFrom('complaints').select(['id', 'user_id', 'site_id', 'message']).orderBy('id').execute();
      assert.equal(rows.length, 2);
      assert.equal(rows[0]?.user_id, null);
      assert.ok(rows[1]?.user_id !== null && rows[1]?.id === mine.id);
      assert.equal(rows[0]?.message, valid.message);
    });

    it('validates the e-mail and the message length', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, email: 'not-an-email' }, 'body.email'],
        [{ ...valid, message: 'too short' }, 'body.message'],
        [{ ...valid, message: 'x'.repeat(5001) }, 'body.message'],
        [{ ...valid, name: '' }, 'body.name'],
        [{ email: valid.email, message: valid.message }, 'body.name'],
      ];
      for (const [payload, path] of cases) {
        const res = await request(ctx.app, { method: 'POST', url: '/api/complaints.php', payload });
        assert.equal(res.statusCode, 400, path);
        const b = body<{ error: string; issues: { path: string }[] }>(res);
        assert.equal(b.error, 'invalid_request');
        assert.ok(b.issues.some((i) => i.path === path), `${path} in ${JSON.stringify(b.issues)}`);
      }
      const ok = await request(ctx.app, { method: 'POST', url: '/api/complaints.php', payload: { ...valid, message: 'x'.repeat(5000) } });
      assert.equal(ok.statusCode, 201);
    });

    it('refuses a foreign origin and malformed JSON', async () => {
      const foreign = await request(ctx.app, { method: 'POST', url: '/api/complaints.php', headers: { origin: 'https://evil.example' }, payload: valid });
      assert.equal(foreign.statusCode, 403);
      const broken = await request(ctx.app, {
        method: 'POST',
        url: '/api/complaints.php',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      assert.equal(broken.statusCode, 400);
      assert.equal(body(broken).error, 'invalid_request');
      const form = await request(ctx.app, {
        method: 'POST',
        url: '/api/complaints.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      });
      assert.equal(form.statusCode, 415);
      assert.equal(body(form).error, 'unsupported_media_type');
      const text = await request(ctx.app, { method: 'POST', url: '/api/complaints.php', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      assert.equal(text.statusCode, 400);
    });
  });
});
