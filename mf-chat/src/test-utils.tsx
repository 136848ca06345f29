/** Test helpers of mf_chat: i18n with the real `chat` namespace, bus fixtures and a stubbed fetch. */
import { type ChatListEntry, type Profile, type Settings, type User, bus, initI18n, registerNamespace } from '@amora/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Initialises i18next in English with the `common` and `chat` namespaces. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace('chat', (l) => import(`./i18n/${l}.json`));
}

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    about: '',
    main_image: { id: 1, filename: 'p/10.jpg', thumb_filename: 'p/10-thumb.jpg', status: 'active', premium: false },
    status: 'active',
    fictional: false,
    online: true,
    images_count: 1,
    ...over,
  };
}

/** A chat list entry fixture. */
export function makeChat(over: Partial<ChatListEntry> = {}): ChatListEntry {
  const profile = over.profile ?? makeProfile();
  return {
    id: 100,
    profile_id: profile.id,
    profile,
    num_unread_messages: 0,
    last_message: { text: 'Hi there!', created_at: new Date(Date.now() - 5 * 60_000).toISOString(), from_me: false },
    updated_at: new Date().toISOString(),
    ...over,
  };
}

/** Puts a logged-in member and the site settings on the bus. */
export function loginOnBus(settings: Partial<Settings> = {}): void {
  bus.settings$.next({ cdn_prefix: 'https://cdn.test/', message_length: 500, domain_language: 'en', ...settings } as Settings);
  bus.auth$.next({ id: 1, credits: 10, paid_user: false, profile: makeProfile({ id: 1, name: 'Me' }) } as User);
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
