/**
 * The shell's `/api` proxy (docs/design.md §8): forwards the API contract
 * first-party, and holds every client connection to a limit and a timeout (issue 29) so that slow or
 * greedy clients are cut instead of queued in front of everyone else's calls:
 * - a request body is read whole by the shell before an upstream connection is taken, within
 *   `bodyDeadlineMs` (10 s plus the time its size needs at 64 KiB/s); one byte every 2 s is cut;
 * - the live event stream (`GET /api/events.php`) has its own upstream pool, so open streams never
 *   take the connections other calls need, and at most `STREAM_LIMITS.perSession` streams per
 *   session cookie and `STREAM_LIMITS.perAddress` per client address are open at once (429 beyond);
 * - upstream answers have header and body timeouts (the stream's is far above its heartbeat).
 */
import { Readable } from 'node:stream';
import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_LIMITS } from '@amora/contracts/constants';
import { REQUEST_ID_HEADER } from '@amora/contracts/ops';
import type { StreamRelay } from './proxy-streams';

/** Open event streams allowed at once through one shell process (issue 29). */
export const STREAM_LIMITS = { perSession: 5, perAddress: 50 } as const;

/** The slowest upload rate a body may have (bytes/s), after a 10 s allowance. */
const MIN_BODY_RATE = 64 * 1024;
const BODY_ALLOWANCE_MS = 10_000;
/** Upstream timeouts of ordinary calls: the API answers in milliseconds. */
const CALL_TIMEOUT_MS = 30_000;
/** Undici's idle body timeout of the stream: 5 minutes between two chunks, far above the API's 25 s heartbeat. */
const STREAM_IDLE_MS = 5 * 60_000;
/** Upstream connections of the stream's own pool (one per open stream). */
const STREAM_CONNECTIONS = 10_000;

/** The header by which this proxy proves itself to the API (api/src/plugins/client-address.ts). */
const PROXY_SECRET_HEADER = 'x-amora-proxy-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * Why the shell may not start in production (issue 29), or null: without `AMORA_PROXY_SECRET` of
 * at least 32 characters the API believes no client address from it, and every visitor would
 * count as the shell's own address in the API's rate limits and login throttle.
 */
export function proxySecretProblem(env: NodeJS.ProcessEnv): string | null {
  return env.NODE_ENV === 'production' && (env.AMORA_PROXY_SECRET ?? '').length < MIN_SECRET_LENGTH
    ? `AMORA_PROXY_SECRET must be set to the API's proxy secret of at least ${MIN_SECRET_LENGTH} characters`
    : null;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?amora_session=([^;]+)/;

/**
 * The API's 413 for a body whose Content-Length is over the contract's BODY_LIMITS (images for
 * `image/*` bodies, JSON for the rest), answered by the shell before forwarding a byte: the API
 * would answer the same and close its connection mid-upload, which the proxy cannot relay
 * (issue 16). Null when the body may go on. Shapes as the API's errors: `{error, message, max_bytes}`.
 */
export function bodyTooLarge(headers: Record<string, string | string[] | undefined>): { error: string; message: string; max_bytes: number } | null {
  const declared = Number(headers['content-length'] ?? Number.NaN);
  const max = bodyLimit(headers);
  if (!Number.isFinite(declared) || declared <= max) return null;
  return tooLarge(headers, max);
}

/** The contract's limit (bytes) for a request's body: images' for `image/*`, JSON's for the rest. */
function bodyLimit(headers: Record<string, string | string[] | undefined>): number {
  return isImage(headers) ? BODY_LIMITS.imageBytes : BODY_LIMITS.jsonBytes;
}

function isImage(headers: Record<string, string | string[] | undefined>): boolean {
  return String(headers['content-type'] ?? '').trim().toLowerCase().startsWith('image/');
}

function tooLarge(headers: Record<string, string | string[] | undefined>, max: number) {
  return isImage(headers)
    ? { error: 'image_too_large', message: `The image may be at most ${max / (1024 * 1024)} MB.`, max_bytes: max }
    : { error: 'payload_too_large', message: 'Request body is too large', max_bytes: max };
}

/**
 * How long (ms) a client may take to send a body of `bytes` (its Content-Length, else the limit of
 * its type): 10 s plus the time at 64 KiB/s — 11 s for 60 KB of JSON, 170 s for a 10 MB photo.
 */
export function bodyDeadlineMs(bytes: number, allowanceMs = BODY_ALLOWANCE_MS): number {
  return allowanceMs + Math.ceil((bytes / MIN_BODY_RATE) * 1000);
}

/** An error fastify answers with its status and the API's error shape. */
function httpError(statusCode: number, body: { error: string; message: string; max_bytes?: number }): Error {
  return Object.assign(new Error(body.message), { statusCode, code: body.error, body });
}

/**
 * Reads a request body whole, within its limit and deadline, and hands it on as a stream of one
 * buffer (so the proxy forwards the bytes as they came, JSON included).
 * @throws via `done` 408 `request_timeout` past the deadline (the socket is closed), 413 over the limit
 */
function bufferBody(allowanceMs: number, request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: unknown) => void): void {
  const max = bodyLimit(request.headers);
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (err: Error | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done(err, body);
  };
  const timer = setTimeout(() => {
    finish(httpError(408, { error: 'request_timeout', message: 'The request took too long to send. Please try again.' }));
    // A client that sends too slowly is cut, not waited for: fastify cannot answer before the body ends.
    request.raw.socket.destroy();
  }, bodyDeadlineMs(Number.isFinite(declared) ? declared : max, allowanceMs));
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > max) return finish(httpError(413, tooLarge(request.headers, max)));
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Readable.from([Buffer.concat(chunks)])));
  payload.on('error', (err: Error) => finish(err));
}

/** Counts open streams by key (session, address) and refuses past a limit. */
function streamCounter() {
  const open = new Map<string, number>();
  return {
    /** Takes a place for every key, or none when one of them is full: false then. */
    take(keys: [string, number][]): boolean {
      if (keys.some(([key, limit]) => (open.get(key) ?? 0) >= limit)) return false;
      for (const [key] of keys) open.set(key, (open.get(key) ?? 0) + 1);
      return true;
    },
    release(keys: [string, number][]): void {
      for (const [key] of keys) {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      }
    },
  };
}

/** How an answer of the API is sent on (the event stream's passes through the shell's stream relay). */
type SendAnswer = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onResponse']>;

/**
 * Registers `/api/*` and `/api/events.php` on `app`, forwarding to `apiUrl`, with the request's
 * id (`X-Request-Id`, issue 33).
 * @param bodyAllowanceMs the fixed part of a body's deadline (default 10 s; tests shorten it)
 * @param proxySecret sent as `X-Amora-Proxy-Secret`, so the API believes the `X-Forwarded-For` this proxy sets
 * @param streams the relay the event streams pass through, so a stopping shell can end them (proxy-streams.ts)
 */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrl: string,
  { bodyAllowanceMs = BODY_ALLOWANCE_MS, proxySecret, streams: relay }: { bodyAllowanceMs?: number; proxySecret?: string; streams?: StreamRelay } = {},
): Promise<void> {
  const parseBody = bufferBody.bind(null, bodyAllowanceMs);
  /** One proxy to the API under `prefix`, with the client's host, address and scheme (`X-Forwarded-*`). */
  const proxy = (scope: FastifyInstance, prefix: string, { onResponse, ...options }: { proxyPayloads?: boolean; httpMethods?: string[]; undici: Record<string, number>; onResponse?: SendAnswer }) =>
    scope.register(fastifyProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      ...options,
      replyOptions: {
        ...(onResponse ? { onResponse } : {}),
        // The API unreachable, slow or hanging up mid-answer: the API's error shape, never fastify's `FST_REPLY_FROM_*` internals.
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'api proxy error');
          if (!reply.sent) reply.code(502).send({ error: 'bad_gateway', message: 'The service is temporarily unavailable. Please try again in a moment.' });
        },
        // The client's address replaces whatever X-Forwarded-For the client sent (see the shell's
        // `trustProxy`), and a proxy secret a client sent never reaches the API.
        rewriteRequestHeaders: (request, { [PROXY_SECRET_HEADER]: _fromClient, ...headers }) => ({
          ...headers,
          'x-forwarded-host': request.headers.host ?? request.hostname,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          [REQUEST_ID_HEADER]: request.id,
          ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
        }),
      },
    });

  // Bodies over the API's limits are refused here (see `bodyTooLarge`); Node reads and drops the
  // rest of the upload after the answer, so the connection stays usable for the next request.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const refused = bodyTooLarge(request.headers);
    if (refused) return reply.code(413).send(refused);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('*', parseBody);
    scope.addContentTypeParser('application/json', parseBody);
    // The shell's errors on /api (408, 413) in the API's shape.
    scope.setErrorHandler((error: Error & { statusCode?: number; body?: object }, _request, reply) =>
      reply.code(error.statusCode ?? 500).send(error.body ?? { error: 'internal_error', message: 'Something went wrong. Please try again.' }),
    );
    await proxy(scope, '/api', { proxyPayloads: false, undici: { headersTimeout: CALL_TIMEOUT_MS, bodyTimeout: CALL_TIMEOUT_MS } });
  });

  // `/api/events.php` is one long Server-Sent Events response (docs/architecture.md "Live event
  // stream"): streamed chunk by chunk (nothing here buffers or compresses it), ended upstream when
  // the browser leaves; its own pool, its own caps.
  const streams = streamCounter();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const session = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
      const keys: [string, number][] = [[`ip:${request.ip}`, STREAM_LIMITS.perAddress], ...(session ? [[`session:${session}`, STREAM_LIMITS.perSession] as [string, number]] : [])];
      if (!streams.take(keys)) {
        return reply.code(429).header('retry-after', '60').send({ error: 'too_many_streams', message: 'Too many open connections. Close another tab and try again.' });
      }
      reply.raw.once('close', () => streams.release(keys));
    });
    await proxy(scope, '/api/events.php', {
      httpMethods: ['GET'],
      undici: { connections: STREAM_CONNECTIONS, headersTimeout: CALL_TIMEOUT_MS, bodyTimeout: STREAM_IDLE_MS },
      ...(relay ? { onResponse: (_request, reply, res) => reply.send(relay.relay(res.stream)) } : {}),
    });
  });
}
