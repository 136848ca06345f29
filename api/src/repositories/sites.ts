import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { paymentProvidersSetting, settings } from '@amora/contracts';
import { z } from 'zod';
import { SITE_CACHE_MS } from '../config.js';
import type { DB } from '../db/schema.js';
import type { CompanyInfo, CreditBundle } from '../types.js';

const countryCode = z.string().regex(/^[A-Z]{2}$/);

/**
 * The part of the Settings object (spec §3) stored per site in `sites.settings` (jsonb). The
 * rest is derived per request: domain (the site's key), cdn_prefix (config unless overridden
 * here), geoip_country / geoip_selected_country (request header), company_id (the site row).
 */
export const storedSettingsSchema = settings
  .omit({ domain: true, geoip_country: true, geoip_selected_country: true, company_id: true })
  .extend({
    // Stricter than the answer's schema: what an operator may store.
    name: z.string().min(1),
    domain_language: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    cdn_prefix: z.url().nullable().default(null),
    niche: z.number().int().min(1).max(7),
    minimum_message_costs: z.record(z.string(), z.object({ costs: z.number().nonnegative(), currency: z.string().length(3) })),
    support_email: z.email(),
    countries: z.array(countryCode).min(1),
    message_credits: z.number().int().nonnegative(),
    signup_credits: z.number().int().nonnegative(),
    photo_credits: z.number().int().nonnegative(),
    gift_credits: z.number().int().nonnegative(),
    message_length: z.number().int().positive(),
    refund_days: z.number().int().nonnegative(),
    // Issue 32: which payment provider serves which method; stored, never in the public Settings answer.
    payment_providers: paymentProvidersSetting.default({ default: 'sandbox' }),
    // Issue 35: the share of page views whose real-user measurements the shell sends (GET /api/remotes.php); never in the public Settings answer.
    rum_sample_rate: z.number().min(0).max(1).default(1),
  });

export type StoredSettings = z.output<typeof storedSettingsSchema>;
export type StoredSettingsInput = z.input<typeof storedSettingsSchema>;

/** A white-label site resolved from the request's host. */
export interface Site {
  id: number;
  domain: string;
  companyId: number;
  /** ISO alpha-2; geoip fallback. */
  defaultCountry: string;
  settings: StoredSettings;
}

/** The site used when the host matches no site (spec: one platform, many domains). */
export const FALLBACK_DOMAIN = 'localhost';

/** Host names whose site (or its absence) a process remembers at most (issue 33: a request's Host never grows memory unbounded). */
const SITE_CACHE_MAX = 1_000;

/** Sites (settings per Host), company info and credit bundles. */
export function createSitesRepository(db: Kysely<DB>) {
  const cache = new LRUCache<string, { site: Site | null; at: number }>({ max: SITE_CACHE_MAX });

  async function load(domain: string): Promise<Site | null> {
    const row = await db
      .selectFrom('sites')
      .select(['id', 'domain', 'company_id', 'default_country', 'settings'])
      .where('domain', '=', domain)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      domain: row.domain,
      companyId: row.company_id,
      defaultCountry: row.default_country,
      settings: storedSettingsSchema.parse(row.settings),
    };
  }

  async function cached(domain: string): Promise<Site | null> {
    const hit = cache.get(domain);
    if (hit && Date.now() - hit.at < SITE_CACHE_MS) return hit.site;
    const site = await load(domain);
    cache.set(domain, { site, at: Date.now() });
    return site;
  }

  return {
    /**
     * The site for a host name (no port, lower case); an unknown host falls back to the
     * `localhost` site. Null only when no site exists at all (database not seeded). Cached for
     * SITE_CACHE_MS.
     */
    async resolve(hostname: string): Promise<Site | null> {
      const domain = hostname.toLowerCase().replace(/\.$/, '');
      return (await cached(domain)) ?? (await cached(FALLBACK_DOMAIN));
    },

    /** Whether a site has exactly this domain (no fallback, unlike `resolve`). */
    async exists(domain: string): Promise<boolean> {
      return (await cached(domain.toLowerCase())) !== null;
    },

    /** The domains of site ids, in id order (an operator's sites; issue 31). */
    async domainsOf(ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('sites').select('domain').where('id', 'in', ids).orderBy('id').execute();
      return rows.map((r) => r.domain);
    },

    /** The ids of domains (unknown ones left out). */
    async idsOf(domains: string[]): Promise<number[]> {
      if (domains.length === 0) return [];
      const rows = await db.selectFrom('sites').select('id').where('domain', 'in', domains.map((d) => d.toLowerCase())).orderBy('id').execute();
      return rows.map((r) => r.id);
    },

    /** Forgets cached sites (after seeding or editing settings). */
    clearCache(): void {
      cache.clear();
    },

    /** Company info of a site (`GET /api/companyinfo.php`), or null. */
    async company(companyId: number): Promise<CompanyInfo | null> {
      const row = await db
        .selectFrom('companies')
        .select([
          'name',
          'address',
          'kvk',
          'city',
          'country',
          'tradenames',
          'vat_numbers',
          'support_phone',
          'delete_discount',
          sql<string>`to_char(added, 'YYYY-MM-DD')`.as('added'),
        ])
        .where('id', '=', companyId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The credit bundles sold on a site in `currency` (ISO 4217), smallest first. */
    async creditBundles(siteId: number, currency: string): Promise<CreditBundle[]> {
      return db
        .selectFrom('credit_bundles')
        .select(['id', 'credits', 'price_cents', 'currency', 'popular'])
        .where('site_id', '=', siteId)
        .where('currency', '=', currency)
        .orderBy('position')
        .orderBy('credits')
        .execute();
    },
  };
}

export type SitesRepository = ReturnType<typeof createSitesRepository>;
