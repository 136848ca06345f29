// The local CDN origin for remotes and media (docs/design.md §2): static files from .cdn/ with CORS,
// `Cache-Control: immutable` on versioned remote folders, a day's cache on media.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { mkdirSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
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
 * framework error codes); any other error its status in plain text.
 */
export async function buildCdn({ root = CDN_DIR, https = (process.env.AMORA_CDN_URL ?? '').startsWith('https:') } = {}) {
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
  await app.register(fastifyStatic, { root, index: false, cacheControl: false, decorateReply: false, preCompressed: true });
  return app;
}

/** Starts the CDN server on `port`; resolves with the fastify instance. */
export async function startCdn({ port = PORTS.cdn, root = CDN_DIR } = {}) {
  const app = await buildCdn({ root });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startCdn().then(() => console.log(`CDN serving ${CDN_DIR} on port ${PORTS.cdn}`));
}
