import type { BootData, ChatListEntry, LikesState } from '@amora/shared/types';
import { SSR_DATA_ID } from '@amora/shared/ssr';

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
}

/** The brand colour of the theme (`$primary`, shared/src/theme): the browser's and the installed app's theme colour. */
export const THEME_COLOR = '#0d7385';

/** Text safe inside HTML text and double-quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> data block. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Address of the loader of a drawn page's scripts (`shell/public/after-paint.js`, issue 12): it reads
 * the data block `#amora-scripts` `{scripts: string[], hints: {href, as, crossorigin}[]}` and adds the
 * hints and then the scripts, in order as `defer` would, once the first contentful paint is reported
 * (a slow phone may present that frame well after the next animation frame); where the browser has no
 * paint timing, after the next frame; in any case after 3 s. The drawn screen works before they run
 * (links, and forms the scripts take over), so a phone paints it without waiting for the JavaScript.
 */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

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
    // Webpack and the federation runtime inject plain <script> tags (no crossorigin), so the preloads match that mode.
    ...[...(p.shellAssets.startup ?? []), ...p.preload.js].map((href) => ({ href, as: 'script', crossorigin: false })),
    ...p.preload.css.map((href) => ({ href, as: 'style', crossorigin: false })),
  ];
  const head = [
    ...p.cdnOrigins.map((o) => `<link rel="preconnect" href="${escapeHtml(o)}" crossorigin>`),
    // Fonts are fetched in CORS mode, so their preload is too.
    ...(p.shellAssets.fonts ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`),
    ...(drawn ? [] : hints.map((h) => `<link rel="preload" as="${h.as}" href="${escapeHtml(h.href)}"${h.crossorigin ? ' crossorigin' : ''}>`)),
    ...[...p.shellAssets.css, ...p.remoteStyles].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(drawn
      ? [`<script defer src="${AFTER_PAINT_SCRIPT}"></script>`, `<script type="application/json" id="amora-scripts">${safeJson({ scripts: p.shellAssets.js, hints })}</script>`]
      : p.shellAssets.js.map((src) => `<script defer src="${escapeHtml(src)}"></script>`)),
    `<script type="application/json" id="amora-boot">${safeJson(p.boot)}</script>`,
    ...(p.firstScreen ? [`<script type="application/json" id="${SSR_DATA_ID}">${safeJson(p.firstScreen.data)}</script>`] : []),
  ];
  return `<!doctype html>
<html lang="${p.boot.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.title)}</title>
<meta name="description" content="${escapeHtml(p.description)}">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="apple-touch-icon" href="/icons/icon-192.png">
${head.join('\n')}
</head>
<body>
${p.firstScreen ? `<div id="amora-root" data-ssr>${p.firstScreen.html}</div>` : '<div id="amora-root"></div>'}
<noscript><p style="padding:2rem;font-family:Arial,sans-serif">Please enable JavaScript to use ${escapeHtml(p.boot.settings.name)}.</p></noscript>
</body>
</html>`;
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
