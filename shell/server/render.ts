import type { BootData, ChatListEntry, LikesState } from '@amora/shared/types';
import { SSR_DATA_ID } from '@amora/shared/ssr';
import { html, rawHtml, type SafeHtml } from '@amora/contracts/html';

/** A server-drawn page: the inner HTML of `#amora-root` and the data the hydrating remote takes back, by remote. */
export interface FirstScreen {
  html: string;
  data: Record<string, Record<string, unknown>>;
  /** The drawn outlet needs its remote's lazily loaded styles too (`RemoteRenderResult.lazyStyles`). */
  lazyStyles: boolean;
  /** The title the drawn screen gave itself (`usePageTitle`, a static page's heading), or null for the site's index title. */
  title: string | null;
}

export interface PageParts {
  boot: BootData & { chats: ChatListEntry[] | null; likes: LikesState | null };
  title: string;
  description: string;
  /**
   * The shell's entry files, the chunks its start-up loads one after another (`startup`, preloaded
   * side by side) and the font files every page preloads (body text), issue 12.
   */
  shellAssets: { js: string[]; css: string[]; startup?: string[]; fonts?: string[] };
  preload: { js: string[]; css: string[] };
  /** Stylesheets of the remote whose outlet the server drew. */
  remoteStyles: string[];
  /** The server-drawn first screen (issue 12), or null when the client draws the page. */
  firstScreen: FirstScreen | null;
  cdnOrigins: string[];
  /** A page search engines must not index (issue 31: the operator console): `<meta name="robots" content="noindex, nofollow">`. */
  noindex?: boolean;
}

/** The brand colour of the theme (`$primary`, shared/src/theme): the browser's and the installed app's theme colour. */
export const THEME_COLOR = '#0d7385';

/** A `<script type="application/json">` data block of `value`: its JSON cannot end the script (`<` as `\\u003c`) nor break a line. */
const dataBlock = (id: string, value: unknown): SafeHtml =>
  html`<script type="application/json" id="${id}">${rawHtml(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'))}</script>`;

/**
 * Address of the loader of a drawn page's scripts (`shell/public/after-paint.js`, issue 12): it reads
 * the data block `#amora-scripts` `{scripts: string[], hints: {href, as, crossorigin}[]}` and adds the
 * hints and then the scripts (a few per task: never a long task), in order as `defer` would, once the first contentful paint is reported
 * (a slow phone may present that frame well after the next animation frame); where the browser has no
 * paint timing, after the next frame; in any case after 3 s. The drawn screen works before they run
 * (links, and forms the scripts take over), so a phone paints it without waiting for the JavaScript.
 */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

/** Whether `href` is another origin's (an absolute URL: the CDN's); the shell's own files are root-relative. */
const isCrossOrigin = (href: string) => /^https?:\/\//.test(href);

/**
 * The HTML document of every page render: `<html lang>` of the active locale, the boot data as a
 * JSON data block (no inline script, so the CSP needs no nonce), preload hints for the shell's
 * start-up chunks and for the remote that owns the route, and the shell's own assets; on a
 * server-drawn page (issue 12) the first screen in `#amora-root` (marked `data-ssr`), the data it
 * was drawn with, and its scripts and their hints in the data block `#amora-scripts`, which
 * `after-paint.js` adds after the first paint (the drawn screen works without them: links, and
 * forms the scripts take over).
 */
export function renderPage(p: PageParts): string {
  const drawn = p.firstScreen !== null;
  const hints = [
    // The browser loads a remote's files from the CDN in CORS mode (issue 35: so that an error its
    // code throws is not muted to "Script error."), and the shell's own from `/static/` plainly; each
    // preload matches its load's mode, or the browser fetches the file twice.
    ...[...(p.shellAssets.startup ?? []), ...p.preload.js].map((href) => ({ href, as: 'script', crossorigin: isCrossOrigin(href) })),
    ...p.preload.css.map((href) => ({ href, as: 'style', crossorigin: isCrossOrigin(href) })),
  ];
  const head: SafeHtml[] = [
    ...p.cdnOrigins.map((o) => html`<link rel="preconnect" href="${o}" crossorigin>`),
    // Fonts are fetched in CORS mode, so their preload is too.
    ...(p.shellAssets.fonts ?? []).map((href) => html`<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`),
    ...(drawn ? [] : hints.map((h) => html`<link rel="preload" as="${h.as}" href="${h.href}"${h.crossorigin && rawHtml(' crossorigin')}>`)),
    ...[...p.shellAssets.css, ...p.remoteStyles].map((href) => html`<link rel="stylesheet" href="${href}">`),
    ...(drawn ? [html`<script defer src="${AFTER_PAINT_SCRIPT}"></script>`, dataBlock('amora-scripts', { scripts: p.shellAssets.js, hints })] : p.shellAssets.js.map((src) => html`<script defer src="${src}"></script>`)),
    dataBlock('amora-boot', p.boot),
    ...(p.firstScreen ? [dataBlock(SSR_DATA_ID, p.firstScreen.data)] : []),
  ];
  return html`<!doctype html>
<html lang="${p.boot.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title}</title>
<meta name="description" content="${p.description}">
${p.noindex ? html`<meta name="robots" content="noindex, nofollow">\n` : ''}<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="apple-touch-icon" href="/icons/icon-192.png">
${head.map((line) => html`${line}\n`)}</head>
<body>
${p.firstScreen ? html`<div id="amora-root" data-ssr>${rawHtml(p.firstScreen.html)}</div>` : html`<div id="amora-root"></div>`}
<noscript><p style="padding:2rem;font-family:Arial,sans-serif">Please enable JavaScript to use ${p.boot.settings.name}.</p></noscript>
</body>
</html>`.toString();
}

/**
 * Content-Security-Policy of HTML responses: scripts, styles, fonts, images and fetches only from
 * the page's own origin and exactly the CDN origins of the registry (issue 2 point 7).
 */
export function contentSecurityPolicy(cdnOrigins: string[], devSockets: string[] = []): string {
  const cdn = cdnOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${cdn}`,
    `style-src 'self' 'unsafe-inline' ${cdn}`,
    `img-src 'self' data: blob: ${cdn}`,
    `font-src 'self' ${cdn}`,
    `connect-src 'self' ${[cdn, ...devSockets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
