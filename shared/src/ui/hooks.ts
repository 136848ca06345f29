import { useCallback } from 'react';
import { bus } from '../bus';
import { defaultLocaleOf, localePrefix, localizePath } from '../routes';
import type { Locale, Settings, User } from '../types';
import { useObservable } from './use-observable';

type MaybeUser = User | null | undefined;

/**
 * The current member from the bus (`null` logged out, `undefined` not known yet), or the part
 * `select` picks of it — then the component re-renders only when that part changes, not on every
 * refresh of the member (spec §9). `select` returns a primitive or a reference the member holds.
 */
export function useUser(): MaybeUser;
export function useUser<S>(select: (user: MaybeUser) => S): S;
export function useUser<S>(select?: (user: MaybeUser) => S): S | MaybeUser {
  return useObservable<MaybeUser, S | MaybeUser>(bus.auth$, select ?? ((u) => u));
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
