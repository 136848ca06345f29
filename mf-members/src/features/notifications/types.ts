import type { NOTIFICATION_TYPES, NotificationsDisabledReason } from '@amora/shared';

/** One notification preference type of spec §3. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** `GET/PUT /api/notifications.php` (spec §3, §4): on/off per type, and why e-mail is off (empty = on). */
export interface NotificationPreferences {
  settings: Record<NotificationType, boolean>;
  notifications_disabled: NotificationsDisabledReason[];
}
