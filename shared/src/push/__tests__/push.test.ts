import { apiError, makeUser, mockApi, recordRequests } from '@amora/shared/testing';
import { bus } from '../../bus';
import { pushState, subscribeToPush } from '..';
import { vapidKeyToBytes } from '../subscribe';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const member = makeUser({ id: 5, email: 'anna@example.com', push_subscribed: true });
const requests = recordRequests();

interface Stubs {
  permission: NotificationPermission;
  requestPermission: jest.Mock;
  register: jest.Mock;
  subscribe: jest.Mock;
  getSubscription: jest.Mock;
}

/** Installs Notification, PushManager and navigator.serviceWorker like a browser that supports push. */
function stubBrowser(permission: NotificationPermission = 'default', answer: NotificationPermission = 'granted'): Stubs {
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }) };
  const stubs: Stubs = {
    permission,
    requestPermission: jest.fn(async () => answer),
    register: jest.fn(async () => ({})),
    subscribe: jest.fn(async () => subscription),
    getSubscription: jest.fn(async () => null),
  };
  const NotificationStub = { permission, requestPermission: stubs.requestPermission };
  Object.defineProperty(window, 'Notification', { value: NotificationStub, configurable: true, writable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true, writable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: stubs.register, ready: Promise.resolve({ pushManager: { subscribe: stubs.subscribe, getSubscription: stubs.getSubscription } }) },
    configurable: true,
  });
  return stubs;
}

function removeBrowserSupport() {
  for (const key of ['Notification', 'PushManager'] as const) Reflect.deleteProperty(window, key);
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

beforeEach(() => {
  bus.auth$.next(null);
});
afterEach(removeBrowserSupport);

describe('pushState (spec §4)', () => {
  it('is unsupported without service workers or push', () => {
    removeBrowserSupport();
    expect(pushState()).toBe('unsupported');
  });

  it.each([
    ['default', 'unknown'],
    ['denied', 'denied'],
    ['granted', 'granted'],
  ] as const)('maps the permission %s to %s', (permission, state) => {
    stubBrowser(permission);
    expect(pushState()).toBe(state);
  });
});

describe('vapidKeyToBytes', () => {
  it('decodes a base64url P-256 public key to its 65 bytes', () => {
    const bytes = vapidKeyToBytes(KEY);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('subscribeToPush (spec §4, §7)', () => {
  it('asks permission, registers /sw.js, subscribes with the key, stores the subscription and refreshes the member', async () => {
    const stubs = stubBrowser();
    mockApi('post', '/api/user.php', { ok: true });
    mockApi('get', '/api/user.php', member);
    await expect(subscribeToPush(KEY)).resolves.toBe('subscribed');
    expect(stubs.requestPermission).toHaveBeenCalled();
    expect(stubs.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = stubs.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(vapidKeyToBytes(KEY));
    const [store, refresh] = requests.all;
    expect(requests.all).toHaveLength(2);
    expect([store?.method, store?.url.pathname, store?.url.search]).toEqual(['POST', '/api/user.php', '?push=1']);
    expect(store?.body).toEqual({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } });
    expect([refresh?.method, refresh?.url.pathname, refresh?.url.search]).toEqual(['GET', '/api/user.php', '']);
    expect(bus.auth$.value).toEqual(member);
  });

  it('answers denied when the member refuses, without registering anything', async () => {
    const stubs = stubBrowser('default', 'denied');
    await expect(subscribeToPush(KEY)).resolves.toBe('denied');
    expect(stubs.register).not.toHaveBeenCalled();
    expect(requests.all).toHaveLength(0);
  });

  it('answers unsupported without browser support or without a key', async () => {
    removeBrowserSupport();
    await expect(subscribeToPush(KEY)).resolves.toBe('unsupported');
    stubBrowser();
    await expect(subscribeToPush('')).resolves.toBe('unsupported');
  });

  it('answers failed when the push service refuses the subscription', async () => {
    const stubs = stubBrowser('granted');
    stubs.subscribe.mockRejectedValueOnce(new Error('AbortError'));
    await expect(subscribeToPush(KEY)).resolves.toBe('failed');
    expect(stubs.requestPermission).not.toHaveBeenCalled();
    expect(requests.all).toHaveLength(0);
  });

  it("replaces this browser's subscription when the API says it is another account's (409 push_endpoint_taken)", async () => {
    const stubs = stubBrowser('granted');
    const unsubscribe = jest.fn(async () => true);
    stubs.getSubscription.mockResolvedValueOnce({ unsubscribe, toJSON: () => ({ endpoint: 'https://push.example/old', expirationTime: null, keys: { p256dh: 'p0', auth: 'a0' } }) });
    mockApi('post', '/api/user.php', ({ body }) => ((body as { endpoint: string }).endpoint.endsWith('/old') ? apiError(409, 'push_endpoint_taken') : { ok: true }));
    mockApi('get', '/api/user.php', member);
    await expect(subscribeToPush(KEY)).resolves.toBe('subscribed');
    expect(unsubscribe).toHaveBeenCalled();
    expect(requests.calls('/api/user.php', 'post').map((r) => (r.body as { endpoint: string }).endpoint)).toEqual(['https://push.example/old', 'https://push.example/abc']);
    expect(bus.auth$.value).toEqual(member);
  });

  it('answers failed when the API does not store the subscription', async () => {
    stubBrowser('granted');
    mockApi('post', '/api/user.php', () => apiError(400, 'invalid_request'));
    await expect(subscribeToPush(KEY)).resolves.toBe('failed');
    expect(requests.calls('/api/user.php')).toHaveLength(1);
    expect(bus.auth$.value).toBeNull();
  });
});
