import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string; `now()` by default where the table says so. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: drivers parse it on read; we always write JSON text (pg would turn JS arrays into SQL arrays). */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: Json<string[]>;
  vat_numbers: Json<string[]>;
  support_phone: string;
  delete_discount: ColumnType<number, number | undefined, number>;
  /** `date`: written as 'YYYY-MM-DD'; select it with to_char() to avoid time-zone shifts. */
  added: ColumnType<Date, string, string>;
}

export interface SitesTable {
  id: Generated<number>;
  domain: string;
  company_id: number;
  default_country: string;
  /** The stored part of the Settings object (see `SiteSettingsStored` in repositories/sites.ts). */
  settings: Json<unknown>;
  push_private_key: string | null;
  created_at: Timestamp;
}

export interface ProfilesTable {
  id: Generated<number>;
  name: string;
  /** Null when the member did not give it at sign-up (002). */
  gender: ColumnType<'female' | 'male' | null, 'female' | 'male' | null | undefined, 'female' | 'male' | null>;
  /** `date`: written as 'YYYY-MM-DD'; ages are computed in SQL. */
  date_of_birth: ColumnType<Date, string, string>;
  country: string;
  /** ISO 3166-2 subdivision code (e.g. NL-NH), or null. */
  region: string | null;
  city: string | null;
  about: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  status: ColumnType<'active' | 'disabled', 'active' | 'disabled' | undefined, 'active' | 'disabled'>;
  fictional: ColumnType<boolean, boolean | undefined, boolean>;
  invisible: ColumnType<boolean, boolean | undefined, boolean>;
  online: ColumnType<boolean, boolean | undefined, boolean>;
  last_seen_at: NullableTimestamp;
  main_image_id: number | null;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** Whom the member looks for (003); null = not given. */
  looking_for: ColumnType<'female' | 'male' | 'both' | null, 'female' | 'male' | 'both' | null | undefined, 'female' | 'male' | 'both' | null>;
  /** Location in degrees (003), both or neither. */
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  lon: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ImagesTable {
  id: Generated<number>;
  profile_id: number;
  filename: string;
  thumb_filename: string;
  status: ColumnType<'active' | 'pending' | 'disabled', 'active' | 'pending' | 'disabled' | undefined>;
  premium: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  profile_id: number;
  email: string;
  password_hash: string;
  status: ColumnType<'active' | 'not_confirmed', 'active' | 'not_confirmed' | undefined>;
  credits: ColumnType<number, number | undefined, number>;
  paid_user: ColumnType<boolean, boolean | undefined, boolean>;
  signup_date: Timestamp;
  language: ColumnType<string, string | undefined, string>;
  notifications_disabled: Json<string[]>;
  created_at: Timestamp;
  /** Tracking values of the sign-up URL (002). */
  network: ColumnType<string | null, string | null | undefined, string | null>;
  ref: ColumnType<string | null, string | null | undefined, string | null>;
  sub1: ColumnType<string | null, string | null | undefined, string | null>;
  sub2: ColumnType<string | null, string | null | undefined, string | null>;
  sub3: ColumnType<string | null, string | null | undefined, string | null>;
  /** IANA time zone (003), default 'UTC'; new accounts get the zone of their country. */
  timezone: ColumnType<string, string | undefined, string>;
  /** Notification preferences (003): type → on/off, all on by default. */
  notification_settings: ColumnType<Record<string, boolean>, string | undefined, string>;
  /** Dismissed alerts (003): alert kind → ISO time. */
  alerts_dismissed: ColumnType<Record<string, string>, string | undefined, string>;
  /** Account deletion (004): set while the account waits for reactivation or erasure (14 days). */
  deleted_at: NullableTimestamp;
  delete_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Secret of the member's unsubscribe link (015), made on first use. */
  mail_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** A ban by an operator (019, issue 31): when, until when (null = for good) and why. */
  banned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ban_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ban_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Single-use e-mail links (002, 004): sha256 of the token; `payload` = `{email}` of a mail change. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: number;
  kind: 'activation' | 'reset' | 'mail_change' | 'reactivation';
  payload: ColumnType<unknown, string | null | undefined, string | null>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The sign-up form's first message, delivered on activation (002). */
export interface SignupMessagesTable {
  id: Generated<number>;
  user_id: number;
  to_profile_id: number;
  text: string;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
}

/** Discount codes (004, spec §3): welcome codes (`welcome`, `user_id` set) and site-wide ones. */
export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  site_id: number;
  user_id: number | null;
  country: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  value_percentage: number;
  currency: string;
  /** Cents of `currency`. */
  minimum_order_value: ColumnType<number, number | undefined, number>;
  status: ColumnType<'active' | 'used' | 'expired', 'active' | 'used' | 'expired' | undefined>;
  validity: ColumnType<string, string | undefined, string>;
  paymentmethods: Json<string[]>;
  welcome: ColumnType<boolean, boolean | undefined, boolean>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  /** Public handle of the session (011): the list on /profile and `DELETE /api/sessions.php?id=`. */
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  /** Absolute timeout: created_at + AUTH.sessionMaxAgeSeconds. */
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** Last use, refreshed at most every AUTH.sessionTouchSeconds; the idle timeout counts from it. */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The browser's User-Agent at login (cut to 300 characters) and the client address. */
  user_agent: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  subscription: Json<unknown>;
  created_at: Timestamp;
}

export interface InterestsTable {
  id: Generated<number>;
  key: string;
}

export interface ProfileInterestsTable {
  profile_id: number;
  interest_id: number;
}

export interface ConversationsTable {
  id: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_message_id: number | null;
}

export interface ConversationMembersTable {
  conversation_id: number;
  profile_id: number;
  num_unread: ColumnType<number, number | undefined, number>;
  deleted_at: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_profile_id: number;
  text: string;
  client_message_id: string | null;
  created_at: Timestamp;
  /** What the message carries (006); a gift has `gift_id`, a photo `photo_filename` + `photo_status`. */
  kind: ColumnType<'text' | 'photo' | 'gift', 'text' | 'photo' | 'gift' | undefined, 'text' | 'photo' | 'gift'>;
  gift_id: ColumnType<number | null, number | null | undefined, number | null>;
  photo_filename: ColumnType<string | null, string | null | undefined, string | null>;
  photo_status: ColumnType<'active' | 'pending' | 'disabled' | null, 'active' | 'pending' | 'disabled' | null | undefined, 'active' | 'pending' | 'disabled' | null>;
}

/** The gift catalogue (006): `key` is localized by the frontends, `image` is relative to `cdn_prefix`. */
export interface GiftsTable {
  id: Generated<number>;
  key: string;
  image: string;
  position: ColumnType<number, number | undefined, number>;
}

export interface LikesTable {
  liker_profile_id: number;
  liked_profile_id: number;
  like_new: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface CreditBundlesTable {
  id: Generated<number>;
  site_id: number;
  credits: number;
  price_cents: number;
  currency: string;
  popular: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
}

export interface ComplaintsTable {
  id: Generated<number>;
  site_id: number;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  /** 019: open → answered (a reply mailed from the console) → closed. */
  status: ColumnType<'open' | 'answered' | 'closed', 'open' | 'answered' | 'closed' | undefined, 'open' | 'answered' | 'closed'>;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OutboxTable {
  id: Generated<number>;
  site_id: number | null;
  to_email: string;
  subject: string;
  text: string;
  html: string | null;
  links: Json<string[]>;
  /** Headers of the mail (015): List-Unsubscribe and List-Unsubscribe-Post of a notification. */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Timestamp;
}

/** An operator's mail campaign (016, issue 15): subject and text per locale. */
export interface CampaignsTable {
  id: Generated<number>;
  site_id: number;
  kind: 'promotions' | 'news';
  texts: ColumnType<Record<string, { subject: string; body: string }>, string, string>;
  created_at: Timestamp;
}

/**
 * A mail or push to send (015, issue 15; 023, issue 32: `direct` account mails, `priority`): see
 * services/notification-queue.ts.
 */
export interface NotificationJobsTable {
  id: Generated<number>;
  /** The member a notification or push is for; null for a `direct` mail (its address is `payload.to`). */
  user_id: number | null;
  channel: ColumnType<'mail' | 'push' | 'direct', 'mail' | 'push' | 'direct' | undefined, 'mail' | 'push' | 'direct'>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  dedupe_key: string;
  /** Generated from channel and kind (022): 0 account mails and pushes, 1 notifications, 2 digests and campaigns. */
  priority: ColumnType<number, never, never>;
  status: ColumnType<'pending' | 'sending' | 'sent' | 'skipped' | 'failed', 'pending' | 'sending' | undefined, 'pending' | 'sending' | 'sent' | 'skipped' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RemoteVersionsTable {
  id: Generated<number>;
  name: string;
  version: string;
  manifest_url: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  activated_at: NullableTimestamp;
}

/** A remote's split or per-site version (017, issue 14): `pin` for one site, `canary` for a share of visitors. */
export interface RemoteActivationsTable {
  name: string;
  /** A site's domain; '' (canary only) for every site without a pin. */
  site: string;
  kind: 'pin' | 'canary';
  version: string;
  /** Share of the site's visitors, 1–99 for a canary, 100 for a pin. */
  percent: number;
  activated_at: Timestamp;
  /** A canary promoted automatically once it held this many minutes (029, issue 35; null: only by hand)… */
  auto_promote_after_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** …with at least this many page views (null: the remote's rules' `min_page_views`). */
  auto_promote_min_views: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Real-user counts per remote, version, site and hour (029, issue 35; kept 30 days). */
export interface RumHourlyTable {
  site: string;
  remote: string;
  version: string;
  hour: ColumnType<Date, Date | string, Date | string>;
  page_views: ColumnType<number, number | undefined, number>;
  errors: ColumnType<number, number | undefined, number>;
  load_failures: ColumnType<number, number | undefined, number>;
  retries: ColumnType<number, number | undefined, number>;
}

/** Outcomes (sign-ups, messages, payments, lander clicks) per remote, version, site and hour (029). */
export interface RumOutcomesTable {
  site: string;
  remote: string;
  version: string;
  hour: ColumnType<Date, Date | string, Date | string>;
  name: string;
  count: ColumnType<number, number | undefined, number>;
}

/** A web vital's histogram per remote, version, site and hour (029; buckets of services/rum-histogram.ts). */
export interface RumVitalsTable {
  site: string;
  remote: string;
  version: string;
  hour: ColumnType<Date, Date | string, Date | string>;
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  buckets: number[];
}

/** The canary judge's rules of one remote (029); `numeric` columns are read as strings. */
export interface RemoteCanaryRulesTable {
  name: string;
  min_page_views: ColumnType<number, number | undefined, number>;
  max_error_rate_increase: ColumnType<string, number | string | undefined, number | string>;
  max_outcome_drop: ColumnType<string, number | string | undefined, number | string>;
  significance: ColumnType<string, number | string | undefined, number | string>;
  check_after_minutes: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** An automatic decision of the canary judge (029): `figures` is the comparison it was made on. */
export interface CanaryDecisionsTable {
  id: Generated<number>;
  name: string;
  site: string;
  version: string;
  active_version: string | null;
  decision: 'rolled_back' | 'promoted';
  reason: string;
  figures: Json<unknown>;
  decided_at: Timestamp;
}

/** A member hides another one (003); both sides stop seeing each other. */
export interface BlocksTable {
  blocker_profile_id: number;
  blocked_profile_id: number;
  created_at: Timestamp;
}

/** A member reports a profile to the operator (003). */
export interface ReportsTable {
  id: Generated<number>;
  reporter_profile_id: number;
  reported_profile_id: number;
  reason: 'fake' | 'spam' | 'offensive' | 'underage' | 'other';
  message: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** 019: open until an operator acts on it; the action taken and who closed it. */
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  resolution: ColumnType<string | null, string | null | undefined, string | null>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  closed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One swipe-game decision per member and target (003); likes count against the daily limit. */
export interface SwipesTable {
  profile_id: number;
  target_profile_id: number;
  liked: boolean;
  created_at: Timestamp;
}

/** A member's private note about another member (005); shown only to its author. */
export interface ProfileNotesTable {
  author_profile_id: number;
  profile_id: number;
  text: string;
  updated_at: Timestamp;
}

/** A member's event of the live stream (007), kept 24 h for the replay; `seq` is the member's cursor. */
export interface LiveEventsTable {
  /** bigserial: pg reads it as a string, PGlite as a number or bigint; only used in NOTIFY payloads. */
  id: ColumnType<string | number | bigint, never, never>;
  user_id: number;
  seq: number;
  type: string;
  data: Json<unknown>;
  created_at: Timestamp;
}

/** Each member's last live event cursor (007); never goes back, also after the prune. */
export interface LiveEventCursorsTable {
  user_id: number;
  last_seq: number;
}

/** A member with a live stream open on one API process, until `until` unless renewed (migration 018). */
export interface LivePresenceTable {
  user_id: number;
  process_id: string;
  until: ColumnType<Date, Date | string, Date | string>;
}

/** A lease of one scheduler across API processes (027, issue 33; services/scheduler.ts): held by `holder` until `until`. */
export interface SchedulerLeasesTable {
  name: string;
  holder: string;
  until: ColumnType<Date, Date | string, Date | string>;
  acquired_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The last run of each periodic job (027, issue 33): who started it when, when it finished, its error. */
export interface SchedulerRunsTable {
  job: string;
  holder: string;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: NullableTimestamp;
  error: string | null;
}

/** The Kysely database type: one entry per table of migrations/. */
/** Region names by ISO 3166-2 code (031), kept equal to geo/regions.ts by db/migrate.ts syncRegionNames. */
export interface RegionsTable {
  code: string;
  name: string;
}

export interface DB {
  companies: CompaniesTable;
  sites: SitesTable;
  profiles: ProfilesTable;
  regions: RegionsTable;
  images: ImagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  push_subscriptions: PushSubscriptionsTable;
  interests: InterestsTable;
  profile_interests: ProfileInterestsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  gifts: GiftsTable;
  likes: LikesTable;
  credit_bundles: CreditBundlesTable;
  complaints: ComplaintsTable;
  outbox: OutboxTable;
  notification_jobs: NotificationJobsTable;
  campaigns: CampaignsTable;
  remote_versions: RemoteVersionsTable;
  remote_activations: RemoteActivationsTable;
  rum_hourly: RumHourlyTable;
  rum_outcomes: RumOutcomesTable;
  rum_vitals: RumVitalsTable;
  remote_canary_rules: RemoteCanaryRulesTable;
  canary_decisions: CanaryDecisionsTable;
  account_tokens: AccountTokensTable;
  signup_messages: SignupMessagesTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  swipes: SwipesTable;
  discount_codes: DiscountCodesTable;
  profile_notes: ProfileNotesTable;
  live_events: LiveEventsTable;
  live_event_cursors: LiveEventCursorsTable;
  live_presence: LivePresenceTable;
  login_failures: LoginFailuresTable;
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  direct_debit_mandates: DirectDebitMandatesTable;
  site_pages: SitePagesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  queue_claims: QueueClaimsTable;
  staff_notes: StaffNotesTable;
  complaint_replies: ComplaintRepliesTable;
  mail_webhook_tokens: MailWebhookTokensTable;
  scheduler_leases: SchedulerLeasesTable;
  scheduler_runs: SchedulerRunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type NewImage = Insertable<ImagesTable>;

/** Wrong passwords per source address and account (010; `user_id` 0: an e-mail without an account). */
export interface LoginFailuresTable {
  source: string;
  user_id: number;
  failures: number;
  since: ColumnType<Date, Date | string | undefined, Date | string>;
  blocked_until: NullableTimestamp;
}

/** A member's order of a credit bundle (012); amounts in cents of `currency`. */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  bundle_id: number;
  credits: number;
  method: string;
  status: ColumnType<'pending' | 'completed' | 'failed' | 'refunded', 'pending' | undefined, 'pending' | 'completed' | 'failed' | 'refunded'>;
  amount_cents: number;
  original_cents: number;
  currency: string;
  discount_code: string | null;
  failure_reason: ColumnType<'failed' | 'cancelled' | 'expired' | 'discount_used' | null, null | undefined, 'failed' | 'cancelled' | 'expired' | 'discount_used' | null>;
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  idempotency_key: string;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  refunded_credits: number | null;
}

/** Provider webhook events already handled (012): a replayed event id is refused. */
export interface PaymentWebhookEventsTable {
  event_id: string;
  payment_id: number | null;
  type: string;
  received_at: Timestamp;
}

/** A SEPA direct debit mandate of one payment (013); the SMS code is stored as sha256. */
export interface DirectDebitMandatesTable {
  payment_id: number;
  user_id: number;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
  sms_code_hash: string;
  sms_sent_at: Timestamp;
  wrong_codes: ColumnType<number, number | undefined, number>;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A `/{token}` static page of a site in one locale (014, issue 13). */
export interface SitePagesTable {
  site_id: number;
  token: string;
  locale: string;
  title: string;
  /** Plain text; paragraphs are separated by a blank line. */
  body: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A staff account of the operator console (019, issue 31); not a member. */
export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: 'moderator' | 'support' | 'finance' | 'marketing' | 'admin';
  /** The sites (ids) the operator may act on; null = every site. */
  site_ids: ColumnType<number[] | null, string | null | undefined, string | null>;
  /** Base32 TOTP secret (RFC 6238), set when enrolment starts; enrolled once `totp_enabled_at` is set. */
  totp_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  /** The last TOTP time step accepted: a code of that step or earlier is refused (replay). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** sha256 hex of each unused recovery code. */
  recovery_codes: ColumnType<string[], string | undefined, string>;
  failures: ColumnType<number, number | undefined, number>;
  blocked_until: NullableTimestamp;
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
}

/** An operator's session (019); `mfa_at` null until the second factor passed. */
export interface OperatorSessionsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  mfa_at: NullableTimestamp;
  created_at: Timestamp;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ip: ColumnType<string, string | undefined, string>;
  user_agent: ColumnType<string, string | undefined, string>;
}

/** One operator action (019); append-only: the database refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  /** null for a machine caller (the CLIs). */
  operator_id: number | null;
  /** The operator's e-mail, or `cli`. */
  actor: string;
  role: string;
  site_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** The member the action concerns, if any (kept after the member is erased). */
  user_id: number | null;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  reason: string | null;
  ip: ColumnType<string, string | undefined, never>;
  created_at: Timestamp;
}

/** Who holds a queue item until when (019). */
export interface QueueClaimsTable {
  queue: string;
  item_id: number;
  operator_id: number;
  claimed_until: ColumnType<Date, Date | string, Date | string>;
}

/** An operator's note about a member (019). */
export interface StaffNotesTable {
  id: Generated<number>;
  user_id: number;
  operator_id: number | null;
  text: string;
  created_at: Timestamp;
}

/** A reply to a complaint, mailed from the operator console (020, issue 31); `operator_id` null for the CLIs. */
export interface ComplaintRepliesTable {
  id: Generated<number>;
  complaint_id: number;
  operator_id: number | null;
  text: string;
  created_at: Timestamp;
}

/** Tokens of the mail provider's signed webhook deliveries (023, issue 32): a token seen before is a replay. */
export interface MailWebhookTokensTable {
  provider: string;
  token: string;
  received_at: Timestamp;
}
