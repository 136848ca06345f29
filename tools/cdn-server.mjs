// The local CDN origin for remotes and media (DESIGN.md §2): static files from .cdn/ with CORS,
// `Cache-Control: immutable` on versioned remote folders, a day's cache on media.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { mkdirSync } from 'node:fs';
import { CDN_DIR, PORTS } from './lib/config.mjs';

/** Starts the CDN server; resolves with the fastify instance. */
export async function startCdn({ port = Number(process.env.CDN_PORT ?? PORTS.cdn), root = CDN_DIR } = {}) {
  mkdirSync(root, { recursive: true });
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('timing-allow-origin', '*');
    reply.header('cache-control', request.url.startsWith('/media/') ? 'public, max-age=86400' : 'public, max-age=31536000, immutable');
  });
  await app.register(fastifyStatic, { root, index: false, cacheControl: false, decorateReply: false });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startCdn().then(() => console.log(`CDN serving ${CDN_DIR} on port ${PORTS.cdn}`));
}
