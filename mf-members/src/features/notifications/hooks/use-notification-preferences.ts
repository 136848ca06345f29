import { type User, api, bus, errorKey } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import { enableEmailNotifications } from '../api/enable-email-notifications';
import { getNotificationPreferences } from '../api/get-notification-preferences';
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

/**
 * State and actions of `/notifications` (spec §2, §3, §4): loads `GET /api/notifications.php`,
 * `toggle` changes one switch locally, `save` sends the changed switches only
 * (`PUT /api/notifications.php {settings: partial}`; a failure keeps the member's choices and sets
 * `saveError`), `enable` switches e-mail back on (`POST ?enable=1`) and refreshes the bus member.
 */
export function useNotificationPreferences(userId: number) {
  const [state, setState] = useState<NotificationPreferencesState>({
    status: 'loading', stored: null, draft: null, loadError: null, saveError: null, enableError: null, saving: false, saved: false, enabling: false, enabled: false,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', loadError: null }));
    getNotificationPreferences(controller.signal).then(
      (stored) => {
        setState((s) => ({ ...s, status: 'ready', stored, draft: { ...stored.settings } }));
        syncUser(userId, stored.notifications_disabled, false);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error', loadError: errorKey(error) }));
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const toggle = useCallback((type: NotificationType, on: boolean) => {
    setState((s) => (s.draft ? { ...s, draft: { ...s.draft, [type]: on }, saved: false } : s));
  }, []);

  const save = useCallback(async () => {
    const { stored, draft } = state;
    if (!stored || !draft) return;
    const changed = Object.fromEntries(Object.entries(draft).filter(([type, on]) => stored.settings[type as NotificationType] !== on)) as Partial<Record<NotificationType, boolean>>;
    setState((s) => ({ ...s, saving: true, saveError: null, saved: false }));
    try {
      const next = await saveNotificationPreferences(changed);
      setState((s) => ({ ...s, saving: false, saved: true, stored: next, draft: { ...next.settings } }));
    } catch (error) {
      setState((s) => ({ ...s, saving: false, saveError: errorKey(error) }));
    }
  }, [state]);

  const enable = useCallback(async () => {
    setState((s) => ({ ...s, enabling: true, enableError: null, enabled: false }));
    try {
      const next = await enableEmailNotifications();
      setState((s) => ({ ...s, enabling: false, enabled: true, stored: s.stored ? { ...s.stored, notifications_disabled: next.notifications_disabled } : next }));
      syncUser(userId, next.notifications_disabled, true);
    } catch (error) {
      setState((s) => ({ ...s, enabling: false, enableError: errorKey(error) }));
    }
  }, [userId]);

  const dirty = !!state.stored && !!state.draft && Object.entries(state.draft).some(([type, on]) => state.stored?.settings[type as NotificationType] !== on);
  return { ...state, dirty, retry, toggle, save, enable };
}

