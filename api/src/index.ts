/**
 * @amora/api — the /api/*.php contract (spec §7) on PGlite or PostgreSQL.
 * Tooling entry points: buildApp (fastify app), openDatabase, migrate, seed.
 */
export { type BuildAppOptions, buildApp } from './app.js';
export { AUTH, type Config, loadConfig } from './config.js';
export { type Database, type OpenDatabaseOptions, openDatabase } from './db/index.js';
export { migrate } from './db/migrate.js';
export { hashPassword } from './services/passwords.js';
export { currentTotpCode } from './services/totp.js';
/** Kysely's `sql` template, for tools that write fixtures (the bench). */
export { sql } from 'kysely';
export { DEMO_ANNA, DEMO_BEN, DEMO_PASSWORD, type SeedOptions, type SeedResult, seed } from './seed/index.js';
export type * from './types.js';
