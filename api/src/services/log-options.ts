import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { acceptedRequestId, LOG_REDACT_PATHS, REDACTED, REQUEST_ID_HEADER, redactUrl } from '@amora/contracts/ops';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * A request as the log writes it (fastify's own fields): method, the URL with the value of every
 * secret query parameter as `[redacted]` (`/api/activate.php?token=[redacted]`; redactUrl of
 * @amora/contracts/ops), host, client address and port. No headers.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The API's logger (issue 33 "Observability"; api/README.md "Logs"): JSON lines by pino, at
 * `AMORA_LOG_LEVEL`, else `info` in production and `warn` elsewhere; off when `config.logger` is
 * false (`AMORA_LOG=0`, tests). Each line of a request carries its id (`reqId`); requests are written by
 * {@link serializeRequest}; the `Authorization`, `Cookie`, `Set-Cookie` and proxy-secret headers
 * are `[redacted]` in any line that holds them. `stream`: where the lines go (stdout by default;
 * tests read them).
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  return {
    level: config.logLevel ?? (config.nodeEnv === 'production' ? 'info' : 'warn'),
    redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED },
    serializers: { req: serializeRequest as (request: unknown) => Record<string, unknown> },
    ...(stream ? { stream } : {}),
  };
}

/**
 * A request's id (issue 33): the caller's well-formed `X-Request-Id` (the shell sends the one it
 * made or took from its trusted proxy; acceptedRequestId of @amora/contracts/ops), else a new
 * UUID. Logged as `reqId` and answered in `X-Request-Id` (plugins/health.ts).
 */
export function requestId(request: IncomingMessage): string {
  return acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}
