import { ApiError, api, refreshUser } from '../api';
import { type PushSubscribeResult, SERVICE_WORKER_PATH } from './types';

/** Converts a base64url VAPID public key (RFC 8292) to the bytes `pushManager.subscribe` wants. */
export function vapidKeyToBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The second half of `subscribeToPush`, once notifications are allowed: registers the service worker,
 * subscribes its push manager with the site's VAPID key, stores the subscription
 * (`POST /api/user.php?push=1`, spec §7) and refreshes `bus.auth$` (`push_subscribed` becomes true).
 * When the API answers 409 `push_endpoint_taken` (this browser's subscription belongs to another
 * account, e.g. an earlier member here), ends that subscription and stores a new one.
 * @returns `subscribed`, or `failed` when registration, subscription or the API call fails.
 */
export async function subscribeWithPermission(publicKey: string): Promise<PushSubscribeResult> {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscribe = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyToBytes(publicKey) });
    const existing = await registration.pushManager.getSubscription();
    try {
      await api.post<{ ok: true }>('/api/user.php?push=1', (existing ?? (await subscribe())).toJSON());
    } catch (error) {
      if (!existing || !(error instanceof ApiError) || error.code !== 'push_endpoint_taken') throw error;
      // The API never moves an endpoint between accounts (issue 29): a new one is this member's.
      await existing.unsubscribe();
      await api.post<{ ok: true }>('/api/user.php?push=1', (await subscribe()).toJSON());
    }
    await refreshUser();
    return 'subscribed';
  } catch {
    return 'failed';
  }
}
