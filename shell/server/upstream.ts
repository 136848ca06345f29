/**
 * The shell server's view of the API (docs/design.md §2, §3): settings and the remote registry per site
 * with a short cache, the current member by cookie, and the remotes' manifests (a release's for good,
 * a development server's for 2 s).
 */
import { LRUCache } from 'lru-cache';
import { createHostCheck } from './site-hosts';
import { REQUEST_ID_HEADER } from '@amora/contracts/ops';
import type { ChatListEntry, LikesState, RemoteActivation, RemoteVersion, Settings, SitePage, User } from '@amora/shared/types';

const REGISTRY_TTL_MS = 2_000;
/** Sites (host × visitor country) and hosts the shell server remembers at most, each (issue 33: request data never grows memory unbounded). */
const SITE_CACHE_MAX = 1_000;
const HOST_CACHE_MAX = 1_000;
/** How long a page waits for a release manifest (a developer's dead override must not stall every page): then as if unreadable. */
const MANIFEST_TIMEOUT_MS = 2_000;

export interface SiteData {
  settings: Settings;
  /** The site's version of each remote, and the canaries taking a share of its visitors (issue 14). */
  remotes: RemoteVersion[];
  canaries: RemoteActivation[];
  /** The share of page views whose real-user measurements the browser sends (issue 35; 0–1), when the API says. */
  rum_sample_rate?: number;
}

export interface MemberData {
  user: User;
  chats: ChatListEntry[] | null;
  likes: LikesState | null;
  /** The member's live stream cursor when this was read (`X-Live-Cursor`), or null. */
  live_cursor: number | null;
}

/** The subset of `mf-manifest.json` the server reads: preload hints, the declared contract (issue 14). */
interface MfManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string; contract?: Record<string, string> };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/**
 * @param apiUrl the API origin
 * @param overrides remote name → manifest URL replacing the registry's (development servers, `npm run dev`)
 */
export function createUpstream(apiUrl: string, overrides: Record<string, string> = {}) {
  const siteCache = new LRUCache<string, Promise<SiteData>>({ max: SITE_CACHE_MAX, ttl: REGISTRY_TTL_MS });
  const manifestCache = new LRUCache<string, Promise<MfManifest | null>>({ max: 1_000 });
  // Issue 29: the API answers an unknown host with its default site, whose `domain` then differs.
  const hosts = createHostCheck(
    (name, requestId) =>
      getJson<Settings>('/api/settings.php', name, idHeader(requestId)).then(({ status, body }) => {
        if (status !== 200 || typeof body?.domain !== 'string') throw new Error(`API answered ${status}`);
        return body.domain;
      }),
    { ttlMs: REGISTRY_TTL_MS, max: HOST_CACHE_MAX },
  );
  /** Hits and misses of the site and host caches (issue 33: `amora_cache_lookups_total`, metrics.ts). */
  const stats = { site: { hits: 0, misses: 0 }, host: hosts.stats };
  /** The `X-Request-Id` header of the page's request (issue 33: the API logs the same id), or none. */
  const idHeader = (requestId: string | undefined): Record<string, string> => (requestId ? { [REQUEST_ID_HEADER]: requestId } : {});

  async function getJson<T>(path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await fetch(`${apiUrl}${path}`, { headers: { 'x-forwarded-host': host, accept: 'application/json', ...headers } });
    return { status: response.status, body: (await response.json().catch(() => null)) as T, headers: response.headers };
  }

  /**
   * Settings and remotes of the site at `host` (its versions and canaries), cached for 2 s (a
   * release shows on the next load), at most 1,000 host and country pairs (issue 33). A remote of
   * `overrides` runs from there, with no canary. `geoCountry`: the visitor's (`X-Geo-Country`), used
   * when it is a two-letter code (as the API does). `requestId`: the page's, sent with the API calls
   * when the cache misses.
   */
  function site(host: string, geoCountry?: string, requestId?: string): Promise<SiteData> {
    const geo = geoCountry && /^[A-Za-z]{2}$/.test(geoCountry) ? geoCountry.toUpperCase() : '';
    const key = `${host.toLowerCase()}|${geo}`;
    const hit = siteCache.get(key);
    if (hit) {
      stats.site.hits++;
      return hit;
    }
    stats.site.misses++;
    const headers: Record<string, string> = { ...idHeader(requestId), ...(geo ? { 'x-geo-country': geo } : {}) };
    const data = Promise.all([getJson<Settings>('/api/settings.php', host, headers), getJson<{ remotes: RemoteVersion[]; canaries?: RemoteActivation[]; rum_sample_rate?: number }>('/api/remotes.php', host, idHeader(requestId))]).then(([s, r]) => {
      if (s.status !== 200 || r.status !== 200) throw new Error(`API answered ${s.status}/${r.status}`);
      const remotes = r.body.remotes.map((remote) => (overrides[remote.name] ? { ...remote, manifest_url: overrides[remote.name] as string, version: 'dev' } : remote));
      const canaries = (r.body.canaries ?? []).filter((c) => !overrides[c.name]);
      const rate = r.body.rum_sample_rate;
      return { settings: s.body, remotes, canaries, ...(typeof rate === 'number' && rate >= 0 && rate <= 1 ? { rum_sample_rate: rate } : {}) };
    });
    data.catch(() => siteCache.delete(key));
    siteCache.set(key, data);
    return data;
  }

  /**
   * Whether `host` (a host name without port) is a configured site's domain (issue 29). Kept 2 s
   * per host, at most 1,000 sites and 1,000 unknown hosts, and at most 1,000 unknown hosts asked
   * about every 2 s (site-hosts.ts, issue 33: made-up hosts grow no memory and spare the API).
   * @throws when the API cannot answer.
   */
  function isSiteHost(host: string, requestId?: string): Promise<boolean> {
    return hosts.isSiteHost(host, requestId);
  }

  /** The member behind the cookie with chats and likes for the badges, or null when logged out. `requestId`: the page's. */
  async function member(host: string, cookie: string | undefined, requestId?: string): Promise<MemberData | null> {
    if (!cookie) return null;
    const headers = { cookie, ...idHeader(requestId) };
    const user = await getJson<User>('/api/user.php', host, headers);
    if (user.status !== 200) return null;
    const [chats, likes] = await Promise.all([
      getJson<{ chats: ChatListEntry[] }>('/api/chats.php', host, headers).catch(() => null),
      getJson<LikesState>('/api/likes.php', host, headers).catch(() => null),
    ]);
    const cursor = Number(user.headers.get('x-live-cursor') ?? Number.NaN);
    return { user: user.body, chats: chats?.status === 200 ? chats.body.chats : null, likes: likes?.status === 200 ? likes.body : null, live_cursor: Number.isSafeInteger(cursor) && cursor >= 0 ? cursor : null };
  }

  /**
   * A remote's `mf-manifest.json`, or null when it cannot be read (tried again next time). A
   * release's on the CDN is `immutable` and kept by URL; any other (a developer's override: its dev
   * server rebuilds at the same URL as the code changes) is read again after 2 s, like the registry.
   */
  function manifest(manifestUrl: string): Promise<MfManifest | null> {
    const hit = manifestCache.get(manifestUrl);
    if (hit) return hit;
    const read: Promise<MfManifest | null> = fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((r) => {
        if (!r.ok) return null;
        if (!/\bimmutable\b/.test(r.headers.get('cache-control') ?? '')) manifestCache.set(manifestUrl, read, { ttl: REGISTRY_TTL_MS });
        return r.json() as Promise<MfManifest>;
      })
      .catch(() => null);
    manifestCache.set(manifestUrl, read);
    read.then((m) => m ?? manifestCache.delete(manifestUrl));
    return read;
  }

  /**
   * The absolute URL of a release's `remoteEntry.js`, as its manifest names it (the folder's
   * `remoteEntry.js` when the manifest cannot be read). The browser loads remotes from it
   * directly: reading the manifest there would cost a request, a round trip before the entry
   * and the federation runtime's snapshot code (issue 12).
   */
  async function entryUrl(manifestUrl: string): Promise<string> {
    return remoteEntryOf(manifestUrl, await manifest(manifestUrl));
  }

  /**
   * Absolute URLs of the remote entry and the `./app` expose's initial JS and CSS (for preload
   * hints), and its lazily loaded CSS (`cssAsync`: a server-drawn outlet needs all of it at once).
   */
  async function preloadAssets(manifestUrl: string): Promise<{ js: string[]; css: string[]; cssAsync: string[] }> {
    const m = await manifest(manifestUrl);
    if (!m) return { js: [], css: [], cssAsync: [] };
    const abs = (file: string) => new URL(file, new URL('.', manifestUrl)).toString();
    const app = m.exposes.find((e) => e.path === './app');
    return { js: [remoteEntryOf(manifestUrl, m), ...(app?.assets.js.sync ?? []).map(abs)], css: (app?.assets.css.sync ?? []).map(abs), cssAsync: (app?.assets.css.async ?? []).map(abs) };
  }

  /**
   * The site's `/{token}` page in `locale` (else the site's language), null when the site has none
   * (`GET /api/pages.php`, issue 13). @throws Error when the API answers neither 200 nor 404.
   */
  async function sitePage(host: string, token: string, locale: string, requestId?: string): Promise<SitePage | null> {
    const { status, body } = await getJson<{ page: SitePage }>(`/api/pages.php?token=${encodeURIComponent(token)}&locale=${locale}`, host, idHeader(requestId));
    if (status === 404) return null;
    if (status !== 200) throw new Error(`pages.php answered ${status}`);
    return body.page;
  }

  /** Hosts the host check holds now (sites and unknown ones; issue 33: bounded). */
  const cachedHosts = (): number => hosts.size();

  return { site, isSiteHost, member, manifest, entryUrl, preloadAssets, sitePage, stats, cachedHosts };
}

export type Upstream = ReturnType<typeof createUpstream>;

/** Where a release's `remoteEntry.js` is: as its manifest names it, else in the manifest's folder. */
function remoteEntryOf(manifestUrl: string, m: MfManifest | null): string {
  const entry = m?.metaData.remoteEntry;
  return new URL(entry ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : 'remoteEntry.js', new URL('.', manifestUrl)).toString();
}
