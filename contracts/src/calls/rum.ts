/**
 * Real-user measurements (issue 35 "Canaries that judge themselves"): what the shell sends in
 * batches with `navigator.sendBeacon` to `POST /api/rum.php` (answer 204, no body). Nothing
 * personal travels: no member id, no URL, no address — only which releases drew the page and what
 * happened on it. The API counts it per site, remote, version and hour (api/README.md "Real-user
 * measurements and canaries").
 */
import { z } from 'zod';

/** Outcome names counted per remote (issue 35). */
export const RUM_OUTCOMES = ['signup_completed', 'message_sent', 'payment_started', 'payment_completed', 'lander_signup_click'] as const;
export type RumOutcome = (typeof RUM_OUTCOMES)[number];

/** The web vitals measured (web-vitals): LCP, INP and TTFB in ms, CLS unitless. */
export const RUM_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumVital = (typeof RUM_VITALS)[number];

/** Limits of one beacon: its body in bytes (413 beyond), its events, the remotes it names. */
export const RUM_LIMITS = { maxBodyBytes: 8192, maxEvents: 40, maxRemotes: 12 } as const;

/** A remote's registry name (`mf_landers`) or `shell`. */
const remoteName = z.string().regex(/^(mf_[a-z]+|shell)$/);
/** A release's version as the registry spells it. */
const version = z.string().min(1).max(100).regex(/^[A-Za-z0-9._+-]+$/);

/**
 * One thing measured on a page view:
 * - `page_view`: once per document (page load); counts for every remote in `versions`;
 * - `vital`: a web vital's value (ms; CLS unitless, 0–600,000); counts for every remote in `versions`;
 * - `error`: an uncaught error or unhandled rejection, attributed to the remote whose script threw
 *   (`unknown` counts for the shell);
 * - `load_failure` / `retry`: a remote that failed to load, and a press of its retry button;
 * - `outcome`: a conversion that happened in that remote ({@link RUM_OUTCOMES}).
 */
export const rumEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page_view') }),
  z.object({ kind: z.literal('vital'), name: z.enum(RUM_VITALS), value: z.number().min(0).max(600000) }),
  z.object({ kind: z.literal('error'), remote: remoteName.or(z.literal('unknown')) }),
  z.object({ kind: z.literal('load_failure'), remote: remoteName }),
  z.object({ kind: z.literal('retry'), remote: remoteName }),
  z.object({ kind: z.literal('outcome'), remote: remoteName, name: z.enum(RUM_OUTCOMES) }),
]);
export type RumEvent = z.infer<typeof rumEvent>;

/**
 * POST /api/rum.php body (sent with navigator.sendBeacon as text/plain JSON or application/json):
 * the versions of the remotes that rendered this page view (name → version, `shell` included),
 * and its events since the last beacon. Every beacon of one document carries the same `versions`.
 * At most {@link RUM_LIMITS}: `maxBodyBytes` bytes, `maxEvents` events, `maxRemotes` remotes.
 */
export const rumBeacon = z.object({
  versions: z
    .record(remoteName, version)
    .refine((v) => Object.keys(v).length <= RUM_LIMITS.maxRemotes, { message: `at most ${RUM_LIMITS.maxRemotes} remotes` }),
  events: z.array(rumEvent).min(1).max(RUM_LIMITS.maxEvents),
});
export type RumBeacon = z.infer<typeof rumBeacon>;
