/**
 * The shell server's request ids and log (issue 33 "Observability"): each request gets an id — the
 * `X-Request-Id` of a trusted proxy in front (the shell's `TRUST_PROXY`), else a new UUID — which
 * every log line of the request carries (`reqId`), the answer names (`X-Request-Id`) and every call
 * to the API for it sends (the `/api` proxy, the page's data, the server-drawn first screen), so
 * one id finds a request in the logs of both. The log is JSON (pino) with secrets redacted as the
 * API's is (@amora/contracts/ops).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { acceptedRequestId, LOG_REDACT_PATHS, REDACTED, REQUEST_ID_HEADER, redactUrl } from '@amora/contracts/ops';

/** Names fastify's `trustProxy` takes for address ranges (proxy-addr's), as CIDRs. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`), or the address as it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether a socket's peer is a proxy the shell trusts, by the same setting as fastify's
 * `trustProxy` (`true`: any; `false`: none; addresses, CIDRs or proxy-addr's range names).
 */
export function trustedPeer(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [ip = '', bits] = entry.split('/');
    const type = isIPv4(unmapped(ip)) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(unmapped(ip), type);
    else list.addSubnet(unmapped(ip), Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const ip = unmapped(address);
    return list.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
  };
}

/** fastify's `genReqId` for the shell: a trusted proxy's well-formed `X-Request-Id`, else a new UUID. */
export function requestIdGenerator(trustProxy: boolean | string[]): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => (trusted(request.socket?.remoteAddress) ? acceptedRequestId(request.headers[REQUEST_ID_HEADER]) : null) ?? randomUUID();
}

/** A request as the log writes it: method, URL with secret query values `[redacted]`, host, client address and port. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/**
 * The shell's logger options: `logger` as given (`true`: level info; an object: its level and
 * stream), with the URL redaction of {@link serializeRequest} and the credential headers redacted.
 * `false` stays off.
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? { level: 'info' } : logger;
  return { ...base, redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED }, serializers: { req: serializeRequest as (request: unknown) => Record<string, unknown> } };
}

/** The shell process's log level (`AMORA_LOG_LEVEL`, as the API's; else `info` in production and `warn` elsewhere). */
export function shellLogLevel(env: NodeJS.ProcessEnv): string {
  return env.AMORA_LOG_LEVEL || (env.NODE_ENV === 'production' ? 'info' : 'warn');
}
