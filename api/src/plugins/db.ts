import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createReadCaches, createRepositories, type ReadCaches, type Repositories } from '../repositories/index.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely database (PGlite or PostgreSQL). The caller of buildApp owns and closes it. */
    db: Kysely<DB>;
    /** Repositories over `db`. */
    repos: Repositories;
    /** The in-process read caches the repositories share (their hit rates: plugins/metrics.ts). */
    readCaches: ReadCaches;
  }
}

/** Plugin 2: decorates `app.db`, `app.repos` and `app.readCaches` (`app.mailer`: plugins/mail.ts). */
export const dbPlugin = fp(async (app, opts: { db: Kysely<DB> }) => {
  const caches = createReadCaches();
  app.decorate('db', opts.db);
  app.decorate('readCaches', caches);
  app.decorate('repos', createRepositories(opts.db, caches));
}, { name: 'amora-db' });
