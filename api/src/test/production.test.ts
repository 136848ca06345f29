import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEV_DEPLOY_TOKEN, loadConfig, productionProblems } from '../config.js';

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
    assert.equal(prod({}).length, 3);
    assert.equal(prod({ AMORA_DEPLOY_TOKEN: DEV_DEPLOY_TOKEN, AMORA_OPERATOR_TOKEN: 'dev-operator-token', PAYMENT_WEBHOOK_SECRET: 'dev-webhook-secret' }).length, 3);
    assert.deepEqual(prod({ AMORA_DEPLOY_TOKEN: 's3cret-deploy', AMORA_OPERATOR_TOKEN: 's3cret-operator', PAYMENT_WEBHOOK_SECRET: 'whsec_s3cret' }), []);
    assert.deepEqual(productionProblems(loadConfig({ NODE_ENV: 'development' })), []);
  });

  it('the API process exits with the reasons instead of starting', async () => {
    const { code, output } = await run(['--import', 'tsx', 'api/src/server.ts'], {
      NODE_ENV: 'production',
      AMORA_DEPLOY_TOKEN: '',
      AMORA_OPERATOR_TOKEN: 'dev-operator-token',
      PORT: '0',
      AMORA_LOG: '0',
    });
    assert.equal(code, 1, output);
    assert.match(output, /refusing to start in production/);
    assert.match(output, /AMORA_DEPLOY_TOKEN/);
    assert.match(output, /AMORA_OPERATOR_TOKEN/);
    assert.match(output, /PAYMENT_WEBHOOK_SECRET/);
    assert.doesNotMatch(output, /listening/);
  });

  it('the release tool refuses to activate a version without the real deploy token', async () => {
    const { code, output } = await run(['--input-type=module', '-e', "import('./tools/lib/config.mjs').then((m) => m.requireDeployToken())"], {
      NODE_ENV: 'production',
      AMORA_DEPLOY_TOKEN: 'dev-deploy-token',
    });
    assert.notEqual(code, 0);
    assert.match(output, /refusing to release in production/);
  });
});
