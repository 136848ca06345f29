import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely database (PGlite or PostgreSQL). The caller of buildApp owns and closes it. */
    db: Kysely<DB>;
    /** Repositories over `db`. */
    repos: Repositories;
  }
}

/** Plugin 2: decorates `app.db` and `app.repos` (`app.mailer`: plugins/mail.ts). */
export const dbPlugin = fp(async (app, opts: { db: Kysely<DB> }) => {
  app.decorate('db', opts.db);
  app.decorate('repos', createRepositories(opts.db));
}, { name: 'amora-db' });
