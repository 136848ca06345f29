/**
 * Domain types of the product spec §3, with the API's snake_case field names kept end to end.
 * The API (`api/`) answers with exactly these shapes; see api/README.md for each call.
 */

/** The 11 interface languages (spec §1). */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** An uploaded picture; paths are relative to `Settings.cdn_prefix`. Only `active` images may be shared (spec §3). */
export interface Image {
  id: number;
  filename: string;
  thumb_filename: string;
  status: 'active' | 'pending' | 'disabled';
  premium: boolean;
}

/** A member's public profile (spec §3 User.profile). `age` in years. */
export interface Profile {
  id: number;
  name: string;
  age: number;
  gender: 'female' | 'male';
  country: string;
  region: string | null;
  city: string | null;
  about: string;
  main_image: Image | null;
  status: 'active' | 'disabled';
  fictional: boolean;
  online: boolean;
  images_count: number;
}

/** The logged-in member (spec §3 User). `credits` in credits, `signup_date` ISO 8601. */
export interface User {
  id: number;
  email: string;
  status: 'active' | 'not_confirmed';
  credits: number;
  paid_user: boolean;
  signup_date: string;
  language: Locale;
  notifications_disabled: string[];
  push_subscribed: boolean;
  /** When the member dismissed each alert of spec §4 (ISO 8601); absent = never. */
  alerts_dismissed: Partial<Record<AlertKind, string>>;
  /** IANA time zone of the member (the swipe game's day ends at its midnight, spec §6). */
  timezone: string;
  profile: Profile;
}

/** Dismissible alerts of spec §4: add a profile photo, enable push, notifications disabled. */
export type AlertKind = 'photo' | 'push' | 'notifications';

/** Why e-mail notifications were switched off (spec §4). */
export type NotificationsDisabledReason = 'spam_complaint' | 'bounce' | 'unsubscribe';

/** A discount code (spec §3 "Discount code"); `expires` ISO 8601, `minimum_order_value` in cents. */
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

/** One entry of the conversation overview (spec §3 Conversation); `id` is the conversation id. */
export interface ChatListEntry {
  id: number;
  profile_id: number;
  profile: Profile;
  num_unread_messages: number;
  last_message: { text: string; created_at: string; from_me: boolean } | null;
  updated_at: string;
}

/** A profile that liked the member (spec §3 Like entry). */
export interface LikedByEntry extends Profile {
  like_new: boolean;
  liked_at: string;
}

/** `GET /api/likes.php` (spec §7). */
export interface LikesState {
  likes: Profile[];
  liked_by: LikedByEntry[];
  matches: Profile[];
}

/** A credit bundle for sale; `price_cents` in the currency's minor unit. */
export interface CreditBundle {
  id: number;
  credits: number;
  price_cents: number;
  currency: string;
  popular: boolean;
}

/** `GET /api/members.php` (spec §3 Search state). */
export interface MemberSearchResult {
  profiles: Profile[];
  total: number;
  pageNumber: number;
  numResults: number;
  similar: Profile[];
}

/** Site settings chosen by the request's Host (spec §3 Settings). */
export interface Settings {
  name: string;
  domain: string;
  domain_language: string;
  cdn_prefix: string;
  niche: number;
  signups: 'all' | 'with_trafficsource' | 'invite';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  geoip_country: string;
  geoip_selected_country: string | null;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  support_phone: string;
  support_email: string;
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

/** `GET /api/companyinfo.php` (spec §3 Company info); `added` ISO 8601. */
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
  added: string;
}

/** One version of a remote in the runtime registry (DESIGN.md §2). */
export interface RemoteVersion {
  name: string;
  version: string;
  manifest_url: string;
  active: boolean;
  created_at: string;
  activated_at: string | null;
}

/** The boot data the shell server injects into every HTML render (DESIGN.md §2, §3). */
export interface BootData {
  settings: Settings;
  user: User | null;
  locale: Locale;
  default_locale: Locale;
  remotes: Pick<RemoteVersion, 'name' | 'version' | 'manifest_url'>[];
}
