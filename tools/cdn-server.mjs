// The local CDN origin for remotes and media (docs/design.md §2): static files from .cdn/ — or, with
// S3_* set, from the bucket (issue 33; tools/lib/cdn-bucket.mjs) — with CORS,
// `Cache-Control: immutable` on versioned remote folders, a day's cache on media.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { mkdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { bucketFromEnv } from './lib/bucket.mjs';
import { serveBucket } from './lib/cdn-bucket.mjs';
import { registerCdnOperations, stopOnSignals } from './lib/cdn-ops.mjs';
import { CDN_DIR, PORTS } from './lib/config.mjs';

/** Media types a browser may show inline; any other file under /media/ is sent as a download. */
const INLINE_MEDIA = /^(image\/(jpeg|png|webp|avif|gif)|image\/svg\+xml)\b/;

/**
 * Builds the CDN server (not listening): CORS and caching as above, and the security headers of
 * every answer (issue 16): `X-Content-Type-Options: nosniff` (files keep the type of their
 * extension), `Cross-Origin-Resource-Policy: cross-origin` (the shell's origin loads them),
 * `Referrer-Policy`, HSTS when `https` is true (the public CDN URL is https), and
 * `Content-Disposition: attachment` on a media file that is not an image. A file with a `.br` or
 * `.gz` sibling is answered with that sibling (`Content-Encoding`, `Vary: Accept-Encoding`) for a
 * browser that accepts it (issue 12). Whatever is not a file there — a missing one, a path out of
 * the root (`/../.env`), a malformed address — is a plain-text `404 Not Found` (issue 29: no
 * framework error codes); any other error its status in plain text. With `bucket` (tools/lib/bucket.mjs
 * openBucket; issue 33) the files come from the bucket instead of `root`, with the same headers.
 */
export async function buildCdn({ root = CDN_DIR, https = (process.env.AMORA_CDN_URL ?? '').startsWith('https:'), bucket = null } = {}) {
  mkdirSync(root, { recursive: true });
  const plain = (reply, status) => reply.code(status).type('text/plain; charset=utf-8').send(STATUS_CODES[status]);
  const app = Fastify({ logger: false, frameworkErrors: (_error, _request, reply) => plain(reply, 404) });
  app.setNotFoundHandler((_request, reply) => plain(reply, 404));
  // 403 FST_STATIC_FORBIDDEN_PATH (`..`, a NUL byte) and 400 are "no such file"; a 416 stays one.
  app.setErrorHandler((error, _request, reply) => {
    const status = error.statusCode ?? 500;
    return plain(reply, status === 400 || status === 403 ? 404 : Math.min(status, 500));
  });
  app.addHook('onSend', async (request, reply) => {
    const media = request.url.startsWith('/media/');
    reply.header('access-control-allow-origin', '*');
    reply.header('timing-allow-origin', '*');
    reply.header('cache-control', media ? 'public, max-age=86400' : 'public, max-age=31536000, immutable');
    // A remote's file is sent as its .br or .gz sibling by the request's Accept-Encoding.
    if (!media) reply.header('vary', 'Accept-Encoding');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (media && reply.statusCode === 200 && !INLINE_MEDIA.test(String(reply.getHeader('content-type') ?? ''))) reply.header('content-disposition', 'attachment');
  });
  // Versioned remote files come with .br/.gz made at build time (issue 12): sent as they are (Vary above).
  if (bucket) serveBucket(app, bucket, (reply) => plain(reply, 404));
  else await app.register(fastifyStatic, { root, index: false, cacheControl: false, decorateReply: false, preCompressed: true });
  // Issue 33: /healthz, /readyz (the bucket or the folder reachable), /metrics, `app.drain()` (tools/lib/cdn-ops.mjs).
  registerCdnOperations(app, { ready: bucket ? () => bucket.check() : () => access(root) });
  return app;
}

/** Starts the CDN server on `port` (from `root`, or the bucket of S3_* when set); resolves with the fastify instance. */
export async function startCdn({ port = PORTS.cdn, root = CDN_DIR, bucket = bucketFromEnv() } = {}) {
  const app = await buildCdn({ root, bucket });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bucket = bucketFromEnv();
  startCdn({ bucket }).then((app) => {
    // Run alone (the cluster, a CDN host): SIGTERM drains and stops it within 10 s (issue 33).
    stopOnSignals(app);
    console.log(`CDN serving ${bucket ? `the bucket ${bucket.name}` : CDN_DIR} on port ${app.server.address().port}`);
  });
}
