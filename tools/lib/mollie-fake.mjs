// The e2e suite's Mollie (issue 32): `tools/start.mjs` runs a local server answering as Mollie's
// API v2 and its test-mode checkout (api/src/test/mollie-fake-server.ts) when
// AMORA_MOLLIE_FAKE_PORT asks, and the API pays through it for the sites and methods whose
// `payment_providers` setting chooses Mollie.
import { randomBytes } from 'node:crypto';

/**
 * The local Mollie of a test run: with `AMORA_MOLLIE_FAKE_PORT=<port>` (e2e/playwright.config.ts),
 * `args` start the fake on that port of 127.0.0.1 (node arguments, run from the repository root)
 * and `apiEnv` is what the API process needs to pay through it: a fresh `test_…` key, the fake's
 * `MOLLIE_API_BASE`, and NODE_TLS_REJECT_UNAUTHORIZED=0 — Mollie's SDK trusts only the CA bundle
 * it ships (an https.Agent with its own `ca`; NODE_EXTRA_CA_CERTS does not reach it, and it takes
 * no agent), so the fake's self-signed certificate is accepted by turning certificate checks off,
 * in that API process only. null without the variable. Throws with NODE_ENV=production.
 */
export function mollieFake(env = process.env) {
  const port = env.AMORA_MOLLIE_FAKE_PORT;
  if (!port) return null;
  if (env.NODE_ENV === 'production') throw new Error('AMORA_MOLLIE_FAKE_PORT starts a fake Mollie for tests: refusing it with NODE_ENV=production');
  const apiKey = `test_${randomBytes(15).toString('hex')}`;
  return {
    args: ['--import', 'tsx', 'api/src/test/mollie-fake-server.ts', '--port', port, '--api-key', apiKey],
    apiEnv: { MOLLIE_API_KEY: apiKey, MOLLIE_API_BASE: `https://127.0.0.1:${port}/v2/`, NODE_TLS_REJECT_UNAUTHORIZED: '0' },
  };
}
