import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../app.js';
import { type Config, loadConfig, REPO_ROOT } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { seed } from '../seed/index.js';
import { mediaStorage, readObject, readS3Settings, type Storage } from '../services/storage/index.js';
import { body, login, request, signUpMember, type TestContext } from './helpers.js';

/*
 * Issue 33 "Backups": `npm run backup` (tools/backup.mjs: pg_dump of DATABASE_URL + the media) →
 * wipe (drop and create the database, empty the media) → `npm run restore` (tools/restore.mjs)
 * gives back the same members, messages and photos; once with the media in the local folder and a
 * backup folder, once with the media in a bucket and the backup in another (`--to-bucket`).
 * PostgreSQL only: backups of the embedded PGlite are refused (the last test).
 */

const POSTGRES = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;
const PG_DUMP = spawnSync('pg_dump', ['--version']).status === 0;
const skip = !POSTGRES ? 'needs PostgreSQL: set DATABASE_URL=postgres://… (tools/test-api.mjs runs it in the PostgreSQL pass)' : !PG_DUMP ? 'needs pg_dump and pg_restore (Debian: postgresql-client-15)' : false;

interface LocalS3 {
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}
const { startLocalS3 } = (await import(path.join(REPO_ROOT, 'tools/lib/s3-local.mjs'))) as { startLocalS3(o: { buckets: string[] }): Promise<LocalS3> };
const { runNode } = (await import(path.join(REPO_ROOT, 'tools/lib/run-node.mjs'))) as {
  runNode(args: string[], options: { env: NodeJS.ProcessEnv }): Promise<{ code: number | null; output: string }>;
};

/** Runs `node tools/<script> …args` with `env`; resolves with its exit code and output. */
function tool(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return runNode([path.join('tools', script), ...args], { env });
}

/** The environment of the tools: this process's, without any S3_* or DATABASE_URL of its own. */
function baseEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('S3_') && name !== 'DATABASE_URL'));
}

/** Runs one statement on the server's maintenance connection (DATABASE_URL's database). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES ?? '' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What must come back: members, messages, photo rows and the bytes of every photo file. */
async function snapshot(db: Kysely<DB>, storage: Storage) {
  const users = await db.selectFrom('users').select(['id', 'email', 'profile_id', 'credits', 'password_hash']).orderBy('id').execute();
  const messages = await db.selectFrom('messages').select(['id', 'conversation_id', 'sender_profile_id', 'kind', 'text', 'photo_filename']).orderBy('id').execute();
  const images = await db.selectFrom('images').select(['id', 'profile_id', 'filename', 'thumb_filename']).where('filename', 'like', 'photos/%').orderBy('id').execute();
  const keys = [...images.flatMap((i) => [i.filename, i.thumb_filename]), ...messages.flatMap((m) => (m.photo_filename ? [m.photo_filename] : [])), 'gifts/rose.svg'];
  const files: Record<string, string | null> = {};
  for (const key of keys) {
    const data = await readObject(storage, key);
    files[key] = data ? crypto.createHash('sha256').update(data).digest('hex') : null;
  }
  return { users, messages, images, files };
}

for (const variant of ['local media, backup folder', 'media in a bucket, backup to a bucket'] as const) {
  const bucketed = variant.startsWith('media in a bucket');
  describe(`backup → wipe → restore on PostgreSQL (${variant})`, { skip }, () => {
    const name = `amora_backup_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    let url: string;
    let cdnDir: string;
    let backupDir: string;
    let s3: LocalS3 | null = null;
    let env: NodeJS.ProcessEnv;
    let config: Config;

    /** Opens the database and an app on it (migrated; seeded the first time). */
    async function open(seeded: boolean): Promise<TestContext> {
      const db = await openDatabase({ url, poolSize: 4 });
      if (seeded) {
        await migrate(db);
        await seed(db, { profiles: 40, config });
      }
      const app = await buildApp({ db, config });
      return { app, db, config, kind: 'postgres', close: async () => {
        await app.close();
        await db.destroy();
      } };
    }

    before(async () => {
      const base = new URL(POSTGRES ?? '');
      base.pathname = `/${name}`;
      url = base.toString();
      await admin(`create database ${name}`);
      cdnDir = await mkdtemp(path.join(os.tmpdir(), 'amora-backup-cdn-'));
      backupDir = await mkdtemp(path.join(os.tmpdir(), 'amora-backups-'));
      env = { ...baseEnv(), DATABASE_URL: url, AMORA_CDN_DIR: cdnDir };
      if (bucketed) {
        s3 = await startLocalS3({ buckets: ['amora-media', 'amora-backups'] });
        env = { ...env, ...s3.env('amora-media'), S3_BACKUP_BUCKET: 'amora-backups' };
      }
      config = loadConfig(env, { nodeEnv: 'test', logger: false, rateLimitScale: 1000, cdnDir, s3: readS3Settings(env) });
    });
    after(async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await s3?.close();
      await rm(cdnDir, { recursive: true, force: true });
      await rm(backupDir, { recursive: true, force: true });
    });

    it('gives back the same members, messages and photos', async () => {
      // Members who wrote to each other, with a profile photo and a chat photo.
      const ctx = await open(true);
      const [mia, sam] = [await signUpMember(ctx), await signUpMember(ctx)];
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 160, b: 90 } } }).jpeg().toBuffer();
      const photo = await request(ctx.app, { method: 'POST', url: '/api/photos.php', cookie: mia.cookie, headers: { 'content-type': 'image/jpeg' }, payload: jpeg });
      assert.equal(photo.statusCode, 201, photo.body);
      for (const [from, to, text] of [[mia, sam, 'Hello Sam'], [sam, mia, 'Hi Mia!']] as const) {
        const res = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: from.cookie, payload: { profile: to.profileId, kind: 'text', text, client_message_id: crypto.randomUUID() } });
        assert.equal(res.statusCode, 201, res.body);
      }
      const chatPhoto = await request(ctx.app, {
        method: 'POST',
        url: `/api/chat.php?profile=${mia.profileId}&client_message_id=${crypto.randomUUID()}`,
        cookie: sam.cookie,
        headers: { 'content-type': 'image/jpeg' },
        payload: jpeg,
      });
      assert.equal(chatPhoto.statusCode, 201, chatPhoto.body);
      const before = await snapshot(ctx.db, ctx.app.storage);
      const miaEmail = before.users.find((u) => u.id === mia.userId)?.email ?? '';
      assert.equal(before.images.length, 1);
      assert.ok(Object.values(before.files).every((hash) => hash !== null), JSON.stringify(before.files));
      await ctx.close();

      // Backup.
      const backup = await tool('backup.mjs', bucketed ? ['--to-bucket'] : [backupDir], env);
      assert.equal(backup.code, 0, backup.output);
      const stamp = /^backup (\S+):/m.exec(backup.output)?.[1] ?? '';
      assert.match(stamp, /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/, backup.output);
      if (!bucketed) assert.deepEqual(readdirSync(path.join(backupDir, stamp)).sort(), ['amora.dump', 'manifest.json', 'media']);

      // Wipe: a new empty database, no media.
      await admin(`drop database ${name} with (force)`);
      await admin(`create database ${name}`);
      const media = mediaStorage(config);
      await media.deletePrefix('');
      const left: string[] = [];
      for await (const key of media.list()) left.push(key);
      assert.deepEqual(left, []);

      // Restore.
      const restore = await tool('restore.mjs', bucketed ? ['--from-bucket', stamp] : [path.join(backupDir, stamp)], env);
      assert.equal(restore.code, 0, restore.output);
      assert.match(restore.output, /restored .*: database into amora_backup_/);

      // The same data and files; the members log in, read their chat, and ids go on after theirs.
      const again = await open(false);
      try {
        assert.deepEqual(await snapshot(again.db, again.app.storage), before);
        const cookie = await login(again.app, miaEmail, 'a-good-long-passphrase');
        const thread = body<{ messages: { text: string }[] }>(await request(again.app, { method: 'GET', url: `/api/chat.php?profile=${sam.profileId}`, cookie }));
        assert.deepEqual(thread.messages.map((m) => m.text).filter(Boolean), ['Hello Sam', 'Hi Mia!']);
        const newcomer = await signUpMember(again);
        assert.ok(newcomer.userId > Math.max(...before.users.map((u) => u.id)));
      } finally {
        await again.close();
      }

      // A database that is not empty is never restored over.
      const twice = await tool('restore.mjs', bucketed ? ['--from-bucket', stamp] : [path.join(backupDir, stamp)], env);
      assert.equal(twice.code, 1);
      assert.match(twice.output, /is not empty/);
    });
  });
}

describe('backups of the embedded PGlite', () => {
  it('are refused with what to do instead', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'amora-backups-'));
    try {
      const res = await tool('backup.mjs', [dir], baseEnv());
      assert.equal(res.code, 1);
      assert.match(res.output, /^backup: backups need PostgreSQL: set DATABASE_URL=postgres:\/\/… .*copy that folder/m);
      assert.equal(existsSync(dir) && readdirSync(dir).length, 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
