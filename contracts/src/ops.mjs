/**
 * `@amora/contracts/ops` — what the API and the shell server share for running them (issue 33
 * "Observability"): the request id the shell hands the API, the secrets their logs leave out, and
 * who may read `/metrics`, the graceful stop's sequence. Here because both packages, and the CDN
 * server of tools/, may import @amora/contracts (the API imports no frontend package); plain
 * JavaScript with its types in ops.d.mts, so the CDN server (Node without a TypeScript loader)
 * reads it too; no zod, no dependency.
 */

/**
 * The header carrying a request's id: made by the shell for each request (or taken from a trusted
 * proxy in front of it), sent with every call it makes to the API for that request, logged by both
 * (`reqId`) and answered by both.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id taken from elsewhere: 1–128 letters, digits or `_ - . : = + /` (a UUID, nginx's `$request_id`, a trace id). */
const REQUEST_ID_PATTERN = /^[\w.:=+/-]{1,128}$/;

/** `value` (a header's) when it is a request id we take as it is (see the pattern above), else null. */
export function acceptedRequestId(value) {
  const id = Array.isArray(value) ? value[0] : value;
  return typeof id === 'string' && REQUEST_ID_PATTERN.test(id) ? id : null;
}

/** What a log writes instead of a secret. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets: the one-time tokens of mail links (activation,
 * reactivation, password reset, e-mail change, unsubscribe: `token`), the deploy token of a remote
 * override (`deploy_token`), payment providers' client secrets, keys, signatures, passwords, codes.
 */
const SECRET_PARAMETER = /token|secret|password|passwd|signature|^sig$|key$|^code$/i;

/** A query parameter's name decoded (as `URLSearchParams` would), or as written when it does not decode. */
function parameterName(raw) {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `url` (a request target: path and query) with the value of every secret query parameter written
 * as `[redacted]`; the path and the other parameters as they were. For the `url` of logged requests.
 */
export function redactUrl(url) {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq >= 0 && SECRET_PARAMETER.test(parameterName(part.slice(0, eq))) ? `${part.slice(0, eq)}=${REDACTED}` : part;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/**
 * Paths of pino's `redact` option for both servers' loggers: the credentials of a request or an
 * answer wherever a log line carries its headers (written as `[redacted]`).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-amora-proxy-secret"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-amora-proxy-secret"]',
];

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`), or the address as it is. */
const unmapped = (address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether `address` (an IP as a socket reports it) is the loopback's or a private network's:
 * 127.0.0.0/8, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, ::1, fc00::/7 (unique local), fe80::/10
 * (link local), IPv4-mapped ones included.
 */
export function isPrivateAddress(address) {
  if (!address) return false;
  const ip = unmapped(address.toLowerCase());
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return ip === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(ip) || /^fe[89ab][0-9a-f]?:/.test(ip);
}

/** Headers a proxy adds: a request that has one came through a proxy, so from anywhere. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether two strings are equal, compared in a time that does not depend on where they differ. */
function sameSecret(given, secret) {
  let diff = given.length ^ secret.length;
  for (let i = 0; i < secret.length; i++) diff |= (given.charCodeAt(i) || 0) ^ secret.charCodeAt(i);
  return diff === 0;
}

/**
 * Who may read `GET /metrics` (issue 33): with `token` (`METRICS_TOKEN`) set, only a request with
 * `Authorization: Bearer <token>`; without one, only a direct caller on the loopback or a private
 * network — a request that came through a proxy (`Forwarded`, `X-Forwarded-For` or `X-Real-IP`)
 * may come from the internet and is refused.
 */
export function metricsAllowed({ peer, headers }, token) {
  if (token) {
    const given = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? '';
    return sameSecret(given, token);
  }
  return isPrivateAddress(peer) && !FORWARDED_HEADERS.some((name) => headers[name] !== undefined);
}

/** A graceful stop's deadline, ms: the process exits within it of SIGTERM whatever happens. */
export const STOP_DEADLINE_MS = 10_000;

/**
 * `AMORA_DRAIN_DELAY_MS` of `env`: ms between `/readyz` turning 503 and the listener closing
 * (the load balancer's time to notice); default 1000 in production and 0 elsewhere, at most 4000
 * (with the API's mail worker's 4 s the stop ends within 10 s).
 */
export function drainDelayFrom(env) {
  const value = Number.parseInt(env.AMORA_DRAIN_DELAY_MS ?? '', 10);
  const fallback = env.NODE_ENV === 'production' ? 1_000 : 0;
  return Math.min(4_000, Math.max(0, Number.isFinite(value) ? value : fallback));
}

/**
 * The answer of a server process to SIGTERM/SIGINT (API, shell; issue 33 "Health and shutdown"):
 * `drain()` at once (`/readyz` answers 503 draining), then for `drainDelayMs` the process goes on
 * answering (each answer closing its connection, so keep-alive clients and the load balancer move
 * away without a reset), then `stop()` (end the event streams, close the listener, let the requests
 * in flight finish, …) and `exit(0)`; `exit(1)` when `stop` throws or when `deadlineMs` passes
 * first. Returns the signal handler; a second signal does nothing.
 */
export function gracefulStop({ log, drain, stop, drainDelayMs = 0, deadlineMs = STOP_DEADLINE_MS, exit = (code) => process.exit(code) }) {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'shutting down: draining');
    const deadline = setTimeout(() => {
      log.error({ signal, deadlineMs }, 'not stopped within the deadline; exiting');
      exit(1);
    }, deadlineMs);
    deadline.unref();
    drain();
    try {
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      await stop();
      log.info({ signal, ms: Date.now() - started }, 'stopped');
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      log.error({ err: error }, 'graceful stop failed');
      clearTimeout(deadline);
      exit(1);
    }
  };
}
