// Issue 33 "Object storage": with S3_* set, a release's files are uploaded to the bucket (content
// types, immutable Cache-Control, .br/.gz siblings with Content-Encoding) and the CDN server serves
// them from there as it serves the .cdn folder. Against a real s3rver started here.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { buildCdn } from '../cdn-server.mjs';
import { bucketSettingsFromEnv, openBucket } from '../lib/bucket.mjs';
import { publish, published } from '../lib/remotes.mjs';
import { runNode } from '../lib/run-node.mjs';
import { startLocalS3 } from '../lib/s3-local.mjs';

const ENTRY = `var mf_chat = ${JSON.stringify('x'.repeat(4000))};`;

describe('a release in the bucket, served by the CDN server', () => {
  let s3;
  let bucket;
  let dist;
  let cdn;
  let cdnRoot;
  let version;
  before(async () => {
    s3 = await startLocalS3({ buckets: ['amora-media'] });
    bucket = openBucket(bucketSettingsFromEnv(s3.env()));
    dist = mkdtempSync(path.join(tmpdir(), 'amora-dist-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_chat', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
    writeFileSync(path.join(dist, 'mf-stats.json'), '{}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), ENTRY);
    writeFileSync(path.join(dist, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(path.join(dist, 'remoteEntry.js.gz'), gzipSync(ENTRY));
    writeFileSync(path.join(dist, '512.js.LICENSE.txt'), '/*! MIT */');
    cdnRoot = mkdtempSync(path.join(tmpdir(), 'amora-cdn-'));
    cdn = await buildCdn({ root: cdnRoot, https: false, bucket });
  });
  after(async () => {
    await cdn?.close();
    bucket?.destroy();
    await s3?.close();
    rmSync(dist, { recursive: true, force: true });
    if (cdnRoot) rmSync(cdnRoot, { recursive: true, force: true });
  });

  it('uploads every file of the build under <remote>/<version>/ and names its manifest URL', async () => {
    const release = await publish('mf_chat', { dist, bucket });
    version = release.version;
    assert.match(version, /^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    assert.match(release.manifest_url, new RegExp(`/mf_chat/${version}/mf-manifest\\.json$`));
    const keys = [];
    for await (const key of bucket.list(`mf_chat/${version}/`)) keys.push(key.slice(`mf_chat/${version}/`.length));
    assert.deepEqual(keys.sort(), ['512.js.LICENSE.txt', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']);
    const br = await bucket.get(`mf_chat/${version}/remoteEntry.js.br`);
    assert.equal(br.contentEncoding, 'br');
    assert.match(br.contentType, /javascript/);
    br.body.destroy();
    assert.deepEqual(await published('mf_chat', version, { bucket }), release);
    await assert.rejects(published('mf_chat', '0.0.0-0000000000', { bucket }), /not published in the bucket amora-media/);
  });

  it('never overwrites a published version', async () => {
    await bucket.put(`mf_chat/${version}/remoteEntry.js`, 'changed', { contentType: 'application/javascript; charset=utf-8' });
    await publish('mf_chat', { dist, bucket });
    const res = await cdn.inject({ url: `/mf_chat/${version}/remoteEntry.js` });
    assert.equal(res.body, 'changed');
    await bucket.put(`mf_chat/${version}/remoteEntry.js`, ENTRY, { contentType: 'application/javascript; charset=utf-8' });
  });

  it('sends the brotli or gzip sibling by Accept-Encoding, immutable, with the JavaScript type', async () => {
    const url = `/mf_chat/${version}/remoteEntry.js`;
    const br = await cdn.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), ENTRY);
    assert.match(String(br.headers['content-type']), /^application\/javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['access-control-allow-origin'], '*');
    assert.equal(br.headers['x-content-type-options'], 'nosniff');
    const gz = await cdn.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), ENTRY);
    const plain = await cdn.inject({ url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, ENTRY);
    assert.equal(Number(plain.headers['content-length']), ENTRY.length);
    const manifest = await cdn.inject({ url: `/mf_chat/${version}/mf-manifest.json` });
    assert.match(String(manifest.headers['content-type']), /^application\/json/);
    assert.equal(JSON.parse(manifest.body).id, 'mf_chat');
    const again = await cdn.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
    assert.equal(again.statusCode, 304);
    const license = await cdn.inject({ url: `/mf_chat/${version}/512.js.LICENSE.txt` });
    assert.match(String(license.headers['content-type']), /^text\/plain/);
  });

  it('serves media from the bucket and nothing outside media and the remotes’ folders', async () => {
    await bucket.put('media/gifts/rose.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { contentType: 'image/svg+xml' });
    await bucket.put('media/notes/page.html', '<script>alert(1)</script>', { contentType: 'text/html; charset=utf-8' });
    await bucket.put('backups/2026-11-28T00-00-00Z/amora.dump', 'secret');
    const svg = await cdn.inject({ url: '/media/gifts/rose.svg' });
    assert.equal(svg.statusCode, 200);
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
    assert.equal(svg.headers['cache-control'], 'public, max-age=86400');
    assert.equal(svg.headers['content-disposition'], undefined);
    assert.equal((await cdn.inject({ url: '/media/notes/page.html' })).headers['content-disposition'], 'attachment');
    for (const url of ['/backups/2026-11-28T00-00-00Z/amora.dump', '/media/missing.webp', '/media/../backups/x', '/mf_chat/', '/%E0', '/media/a%00.svg', '/']) {
      const res = await cdn.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, 'Not Found', url);
    }
  });

  it('`npm run release -- mf-chat --version` activates a version published in the bucket', async () => {
    const posted = [];
    const registry = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        posted.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
    try {
      const env = { ...process.env, ...s3.env(), API_URL: `http://127.0.0.1:${registry.address().port}`, AMORA_CDN_URL: 'https://cdn.amora.test', NODE_ENV: 'development' };
      const run = (version) => runNode(['tools/release.mjs', 'mf-chat', '--version', version], { env });
      const ok = await run(version);
      assert.equal(ok.code, 0, ok.output);
      assert.deepEqual(posted, [
        { method: 'POST', url: '/api/remotes.php', auth: 'Bearer dev-deploy-token', body: { name: 'mf_chat', version, manifest_url: `https://cdn.amora.test/mf_chat/${version}/mf-manifest.json`, site: '', percent: 100 } },
      ]);
      const missing = await run('0.0.0-0000000000');
      assert.equal(missing.code, 1);
      assert.match(missing.output, /mf_chat@0\.0\.0-0000000000 is not published in the bucket amora-media/);
      assert.equal(posted.length, 1);
    } finally {
      registry.close();
    }
  });

  it('refuses half-set S3 variables, naming them', () => {
    assert.equal(bucketSettingsFromEnv({}), null);
    assert.throws(() => bucketSettingsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' }), /S3_BUCKET must be set/);
    assert.throws(() => bucketSettingsFromEnv({ S3_BUCKET: 'amora-media', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT "minio:9000"/);
    assert.throws(() => bucketSettingsFromEnv({ S3_BUCKET: 'amora-media', S3_SECRET_ACCESS_KEY: 'x' }), /S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY/);
  });
});
