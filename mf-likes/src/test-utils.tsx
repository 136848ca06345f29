/** Test helpers of mf_likes: i18n with the real `likes` namespace, bus fixtures and a memory router. */
import { type LikedByEntry, type LikesState, type Profile, type Settings, type User, bus, initI18n, registerNamespace } from '@amora/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LIKES_NS, loadLikesLocale } from './i18n/load-locale';

/** Initialises i18next in English with the `common` and `likes` namespaces. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace(LIKES_NS, loadLikesLocale);
}

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A profile fixture. */
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
    about: '',
    main_image: { id, filename: `p/${id}.jpg`, thumb_filename: `p/${id}-thumb.jpg`, status: 'active', premium: false },
    status: 'active',
    fictional: false,
    online: false,
    images_count: 1,
    ...over,
  };
}

/** A `liked_by` entry fixture. */
export function makeLikedBy(over: Partial<LikedByEntry> = {}): LikedByEntry {
  return { ...makeProfile(over), like_new: false, liked_at: new Date().toISOString(), ...over };
}

/** Puts a logged-in member, the site settings and optionally the likes lists on the bus. */
export function loginOnBus(likes: LikesState | null = null, settings: Partial<Settings> = {}): void {
  bus.settings$.next({ cdn_prefix: 'https://cdn.test/', message_length: 500, domain_language: 'en', ...settings } as Settings);
  bus.locale$.next('en');
  bus.auth$.next({ id: 1, credits: 10, paid_user: false, profile: makeProfile({ id: 1, name: 'Me', main_image: null }) } as User);
  bus.likes$.next(likes);
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders the given routes at `path` in a memory router; `location` shows where links lead. */
export function renderRoutes(path: string, routes: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
