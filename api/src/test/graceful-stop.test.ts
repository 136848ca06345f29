// Issue 33 "Health and shutdown": SIGTERM to the API process (src/server.ts, services/shutdown.ts)
// while 200 chat sends are in flight, 50 event streams are open and mails are being sent to a slow
// SMTP server. Every send answered 2xx is stored, the streams end with a reconnect hint and resume
// on the restarted API with Last-Event-ID, the process exits 0 within 10 s, no mail is marked
// failed. On PGlite (the API's own data directory) and on PostgreSQL (CI's second API run).
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { databaseBackend, openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { seed } from '../seed/index.js';
import { startApiProcess } from './api-process.js';
import { setupTestApp, signUpMember, TEST_CDN_DIR, type TestContext } from './helpers.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';
import { Stream } from './sse-client.js';

const MEMBERS = 10;
const SENDS_PER_MEMBER = 20;
const STREAMS_PER_MEMBER = 5;
/** Sends answered before the SIGTERM: the rest are in flight or not yet sent. */
const TERM_AFTER = 100;

interface Member {
  cookie: string;
  userId: number;
  email: string;
  conversation: number;
}

interface Send {
  member: Member;
  clientMessageId: string;
  ok: boolean;
  /** Answered after the SIGTERM (an in-flight request the stop let finish). */
  afterTerm: boolean;
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; at: number }>((resolve) =>
    child.exitCode !== null ? resolve({ code: child.exitCode, at: performance.now() }) : child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );

/** Members with credits, each with a conversation with a seeded profile (its first message sent). */
async function prepareMembers(ctx: Pick<TestContext, 'app' | 'db' | 'config'>): Promise<Member[]> {
  const seeded = await ctx.db
    .selectFrom('profiles as p')
    .leftJoin('users as u', 'u.profile_id', 'p.id')
    .select('p.id')
    .where('u.id', 'is', null)
    .where('p.status', '=', 'active')
    .where('p.invisible', '=', false)
    .orderBy('p.id')
    .limit(MEMBERS)
    .execute();
  assert.equal(seeded.length, MEMBERS);
  const members: Member[] = [];
  for (const { id } of seeded) {
    const m = await signUpMember(ctx as TestContext, { credits: 1_000 });
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { host: 'localhost', cookie: m.cookie },
      payload: { profile: id, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Before the deploy' },
    });
    assert.equal(first.statusCode, 201, first.body);
    const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow();
    members.push({ cookie: m.cookie, userId: m.userId, email, conversation: (JSON.parse(first.body) as { message: { conversation_id: number } }).message.conversation_id });
  }
  return members;
}

/** The scene: streams open, mails under way, 200 sends in flight, SIGTERM after {@link TERM_AFTER} answers. */
async function deployDuringLoad(base: string, child: ChildProcess, members: Member[], sink: SmtpSink) {
  const ready = await fetch(`${base}/readyz`);
  assert.equal(ready.status, 200, await ready.text());
  const streams = await Promise.all(members.flatMap((m) => Array.from({ length: STREAMS_PER_MEMBER }, () => Stream.open(base, m.cookie))));
  await Promise.all(streams.map((s) => s.ready()));
  for (const m of members) {
    const res = await fetch(`${base}/api/reset-password.php`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: m.email }) });
    assert.equal(res.status, 200, await res.text());
  }
  await sink.waitForInFlight();

  const sends: Send[] = members.flatMap((member) => Array.from({ length: SENDS_PER_MEMBER }, () => ({ member, clientMessageId: crypto.randomUUID(), ok: false, afterTerm: false })));
  let answered = 0;
  let termAt = 0;
  const gone = exited(child);
  await Promise.all(
    sends.map(async (s) => {
      try {
        const res = await fetch(`${base}/api/chat.php`, {
          method: 'POST',
          headers: { cookie: s.member.cookie, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ conversation: s.member.conversation, client_message_id: s.clientMessageId, kind: 'text', text: `Deploy ${s.clientMessageId}` }),
        });
        await res.text();
        if (!res.ok) return;
        s.ok = true;
        s.afterTerm = termAt > 0;
        if (++answered === TERM_AFTER) {
          termAt = performance.now();
          child.kill('SIGTERM');
        }
      } catch {
        // Refused or reset once the listener closed: not answered, so not promised.
      }
    }),
  );
  const { code, at } = await gone;
  return { sends, streams, code, stopMs: at - termAt };
}

/** Checks the database after the stop against what was answered and the mail queue. */
async function verify(db: Kysely<DB>, members: Member[], sends: Send[]) {
  let lost = 0;
  for (const m of members) {
    const stored = new Set((await db.selectFrom('messages').select('client_message_id').where('conversation_id', '=', m.conversation).execute()).map((r) => r.client_message_id));
    lost += sends.filter((s) => s.member === m && s.ok && !stored.has(s.clientMessageId)).length;
  }
  const jobs = await db.selectFrom('notification_jobs').select(['status', 'kind']).where('channel', '=', 'direct').where('kind', '=', 'reset').execute();
  return { lost, jobs };
}

describe('graceful stop: SIGTERM during 200 sends, 50 streams and a mail batch', () => {
  let ctx: TestContext | null = null;
  let sink: SmtpSink | null = null;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    await sink?.close();
    await ctx?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the scene against API processes started with `env`, then checks with `db()`. */
  async function scene(t: { diagnostic(message: string): void }, env: Record<string, string>, members: Member[], db: () => Promise<{ db: Kysely<DB>; close(): Promise<void> }>) {
    sink = await startSmtpSink();
    // A slow SMTP server: a batch is under way when SIGTERM comes.
    sink.delayMs = 300;
    // As in production: a second of answering after /readyz turned 503.
    const first = await startApiProcess({ ...env, SMTP_URL: sink.url, AMORA_RATE_LIMIT_SCALE: '0', AMORA_DRAIN_DELAY_MS: '1000' });
    children.push(first.child);
    const { sends, streams, code, stopMs } = await deployDuringLoad(first.base, first.child, members, sink);

    assert.equal(code, 0, 'a graceful stop exits 0');
    assert.ok(stopMs < 10_000, `stopped ${Math.round(stopMs)} ms after SIGTERM`);
    for (const s of streams) {
      assert.ok(s.ended, 'every stream ended');
      assert.ok(s.retry !== null && s.retry >= 500 && s.retry <= 2_000, `told to reconnect soon (retry ${s.retry})`);
    }
    const answered = sends.filter((s) => s.ok);
    assert.ok(answered.some((s) => s.afterTerm), 'requests in flight at SIGTERM were answered');

    const opened = await db();
    const { lost, jobs } = await verify(opened.db, members, sends);
    await opened.close();
    t.diagnostic(`${answered.length} of 200 sends answered (${answered.filter((s) => s.afterTerm).length} after SIGTERM), stopped in ${Math.round(stopMs)} ms; reset mails: ${jobs.map((j) => j.status).join(', ')}`);
    assert.equal(lost, 0, `${lost} answered sends lost`);
    assert.equal(jobs.length, MEMBERS);
    assert.deepEqual(jobs.filter((j) => j.status === 'failed' || j.status === 'sending'), [], 'no mail failed or left half-sent');
    assert.ok(jobs.some((j) => j.status === 'sent'), 'the batch under way was finished');

    // The browsers come back (here: to the restarted API) and resume where they were, without a resync.
    const again = await startApiProcess({ ...env, SMTP_URL: sink.url, AMORA_NOTIFICATION_QUEUE: '0' });
    children.push(again.child);
    const resumed = await Promise.all(members.map((m, i) => Stream.open(again.base, m.cookie, { lastEventId: streams[i * STREAMS_PER_MEMBER]?.frames.at(-1)?.id ?? 0 })));
    await Promise.all(resumed.map((s) => s.ready()));
    for (const s of resumed) assert.deepEqual(s.frames.at(-1)?.data, { cursor: s.frames.at(-1)?.id, resumed: true });
    for (const s of resumed) s.close();
    again.child.kill('SIGTERM');
    assert.equal((await exited(again.child)).code, 0);
  }

  it('PGlite data directory', { timeout: 240_000 }, async (t) => {
    if (process.env.DATABASE_URL) return; // CI's PostgreSQL run takes the test below.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-stop-'));
    dirs.push(dataDir);
    const config = loadConfig(process.env, { nodeEnv: 'test', logger: false, rateLimitScale: 0, cdnDir: TEST_CDN_DIR, dataDir, databaseUrl: null });
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await seed(db, { profiles: MEMBERS + 20, config });
    const app = await buildApp({ db, config });
    const members = await prepareMembers({ app, db, config });
    await app.close();
    await db.destroy();
    await scene(t, { AMORA_DATA_DIR: dataDir, DATABASE_URL: '', AMORA_CDN_DIR: TEST_CDN_DIR }, members, async () => {
      const opened = await openDatabase({ dataDir });
      return { db: opened, close: () => opened.destroy() };
    });
  });

  it('PostgreSQL', { timeout: 240_000 }, async (t) => {
    if (!process.env.DATABASE_URL) return; // PGlite run: the test above.
    ctx = await setupTestApp({}, MEMBERS + 20);
    const backend = databaseBackend(ctx.db);
    const searchPath = backend?.kind === 'postgres' ? /search_path=(\S+)/.exec(backend.pool.options.options ?? '')?.[1] : undefined;
    assert.ok(searchPath);
    const members = await prepareMembers(ctx);
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${searchPath}`);
    const opened = ctx;
    await scene(t, { DATABASE_URL: url.toString(), AMORA_CDN_DIR: TEST_CDN_DIR }, members, async () => ({ db: opened.db, close: async () => undefined }));
  });
});
