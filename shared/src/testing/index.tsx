/**
 * `@amora/shared/testing` — the one test kit of the frontend packages (issue 8): the network
 * stubbed through MSW only (`server` is started for every jest test by tools/jest.setup-msw.js,
 * unhandled requests fail the test), fixtures in the contract's shapes, bus helpers and render
 * helpers with a router and a fresh query client. Test files only: never imported by app code.
 */
import { setImmediate as realSetImmediate } from 'node:timers';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type Badges, bus, type NamespaceLoader, type ChatListEntry, type DiscountCode, initI18n, type LikedByEntry, type Profile, registerNamespace, type Settings, type User } from '@amora/shared';
import { createQueryClient, QueryProvider } from '@amora/shared/query';
import { type CompanyInfo, type OwnProfileDetail, responseSchemaFor } from '@amora/contracts';

export { delay, http, HttpResponse, passthrough, type JsonBodyType } from 'msw';
/** The router of a screen rendered alone in a test (remotes get React Router through @amora/shared/router, which has no MemoryRouter). */
export { MemoryRouter } from 'react-router';

/** The MSW server every test shares; add answers with `mockApi` or `server.use(...)`. */
export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Answer = JsonBodyType | ((request: { url: URL; body: unknown; request: Request }) => JsonBodyType | Response | Promise<JsonBodyType | Response>);

/** Something with a zod-like `parse`: a response schema of @amora/contracts. */
interface Schema {
  parse(value: unknown): unknown;
}

export interface MockOptions {
  /** HTTP status of a plain answer (default 200). */
  status?: number;
  /**
   * The response schema a 2xx answer must fit, else the test fails; by default the contract's
   * schema of `method path` (`API_CALLS` of @amora/contracts). `null` skips the check (for a
   * deliberately broken answer).
   */
  schema?: Schema | null;
  /** Answer only once (then the next handler for the path, or 'unhandled'). */
  once?: boolean;
}

/**
 * Answers `method path` (path without query: `/api/members.php`) with a JSON body, or with what
 * `answer` returns for the request (its URL and parsed JSON body). A 2xx body is checked against
 * the contract's response schema of that call, so a stub cannot drift from the API.
 */
export function mockApi(method: Method, path: string, answer: Answer, { status = 200, schema = responseSchemaFor(method, path, status), once = false }: MockOptions = {}): void {
  server.use(
    http[method](
      path,
      async ({ request }) => {
        const url = new URL(request.url);
        const text = method === 'get' ? '' : await request.clone().text();
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        const result = typeof answer === 'function' ? await answer({ url, body, request }) : answer;
        if (result instanceof Response) return result;
        if (schema && status < 300) schema.parse(result);
        return HttpResponse.json(result, { status });
      },
      { once },
    ),
  );
}

/** An API error answer (`{error, message}`) with a status, as the API sends it. */
export function apiError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return HttpResponse.json({ error, message: error, ...extra }, { status });
}

/** A request the page sent: method, URL and parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Records every request sent during each test of the calling `describe` (cleared before each
 * test): `all` in order, `calls(path, method?)` those to one path. Bodies are parsed as JSON.
 */
export function recordRequests(): { all: RecordedRequest[]; calls: (path: string, method?: string) => RecordedRequest[] } {
  const all: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry: RecordedRequest = { method: request.method, url: new URL(request.url), body: null };
    all.push(entry);
    request
      .clone()
      .text()
      .then((t) => {
        try {
          entry.body = t ? JSON.parse(t) : null;
        } catch {
          entry.body = t;
        }
      });
  };
  beforeEach(() => {
    all.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return { all, calls: (path, method) => all.filter((r) => r.url.pathname === path && (!method || r.method === method.toUpperCase())) };
}

/**
 * Settles a promise whose work waits on (fake) timers and on MSW's answers: advances jest's fake
 * timers step by step, letting real I/O run in between, until the promise is done (at most
 * `maxMs` of fake time). Works with plain `jest.useFakeTimers()`.
 * @returns `{ok: true, v}` or `{ok: false, e}`.
 */
export async function settleWithTimers<T>(promise: Promise<T>, maxMs = 120_000): Promise<{ ok: true; v: T } | { ok: false; e: unknown }> {
  let done = false;
  const result = promise.then(
    (v) => ({ ok: true as const, v }),
    (e: unknown) => ({ ok: false as const, e }),
  );
  result.finally(() => {
    done = true;
  });
  for (let spent = 0; !done && spent <= maxMs; spent += 50) {
    await new Promise((resolve) => realSetImmediate(resolve));
    await jest.advanceTimersByTimeAsync(50);
  }
  return result;
}

/** A profile fixture (spec §3), overridable. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  const id = over.id ?? 10;
  return {
    id,
    name: 'Lena',
    age: 31,
    gender: 'female',
    country: 'NL',
    region: 'Noord-Holland',
    region_code: null,
    city: 'Amsterdam',
    about: 'I love long walks on the beach.',
    main_image: { id, filename: `p/${id}.jpg`, thumb_filename: `p/${id}-thumb.jpg`, status: 'active', premium: false },
    status: 'active',
    fictional: false,
    online: true,
    images_count: 1,
    ...over,
  };
}

/** A logged-in member fixture: free, confirmed, 0 credits (like the demo member ben), overridable. */
export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ben@demo.amora.test',
    status: 'active',
    credits: 0,
    paid_user: false,
    signup_date: '2026-01-15T10:00:00Z',
    language: 'en',
    notifications_disabled: [],
    push_subscribed: false,
    alerts_dismissed: {},
    timezone: 'Europe/Amsterdam',
    profile: makeProfile({ id: 1, name: 'Ben', gender: 'male', age: 34, about: '' }),
    ...over,
  };
}

/** The owner's profile as `GET`/`PUT /api/profile.php` answer it (contract `ownProfileDetail`) for a member. */
export function makeOwnProfile(member: User = makeUser(), over: Partial<OwnProfileDetail> = {}): OwnProfileDetail {
  return {
    ...member.profile, images: [], interests: [], liked_by_me: false, blocked_by_me: false,
    looking_for: null, invisible: false, date_of_birth: '1996-04-02', lat: null, lon: null, ...over,
  };
}

/** The operator's company info (`GET /api/companyinfo.php`, spec §3 "Company info"), overridable. */
export function makeCompanyInfo(over: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    name: 'Amora BV', address: 'Keizersgracht 1', kvk: '12345678', city: 'Amsterdam', country: 'NL', tradenames: ['Amora'],
    vat_numbers: ['NL123456789B01'], support_phone: '+31 20-123 4567', delete_discount: 0, added: '2026-01-01', ...over,
  };
}

/** A member's welcome code (spec §3 "Discount code": 25 %, once per member, active), overridable. */
export function makeDiscountCode(over: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'WELCOME25-ABC123', country: 'NL', user_id: 7, expires: '2099-01-08T10:00:00Z', value_percentage: 25, currency: 'EUR',
    minimum_order_value: 0, status: 'active', validity: 'once-per-user', expired: false, paymentmethods: [], ...over,
  };
}

/** The demo site's settings (spec §3 "Settings"), overridable. */
export function makeSettings(over: Partial<Settings> = {}): Settings {
  return {
    name: 'Amora', domain: 'localhost', domain_language: 'en-US', cdn_prefix: 'https://cdn.test/', niche: 1, signups: 'all',
    logged_out_search: true, logged_out_search_trafficsource: false, geoip_country: 'NL', geoip_selected_country: 'NL', minimum_message_costs: {},
    support_phone: '+31 20-123 4567', support_email: 'support@amora.test', push_public_key: '', enable_site_entry_popup: true, fictional_icon: 'mask',
    fictional_warning: 'Some profiles are fictional.', fictional_singular: 'fictional profile', fictional_plural: 'fictional profiles', description: '',
    index_title: 'Amora', countries: ['NL', 'DE', 'BE'], search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    visible_profile_fields: ['age', 'gender', 'country', 'region', 'city', 'about', 'interests'], visible_profile_notes: false,
    message_credits: 5, signup_credits: 10, photo_credits: 10, gift_credits: 20, message_length: 1000, interests: true,
    member_resell: false, refund_days: 14, company_id: 1, mail_name: 'Amora', us_footer: true,
    ...over,
  };
}

/** A chat list entry fixture (spec §3 "Conversation"), overridable. */
export function makeChat(over: Partial<ChatListEntry> = {}): ChatListEntry {
  const profile = over.profile ?? makeProfile();
  return {
    id: 100,
    profile_id: profile.id,
    profile,
    num_unread_messages: 0,
    last_message: { kind: 'text', text: 'Hi there!', created_at: new Date(Date.now() - 5 * 60_000).toISOString(), from_me: false },
    updated_at: new Date().toISOString(),
    ...over,
  };
}

/** A `liked_by` entry fixture (spec §3 "Like entry"), overridable. */
export function makeLikedBy(over: Partial<LikedByEntry> = {}): LikedByEntry {
  return { ...makeProfile(over), like_new: false, liked_at: new Date().toISOString(), ...over };
}

/** Puts the settings and a logged-in member (default `makeUser()`) on the bus; returns the member. */
export function loginOnBus(user: Partial<User> = {}, settings: Partial<Settings> = {}): User {
  const member = makeUser(user);
  bus.settings$.next(makeSettings(settings));
  bus.locale$.next('en');
  bus.auth$.next(member);
  return member;
}

/** Resets the bus to a logged-out visitor on the demo site. */
export function resetBus(settings: Partial<Settings> = {}): void {
  bus.settings$.next(makeSettings(settings));
  bus.locale$.next('en');
  bus.auth$.next(null);
  bus.badges$.next({ unread: 0, newLikes: 0, credits: null } satisfies Badges);
  bus.chats$.next(null);
  bus.likes$.next(null);
  bus.lastChat$.next(null);
  bus.timeBonus$.next(null);
  bus.pageTitle$.next(null);
}

/** Initialises i18next in English with `common` and one app namespace loaded by `load`. */
export async function setupI18n(namespace?: string, load?: NamespaceLoader): Promise<void> {
  await initI18n('en');
  if (namespace && load) await registerNamespace(namespace, load);
}

function Where() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** A fresh query client per render, so no test sees another's cache. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <QueryProvider client={createQueryClient()}>{children}</QueryProvider>;
}

/**
 * Renders route elements (`pattern → element`) at `path` in a memory router with a fresh query
 * client; the `location` test id shows where links lead (path and query).
 */
export function renderRoutes(path: string, routes: Record<string, ReactElement>) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </TestProviders>,
  );
}

/** Renders one element as the route `pattern` at `path` (see `renderRoutes`). */
export function renderRoute(pattern: string, path: string, element: ReactElement) {
  return renderRoutes(path, { [pattern]: element });
}

/** Renders an element with a fresh query client (no router). */
export function renderWithProviders(element: ReactElement) {
  return render(<TestProviders>{element}</TestProviders>);
}
