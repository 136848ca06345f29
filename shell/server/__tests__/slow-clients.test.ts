// Slow and greedy clients are cut, not queued in front of everyone else (issue 29): found by an attack,
// 130 slow-body POSTs or 500 event streams from one member left other visitors' /api calls without
// an answer for 6–8 s. Real sockets against a real upstream: inject neither streams nor queues.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { STREAM_LIMITS } from '../api-proxy';
import { buildShellServer } from '../app';

let upstream: Server;
let shell: FastifyInstance;
let shellPort: number;
let distDir: string;
const openStreams: ServerResponse[] = [];
const sockets: Socket[] = [];

before(async () => {
  upstream = createServer((req, res) => {
    // The shell's site lookup (421 for hosts that are no site's): this test's host is the site.
    if (req.url?.startsWith('/api/settings.php')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"domain":"127.0.0.1"}');
    if (req.url?.startsWith('/api/events.php')) {
      openStreams.push(res);
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write(': open\n\n');
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(distDir, 'entry-assets.json'), JSON.stringify({ main: { js: [], css: [] } }));
  // A body's fixed allowance shortened from 10 s to 300 ms, so the cut is seen at once.
  shell = await buildShellServer({ apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, distDir, bodyAllowanceMs: 300 });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellPort = (shell.server.address() as AddressInfo).port;
});

after(async () => {
  for (const socket of sockets) socket.destroy();
  for (const res of openStreams) res.destroy();
  await shell.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** A raw connection to the shell that has sent `head` (and keeps it open); resolves once connected. */
function rawRequest(head: string): Promise<Socket & { received: string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(shellPort, '127.0.0.1') as Socket & { received: string; ended: Promise<void> };
    sockets.push(socket);
    socket.received = '';
    socket.on('data', (chunk) => {
      socket.received += String(chunk);
    });
    socket.ended = new Promise((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
    socket.once('connect', () => {
      socket.write(head);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** A GET through the shell on a connection of its own: status and body, failing after `ms`. */
async function get(url: string, headers: Record<string, string> = {}, ms = 3000): Promise<{ status: number; body: string; res: Response }> {
  const res = await fetch(`http://127.0.0.1:${shellPort}${url}`, { headers, signal: AbortSignal.timeout(ms) });
  const body = res.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await res.text();
  return { status: res.status, body, res };
}

describe('slow request bodies', () => {
  it('does not let 130 slow bodies delay another visitor’s call, and cuts each of them at its deadline', async () => {
    const head = 'POST /api/complaints.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{';
    const slow = await Promise.all(Array.from({ length: 130 }, () => rawRequest(head)));
    // Before this fix each slow body held one of the proxy's 128 upstream connections: this call queued.
    const other = await get('/api/user.php', {}, 2000);
    assert.equal(other.status, 200);
    // 300 ms + 60000 B at 64 KiB/s ≈ 1.2 s: every slow client is answered 408 or hung up on.
    await Promise.all(slow.map((socket) => socket.ended));
    assert.ok(slow.every((socket) => socket.received === '' || /^HTTP\/1\.1 408/.test(socket.received)), slow[0]?.received);
  });

  it('forwards a body that arrives in time, byte for byte', async () => {
    const res = await fetch(`http://127.0.0.1:${shellPort}/api/complaints.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'ø'.repeat(1000) }) });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
  });
});

describe('event streams', () => {
  it(`opens at most ${STREAM_LIMITS.perSession} streams per session, answers 429 beyond, and a place frees when one closes`, async () => {
    const cookie = { cookie: 'amora_session=greedy' };
    const open = await Promise.all(Array.from({ length: STREAM_LIMITS.perSession }, () => get('/api/events.php', cookie)));
    assert.deepEqual(open.map((s) => s.status), Array(STREAM_LIMITS.perSession).fill(200));
    const refused = await get('/api/events.php', cookie);
    assert.equal(refused.status, 429);
    assert.equal(JSON.parse(refused.body).error, 'too_many_streams');
    // Another member is not affected, and ordinary calls go on.
    assert.equal((await get('/api/events.php', { cookie: 'amora_session=other' })).status, 200);
    assert.equal((await get('/api/user.php', cookie)).status, 200);

    await open[0]?.res.body?.cancel();
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i++) {
      again = (await get('/api/events.php', cookie)).status;
      if (again !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(again, 200, 'a closed stream gives its place back');
  });

  it(`opens at most ${STREAM_LIMITS.perAddress} streams per address, whatever sessions they name`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < STREAM_LIMITS.perAddress + 5; i++) statuses.push((await get('/api/events.php', { cookie: `amora_session=s${i}` })).status);
    assert.ok(statuses.includes(429), 'past the address limit');
    assert.ok(statuses.filter((s) => s === 200).length <= STREAM_LIMITS.perAddress);
    // The streams have their own upstream pool: calls still answer at once.
    assert.equal((await get('/api/user.php', {}, 2000)).status, 200);
  });
});
