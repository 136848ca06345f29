/**
 * The API's data shapes (spec §3 entities, §7 calls) as zod schemas, with the spec's snake_case
 * field names end to end; each type is `z.infer` of its schema. The API validates its answers
 * against them (fastify `schema.response`), the frontends read the types.
 */
import { z } from 'zod';
import { ALERT_KINDS, LOCALES, NOTIFICATION_TYPES, NOTIFICATIONS_DISABLED_REASONS } from './constants';

export const locale = z.enum(LOCALES);

/** A profile photo; `filename`/`thumb_filename` are relative to `settings.cdn_prefix`. */
export const image = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(['active', 'pending', 'disabled']),
  premium: z.boolean(),
});
export type Image = z.infer<typeof image>;

/**
 * A member's public profile. `region` is the subdivision's display name, `region_code` its
 * ISO 3166-2 code (the value `members.php?countryregion=` and `regions.php` use); `gender` is
 * null for a member who did not give it; `country` ISO 3166-1 alpha-2, upper case.
 */
export const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(['female', 'male']).nullable(),
  country: z.string(),
  region: z.string().nullable(),
  region_code: z.string().nullable(),
  city: z.string().nullable(),
  about: z.string(),
  main_image: image.nullable(),
  status: z.enum(['active', 'disabled']),
  fictional: z.boolean(),
  online: z.boolean(),
  images_count: z.number().int(),
});
export type Profile = z.infer<typeof profile>;

/**
 * A profile with its photos and interest keys (`GET /api/profile.php`). `liked_by_me` and
 * `blocked_by_me` are false for visitors and the owner; `notes` (the viewer's private note, null
 * when none) is present only for a logged-in viewer who is not the owner and has not blocked the
 * profile, on a site whose `visible_profile_notes` is true.
 */
export const profileDetail = profile.extend({
  images: z.array(image),
  interests: z.array(z.string()),
  liked_by_me: z.boolean(),
  blocked_by_me: z.boolean(),
  notes: z.string().nullable().optional(),
});
export type ProfileDetail = z.infer<typeof profileDetail>;

/** Whom a member looks for (`PUT /api/profile.php`; the suggestions' default gender). */
export const lookingFor = z.enum(['female', 'male', 'both']);
export type LookingFor = z.infer<typeof lookingFor>;

/**
 * The owner's own profile page (`GET /api/profile.php?id=<own id>`, `PUT /api/profile.php`);
 * `date_of_birth` YYYY-MM-DD; `lat`/`lon` degrees, both or neither.
 */
export const ownProfileDetail = profileDetail.extend({
  looking_for: lookingFor.nullable(),
  invisible: z.boolean(),
  date_of_birth: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type OwnProfileDetail = z.infer<typeof ownProfileDetail>;

/** Notification preferences: every type of NOTIFICATION_TYPES → on/off (spec §3). */
export const notificationSettings = z.record(z.enum(NOTIFICATION_TYPES), z.boolean());
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** `GET/PUT/POST /api/notifications.php`. */
export const notificationsState = z.object({
  settings: notificationSettings,
  notifications_disabled: z.array(z.enum(NOTIFICATIONS_DISABLED_REASONS)),
});
export type NotificationsState = z.infer<typeof notificationsState>;


/** `GET/PUT/DELETE /api/photos.php`: the member's own photos (pending too), by position; `limit` 3 free, 25 premium. */
export const ownPhotos = z.object({
  images: z.array(image),
  limit: z.number().int(),
  main_image_id: z.number().int().nullable(),
});
export type OwnPhotos = z.infer<typeof ownPhotos>;

/** `GET/POST /api/swipe.php`: the swipe game's likes left today; `resets_at` ISO 8601 UTC (next local midnight). */
export const swipeState = z.object({
  likes_left: z.number().int(),
  likes_per_day: z.number().int(),
  resets_at: z.string(),
});
export type SwipeState = z.infer<typeof swipeState>;

/**
 * The logged-in member (`GET/POST/PUT /api/user.php`). `signup_date` ISO 8601; `credits` in
 * credits; `alerts_dismissed` when each alert was dismissed (ISO 8601, absent = never);
 * `timezone` IANA, by default from the profile's country.
 */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['active', 'not_confirmed']),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: locale,
  notifications_disabled: z.array(z.string()),
  push_subscribed: z.boolean(),
  alerts_dismissed: z.partialRecord(z.enum(ALERT_KINDS), z.string()),
  timezone: z.string(),
  profile,
});
export type User = z.infer<typeof user>;

/**
 * A discount code (spec §3 "Discount code", `GET /api/discountcode.php`). `expires` ISO 8601;
 * `minimum_order_value` in cents of `currency`; `status` 'expired' (and `expired` true) once
 * `expires` has passed.
 */
export const discountCode = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string(),
  value_percentage: z.number(),
  currency: z.string(),
  minimum_order_value: z.number().int(),
  status: z.enum(['active', 'used', 'expired']),
  validity: z.string(),
  expired: z.boolean(),
  paymentmethods: z.array(z.string()),
});
export type DiscountCode = z.infer<typeof discountCode>;

/** A conversation in `GET /api/chats.php` (spec §3 chat list entry); `id` is the conversation id. */
export const chatListEntry = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  profile,
  num_unread_messages: z.number().int(),
  /** The newest message: `kind` says what a message without `text` (a photo, a gift) was. */
  last_message: z.object({ kind: z.enum(['text', 'photo', 'gift']), text: z.string(), created_at: z.string(), from_me: z.boolean() }).nullable(),
  updated_at: z.string(),
});
export type ChatListEntry = z.infer<typeof chatListEntry>;

/** A gift of the catalogue (`GET /api/gifts.php`); `key` is localized by the frontends, `image` is relative to `settings.cdn_prefix`. */
export const gift = z.object({ id: z.number().int(), key: z.string(), image: z.string() });
export type Gift = z.infer<typeof gift>;

/**
 * One message of a conversation (`/api/chat.php`, spec §3 "chat_messages"). `from_me` from the
 * reader's side; `client_message_id` the sender's idempotency key (null for the partner's
 * messages and for old ones); `text` '' for a gift or photo without words; `photo` only for
 * kind photo (filename relative to `cdn_prefix`), `gift` only for kind gift; `created_at` ISO 8601.
 */
export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  client_message_id: z.string().nullable(),
  from_me: z.boolean(),
  kind: z.enum(['text', 'photo', 'gift']),
  text: z.string(),
  /**
   * A photo message (spec §5 "Pictures are inspected before display"): `status` of the review;
   * `filename` (relative to `cdn_prefix`) for the sender always, for the recipient only once the
   * photo is `active` (null while pending or after a rejection).
   */
  photo: z.object({ filename: z.string().nullable(), status: z.enum(['active', 'pending', 'disabled']) }).optional(),
  gift: gift.optional(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * Why the member cannot write in a conversation: the partner has not confirmed his e-mail
 * (spec §4 "Partners of unconfirmed users cannot reply"), a block either way, or the partner is
 * invisible, disabled or gone.
 */
export const replyBlockedReason = z.enum(['partner_unconfirmed', 'blocked', 'invisible']);
export type ReplyBlockedReason = z.infer<typeof replyBlockedReason>;

/**
 * A conversation as `GET /api/chat.php` shows it: `id` null when the member has not talked with
 * `profile` yet; the member's own `num_unread_messages`; `can_reply` false with a reason.
 */
export const chatConversation = z.object({
  id: z.number().int().nullable(),
  profile,
  num_unread_messages: z.number().int(),
  can_reply: z.boolean(),
  reply_blocked_reason: replyBlockedReason.nullable(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** A profile that liked the member (spec §3 like entry); `like_new` until the profile is opened. */
export const likedByEntry = profile.extend({ like_new: z.boolean(), liked_at: z.string() });
export type LikedByEntry = z.infer<typeof likedByEntry>;

/** `GET /api/likes.php` (spec §7). */
export const likesState = z.object({
  likes: z.array(profile),
  liked_by: z.array(likedByEntry),
  matches: z.array(profile),
});
export type LikesState = z.infer<typeof likesState>;

/** `GET /api/members.php` (spec §3 Search state). */
export const memberSearchResult = z.object({
  profiles: z.array(profile),
  /** Matches, counted up to 1,000 (issue 34). */
  total: z.number().int(),
  /** More than `total` match ("1,000+"). */
  total_capped: z.boolean(),
  /** Pass as `after` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  pageNumber: z.number().int(),
  numResults: z.number().int(),
  similar: z.array(profile),
});
export type MemberSearchResult = z.infer<typeof memberSearchResult>;

/** A credit bundle; `price_cents` in cents of `currency`. */
export const creditBundle = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  popular: z.boolean(),
});
export type CreditBundle = z.infer<typeof creditBundle>;

/** A released version of a remote in the registry (`GET /api/remotes.php`); `name` e.g. mf_chat. */
export const remoteVersion = z.object({
  name: z.string(),
  version: z.string(),
  manifest_url: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
});
export type RemoteVersion = z.infer<typeof remoteVersion>;

/**
 * A remote's split or per-site version in the registry (issue 14): `pin` — the site `site` (a
 * domain) runs `version` (`percent` 100); `canary` — `percent` (1–99) of the visitors of `site`
 * ('' for every site without a pin) get `version`, sticky per visitor. A canary may be promoted
 * automatically once it held `auto_promote_after_minutes` with `auto_promote_min_views` page
 * views and was not worse (issue 35; null = only by hand).
 */
export const remoteActivation = z.object({
  name: z.string(),
  site: z.string(),
  kind: z.enum(['pin', 'canary']),
  version: z.string(),
  manifest_url: z.string(),
  percent: z.number().int(),
  activated_at: z.string(),
  auto_promote_after_minutes: z.number().int().nullable().optional(),
  auto_promote_min_views: z.number().int().nullable().optional(),
});
export type RemoteActivation = z.infer<typeof remoteActivation>;

export const signupMode = z.enum(['all', 'with_trafficsource', 'invite']);
export type SignupMode = z.infer<typeof signupMode>;

/**
 * The Settings object of `GET /api/settings.php` (spec §3 "Settings", plus `us_footer`).
 * `domain_language` BCP 47; `cdn_prefix` an absolute URL ending in `/`; `niche` 1–7;
 * `geoip_country` the visitor's country (ISO alpha-2); `minimum_message_costs` the cheapest
 * price of one message per served country in major currency units (e.g. 0.45);
 * `push_public_key` the VAPID key, base64url; `*_credits` in credits.
 */
export const settings = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  niche: z.number().int(),
  signups: signupMode,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  support_phone: z.string(),
  support_email: z.string(),
  push_public_key: z.string(),
  enable_site_entry_popup: z.boolean(),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  description: z.string(),
  index_title: z.string(),
  countries: z.array(z.string()),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int(),
  signup_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  message_length: z.number().int(),
  search_fields: z.array(z.string()),
  interests: z.boolean(),
  member_resell: z.boolean(),
  refund_days: z.number().int(),
  company_id: z.number().int(),
  mail_name: z.string(),
  us_footer: z.boolean(),
});
export type Settings = z.infer<typeof settings>;

/**
 * A `/{token}` static page of the site (spec §2 "{token}" static pages, issue 13) in one locale:
 * `token` is its address (`/summer-rules`), `body` plain text whose paragraphs are separated by a
 * blank line, `updated_at` ISO 8601.
 */
export const sitePage = z.object({ token: z.string(), locale: z.string(), title: z.string(), body: z.string(), updated_at: z.string() });
export type SitePage = z.infer<typeof sitePage>;

/** `GET /api/companyinfo.php` (spec §3 company info); `added` YYYY-MM-DD; `delete_discount` percent. */
export const companyInfo = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const regionLabel = z.enum(['province', 'state', 'canton', 'county', 'region', 'voivodeship', 'municipality']);
export type RegionLabel = z.infer<typeof regionLabel>;

/** `GET /api/regions.php`: a country's subdivisions (ISO 3166-2 `code`, localized `name`). */
export const regionList = z.object({
  label: regionLabel,
  items: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type RegionList = z.infer<typeof regionList>;

/** Every error answer of the API (spec §8): `{ error: code, message, ...extra }`. */
export const errorBody = z.looseObject({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
