import fs from 'node:fs/promises';
import { REQUEST_ID_HEADER } from '@amora/contracts/ops';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { mediaDir } from '../config.js';

/** An operations endpoint's handler: answers the request itself and returns the reply. */
export type OpsHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The outcome of one readiness check: `ok`, `failed` (it threw) or `timeout` (no answer within {@link HEALTH}.checkMs). */
export type CheckOutcome = 'ok' | 'failed' | 'timeout';

/** The process's health (issue 33 "Health and shutdown"), `app.health`. */
export interface Health {
  /** Whether the process is shutting down: `/readyz` answers 503 `{status: 'draining'}`, answers close their connection. */
  readonly draining: boolean;
  /** Starts draining (services/shutdown.ts, first thing on SIGTERM). */
  drain(): void;
  /**
   * Adds (or replaces) a readiness check: resolves when `name` is reachable, throws when not.
   * The storage and Redis modules add theirs as `storage` and `redis`; until they do, the
   * defaults below stand in.
   */
  addCheck(name: string, check: () => Promise<unknown>): void;
  /** Runs every check at once, each within {@link HEALTH}.checkMs: `ready` when all are `ok`. */
  check(): Promise<{ ready: boolean; checks: Record<string, CheckOutcome> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
  interface FastifyContextConfig {
    /** Set on an operations endpoint (see {@link opsRoute}): answered before the site, session and other hooks. */
    ops?: OpsHandler;
  }
}

/** How long one readiness check may take, ms (issue 33: the database answers `select 1` within 1 s). */
export const HEALTH = { checkMs: 1_000 } as const;

/** Never cached by a browser or a proxy. */
const NO_STORE = 'no-store';

/**
 * Registers `GET url` as an operations endpoint: not logged at info level, never rate-limited or
 * cached, and answered by `handler` in this plugin's first `onRequest` hook, before the site, the
 * session, the origin guard and the rate limits, which would read the database (a readiness probe
 * must answer while the database is away) or need a site's Host.
 */
export function opsRoute(app: FastifyInstance, url: string, handler: OpsHandler): void {
  app.get(url, { logLevel: 'warn', config: { ops: handler } }, handler);
}

/** Resolves with `work`, or rejects with 'timeout' after `ms`. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What the defaults look for on the app, added by the storage and Redis modules when they exist. */
interface Optional {
  storage?: { check?: () => Promise<unknown> };
  redis?: { ping(): Promise<unknown> };
}

/**
 * The default checks, as the app is now: the database answers `select 1`; the media storage is
 * reachable (the storage module's own `check` when it offers one, else the local media directory
 * exists or can be made, and is writable); Redis answers PING when the app has a Redis client.
 */
function defaultChecks(app: FastifyInstance): [string, () => Promise<unknown>][] {
  const { storage, redis } = app as unknown as Optional;
  const storageCheck = storage?.check?.bind(storage);
  const localMedia = async () => {
    const dir = mediaDir(app.config);
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fs.constants.R_OK | fs.constants.W_OK);
  };
  const checks: [string, () => Promise<unknown>][] = [
    ['database', () => sql`select 1`.execute(app.db)],
    ['storage', storageCheck ?? localMedia],
  ];
  if (typeof redis?.ping === 'function') checks.push(['redis', () => redis.ping()]);
  return checks;
}

/**
 * Plugin 1b (issue 33 "Health and shutdown", "Observability"): `app.health`, the answer header
 * `X-Request-Id` (the request's id: services/log-options.ts requestId) on every answer, and the
 * operations endpoints, answered first (see {@link opsRoute}):
 * - `GET /healthz` → 200 `{status: 'ok'}`: the process is alive (also while draining).
 * - `GET /readyz` → 200 `{status: 'ok', checks: {database, storage, redis: 'ok'}}` when every
 *   check passed within 1 s; 503 `{status: 'unavailable', checks}` naming the failed ones
 *   (`failed`, `timeout`; the reason is logged); 503 `{status: 'draining'}` once SIGTERM came.
 * While draining every answer carries `Connection: close`, so a keep-alive client does not hold
 * the server open.
 */
export const healthPlugin = fp(
  async (app) => {
    const added = new Map<string, () => Promise<unknown>>();
    let draining = false;
    const health: Health = {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
      addCheck(name, check) {
        added.set(name, check);
      },
      async check() {
        const checks = new Map([...defaultChecks(app), ...added]);
        const outcomes = await Promise.all(
          [...checks].map(async ([name, run]): Promise<[string, CheckOutcome]> => {
            try {
              await within(run(), HEALTH.checkMs);
              return [name, 'ok'];
            } catch (error) {
              app.log.warn({ err: error, check: name }, 'readiness check failed');
              return [name, error instanceof Error && error.message === 'timeout' ? 'timeout' : 'failed'];
            }
          }),
        );
        return { ready: outcomes.every(([, outcome]) => outcome === 'ok'), checks: Object.fromEntries(outcomes) };
      },
    };
    app.decorate('health', health);

    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      const ops = request.routeOptions.config.ops;
      if (ops) return ops(request, reply);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    opsRoute(app, '/healthz', async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));
    opsRoute(app, '/readyz', async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      if (draining) return reply.code(503).send({ status: 'draining' });
      const { ready, checks: outcomes } = await health.check();
      // Draining may have begun while the checks ran.
      if (draining) return reply.code(503).send({ status: 'draining' });
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: outcomes });
    });
  },
  { name: 'amora-health', dependencies: ['amora-config'] },
);
