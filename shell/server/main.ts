/**
 * Starts the shell server on PORT (default 3000, docs/design.md §4); API_URL defaults to http://127.0.0.1:4000,
 * SHELL_DIST to the production build in shell/dist (`npm run dev` points it at shell/dist-dev);
 * TRUST_PROXY (comma-separated addresses) when a proxy or TLS terminator stands in front of it;
 * AMORA_CDN_URL (default http://localhost:3100): the CDN whose remote server entries it may run.
 * AMORA_PROXY_SECRET: sent to the API with each proxied call, so it believes the client address.
 * With NODE_ENV=production it refuses to start (exit 1) on an AMORA_DEPLOY_TOKEN under 32 characters
 * or without an AMORA_PROXY_SECRET of 32.
 */
import path from 'node:path';
import { buildShellServer } from './app';
import { proxySecretProblem } from './api-proxy';
import { deployTokenProblem } from './remote-overrides';

const problems = [deployTokenProblem(process.env), proxySecretProblem(process.env)].filter(Boolean);
if (problems.length > 0) {
  console.error(`refusing to start in production: ${problems.join('; ')}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const distDir = process.env.SHELL_DIST ?? path.resolve(__dirname, '../dist');
const trustProxy = process.env.TRUST_PROXY ? process.env.TRUST_PROXY.split(',').map((a) => a.trim()) : false;

const serverEntryOrigins = [new URL(process.env.AMORA_CDN_URL ?? 'http://localhost:3100').origin];

buildShellServer({ apiUrl, distDir, trustProxy, serverEntryOrigins, proxySecret: process.env.AMORA_PROXY_SECRET || undefined }).then(
  (app) => app.listen({ port, host: process.env.HOST ?? '0.0.0.0' }).then(() => console.log(`shell listening on http://localhost:${port}`)),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
