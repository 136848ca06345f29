import type { Site } from '../repositories/sites.js';

/**
 * A site's public origin for the links of its mails and pages (spec §8: links never come from
 * request headers): the scheme and port of `PUBLIC_URL` on the site's own configured domain
 * (`de.localhost` → `http://de.localhost:3000` in development), `https://<domain>` without it.
 * A request's `Host` or `X-Forwarded-Host` only chooses which configured site it is (an unknown
 * host is the default site), never the host name a link points to.
 */
export function siteOrigin(publicUrl: string | null, site: Pick<Site, 'domain'>): string {
  if (!publicUrl) return `https://${site.domain}`;
  const url = new URL(publicUrl);
  return `${url.protocol}//${site.domain}${url.port ? `:${url.port}` : ''}`;
}
