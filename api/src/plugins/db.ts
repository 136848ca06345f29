import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { createMailer, type Mailer } from '../services/mailer.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely database (PGlite or PostgreSQL). The caller of buildApp owns and closes it. */
    db: Kysely<DB>;
    /** Repositories over `db`. */
    repos: Repositories;
    /** The mailer (SMTP or the outbox table). */
    mailer: Mailer;
  }
}

/** Plugin 2: decorates `app.db`, `app.repos` and `app.mailer`. */
export const dbPlugin = fp(async (app, opts: { db: Kysely<DB> }) => {
  app.decorate('db', opts.db);
  app.decorate('repos', createRepositories(opts.db));
  app.decorate('mailer', createMailer(opts.db, { smtpUrl: app.config.smtpUrl, mailFrom: app.config.mailFrom }));
}, { name: 'amora-db' });
