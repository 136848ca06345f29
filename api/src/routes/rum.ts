import { RUM_LIMITS, rumBeacon } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidRequest, parseInput } from '../errors.js';

/**
 * `POST /api/rum.php` (issue 35 "Real-user measurements"; contract `rumBeacon` of
 * @amora/contracts): a beacon of the shell — the versions that drew the page view and its events
 * (page view, web vitals, errors by remote, load failures, retries, outcomes) — sent with
 * `navigator.sendBeacon` as `text/plain` (a string body) or `application/json`.
 * → 204 without a body once counted (in memory; written every few seconds: services/rum-aggregator.ts).
 * 413 `payload_too_large` over RUM_LIMITS.maxBodyBytes (8 KiB); 400 `invalid_request` with
 * `issues` for a body that is no JSON or breaks the contract (unknown kinds, more than 40 events or
 * 12 remotes, …); 415 for another media type; 429 `rate_limited` past 120 beacons a minute from
 * one address (plugins/rate-limits.ts). The site is the request's (Host / X-Forwarded-Host, as
 * `GET /api/remotes.php`); versions the registry does not know are ignored, not refused. Nothing
 * personal is stored: no member, address or URL — only counts per site, remote, version and hour.
 * No session or Origin exemption needed: the shell's pages send it to their own origin.
 */
const rumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/rum.php', { bodyLimit: RUM_LIMITS.maxBodyBytes }, async (request, reply) => {
    let raw: unknown = request.body;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw invalidRequest([{ path: 'body', message: 'The body is no JSON.' }]);
      }
    }
    const beacon = parseInput(rumBeacon, raw);
    await app.rum.add(request.site.domain, beacon);
    return reply.status(204).send();
  });
};

export default rumRoutes;
