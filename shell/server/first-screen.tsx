/**
 * The server-rendered first screen (issue 12, docs/design.md §7) for visitors on the landing page, the
 * landers and the static pages: the shell draws its chrome here from its own source, and the
 * remote that owns the route draws its outlet from the server entry of its active release. The
 * browser then hydrates both without fetching the same data again. Members, and any route whose
 * owner has no server entry, are drawn on the client as before.
 */
import type { RemoteRenderInput } from '@amora/shared/ssr';
import { registerServerNamespaces, renderToHtml } from '@amora/shared/ssr';
import type { RouteMatch } from '@amora/shared/routes';
import type { BootData, RemoteVersion } from '@amora/shared/types';

/** The version of a remote a page runs (the registry's, or the visitor's side of a split). */
type PageRemote = Pick<RemoteVersion, 'name' | 'version' | 'manifest_url'>;
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { chromeElement } from '../src/chrome/mount';
import type { ShellMetrics } from './metrics';
import { createRemoteRenderer } from './remote-ssr';
import { html, rawHtml } from '@amora/contracts/html';
import type { FirstScreen } from './render';

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
 * @param metrics where its render times and cache hits are counted (issue 33; metrics.ts)
 */
export function createFirstScreen(apiUrl: string, log: FastifyBaseLogger, serverEntryOrigins: readonly string[], metrics?: ShellMetrics) {
  const renderRemote = createRemoteRenderer(log, serverEntryOrigins);
  const drawn = new LRUCache<string, FirstScreen>({ max: 500, ttl: FIRST_SCREEN_TTL_MS });
  const cacheStats = metrics?.cache('first_screen');
  /** `GET /api/companyinfo.php` for the static pages. @throws Error when the API does not answer 200. */
  async function companyInfo(headers: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${apiUrl}/api/companyinfo.php`, { headers, signal: AbortSignal.timeout(1500) });
    if (!response.ok) throw new Error(`companyinfo answered ${response.status}`);
    return response.json();
  }
  const namespaces = registerServerNamespaces({
    shell: (locale) => import(`../src/i18n/${locale}.json`),
    pages: (locale) => import(`../src/i18n/pages/${locale}.json`),
  });

  /**
   * The first screen of `pathname` for a visitor, or null when the client draws it.
   * @param pathname the address as requested (with its locale prefix)
   * @param remote the version of the route's owner this page runs (undefined for shell pages)
   * @param headers forwarded to the API by the remote's data fetches (host, geo country)
   * @param shellData what a shell page draws from, when the caller has it already (a `/{token}` page)
   */
  return async function firstScreen(boot: BootData, pathname: string, match: RouteMatch | null, remote: PageRemote | undefined, headers: Record<string, string>, shellData?: Record<string, unknown>): Promise<FirstScreen | null> {
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
    const screen = await draw(boot, pathname, remote, headers, shellData);
    metrics?.observeRender(match.route.owner, screen !== null, (performance.now() - started) / 1000);
    if (screen) drawn.set(key, screen);
    return screen;
  };

  /** Draws the first screen: the remote's outlet (if the route has one), then the chrome around it. */
  async function draw(boot: BootData, pathname: string, remote: PageRemote | undefined, headers: Record<string, string>, shellData?: Record<string, unknown>): Promise<FirstScreen | null> {
    const input: RemoteRenderInput = { path: pathname, locale: boot.locale, settings: boot.settings, api: { url: apiUrl, headers } };
    let slotHtml: string | null = null;
    let lazyStyles = false;
    const data: FirstScreen['data'] = {};
    if (remote) {
      const outlet = await renderRemote(remote, input);
      if (!outlet) return null;
      const build = outlet.build && html` data-build="${outlet.build}"`;
      // `data-version`: the release this visitor got (issue 14), for analytics to compare the sides of a split.
      slotHtml = html`<div id="amora-outlets"><div id="outlet-${remote.name}" data-remote="${remote.name}" data-version="${remote.version}"${build} data-ssr="">${rawHtml(outlet.html)}</div></div>`.toString();
      data[remote.name] = outlet.data;
      lazyStyles = outlet.lazyStyles === true;
    }
    try {
      await namespaces;
      // The static pages show the company's data (spec §9): fetched here, handed to the page.
      if (!remote) data.shell = shellData ?? { companyinfo: await companyInfo(headers) };
      const { html, title } = await renderToHtml(input, chromeElement(boot, { html: slotHtml }), { remote: 'shell', values: data.shell ?? {} });
      return { html, data, lazyStyles, title };
    } catch (error) {
      log.error({ err: error, path: pathname }, 'chrome server render failed; the page renders on the client');
      return null;
    }
  }
}
