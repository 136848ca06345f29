import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TestContext, request, setupTestApp } from './helpers.js';

/** Issue 16 "Headers": the security headers of every API answer (plugins/security-headers.ts). */
describe('security headers', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(() => ctx.close());

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['cross-origin-resource-policy'], 'same-site');
    assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(headers['x-frame-options'], 'DENY');
  };

  it('on answers, errors and unknown routes; HSTS only over https', async () => {
    const ok = await request(ctx.app, { method: 'GET', url: '/api/settings.php' });
    assert.equal(ok.statusCode, 200);
    expectSecurityHeaders(ok.headers);
    assert.equal(ok.headers['strict-transport-security'], undefined);
    const denied = await request(ctx.app, { method: 'GET', url: '/api/user.php' });
    assert.equal(denied.statusCode, 403);
    expectSecurityHeaders(denied.headers);
    const unknown = await request(ctx.app, { method: 'GET', url: '/api/nothing.php' });
    assert.equal(unknown.statusCode, 404);
    expectSecurityHeaders(unknown.headers);
    // Behind the shell (a trusted proxy) that received https.
    const secure = await request(ctx.app, { method: 'GET', url: '/api/settings.php', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    // A made-up X-Forwarded-Proto from an untrusted address changes nothing.
    const spoofed = await request(ctx.app, { method: 'GET', url: '/api/settings.php', remoteAddress: '198.51.100.40', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers['strict-transport-security'], undefined);
  });

  it('compresses JSON answers over 1 KB for a browser that accepts it (issue 12), small ones not', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const big = await request(ctx.app, { method: 'GET', url: '/api/members.php', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(big.statusCode, 200);
    assert.equal(big.headers['content-encoding'], 'br');
    assert.match(String(big.headers.vary), /accept-encoding/i);
    assert.ok(Array.isArray(JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8')).profiles));
    const plain = await request(ctx.app, { method: 'GET', url: '/api/members.php' });
    assert.equal(plain.headers['content-encoding'], undefined);
    const small = await request(ctx.app, { method: 'GET', url: '/api/logout.php', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined);
  });
});
