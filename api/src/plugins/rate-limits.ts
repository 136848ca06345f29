import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.js';
import { redisRateLimitStore } from '../services/redis-rate-limit-store.js';

/** Who a limit counts: the client address (`request.ip`, see config.trustProxy) or the member. */
type CountedBy = 'address' | 'member';

/** One limit of {@link RATE_LIMITS}: at most `max` requests per `windowSeconds`. */
export interface RateLimitRule {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  max: number;
  windowSeconds: number;
  by: CountedBy;
  /** What it protects, for api/README.md and the logs. */
  what: string;
}

const MINUTE = 60;
const HOUR = 3_600;

/**
 * The API's rate limits (issue 16; written down in api/README.md "Rate limits"). Counted in
 * Redis when `REDIS_URL` is set, shared by every API process (issue 33), else in memory per API
 * process (several processes: each counts on its own, so the effective limit is at most
 * max × processes). `member` limits count a logged-in member across his devices and
 * addresses; a visitor is counted by address. The login has its own throttle on top (per
 * account and address, AUTH.lockout / AUTH.sourceThrottle in config.ts).
 */
export const RATE_LIMITS: readonly RateLimitRule[] = [
  { method: 'POST', url: '/api/user.php', max: 30, windowSeconds: 15 * MINUTE, by: 'address', what: 'login' },
  { method: 'PUT', url: '/api/user.php', max: 20, windowSeconds: HOUR, by: 'member', what: 'e-mail, password and language changes' },
  { method: 'POST', url: '/api/signup.php', max: 5, windowSeconds: HOUR, by: 'address', what: 'sign-up (each sends an activation mail)' },
  { method: 'POST', url: '/api/reset-password.php', max: 5, windowSeconds: HOUR, by: 'address', what: 'password reset mails and new passwords' },
  { method: 'POST', url: '/api/activate.php', max: 5, windowSeconds: HOUR, by: 'address', what: 'activation mail resend' },
  { method: 'POST', url: '/api/mail-change.php', max: 10, windowSeconds: HOUR, by: 'address', what: 'e-mail change confirmation' },
  { method: 'POST', url: '/api/complaints.php', max: 5, windowSeconds: HOUR, by: 'address', what: 'complaints form' },
  { method: 'POST', url: '/api/reports.php', max: 10, windowSeconds: HOUR, by: 'member', what: 'reports of profiles' },
  { method: 'POST', url: '/api/photos.php', max: 30, windowSeconds: HOUR, by: 'member', what: 'photo uploads' },
  { method: 'POST', url: '/api/chat.php', max: 60, windowSeconds: MINUTE, by: 'member', what: 'message, photo and gift sends' },
  { method: 'POST', url: '/api/likes.php', max: 60, windowSeconds: MINUTE, by: 'member', what: 'likes' },
  { method: 'POST', url: '/api/payments.php', max: 30, windowSeconds: HOUR, by: 'member', what: 'payments started' },
  { method: 'POST', url: '/api/directdebit.php', max: 20, windowSeconds: HOUR, by: 'member', what: 'direct debit mandates and SMS codes (each mandate sends an SMS)' },
  { method: 'POST', url: '/api/sandbox-pay.php', max: 30, windowSeconds: HOUR, by: 'member', what: 'sandbox provider answers' },
  { method: 'GET', url: '/api/export.php', max: 5, windowSeconds: HOUR, by: 'member', what: 'data export archives (each reads all of a member\'s data)' },
  { method: 'GET', url: '/api/receipt.php', max: 60, windowSeconds: HOUR, by: 'member', what: 'PDF receipts (each draws a PDF)' },
  { method: 'POST', url: '/api/swipe.php', max: 60, windowSeconds: MINUTE, by: 'member', what: 'swipe game answers' },
  // Issue 32: the providers' webhooks. 10 a second from one sender address is above any burst Mollie, Stripe or
  // Mailgun sends; beyond it the sender gets 429 and delivers again later (all three retry a non-2xx answer).
  { method: 'POST', url: '/api/payment-webhook.php', max: 600, windowSeconds: MINUTE, by: 'address', what: 'payment provider webhooks (each may ask the provider and write a payment)' },
  { method: 'POST', url: '/api/mail-webhook.php', max: 600, windowSeconds: MINUTE, by: 'address', what: 'mail provider webhooks (bounces and complaints)' },
  // Issue 35: a page sends a beacon when it is hidden and every few events; 2 a second is far above one
  // browser's, and keeps one address from filling the measurements (many members behind one NAT share it).
  { method: 'POST', url: '/api/rum.php', max: 120, windowSeconds: MINUTE, by: 'address', what: 'real-user measurement beacons' },
];

/** The counting key of a request: `m:<member id>` for member limits when logged in, else `a:<address>`. */
function keyOf(by: CountedBy, request: FastifyRequest): string {
  return by === 'member' && request.user ? `m:${request.user.id}` : `a:${request.ip}`;
}

/**
 * Plugin 8b (after auth, before the routes): applies {@link RATE_LIMITS} with
 * `@fastify/rate-limit`, counted in `app.redis` when there is one (plugins/redis.ts; issue 33
 * "Shared limits": every process counts the same window), else in this process's memory. While
 * Redis cannot count (down, or no answer within 500 ms) a request passes uncounted — the limits
 * fail open, logged at most once a minute (services/redis-client.ts) — rather than every request
 * failing with Redis. A request over a limit answers 429
 * `{error: 'rate_limited', message, retry_after}` (seconds) with `Retry-After`; the frontends
 * show their localized "too many attempts" text. `scale` multiplies every `max` (config
 * `rateLimitScale`: 1 in production; the e2e platform and the bench raise it, since they sign up
 * and write from one address far faster than people do); 0 turns the limits off.
 */
export const rateLimitsPlugin = fp<{ scale: number }>(
  async (app, { scale }) => {
    if (scale <= 0) return;
    // Before @fastify/rate-limit's own onRoute hook, which reads `config.rateLimit`.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const rule = RATE_LIMITS.find((r) => r.url === route.url && methods.includes(r.method));
      if (!rule) return;
      route.config = {
        ...route.config,
        rateLimit: {
          max: Math.max(1, Math.round(rule.max * scale)),
          timeWindow: rule.windowSeconds * 1000,
          keyGenerator: (request: FastifyRequest) => keyOf(rule.by, request),
        },
      };
    });
    const { redis } = app;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: redisRateLimitStore(redis, (error) => app.redisFailed(error, 'rate limit')), skipOnError: true } : {}),
      // After auth's onRequest hook (it sets request.user, the key of member limits).
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', { retry_after: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'amora-rate-limits', dependencies: ['amora-redis'] },
);
