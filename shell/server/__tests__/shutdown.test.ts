// Issue 33 "Health and shutdown": the shell's graceful stop (shutdown.ts) — /readyz 503 draining at
// once, the live event streams it proxies ended cleanly (a complete answer: EventSource reconnects,
// through the load balancer, to another shell) and ended upstream, the listener closed, exit 0;
// and exit 1 at the deadline when a request hangs. A real API stand-in and real sockets.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../app';
import { gracefulStop } from '../shutdown';

let upstream: Server;
let apiUrl: string;
let distDir: string;
/** The API stand-in's side of each stream, and whether it was closed. */
const streams: { res: ServerResponse; closed: boolean }[] = [];
const hanging: ServerResponse[] = [];

before(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/api/settings.php')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"domain":"127.0.0.1"}');
    if (req.url?.startsWith('/api/slow.php')) return void hanging.push(res);
    const entry = { res, closed: false };
    streams.push(entry);
    res.on('close', () => {
      entry.closed = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write('retry: 3000\n\nid: 1\nevent: ready\ndata: {"cursor":1,"resumed":false}\n\n');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(distDir, 'entry-assets.json'), JSON.stringify({ main: { js: [], css: [] } }));
});

after(async () => {
  for (const res of [...streams.map((s) => s.res), ...hanging]) res.destroy();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

async function listening(): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildShellServer({ apiUrl, distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Reads a stream to its end: its text, and whether it ended cleanly (not cut). */
async function readToEnd(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<{ text: string; clean: boolean }> {
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const chunk of body) {
      text += decoder.decode(chunk, { stream: true });
      onText(text);
    }
    return { text, clean: true };
  } catch {
    return { text, clean: false };
  }
}

describe('the shell’s graceful stop', () => {
  it('drains: /readyz 503, proxied streams end cleanly and upstream, the listener closes, exit 0', async () => {
    const { app, url } = await listening();
    const opened = streams.length;
    const readers = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await fetch(`${url}/api/events.php`, { headers: { cookie: 'amora_session=s1' } });
        assert.equal(res.status, 200);
        let ready: () => void = () => undefined;
        const seenReady = new Promise<void>((resolve) => (ready = resolve));
        const done = readToEnd(res.body as ReadableStream<Uint8Array>, (text) => text.includes('event: ready') && ready());
        await seenReady;
        // Wrapped: an async function returning the promise itself would wait for the end.
        return { done };
      }),
    );
    assert.match((await app.inject({ method: 'GET', url: '/metrics' })).body, /^amora_proxy_streams_open 3$/m);

    const exited = new Promise<number>((resolve) => {
      void gracefulStop(app, { drainDelayMs: 50, exit: resolve })('SIGTERM');
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), { status: 'draining' });

    assert.equal(await exited, 0);
    for (const { text, clean } of await Promise.all(readers.map((r) => r.done))) {
      assert.ok(clean, 'ended as a complete answer, not cut');
      assert.match(text, /event: ready/);
    }
    assert.ok(streams.slice(opened).every((s) => s.closed), 'ended upstream too');
    await assert.rejects(fetch(`${url}/healthz`), 'the listener is closed');
  });

  it('exits 1 at the deadline when a request in flight does not end', async () => {
    const { app, url } = await listening();
    const stuck = fetch(`${url}/api/slow.php`).catch(() => null);
    while (hanging.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const code = await new Promise<number>((resolve) => {
      void gracefulStop(app, { drainDelayMs: 0, deadlineMs: 100, exit: resolve })('SIGTERM');
    });
    assert.equal(code, 1);
    for (const res of hanging) res.destroy();
    await stuck;
  });
});
