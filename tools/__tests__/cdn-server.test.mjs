// The CDN's answers (issue 16 "Headers"): security headers on every file, downloads for media that
// are not images, and `../` refused — checked through fastify's inject on a temporary root.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildCdn } from '../cdn-server.mjs';

let root;
before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cdn-'));
  mkdirSync(path.join(root, 'mf-chat', '1.0.0'), { recursive: true });
  mkdirSync(path.join(root, 'media'), { recursive: true });
  writeFileSync(path.join(root, 'mf-chat', '1.0.0', 'remoteEntry.js'), 'var x = 1;');
  writeFileSync(path.join(root, 'media', 'a.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
  writeFileSync(path.join(root, 'media', 'note.html'), '<script>alert(1)</script>');
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('CDN headers', () => {
  it('sends nosniff, cross-origin resource policy and a referrer policy with every file', async () => {
    const cdn = await buildCdn({ root, https: false });
    for (const url of ['/mf-chat/1.0.0/remoteEntry.js', '/media/a.jpg', '/missing.js']) {
      const res = await cdn.inject({ url });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['strict-transport-security'], undefined, url);
    }
    const js = await cdn.inject({ url: '/mf-chat/1.0.0/remoteEntry.js' });
    assert.match(String(js.headers['content-type']), /javascript/);
    assert.match(String(js.headers['cache-control']), /immutable/);
    await cdn.close();
  });

  it('shows images inline and sends any other media file as a download', async () => {
    const cdn = await buildCdn({ root, https: false });
    const image = await cdn.inject({ url: '/media/a.jpg' });
    assert.equal(image.headers['content-type'], 'image/jpeg');
    assert.equal(image.headers['content-disposition'], undefined);
    const html = await cdn.inject({ url: '/media/note.html' });
    assert.equal(html.headers['content-disposition'], 'attachment');
    await cdn.close();
  });

  it('sends the build\'s brotli sibling of a remote\'s remoteEntry.js with Vary (issue 12)', async () => {
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const js = `var entry = ${JSON.stringify('x'.repeat(4000))};`;
    writeFileSync(path.join(root, 'mf-chat', '1.0.0', 'remoteEntry.js'), js);
    writeFileSync(path.join(root, 'mf-chat', '1.0.0', 'remoteEntry.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(root, 'mf-chat', '1.0.0', 'remoteEntry.js.gz'), gzipSync(js));
    const cdn = await buildCdn({ root, https: false });
    const br = await cdn.inject({ url: '/mf-chat/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers['cache-control']), /immutable/);
    const plain = await cdn.inject({ url: '/mf-chat/1.0.0/remoteEntry.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, js);
    await cdn.close();
  });

  it('adds HSTS when the public CDN URL is https, and refuses ../', async () => {
    const cdn = await buildCdn({ root, https: true });
    const res = await cdn.inject({ url: '/media/a.jpg' });
    assert.match(String(res.headers['strict-transport-security']), /max-age=31536000/);
    const outside = await cdn.inject({ url: '/media/../../etc/passwd' });
    assert.notEqual(outside.statusCode, 200);
    await cdn.close();
  });

  it('answers a plain 404 without framework codes for a path out of its root, a NUL byte or a malformed address (issue 29)', async () => {
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    const cdn = await buildCdn({ root: path.join(root, 'media'), https: false });
    await cdn.listen({ port: 0, host: '127.0.0.1' });
    // The raw request line, as a client may send it (inject and fetch would resolve the `..`).
    const raw = (url) =>
      new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port: cdn.server.address().port, path: url }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
        }).on('error', reject);
      });
    try {
      for (const url of ['/../.env', '/%2e%2e/.env', '/a.jpg/../../.env', '/a%00.jpg', '/%E0', '/missing.jpg']) {
        assert.deepEqual(await raw(url), { status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found' }, url);
      }
      assert.equal((await raw('/a.jpg')).status, 200);
    } finally {
      await cdn.close();
    }
  });
});
