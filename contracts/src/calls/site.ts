/** The site, its reference data, payments and operations (spec §7): response bodies. */
import { z } from 'zod';
import { companyInfo, creditBundle, discountCode, regionList, remoteActivation, remoteVersion, settings, sitePage } from '../entities';
import { canaryComparison, canaryDecision } from './canary';

export const settingsResponse = settings;
export const companyInfoResponse = companyInfo;
/** `GET /api/interests.php` → the fixed interest keys in list order. */
export const interestsResponse = z.object({ interests: z.array(z.object({ id: z.number().int(), key: z.string() })) });
/** `GET /api/regions.php` → region lists by country (ISO alpha-2). */
export const regionsResponse = z.object({ regions: z.record(z.string(), regionList) });
/** `GET /api/geocode.php` → the nearest populated place; `lat`/`lon` degrees. */
export const geocodeResponse = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  region_code: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodeResponse>;
/** `GET /api/credits.php` → the credit bundles of the member's currency. */
export const creditsResponse = z.object({ bundles: z.array(creditBundle) });
/** `POST /api/discountcode.php` and `GET ?code=`, `?timebonus=1` → `{discountcode}`. */
export const discountCodeResponse = z.object({ discountcode: discountCode });
/** `GET /api/discountcode.php` → `{discountcode}`; `?welcome=true` answers `{discountcode: null}` when the member has none. */
export const discountCodeLookupResponse = z.object({ discountcode: discountCode.nullable() });
/** `GET /api/pages.php` → one `/{token}` page of the site in one locale. */
export const sitePageResponse = z.object({ page: sitePage });
/**
 * `GET /api/remotes.php` → what the request's site runs (`remotes` and the `canaries` taking a
 * share of its visitors, issue 14, and the share of its page views whose real-user measurements
 * the shell sends, `rum_sample_rate` 0–1, issue 35), one remote's history (`?name=`: `remotes`
 * only), every split and per-site version (`?view=activations`: `activations` only), or (deploy
 * token) one remote's canaries beside their active versions and the judge's latest decisions
 * (`?view=compare&name=`: `comparisons`, `decisions`; ./canary).
 */
export const remotesResponse = z.object({
  remotes: z.array(remoteVersion).optional(),
  canaries: z.array(remoteActivation).optional(),
  activations: z.array(remoteActivation).optional(),
  rum_sample_rate: z.number().min(0).max(1).optional(),
  comparisons: z.array(canaryComparison).optional(),
  decisions: z.array(canaryDecision).optional(),
});
/** `POST /api/remotes.php` → the released or activated version. */
export const remoteResponse = z.object({ remote: remoteVersion });
/** `GET /api/dev/outbox.php` → mails sent to an address, newest first (development only). */

export const outboxResponse = z.object({
  mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), headers: z.record(z.string(), z.string()), created_at: z.string() })),
});
