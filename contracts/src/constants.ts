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

/** Profile fields' bounds (spec §3 profile; project decisions, docs/product.md §3). */
export const PROFILE_RULES = {
  aboutMax: 2000,
  cityMax: 100,
  maxInterests: 20,
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

/** Length in Unicode code points (an emoji counts once), as every rule counts. */
export const codePoints = (s: string): number => [...s].length;

/** Whether an e-mail address (already trimmed) passes the rule: ≤ 254 characters, EMAIL_PATTERN (spec §5). */
export function isEmail(address: string): boolean {
  return address.length <= ACCOUNT_RULES.emailMax && EMAIL_PATTERN.test(address);
}

/** Whether a new password has 8–128 characters (spec §5; the common-password list is the API's). */
export function isPasswordLength(password: string): boolean {
  const n = codePoints(password);
  return n >= ACCOUNT_RULES.passwordMin && n <= ACCOUNT_RULES.passwordMax;
}

/** Whether a username (already trimmed) has 1–50 characters (spec §5). */
export function isNameLength(name: string): boolean {
  const n = codePoints(name);
  return n >= ACCOUNT_RULES.nameMin && n <= ACCOUNT_RULES.nameMax;
}

/** Whether a YYYY-MM-DD date of birth is a real date of someone aged 18 to 120 on `today` (spec §5 "18+"). */
export function isAdultDateOfBirth(dateOfBirth: string, today = new Date()): boolean {
  const age = ageOn(dateOfBirth, today);
  return age >= ACCOUNT_RULES.minAge && age <= ACCOUNT_RULES.maxAge;
}

/** Whether a username is the member's e-mail address, which it may not be (spec §5; error `name_equals_email`). */
export function nameEqualsEmail(name: string, address: string): boolean {
  return name.trim().toLowerCase() === address.trim().toLowerCase();
}

/**
 * Largest request bodies the API reads, in bytes (issue 16): JSON bodies 1 MiB, raw image uploads
 * (profile and chat photos, spec §1) 10 MiB. The API answers 413 beyond them, and the shell's
 * `/api` proxy answers the same 413 itself from Content-Length, before forwarding a byte.
 */
/**
 * Stored photo sizes in pixels (spec §3 images): a member photo fits inside `full`², its thumbnail
 * is `thumb`² (cover-cropped); both WebP, made by sharp (API uploads and the seed's avatars).
 * Pages list both in `srcset` so the browser takes the thumbnail only where it is sharp (issue 12).
 */
export const PHOTO_SIZES = { full: 1200, thumb: 96 } as const;

export const BODY_LIMITS = { jsonBytes: 1024 * 1024, imageBytes: 10 * 1024 * 1024 } as const;

/** Payment methods of spec §9 (the spec spells Przelewy24 `prezelewy24`; kept as the wire name). */
export const PAYMENT_METHODS = [
  'sdd', 'sct', 'prezelewy24', 'blik', 'giropay', 'card', 'mobilepay', 'swish', 'twint', 'satispay',
  'vipps', 'ideal', 'bancontact', 'applepay', 'paysafecard', 'paypal', 'sofort', 'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment methods offered per country (ISO alpha-2 of the member's profile), in display
 * order: the local favourites first, then card and PayPal (project decision, api/README.md
 * "Payments"). Countries not listed get `DEFAULT_PAYMENT_METHODS`. The API refuses a method the
 * member's country is not offered (400 `method_not_available`). SEPA direct debit (`sdd`) goes
 * through the mandate form `/directdebit` instead of the provider's page.
 */
export const PAYMENT_METHODS_BY_COUNTRY: Readonly<Record<string, readonly PaymentMethod[]>> = {
  NL: ['ideal', 'card', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
  BE: ['bancontact', 'card', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
  DE: ['sofort', 'giropay', 'card', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
  AT: ['eps', 'sofort', 'card', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
  CH: ['twint', 'card', 'paypal', 'applepay', 'sct', 'paysafecard'],
  PL: ['blik', 'prezelewy24', 'card', 'paypal', 'applepay', 'paysafecard'],
  DK: ['mobilepay', 'card', 'paypal', 'applepay'],
  FI: ['mobilepay', 'card', 'paypal', 'applepay', 'sct'],
  SE: ['swish', 'card', 'paypal', 'applepay'],
  NO: ['vipps', 'card', 'paypal', 'applepay'],
  IT: ['satispay', 'card', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
};
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'paypal', 'applepay', 'sct', 'paysafecard'];

/** The methods offered to a member of `country` (see PAYMENT_METHODS_BY_COUNTRY). */
export function paymentMethodsFor(country: string | null | undefined): readonly PaymentMethod[] {
  return PAYMENT_METHODS_BY_COUNTRY[(country ?? '').toUpperCase()] ?? DEFAULT_PAYMENT_METHODS;
}

/**
 * The time bonus of spec §4, §9: code TIMEBONUS25, 25 %, once per member, valid `seconds` from
 * the member's `signup_date` (the API checks it with its own clock); never for paid users.
 */
export const TIME_BONUS = { code: 'TIMEBONUS25', percent: 25, seconds: 14_400, popupDelaySeconds: 40 } as const;

/**
 * The currency a member pays in, by the country of their profile (a visitor: the site's GeoIP
 * country): the site's credit bundles exist in each (api/README.md "Payments"); EUR elsewhere.
 */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { CH: 'CHF', PL: 'PLN', DK: 'DKK', SE: 'SEK', NO: 'NOK', GB: 'GBP' };

/** The currency of `country` (see CURRENCY_BY_COUNTRY). */
export function currencyFor(country: string | null | undefined): string {
  return CURRENCY_BY_COUNTRY[(country ?? '').toUpperCase()] ?? 'EUR';
}

/**
 * The first path segments the site's routes use (shared/src/routes; a test keeps the two in step)
 * plus the server's own (`api`, `static`, `media`) and the locale prefixes: a `/{token}` static
 * page (spec §2, issue 13) may take none of them, or it could never be reached.
 */
export const RESERVED_PATH_SEGMENTS: readonly string[] = [
  'members', 'likes', 'chats', 'credits', 'premium', 'pricing', 'transactions', 'directdebit', 'sandbox-pay',
  'profile', 'notifications', 'match-finder', 'swipe-game', 'signup', 'complete-signup', 'signup-matches', 'login',
  'reset-password', 'activate', 'mail-change', 'account-deleted', 'complaints', 'lang-config', 'pages', 'landers', 'operator',
  'api', 'static', 'media', 'favicon.svg', 'entry-warning', ...LOCALES,
];

/** A `/{token}` page address: lower-case words of letters and digits joined by hyphens, 2–64 characters. */
export const PAGE_TOKEN_PATTERN = /^(?=.{2,64}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A remote's federation name (`mf_chat`; CONVENTIONS.md "Naming"). */
export const REMOTE_NAME_PATTERN = /^mf_[a-z]+$/;

/** Staff roles of the operator console (issue 31); `admin` may do everything. */
export const OPERATOR_ROLES = ['moderator', 'support', 'finance', 'marketing', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What each part of the operator console needs (issue 31 "Roles"): the API refuses a call of a
 * permission the session's role lacks (403 `forbidden_role`), and the console shows only the
 * sections of the role. `admin` holds every permission.
 */
export const OPERATOR_PERMISSIONS = {
  /** Photo and chat-photo queue: approve / reject. */
  photos: ['moderator'],
  /** Reports queue: dismiss, hide a photo, disable, ban. */
  reports: ['moderator'],
  /** Disable / ban / unban a member (also from the look-up). */
  ban: ['moderator'],
  /** Member look-up (account, profile, photos, status, payments, e-mail status, staff notes). */
  members: ['moderator', 'support', 'finance'],
  /** End a member's sessions, re-enable e-mail, write staff notes. */
  member_support: ['support'],
  /** Complaints queue: reply by e-mail, status. */
  complaints: ['support'],
  /** Refunds and credit corrections. */
  payments: ['finance'],
  /** Campaign mails and static pages. */
  content: ['marketing'],
  /** Releases of mf_landers (marketing) — every remote's for admin. */
  releases_landers: ['marketing'],
  releases: [],
  /** Site settings of spec §3. */
  settings: [],
  /** Operator accounts and their roles. */
  operators: [],
  /** The audit log and its CSV export. */
  audit: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** Whether `role` holds `permission` (admin holds all). */
export function operatorMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return role === 'admin' || (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}
