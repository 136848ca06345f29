import { api } from '@amora/shared';
import type { NotificationsState } from '@amora/shared';

/**
 * `POST /api/notifications.php?enable=1` (login; spec §4): the member switches e-mail back on after a
 * spam complaint, bounce or unsubscribe → the preferences with `notifications_disabled: []`.
 * @throws ApiError on failure.
 */
export function enableEmailNotifications(): Promise<NotificationsState> {
  return api.post<NotificationsState>('/api/notifications.php?enable=1');
}
