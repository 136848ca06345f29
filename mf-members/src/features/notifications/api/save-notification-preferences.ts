import { api } from '@amora/shared';
import type { NotificationsState } from '@amora/shared';

/**
 * `PUT /api/notifications.php {settings}` (login; spec §3) with the changed switches (a partial map)
 * → the stored preferences.
 * @throws ApiError — 400 `invalid_request`, network errors.
 */
export function saveNotificationPreferences(settings: Partial<NotificationsState['settings']>): Promise<NotificationsState> {
  return api.put<NotificationsState>('/api/notifications.php', { settings });
}
