import { type PushStatus, bus, pushState } from '@amora/shared';

/** The message the service worker posts to the site's open pages when it shows a push (shell/public/sw.js). */
export const PUSH_SHOWN_MESSAGE = 'amora:push-shown';

/** `bus.push$.state` from the browser's permission and the member's subscription (spec §4). */
function stateOf(subscribed: boolean): PushStatus['state'] {
  const browser = pushState();
  if (browser === 'unsupported' || browser === 'denied') return browser;
  return subscribed && browser === 'granted' ? 'subscribed' : 'unknown';
}

/**
 * Keeps `bus.push$` (issue 15): its state follows the member (`push_subscribed` of `bus.auth$`) and
 * the browser's permission; its last message is the push the service worker showed last, which it
 * posts to the open pages as `{type: PUSH_SHOWN_MESSAGE, message: {title, body, url}}`.
 */
export function startPushStatus(): void {
  bus.auth$.subscribe((user) => {
    const state = stateOf(Boolean(user?.push_subscribed));
    if (state !== bus.push$.value.state) bus.push$.next({ ...bus.push$.value, state });
  });
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; message?: { title?: unknown; body?: unknown; url?: unknown } } | null;
    if (data?.type !== PUSH_SHOWN_MESSAGE || !data.message) return;
    const { title, body, url } = data.message;
    bus.push$.next({
      ...bus.push$.value,
      last_message: { title: String(title ?? ''), body: String(body ?? ''), url: String(url ?? '/'), received_at: new Date().toISOString() },
    });
  });
}
