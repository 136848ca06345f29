import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidRequest } from '../errors.js';
import { requireUser, sessionToken } from '../plugins/auth.js';
import { LIVE, type LiveSubscriber, type StoredLiveEvent } from '../services/live-events.js';
import { reconnectDelayMs } from '../services/shutdown.js';

/** A cursor as the client sends it (`Last-Event-ID` or `?last_event_id=`): null when absent. */
function parseCursor(header: string | string[] | undefined, query: unknown): number | null {
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw) > 2_147_483_647) {
    throw invalidRequest([{ path: 'headers.last-event-id', message: 'Expected a non-negative integer cursor' }]);
  }
  return Number(raw);
}

/** The longest a timer may wait (Node's limit, ≈ 24.8 days): a later expiry ends the stream then and the browser reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One SSE frame. `data` is JSON on one line (JSON.stringify escapes every newline). */
function frame(id: number, type: string, data: unknown): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /api/events.php` (login required, docs/design.md §7) → `text/event-stream` of the member's live
 * events (contracts/src/calls/events.ts). Starts with `retry:`; then, with a cursor
 * (`Last-Event-ID` header or `?last_event_id=`), replays the stored events after it (or sends
 * `resync` when that is impossible); then `ready` with the cursor; then live events as they
 * commit. A comment line every 25 s keeps the connection up; a session that ends (logout, ban, password
 * change…) ends its member's streams at once through the `sessions_ended` notification, its expiry
 * ends them then, and the process checks all its streams' sessions every 5 minutes in one batch
 * (services/stream-sessions.ts; issue 34). Never compressed, never buffered (`X-Accel-Buffering: no`).
 * When the process shuts down the stream ends with a short `retry:` (0.5–2 s; issue 33).
 *
 * No gap, no duplicate: the stream subscribes to the hub BEFORE it reads the replay, buffers what
 * arrives meanwhile, and after the replay sends only buffered events with a cursor above the last
 * one sent; every event carries its per-member cursor and nothing at or below the last sent one
 * goes out twice.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/events.php', { compress: false }, async (request, reply) => {
    const user = requireUser(request);
    const cursor = parseCursor(request.headers['last-event-id'], (request.query as Record<string, unknown>).last_event_id);
    const token = sessionToken(request);
    // The session the request was let in with (served from the session cache the login check just filled).
    const session = token ? await app.repos.users.session(token, request.site.id) : null;

    reply.hijack();
    const res: ServerResponse = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    request.raw.socket?.setNoDelay(true);
    request.raw.socket?.setTimeout(0);
    res.write(`retry: ${LIVE.retryMs}\n\n`);

    let live = false;
    let closed = false;
    let lastSent = cursor ?? 0;
    const buffered: StoredLiveEvent[] = [];

    const write = (chunk: string) => {
      if (closed || res.writableEnded || res.destroyed) return;
      res.write(chunk);
      // A client that does not read: drop it rather than buffer without end; it resumes by cursor.
      if (res.writableLength > LIVE.maxPendingBytes) res.destroy();
    };
    const send = (events: StoredLiveEvent[]) => {
      let out = '';
      for (const event of events) {
        if (event.seq <= lastSent) continue;
        out += frame(event.seq, event.type, event.data);
        lastSent = event.seq;
      }
      if (out) write(out);
    };
    const subscriber: LiveSubscriber = {
      userId: user.id,
      push: (events) => {
        if (live) send(events);
        else buffered.push(...events);
      },
      close: () => {
        if (closed || res.writableEnded) return;
        // A process shutting down (issue 33) ends its streams between two frames, telling the
        // browser to come back soon: EventSource reconnects, through the load balancer to another
        // process, and resumes with Last-Event-ID.
        if (app.health.draining) res.write(`retry: ${reconnectDelayMs()}\n\n`);
        res.end();
      },
    };
    const unsubscribe = app.live.subscribe(subscriber);
    // The stream never looks its session up by itself (issue 34): an ended session ends it through
    // the `sessions_ended` notification (migration 028), its expiry through this timer, and the
    // process checks and touches every open stream's session in batches (services/stream-sessions.ts).
    const release = session ? app.live.sessions.hold(session.tokenHash, () => subscriber.close()) : () => undefined;
    const expiry = setTimeout(() => subscriber.close(), Math.min(MAX_TIMER_MS, Math.max(0, (session?.expiresAt ?? 0) - Date.now())));
    expiry.unref();
    const heartbeat = setInterval(() => write(': ping\n\n'), LIVE.heartbeatMs);
    heartbeat.unref();
    const cleanup = () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      release();
      unsubscribe();
    };
    res.on('close', cleanup);
    // The browser may have left while the session was looked up: then no 'close' comes any more.
    if (res.destroyed || request.raw.socket?.destroyed) cleanup();

    try {
      const replay = await app.live.replay(user.id, cursor);
      if (closed) return;
      if (replay.resync) {
        lastSent = replay.last;
        write(frame(replay.last, 'resync', { cursor: replay.last, reason: replay.resync }));
      } else {
        send(replay.events);
        lastSent = Math.max(lastSent, replay.last);
      }
      write(frame(lastSent, 'ready', { cursor: lastSent, resumed: cursor !== null && !replay.resync }));
      live = true;
      buffered.sort((a, b) => a.seq - b.seq);
      send(buffered.splice(0));
    } catch (error) {
      request.log.error({ err: error }, 'live event replay failed');
      subscriber.close();
    }
  });
};

export default eventsRoutes;
