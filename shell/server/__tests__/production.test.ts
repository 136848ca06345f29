// The shell process in production (issue 29): an AMORA_DEPLOY_TOKEN under 32 characters (it opens
// the remote overrides) or an AMORA_PROXY_SECRET missing or under 32 keeps it from starting.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';

const MAIN = path.resolve(__dirname, '../main.ts');
const PROXY_SECRET = 'p'.repeat(32);

/**
 * Runs the shell's main.ts on a free port with `env` added: resolves with its exit code (null when
 * it was listening, then stopped) and output; stopped after 20 s at the latest.
 */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_URL: 'http://127.0.0.1:9', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('shell listening')) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('shell in production (issue 29)', () => {
  it('refuses to start with a deploy token under 32 characters, naming it', async () => {
    for (const token of ['x', 'dev-deploy-token', 't'.repeat(31)]) {
      const { code, output } = await start({ NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: token, AMORA_PROXY_SECRET: PROXY_SECRET });
      assert.equal(code, 1, output);
      assert.match(output, /refusing to start in production: AMORA_DEPLOY_TOKEN must be a secret of at least 32 characters/);
    }
  });

  it('refuses to start without a proxy secret of 32 characters, naming it', async () => {
    for (const secret of ['', 's'.repeat(31)]) {
      const { code, output } = await start({ NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: '', AMORA_PROXY_SECRET: secret });
      assert.equal(code, 1, output);
      assert.match(output, /AMORA_PROXY_SECRET must be set/);
    }
  });

  it('starts with a deploy token of 32 characters, without one, and outside production with a short one', async () => {
    for (const env of [{ NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: 't'.repeat(32), AMORA_PROXY_SECRET: PROXY_SECRET }, { NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: '', AMORA_PROXY_SECRET: PROXY_SECRET }, { NODE_ENV: 'development', AMORA_DEPLOY_TOKEN: 'x', AMORA_PROXY_SECRET: '' }]) {
      const { output } = await start(env);
      assert.match(output, /shell listening/, JSON.stringify(env));
    }
  });
});
