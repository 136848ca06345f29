import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ChatMessage } from '@amora/contracts';
import { databaseBackend } from '../db/index.js';
import { type TestContext, type TestMember, setupTestApp, signUpMember } from './helpers.js';
import { startApiProcess } from './api-process.js';
import { Stream, listenOnFreePort } from './sse-client.js';

/** A second API process on the test's PostgreSQL schema (see api-process.ts). */
function startOnSchema(databaseUrl: string, schema: string) {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return startApiProcess({ DATABASE_URL: url.toString() });
}

/**
 * Issue 9 "Live delivery" in its multi-process mode (docs/design.md §7, api/README.md "Live event
 * stream"): two API processes on one PostgreSQL, no sticky sessions. A member sends a real chat
 * message through the API of this test process; the recipient's stream is open on another OS
 * process; the message arrives there once (LISTEN/NOTIFY fan-out), and a replay of the same
 * `client_message_id` adds nothing. PGlite is one in-process database, so this runs on
 * PostgreSQL only (CI's second API run).
 */
describe('live delivery across two API processes on PostgreSQL', () => {
  let ctx: TestContext;
  let child: ChildProcess | null = null;
  let here = '';
  let there = '';
  const open: Stream[] = [];

  before(async () => {
    ctx = await setupTestApp();
    const backend = databaseBackend(ctx.db);
    if (ctx.kind !== 'postgres' || backend?.kind !== 'postgres') return;
    const searchPath = /search_path=(\S+)/.exec(backend.pool.options.options ?? '')?.[1];
    assert.ok(process.env.DATABASE_URL && searchPath);
    here = await listenOnFreePort(ctx.app);
    ({ base: there, child } = await startOnSchema(process.env.DATABASE_URL, searchPath));
  });
  after(async () => {
    for (const s of open) s.close();
    child?.kill('SIGTERM');
    await ctx.close();
  });

  const send = (from: TestMember, profile: number, clientMessageId: string) =>
    fetch(`${here}/api/chat.php`, {
      method: 'POST',
      headers: { cookie: from.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ profile, client_message_id: clientMessageId, kind: 'text', text: 'Sent on one process, read on the other' }),
    });

  it('a message sent through one process reaches the recipient’s stream on the other, once', async (t) => {
    if (!child) {
      t.skip('needs DATABASE_URL=postgres://… (a second process cannot open the in-process PGlite)');
      return;
    }
    const [mia, sam] = [await signUpMember(ctx, { credits: 50 }), await signUpMember(ctx, { credits: 50 })];
    const stream = await Stream.open(there, sam.cookie);
    open.push(stream);
    assert.equal(stream.status, 200);
    await stream.ready();

    const clientId = crypto.randomUUID();
    const res = await send(mia, sam.profileId, clientId);
    assert.equal(res.status, 201, await res.clone().text());
    const sent = (await res.json()) as { message: ChatMessage };
    await stream.until((frames) => frames.some((f) => f.event === 'message'));

    const replay = await send(mia, sam.profileId, clientId);
    assert.equal(replay.status, 200);
    // A marker published after the replay, through this process, arriving there: anything the
    // replay had published came before it.
    await stream.settle(ctx.app.live, sam.userId);
    const messages = stream.events.filter((f) => f.event === 'message');
    assert.equal(messages.length, 1, 'delivered once, also after the replay');
    assert.deepEqual(messages[0]?.data, { ...sent.message, from_me: false, client_message_id: null });
  });

  it('the other process forgets the recipient’s cached chat list when the message is announced (issue 33)', async (t) => {
    if (!child) {
      t.skip('needs DATABASE_URL=postgres://… (a second process cannot open the in-process PGlite)');
      return;
    }
    const [mia, sam] = [await signUpMember(ctx, { credits: 50 }), await signUpMember(ctx, { credits: 50 })];
    const chats = async () => {
      const res = await fetch(`${there}/api/chats.php`, { headers: { cookie: sam.cookie } });
      assert.equal(res.status, 200);
      return ((await res.json()) as { chats: { profile_id: number; num_unread_messages: number }[] }).chats;
    };
    // Sam's list is read, and cached, on the other process; his page listens there too.
    assert.deepEqual(await chats(), []);
    const stream = await Stream.open(there, sam.cookie);
    open.push(stream);
    await stream.ready();

    const res = await send(mia, sam.profileId, crypto.randomUUID());
    assert.equal(res.status, 201, await res.clone().text());
    await stream.until((frames) => frames.some((f) => f.event === 'message'));
    // What his page does on the event: read the list again — from the other process, within the
    // cache's 5 s, and it already shows the new conversation, unread.
    assert.deepEqual((await chats()).map((c) => [c.profile_id, c.num_unread_messages]), [[mia.profileId, 1]]);

    // Read on this process: the other one's list follows as soon as the `read` event is there.
    const conversation = ((await res.json()) as { message: ChatMessage }).message.conversation_id;
    const read = await fetch(`${here}/api/chat.php?read=1`, { method: 'PUT', headers: { cookie: sam.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ conversation }) });
    assert.equal(read.status, 200);
    await stream.until((frames) => frames.some((f) => f.event === 'read'));
    assert.deepEqual((await chats()).map((c) => c.num_unread_messages), [0]);
  });
});
