import path from 'node:path';
import zlib from 'node:zlib';
import autoload from '@fastify/autoload';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { BODY_LIMITS } from '@amora/contracts/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type Config, loadConfig } from './config.js';
import type { DB } from './db/schema.js';
import { authPlugin } from './plugins/auth.js';
import { clientAddressPlugin } from './plugins/client-address.js';
import { configPlugin } from './plugins/config.js';
import { contractPlugin } from './plugins/contract.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { livePlugin } from './plugins/live.js';
import { mailPlugin } from './plugins/mail.js';
import { metricsPlugin } from './plugins/metrics.js';
import { operatorAuthPlugin } from './plugins/operator-auth.js';
import { originGuardPlugin } from './plugins/origin-guard.js';
import { paymentsPlugin } from './plugins/payments.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { redisPlugin } from './plugins/redis.js';
import { rumPlugin } from './plugins/rum.js';
import { schedulerPlugin } from './plugins/scheduler.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sitePlugin } from './plugins/site.js';
import { storagePlugin } from './plugins/storage.js';
import { zodPlugin } from './plugins/zod.js';
import { loggerOptions, requestId } from './services/log-options.js';
import { notificationJobsFromLive } from './services/notification-queue.js';

export interface BuildAppOptions {
  /** An open, migrated database (see openDatabase, migrate). The caller closes it. */
  db: Kysely<DB>;
  /** Configuration; defaults to loadConfig() (environment). */
  config?: Config;
  /** Where the log's JSON lines go when `config.logger` is on (default stdout; tests read them). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the API (not listening). Plugins are registered in this order, each seeing the ones
 * before it:
 *  1. config   `app.config`
 *     health   `app.health`, `X-Request-Id` on every answer, /healthz and /readyz, answered before the
 *              hooks below (plugins/health.ts; issue 33)
 *     metrics  `app.metrics`, the request histogram, /metrics (plugins/metrics.ts; issue 33)
 *     address  `X-Forwarded-For` believed only with the shell's proxy secret (plugins/client-address.ts)
 *     headers  security headers on every answer (plugins/security-headers.ts, @fastify/helmet)
 *     compress @fastify/compress: JSON over 1 KB as br/gzip (not the event stream)
 *  2. db       `app.db`, `app.repos`
 *     storage  `app.storage`: the media store, local directory or S3 bucket (plugins/storage.ts; issue 33)
 *     redis    `app.redis`: the shared Redis of REDIS_URL or null (plugins/redis.ts; issue 33)
 *     live     `app.live` (live event hub: publish, LISTEN/NOTIFY fan-out; plugins/live.ts)
 *     mail     `app.mailer` (queues every mail), `app.notificationWorker` (sends the queue; plugins/mail.ts, issue 32)
 *     payments `app.paymentProviders` (sandbox, Mollie, Stripe per site and method; plugins/payments.ts)
 *     rum      `app.rum`: real-user measurements counted in memory, written every few seconds (plugins/rum.ts; issue 35)
 *     scheduler `app.scheduler`: the periodic jobs, run by one process at a time (plugins/scheduler.ts; issue 33)
 *  3. cookie   @fastify/cookie
 *  4. zod      validator/serializer compilers (routes use ZodTypeProvider); 400 invalid_text for
 *              a NUL or lone surrogate anywhere in params, query or body (issue 29)
 *     contract every /api route answers per @amora/contracts API_CALLS (schema.response)
 *  5. errors   JSON errors `{error, message}`, 404 handler, lenient empty JSON bodies
 *  6. site     `request.site` from X-Forwarded-Host / Host (trusted proxies only: config.trustProxy)
 *  7. auth     `request.user` from the `amora_session` cookie
 *     operator `request.operatorSession` from the `amora_operator` cookie, on /api/operator/ only
 *              (plugins/operator-auth.ts; issue 31)
 *  8. origin   403 forbidden_origin for cross-origin state-changing requests
 *     limits   429 rate_limited per RATE_LIMITS (plugins/rate-limits.ts), scaled by config.rateLimitScale,
 *              counted in `app.redis` when set (shared by every process), else in memory
 *  9. routes   one file per /api/*.php resource in src/routes, loaded by @fastify/autoload
 *              (files without a route plugin, `query.ts` and `search-filters.ts`, are helpers);
 *              the operator console's /api/operator/*.php in src/routes/operator/
 */
export async function buildApp({ db, config = loadConfig(), logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    // JSON lines with secrets redacted; each request's id from the shell's X-Request-Id (issue 33).
    logger: loggerOptions(config, logStream),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMITS.jsonBytes,
  }).withTypeProvider<ZodTypeProvider>();
  try {
    await registerPlugins(app, db, config);
  } catch (error) {
    // A plugin that refuses (e.g. production without a payment provider's key) must not leave the
    // ones before it running: the live stream's PostgreSQL connection would keep the process alive.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Registers the plugins and routes in the order above and waits until the app is ready. */
async function registerPlugins(app: FastifyInstance, db: Kysely<DB>, config: Config): Promise<void> {
  await app.register(configPlugin, { config });
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(clientAddressPlugin);
  await app.register(securityHeadersPlugin);
  // JSON answers over 1 KB in brotli (fast level) or gzip, as the browser accepts (issue 12); the
  // event stream is hijacked and never compressed; zip and images are not compressible types.
  // Answers up to 64 KB are compressed in one synchronous call (≈ 0.1 ms for a 24-profile search
  // page) instead of a stream pipeline per answer, whose streams and thread-pool round trip cost the
  // API ≈ 0.6 ms of CPU per search at a million members (issue 34; the plugin's own ceiling on 2
  // cores is 8 KB, under a search page).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(dbPlugin, { db });
  await app.register(storagePlugin);
  await app.register(redisPlugin);
  await app.register(livePlugin);
  // Notification mails are queued in the transaction of the event they announce (issue 15).
  app.live.addSink(notificationJobsFromLive);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);
  await app.register(rumPlugin);
  await app.register(schedulerPlugin);
  await app.register(cookie);
  await app.register(zodPlugin);
  await app.register(contractPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(sitePlugin);
  await app.register(authPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(originGuardPlugin);
  await app.register(rateLimitsPlugin, { scale: config.rateLimitScale });
  // Under tsx the routes are .ts files, which autoload looks for only when told so; the build
  // (`npm run build`, issue 33) has .js files in their place.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    ignorePattern: /^(query|search-filters)\.(ts|js)$/,
    forceESM: true,
    // Each file names its full path: routes/operator/ holds /api/operator/*.php.
    dirNameRoutePrefix: false,
  });

  await app.ready();
}
