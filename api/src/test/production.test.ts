import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEV_DEPLOY_TOKEN, DEV_CLI_KEY, DEV_WEBHOOK_SECRET, loadConfig, MIN_SECRET_LENGTH, productionProblems } from '../config.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `node <args>` in the repository with `env` added; resolves with its exit code and output (killed after `ms`). */
function run(args: string[], env: Record<string, string>, ms = 30_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Issue 16 "Production safety": with `NODE_ENV=production` the API and the release tools refuse
 * to start with a missing or default deploy or operator token or payment webhook secret. (The dev outbox being off in
 * production is tested in ops.test.ts.)
 */
describe('production safety', () => {
  it('lists every missing or default token, and nothing outside production', () => {
    const prod = (env: Record<string, string>) => productionProblems(loadConfig({ NODE_ENV: 'production', ...env }));
    assert.equal(prod({}).length, 4);
    assert.equal(prod({ AMORA_DEPLOY_TOKEN: DEV_DEPLOY_TOKEN, AMORA_CLI_KEY: 'dev-cli-key', PAYMENT_WEBHOOK_SECRET: 'dev-webhook-secret', AMORA_PROXY_SECRET: 'p'.repeat(32) }).length, 3);
    assert.deepEqual(prod({ AMORA_DEPLOY_TOKEN: 'd'.repeat(32), AMORA_CLI_KEY: 'o'.repeat(40), PAYMENT_WEBHOOK_SECRET: `whsec_${'s'.repeat(26)}`, AMORA_PROXY_SECRET: 'p'.repeat(32) }), []);
    assert.deepEqual(productionProblems(loadConfig({ NODE_ENV: 'development' })), []);
  });

  it('refuses a token or secret shorter than 32 characters, naming it (issue 29)', () => {
    const long = { AMORA_DEPLOY_TOKEN: 'd'.repeat(32), AMORA_CLI_KEY: 'o'.repeat(32), PAYMENT_WEBHOOK_SECRET: 's'.repeat(32), MAILGUN_WEBHOOK_SIGNING_KEY: `key-${'m'.repeat(32)}`, AMORA_PROXY_SECRET: 'p'.repeat(32) };
    assert.equal(MIN_SECRET_LENGTH, 32);
    for (const name of Object.keys(long)) {
      for (const short of ['x', 's'.repeat(31)]) {
        const problems = productionProblems(loadConfig({ NODE_ENV: 'production', ...long, [name]: short }));
        assert.equal(problems.length, 1, `${name}=${short}`);
        assert.match(problems[0] ?? '', new RegExp(`^${name} must be set to .* at least 32 characters`));
      }
    }
    // Outside production the short development defaults stay, and nothing is refused.
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      assert.deepEqual([config.deployToken, config.cliKey, config.paymentWebhookSecret], [DEV_DEPLOY_TOKEN, DEV_CLI_KEY, DEV_WEBHOOK_SECRET]);
      assert.deepEqual(productionProblems(loadConfig({ NODE_ENV, AMORA_DEPLOY_TOKEN: 'x', AMORA_CLI_KEY: 'y', PAYMENT_WEBHOOK_SECRET: 'z', MAILGUN_WEBHOOK_SIGNING_KEY: 'w' })), []);
    }
  });

  it('takes production without a Mailgun signing key (no bounce webhook), but not with a short one (issue 32)', () => {
    const ready = { NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: 'd'.repeat(32), AMORA_CLI_KEY: 'o'.repeat(32), PAYMENT_WEBHOOK_SECRET: 's'.repeat(32), AMORA_PROXY_SECRET: 'p'.repeat(32) };
    assert.equal(loadConfig(ready).mailgunWebhookSigningKey, null);
    assert.deepEqual(productionProblems(loadConfig(ready)), []);
    assert.deepEqual(productionProblems(loadConfig({ ...ready, MAILGUN_WEBHOOK_SIGNING_KEY: `key-${'5c'.repeat(16)}` })), []);
    assert.deepEqual(productionProblems(loadConfig({ ...ready, MAILGUN_WEBHOOK_SIGNING_KEY: 'k'.repeat(31) })), [
      "MAILGUN_WEBHOOK_SIGNING_KEY must be set to Mailgun's HTTP webhook signing key of at least 32 characters, or left unset",
    ]);
  });

  it('the API process exits with the reasons instead of starting', async () => {
    const { code, output } = await run(['--import', 'tsx', 'api/src/server.ts'], {
      NODE_ENV: 'production',
      AMORA_DEPLOY_TOKEN: '',
      AMORA_CLI_KEY: 'dev-cli-key',
      PORT: '0',
      AMORA_LOG: '0',
    });
    assert.equal(code, 1, output);
    assert.match(output, /refusing to start in production/);
    assert.match(output, /AMORA_DEPLOY_TOKEN/);
    assert.match(output, /AMORA_CLI_KEY/);
    assert.match(output, /PAYMENT_WEBHOOK_SECRET/);
    assert.doesNotMatch(output, /listening/);
  });

  it('the API process refuses one-character tokens and webhook secret, naming each (issue 29)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-prod-'));
    try {
      const { code, output } = await run(
        ['--import', 'tsx', 'api/src/server.ts'],
        { NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: 'a', AMORA_CLI_KEY: 'b', PAYMENT_WEBHOOK_SECRET: 'c', MAILGUN_WEBHOOK_SIGNING_KEY: 'd', AMORA_DATA_DIR: dataDir, PORT: '0', AMORA_LOG: '0' },
        20_000,
      );
      assert.equal(code, 1, output);
      for (const name of ['AMORA_DEPLOY_TOKEN', 'AMORA_CLI_KEY', 'PAYMENT_WEBHOOK_SECRET', 'MAILGUN_WEBHOOK_SIGNING_KEY']) assert.match(output, new RegExp(`${name} must be set to .* at least 32 characters`));
      assert.doesNotMatch(output, /listening/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the release tool refuses to activate a version without the real deploy token', async () => {
    const { code, output } = await run(['--input-type=module', '-e', "import('./tools/lib/config.mjs').then((m) => m.requireDeployToken())"], {
      NODE_ENV: 'production',
      AMORA_DEPLOY_TOKEN: 'dev-deploy-token',
    });
    assert.notEqual(code, 0);
    assert.match(output, /refusing to release in production/);
  });

  it('the release tool refuses a deploy token shorter than 32 characters, and takes one of 32 (issue 29)', async () => {
    const release = (token: string) => run(['--input-type=module', '-e', "import('./tools/lib/config.mjs').then((m) => m.requireDeployToken())"], { NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: token });
    const short = await release('t'.repeat(31));
    assert.notEqual(short.code, 0);
    assert.match(short.output, /refusing to release in production: set AMORA_DEPLOY_TOKEN .* at least 32 characters/);
    const ok = await release('t'.repeat(32));
    assert.equal(ok.code, 0, ok.output);
  });
});
