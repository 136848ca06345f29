import { bus } from '@amora/shared';
import { makeUser } from '@amora/shared/testing';
import { PUSH_SHOWN_MESSAGE, startPushStatus } from '../push-status';

/** A browser that can push: a service worker container to post messages from, PushManager, Notification. */
const serviceWorker = new EventTarget();
let permission: NotificationPermission = 'default';

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { get permission() { return permission; } }, configurable: true });
  startPushStatus();
});

describe('bus.push$ (issue 15, spec §3 push state)', () => {
  it('follows the member’s subscription and the browser’s permission', () => {
    permission = 'granted';
    bus.auth$.next(makeUser({ push_subscribed: true }));
    expect(bus.push$.value.state).toBe('subscribed');
    bus.auth$.next(makeUser({ push_subscribed: false }));
    expect(bus.push$.value.state).toBe('unknown');
    permission = 'denied';
    bus.auth$.next(makeUser({ push_subscribed: true }));
    expect(bus.push$.value.state).toBe('denied');
    permission = 'default';
    bus.auth$.next(null);
    expect(bus.push$.value.state).toBe('unknown');
  });

  it('keeps the last push the service worker showed', () => {
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    expect(bus.push$.value.last_message).toBeNull();
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_SHOWN_MESSAGE, message: { title: 'Lena likes you', body: "Like back and it's a match.", url: '/members/7' } } }));
    expect(bus.push$.value.last_message).toMatchObject({ title: 'Lena likes you', body: "Like back and it's a match.", url: '/members/7' });
    expect(Date.parse(bus.push$.value.last_message?.received_at ?? '')).not.toBeNaN();
  });
});
