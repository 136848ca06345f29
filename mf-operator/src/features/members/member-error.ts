import { ApiError } from '@amora/shared';

/** A localized message of the member screens: an i18n key of the `operator` namespace and its values. */
export interface MemberMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The API error codes the member screen words itself (`member.errors.<code>`). */
const WORDED = ['invalid_request', 'forbidden_role', 'not_found', 'credits_below_zero', 'not_refundable', 'account_unconfirmed'];

/**
 * The localized text of a failed member action (issue 31): no answer at all → `errors.network`;
 * 400 `invalid_request`, 403 `forbidden_role`, 404 `not_found`, 409 `credits_below_zero` (with the
 * member's current `credits`), 409 `not_refundable`, 409 `account_unconfirmed` →
 * `member.errors.<code>`; anything else → `errors.generic`. (401 sends the operator to the
 * sign-in through `useSessionGuard`.)
 */
export function memberError(error: unknown): MemberMessage {
  if (!(error instanceof ApiError)) return { key: 'errors.generic' };
  if (error.status === 0) return { key: 'errors.network' };
  if (!WORDED.includes(error.code)) return { key: 'errors.generic' };
  const credits = Number(error.body.credits);
  return error.code === 'credits_below_zero' ? { key: 'member.errors.credits_below_zero', values: { credits: Number.isFinite(credits) ? credits : 0 } } : { key: `member.errors.${error.code}` };
}
