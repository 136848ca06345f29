/**
 * `@amora/contracts/constants` — the contract's plain values, free of zod so that any bundle
 * (the visitor landing page included) can import them for a few bytes. The zod schemas in
 * `./rules` and `./entities` are built on these same values.
 */

/** The 11 interface languages (spec §1). */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** Notification preference types (spec §3 notification types). */
export const NOTIFICATION_TYPES = [
  'new_conversations', 'new_messages', 'like', 'unread_message_reminders',
  'promotions', 'weekly_updates', 'news', 'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Dismissible alerts (spec §4): add a profile photo, enable push, notifications disabled. */
export const ALERT_KINDS = ['photo', 'push', 'notifications'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Why e-mail notifications were switched off (spec §4 "spam complaint, bounce or unsubscribe"). */
export const NOTIFICATIONS_DISABLED_REASONS = ['spam_complaint', 'bounce', 'unsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

/**
 * Account rules of sign-up, profile editing, password reset and change (spec §5; the bounds are
 * project decisions, docs/product.md §5). Lengths count Unicode code points.
 */
export const ACCOUNT_RULES = {
  nameMin: 1,
  nameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  minAge: 18,
  maxAge: 120,
} as const;

/** One @, no spaces, a dot in the domain and a top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/**
 * Full years between a YYYY-MM-DD date of birth and `today` (compared in UTC); NaN for a string
 * that is not a real calendar date (e.g. 2001-02-30).
 */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return Number.NaN;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return Number.NaN;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

/**
 * The earliest and latest date of birth (YYYY-MM-DD) the rules accept today: for a date input's
 * `min`/`max` (spec §5 "date of birth (18+)").
 */
export function dateOfBirthBounds(today = new Date()): { min: string; max: string } {
  const shift = (years: number, days: number): string => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
    return d.toISOString().slice(0, 10);
  };
  return { min: shift(ACCOUNT_RULES.maxAge + 1, 1), max: shift(ACCOUNT_RULES.minAge, 0) };
}
