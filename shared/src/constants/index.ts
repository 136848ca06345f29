/** Business constants and limits of the product spec §9. Durations carry their unit in the name. */

/** Refresh of user, chats and likes (spec §9). */
export const REFRESH_INTERVAL_MS = 60_000;
export const REFRESH_INTERVAL_PUSH_MS = 300_000;
export const REFRESH_START_DELAY_MS = 5_000;

/** Welcome discount (spec §9); the time bonus is the contract's TIME_BONUS (`@amora/contracts/constants`). */
export const WELCOME_DISCOUNT_PERCENTAGE = 25;

/** Likes reload after an auto-like (spec §7, §9). */
export const AUTO_LIKE_RELOAD_MS = 500;

/** Navigation progress bar and chunk reload guard (spec §9). */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Limits (spec §6, §9). */
export const SWIPE_LIKES_PER_DAY = 4;
export const FREE_CONVERSATIONS = 2;
export const FREE_PHOTOS = 3;
export const PREMIUM_PHOTOS = 25;
export const CREDITS_BADGE_THRESHOLD = 10;
export const UNREAD_BADGE_CAP = 99;
export const REACTIVATION_DAYS = 14;
export const MIN_AGE = 18;

/** Cookies (spec §9). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/**
 * When the visitor passed the site-entry warning (spec §2 "a stored timestamp", ms since epoch):
 * a cookie, so the server-rendered first screen (issue 12) already knows whether to draw it.
 */
export const ENTRY_WARNING_COOKIE = 'amora_entry_ok';
export const ENTRY_WARNING_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** Where the entry warning's "Enter" posts before the page's JavaScript runs: the shell server sets the cookie and sends the visitor back. */
export const ENTRY_WARNING_PATH = '/entry-warning';
export const GEOLOCATION_CACHE_MAX_AGE_MS = 3_600_000;

/** API client retries (spec §7): up to 5 retries, delay = base × 2^attempt. */
export const API_MAX_RETRIES = 5;
export const API_RETRY_BASE_MS = 250;

/** Terms version date: at least this, or the company's `added` date if later (spec §9). */
export const TERMS_MIN_DATE = '2023-12-01T12:00:00Z';

/**
 * Payment methods of spec §9, from the contract. The methods per country and the time bonus are
 * imported from `@amora/contracts/constants` by the screens that need them (not the landing page).
 */
export { PAYMENT_METHODS, type PaymentMethod } from '@amora/contracts/constants';

/** Notification preference types (spec §3), from the contract. */
export { NOTIFICATION_TYPES } from '@amora/contracts/constants';

/** sessionStorage key of the chunk-reload guard (spec §8). */
export const STORAGE_KEYS = {
  chunkReloadAt: 'amora.chunk-reload-at',
} as const;

/**
 * The terms version date of spec §9: 2023-12-01T12:00:00Z or the company's `added` date if later.
 * @param companyAdded ISO date of CompanyInfo.added, or undefined.
 * @returns ISO 8601 string.
 */
export function termsVersionDate(companyAdded?: string | null): string {
  const min = Date.parse(TERMS_MIN_DATE);
  const added = companyAdded ? Date.parse(companyAdded) : Number.NaN;
  return new Date(Number.isNaN(added) || added < min ? min : added).toISOString();
}

/** The support phone cleaned of dashes and spaces, for `tel:` links (spec §9). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/** Badge text for unread messages: capped at "99+" (spec §2). Returns null for 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** Credits badge style (spec §2): none above 10 credits, `warning` from 10 down to 1, `danger` at 0. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
