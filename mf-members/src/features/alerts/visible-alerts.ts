import type { AlertKind, User } from '@amora/shared';

/** The order the alerts are shown in. */
export const ALERT_ORDER: readonly AlertKind[] = ['notifications', 'photo', 'push'];

/**
 * Which dismissible alerts of spec §4 apply to a member: `photo` without a main photo, `push` when the
 * browser can push (`pushCapable`), the site has a push key and the member is not subscribed,
 * `notifications` when e-mail notifications were switched off. An alert the member dismissed
 * (`alerts_dismissed[kind]` set) never comes back.
 */
export function visibleAlerts(user: User, pushCapable: boolean, pushKey: string | null | undefined): AlertKind[] {
  const applies: Record<AlertKind, boolean> = {
    notifications: user.notifications_disabled.length > 0,
    photo: !user.profile.main_image,
    push: pushCapable && !!pushKey && !user.push_subscribed,
  };
  return ALERT_ORDER.filter((kind) => applies[kind] && !user.alerts_dismissed?.[kind]);
}
