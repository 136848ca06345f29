/**
 * The operator console's reports queue (issue 31 "Queues"): members' reports of profiles, oldest
 * first, each claimed by the operator who sees it so two moderators never act on the same one;
 * actions dismiss, hide a photo, disable the profile, ban the account, each closing the report.
 * Permission `reports` (OPERATOR_PERMISSIONS).
 */
import { z } from 'zod';
import { type ApiCall, call, okResponse } from './common';
import { auditReason, memberStatus } from './operator-members';

const id = z.number().int().positive().max(2 ** 31 - 1);

/** What an operator may do about a report; the closed report's `resolution`. */
export const REPORT_ACTIONS = ['dismiss', 'hide_photo', 'disable_profile', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A photo of the reported profile, any status; URLs absolute. */
export const reportPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  status: z.enum(['active', 'pending', 'disabled']),
});

/**
 * One open report: the reporter (`user_id` null when his account is gone), the reported profile
 * (`user_id` null for a profile without account; `site` its member's domain, else the reporter's;
 * `status` as the member look-up's; `banned_until` ISO or null), `other_open_reports` about the
 * same profile, and until when the operator holds it (`claimed_until` ISO; null for the CLIs,
 * which do not claim). Times ISO 8601.
 */
export const operatorReport = z.object({
  id: z.number().int(),
  reason: z.enum(['fake', 'spam', 'offensive', 'underage', 'other']),
  message: z.string(),
  created_at: z.string(),
  reporter: z.object({ user_id: z.number().int().nullable(), profile_id: z.number().int(), name: z.string() }),
  reported: z.object({
    user_id: z.number().int().nullable(),
    profile_id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    country: z.string(),
    site: z.string().nullable(),
    status: memberStatus,
    banned_until: z.string().nullable(),
    photos: z.array(reportPhoto),
  }),
  other_open_reports: z.number().int(),
  claimed_until: z.string().nullable(),
});
export type OperatorReport = z.infer<typeof operatorReport>;

/** `GET /api/operator/reports.php[?limit=N]` → the operator's open reports (claimed for him) and `total` open on his sites. */
export const operatorReportsResponse = z.object({ reports: z.array(operatorReport), total: z.number().int() });
export type OperatorReportsResponse = z.infer<typeof operatorReportsResponse>;

/**
 * `POST /api/operator/reports.php` → `{ok}`: acts on report `id` and closes it. `reason` (1–500,
 * audited; a ban's is shown to the member at login); `image` the photo to hide (`hide_photo`,
 * one of the reported profile's); `until` the ban's end (ISO, in the future; absent = for good).
 */
export const operatorReportActionBody = z.object({
  id,
  action: z.enum(REPORT_ACTIONS),
  reason: auditReason,
  image: id.optional(),
  until: z.iso.datetime({ offset: true }).optional(),
});
export type OperatorReportActionBody = z.infer<typeof operatorReportActionBody>;

/** The reports queue's calls, in the order of the API documentation. */
export const REPORTS_CALLS: readonly ApiCall[] = [
  call('GET', '/api/operator/reports.php', { 200: operatorReportsResponse }),
  call('POST', '/api/operator/reports.php', { 200: okResponse }),
];
