import { ApiError } from '@amora/shared';

/** The queues, each with its own i18n top-level key in the `operator` namespace. */
export type QueueName = 'photos' | 'reports' | 'complaints';

/** The API error codes each queue's screen words itself (`<queue>.errors.<code>`); others are generic. */
const WORDED: Readonly<Record<QueueName, readonly string[]>> = {
  photos: ['claimed_by_other', 'not_found', 'forbidden_role'],
  reports: ['claimed_by_other', 'not_found', 'no_account', 'invalid_request', 'forbidden_role'],
  complaints: ['claimed_by_other', 'not_found', 'invalid_request', 'forbidden_role'],
};

/**
 * The i18n key (namespace `operator`) of a failed queue call (issue 31): no answer at all →
 * `errors.network`; a code the queue words (409 `claimed_by_other`, 404 `not_found`, 409
 * `no_account`, 400 `invalid_request`, 403 `forbidden_role`) → `<queue>.errors.<code>`; else
 * `errors.generic`. (401 sends the operator to the sign-in through `useSessionGuard`.)
 */
export function queueErrorKey(error: unknown, queue: QueueName): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.status === 0) return 'errors.network';
  return WORDED[queue].includes(error.code) ? `${queue}.errors.${error.code}` : 'errors.generic';
}

/**
 * Whether a failed action means the item is no longer the operator's to decide: another operator
 * holds it (409 `claimed_by_other`) or it was decided already / is gone (404 `not_found`). The
 * screen then moves on instead of keeping the item.
 */
export function itemGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'claimed_by_other' || error.code === 'not_found');
}
