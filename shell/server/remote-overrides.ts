/**
 * Developing one remote against the running site (issue 14), like import-map-overrides: a
 * developer's browser loads one remote from their own dev server (`npm run dev -w mf-chat`) while
 * everything else comes from the registry. Set with the page query
 * `?remote_override=mf_chat:http://localhost:3002/mf-manifest.json` (several: repeat it; `off`
 * clears them), kept in a cookie of that browser only. Outside production anyone may point at a
 * remote's dev server on this machine (`http://localhost|127.0.0.1|[::1]` on ports 3001–3007);
 * any other manifest URL, and in production every override, needs the query to carry
 * `deploy_token=<AMORA_DEPLOY_TOKEN>`, and the cookie is then signed with it: a link cannot make
 * a browser run scripts of another origin, nor the server fetch it (issue 29). An overridden
 * remote is never drawn on the server (remote-ssr.ts runs server entries from the CDN only).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The override cookie: JSON `{name: manifest URL}`, with `.signature` when a deploy token is set. */
export const OVERRIDE_COOKIE = 'amora_remote_overrides';
export const OVERRIDE_QUERY = 'remote_override';

export interface OverridePolicy {
  /** Production: overrides need the deploy token. */
  production: boolean;
  /** AMORA_DEPLOY_TOKEN; without one, production allows no override and elsewhere only local dev servers. */
  deployToken?: string;
}

const NAME = /^mf_[a-z]+$/;
/** The remotes' dev server ports (`DEV_PORTS` of tools/lib/config.mjs) and the loopback host names. */
const DEV_SERVER_PORTS = new Set(['3001', '3002', '3003', '3004', '3005', '3006', '3007']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The shortest AMORA_DEPLOY_TOKEN production accepts, in characters (the API's `MIN_SECRET_LENGTH`, issue 29). */
export const MIN_DEPLOY_TOKEN_LENGTH = 32;

/**
 * Why the shell must not start with this environment, or null (issue 29): with `NODE_ENV=production`
 * an AMORA_DEPLOY_TOKEN shorter than 32 characters, such as the development default. Unset, it only
 * turns the overrides off.
 */
export function deployTokenProblem(env: NodeJS.ProcessEnv): string | null {
  const token = env.AMORA_DEPLOY_TOKEN ?? '';
  return env.NODE_ENV === 'production' && token !== '' && token.length < MIN_DEPLOY_TOKEN_LENGTH
    ? `AMORA_DEPLOY_TOKEN must be a secret of at least ${MIN_DEPLOY_TOKEN_LENGTH} characters (or unset: no remote overrides)`
    : null;
}

function safeCompare(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

function sign(value: string, token: string): string {
  return createHmac('sha256', token).update(value).digest('base64url');
}

/** A manifest URL a developer may point at: http(s), a `.json` file. */
function isManifestUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.pathname.endsWith('.json');
  } catch {
    return false;
  }
}

/** A manifest URL on a remote's dev server on this machine: `http://localhost|127.0.0.1|[::1]:3001–3007`. */
export function isLocalDevServer(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname) && DEV_SERVER_PORTS.has(parsed.port);
}

/** The JSON of a cookie signed with the deploy token, or null when it is not (no token, no or a wrong signature). */
function signedValue(cookie: string, token: string | undefined): string | null {
  const dot = cookie.lastIndexOf('.');
  return token && dot >= 0 && safeCompare(cookie.slice(dot + 1), sign(cookie.slice(0, dot), token)) ? cookie.slice(0, dot) : null;
}

/**
 * The overrides a cookie holds (name → manifest URL), or {} when it is absent, malformed or not
 * allowed: unsigned, it counts only outside production and only for local dev servers.
 */
export function readOverrides(cookie: string | undefined, policy: OverridePolicy): Record<string, string> {
  if (!cookie) return {};
  const signed = signedValue(cookie, policy.deployToken);
  if (policy.production && signed === null) return {};
  try {
    const parsed = JSON.parse(signed ?? cookie) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => NAME.test(e[0]) && typeof e[1] === 'string' && isManifestUrl(e[1]) && (signed !== null || isLocalDevServer(e[1]))),
    );
  } catch {
    return {};
  }
}

/**
 * What a page request asks of the overrides: null when its query has no `remote_override`; else the
 * new cookie value ('' to clear it), signed when a deploy token is set. Throws nothing: an entry it
 * cannot read is left out.
 * @returns `{ cookie }`, or `{ refused: true }` without the right deploy token in production, or
 *   outside it for a manifest URL that is not a local dev server (nothing of the query is kept)
 */
export function overridesFromQuery(query: URLSearchParams, current: Record<string, string>, policy: OverridePolicy): { cookie: string } | { refused: true } | null {
  const asked = query.getAll(OVERRIDE_QUERY);
  if (asked.length === 0) return null;
  const token = policy.deployToken;
  const authorized = Boolean(token) && safeCompare(query.get('deploy_token') ?? '', token ?? '');
  if (policy.production && !authorized) return { refused: true };
  const next = asked.includes('off') ? {} : { ...current };
  for (const entry of asked) {
    const colon = entry.indexOf(':');
    const [name, url] = [entry.slice(0, colon), entry.slice(colon + 1)];
    if (!NAME.test(name) || !isManifestUrl(url)) continue;
    if (!authorized && !isLocalDevServer(url)) return { refused: true };
    next[name] = url;
  }
  if (Object.keys(next).length === 0) return { cookie: '' };
  const json = JSON.stringify(next);
  return { cookie: token ? `${json}.${sign(json, token)}` : json };
}

/**
 * Answers a page request that carries `remote_override` before the page renders: 302 to the same
 * address without the query (and `deploy_token`), the browser's override cookie set or cleared;
 * 403 (plain text, cookie unchanged) when `overridesFromQuery` refuses it.
 */
export function registerRemoteOverrides(app: FastifyInstance, policy: OverridePolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !request.url.includes(`${OVERRIDE_QUERY}=`)) return;
    const url = new URL(request.url, 'http://x');
    const asked = overridesFromQuery(url.searchParams, readOverrides(request.cookies[OVERRIDE_COOKIE], policy), policy);
    if (!asked) return;
    if ('refused' in asked) {
      request.log.warn({ asked: url.searchParams.getAll(OVERRIDE_QUERY) }, 'remote override refused: no deploy token');
      return reply.code(403).type('text/plain; charset=utf-8').send('This remote override needs the deploy token (deploy_token=…): without it only a dev server on this machine (http://localhost:3001–3007) may be used, and none in production.');
    }
    if (asked.cookie) reply.setCookie(OVERRIDE_COOKIE, asked.cookie, { path: '/', sameSite: 'lax', httpOnly: true });
    else reply.clearCookie(OVERRIDE_COOKIE, { path: '/' });
    for (const key of [OVERRIDE_QUERY, 'deploy_token']) url.searchParams.delete(key);
    request.log.info({ overrides: asked.cookie || 'none' }, 'remote overrides of this browser changed');
    return reply.redirect(`${url.pathname}${url.search}`, 302);
  });
}
