import { api } from '@amora/shared';
import type { NotificationPreferences } from '../types';

/**
 * `PUT /api/notifications.php {settings}` (login; spec §3) with the changed switches (a partial map)
 * → the stored preferences.
 * @throws ApiError — 400 `invalid_request`, network errors.
 */
export function saveNotificationPreferences(settings: Partial<NotificationPreferences['settings']>): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/notifications.php', { settings });
}
