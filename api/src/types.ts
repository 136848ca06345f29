/**
 * Response shapes of the /api/*.php calls (spec §3, §7). Field names are the spec's snake_case,
 * end to end; the frontend declares the same interfaces in @amora/shared.
 */

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** Notification preference types (spec §3). */
export const NOTIFICATION_TYPES = [
  'new_conversations', 'new_messages', 'like', 'unread_message_reminders',
  'promotions', 'weekly_updates', 'news', 'reminders',
] as const;

/** A profile photo; `filename`/`thumb_filename` are relative to `settings.cdn_prefix`. */
export interface Image {
  id: number;
  filename: string;
  thumb_filename: string;
  status: 'active' | 'pending' | 'disabled';
  premium: boolean;
}

/**
 * A member's public profile. `region` is the subdivision's display name, `region_code` its
 * ISO 3166-2 code (the value `members.php?countryregion=` and `regions.php` use).
 */
export interface Profile {
  id: number;
  name: string;
  age: number;
  /** Null for a member who did not give it at sign-up. */
  gender: 'female' | 'male' | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  region: string | null;
  region_code: string | null;
  city: string | null;
  about: string;
  main_image: Image | null;
  status: 'active' | 'disabled';
  fictional: boolean;
  online: boolean;
  images_count: number;
}

/** A profile with its photos and interest keys (`GET /api/profile.php`). */
export interface ProfileDetail extends Profile {
  images: Image[];
  interests: string[];
  /** Whether the logged-in viewer liked this profile (false for visitors and the owner). */
  liked_by_me: boolean;
  /** Whether the logged-in viewer blocked this profile (false for visitors and the owner). */
  blocked_by_me: boolean;
  /**
   * The logged-in viewer's private note about this profile (null when none; `PUT /api/notes.php`).
   * Present only for a logged-in viewer who is not the owner, has not blocked the profile, on a
   * site whose `visible_profile_notes` is true (issue 4).
   */
  notes?: string | null;
}

/** Whom a member looks for (`PUT /api/profile.php`; the suggestions' default gender). */
export type LookingFor = 'female' | 'male' | 'both';

/** The owner's own profile page (`GET /api/profile.php?id=<own id>`, `PUT /api/profile.php`). */
export interface OwnProfileDetail extends ProfileDetail {
  looking_for: LookingFor | null;
  invisible: boolean;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  /** Degrees, both or neither. */
  lat: number | null;
  lon: number | null;
}

/** Dismissible alerts (spec §4): add a profile photo, enable push, notifications disabled. */
export const ALERT_KINDS = ['photo', 'push', 'notifications'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Why e-mail notifications were switched off (spec §4 "spam complaint, bounce or unsubscribe"). */
export const NOTIFICATIONS_DISABLED_REASONS = ['spam_complaint', 'bounce', 'unsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

/** Notification preferences: every type of NOTIFICATION_TYPES → on/off. */
export type NotificationSettings = Record<(typeof NOTIFICATION_TYPES)[number], boolean>;

/** `GET/PUT/POST /api/notifications.php`. */
export interface NotificationsState {
  settings: NotificationSettings;
  notifications_disabled: NotificationsDisabledReason[];
}

/** A photo in the operator's review list (`GET /api/photos.php?status=pending`). */
export interface ReviewImage extends Image {
  profile_id: number;
}

/** `GET/PUT/DELETE /api/photos.php`: the member's own photos (pending ones too), by position. */
export interface OwnPhotos {
  images: Image[];
  /** 3 for free members, 25 for premium ones. */
  limit: number;
  main_image_id: number | null;
}

/** `GET/POST /api/swipe.php`: the swipe game's likes left today. */
export interface SwipeState {
  likes_left: number;
  likes_per_day: number;
  /** Next local midnight of the member (users.timezone), ISO 8601 UTC. */
  resets_at: string;
}

/** The logged-in member (`GET/POST/PUT /api/user.php`). */
export interface User {
  id: number;
  email: string;
  status: 'active' | 'not_confirmed';
  credits: number;
  paid_user: boolean;
  /** ISO 8601. */
  signup_date: string;
  language: Locale;
  notifications_disabled: string[];
  push_subscribed: boolean;
  /** When the member dismissed each alert (ISO 8601); absent = never. */
  alerts_dismissed: Partial<Record<AlertKind, string>>;
  /** IANA time zone; default from the profile's country (src/geo/timezones.ts). */
  timezone: string;
  profile: Profile;
}

/**
 * A discount code (spec §3 "Discount code", `GET /api/discountcode.php`). `expires` ISO 8601;
 * `minimum_order_value` in cents of `currency`; `status` 'expired' (and `expired` true) once
 * `expires` has passed.
 */
export interface DiscountCode {
  code: string;
  country: string | null;
  user_id: number | null;
  expires: string;
  value_percentage: number;
  currency: string;
  minimum_order_value: number;
  status: 'active' | 'used' | 'expired';
  validity: string;
  expired: boolean;
  paymentmethods: string[];
}

export interface ChatListEntry {
  /** Conversation id. */
  id: number;
  profile_id: number;
  profile: Profile;
  num_unread_messages: number;
  last_message: { text: string; created_at: string; from_me: boolean } | null;
  updated_at: string;
}

export interface LikedByEntry extends Profile {
  like_new: boolean;
  liked_at: string;
}

export interface CreditBundle {
  id: number;
  credits: number;
  price_cents: number;
  currency: string;
  popular: boolean;
}

export interface RemoteVersion {
  /** Federation name, e.g. mf_chat. */
  name: string;
  version: string;
  manifest_url: string;
  active: boolean;
  created_at: string;
  activated_at: string | null;
}

export type SignupMode = 'all' | 'with_trafficsource' | 'invite';

/** The Settings object of `GET /api/settings.php` (spec §3 "Settings", plus `us_footer`). */
export interface Settings {
  name: string;
  domain: string;
  /** BCP 47, e.g. en-US, de-DE. */
  domain_language: string;
  /** Absolute URL ending in `/`; image filenames are relative to it. */
  cdn_prefix: string;
  /** 1–7. */
  niche: number;
  signups: SignupMode;
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  /** Visitor's country (ISO alpha-2) from `X-Geo-Country`, else the site's default country. */
  geoip_country: string;
  /** geoip_country when the site serves it, else the site's default country. */
  geoip_selected_country: string;
  /** Cheapest price of one message per served country, in major currency units (e.g. 0.45). */
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  support_phone: string;
  support_email: string;
  /** VAPID public key, base64url (uncompressed P-256 point). */
  push_public_key: string;
  enable_site_entry_popup: boolean;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  description: string;
  index_title: string;
  countries: string[];
  visible_profile_fields: string[];
  visible_profile_notes: boolean;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  search_fields: string[];
  interests: boolean;
  member_resell: boolean;
  refund_days: number;
  company_id: number;
  mail_name: string;
  us_footer: boolean;
}

export interface CompanyInfo {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  /** ISO date (YYYY-MM-DD). */
  added: string;
}

export type RegionLabel = 'province' | 'state' | 'canton' | 'county' | 'region' | 'voivodeship' | 'municipality';

export interface RegionList {
  label: RegionLabel;
  items: { code: string; name: string }[];
}
