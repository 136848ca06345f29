import { api } from '@amora/shared';

/** Why a member reports a profile (`POST /api/reports.php` `reason`). */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Longest report message the API accepts (characters). */
export const REPORT_MESSAGE_MAX = 2000;

/**
 * `POST /api/reports.php {profile, reason, message?}` (login) → 201 `{id}`: reports a profile to the
 * site's team. An empty message is left out.
 * @throws ApiError — 400 `invalid_request`, 404 for an unknown profile.
 */
export async function reportProfile(profile: number, reason: ReportReason, message: string): Promise<number> {
  const text = message.trim();
  const body = await api.post<{ id: number }>('/api/reports.php', text ? { profile, reason, message: text } : { profile, reason });
  return body.id;
}
