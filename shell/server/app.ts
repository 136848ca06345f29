/**
 * The shell's HTML server (docs/design.md §2–§4): serves the shell's built assets, proxies `/api` to the
 * API (cookies stay first-party), and renders every page with the site's settings, the member,
 * the runtime registry of remotes and preload hints for the remote that owns the route (the page
 * route: page-route.ts). `buildShellServer` puts it together in named steps, in the order they run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { minify } from 'terser';
import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_COOKIE_MAX_AGE_S, ENTRY_WARNING_PATH } from '@amora/shared/constants';
import { registerApiProxy } from './api-proxy';
import { createFirstScreen } from './first-screen';
import { createRenderPool, type RenderPoolOptions } from './render-pool';
import { registerInstalledApp } from './installed-app';
import { createShellMetrics } from './metrics';
import { OPS_PATHS, registerOperations } from './operations';
import { registerPageRoute } from './page-route';
import { createStreamRelay, type StreamRelay } from './proxy-streams';
import { type OverridePolicy, registerRemoteOverrides } from './remote-overrides';
import { AFTER_PAINT_SCRIPT, THEME_COLOR } from './render';
import { requestIdGenerator, withRedaction } from './request-log';
import { createUpstream, type Upstream } from './upstream';

export interface ShellServerOptions {
  apiUrl: string;
  distDir: string;
  /** fastify's logger option (`true`, or `{ stream }` in tests that read the log). */
  logger?: FastifyServerOptions['logger'];
  /**
   * fastify `trustProxy` of the shell: false (default) when browsers connect to it directly, so
   * the client address it forwards to the API (`X-Forwarded-For`, which rate limits and the login
   * throttle count) cannot be made up by the client; behind a TLS terminator or load balancer, its
   * addresses (`TRUST_PROXY`, comma-separated IPs or CIDRs).
   */
  trustProxy?: boolean | string[];
  /**
   * Origins whose remote server entries (`server-entry.js`, issue 12) may run in this server: the
   * CDN's (`AMORA_CDN_URL`). None given: no remote is drawn on the server.
   */
  serverEntryOrigins?: string[];
  /** The fixed part of an `/api` request body's deadline in ms (default 10 s, see api-proxy.ts; tests shorten it). */
  bodyAllowanceMs?: number;
  /** `AMORA_PROXY_SECRET`: proves to the API that the client address this proxy forwards is believed (issue 29). */
  proxySecret?: string;
  /** The CDN's origin (`AMORA_CDN_URL`) whose reachability `/readyz` checks (issue 33); none: not checked. */
  cdnUrl?: string;
  /** `METRICS_TOKEN`: when set, `GET /metrics` needs it as a bearer token (issue 33; operations.ts). */
  metricsToken?: string;
  /** Threads, queue and deadline of the first-screen renders (issue 34; default from the environment, render-pool.ts). */
  renderPool?: RenderPoolOptions;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${THEME_COLOR}" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.5 2.6h1.6c.9-1.4 2.4-2.6 4.5-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"/></svg>`;

/** The shell's service worker source (`shell/public/sw.js`). */
const SERVICE_WORKER_FILE = path.resolve(__dirname, '../public/sw.js');
/** The loader of a drawn page's scripts (`shell/public/after-paint.js`, issue 12). */
const AFTER_PAINT_FILE = path.resolve(__dirname, '../public/after-paint.js');

/** Where `rewriteUrl` sends an undecodable address so that it reaches the page render (see there). */
const NOT_FOUND_PATH = '/__not-found';

/** Whether every percent-escape of a URL path decodes. */
function isDecodable(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path, query and fragment of `back` when it is an address on this site, else `/` (the entry
 * warning's return address, issue 29). Resolved as a browser would — tabs and newlines dropped,
 * backslashes as slashes — against a placeholder origin, so `/\t/evil.example` or `//evil.example`
 * (another host) give `/`.
 */
export function sameSitePath(back: string | undefined): string {
  const base = 'http://site.invalid';
  try {
    const url = new URL(back ?? '/', base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** How long a client may take to send a request's headers, and its whole request (ms; issue 29). */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 180_000;

/** The fastify instance with the shell's limits for slow clients and its answer to undecodable addresses. */
function createServer(logger: FastifyServerOptions['logger'], trustProxy: boolean | string[]): FastifyInstance {
  return Fastify({
    // JSON lines with secrets redacted; each request's id made here or taken from a trusted proxy (issue 33).
    logger: withRedaction(logger),
    genReqId: requestIdGenerator(trustProxy),
    requestIdHeader: false,
    trustProxy,
    // Slow clients are cut, not waited for (issue 29): headers within 10 s, a whole request within
    // 3 minutes (a body's own, shorter deadline is the /api proxy's), checked every second.
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    requestTimeout: REQUEST_TIMEOUT_MS,
    // An address with a malformed percent-escape (`/members/%E0`) is a page that does not exist:
    // the router would answer its 400 JSON before our route, so it is routed to the page render,
    // which reads the address as requested (`request.originalUrl`) and finds no route for it (404).
    rewriteUrl: (req) => (isDecodable((req.url ?? '/').split('?')[0] ?? '/') ? (req.url ?? '/') : NOT_FOUND_PATH),
  });
}

/**
 * Only the sites' own host names are answered (issue 29, docs/design.md §8): a page or an API call
 * under a made-up Host gets 421 Misdirected Request, never the default site. When the API cannot
 * tell, the request goes on and meets the API's own failure answer.
 */
function answerOnlySiteHosts(app: FastifyInstance, upstream: Upstream): void {
  app.addHook('onRequest', async (request, reply) => {
    // The operations endpoints answer whoever probes them, by any address (issue 33).
    if (OPS_PATHS.has(request.routeOptions.url ?? '')) return;
    const host = request.hostname.split(':')[0] ?? '';
    if (await upstream.isSiteHost(host, request.id).catch(() => true)) return;
    const message = 'This site does not answer at this address.';
    if (request.url.startsWith('/api/')) return reply.code(421).send({ error: 'unknown_host', message });
    return reply.code(421).type('text/plain; charset=utf-8').send(message);
  });
}

/** Cookies, the remote-override query (issue 14), `/static/` with the build's pre-compressed siblings, per-request compression, the `/api` proxy. */
async function registerPlumbing(app: FastifyInstance, { apiUrl, distDir, bodyAllowanceMs, proxySecret }: ShellServerOptions, overridePolicy: OverridePolicy, streams: StreamRelay): Promise<void> {
  await app.register(fastifyCookie);
  registerRemoteOverrides(app, overridePolicy);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/static/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // The build's .br/.gz siblings, sent as they are (issue 12), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
  });
  // The HTML of a page is compressed per request (brotli at a fast level); `/api` answers come
  // compressed by the API itself, and the event stream never is (nothing here touches it).
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await registerApiProxy(app, apiUrl, { bodyAllowanceMs, proxySecret, streams });
}

/**
 * The entry warning's "Enter" before the page's JavaScript runs (spec §2, issue 12/13): remembers
 * the dismissal as the client would (a timestamp, readable by the page) and sends the visitor back
 * to the page they were on — only an address on this site, never another host.
 */
async function registerEntryWarning(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The form sends no fields: its body, if any, is not read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, null));
    scope.post(ENTRY_WARNING_PATH, (request, reply) => {
      const safe = sameSitePath((request.query as { back?: string }).back);
      reply.setCookie(ENTRY_WARNING_COOKIE, String(Date.now()), { maxAge: ENTRY_WARNING_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax' });
      return reply.redirect(safe, 303);
    });
  });
}

/** The shell's own files at the site root: the favicon, the push service worker, the drawn pages' script loader. */
async function registerShellFiles(app: FastifyInstance): Promise<void> {
  app.get('/favicon.svg', (_req, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON));
  app.get('/favicon.ico', (_req, reply) => reply.redirect('/favicon.svg', 301));
  // The push service worker (spec §4) must come from the site root to control every page; it is
  // re-validated on each check so a new version reaches members at once.
  const serviceWorker = readFileSync(SERVICE_WORKER_FILE, 'utf8');
  app.get('/sw.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', '/').header('x-content-type-options', 'nosniff').send(serviceWorker),
  );
  // A drawn page's script loader (issue 12): a few hundred bytes, re-validated like the service worker.
  // Sent minified (terser, once at start): every drawn page loads it, inside the landing page's JS budget.
  const afterPaint = (await minify(readFileSync(AFTER_PAINT_FILE, 'utf8'), { compress: true, mangle: true })).code ?? '';
  app.get(AFTER_PAINT_SCRIPT, (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(afterPaint));
}

/** The answers of a refused request (plain 4xx), of an unreachable API (503 HTML) and of a missing `/static/` file (plain 404). */
function registerErrorAnswers(app: FastifyInstance): void {
  // When the API cannot be reached the member gets a plain page, not a JSON error (no i18n here:
  // the locale and the site's settings come from the API).
  // A refused request (4xx) is a plain answer without the framework's codes: a `/static/` path
  // outside the build or malformed (403, 400) is a file that is not there (404); anything else
  // is the API being away.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = request.url.startsWith('/static/') ? 404 : error.statusCode;
      return reply.code(status).type('text/plain; charset=utf-8').send('Not Found');
    }
    request.log.error(error);
    reply
      .code(503)
      .header('content-type', 'text/html; charset=utf-8')
      .header('retry-after', '10')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable</title></head>' +
          `<body style="font-family:'Open Sans',Arial,sans-serif;text-align:center;padding:4rem 1rem;color:#212529"><h1 style="color:${THEME_COLOR}">We will be right back</h1>` +
          `<p>The site is temporarily unavailable. Please try again in a moment.</p><p><a href="" style="color:${THEME_COLOR}">Try again</a></p></body></html>`,
      );
  });

  // Only `/static/` files can be missing here (every other GET is a page): a plain 404.
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
}

/**
 * Builds the shell server (docs/design.md §2–§5); call `listen` on the result, or `inject` in tests.
 * Pages: 200 for a route of the table, 404 (same page, the chrome shows "not found") for any other
 * address including a malformed one, 302 to the locale's prefix (§5), 503 HTML when the API fails.
 * The steps run in this order: fastify's hooks and handlers are registered in it.
 */
export async function buildShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const { apiUrl, distDir, logger = false, trustProxy = false, serverEntryOrigins = [] } = options;
  const app = createServer(logger, trustProxy);
  const overrides: Record<string, string> = JSON.parse(process.env.AMORA_REMOTE_OVERRIDES || '{}');
  // Issue 14: one browser's overrides of single remotes (remote-overrides.ts).
  const overridePolicy: OverridePolicy = { production: process.env.NODE_ENV === 'production', deployToken: process.env.AMORA_DEPLOY_TOKEN || undefined };
  const upstream = createUpstream(apiUrl, overrides);
  // Issue 33: /healthz, /readyz, /metrics, X-Request-Id; the caches' hit rates and render times.
  const metrics = createShellMetrics();
  metrics.cache('site', upstream.stats.site);
  metrics.cache('host', upstream.stats.host);
  const streams = createStreamRelay();
  registerOperations(app, { apiUrl, cdnUrl: options.cdnUrl, metricsToken: options.metricsToken, metrics, streams });
  // Issue 34: first screens drawn in worker threads, with a bounded queue (render-pool.ts).
  const renderPool = createRenderPool(options.renderPool);
  const firstScreen = createFirstScreen(apiUrl, app.log, serverEntryOrigins, renderPool, metrics);
  app.addHook('onClose', async () => {
    await renderPool.close();
    firstScreen.close();
  });
  const devSockets = Object.values(overrides).map((url) => new URL(url).origin.replace(/^http/, 'ws'));

  answerOnlySiteHosts(app, upstream);
  await registerPlumbing(app, options, overridePolicy, streams);
  await registerEntryWarning(app);
  // Issue 15: the web app manifest, its icons and the offline page of the service worker.
  await registerInstalledApp(app, upstream);
  await registerShellFiles(app);
  registerErrorAnswers(app);
  registerPageRoute(app, { upstream, overridePolicy, firstScreen, distDir, devSockets });
  return app;
}
