/**
 * Starts the shell server on PORT (default 3000, docs/design.md §4); API_URL defaults to http://127.0.0.1:4000,
 * SHELL_DIST to the production build in shell/dist (`npm run dev` points it at shell/dist-dev);
 * TRUST_PROXY (comma-separated addresses) when a proxy or TLS terminator stands in front of it;
 * AMORA_CDN_URL (default http://localhost:3100): the CDN whose remote server entries it may run.
 * AMORA_PROXY_SECRET: sent to the API with each proxied call, so it believes the client address.
 * With NODE_ENV=production it refuses to start (exit 1) on an AMORA_DEPLOY_TOKEN under 32 characters,
 * without an AMORA_PROXY_SECRET of 32, or with a METRICS_TOKEN under 32.
 * Issue 33: logs JSON lines at AMORA_LOG_LEVEL (info in production, else warn); METRICS_TOKEN guards
 * /metrics; SIGTERM/SIGINT stop it gracefully within 10 s (shutdown.ts; AMORA_DRAIN_DELAY_MS).
 */
import path from 'node:path';
import { buildShellServer } from './app';
import { proxySecretProblem } from './api-proxy';
import { metricsTokenProblem } from './operations';
import { deployTokenProblem } from './remote-overrides';
import { shellLogLevel } from './request-log';
import { drainDelayFrom, gracefulStop } from './shutdown';

const problems = [deployTokenProblem(process.env), proxySecretProblem(process.env), metricsTokenProblem(process.env)].filter(Boolean);
if (problems.length > 0) {
  console.error(`refusing to start in production: ${problems.join('; ')}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const distDir = process.env.SHELL_DIST ?? path.resolve(__dirname, '../dist');
const trustProxy = process.env.TRUST_PROXY ? process.env.TRUST_PROXY.split(',').map((a) => a.trim()) : false;

const serverEntryOrigins = [new URL(process.env.AMORA_CDN_URL ?? 'http://localhost:3100').origin];

buildShellServer({
  apiUrl,
  distDir,
  trustProxy,
  serverEntryOrigins,
  proxySecret: process.env.AMORA_PROXY_SECRET || undefined,
  logger: { level: shellLogLevel(process.env) },
  cdnUrl: serverEntryOrigins[0],
  metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
}).then(
  (app) => {
    const stop = gracefulStop(app, { drainDelayMs: drainDelayFrom(process.env) });
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));
    return app.listen({ port, host: process.env.HOST ?? '0.0.0.0' }).then(() => console.log(`shell listening on http://localhost:${port}`));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
