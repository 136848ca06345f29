// Issue 33 "Observability": the API's log (services/log-options.ts) — JSON lines, each request's
// id taken from the shell's X-Request-Id (or made) and answered, and no secret written: the
// token query parameters of mail links and the credential headers read `[redacted]`.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type TestContext, setupTestApp } from './helpers.js';

/** A stream keeping what the logger writes, one parsed JSON object per line. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines, text: () => text };
}

describe('request ids and the log', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const log = logCapture();
  before(async () => {
    ctx = await setupTestApp();
    // As in production: the log on at info level.
    app = await buildApp({ db: ctx.db, config: { ...ctx.config, logger: true, logLevel: 'info' }, logStream: log.stream });
  });
  after(async () => {
    await app.close();
    await ctx.close();
  });

  it('takes the shell’s X-Request-Id, answers it and writes it in every line of the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'localhost', 'x-request-id': 'shell-7f3a9c' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-request-id'], 'shell-7f3a9c');
    const mine = log.lines.filter((l) => l.reqId === 'shell-7f3a9c');
    assert.deepEqual(mine.map((l) => l.msg), ['incoming request', 'request completed']);
    assert.equal(typeof mine[0]?.time, 'number');
  });

  it('makes one when there is none, or a malformed one', async () => {
    for (const given of [undefined, 'two words', 'x'.repeat(129), 'line\nbreak']) {
      const res = await app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'localhost', ...(given ? { 'x-request-id': given } : {}) } });
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    }
  });

  it('writes the token query parameters of mail links, and other secrets, as [redacted]', async () => {
    const secrets = ['ActToken1234567890', 'ReactToken987654321', 'UnsubToken5555555', 'DeployTok424242'];
    const urls = [
      `/api/activate.php?token=${secrets[0]}`,
      `/api/reactivate.php?token=${secrets[1]}&x=1`,
      `/api/unsubscribe.php?lang=de&token=${secrets[2]}`,
      `/api/settings.php?deploy_token=${secrets[3]}`,
    ];
    for (const url of urls) {
      await app.inject({ method: 'GET', url, headers: { host: 'localhost', 'x-request-id': 'redaction-check', cookie: 'amora_session=SessionSecret1', authorization: 'Bearer CliKeySecret1' } });
    }
    const logged = log.lines.filter((l) => l.reqId === 'redaction-check' && l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    assert.deepEqual(logged, ['/api/activate.php?token=[redacted]', '/api/reactivate.php?token=[redacted]&x=1', '/api/unsubscribe.php?lang=de&token=[redacted]', '/api/settings.php?deploy_token=[redacted]']);
    for (const secret of [...secrets, 'SessionSecret1', 'CliKeySecret1']) assert.ok(!log.text().includes(secret), `${secret} was logged`);
  });

  it('writes the credential headers as [redacted] in any line that holds them', () => {
    app.log.warn({ headers: { authorization: 'Bearer HeaderSecret1', cookie: 'amora_session=HeaderSecret2', 'set-cookie': ['amora_session=HeaderSecret3'], 'user-agent': 'probe' } }, 'headers probe');
    const line = log.lines.find((l) => l.msg === 'headers probe');
    assert.deepEqual(line?.headers, { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]', 'user-agent': 'probe' });
    assert.ok(!/HeaderSecret/.test(log.text()));
  });
});
