import { useCallback } from 'react';
import { bus } from '../bus';
import { defaultLocaleOf, localePrefix, localizePath } from '../routes';
import type { Locale, Settings, User } from '../types';
import { useObservable } from './use-observable';

/** The current member from the bus: `null` logged out, `undefined` not known yet. */
export function useUser(): User | null | undefined {
  return useObservable(bus.auth$);
}

/** The site settings from the bus (injected by the shell server, spec §7 settings.php). */
export function useSettings(): Settings | null {
  return useObservable(bus.settings$);
}

/** The active locale from the bus. */
export function useLocale(): Locale {
  return useObservable(bus.locale$);
}

/** Returns a function that applies the active locale's URL prefix to a route path (DESIGN.md §5). */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  const settings = useSettings();
  const defaultLocale = defaultLocaleOf(settings?.domain_language);
  return useCallback((path: string) => localizePath(path, locale, defaultLocale), [locale, defaultLocale]);
}

/** The router basename of a remote: the active locale's URL prefix, `/` for the site's default locale (DESIGN.md §5). */
export function useLocaleBasename(): string {
  const locale = useLocale();
  const settings = useSettings();
  return localePrefix(locale, defaultLocaleOf(settings?.domain_language)) || '/';
}
