import { bus, i18next, initI18n, type Profile, registerNamespace, type Settings } from '@amora/shared';

/** Site settings of a visitor-facing test site (spec §3 Settings); override what a test needs. */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: 'Amora', domain: 'localhost', domain_language: 'en', cdn_prefix: 'https://cdn.test/', niche: 1, signups: 'all',
    logged_out_search: true, logged_out_search_trafficsource: false, geoip_country: 'NL', geoip_selected_country: 'NL',
    minimum_message_costs: {}, support_phone: '', support_email: 'support@amora.test', push_public_key: '',
    enable_site_entry_popup: false, fictional_icon: '', fictional_warning: '', fictional_singular: '', fictional_plural: '',
    description: '', index_title: '', countries: ['NL'], visible_profile_fields: [], visible_profile_notes: false,
    message_credits: 10, signup_credits: 0, photo_credits: 0, gift_credits: 0, message_length: 500, search_fields: [],
    interests: false, member_resell: false, refund_days: 14, company_id: 1, mail_name: 'Amora', us_footer: false,
    ...overrides,
  };
}

/** A visible member profile with a photo (`main_image: null` when `photo` is false). */
export function makeProfile(id: number, name: string, city: string | null = 'Utrecht', photo = true): Profile {
  return {
    id, name, age: 25 + (id % 10), gender: 'female', country: 'NL', region: null, region_code: null, city, about: `Hi, I am ${name}.`,
    main_image: photo ? { id: id * 10, filename: `p/${id}.jpg`, thumb_filename: `p/${id}_t.jpg`, status: 'active', premium: false } : null,
    status: 'active', fictional: false, online: id % 2 === 0, images_count: 1,
  };
}

/** Stubs `fetch` with one JSON answer for every call; returns the mock to inspect the URLs. */
export function stubFetch(body: unknown, status = 200): jest.Mock {
  const mock = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** English i18n with the `landers` namespace, as the shell would set it up. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace('landers', (l) => import(`../i18n/${l}.json`));
  await i18next.changeLanguage('en');
}

/** A visitor on the default-locale site at `path`. */
export function visit(path: string, settings: Partial<Settings> = {}): void {
  bus.locale$.next('en');
  bus.settings$.next(makeSettings(settings));
  bus.auth$.next(null);
  window.history.replaceState(null, '', path);
}
