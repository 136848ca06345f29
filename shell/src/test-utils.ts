import { type Settings, type User, bus, i18next, initI18n, registerNamespace } from '@amora/shared';

/** Loads the `common` and `shell` namespaces in English for a test. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace('shell', (locale) => import(`./i18n/${locale}.json`));
  await i18next.changeLanguage('en');
}

/** Settings of the demo site, overridable per test. */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: 'Amora', domain: 'localhost', domain_language: 'en-US', cdn_prefix: 'http://cdn.test/media/', niche: 1, signups: 'all',
    logged_out_search: true, logged_out_search_trafficsource: false, geoip_country: 'NL', geoip_selected_country: 'NL', minimum_message_costs: {},
    support_phone: '+31 20-123 4567', support_email: 'support@amora.test', push_public_key: '', enable_site_entry_popup: true, fictional_icon: '🎭',
    fictional_warning: '', fictional_singular: '', fictional_plural: '', description: '', index_title: 'Amora', countries: ['NL', 'DE', 'US'],
    visible_profile_fields: [], visible_profile_notes: false, message_credits: 5, signup_credits: 10, photo_credits: 10, gift_credits: 20,
    message_length: 1000, search_fields: [], interests: true, member_resell: false, refund_days: 14, company_id: 1, mail_name: 'Amora', us_footer: true,
    ...overrides,
  };
}

/** A member with a profile, overridable per test. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1, email: 'anna@demo.amora.test', status: 'active', credits: 150, paid_user: true, signup_date: '2026-01-01T00:00:00Z', language: 'en',
    notifications_disabled: [], push_subscribed: false, alerts_dismissed: {}, timezone: 'Europe/Amsterdam',
    profile: { id: 1, name: 'Anna', age: 30, gender: 'female', country: 'NL', region: null, region_code: null, city: 'Amsterdam', about: '', main_image: null, status: 'active', fictional: false, online: true, images_count: 0 },
    ...overrides,
  };
}

/** Resets the bus between tests. */
export function resetBus(): void {
  bus.settings$.next(makeSettings());
  bus.locale$.next('en');
  bus.auth$.next(null);
  bus.badges$.next({ unread: 0, newLikes: 0, credits: null });
  bus.chats$.next(null);
  bus.likes$.next(null);
}
