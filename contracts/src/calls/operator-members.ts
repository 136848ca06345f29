/**
 * The operator console's member look-up (issue 31 "Member look-up"): find a member, see
 * everything about the account on one screen, act on it (end sessions, correct credits,
 * re-enable e-mail, staff notes) and refund payments. Permissions: OPERATOR_PERMISSIONS
 * (`members` to look, `member_support` and `payments` to act).
 */
import { z } from 'zod';
import { NOTIFICATIONS_DISABLED_REASONS } from '../constants';
import { sessionInfo } from './account';
import { type ApiCall, call, okResponse } from './common';
import { auditRow } from './operator-admin';
import { paymentProviderName, paymentResponse } from './payments';

const id = z.number().int().positive().max(2 ** 31 - 1);

/**
 * A member's state as the console shows it, first that applies: `deleted` (waiting for erasure),
 * `banned` (a ban still running), `not_confirmed` (e-mail not confirmed), `disabled` (profile
 * disabled), else `active`.
 */
export const memberStatus = z.enum(['active', 'not_confirmed', 'disabled', 'banned', 'deleted']);
export type MemberStatus = z.infer<typeof memberStatus>;

/** `GET /api/operator/members.php` query: what to look for (see the route), 1–320 characters. */
export const memberSearchQuery = z.object({ q: z.string().trim().min(1).max(320) });

/** One hit of the look-up; times ISO 8601, `banned_until` null unless banned for a time, `main_thumb_url` absolute. */
export const memberHit = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  site: z.string(),
  status: memberStatus,
  banned_until: z.string().nullable(),
  created_at: z.string(),
  main_thumb_url: z.string().nullable(),
});
export type MemberHit = z.infer<typeof memberHit>;

/** `GET /api/operator/members.php?q=` → at most 50 members, exact e-mail matches first, then newest first. */
export const memberSearchResponse = z.object({ members: z.array(memberHit) });

/** The account part of the member screen (credits in credits, `notifications_disabled`: why e-mail is off). */
export const memberAccount = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
  email: z.string(),
  site: z.string(),
  language: z.string(),
  status: memberStatus,
  signup_date: z.string(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  deleted_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  ban_until: z.string().nullable(),
  ban_reason: z.string().nullable(),
  notifications_disabled: z.array(z.enum(NOTIFICATIONS_DISABLED_REASONS)),
});

/** The member's profile (spec §3 Profile, as stored; `age` in years). */
export const memberProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(['female', 'male']).nullable(),
  country: z.string(),
  city: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  about: z.string(),
});

/** One profile photo, any status, with absolute URLs; `main` for the profile's main photo. */
export const memberPhoto = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'pending', 'disabled']),
  premium: z.boolean(),
  position: z.number().int(),
  main: z.boolean(),
  url: z.string(),
  thumb_url: z.string(),
  created_at: z.string(),
});

/** A row of the login throttle on the account: wrong passwords from one address since `since`. */
export const memberLoginFailure = z.object({
  source: z.string(),
  failures: z.number().int(),
  since: z.string(),
  blocked_until: z.string().nullable(),
});

/**
 * One payment of the member (amounts in cents of `currency`); `provider` (sandbox, mollie,
 * stripe) and `provider_ref`: where it was paid and its id there (issue 32); `refundable`:
 * completed and within the site's `refund_days` of its completion (`POST
 * /api/operator/refund.php` accepts it).
 */
export const memberPayment = z.object({
  id: z.number().int(),
  created_at: z.string(),
  bundle_id: z.number().int(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  // The provider that took the payment (issue 32) and its reference there (null until the checkout opened).
  provider: paymentProviderName,
  provider_ref: z.string().nullable(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refunded_credits: z.number().int().nullable(),
  refundable: z.boolean(),
});

/** A staff note about the member; `operator_email` null when written by the CLIs or a removed operator. */
export const staffNote = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  operator_email: z.string().nullable(),
});

/**
 * `GET /api/operator/member.php?id=<user_id>` → everything on one screen: live sessions (as the
 * member's own list, `current` false), login failures, payments newest first, staff notes newest
 * first, the last 50 audit rows about the member.
 */
export const memberDetailResponse = z.object({
  account: memberAccount,
  profile: memberProfile,
  photos: z.array(memberPhoto),
  sessions: z.array(sessionInfo),
  login_failures: z.array(memberLoginFailure),
  payments: z.array(memberPayment),
  notes: z.array(staffNote),
  audit: z.array(auditRow),
});
export type MemberDetail = z.infer<typeof memberDetailResponse>;

/** An audit reason given by the operator (trimmed, 1–500 characters): member actions, refunds, report actions, and the console's forms. */
export const auditReason = z.string().trim().min(1).max(500);

/** A credit correction: `amount` ≠ 0, −1,000,000 … 1,000,000 (never below 0 credits), `reason` required. */
export const memberCreditsAction = z.object({
  id,
  action: z.literal('credits'),
  amount: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'The amount must not be 0.'),
  reason: auditReason,
});

/** A staff note of 1–2000 characters. */
export const memberNoteAction = z.object({ id, action: z.literal('note'), text: z.string().trim().min(1).max(2000) });

/**
 * `POST /api/operator/member.php` → `{ok}`, one action on member `id` (a user id):
 * - `end_sessions` (`member_support`): logs the member out everywhere;
 * - `credits` (`payments`): adds `amount` (≠ 0, may be negative; never below 0 credits), `reason` required;
 * - `mail_enable` (`member_support`): removes `reason` (absent: every reason) from `notifications_disabled`;
 * - `note` (`member_support`): a staff note of 1–2000 characters.
 */
export const memberActionBody = z.discriminatedUnion('action', [
  z.object({ id, action: z.literal('end_sessions'), reason: auditReason.optional() }),
  memberCreditsAction,
  z.object({ id, action: z.literal('mail_enable'), reason: z.enum(NOTIFICATIONS_DISABLED_REASONS).optional() }),
  memberNoteAction,
  /** A ban (permission `ban`): `until` ISO date-time in the future, absent = for good; the reason is shown to the member at login. */
  z.object({ id, action: z.literal('ban'), reason: auditReason, until: z.iso.datetime({ offset: true }).optional() }),
  z.object({ id, action: z.literal('unban'), reason: auditReason }),
  /** The profile leaves search, likes and landers (permission `ban`); the member can still log in. */
  z.object({ id, action: z.literal('disable'), reason: auditReason }),
  z.object({ id, action: z.literal('enable'), reason: auditReason }),
]);
export type MemberActionBody = z.infer<typeof memberActionBody>;

/** `POST /api/operator/refund.php` (`payments`) → `{payment}` refunded; `reason` goes to the audit log. */
export const refundBody = z.object({ payment_id: id, reason: auditReason });

/** The look-up's calls, in the order of the API documentation. */
export const MEMBERS_CALLS: readonly ApiCall[] = [
  call('GET', '/api/operator/members.php', { 200: memberSearchResponse }),
  call('GET', '/api/operator/member.php', { 200: memberDetailResponse }),
  call('POST', '/api/operator/member.php', { 200: okResponse }),
  call('POST', '/api/operator/refund.php', { 200: paymentResponse }),
];
