// What `npm run backup` and `npm run restore` share (issue 33 "Backups"; tools/backup.mjs,
// tools/restore.mjs): the database's connection for pg_dump / pg_restore, the media store (the
// local folder or the bucket), and the backup's manifest.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, MEDIA_CACHE_CONTROL } from '@amora/contracts/object-storage';
import { bucketFromEnv } from './bucket.mjs';
import { CDN_DIR } from './config.mjs';

/** The manifest's format tag; restore refuses anything else. */
export const FORMAT = 'amora-backup/1';
/** File names inside a backup. */
export const DUMP_FILE = 'amora.dump';
export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_FOLDER = 'media';
/** Where `--to-bucket` puts backups in the bucket (the CDN server never serves this prefix). */
export const BUCKET_PREFIX = 'backups/';

/**
 * DATABASE_URL, which must be PostgreSQL.
 * @throws Error explaining what to do on the embedded PGlite (no DATABASE_URL) or with a malformed URL
 */
export function databaseUrl(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    throw new Error(
      'backups need PostgreSQL: set DATABASE_URL=postgres://… (the database of the API). The embedded PGlite of a development machine is a folder (AMORA_DATA_DIR, default .data/pglite): stop the API and copy that folder and .cdn/media instead.',
    );
  }
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a URL (postgres://user:password@host:5432/database)');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  if (parsed.pathname.length < 2) throw new Error('DATABASE_URL names no database (postgres://user:password@host:5432/database)');
  return parsed;
}

/**
 * Runs a PostgreSQL client program (`pg_dump`, `pg_restore`, `psql`) against `url`: the password
 * goes in PGPASSWORD, not on the command line where `ps` would show it. Resolves with its stdout.
 * @throws Error with the program's own message when it fails, or how to install it when it is missing
 */
export function pgTool(program, args, url) {
  const bare = new URL(url);
  const password = decodeURIComponent(bare.password);
  bare.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${bare.toString()}`], { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', (error) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} not found: install PostgreSQL's client programs of the server's major version (Debian: apt-get install postgresql-client-15)`) : error),
    );
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${program} failed (exit ${code}): ${err.trim()}`))));
  });
}

/** The SHA-256 of a file, hex. */
export async function sha256(file) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir`, relative with `/` separators (a write in progress, `*.part`, is skipped). */
export function filesUnder(dir, base = dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return entry.isFile() && !entry.name.endsWith('.part') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/**
 * The media store of the environment, as the API uses it: the bucket under `media/` when S3_* is
 * set, else the folder `<AMORA_CDN_DIR>/media`. `{location, keys(), read(key), write(key, file)}`:
 * keys are relative to the media root (`photos/12/….webp`); `read` gives a Readable; `write`
 * stores a local file under a key.
 */
export function mediaStore(env = process.env) {
  const bucket = bucketFromEnv(env);
  if (bucket) {
    return {
      location: `s3://${bucket.name}/media/`,
      async *keys() {
        for await (const key of bucket.list('media/')) yield key.slice('media/'.length);
      },
      async read(key) {
        const object = await bucket.get(`media/${key}`);
        if (!object) throw new Error(`media/${key} vanished from the bucket while it was copied`);
        return object.body;
      },
      async write(key, file) {
        await bucket.put(`media/${key}`, createReadStream(file), { contentType: contentTypeOf(key), cacheControl: MEDIA_CACHE_CONTROL, contentLength: statSync(file).size });
      },
      destroy: () => bucket.destroy(),
    };
  }
  const root = path.join(env.AMORA_CDN_DIR ? path.resolve(env.AMORA_CDN_DIR) : CDN_DIR, 'media');
  return {
    location: root,
    async *keys() {
      yield* filesUnder(root);
    },
    async read(key) {
      return createReadStream(path.join(root, ...key.split('/')));
    },
    async write(key, file) {
      const target = path.join(root, ...key.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(createReadStream(file), createWriteStream(`${target}.restore.part`));
      renameSync(`${target}.restore.part`, target);
    },
    destroy: () => {},
  };
}

/** Whether `key` is a plain relative path (no `..`, no absolute path): a manifest or listing never writes outside its folder. */
export function safeKey(key) {
  return typeof key === 'string' && key.length > 0 && !key.startsWith('/') && !key.includes('\\') && !key.includes('\0') && key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}
