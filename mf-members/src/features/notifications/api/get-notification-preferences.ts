import { api } from '@amora/shared';
import type { NotificationsState } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/**
 * `GET /api/notifications.php` (login; spec §2 /notifications, §3) → the 8 preference switches and the
 * reasons e-mail is switched off.
 * @throws ApiError — 403 `authentication_required` when logged out.
 */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationsState> {
  return api.get<NotificationsState>('/api/notifications.php', undefined, { signal });
}

/** `getNotificationPreferences` as a query, key `['notifications']`; a save writes its answer into it. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: ['notifications'], queryFn: ({ signal }) => getNotificationPreferences(signal) });
}
