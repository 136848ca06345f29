/**
 * The one Playwright config (CONVENTIONS habit 1): real Debian Chromium against the real running
 * platform — shell :3000, CDN :3100, API :4000 — started by `tools/start.mjs` on a fresh embedded
 * database, never a mocked API.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Specs that release, promote or roll back remotes: they change what every page loads. */
const REGISTRY_SPECS = ['release.spec.ts', 'splits.spec.ts', 'canary.spec.ts'];
/** Specs of the multi-node cluster (issue 33): only playwright.cluster.config.ts runs them. */
const CLUSTER_SPECS = 'cluster/**';
const dataDir = path.resolve(__dirname, '../.data/e2e');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two specs at a time (each makes its own members, so they do not meet); the tests of one file
  // run in order unless the file says otherwise.
  workers: 2,
  projects: [
    { name: 'site', testIgnore: [...REGISTRY_SPECS, CLUSTER_SPECS] },
    // After all the others, one at a time: a release during another spec would change its pages.
    { name: 'registry', testMatch: REGISTRY_SPECS, dependencies: ['site'], workers: 1 },
  ],
  // No retries: a flaky spec is a defect to fix, not to hide (issue 8).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The site registers a service worker on every page (issue 15); specs run without it, so what they
    // cut or watch is the page's own traffic. installed-app.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP de.localhost 127.0.0.1'],
    },
  },
  webServer: {
    command: `rm -rf '${dataDir}' && node ../tools/start.mjs`,
    cwd: __dirname,
    url: 'http://localhost:3000/favicon.svg',
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The specs sign up and write from one address far faster than people: limits ×100 (API tests check the real ones).
    // A local Mollie (API and test-mode checkout) on :3190 for payments-mollie.spec.ts (tools/lib/mollie-fake.mjs).
    // canary.spec.ts (issue 35) waits for the canary judge: it runs every 2 s (the scheduler tries every third of a 6 s lease).
    env: { DATABASE_URL: '', AMORA_DATA_DIR: dataDir, AMORA_SEED_PROFILES: '400', NODE_ENV: 'test', AMORA_RATE_LIMIT_SCALE: '100', AMORA_MOLLIE_FAKE_PORT: '3190', AMORA_CANARY_CHECK_MS: '2000', AMORA_SCHEDULER_LEASE_S: '6' },
  },
});
