// Issue 33 "Observability": the API's Prometheus metrics at GET /metrics (plugins/metrics.ts,
// services/metrics.ts) — what they count, read from a real app, a real SMTP server and the
// database — and who may read them (metricsAllowed of @amora/contracts/ops).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadConfig, productionProblems } from '../config.js';
import { DEMO_ANNA } from '../seed/index.js';
import { appWith, body, login, request, setupTestApp, signUpMember, type TestContext } from './helpers.js';
import { startSmtpSink } from './smtp-sink.js';
import { listenOnFreePort, Stream } from './sse-client.js';

const TOKEN = 'metrics-token-of-at-least-32-characters';

/** The value of the sample `name{labels}` (labels as written, in order) in a Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = async (app: FastifyInstance) => {
  const res = await request(app, { method: 'GET', url: '/metrics' });
  assert.equal(res.statusCode, 200, res.body);
  return res.body;
};

describe('metrics', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(() => ctx.close());

  it('counts requests by route pattern and status with their latency, not the operations endpoints', async () => {
    const app = await appWith(ctx, {});
    try {
      await request(app, { method: 'GET', url: '/api/settings.php' });
      await request(app, { method: 'GET', url: '/api/settings.php' });
      const profile = await request(app, { method: 'GET', url: '/api/profile.php?id=1' });
      await request(app, { method: 'GET', url: '/api/made-up-123.php' });
      await request(app, { method: 'GET', url: '/healthz' });
      const text = await scrape(app);
      assert.match(text, /^# TYPE amora_http_request_duration_seconds histogram$/m);
      assert.equal(sample(text, 'amora_http_request_duration_seconds_count{method="GET",route="/api/settings.php",status_code="200"}'), 2);
      assert.equal(sample(text, `amora_http_request_duration_seconds_count{method="GET",route="/api/profile.php",status_code="${profile.statusCode}"}`), 1, 'the pattern, without the query');
      assert.equal(sample(text, 'amora_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'), 1, 'made-up paths share one series');
      assert.equal(sample(text, 'amora_http_request_duration_seconds_bucket{le="10",method="GET",route="/api/settings.php",status_code="200"}'), 2);
      assert.doesNotMatch(text, /route="\/(healthz|metrics)"/);
      assert.match(text, /^process_cpu_user_seconds_total /m, 'the process’s own metrics');
      assert.match(text, /^nodejs_eventloop_lag_seconds /m);
    } finally {
      await app.close();
    }
  });

  it('chat sends and the transactions that committed them', async () => {
    const app = await appWith(ctx, {});
    try {
      const [from, to] = [await signUpMember({ ...ctx, app }, { credits: 100 }), await signUpMember({ ...ctx, app })];
      for (let i = 0; i < 2; i++) {
        const res = await request(app, { method: 'POST', url: '/api/chat.php', cookie: from.cookie, payload: { profile: to.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: `hello ${i}` } });
        assert.equal(res.statusCode, 201, res.body);
      }
      const text = await scrape(app);
      assert.equal(sample(text, 'amora_chat_sends_total'), 2, text);
      assert.equal(sample(text, 'amora_chat_send_batches_total'), 2, 'one after the other: a transaction each');
    } finally {
      await app.close();
    }
  });

  it('open event streams, session cache hits and misses', async () => {
    const app = await appWith(ctx, {});
    const base = await listenOnFreePort(app);
    try {
      const cookie = await login(app, DEMO_ANNA);
      const streams = await Promise.all([1, 2].map(() => Stream.open(base, cookie)));
      await Promise.all(streams.map((s) => s.ready()));
      await request(app, { method: 'GET', url: '/api/user.php', cookie });
      const text = await scrape(app);
      assert.equal(sample(text, 'amora_live_streams_open'), 2);
      assert.ok((sample(text, 'amora_cache_lookups_total{cache="sessions",result="hit"}') ?? 0) >= 1, text);
      assert.ok((sample(text, 'amora_cache_lookups_total{cache="sessions",result="miss"}') ?? 0) >= 1);
      assert.equal(sample(text, 'amora_cache_lookups_total{cache="chats",result="miss"}'), 0);
      for (const s of streams) s.close();
    } finally {
      await app.close();
    }
  });

  it('queue depth and oldest due job by kind, payments by state, from the database at scrape time', async () => {
    const kind = `metrics_${crypto.randomBytes(3).toString('hex')}`;
    await ctx.db
      .insertInto('notification_jobs')
      .values([0, 1, 2].map((i) => ({ user_id: null, channel: 'mail' as const, kind, payload: '{}', dedupe_key: `${kind}:${i}`, run_at: sql<Date>`now() - (${120 + i} * interval '1 second')` })))
      .execute();
    await ctx.db.insertInto('notification_jobs').values({ user_id: null, channel: 'mail', kind, payload: '{}', dedupe_key: `${kind}:later`, run_at: sql<Date>`now() + interval '1 hour'` }).execute();
    const member = await signUpMember(ctx);
    const bundle = body<{ bundles: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php', cookie: member.cookie })).bundles[0];
    const before = sample(await scrape(ctx.app), 'amora_payments{status="pending"}') ?? 0;
    const started = await request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: member.cookie, payload: { bundle: bundle?.id, paymentmethod: 'ideal', idempotency_key: crypto.randomUUID() } });
    assert.equal(started.statusCode, 201, started.body);

    const text = await scrape(ctx.app);
    assert.equal(sample(text, `amora_notification_queue_depth{kind="${kind}"}`), 3, 'due jobs only');
    const oldest = sample(text, `amora_notification_queue_oldest_seconds{kind="${kind}"}`) ?? 0;
    assert.ok(oldest >= 122 && oldest < 180, `oldest ${oldest}`);
    assert.equal(sample(text, 'amora_payments{status="pending"}'), before + 1);

    await ctx.db.deleteFrom('notification_jobs').where('kind', '=', kind).execute();
    assert.equal(sample(await scrape(ctx.app), `amora_notification_queue_depth{kind="${kind}"}`), 0, 'a drained kind reads 0');
  });

  it('mails sent and failed by this process’s worker', async () => {
    const sink = await startSmtpSink();
    const app = await appWith(ctx, { smtpUrl: sink.url });
    try {
      const res = await request(app, { method: 'POST', url: '/api/reset-password.php', payload: { email: DEMO_ANNA } });
      assert.equal(res.statusCode, 200, res.body);
      await sink.waitFor((m) => m.to.includes(DEMO_ANNA));
      await app.notificationWorker.settled(2_000);
      const text = await scrape(app);
      assert.equal(sample(text, 'amora_mail_sends_total{result="sent"}'), 1);
      assert.equal(sample(text, 'amora_mail_sends_total{result="failed"}'), undefined);
    } finally {
      await app.close();
      await sink.close();
    }
    const closed = await startSmtpSink();
    await closed.close();
    const failing = await appWith(ctx, { smtpUrl: closed.url });
    try {
      await request(failing, { method: 'POST', url: '/api/reset-password.php', payload: { email: DEMO_ANNA } });
      await failing.notificationWorker.settled(5_000);
      assert.equal(sample(await scrape(failing), 'amora_mail_sends_total{result="failed"}'), 1);
    } finally {
      await failing.close();
    }
  });

  it('only a direct caller on the loopback or a private network reads them, or a bearer METRICS_TOKEN when set', async () => {
    const get = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    assert.equal((await get(ctx.app, '127.0.0.1')).statusCode, 200);
    assert.equal((await get(ctx.app, '10.20.0.7')).statusCode, 200, 'Prometheus on the private network');
    assert.equal((await get(ctx.app, '::ffff:192.168.1.9')).statusCode, 200);
    const internet = await get(ctx.app, '203.0.113.5');
    assert.equal(internet.statusCode, 403);
    assert.deepEqual(Object.keys(body(internet)), ['error', 'message']);
    assert.equal((await get(ctx.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode, 403, 'through a proxy: from anywhere');
    assert.equal((await get(ctx.app, '127.0.0.1', { forwarded: 'for=203.0.113.5' })).statusCode, 403);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/metrics' })).statusCode, 404, 'not under /api, which the shell proxies');

    const guarded = await appWith(ctx, { metricsToken: TOKEN });
    try {
      assert.equal((await get(guarded, '127.0.0.1')).statusCode, 403, 'with a token set, the token is needed');
      assert.equal((await get(guarded, '127.0.0.1', { authorization: `Bearer ${TOKEN}x` })).statusCode, 403);
      const ok = await get(guarded, '203.0.113.5', { authorization: `Bearer ${TOKEN}` });
      assert.equal(ok.statusCode, 200);
      assert.match(ok.body, /amora_live_streams_open/);
    } finally {
      await guarded.close();
    }
  });

  it('METRICS_TOKEN: optional in production, but at least 32 characters when set', () => {
    const secrets = { AMORA_DEPLOY_TOKEN: 'd'.repeat(40), AMORA_CLI_KEY: 'c'.repeat(40), PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40), AMORA_PROXY_SECRET: 'p'.repeat(40) };
    const problems = (env: Record<string, string>) => productionProblems(loadConfig({ NODE_ENV: 'production', ...secrets, ...env })).filter((p) => p.startsWith('METRICS_TOKEN'));
    assert.deepEqual(problems({}), []);
    assert.deepEqual(problems({ METRICS_TOKEN: TOKEN }), []);
    assert.match(problems({ METRICS_TOKEN: 'short' })[0] ?? '', /^METRICS_TOKEN must be a secret of at least 32 characters/);
  });
});
