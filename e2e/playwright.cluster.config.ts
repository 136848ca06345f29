/**
 * The cluster's Playwright config (issue 33 "A multi-node topology on this machine"): real Debian
 * Chromium against `npm run start:cluster` (tools/start-cluster.mjs) — nginx :3400 in front of two
 * shells and two APIs from the production build, on PostgreSQL (database amora_cluster, made anew),
 * Redis and the local S3 store — started here on a fresh database. It runs a chosen part of the
 * platform's suite through nginx (chat, likes, payments, releases) and the specs of
 * tests/cluster/ (nodes: one member per shell; failover: an API killed; backup and restore), which
 * the platform's config leaves out. Browser settings are the platform config's (one factory,
 * CONVENTIONS habit 1); ports and places come from tools/cluster/config.cjs (CLUSTER_* variables).
 */
import { defineConfig } from '@playwright/test';
import { clusterSettings, toolEnv } from '../tools/cluster/config.cjs';
import platform from './playwright.config';

const cluster = clusterSettings();
// The specs (helpers.ts ORIGIN, the cluster specs) and the tools they run (`npm run release`,
// `rollback`, `remotes`, `backup`, `restore`, the operator CLIs) act on the cluster: its site, its
// API A, its bucket and database. Set before the workers start, which inherit it.
Object.assign(process.env, toolEnv(cluster), { E2E_BASE_URL: cluster.urls.public });

/** The platform specs run against the cluster: the chat, likes, payments and release specs. */
const SITE_SPECS = ['chat-live.spec.ts', 'likes-live.spec.ts', 'payments.spec.ts'];

export default defineConfig({
  ...platform,
  testDir: './tests',
  // Beside the platform suite's results, not over them.
  outputDir: './test-results/cluster',
  // In order, each after the one before (`dependencies`): the cluster specs first, alone — the
  // nodes spec reads the APIs' metrics, which nothing else may move meanwhile; the failover and
  // restore specs kill and stop processes —, then the platform's specs two at a time, then the
  // release (it changes every page) alone.
  projects: [
    { name: 'cluster-nodes', testMatch: 'cluster/nodes.spec.ts', workers: 1 },
    { name: 'cluster-failover', testMatch: 'cluster/failover.spec.ts', dependencies: ['cluster-nodes'], workers: 1 },
    { name: 'cluster-restore', testMatch: 'cluster/backup-restore.spec.ts', dependencies: ['cluster-failover'], workers: 1 },
    { name: 'cluster-site', testMatch: SITE_SPECS, dependencies: ['cluster-restore'] },
    { name: 'cluster-registry', testMatch: 'release.spec.ts', dependencies: ['cluster-site'], workers: 1 },
  ],
  use: { ...platform.use, baseURL: cluster.urls.public },
  webServer: {
    command: 'node ../tools/start-cluster.mjs --fresh',
    cwd: __dirname,
    // The control endpoint answers last, once every process is ready.
    url: `${cluster.urls.control}/status`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Ctrl-C's path: every process drains and ends, nothing is left running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    // As the platform's suite: the test environment (dev outbox, sandbox payments), limits ×100 (the
    // specs sign up and write from one address far faster than people), 400 seeded profiles.
    env: { NODE_ENV: 'test', AMORA_RATE_LIMIT_SCALE: '100', AMORA_SEED_PROFILES: '400' },
  },
});
