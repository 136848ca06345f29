import { type Settings, type User, bus, initI18n, registerNamespace } from '@amora/shared';

/** A JSON answer for a stubbed fetch. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Loads `common` and this remote's `signup` namespace in English for a test. */
export async function setupSignupI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace('signup', (l) => import(`./i18n/${l}.json`));
}

/** Settings of a demo site, overridable per test. */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return { domain_language: 'en', cdn_prefix: 'https://cdn.test/', countries: ['NL', 'DE'], geoip_country: 'NL', geoip_selected_country: null, push_public_key: '', message_length: 500, ...overrides } as Settings;
}

/** A member who has just signed up (not confirmed, profile disabled, nothing filled in), overridable per test. */
export function makeUser(overrides: Partial<User> = {}, profile: Record<string, unknown> = {}): User {
  return {
    id: 8, email: 'ben@example.com', status: 'not_confirmed', credits: 0, paid_user: false, signup_date: '2026-11-01T10:00:00Z', language: 'en',
    notifications_disabled: [], push_subscribed: false, alerts_dismissed: {}, timezone: 'Europe/Amsterdam',
    profile: { id: 80, name: 'ben_b', age: 30, gender: null, country: 'NL', region: null, region_code: null, city: null, about: '', main_image: null, status: 'disabled', fictional: false, online: true, images_count: 0, ...profile },
    ...overrides,
  } as User;
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Installs a fetch stub answering by `"METHOD /path"` (query ignored; a missing method means GET)
 * with a handler, a Response (cloned per call) or a JSON body; unknown calls answer 404.
 * Returns the mock to inspect calls.
 */
export function stubFetch(routes: Record<string, Handler | unknown>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    if (route === undefined) return json({ error: 'not_found', message: 'Not found' }, 404);
    if (route instanceof Response) return route.clone();
    return typeof route === 'function' ? (route as Handler)(url, init) : json(route);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls of a fetch stub to one `"METHOD /path"`: their URL and parsed JSON body. */
export function callsTo(mock: jest.Mock, key: string): { url: URL; body: unknown; init: RequestInit | undefined }[] {
  return mock.mock.calls
    .map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key)
    .map(({ url, init }) => ({ url, init, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body }));
}

/** Resets the bus for a test: settings, English, logged out. */
export function resetBus(settings: Settings = makeSettings()): void {
  bus.settings$.next(settings);
  bus.locale$.next('en');
  bus.auth$.next(null);
}
