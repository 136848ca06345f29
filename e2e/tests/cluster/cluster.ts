import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { clusterSettings } from '../../../tools/cluster/config.cjs';

/**
 * The running cluster of `npm run start:cluster` (issue 33), as playwright.cluster.config.ts
 * started it: its addresses (tools/cluster/config.cjs) and its control endpoint
 * (tools/cluster/control.mjs), through which a spec stops, kills and restarts single processes.
 */
export const CLUSTER = clusterSettings();
/** Each shell on its own port: a member whose context has one of these as baseURL stays on that shell (and its API). */
export const SHELL_A = CLUSTER.urls.shellA;
export const SHELL_B = CLUSTER.urls.shellB;
/** The processes the control endpoint knows. */
export type ClusterProcess = 'api-a' | 'api-b' | 'shell-a' | 'shell-b' | 'cdn';

const ROOT = path.resolve(__dirname, '../../..');

/** A call of the control endpoint; resolves with its JSON. @throws when it answers other than 200 */
export async function control<T = Record<string, unknown>>(method: 'GET' | 'POST', route: string): Promise<T> {
  const response = await fetch(`${CLUSTER.urls.control}${route}`, { method });
  const body = (await response.json()) as T & { error?: string };
  if (response.status !== 200) throw new Error(`control ${method} ${route}: ${response.status} ${body.error ?? ''}`);
  return body;
}

/** Kills (SIGKILL), stops (SIGTERM, drained) or starts one process; resolves when it has ended, or is ready again. */
export const processControl = (name: ClusterProcess, action: 'kill' | 'stop' | 'start') => control('POST', `/processes/${name}/${action}`);

/**
 * Runs one of the repository's tools (`tools/backup.mjs <dir>`, the compiled operator CLIs, …) with
 * plain node against the cluster — the environment the control endpoint names (its database, bucket,
 * API A), then `env` (e.g. `AMORA_API_URL` of API B); resolves with what it printed.
 * @throws with its output on a non-zero exit
 */
export async function runTool(script: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const cluster = await control<Record<string, string>>('GET', '/env');
  try {
    return execFileSync(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, env: { ...process.env, ...cluster, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/**
 * The sum of a Prometheus metric's samples on one process's `/metrics` (read directly on the
 * loopback, as an operator would by hand), over the samples whose labels include every one of
 * `labels`. `url`: the process's own address (CLUSTER.urls.apiA, …).
 */
export async function metric(url: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status, `${url}/metrics`).toBe(200);
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let sum = 0;
  for (const line of (await response.text()).split('\n')) {
    const sample = /^([a-z_:]+)(?:\{(.*)\})? ([0-9.e+-]+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const have = (sample[2] ?? '').split(',');
    if (wanted.every((label) => have.includes(label))) sum += Number(sample[3]);
  }
  return sum;
}
