/**
 * The installed app (issue 15, spec §2 installed-app rules): the web app manifest of each site, its
 * icons and the offline page the service worker (`shell/public/sw.js`) shows without a network.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { LOCALE_COOKIE } from '@amora/shared/constants';
import { resolveLocale } from '@amora/shared/routes';
import type { Locale } from '@amora/shared/types';
import type { createUpstream } from './upstream';
import { html, type SafeHtml } from '@amora/contracts/html';
import { THEME_COLOR } from './render';

/** The installed app's background while it starts. */
const BACKGROUND_COLOR = '#ffffff';

/** The heart of the favicon, white and centred on the brand colour (decorative: `aria-hidden`); `inset` (of 24) leaves a maskable icon's safe zone. */
function iconSvg(inset: number): SafeHtml {
  const scale = (24 - 2 * inset) / 24;
  return html`<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${THEME_COLOR}"/><g transform="translate(${inset} ${(12 - 12.75 * scale).toFixed(3)}) scale(${scale.toFixed(4)})"><path fill="#fff" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.5 2.6h1.6c.9-1.4 2.4-2.6 4.5-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"/></g></svg>`;
}

/** The icons of the manifest: path → size in px and whether it is maskable (its heart inside the 80 % safe zone). */
export const ICONS = {
  '/icons/icon-192.png': { size: 192, maskable: false },
  '/icons/icon-512.png': { size: 512, maskable: false },
  '/icons/maskable-512.png': { size: 512, maskable: true },
} as const;

/** The offline page's texts (shell/src/i18n/offline: read by this server only, not sent to browsers). */
interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

/**
 * Registers the installed app's routes on the shell server:
 * - `GET /manifest.webmanifest` → the site's manifest (`application/manifest+json`): its name,
 *   description and language from the site's settings, the brand colours, the icons below,
 *   standalone display from `/`;
 * - `GET /icons/*.png` → the app icons, drawn once with sharp (cached a day);
 * - `GET /offline.html` → the page the service worker shows when the network is gone, in the
 *   visitor's locale (locale cookie, else the site's language), with no script and no other file.
 */
export async function registerInstalledApp(app: FastifyInstance, upstream: ReturnType<typeof createUpstream>): Promise<void> {
  const icons = new Map<string, Buffer>();
  for (const [path, { size, maskable }] of Object.entries(ICONS)) {
    icons.set(path, await sharp(Buffer.from(iconSvg(maskable ? 4 : 2).toString())).resize(size, size).png().toBuffer());
  }
  const texts = new Map<Locale, OfflineTexts>();
  const offlineTexts = async (locale: Locale): Promise<OfflineTexts> => {
    let found = texts.get(locale);
    if (!found) {
      found = ((await import(`../src/i18n/offline/${locale}.json`)) as { default: OfflineTexts }).default;
      texts.set(locale, found);
    }
    return found;
  };
  const localeOf = (cookies: Record<string, string | undefined>, domainLanguage: string): Locale => resolveLocale(null, cookies[LOCALE_COOKIE], domainLanguage);

  app.get('/manifest.webmanifest', async (request, reply) => {
    const site = await upstream.site(request.hostname.split(':')[0] ?? 'localhost');
    const { settings } = site;
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send({
        id: '/',
        name: settings.name,
        short_name: settings.name,
        description: settings.description,
        lang: localeOf(request.cookies, settings.domain_language),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: BACKGROUND_COLOR,
        theme_color: THEME_COLOR,
        icons: Object.entries(ICONS).map(([src, { size, maskable }]) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose: maskable ? 'maskable' : 'any' })),
      });
  });

  app.get('/icons/:file', async (request, reply) => {
    const icon = icons.get(`/icons/${(request.params as { file: string }).file}`);
    if (!icon) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(icon);
  });

  app.get('/offline.html', async (request, reply) => {
    const { settings } = await upstream.site(request.hostname.split(':')[0] ?? 'localhost');
    const locale = localeOf(request.cookies, settings.domain_language);
    const t = await offlineTexts(locale);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        html`<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${THEME_COLOR}"><title>${t.title} – ${settings.name}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#212529;background:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center;line-height:1.5}main{max-width:28rem;padding:1.5rem}svg{width:56px;height:56px;border-radius:14px}h1{font-size:1.5rem;margin:1rem 0 .5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;min-height:44px;box-sizing:border-box;border-radius:.375rem;background:${THEME_COLOR};color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid ${THEME_COLOR};outline-offset:2px}</style></head>
<body><main>${iconSvg(2)}<h1>${t.title}</h1><p>${t.text.replace('{{site}}', settings.name)}</p><a href="">${t.retry}</a></main></body>
</html>`.toString(),
      );
  });
}
