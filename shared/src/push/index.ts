import { api } from '../api';
import { bus } from '../bus';
import type { User } from '../types';

/** Web push as the browser sees it (spec §4 "Push: capable or not, subscribed, denied, unknown"). */
export type PushState = 'unsupported' | 'denied' | 'granted' | 'unknown';

/** The outcome of {@link subscribeToPush}. */
export type PushSubscribeResult = 'subscribed' | 'denied' | 'unsupported' | 'failed';

/** Path of the shell's service worker (served from the site root with `Service-Worker-Allowed: /`). */
export const SERVICE_WORKER_PATH = '/sw.js';

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

/** Converts a base64url VAPID public key (RFC 8292) to the bytes `pushManager.subscribe` wants. */
export function vapidKeyToBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes the member to web push (spec §4 sign-up step "push", spec §7 `POST /api/user.php?push=1`).
 * Call it from a click: the notification permission is asked first, while the user gesture lasts.
 * Then registers {@link SERVICE_WORKER_PATH}, subscribes the push manager with the site's VAPID key
 * (`settings.push_public_key`, base64url), stores the subscription with the API and refreshes
 * `bus.auth$` from `GET /api/user.php` (so `push_subscribed` becomes true).
 * @returns `unsupported` (no browser support or no key), `denied` (permission not granted, also when
 * the prompt was dismissed), `failed` (registration, subscription or API error), else `subscribed`.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscribeResult> {
  if (!pushSupported() || !publicKey) return 'unsupported';
  try {
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyToBytes(publicKey) }));
    await api.post<{ ok: true }>('/api/user.php?push=1', subscription.toJSON());
    try {
      bus.auth$.next(await api.get<User>('/api/user.php'));
    } catch {
      // The subscription is stored; the next refresh of the member (spec §9) picks it up.
    }
    return 'subscribed';
  } catch {
    return 'failed';
  }
}
