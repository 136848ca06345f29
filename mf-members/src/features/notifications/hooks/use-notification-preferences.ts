import { type User, api, bus, errorKey } from '@amora/shared';
import { useQuery, useQueryClient } from '@amora/shared/query';
import { useCallback, useEffect, useState } from 'react';
import { enableEmailNotifications } from '../api/enable-email-notifications';
import { notificationPreferencesQueryOptions } from '../api/get-notification-preferences';
import { saveNotificationPreferences } from '../api/save-notification-preferences';
import type { NotificationType } from '@amora/contracts/constants';
import type { NotificationsState } from '@amora/shared';

/** Keeps the bus member's `notifications_disabled` in line with the API's answer (the alerts read it). */
function syncUser(userId: number, reasons: string[], refresh: boolean): void {
  const current = bus.auth$.value;
  if (!current || current.id !== userId) return;
  if (current.notifications_disabled.join() !== reasons.join()) bus.auth$.next({ ...current, notifications_disabled: reasons });
  if (refresh) {
    api.get<User>('/api/user.php').then(
      (fresh) => bus.auth$.value?.id === userId && bus.auth$.next(fresh),
      () => undefined,
    );
  }
}

/** What `/notifications` shows: load status, stored and edited switches, and the outcome of each action. */
export interface NotificationPreferencesState {
  status: 'loading' | 'ready' | 'error';
  /** The stored preferences (last answer of the API). */
  stored: NotificationsState | null;
  /** The switches as the member set them (saved or not). */
  draft: Record<NotificationType, boolean> | null;
  /** i18n keys (of `common`) of the last load / save / re-enable failure. */
  loadError: string | null;
  saveError: string | null;
  enableError: string | null;
  saving: boolean;
  saved: boolean;
  enabling: boolean;
  enabled: boolean;
}

/** The outcome of the member's actions on the page (the stored preferences live in the query). */
type Actions = Pick<NotificationPreferencesState, 'saveError' | 'enableError' | 'saving' | 'saved' | 'enabling' | 'enabled'>;

/**
 * State and actions of `/notifications` (spec §2, §3, §4): the stored preferences from
 * `notificationPreferencesQueryOptions` (`GET /api/notifications.php`), `toggle` changes one switch
 * locally, `save` sends the changed switches only (`PUT /api/notifications.php {settings: partial}`;
 * a failure keeps the member's choices and sets `saveError`), `enable` switches e-mail back on
 * (`POST ?enable=1`) and refreshes the bus member.
 */
export function useNotificationPreferences(userId: number) {
  const client = useQueryClient();
  const options = notificationPreferencesQueryOptions();
  const query = useQuery(options);
  const stored = query.data ?? null;
  const [draft, setDraft] = useState<{ from: NotificationsState; settings: Record<NotificationType, boolean> } | null>(null);
  const [actions, setActions] = useState<Actions>({ saveError: null, enableError: null, saving: false, saved: false, enabling: false, enabled: false });

  // Each newly stored version resets the switches to it (set while rendering: no flash of old values).
  if (stored && draft?.from !== stored) setDraft({ from: stored, settings: { ...stored.settings } });

  useEffect(() => {
    if (stored) syncUser(userId, stored.notifications_disabled, false);
  }, [stored, userId]);

  const toggle = useCallback((type: NotificationType, on: boolean) => {
    setDraft((d) => (d ? { ...d, settings: { ...d.settings, [type]: on } } : d));
    setActions((a) => ({ ...a, saved: false }));
  }, []);

  const changed = stored && draft ? (Object.fromEntries(Object.entries(draft.settings).filter(([type, on]) => stored.settings[type as NotificationType] !== on)) as Partial<Record<NotificationType, boolean>>) : {};

  const save = async () => {
    if (!stored) return;
    setActions((a) => ({ ...a, saving: true, saveError: null, saved: false }));
    try {
      client.setQueryData(options.queryKey, await saveNotificationPreferences(changed));
      setActions((a) => ({ ...a, saving: false, saved: true }));
    } catch (error) {
      setActions((a) => ({ ...a, saving: false, saveError: errorKey(error) }));
    }
  };

  const enable = async () => {
    setActions((a) => ({ ...a, enabling: true, enableError: null, enabled: false }));
    try {
      const next = await enableEmailNotifications();
      // Only the reasons change: the member's unsaved switches stay as they are.
      client.setQueryData(options.queryKey, (current) => (current ? { ...current, notifications_disabled: next.notifications_disabled } : next));
      setDraft((d) => d && { ...d, from: client.getQueryData(options.queryKey) ?? d.from });
      setActions((a) => ({ ...a, enabling: false, enabled: true }));
      syncUser(userId, next.notifications_disabled, true);
    } catch (error) {
      setActions((a) => ({ ...a, enabling: false, enableError: errorKey(error) }));
    }
  };

  const status: NotificationPreferencesState['status'] = stored ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  return {
    ...actions,
    status,
    stored,
    draft: draft?.settings ?? null,
    loadError: status === 'error' ? errorKey(query.error) : null,
    dirty: Object.keys(changed).length > 0,
    retry: () => void query.refetch(),
    toggle,
    save,
    enable,
  };
}
