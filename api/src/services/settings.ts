import { cdnPrefix, type Config } from '../config.js';
import type { Site } from '../repositories/sites.js';
import type { Settings } from '../types.js';

/**
 * The Settings object of a site for one request (spec §3 "Settings", `GET /api/settings.php`).
 * `geoCountry` is the visitor's country from the `X-Geo-Country` header (set by a CDN or proxy
 * with GeoIP), if any.
 */
export function buildSettings(site: Site, config: Config, geoCountry: string | undefined): Settings {
  const { cdn_prefix, ...stored } = site.settings;
  const geo = geoCountry && /^[A-Za-z]{2}$/.test(geoCountry) ? geoCountry.toUpperCase() : site.defaultCountry;
  return {
    ...stored,
    domain: site.domain,
    cdn_prefix: cdn_prefix ?? cdnPrefix(config),
    geoip_country: geo,
    geoip_selected_country: stored.countries.includes(geo) ? geo : site.defaultCountry,
    company_id: site.companyId,
  };
}
