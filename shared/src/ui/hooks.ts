import { useCallback, useEffect } from 'react';
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

/** Returns a function that applies the active locale's URL prefix to a route path (docs/design.md §5). */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  const settings = useSettings();
  const defaultLocale = defaultLocaleOf(settings?.domain_language);
  return useCallback((path: string) => localizePath(path, locale, defaultLocale), [locale, defaultLocale]);
}

/** The router basename of a remote: the active locale's URL prefix, `/` for the site's default locale (docs/design.md §5). */
export function useLocaleBasename(): string {
  const locale = useLocale();
  const settings = useSettings();
  return localePrefix(locale, defaultLocaleOf(settings?.domain_language)) || '/';
}

/**
 * Names the open screen in the page title (issue 13): the shell shows `(N) title – site name`.
 * Called by the route's owner with its localized heading; `undefined` while the screen's data
 * loads (the previous title stays). Unmounting clears it, unless another screen has set its own.
 * On the server the title is noted during the render (`renderToHtml` returns it).
 */
export function usePageTitle(title: string | null | undefined): void {
  // A server render runs no effects: the title is noted as it draws (renders there run one at a time).
  if (typeof document === 'undefined' && title) bus.pageTitle$.next(title);
  useEffect(() => {
    if (!title) return;
    bus.pageTitle$.next(title);
    return () => {
      if (bus.pageTitle$.value === title) bus.pageTitle$.next(null);
    };
  }, [title]);
}
