// The live event stream through the shell's /api proxy (docs/design.md §7): `GET /api/events.php` must
// reach the browser frame by frame (not buffered, not compressed) and end upstream when the
// browser goes away. A real upstream and real sockets: inject does not stream.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../app';

let upstream: Server;
let shell: FastifyInstance;
let shellUrl: string;
let distDir: string;
/** The upstream's view of each stream: the request headers, the response, whether it closed. */
const streams: { headers: IncomingMessage['headers']; res: ServerResponse; closed: boolean }[] = [];

before(async () => {
  upstream = createServer((req, res) => {
    // The shell's site lookup (421 for hosts that are no site's): this test's host is the site.
    if (req.url?.startsWith('/api/settings.php')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"domain":"127.0.0.1"}');
    if (!req.url?.startsWith('/api/events.php')) {
      res.writeHead(404).end();
      return;
    }
    const entry = { headers: req.headers, res, closed: false };
    streams.push(entry);
    res.on('close', () => {
      entry.closed = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
    res.write('retry: 3000\n\nid: 1\nevent: ready\ndata: {"cursor":1,"resumed":false}\n\n');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(distDir, 'entry-assets.json'), JSON.stringify({ main: { js: [], css: [] } }));
  shell = await buildShellServer({ apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, distDir });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellUrl = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

after(async () => {
  for (const s of streams) s.res.destroy();
  await shell.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** Reads from the body until `text` has been seen (or fails after `ms`). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, seen: { text: string }, text: string, ms = 3000): Promise<void> {
  const decoder = new TextDecoder();
  const deadline = Date.now() + ms;
  while (!seen.text.includes(text)) {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no "${text}" within ${ms} ms; got ${JSON.stringify(seen.text)}`)), Math.max(0, deadline - Date.now())));
    const { value, done } = await Promise.race([reader.read(), timeout]);
    if (done) throw new Error(`stream ended before "${text}"`);
    seen.text += decoder.decode(value, { stream: true });
  }
}

describe('the /api proxy passes the live event stream through', () => {
  it('streams each frame as it is written, uncompressed, with the cookie, cursor and host passed on, and ends upstream when the browser leaves', async () => {
    const abort = new AbortController();
    const res = await fetch(`${shellUrl}/api/events.php?last_event_id=0`, {
      headers: { cookie: 'amora_session=abc', 'last-event-id': '7', 'accept-encoding': 'gzip, deflate, br' },
      signal: abort.signal,
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(res.headers.get('content-encoding'), null);
    assert.equal(res.headers.get('content-length'), null);
    assert.match(res.headers.get('cache-control') ?? '', /no-cache/);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const seen = { text: '' };
    // The first frames arrive while the upstream response is still open (nothing waits for its end).
    await readUntil(reader, seen, 'event: ready');
    const upstreamSide = streams.at(-1);
    assert.ok(upstreamSide);
    assert.equal(upstreamSide.headers.cookie, 'amora_session=abc');
    assert.equal(upstreamSide.headers['last-event-id'], '7');
    assert.equal(upstreamSide.headers['x-forwarded-host'], new URL(shellUrl).host);
    // A later frame and a heartbeat comment, each on its own.
    upstreamSide.res.write(': ping\n\n');
    await readUntil(reader, seen, ': ping');
    upstreamSide.res.write('id: 2\nevent: credits\ndata: {"credits":5}\n\n');
    await readUntil(reader, seen, '{"credits":5}');
    assert.equal(upstreamSide.closed, false);

    abort.abort();
    const deadline = Date.now() + 3000;
    while (!upstreamSide.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(upstreamSide.closed, true, 'the API stream ends when the browser disconnects');
  });
});
