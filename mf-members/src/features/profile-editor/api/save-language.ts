import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale, api, defaultLocaleOf, localizePath, splitLocale } from '@amora/shared';
import { loadPage } from './load-page';

/**
 * Switches the interface language as the shell's language switcher does (docs/design.md §5): saves the
 * member's language (`PUT /api/user.php {language}`, spec §7), stores the locale cookie for 365 days
 * and loads the current route under the new locale's prefix (a full page load, so every remote
 * renders in the new language).
 * @throws ApiError when the language could not be saved (then nothing else changes).
 */
export async function saveLanguage(locale: Locale, domainLanguage: string | undefined): Promise<void> {
  await api.put('/api/user.php', { language: locale });
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
  const { path } = splitLocale(window.location.pathname);
  loadPage(localizePath(path, locale, defaultLocaleOf(domainLanguage)) + window.location.search);
}
