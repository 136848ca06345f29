import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../types';
import { ApiError } from '../api';

/**
 * React's access to the page's i18next instance, `useTranslation(namespace)` and `<Trans>`, taken
 * from here by every app: react-i18next is then one copy in the page inside this singleton
 * (docs/design.md §1), tree-shaken to what is used, where sharing it whole (a shared module is never
 * tree-shaken) cost the landing page ≈ 10 KB gzip (issue 12). Lint keeps apps off react-i18next.
 */
export { Trans, useTranslation } from 'react-i18next';

/** Loads one namespace's resources for one locale (usually `l => import(\`./i18n/${l}.json\`)`). */
export type NamespaceLoader = (locale: Locale) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

const loaders = new Map<string, NamespaceLoader>();

async function loadBundle(ns: string, locale: Locale): Promise<void> {
  const loader = loaders.get(ns);
  if (!loader || i18next.hasResourceBundle(locale, ns)) return;
  const mod = await loader(locale);
  const resources = ('default' in mod ? mod.default : mod) as Record<string, unknown>;
  i18next.addResourceBundle(locale, ns, resources, true, true);
}

/**
 * Initialises the page's single i18next instance for the active locale (docs/design.md §5).
 * Called once by the shell; remotes only register their namespace. Only the active locale is loaded.
 */
export async function initI18n(locale: Locale): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await registerNamespace('common', (l) => import(`./locales/${l}.json`));
  return i18next;
}

/**
 * Registers an app's namespace (one per app, docs/design.md §5) and loads it for the active locale.
 * Resolves when the bundle is ready, so a remote can await it in its `bootstrap` lifecycle.
 */
export async function registerNamespace(ns: string, loader: NamespaceLoader): Promise<void> {
  loaders.set(ns, loader);
  await loadBundle(ns, (i18next.language as Locale) || 'en');
}

/** Switches the active locale, loading every registered namespace first. */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadBundle(ns, locale)));
  await i18next.changeLanguage(locale);
}

/** The i18n key of `common` for an error: the API's code when known, else the generic text (spec §8). */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'common:errors.network_error';
    if (['not_enough_credits', 'payment_failed', 'invalid_request', 'rate_limited', 'too_many_attempts'].includes(error.code)) return `common:errors.${error.code}`;
    if (error.status >= 500) return 'common:errors.try_later';
  }
  return 'common:errors.generic';
}

/** Formats a date in the active locale (Intl). */
export function formatDate(value: string | number | Date, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}

/** Formats an amount given in cents in its currency (Intl). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

export { i18next };

/**
 * Each locale's name in its own language, as a language menu shows it. Written out rather than
 * asked of `Intl.DisplayNames` on every page: that loads eleven languages' data and cost a phone
 * ≈ 100 ms of one long task while the footer hydrated (issue 12); a test keeps it equal to Intl.
 */
const LOCALE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/** A locale's name in its own language (`de` → "Deutsch", `nb` → "Norsk bokmål"). */
export function localeName(locale: Locale): string {
  return LOCALE_NAMES[locale];
}
