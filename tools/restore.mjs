// `npm run restore -- <backup folder>` or `npm run restore -- --from-bucket <timestamp>` (issue 33
// "Backups"): puts a backup of `npm run backup` back. The database of DATABASE_URL must be empty
// (a new one: `createdb -O amora amora`); the dump is checked against its SHA-256, restored with
// pg_restore in one transaction (all or nothing; `--jobs N` restores in N connections instead,
// faster for a large database), owners and grants left to the connecting role; then every media
// file goes back into the store the environment names (the local folder, or the bucket when S3_*
// is set: a backup of one can be restored into the other). Start the API afterwards: it applies
// the migrations a newer release added. Exit code 1 with one line on failure.
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { cli } from './lib/args.mjs';
import { BUCKET_PREFIX, DUMP_FILE, databaseUrl, FORMAT, filesUnder, MANIFEST_FILE, MEDIA_FOLDER, mediaStore, pgTool, safeKey, sha256 } from './lib/backup.mjs';
import { bucketSettingsFromEnv, openBucket } from './lib/bucket.mjs';

/** Tables, views and sequences outside PostgreSQL's own schemas: an empty database has none. */
const USER_RELATIONS = `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;

/** Downloads `backups/<name>/` of the backup bucket into a temporary folder; resolves with the folder. */
async function download(name) {
  if (!/^[0-9T-]+Z$/.test(name)) throw new Error(`--from-bucket takes a backup's timestamp (e.g. 2026-11-28T03-00-00Z), not "${name}"`);
  const settings = bucketSettingsFromEnv(process.env, { bucketVariable: 'S3_BACKUP_BUCKET' });
  if (!settings) throw new Error('--from-bucket needs S3_BACKUP_BUCKET (or S3_BUCKET) and the S3_* settings');
  const bucket = openBucket(settings);
  const prefix = `${BUCKET_PREFIX}${name}/`;
  const folder = mkdtempSync(path.join(tmpdir(), 'amora-restore-'));
  try {
    if (!(await bucket.exists(`${prefix}${MANIFEST_FILE}`))) throw new Error(`no complete backup at s3://${settings.bucket}/${prefix}`);
    for await (const key of bucket.list(prefix)) {
      const file = key.slice(prefix.length);
      if (!safeKey(file)) continue;
      const target = path.join(folder, ...file.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      await pipeline((await bucket.get(key)).body, createWriteStream(target));
    }
    return folder;
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    bucket.destroy();
  }
}

await cli('restore', async () => {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { 'from-bucket': { type: 'string' }, jobs: { type: 'string' } }, allowPositionals: true, strict: true });
  const fromBucket = values['from-bucket'];
  if (fromBucket ? positionals.length !== 0 : positionals.length !== 1) throw new Error('usage: npm run restore -- <backup folder> [--jobs N]   or   npm run restore -- --from-bucket <timestamp> [--jobs N]');
  const jobs = values.jobs === undefined ? 1 : Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 32) throw new Error(`--jobs takes a number of connections from 1 to 32, not "${values.jobs}"`);
  const url = databaseUrl();
  const folder = fromBucket ? await download(fromBucket) : path.resolve(positionals[0]);
  const media = mediaStore();
  try {
    if (!existsSync(path.join(folder, MANIFEST_FILE))) {
      throw new Error(`${folder} is not a backup (no ${MANIFEST_FILE}); name the timestamped folder that \`npm run backup\` made`);
    }
    const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    if (manifest.format !== FORMAT) throw new Error(`${folder} holds a backup of another format (${manifest.format}); this tool reads ${FORMAT}`);
    const dump = path.join(folder, DUMP_FILE);
    if (!existsSync(dump) || (await sha256(dump)) !== manifest.database.sha256) throw new Error(`${dump} is missing or damaged (its SHA-256 differs from the manifest's)`);

    const relations = Number((await pgTool('psql', ['-XAtc', USER_RELATIONS], url)).trim());
    if (relations > 0) {
      throw new Error(`the database ${url.pathname.slice(1)} is not empty (${relations} tables, views or sequences): restore into a new one (createdb -O <role> <name>) and point DATABASE_URL at it`);
    }
    await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', ...(jobs > 1 ? [`--jobs=${jobs}`] : ['--single-transaction']), dump], url);

    let files = 0;
    const root = path.join(folder, MEDIA_FOLDER);
    for (const key of filesUnder(root)) {
      await media.write(key, path.join(root, ...key.split('/')));
      files++;
    }
    if (files !== manifest.media.files) throw new Error(`the backup lists ${manifest.media.files} media files but holds ${files}`);
    console.log(`restored ${manifest.created_at}: database into ${url.pathname.slice(1)}, ${files} media files into ${media.location}`);
    console.log('start the API now: it applies any migration newer than the backup');
  } finally {
    media.destroy();
    if (fromBucket) rmSync(folder, { recursive: true, force: true });
  }
});
