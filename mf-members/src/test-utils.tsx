/** Test helpers of mf_members: i18n with the real `members` namespace, bus fixtures, a stubbed fetch and a memory router. */
import { type Profile, type Settings, type User, bus, initI18n, registerNamespace } from '@amora/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ProfileDetail } from '@amora/shared';
import { DEFAULT_FILTERS } from './features/search/filters';
import { useSearchStore } from './features/search/stores/search-store';

/** Initialises i18next in English with the `common` and `members` namespaces. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace('members', (l) => import(`./i18n/${l}.json`));
}

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Installs a fetch stub answering by path (`/api/members.php` → handler(url)); unknown paths answer 404. */
export function stubFetch(routes: Record<string, (url: URL) => Response>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    return handler ? handler(url) : json({ error: 'not_found', message: 'Not found' }, 404);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The URLs fetch was called with, for one path. */
export function calls(mock: jest.Mock, path: string): URL[] {
  return mock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost')).filter((u) => u.pathname === path);
}

/** A profile fixture. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: 10,
    name: 'Lena',
    age: 31,
    gender: 'female',
    country: 'NL',
    region: 'Noord-Holland',
    region_code: null,
    city: 'Amsterdam',
    about: 'I love long walks on the beach.',
    main_image: { id: 1, filename: 'p/10.jpg', thumb_filename: 'p/10-thumb.jpg', status: 'active', premium: false },
    status: 'active',
    fictional: false,
    online: true,
    images_count: 3,
    ...over,
  };
}

/** A profile page fixture (`GET /api/profile.php`): the main photo, another photo and a premium photo. */
export function makeDetail(over: Partial<ProfileDetail> = {}): ProfileDetail {
  const base = makeProfile(over);
  return {
    ...base,
    liked_by_me: false,
    blocked_by_me: false,
    images: [
      base.main_image ?? { id: 1, filename: 'p/10.jpg', thumb_filename: 'p/10-thumb.jpg', status: 'active', premium: false },
      { id: 2, filename: 'p/10-b.jpg', thumb_filename: 'p/10-b-thumb.jpg', status: 'active', premium: false },
      { id: 3, filename: 'p/10-c.jpg', thumb_filename: 'p/10-c-thumb.jpg', status: 'active', premium: true },
    ],
    interests: ['travel', 'board_games'],
    ...over,
  };
}

/** Site settings on the bus (the localhost demo site's values that matter here). */
export function setSettings(over: Partial<Settings> = {}): void {
  bus.settings$.next({
    cdn_prefix: 'https://cdn.test/',
    domain_language: 'en-US',
    countries: ['NL', 'DE', 'BE'],
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    visible_profile_fields: ['age', 'gender', 'country', 'region', 'city', 'about', 'interests'],
    interests: true,
    logged_out_search: true,
    message_length: 1000,
    fictional_icon: '🎭',
    fictional_singular: 'fictional profile',
    fictional_warning: 'Some profiles are fictional.',
    ...over,
  } as Settings);
}

/** Puts a logged-in member on the bus (free unless `paid_user`). */
export function loginOnBus(over: Partial<User> = {}): User {
  const user = {
    id: 1,
    email: 'ben@demo.amora.test',
    status: 'active',
    credits: 0,
    paid_user: false,
    signup_date: '2026-01-15T10:00:00Z',
    language: 'en',
    notifications_disabled: [],
    push_subscribed: false, alerts_dismissed: {}, timezone: 'Europe/Amsterdam',
    profile: makeProfile({ id: 1, name: 'Ben', gender: 'male', age: 34, images_count: 1 }),
    ...over,
  } as User;
  bus.auth$.next(user);
  return user;
}

/** Forgets every search between tests (the store lives for the page's life). */
export function resetSearch(): void {
  useSearchStore.setState({ filters: DEFAULT_FILTERS, profiles: [], similar: [], total: 0, pageNumber: 0, status: 'idle', loadingMore: false, error: null, viewer: null, scrollY: 0 });
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders `element` as the route `pattern` at `path` in a memory router; `location` shows where links lead. */
export function renderRoute(pattern: string, path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
