/**
 * The page route of the shell server (`GET /*`, docs/design.md §2–§5): every address that is no
 * `/static/` file, `/api` call or shell file is a page, rendered with the site's settings, the
 * member, the runtime registry of remotes and preload hints for the remote that owns the route. In
 * steps: the page's locale or its redirect ({@link pageLocale}), the visitor's cookies
 * ({@link rememberVisitor}), what the page is drawn from ({@link loadPage}), its first screen
 * ({@link drawFirstScreen}), the answer ({@link sendPage}).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENTRY_WARNING_COOKIE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@amora/shared/constants';
import { defaultLocaleOf, localizePath, matchRoute, type RouteMatch, resolveLocale, screenTitle, splitLocale } from '@amora/shared/routes';
import type { Locale } from '@amora/shared/types';
import { REQUEST_ID_HEADER } from '@amora/contracts/ops';
import type { createFirstScreen } from './first-screen';
import { pageRemotes } from './page-remotes';
import type { OverridePolicy } from './remote-overrides';
import { contentSecurityPolicy, type FirstScreen, type PageParts, renderPage } from './render';
import type { SiteData, Upstream } from './upstream';

/** Tracking values kept from a marketing URL (spec §3) and their first-party cookie, read by the API. */
const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
const TRACKING_COOKIE = 'amora_tracking';
const TRACKING_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** What the page route needs of the server (app.ts). */
export interface PageRouteDeps {
  upstream: Upstream;
  overridePolicy: OverridePolicy;
  firstScreen: ReturnType<typeof createFirstScreen>;
  /** The shell's build (`entry-assets.json` and the files of `/static/`). */
  distDir: string;
  /** WebSocket origins of the dev servers of `AMORA_REMOTE_OVERRIDES` (their hot reload), for the CSP. */
  devSockets: string[];
}

/** The shell's entry files, start-up chunks and fonts (`/static/…` addresses); `federation: false` for a build holding every remote itself. */
type ShellAssets = PageParts['shellAssets'] & { federation: boolean };

/** Read per render (a few hundred bytes): a rebuilt shell (`npm run dev` watcher) is picked up without a restart. */
function readShellAssets(distDir: string): ShellAssets {
  const assets = JSON.parse(readFileSync(path.join(distDir, 'entry-assets.json'), 'utf8')) as { main?: { js: string[]; css: string[]; startup?: string[] }; fonts?: string[]; federation?: boolean };
  const files = (list: string[] | undefined) => (list ?? []).map((f) => `/static/${f}`);
  // `federation: false`: a build holding every remote itself (the bench's monolith) needs no remote files.
  return { js: files(assets.main?.js), css: files(assets.main?.css), startup: files(assets.main?.startup), fonts: files(assets.fonts), federation: assets.federation !== false };
}

/** Where a page is: its locale, the site's default one, the URL's prefix (if any) and the path without it. */
interface PagePlace {
  locale: Locale;
  defaultLocale: Locale;
  urlLocale: Locale | null;
  routePath: string;
}

/**
 * The page's locale (docs/design.md §5), or where to send the visitor instead: the default locale
 * is never prefixed, and a remembered other locale (`cookieLocale`) gets its prefix (302).
 */
function pageLocale(url: URL, domainLanguage: string | null | undefined, cookieLocale: string | undefined): PagePlace | { redirect: string } {
  const defaultLocale = defaultLocaleOf(domainLanguage);
  const { locale: urlLocale, path: routePath } = splitLocale(url.pathname);
  if (urlLocale === defaultLocale) return { redirect: `${routePath}${url.search}` };
  if (!urlLocale) {
    const remembered = resolveLocale(null, cookieLocale, domainLanguage);
    if (remembered !== defaultLocale) return { redirect: `${localizePath(routePath, remembered, defaultLocale)}${url.search}` };
  }
  return { locale: urlLocale ?? defaultLocale, defaultLocale, urlLocale, routePath };
}

/** Remembers a prefixed locale (`locale` cookie, 365 days) and the tracking values of a marketing URL (spec §3) until sign-up. */
function rememberVisitor(reply: FastifyReply, url: URL, urlLocale: Locale | null, cookieLocale: string | undefined): void {
  if (urlLocale && cookieLocale !== urlLocale) {
    reply.setCookie(LOCALE_COOKIE, urlLocale, { maxAge: LOCALE_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax' });
  }
  // Read by the API at sign-up (api/src/services/tracking.ts).
  const tracking = new URLSearchParams(TRACKING_KEYS.flatMap((key) => (url.searchParams.get(key) ? [[key, url.searchParams.get(key) as string]] : [])));
  if (tracking.size > 0) {
    reply.setCookie(TRACKING_COOKIE, tracking.toString(), { maxAge: TRACKING_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax', httpOnly: true });
  }
}

/** What a page is drawn from (see {@link loadPage}). */
interface LoadedPage {
  boot: PageParts['boot'];
  match: RouteMatch | null;
  /** The release of the route's owner this page runs, when a remote owns it and can be drawn. */
  remote: Awaited<ReturnType<typeof pageRemotes>>['remotes'][number] | undefined;
  assets: ShellAssets;
  preload: { js: string[]; css: string[]; cssAsync: string[] };
  cdnOrigins: string[];
  /** WebSocket origins of this browser's overridden dev servers, for the CSP. */
  overrideSockets: string[];
}

/**
 * What the page is drawn from: the release of each remote this page runs (issue 14: splits,
 * overrides, contract check), the route and its owner, the member (by the request's cookie) and
 * the owner's preload hints, and the boot data the client starts from.
 */
async function loadPage(request: FastifyRequest, reply: FastifyReply, deps: PageRouteDeps, site: SiteData, place: PagePlace, host: string): Promise<LoadedPage> {
  const { remotes, devSockets: overrideSockets } = await pageRemotes(request, reply, site, deps.upstream, deps.overridePolicy);
  const match = matchRoute(place.routePath);
  const owner = match?.route.owner;
  const remote = owner && owner !== 'shell' ? remotes.find((r) => r.name === owner && !r.refused && r.version !== 'dev') : undefined;
  const assets = readShellAssets(deps.distDir);
  const [member, preload] = await Promise.all([
    deps.upstream.member(host, request.headers.cookie, request.id),
    remote && assets.federation ? deps.upstream.preloadAssets(remote.manifest_url) : Promise.resolve({ js: [], css: [], cssAsync: [] }),
  ]);
  const cdnOrigins = [...new Set([...remotes.map((r) => new URL(r.manifest_url).origin), new URL(site.settings.cdn_prefix, 'http://localhost').origin])];
  const boot = {
    settings: site.settings,
    user: member?.user ?? null,
    chats: member?.chats ?? null,
    likes: member?.likes ?? null,
    live_cursor: member?.live_cursor ?? null,
    locale: place.locale,
    default_locale: place.defaultLocale,
    remotes: remotes.map(({ name, version, manifest_url, entry_url, refused }) => ({ name, version, manifest_url, entry_url, ...(refused ? { refused } : {}) })),
    entry_warning_dismissed: Boolean(request.cookies[ENTRY_WARNING_COOKIE]),
    // Issue 35: the browser samples its real-user measurements by the site's rate (shell/src/rum/).
    ...(site.rum_sample_rate !== undefined ? { rum_sample_rate: site.rum_sample_rate } : {}),
  };
  return { boot, match, remote, assets, preload, cdnOrigins, overrideSockets };
}

/**
 * The page's first screen drawn here (issue 12: visitors on the landing page, landers and static
 * pages), or null when the client draws it. Issue 13: a `/{token}` page exists only if the site
 * has it — `sitePage` null means it does not (404); a failed look-up leaves it to the client.
 */
async function drawFirstScreen(
  request: FastifyRequest,
  deps: PageRouteDeps,
  page: LoadedPage,
  url: URL,
  host: string,
  geo: string | undefined,
): Promise<{ screen: FirstScreen | null; sitePage: Awaited<ReturnType<Upstream['sitePage']>> | undefined }> {
  const { match, boot, remote } = page;
  const sitePage =
    match?.route.name === 'token'
      ? await deps.upstream.sitePage(host, match.params.token ?? '', boot.locale, request.id).catch((err) => {
          request.log.error({ err }, 'the /{token} page could not be looked up; the client will');
          return undefined;
        })
      : undefined;
  if (sitePage === null) return { screen: null, sitePage };
  // The page's request id goes with the remote's data calls too (issue 33).
  const headers = { 'x-forwarded-host': host, [REQUEST_ID_HEADER]: request.id, ...(geo ? { 'x-geo-country': geo } : {}) };
  return { screen: await deps.firstScreen(boot, url.pathname, match, remote, headers, sitePage ? { page: sitePage } : undefined), sitePage };
}

/**
 * Renders the page and answers it: 200 for a route of the table, else 404 (the chrome shows "not
 * found"); never cached. The operator console's pages (issue 31) are not indexed: a robots meta tag
 * and `X-Robots-Tag: noindex, nofollow`.
 */
function sendPage(reply: FastifyReply, page: LoadedPage, screen: FirstScreen | null, found: boolean, devSockets: string[]) {
  const { boot, remote, preload, cdnOrigins } = page;
  const noindex = page.match?.route.layout === 'operator';
  if (noindex) reply.header('x-robots-tag', 'noindex, nofollow');
  const html = renderPage({
    boot,
    // Issue 13: a drawn screen's own title, as the client's `useDocumentTitle` writes it.
    title: screenTitle(screen?.title, boot.settings),
    description: boot.settings.description,
    shellAssets: page.assets,
    preload: { js: preload.js, css: screen ? [] : preload.css },
    // A drawn outlet needs its remote's styles before the first paint, and those of its lazy parts when it drew one.
    remoteStyles: screen && remote ? [...preload.css, ...(screen.lazyStyles ? preload.cssAsync : [])] : [],
    firstScreen: screen,
    cdnOrigins,
    noindex,
  });
  return reply
    .code(found ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(cdnOrigins, [...devSockets, ...page.overrideSockets]))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(html);
}

/**
 * Registers `GET /*`, the page render (compressed per request). Pages: 200 for a route of the
 * table, 404 (same page) for any other address including a malformed one, 302 to the locale's
 * prefix (docs/design.md §5); a failing API goes to the server's error handler (503 HTML).
 */
export function registerPageRoute(app: FastifyInstance, deps: PageRouteDeps): void {
  app.get('/*', { compress: {} }, async (request, reply) => {
    // The address as requested, before `rewriteUrl`: a malformed one keeps its locale prefix and
    // its redirects like any other unknown page, and the route table answers no match for it.
    const url = new URL(request.originalUrl, 'http://x');
    const host = request.hostname.split(':')[0] ?? 'localhost';
    const geo = typeof request.headers['x-geo-country'] === 'string' ? request.headers['x-geo-country'] : undefined;
    const site = await deps.upstream.site(host, geo, request.id);
    const cookieLocale = request.cookies[LOCALE_COOKIE];
    const place = pageLocale(url, site.settings.domain_language, cookieLocale);
    if ('redirect' in place) return reply.redirect(place.redirect, 302);
    rememberVisitor(reply, url, place.urlLocale, cookieLocale);

    const page = await loadPage(request, reply, deps, site, place, host);
    const { screen, sitePage } = await drawFirstScreen(request, deps, page, url, host, geo);
    return sendPage(reply, page, screen, page.match !== null && sitePage !== null, deps.devSockets);
  });
}
