/** Web push as the browser sees it (spec §4 "Push: capable or not, subscribed, denied, unknown"). */
export type PushState = 'unsupported' | 'denied' | 'granted' | 'unknown';

import type { PushSubscribeResult } from './types';

export { type PushSubscribeResult, SERVICE_WORKER_PATH } from './types';

/** Whether this browser can receive web push at all (service worker, PushManager, Notification). */
function pushSupported(): boolean {
  return typeof window !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * The browser's push state (spec §4): `unsupported` when the browser cannot receive push,
 * `denied`/`granted` from the notification permission, `unknown` while the member was never asked.
 * Whether the member is subscribed comes from the API (`User.push_subscribed`).
 */
export function pushState(): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'granted') return 'granted';
  return 'unknown';
}

/**
 * Subscribes the member to web push (spec §4 sign-up step "push", spec §7 `POST /api/user.php?push=1`).
 * Call it from a click: the notification permission is asked first, while the user gesture lasts.
 * Then registers {@link SERVICE_WORKER_PATH}, subscribes the push manager with the site's VAPID key
 * (`settings.push_public_key`, base64url), stores the subscription with the API and refreshes
 * `bus.auth$` from `GET /api/user.php` (so `push_subscribed` becomes true).
 * The part after the permission is loaded on demand (`./subscribe`): it is not on the landing page.
 * @returns `unsupported` (no browser support or no key), `denied` (permission not granted, also when
 * the prompt was dismissed), `failed` (registration, subscription or API error), else `subscribed`.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscribeResult> {
  if (!pushSupported() || !publicKey) return 'unsupported';
  try {
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    const { subscribeWithPermission } = await import('./subscribe');
    return await subscribeWithPermission(publicKey);
  } catch {
    return 'failed';
  }
}
