import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config.js';
import { GIFTS } from '../db/migrations/006_chat.js';
import { installGiftImages } from '../seed/gift-images.js';
import { createLocalStorage } from '../services/storage/local.js';

/**
 * The gift pictures (issue 9): `GET /api/gifts.php` answers `image: gifts/<key>.svg`, relative to
 * `settings.cdn_prefix` (`<cdn>/media/`). The seed copies the committed SVGs of
 * api/src/seed/gifts into `<cdnDir>/media/gifts/`, and the local CDN (tools/cdn-server.mjs)
 * serves them from there.
 */
describe('gift images on the CDN', () => {
  const dirs: string[] = [];
  const servers: FastifyInstance[] = [];
  after(async () => {
    for (const s of servers) await s.close();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('installs one small SVG per gift of the catalogue into <media>/gifts, rewriting only what differs', async () => {
    const cdn = await mkdtemp(path.join(os.tmpdir(), 'amora-gifts-'));
    dirs.push(cdn);
    const media = path.join(cdn, 'media');
    const storage = createLocalStorage(media);
    assert.equal(await installGiftImages(storage), GIFTS.length);
    for (const gift of GIFTS) {
      const svg = await readFile(path.join(media, gift.image), 'utf8');
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/, gift.key);
      assert.doesNotMatch(svg, /<text|<script|href=/, gift.key);
      assert.ok(svg.length < 2000, `${gift.key} is ${svg.length} bytes`);
    }
    assert.equal(await installGiftImages(storage), 0);
    await writeFile(path.join(media, 'gifts/rose.svg'), 'stale');
    assert.equal(await installGiftImages(storage), 1);
  });

  it('is served by the local CDN as image/svg+xml at cdn_prefix + image', async () => {
    const cdn = await mkdtemp(path.join(os.tmpdir(), 'amora-gifts-'));
    dirs.push(cdn);
    await installGiftImages(createLocalStorage(path.join(cdn, 'media')));
    // tools/ is plain ESM without types: imported by path.
    const cdnServer = path.join(REPO_ROOT, 'tools/cdn-server.mjs');
    const { startCdn } = (await import(cdnServer)) as {
      startCdn(options: { port: number; root: string }): Promise<FastifyInstance>;
    };
    const previousHost = process.env.HOST;
    process.env.HOST = '127.0.0.1';
    const server = await startCdn({ port: 0, root: cdn }).finally(() => {
      if (previousHost === undefined) delete process.env.HOST;
      else process.env.HOST = previousHost;
    });
    servers.push(server);
    const address = server.server.address();
    assert.ok(address && typeof address === 'object');
    const res = await fetch(`http://127.0.0.1:${address.port}/media/gifts/rose.svg`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(await res.text(), /<svg /);
  });
});
