// Crash safety (issue 16): `kill -9` of the API process while 200 concurrent writes (messages,
// likes, profile edits, notes) are in flight, then a restart: every write that was answered 2xx
// is there, nothing is half-written (each message charged exactly once, no duplicates, profiles
// hold a value that was sent). On PGlite (the API's own data directory) and on PostgreSQL (CI's
// second API run, DATABASE_URL).
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
import { TEST_CDN_DIR, type TestContext, setupTestApp, signUpMember } from './helpers.js';

const MEMBERS = 20;

/** The API in its own process with rate limits off (the storm comes from one address). */
const startApi = (env: Record<string, string>) => startApiProcess({ AMORA_RATE_LIMIT_SCALE: '0', ...env });

/** Waits for a child process to be gone. */
const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

interface Member {
  cookie: string;
  userId: number;
  profileId: number;
  conversation: number;
  targets: number[];
}

/** One write of the storm: what was sent, and whether the API answered it 2xx before the kill. */
interface Write {
  kind: 'message' | 'like' | 'profile' | 'note';
  member: Member;
  key: string;
  target: number;
  ok: boolean;
}

/**
 * Prepares members on `app`: each with 100 credits, one conversation (first message sent) with a
 * seeded profile, and 5 other seeded profiles to like and note.
 */
async function prepareMembers(ctx: Pick<TestContext, 'app' | 'db' | 'config'>): Promise<Member[]> {
  const seeded = (
    await ctx.db
      .selectFrom('profiles as p')
      .leftJoin('users as u', 'u.profile_id', 'p.id')
      .select('p.id')
      .where('u.id', 'is', null)
      .where('p.status', '=', 'active')
      .where('p.deleted_at', 'is', null)
      .where('p.invisible', '=', false)
      .orderBy('p.id')
      .limit(MEMBERS * 6)
      .execute()
  ).map((r) => r.id);
  assert.ok(seeded.length >= MEMBERS * 6, 'enough seeded profiles');
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await signUpMember(ctx as TestContext, { credits: 100 });
    const targets = seeded.slice(i * 6, i * 6 + 6);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { host: 'localhost', cookie: m.cookie },
      payload: { profile: targets[0], client_message_id: crypto.randomUUID(), kind: 'text', text: 'Hello before the storm' },
    });
    assert.equal(first.statusCode, 201, first.body);
    members.push({ ...m, conversation: (JSON.parse(first.body) as { message: { conversation_id: number } }).message.conversation_id, targets: targets.slice(1) });
  }
  return members;
}

/** Sends the 200 writes at once against `base`; kills `child` with SIGKILL after `killAfter` 2xx answers. */
async function storm(base: string, child: ChildProcess, members: Member[], killAfter: number): Promise<Write[]> {
  const writes: Write[] = [];
  for (const m of members) {
    for (let k = 0; k < 4; k++) writes.push({ kind: 'message', member: m, key: crypto.randomUUID(), target: m.conversation, ok: false });
    for (let k = 0; k < 3; k++) writes.push({ kind: 'like', member: m, key: '', target: m.targets[k] as number, ok: false });
    writes.push({ kind: 'profile', member: m, key: `Edited in the storm ${crypto.randomUUID()}`, target: m.profileId, ok: false });
    for (let k = 3; k < 5; k++) writes.push({ kind: 'note', member: m, key: `Note ${crypto.randomUUID()}`, target: m.targets[k] as number, ok: false });
  }
  assert.equal(writes.length, 200);
  let answered = 0;
  const request = (w: Write): [string, string, unknown] => {
    if (w.kind === 'message') return ['POST', '/api/chat.php', { conversation: w.target, client_message_id: w.key, kind: 'text', text: `Storm ${w.key}` }];
    if (w.kind === 'like') return ['POST', '/api/likes.php', { profile: w.target }];
    if (w.kind === 'profile') return ['PUT', '/api/profile.php', { about: w.key }];
    return ['PUT', '/api/notes.php', { profile: w.target, text: w.key }];
  };
  await Promise.all(
    writes.map(async (w) => {
      const [method, url, payload] = request(w);
      try {
        const res = await fetch(`${base}${url}`, { method, headers: { cookie: w.member.cookie, 'content-type': 'application/json', origin: base }, body: JSON.stringify(payload) });
        await res.text();
        if (res.ok) {
          w.ok = true;
          if (++answered === killAfter) child.kill('SIGKILL');
        }
      } catch {
        // Cut by the kill: not answered, so either outcome is allowed, but never half of it.
      }
    }),
  );
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited(child);
  return writes;
}

/** Checks the database after the restart against what was answered. */
async function verify(db: Kysely<DB>, members: Member[], writes: Write[]): Promise<{ answered: number; lost: number }> {
  let lost = 0;
  for (const m of members) {
    const mine = writes.filter((w) => w.member === m);
    const stored = await db.selectFrom('messages').select(['client_message_id']).where('conversation_id', '=', m.conversation).where('sender_profile_id', '=', m.profileId).execute();
    const ids = stored.map((s) => s.client_message_id);
    assert.equal(new Set(ids).size, ids.length, 'no message stored twice');
    for (const w of mine.filter((x) => x.kind === 'message' && x.ok)) if (!ids.includes(w.key)) lost++;
    // Nothing half-written: the credits charged are exactly the messages stored (the first one included).
    const user = await db.selectFrom('users').select('credits').where('id', '=', m.userId).executeTakeFirstOrThrow();
    const perMessage = (100 - user.credits) / ids.length;
    assert.ok(Number.isInteger(perMessage) && perMessage >= 0, `credits ${user.credits} after ${ids.length} messages`);
    const likes = (await db.selectFrom('likes').select('liked_profile_id').where('liker_profile_id', '=', m.profileId).execute()).map((l) => l.liked_profile_id);
    for (const w of mine.filter((x) => x.kind === 'like' && x.ok)) if (!likes.includes(w.target)) lost++;
    const profile = await db.selectFrom('profiles').select('about').where('id', '=', m.profileId).executeTakeFirstOrThrow();
    const edit = mine.find((x) => x.kind === 'profile') as Write;
    if (edit.ok && profile.about !== edit.key) lost++;
    assert.ok(profile.about === edit.key || profile.about === '', 'the profile holds the edit or the value before it');
    for (const w of mine.filter((x) => x.kind === 'note')) {
      const note = await db.selectFrom('profile_notes').select('text').where('author_profile_id', '=', m.profileId).where('profile_id', '=', w.target).executeTakeFirst();
      if (w.ok && note?.text !== w.key) lost++;
      if (note) assert.equal(note.text, w.key, 'a note holds what was sent');
    }
  }
  return { answered: writes.filter((w) => w.ok).length, lost };
}

describe('crash safety: kill -9 with 200 writes in flight', () => {
  let ctx: TestContext | null = null;
  let child: ChildProcess | null = null;
  const dirs: string[] = [];
  after(async () => {
    child?.kill('SIGKILL');
    await ctx?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every answered write, half of none, after a restart (PGlite data directory)', { timeout: 240_000 }, async (t) => {
    if (process.env.DATABASE_URL) return; // CI's PostgreSQL run takes the test below.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-crash-'));
    dirs.push(dataDir);
    const config = loadConfig(process.env, { nodeEnv: 'test', logger: false, rateLimitScale: 0, cdnDir: TEST_CDN_DIR, dataDir, databaseUrl: null });
    let db = await openDatabase({ dataDir });
    await migrate(db);
    await seed(db, { profiles: MEMBERS * 6 + 20, config });
    const app = await buildApp({ db, config });
    const members = await prepareMembers({ app, db, config });
    await app.close();
    await db.destroy();

    const env = { AMORA_DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startApi(env);
    child = first.child;
    const writes = await storm(first.base, first.child, members, 80);
    const again = await startApi(env);
    child = again.child;
    const me = await fetch(`${again.base}/api/user.php`, { headers: { cookie: members[0]?.cookie ?? '' } });
    assert.equal(me.status, 200, 'the restarted API answers');
    again.child.kill('SIGTERM');
    await exited(again.child);
    child = null;

    db = await openDatabase({ dataDir });
    const { answered, lost } = await verify(db, members, writes);
    await db.destroy();
    t.diagnostic(`${answered} of 200 writes answered before kill -9, ${200 - answered} cut; ${lost} answered writes lost`);
    assert.ok(answered >= 80 && answered < 200, `${answered} writes answered before the kill: the kill must cut some`);
    assert.equal(lost, 0, `${lost} of ${answered} answered writes lost`);
  });

  it('keeps every answered write, half of none, after a restart (PostgreSQL)', { timeout: 240_000 }, async (t) => {
    if (!process.env.DATABASE_URL) return; // PGlite run: the test above.
    ctx = await setupTestApp({}, MEMBERS * 6 + 20);
    const backend = databaseBackend(ctx.db);
    assert.equal(backend?.kind, 'postgres');
    const searchPath = backend?.kind === 'postgres' ? /search_path=(\S+)/.exec(backend.pool.options.options ?? '')?.[1] : undefined;
    assert.ok(searchPath);
    const members = await prepareMembers(ctx);
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${searchPath}`);
    const env = { DATABASE_URL: url.toString() };
    const first = await startApi(env);
    child = first.child;
    const writes = await storm(first.base, first.child, members, 80);
    const again = await startApi(env);
    child = again.child;
    assert.equal((await fetch(`${again.base}/api/user.php`, { headers: { cookie: members[0]?.cookie ?? '' } })).status, 200);
    again.child.kill('SIGTERM');
    await exited(again.child);
    child = null;
    const { answered, lost } = await verify(ctx.db, members, writes);
    t.diagnostic(`${answered} of 200 writes answered before kill -9, ${200 - answered} cut; ${lost} answered writes lost`);
    assert.ok(answered >= 80 && answered < 200, `${answered} writes answered before the kill: the kill must cut some`);
    assert.equal(lost, 0, `${lost} of ${answered} answered writes lost`);
  });
});
