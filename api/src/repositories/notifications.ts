import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  type AlertKind,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationsDisabledReason,
  NOTIFICATIONS_DISABLED_REASONS,
  type NotificationsState,
} from '../types.js';
import { alertsDismissed } from './users.js';

/** Stored settings merged over "everything on" (types missing from the stored map count as on). */
function settingsOf(stored: unknown): NotificationSettings {
  const map = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, map[t] !== false])) as NotificationSettings;
}

/** The stored `notifications_disabled` list reduced to the known reasons. */
function reasonsOf(stored: unknown): NotificationsDisabledReason[] {
  if (!Array.isArray(stored)) return [];
  return NOTIFICATIONS_DISABLED_REASONS.filter((r) => stored.includes(r));
}

/** `notifications_disabled` with `reason` added unless it is there. */
function withReason(reason: NotificationsDisabledReason) {
  const json = JSON.stringify([reason]);
  return sql<string>`case when notifications_disabled @> ${json}::jsonb then notifications_disabled else notifications_disabled || ${json}::jsonb end`;
}

/**
 * E-mail notification preferences per type (spec §3 "Notification preference types"), the
 * reasons e-mail was switched off (spec §4 "spam complaint, bounce or unsubscribe") and the
 * dismissed alerts (spec §4 "dismissal time is stored").
 */
export function createNotificationsRepository(db: Kysely<DB>) {
  async function state(userId: number): Promise<NotificationsState | null> {
    const row = await db
      .selectFrom('users')
      .select(['notification_settings', 'notifications_disabled'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? { settings: settingsOf(row.notification_settings), notifications_disabled: reasonsOf(row.notifications_disabled) } : null;
  }

  return {
    state,

    /** Saves the given types (others keep their value); returns the new state. */
    async save(userId: number, changes: Partial<NotificationSettings>): Promise<NotificationsState | null> {
      await db
        .updateTable('users')
        .set({ notification_settings: sql`notification_settings || ${JSON.stringify(changes)}::jsonb` })
        .where('id', '=', userId)
        .execute();
      return state(userId);
    },

    /** The member switches e-mail on again: clears `notifications_disabled`; returns the new state. */
    async enable(userId: number): Promise<NotificationsState | null> {
      await db.updateTable('users').set({ notifications_disabled: '[]' }).where('id', '=', userId).execute();
      return state(userId);
    },

    /** Adds `reason` to one member's `notifications_disabled`, once (the unsubscribe link of a mail). */
    async disableAccount(userId: number, reason: NotificationsDisabledReason): Promise<void> {
      await db.updateTable('users').set({ notifications_disabled: withReason(reason) }).where('id', '=', userId).execute();
    },

    /** Stores now as the dismissal time of an alert; returns every dismissal (alert → ISO time). */
    async dismissAlert(userId: number, alert: AlertKind): Promise<Partial<Record<AlertKind, string>>> {
      const row = await db
        .updateTable('users')
        .set({
          alerts_dismissed: sql`alerts_dismissed || jsonb_build_object(${alert}::text, ${new Date().toISOString()}::text)`,
        })
        .where('id', '=', userId)
        .returning('alerts_dismissed')
        .executeTakeFirst();
      return alertsDismissed(row?.alerts_dismissed);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
