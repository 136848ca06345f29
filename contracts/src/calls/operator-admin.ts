/**
 * The operator console's administration calls (issue 31): the audit log, operator accounts,
 * site settings, releases, campaigns and static pages. Permissions: OPERATOR_PERMISSIONS.
 */
import { z } from 'zod';
import { LOCALES, OPERATOR_ROLES, PAGE_TOKEN_PATTERN, REMOTE_NAME_PATTERN, RESERVED_PATH_SEGMENTS } from '../constants';
import { remoteActivation, remoteVersion, settings, sitePage } from '../entities';
import { email } from '../rules';
import { canaryComparison, canaryDecision } from './canary';
import { type ApiCall, call, okResponse } from './common';
import { paymentProviderOptions } from './payment-provider-choice';
import { paymentProvidersSetting } from './payments';

const MAX_ID = 2 ** 31 - 1;
/** A site's domain as a request names it (lower-cased). */
export const siteDomain = z.string().trim().toLowerCase().min(1).max(253);

/** One recorded operator action (ISO 8601 `created_at`; `actor` is the operator's e-mail or `cli`). */
export const auditRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  operator_id: z.number().int().nullable(),
  actor: z.string(),
  role: z.string(),
  site: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  user_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

/**
 * `GET /api/operator/audit.php` and `audit-export.php` query: the operator's and the member's id,
 * the action (`noun.verb`), the first and last day (YYYY-MM-DD, whole UTC days, `to` included),
 * and the page (`before` an entry id, `limit` 1–200).
 */
export const auditQuery = z.object({
  operator: z.coerce.number().int().positive().max(MAX_ID).optional(),
  member: z.coerce.number().int().positive().max(MAX_ID).optional(),
  action: z.string().trim().regex(/^[a-z_]+\.[a-z_]+$/).max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** `GET /api/operator/audit.php` → newest first; `next_before` pages on (null at the end). */
export const auditResponse = z.object({ entries: z.array(auditRow), next_before: z.number().int().nullable() });

/** An operator account as admins see it. */
export const operatorAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  sites: z.array(z.string()).nullable(),
  totp_enrolled: z.boolean(),
  disabled: z.boolean(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

/** The sites an operator account is limited to (domains); null = every site. */
const operatorSites = z.array(siteDomain).max(100).nullable();

/** `POST /api/operator/operators.php` body: a new operator (an e-mail address: `invalid_email`), limited to `sites` or not. */
export const operatorCreateBody = z.object({ email, role: z.enum(OPERATOR_ROLES), sites: operatorSites.optional() });

/** `PUT /api/operator/operators.php` body: a change of operator `id` (any change ends the operator's sessions). */
export const operatorUpdateBody = z.object({
  id: z.number().int().positive(),
  role: z.enum(OPERATOR_ROLES).optional(),
  sites: operatorSites.optional(),
  disabled: z.boolean().optional(),
  reset_mfa: z.literal(true).optional(),
  reset_password: z.literal(true).optional(),
});

/** `GET /api/operator/operators.php` → every operator. */
export const operatorsResponse = z.object({ operators: z.array(operatorAccount) });
/** `POST`/`PUT /api/operator/operators.php` → the account; on creation its first password, shown once. */
export const operatorAccountResponse = z.object({ operator: operatorAccount, password: z.string().optional() });

/**
 * The settings of spec §3 an operator edits: everything a site stores, not what is worked out per
 * request (domain, GeoIP country, CDN prefix, company, push key).
 */
export const editableSettings = settings
  .omit({ domain: true, cdn_prefix: true, geoip_country: true, geoip_selected_country: true, company_id: true, push_public_key: true })
  .extend({
    name: z.string().trim().min(1).max(100),
    niche: z.number().int().min(0).max(1000),
    message_credits: z.number().int().min(0).max(1000),
    signup_credits: z.number().int().min(0).max(10_000),
    photo_credits: z.number().int().min(0).max(1000),
    gift_credits: z.number().int().min(0).max(1000),
    message_length: z.number().int().min(1).max(10_000),
    refund_days: z.number().int().min(0).max(365),
    support_email: z.string().trim().max(254),
    support_phone: z.string().trim().max(40),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1).max(250),
    // Which payment provider serves which method (issue 32); not in the public Settings object.
    payment_providers: paymentProvidersSetting.optional(),
    // Issue 35: the share of page views whose real-user measurements the shell sends (0–1, default 1); not in the public Settings object.
    rum_sample_rate: z.number().min(0).max(1).optional(),
  });
export type EditableSettings = z.infer<typeof editableSettings>;

/**
 * `GET`/`PUT /api/operator/settings.php` → a site's domain and editable settings, and (read-only,
 * issue 32) the payment providers this installation is configured for and the methods each takes.
 */
export const siteSettingsResponse = z.object({ site: z.string(), settings: editableSettings, ...paymentProviderOptions.shape });
/** `GET /api/operator/sites.php` → the domains the operator may act on. */
export const operatorSitesResponse = z.object({ sites: z.array(z.object({ id: z.number().int(), domain: z.string(), name: z.string(), language: z.string() })) });

/**
 * One remote in the console's Releases screen: its versions (newest first), its splits and pins,
 * and (issue 35) each canary beside its active version (`comparisons`, one per canary) and the
 * judge's latest automatic decisions (`decisions`, newest first, at most 10).
 */
export const releaseEntry = z.object({
  name: z.string(),
  versions: z.array(remoteVersion),
  activations: z.array(remoteActivation),
  comparisons: z.array(canaryComparison).optional(),
  decisions: z.array(canaryDecision).optional(),
});
/** `GET /api/operator/releases.php` → every remote the operator may release. */
export const releasesResponse = z.object({ remotes: z.array(releaseEntry) });
/**
 * `POST /api/operator/releases.php` body: `activate` a registered `version` (for `site`, absent or
 * '' = every site), `canary` it for `percent` (1–99) of a site's visitors, `promote` the canary,
 * `rollback`.
 */
export const releaseActionBody = z.object({
  name: z.string().regex(REMOTE_NAME_PATTERN),
  action: z.enum(['activate', 'canary', 'promote', 'rollback']),
  /** A registered version (activate, canary). */
  version: z.string().trim().min(1).max(100).optional(),
  /** A site's domain; absent or '' = every site. */
  site: z.string().trim().toLowerCase().max(253).optional().default(''),
  /** The canary's share in percent (canary). */
  percent: z.number().int().min(1).max(99).optional(),
  /** Issue 35 (canary): promote it automatically once it held this many minutes… */
  auto_promote_after_minutes: z.number().int().min(1).max(30 * 24 * 60).optional(),
  /** …with at least this many page views (default: the remote's rules' `min_page_views`). */
  auto_promote_min_views: z.number().int().min(1).max(10_000_000).optional(),
});

/** `POST /api/operator/releases.php` → the version now active, promoted or rolled back to. */
export const releaseActionResponse = z.object({ remote: remoteVersion });

/** A campaign as the console lists it (issue 15 campaigns): counts of its mails. */
export const campaignEntry = z.object({
  id: z.number().int(),
  site: z.string(),
  kind: z.enum(['promotions', 'news']),
  locales: z.array(z.enum(LOCALES)),
  subject: z.string(),
  created_at: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
});
/** `GET /api/operator/campaigns.php` → a site's campaigns, newest first. */
export const campaignsResponse = z.object({ campaigns: z.array(campaignEntry) });
/** A campaign mail's text in one language: subject 1–200 characters, plain-text body 1–20,000. */
export const campaignText = z.object({ subject: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(20_000) });

/** `POST /api/operator/campaigns.php` body: the site, the mail type members opt into, and at least one language's text. */
export const campaignBody = z
  .object({ site: siteDomain, kind: campaignEntry.shape.kind, texts: z.partialRecord(z.enum(LOCALES), campaignText) })
  .refine((c) => Object.keys(c.texts).length > 0, { message: 'at least one text', path: ['texts'] });

/** `POST /api/operator/campaigns.php` → the campaign and how many mails it queued. */
export const campaignCreatedResponse = z.object({ id: z.number().int().positive(), queued: z.number().int().nonnegative() });

/** `GET /api/operator/pages.php` → every `/{token}` page of a site in every locale it has. */
export const sitePagesResponse = z.object({ pages: z.array(sitePage) });
/** A static page's address (`/summer-rules`): lower-case letters and digits joined by hyphens, 2–64, no route of the site. */
export const pageToken = z
  .string()
  .regex(PAGE_TOKEN_PATTERN, 'token: lower-case letters and digits joined by hyphens, 2–64 characters')
  .refine((value) => !RESERVED_PATH_SEGMENTS.includes(value), 'token: this address belongs to another page of the site');

/** `PUT /api/operator/pages.php` body: a page of `site` in one locale, title 1–200 characters, plain-text body 1–50,000. */
export const sitePageBody = z.object({
  site: siteDomain,
  token: pageToken,
  locale: z.enum(LOCALES),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(50_000),
});

/** `PUT /api/operator/pages.php` → the page written. */
export const sitePageWrittenResponse = z.object({ page: sitePage });

/** The administration calls, in the order of api/README.md "Operator console". */
export const ADMIN_CALLS: readonly ApiCall[] = [
  call('GET', '/api/operator/sites.php', { 200: operatorSitesResponse }),
  call('GET', '/api/operator/audit.php', { 200: auditResponse }),
  { method: 'GET', path: '/api/operator/audit-export.php', responses: {}, file: 'text/csv' },
  call('GET', '/api/operator/operators.php', { 200: operatorsResponse }),
  call('POST', '/api/operator/operators.php', { 201: operatorAccountResponse }),
  call('PUT', '/api/operator/operators.php', { 200: operatorAccountResponse }),
  call('GET', '/api/operator/settings.php', { 200: siteSettingsResponse }),
  call('PUT', '/api/operator/settings.php', { 200: siteSettingsResponse }),
  call('GET', '/api/operator/releases.php', { 200: releasesResponse }),
  call('POST', '/api/operator/releases.php', { 200: releaseActionResponse }),
  call('GET', '/api/operator/campaigns.php', { 200: campaignsResponse }),
  call('POST', '/api/operator/campaigns.php', { 201: campaignCreatedResponse }),
  call('GET', '/api/operator/pages.php', { 200: sitePagesResponse }),
  call('PUT', '/api/operator/pages.php', { 200: sitePageWrittenResponse }),
  call('DELETE', '/api/operator/pages.php', { 200: okResponse }),
];
