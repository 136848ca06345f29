import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ChatMessage } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { type Config, loadConfig, REPO_ROOT } from '../config.js';
import { purgeDeletedAccounts } from '../services/purge.js';
import { mediaStorage, readS3Settings, storageProblems } from '../services/storage/index.js';
import type { Image } from '../types.js';
import { appWith, body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';

/*
 * Issue 33 "Object storage": photos, chat photos, gift pictures and avatars go through one store,
 * the local directory or an S3-compatible bucket (a real s3rver started here), and the CDN server
 * (tools/cdn-server.mjs) serves them from either with the right type; erasing an account deletes
 * its files from the store.
 */

// tools/ is plain ESM without types: imported by path.
interface LocalS3 {
  endpoint: string;
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}
interface Bucket {
  name: string;
}
const { startLocalS3 } = (await import(path.join(REPO_ROOT, 'tools/lib/s3-local.mjs'))) as { startLocalS3(o: { buckets: string[] }): Promise<LocalS3> };
const { openBucket, bucketSettingsFromEnv } = (await import(path.join(REPO_ROOT, 'tools/lib/bucket.mjs'))) as {
  bucketSettingsFromEnv(env: Record<string, string>): unknown;
  openBucket(settings: unknown): Bucket;
};
const { buildCdn } = (await import(path.join(REPO_ROOT, 'tools/cdn-server.mjs'))) as {
  buildCdn(o: { root: string; https: boolean; bucket: Bucket | null }): Promise<FastifyInstance>;
};

const PASSWORD = 'a-good-long-passphrase';
const picture = (r: number) => sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 90, b: 140 } } }).jpeg().toBuffer();

for (const backend of ['local', 's3'] as const) {
  describe(`media through the ${backend} store, served by the CDN server`, () => {
    let s3: LocalS3 | null = null;
    let cdnDir: string;
    let ctx: TestContext;
    let cdn: FastifyInstance;
    before(async () => {
      cdnDir = await mkdtemp(path.join(os.tmpdir(), `amora-storage-${backend}-`));
      let settings = null;
      if (backend === 's3') {
        s3 = await startLocalS3({ buckets: ['amora-media'] });
        settings = readS3Settings(s3.env());
      }
      // Few profiles: the avatars are rendered into this run's fresh store.
      ctx = await setupTestApp({ cdnDir, s3: settings }, 40);
      cdn = await buildCdn({ root: cdnDir, https: false, bucket: s3 ? openBucket(bucketSettingsFromEnv(s3.env())) : null });
    });
    after(async () => {
      await cdn?.close();
      await ctx?.close();
      await s3?.close();
      await rm(cdnDir, { recursive: true, force: true });
    });

    const served = (key: string) => cdn.inject({ url: `/media/${key}` });
    const inLocalDir = (key: string) => existsSync(path.join(cdnDir, 'media', key));

    it('keeps the seed’s gift pictures and avatars in that store, served as SVG and WebP', async () => {
      assert.equal(ctx.app.storage.kind, backend);
      const gift = await served('gifts/rose.svg');
      assert.equal(gift.statusCode, 200);
      assert.equal(gift.headers['content-type'], 'image/svg+xml');
      assert.equal(gift.headers['cache-control'], 'public, max-age=86400');
      assert.match(gift.body, /^<svg /);
      const avatar = await ctx.db.selectFrom('images').select('filename').where('filename', 'like', 'avatars/%').executeTakeFirstOrThrow();
      const image = await served(avatar.filename);
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/webp');
      assert.equal((await sharp(image.rawPayload).metadata()).format, 'webp');
      // The bucket, not the folder, holds them with S3 (no silent fallback).
      assert.equal(inLocalDir('gifts/rose.svg'), backend === 'local');
      assert.equal(inLocalDir(avatar.filename), backend === 'local');
    });

    let mia: TestMember;
    let sam: TestMember;
    let kept: Image;
    let miaSent: ChatMessage;
    let samSent: ChatMessage;
    it('stores an uploaded photo and its thumbnail, serves them as image/webp, and a deleted one is gone', async () => {
      [mia, sam] = [await signUpMember(ctx), await signUpMember(ctx)];
      const upload = async () => {
        const res = await request(ctx.app, { method: 'POST', url: '/api/photos.php', cookie: mia.cookie, headers: { 'content-type': 'image/jpeg' }, payload: await picture(200) });
        assert.equal(res.statusCode, 201, res.body);
        return body<{ image: Image }>(res).image;
      };
      const removed = await upload();
      kept = await upload();
      for (const key of [kept.filename, kept.thumb_filename]) {
        const res = await served(key);
        assert.equal(res.statusCode, 200, key);
        assert.equal(res.headers['content-type'], 'image/webp');
        assert.equal(res.headers['content-disposition'], undefined);
        assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
        assert.equal((await sharp(res.rawPayload).metadata()).format, 'webp');
        assert.equal(inLocalDir(key), backend === 'local');
      }
      assert.equal((await served(removed.filename)).statusCode, 200);
      const res = await request(ctx.app, { method: 'DELETE', url: '/api/photos.php', cookie: mia.cookie, payload: { image: removed.id } });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await served(removed.filename)).statusCode, 404);
      assert.equal((await served(removed.thumb_filename)).statusCode, 404);
      assert.equal(await ctx.app.storage.exists(removed.filename), false);
    });

    it('stores chat photos both ways and puts the member’s own files into the data export', async () => {
      const send = async (from: TestMember, to: TestMember, r: number) => {
        const res = await request(ctx.app, {
          method: 'POST',
          url: `/api/chat.php?profile=${to.profileId}&client_message_id=${crypto.randomUUID()}`,
          cookie: from.cookie,
          headers: { 'content-type': 'image/jpeg' },
          payload: await picture(r),
        });
        assert.equal(res.statusCode, 201, res.body);
        return body<{ message: ChatMessage }>(res).message;
      };
      miaSent = await send(mia, sam, 10);
      samSent = await send(sam, mia, 250);
      for (const message of [miaSent, samSent]) {
        const res = await served(message.photo?.filename ?? '');
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-type'], 'image/webp');
      }
      const archive = await request(ctx.app, { method: 'GET', url: '/api/export.php', cookie: mia.cookie });
      assert.equal(archive.statusCode, 200);
      const files = unzipSync(new Uint8Array(archive.rawPayload));
      const photo = files[`photos/${path.basename(kept.filename)}`];
      assert.ok(photo, Object.keys(files).join(', '));
      assert.deepEqual(Buffer.from(photo), (await served(kept.filename)).rawPayload);
      assert.ok(files[`chat-photos/${path.basename(miaSent.photo?.filename ?? '')}`]);
    });

    it('erasing an account deletes its photos, its chat photos and those its partners sent it', async () => {
      const deleted = await request(ctx.app, { method: 'DELETE', url: '/api/user.php', cookie: mia.cookie, payload: { password: PASSWORD } });
      assert.equal(deleted.statusCode, 200, deleted.body);
      await ctx.db.updateTable('users').set({ deleted_at: sql<Date>`now() - interval '15 days'` }).where('id', '=', mia.userId).execute();
      const result = await purgeDeletedAccounts(ctx.db, ctx.config);
      assert.deepEqual(result.profileIds, [mia.profileId]);
      for (const key of [kept.filename, kept.thumb_filename, miaSent.photo?.filename ?? '', samSent.photo?.filename ?? '']) {
        assert.equal((await served(key)).statusCode, 404, key);
      }
      const left: string[] = [];
      for await (const key of ctx.app.storage.list(`photos/${mia.profileId}/`)) left.push(key);
      assert.deepEqual(left, []);
      // Shared files stay.
      assert.equal((await served('gifts/rose.svg')).statusCode, 200);
    });

    if (backend === 's3') {
      it('is not ready while the bucket cannot be reached (/readyz names the storage)', async () => {
        const settings = readS3Settings({ ...s3?.env(), S3_BUCKET: 'no-such-bucket' });
        const app = await appWith(ctx, { s3: settings });
        try {
          const res = await app.inject({ url: '/readyz' });
          assert.equal(res.statusCode, 503);
          assert.equal(body<{ checks: Record<string, string> }>(res).checks.storage, 'failed');
        } finally {
          await app.close();
        }
        assert.equal((await ctx.app.inject({ url: '/readyz' })).statusCode, 200);
      });
    }
  });
}

describe('S3 settings (issue 33: validated at start, never a silent fallback)', () => {
  const problems = (env: Record<string, string>, nodeEnv: Config['nodeEnv'] = 'development') => storageProblems(loadConfig({ ...env, NODE_ENV: nodeEnv }));

  it('keeps the local directory when no S3_* is set', () => {
    const config = loadConfig({});
    assert.equal(config.s3, null);
    assert.deepEqual(storageProblems(config), []);
    assert.equal(mediaStorage(config).kind, 'local');
  });

  it('names the variable that is missing or malformed', () => {
    assert.match(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).join('\n'), /^S3_BUCKET must be set/);
    assert.match(problems({ S3_BUCKET: 'Media_Bucket' }).join('\n'), /^S3_BUCKET "Media_Bucket" is not a bucket name/);
    for (const endpoint of ['minio:9000', 'ftp://store.example', 'https://store.example/bucket', 'https://key:secret@store.example']) {
      assert.match(problems({ S3_BUCKET: 'amora-media', S3_ENDPOINT: endpoint }).join('\n'), /^S3_ENDPOINT /, endpoint);
    }
    assert.match(problems({ S3_BUCKET: 'amora-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }).join('\n'), /^S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/);
    assert.match(problems({ S3_BUCKET: 'amora-media', S3_FORCE_PATH_STYLE: 'maybe' }).join('\n'), /^S3_FORCE_PATH_STYLE must be 1 or 0/);
    assert.match(problems({ S3_BUCKET: 'amora-media', S3_REGION: 'EU Central' }).join('\n'), /^S3_REGION /);
    assert.deepEqual(problems({ S3_BUCKET: 'amora-media', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com/', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }), []);
    // The SDK's own credential chain when no key is given.
    assert.deepEqual(problems({ S3_BUCKET: 'amora-media' }, 'production'), []);
    assert.match(problems({ S3_BUCKET: 'amora-media', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }, 'production').join('\n'), /real credentials in production/);
    assert.throws(() => mediaStorage(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })), /S3_BUCKET must be set/);
  });

  it('refuses to start the API with a malformed S3_ENDPOINT, naming it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'amora-storage-start-'));
    try {
      const { DATABASE_URL: _url, ...env } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
        cwd: REPO_ROOT,
        env: { ...env, NODE_ENV: 'development', PORT: '0', AMORA_DATA_DIR: dataDir, S3_BUCKET: 'amora-media', S3_ENDPOINT: 'minio:9000' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      assert.equal(code, 1, output);
      assert.match(output, /refusing to start: invalid object storage settings:\s+S3_ENDPOINT "minio:9000"/);
      assert.doesNotMatch(output, /listening/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
