/** Test helpers of mf_landers on top of `@amora/shared/testing`: a visitor on the landing pages. */
import { bus, i18next, type Profile, type Settings } from '@amora/shared';
import { makeProfile as kitProfile, makeSettings, setupI18n as kitSetupI18n } from '@amora/shared/testing';

/** A visible member profile with a photo (`main_image: null` when `photo` is false), as the strips list them. */
export function makeProfile(id: number, name: string, city: string | null = 'Utrecht', photo = true): Profile {
  return kitProfile({
    id, name, age: 25 + (id % 10), region: null, city, about: `Hi, I am ${name}.`, online: id % 2 === 0,
    main_image: photo ? { id: id * 10, filename: `p/${id}.jpg`, thumb_filename: `p/${id}_t.jpg`, status: 'active', premium: false } : null,
  });
}

/** English i18n with the `landers` namespace, as the shell would set it up. */
export async function setupI18n(): Promise<void> {
  await kitSetupI18n('landers', (l) => import(`../i18n/${l}.json`));
  await i18next.changeLanguage('en');
}

/** A visitor on the default-locale site at `path` (no entry popup, no index title unless given). */
export function visit(path: string, settings: Partial<Settings> = {}): void {
  bus.locale$.next('en');
  bus.settings$.next(makeSettings({ domain_language: 'en', index_title: '', enable_site_entry_popup: false, ...settings }));
  bus.auth$.next(null);
  window.history.replaceState(null, '', path);
}
