import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from '@amora/contracts';
import { databaseBackend } from '../db/index.js';
import { type TestContext, type TestMember, setupTestApp, signUpMember } from './helpers.js';
import { Stream, listenOnFreePort } from './sse-client.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a second API process (`src/server.ts`, as `npm start -w api` does) on the test's
 * PostgreSQL schema and a free port; resolves with its base URL once it listens.
 */
async function startApiProcess(databaseUrl: string, schema: string): Promise<{ base: string; child: ChildProcess }> {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: url.toString(), PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', AMORA_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}:\n${output}`)));
  });
  return { base, child };
}

/**
 * Issue 9 "Live delivery" in its multi-process mode (DESIGN.md §7, api/README.md "Live event
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
    ({ base: there, child } = await startApiProcess(process.env.DATABASE_URL, searchPath));
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
    await sleep(300);
    const messages = stream.events.filter((f) => f.event === 'message');
    assert.equal(messages.length, 1, 'delivered once, also after the replay');
    assert.deepEqual(messages[0]?.data, { ...sent.message, from_me: false, client_message_id: null });
  });
});
