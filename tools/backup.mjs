// `npm run backup -- <dir>` or `npm run backup -- --to-bucket` (issue 33 "Backups"): a pg_dump
// (custom format) of DATABASE_URL and a copy of every media file (the local folder or the bucket,
// as the API stores them) into `<dir>/<UTC timestamp>/` — or into the bucket under
// `backups/<timestamp>/` (S3_BACKUP_BUCKET, else S3_BUCKET). The folder holds `amora.dump`,
// `media/…` and `manifest.json` (what, when, sizes, the dump's SHA-256). `npm run restore` puts it
// back. The database is dumped first, then the media: a photo uploaded meanwhile may be in the
// media without its row (harmless), never a row of the dump without the file it had then unless
// that photo was deleted meanwhile. Exit code 1 with one line on failure.
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { cli } from './lib/args.mjs';
import { BUCKET_PREFIX, DUMP_FILE, databaseUrl, FORMAT, filesUnder, MANIFEST_FILE, MEDIA_FOLDER, mediaStore, pgTool, sha256 } from './lib/backup.mjs';
import { bucketSettingsFromEnv, openBucket } from './lib/bucket.mjs';

/** `2026-11-28T09-05-32Z`: sorts by time and is a valid folder and key name everywhere. */
const stamp = (date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

await cli('backup', async () => {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { 'to-bucket': { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  const toBucket = values['to-bucket'];
  if (toBucket ? positionals.length !== 0 : positionals.length !== 1) throw new Error('usage: npm run backup -- <dir>   or   npm run backup -- --to-bucket');
  const url = databaseUrl();
  const backupBucket = toBucket ? bucketSettingsFromEnv(process.env, { bucketVariable: 'S3_BACKUP_BUCKET' }) : null;
  if (toBucket && !backupBucket) throw new Error('--to-bucket needs S3_BACKUP_BUCKET (or S3_BUCKET) and the S3_* settings');
  const media = mediaStore();
  const started = new Date();
  const name = stamp(started);
  const folder = toBucket ? mkdtempSync(path.join(tmpdir(), 'amora-backup-')) : path.resolve(positionals[0], name);
  if (!toBucket && existsSync(folder)) throw new Error(`${folder} exists already`);
  mkdirSync(path.join(folder, MEDIA_FOLDER), { recursive: true });
  try {
    const dump = path.join(folder, DUMP_FILE);
    await pgTool('pg_dump', ['--format=custom', `--file=${dump}`], url);
    const server = (await pgTool('psql', ['-XAtc', 'show server_version'], url)).trim();

    let files = 0;
    let bytes = 0;
    for await (const key of media.keys()) {
      const target = path.join(folder, MEDIA_FOLDER, ...key.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(await media.read(key), createWriteStream(target));
      files++;
      bytes += statSync(target).size;
    }

    const manifest = {
      format: FORMAT,
      created_at: started.toISOString(),
      database: { file: DUMP_FILE, format: 'pg_dump custom', server_version: server, database: url.pathname.slice(1), bytes: statSync(dump).size, sha256: await sha256(dump) },
      media: { folder: MEDIA_FOLDER, source: media.location, files, bytes },
    };
    writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    if (backupBucket) {
      const bucket = openBucket(backupBucket);
      const prefix = `${BUCKET_PREFIX}${name}/`;
      // The manifest last: a backup whose manifest is in the bucket is complete.
      for (const file of filesUnder(folder).filter((f) => f !== MANIFEST_FILE)) {
        const full = path.join(folder, ...file.split('/'));
        await bucket.put(`${prefix}${file}`, createReadStream(full), { contentType: 'application/octet-stream', contentLength: statSync(full).size });
      }
      await bucket.put(`${prefix}${MANIFEST_FILE}`, JSON.stringify(manifest, null, 2), { contentType: 'application/json' });
      bucket.destroy();
      console.log(`backup ${name}: database ${manifest.database.bytes} bytes, ${files} media files (${bytes} bytes) → s3://${backupBucket.bucket}/${prefix}`);
      console.log(`restore with: npm run restore -- --from-bucket ${name}`);
    } else {
      console.log(`backup ${name}: database ${manifest.database.bytes} bytes, ${files} media files (${bytes} bytes) → ${folder}`);
      console.log(`restore with: npm run restore -- ${folder}`);
    }
  } catch (error) {
    // Half a backup must not pass for one.
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    media.destroy();
    if (toBucket) rmSync(folder, { recursive: true, force: true });
  }
});
