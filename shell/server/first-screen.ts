/**
 * The server-rendered first screen (issue 12, docs/design.md §7) for visitors on the landing page, the
 * landers and the static pages: the shell draws its chrome here from its own source, and the
 * remote that owns the route draws its outlet from the server entry of its active release. The
 * browser then hydrates both without fetching the same data again. Members, and any route whose
 * owner has no server entry, are drawn on the client as before. The drawing itself runs in the
 * render pool's threads (render-pool.ts, first-screen-draw.ts; issue 34).
 */
import type { RouteMatch } from '@amora/shared/routes';
import type { BootData } from '@amora/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageRemote } from './first-screen-draw';
import type { ShellMetrics } from './metrics';
import type { FirstScreen } from './render';
import type { RenderPool } from './render-pool';
import { createServerEntries } from './remote-ssr';

/**
 * How long a drawn first screen is served again to the next visitor of the same page, site,
 * locale and release (ms): ad traffic lands on a few pages many times a second, and a profile
 * strip 30 s old is still true enough. A release changes the key (its manifest URL).
 */
export const FIRST_SCREEN_TTL_MS = 30_000;

/** The shell's pages drawn on the server: the static pages (`/pages/*`, `/{token}`). */
const isServerRenderedShellPage = (match: RouteMatch) => match.route.owner === 'shell' && (match.route.name.startsWith('pages-') || match.route.name === 'token');

/**
 * The first-screen renderer of one shell server.
 * @param serverEntryOrigins the origins whose remote server entries may run in the shell server (the CDN's)
 * @param pool the threads that draw (render-pool.ts)
 * @param metrics where its render times, fallbacks and cache hits are counted (issue 33; metrics.ts)
 */
export function createFirstScreen(apiUrl: string, log: FastifyBaseLogger, serverEntryOrigins: readonly string[], pool: RenderPool, metrics?: ShellMetrics) {
  const drawn = new LRUCache<string, FirstScreen>({ max: 500, ttl: FIRST_SCREEN_TTL_MS });
  const cacheStats = metrics?.cache('first_screen');
  const entries = createServerEntries(serverEntryOrigins);

  /** `GET /api/companyinfo.php` for the static pages. @throws Error when the API does not answer 200 within 1.5 s. */
  async function companyInfo(headers: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${apiUrl}/api/companyinfo.php`, { headers, signal: AbortSignal.timeout(1500) });
    if (!response.ok) throw new Error(`companyinfo answered ${response.status}`);
    return response.json();
  }

  /**
   * What the render thread needs besides the page: the remote's server entry (null: the client
   * draws the page) or, for a static page, the company's data it shows (spec §9).
   * @throws Error when the CDN or the API fails to answer
   */
  async function fetchedParts(remote: PageRemote | undefined, headers: Record<string, string>, shellData?: Record<string, unknown>) {
    if (remote) {
      const entry = await entries.of(remote);
      return entry && { remote: { name: remote.name, version: remote.version, manifest_url: remote.manifest_url, entry } };
    }
    return { shellData: shellData ?? { companyinfo: await companyInfo(headers) } };
  }

  /**
   * The first screen of `pathname` for a visitor, or null when the client draws it (members, routes
   * without a server entry, a failed render, or a full render queue).
   * @param pathname the address as requested (with its locale prefix)
   * @param remote the version of the route's owner this page runs (undefined for shell pages)
   * @param headers forwarded to the API by the remote's data fetches (host, geo country)
   * @param shellData what a shell page draws from, when the caller has it already (a `/{token}` page)
   */
  async function firstScreen(boot: BootData, pathname: string, match: RouteMatch | null, remote: PageRemote | undefined, headers: Record<string, string>, shellData?: Record<string, unknown>): Promise<FirstScreen | null> {
    if (boot.user || !match) return null;
    if (match.route.owner !== 'shell' && !remote) return null;
    if (match.route.owner === 'shell' && !isServerRenderedShellPage(match)) return null;
    if (match.route.name === 'token' && !shellData) return null;
    // Everything the drawing reads: the site's settings as the visitor gets them (their country too), locale, address, cookie, release.
    const key = JSON.stringify([boot.settings, boot.locale, pathname, boot.entry_warning_dismissed, remote?.manifest_url, shellData]);
    const hit = drawn.get(key);
    if (cacheStats) cacheStats[hit ? 'hits' : 'misses']++;
    if (hit) return hit;
    const started = performance.now();
    let parts: Awaited<ReturnType<typeof fetchedParts>>;
    try {
      parts = await fetchedParts(remote, headers, shellData);
    } catch (error) {
      const what = remote ? 'remote server render failed: its server entry could not be fetched' : 'the company data of a static page could not be fetched';
      log.error({ err: error, path: pathname, remote: remote?.name }, `${what}; the page renders on the client`);
      parts = null;
    }
    if (!parts) {
      metrics?.observeRender(match.route.owner, 'client', (performance.now() - started) / 1000);
      return null;
    }
    const outcome = await pool.draw({ boot, pathname, headers, apiUrl, ...parts });
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.drawn) {
      metrics?.observeRender(match.route.owner, outcome.reason, seconds);
      if (outcome.reason === 'busy') log.warn({ path: pathname }, 'render queue full; the page renders on the client');
      else log.error({ err: outcome.error, path: pathname }, 'server render failed; the page renders on the client');
      return null;
    }
    const { screen, errors } = outcome.result;
    for (const entry of errors) log.error(entry.obj, entry.msg);
    metrics?.observeRender(match.route.owner, screen ? 'drawn' : 'client', seconds);
    if (screen) drawn.set(key, screen);
    return screen;
  }

  /** Removes the fetched server entries (the server's close). */
  firstScreen.close = () => entries.close();
  return firstScreen;
}
