import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { dumpDatabase, openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { DEMO_PASSWORD, seed } from '../seed/index.js';
import type { Profile } from '../types.js';

/** Profiles seeded per test file: enough for the demo members' partners and for paging. */
export const TEST_PROFILES = 120;

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<DB>;
  config: Config;
  /** 'pglite' (in memory) or 'postgres' (a fresh schema of DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Where test apps write avatars, gifts and photos: one directory per suite run (tools/test-api.mjs
 * runs PGlite and PostgreSQL side by side, whose profile ids are the same).
 */
export const TEST_CDN_DIR = process.env.AMORA_TEST_CDN_DIR || path.join(os.tmpdir(), 'amora-test-cdn');

/**
 * A migrated and seeded database plus an app, for one test file. PGlite in memory by default;
 * with DATABASE_URL=postgres://… a fresh schema in that database, dropped on close. Avatars go
 * to the run's {@link TEST_CDN_DIR} (rendered once, reused across test files).
 */
export async function setupTestApp(overrides: Partial<Config> = {}, profiles = TEST_PROFILES): Promise<TestContext> {
  const url = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;
  const config = loadConfig(process.env, {
    nodeEnv: 'test',
    logger: false,
    // Suites sign up and write from one address much faster than people; rate-limits.test.ts checks the real limits.
    rateLimitScale: 1000,
    cdnDir: TEST_CDN_DIR,
    ...overrides,
  });
  let db: Kysely<DB>;
  let dropSchema: (() => Promise<void>) | null = null;
  if (url) {
    const schema = `amora_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = await openDatabase({ url, searchPath: schema, poolSize: 4 });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    };
    await migrate(db);
    await seed(db, { profiles, config });
  } else {
    db = await seededPglite(profiles, config);
  }
  const app = await buildApp({ db, config });
  return {
    app,
    db,
    config,
    kind: url ? 'postgres' : 'pglite',
    async close() {
      await app.close();
      await db.destroy();
      if (dropSchema) await dropSchema();
    },
  };
}

/**
 * An in-memory PGlite, migrated and seeded: the first test file of a suite run builds it and
 * leaves its data directory in the temp folder (keyed by the run — the test runner's pid — the
 * profile count and the config), the next ones open a copy of it (≈ 0.6 s instead of ≈ 5 s).
 * The avatar files of the seed were written to {@link TEST_CDN_DIR} by the first one.
 */
async function seededPglite(profiles: number, config: Config): Promise<Kysely<DB>> {
  const key = crypto.createHash('sha256').update(JSON.stringify([profiles, config])).digest('hex').slice(0, 16);
  const prefix = 'amora-api-seeded-';
  const file = path.join(os.tmpdir(), `${prefix}${process.ppid}-${key}.pgdata`);
  if (fs.existsSync(file)) return openDatabase({ memory: true, loadDataDir: new Blob([fs.readFileSync(file)]) });
  const db = await openDatabase({ memory: true });
  await migrate(db);
  await seed(db, { profiles, config });
  // Written aside and renamed, so a reader never sees half a file; copies of finished runs are removed.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
  fs.renameSync(partial, file);
  for (const other of fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(prefix))) {
    const pid = Number(/^amora-api-seeded-(\d+)-/.exec(other)?.[1]);
    if (pid === process.ppid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      fs.rmSync(path.join(os.tmpdir(), other), { force: true });
    }
  }
  return db;
}

/** Builds another app (e.g. with production config) on the same database. */
export async function appWith(ctx: TestContext, overrides: Partial<Config>): Promise<FastifyInstance> {
  return buildApp({ db: ctx.db, config: { ...ctx.config, ...overrides } });
}

/** The response body parsed as JSON, typed by the caller. */
export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** `name=value` of the session cookie set by a response, or null. */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((c) => /^(__Host-)?amora_session=/.test(c));
  return cookie ? (cookie.split(';')[0] ?? null) : null;
}

/** Logs in on a site (Host header) and returns the Cookie header value. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  host = 'localhost',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user.php', headers: { host }, payload: { email, password } });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** app.inject with a default Host of localhost. */
export function request(app: FastifyInstance, options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { host: 'localhost', ...(cookie ? { cookie } : {}), ...(headers ?? {}) },
  });
}

const PROFILE_KEYS = [
  'about', 'age', 'city', 'country', 'fictional', 'gender', 'id', 'images_count', 'main_image', 'name', 'online', 'region',
  'region_code', 'status',
].sort();

/** Asserts the exact shape of a Profile (spec §3, api/src/types.ts). */
export function assertProfile(p: Profile): void {
  assert.deepEqual(Object.keys(p).sort(), PROFILE_KEYS);
  assert.ok(Number.isInteger(p.id) && p.id > 0);
  assert.ok(p.age >= 18 && p.age <= 99, `age ${p.age}`);
  assert.ok(p.gender === 'female' || p.gender === 'male');
  assert.match(p.country, /^[A-Z]{2}$/);
  assert.ok(p.status === 'active' || p.status === 'disabled');
  assert.equal(typeof p.fictional, 'boolean');
  assert.equal(typeof p.online, 'boolean');
  assert.ok(Number.isInteger(p.images_count));
  if (p.main_image) {
    assert.deepEqual(Object.keys(p.main_image).sort(), ['filename', 'id', 'premium', 'status', 'thumb_filename']);
    assert.match(p.main_image.filename, /^avatars\/.+\.webp$/);
    assert.match(p.main_image.thumb_filename, /^avatars\/.+-thumb\.webp$/);
  }
}

/** A member made by a test: the session cookie, the user id and the profile id. */
export interface TestMember {
  cookie: string;
  userId: number;
  profileId: number;
}

let memberCount = 0;

/**
 * A new member by `POST /api/signup.php`, then (unless `confirmed: false`) confirmed with a visible
 * profile, as the activation link would do; with `credits` (default 100) and `paid_user`.
 */
export async function signUpMember(ctx: TestContext, options: { credits?: number; paid?: boolean; confirmed?: boolean } = {}): Promise<TestMember> {
  memberCount++;
  const res = await request(ctx.app, {
    method: 'POST',
    url: '/api/signup.php',
    payload: { email: `member${memberCount}-${Date.now()}@test.amora.test`, name: `Member${memberCount}`, password: 'a-good-long-passphrase', date_of_birth: '1990-05-17' },
  });
  assert.equal(res.statusCode, 201, res.body);
  const cookie = sessionCookie(res);
  assert.ok(cookie);
  const user = body<{ id: number; profile: { id: number } }>(res);
  const confirmed = options.confirmed !== false;
  await ctx.db.updateTable('users').set({ credits: options.credits ?? 100, paid_user: options.paid ?? false, status: confirmed ? 'active' : 'not_confirmed' }).where('id', '=', user.id).execute();
  if (confirmed) await ctx.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', user.profile.id).execute();
  return { cookie, userId: user.id, profileId: user.profile.id };
}
