/**
 * Developing one remote against the running site (issue 14), like import-map-overrides: a
 * developer's browser loads one remote from their own dev server (`npm run dev -w mf-chat`) while
 * everything else comes from the registry. Set with the page query
 * `?remote_override=mf_chat:http://localhost:3002/mf-manifest.json` (several: repeat it; `off`
 * clears them), kept in a cookie of that browser only. Outside production anyone may; in
 * production the query must carry `deploy_token=<AMORA_DEPLOY_TOKEN>` and the cookie is signed
 * with it, so nobody else can set or forge one. An overridden remote is never drawn on the server
 * (remote-ssr.ts runs server entries from the CDN only).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The override cookie: JSON `{name: manifest URL}`, with `.signature` in production. */
export const OVERRIDE_COOKIE = 'amora_remote_overrides';
export const OVERRIDE_QUERY = 'remote_override';

export interface OverridePolicy {
  /** Production: overrides need the deploy token. */
  production: boolean;
  /** AMORA_DEPLOY_TOKEN; without one, production allows no override. */
  deployToken?: string;
}

const NAME = /^mf_[a-z]+$/;

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

/** The overrides a cookie holds (name → manifest URL), or {} when it is absent, malformed or not allowed. */
export function readOverrides(cookie: string | undefined, policy: OverridePolicy): Record<string, string> {
  if (!cookie) return {};
  let value = cookie;
  if (policy.production) {
    const dot = cookie.lastIndexOf('.');
    if (!policy.deployToken || dot < 0 || !safeCompare(cookie.slice(dot + 1), sign(cookie.slice(0, dot), policy.deployToken))) return {};
    value = cookie.slice(0, dot);
  }
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => NAME.test(e[0]) && typeof e[1] === 'string' && isManifestUrl(e[1])));
  } catch {
    return {};
  }
}

/**
 * What a page request asks of the overrides: null when its query has no `remote_override`; else the
 * new cookie value ('' to clear it). Throws nothing: an entry it cannot read is left out.
 * @returns `{ cookie }`, or `{ refused: true }` in production without the right deploy token
 */
export function overridesFromQuery(query: URLSearchParams, current: Record<string, string>, policy: OverridePolicy): { cookie: string } | { refused: true } | null {
  const asked = query.getAll(OVERRIDE_QUERY);
  if (asked.length === 0) return null;
  if (policy.production && (!policy.deployToken || !safeCompare(query.get('deploy_token') ?? '', policy.deployToken))) return { refused: true };
  const next = asked.includes('off') ? {} : { ...current };
  for (const entry of asked) {
    const colon = entry.indexOf(':');
    const [name, url] = [entry.slice(0, colon), entry.slice(colon + 1)];
    if (NAME.test(name) && isManifestUrl(url)) next[name] = url;
  }
  if (Object.keys(next).length === 0) return { cookie: '' };
  const json = JSON.stringify(next);
  return { cookie: policy.production && policy.deployToken ? `${json}.${sign(json, policy.deployToken)}` : json };
}

/**
 * Answers a page request that carries `remote_override` before the page renders: 302 to the same
 * address without the query (and `deploy_token`), the browser's override cookie set or cleared;
 * 403 in production without the deploy token.
 */
export function registerRemoteOverrides(app: FastifyInstance, policy: OverridePolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !request.url.includes(`${OVERRIDE_QUERY}=`)) return;
    const url = new URL(request.url, 'http://x');
    const asked = overridesFromQuery(url.searchParams, readOverrides(request.cookies[OVERRIDE_COOKIE], policy), policy);
    if (!asked) return;
    if ('refused' in asked) return reply.code(403).type('text/plain; charset=utf-8').send('Remote overrides need the deploy token in production (deploy_token=…).');
    if (asked.cookie) reply.setCookie(OVERRIDE_COOKIE, asked.cookie, { path: '/', sameSite: 'lax', httpOnly: true });
    else reply.clearCookie(OVERRIDE_COOKIE, { path: '/' });
    for (const key of [OVERRIDE_QUERY, 'deploy_token']) url.searchParams.delete(key);
    request.log.info({ overrides: asked.cookie || 'none' }, 'remote overrides of this browser changed');
    return reply.redirect(`${url.pathname}${url.search}`, 302);
  });
}
