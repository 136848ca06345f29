// Ports and paths of docs/design.md §4, shared by the operating scripts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `name` from the environment as a port number, else `fallback`. */
const portFrom = (name, fallback) => (/^\d+$/.test(process.env[name] ?? '') ? Number(process.env[name]) : fallback);
/** The shell (`PORT`, 3000), the CDN (`CDN_PORT`, 3100) and the API (`API_PORT`, 4000): `npm start` with 3000 taken is `PORT=3080 npm start`. */
export const PORTS = { shell: portFrom('PORT', 3000), cdn: portFrom('CDN_PORT', 3100), api: portFrom('API_PORT', 4000) };
export const DEV_PORTS = { mf_members: 3001, mf_chat: 3002, mf_likes: 3003, mf_credits: 3004, mf_signup: 3005, mf_landers: 3006, mf_operator: 3007 };
export const API_URL = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`;
export const CDN_DIR = process.env.AMORA_CDN_DIR ?? path.join(ROOT, '.cdn');
export const CDN_URL = process.env.AMORA_CDN_URL ?? `http://localhost:${PORTS.cdn}`;
const DEV_DEPLOY_TOKEN = 'dev-deploy-token';
export const DEPLOY_TOKEN = process.env.AMORA_DEPLOY_TOKEN || (process.env.NODE_ENV === 'production' ? undefined : DEV_DEPLOY_TOKEN);

/**
 * Release tools refuse to run in production without a real deploy token (issue 16): throws when
 * `NODE_ENV=production` and AMORA_DEPLOY_TOKEN is missing, the development default or shorter
 * than 32 characters (the API's `MIN_SECRET_LENGTH`, issue 29).
 */
export function requireDeployToken() {
  if (process.env.NODE_ENV === 'production' && (!DEPLOY_TOKEN || DEPLOY_TOKEN === DEV_DEPLOY_TOKEN || DEPLOY_TOKEN.length < 32)) {
    throw new Error('refusing to release in production: set AMORA_DEPLOY_TOKEN to the secret deploy token of at least 32 characters (not the development default)');
  }
  return DEPLOY_TOKEN;
}

/** The operator CLIs' key (`AMORA_CLI_KEY`; the API's development default outside production). */
export const CLI_KEY = process.env.AMORA_CLI_KEY || (process.env.NODE_ENV === 'production' ? undefined : 'dev-cli-key');

/** The seven remotes (mf_operator: the operator console, issue 31): federation name → package folder. */
export const REMOTES = {
  mf_members: 'mf-members',
  mf_chat: 'mf-chat',
  mf_likes: 'mf-likes',
  mf_credits: 'mf-credits',
  mf_signup: 'mf-signup',
  mf_landers: 'mf-landers',
  mf_operator: 'mf-operator',
};

/** Accepts `mf-chat`, `mf_chat`, `@amora/mf-chat` or `chat`; returns the federation name or throws. */
export function remoteName(arg) {
  const name = `mf_${String(arg ?? '').replace(/^@amora\//, '').replace(/^mf[-_]/, '')}`;
  if (!REMOTES[name]) throw new Error(`Unknown remote "${arg}". Known: ${Object.values(REMOTES).join(', ')}`);
  return name;
}
