import type { Locale } from '@amora/shared';

/** The i18next namespace of mf_operator (docs/design.md §5). */
export const OPERATOR_NS = 'operator';

/** The locales the console is written in (issue 31): English, German and Dutch; no other locale has a file. */
export const CONSOLE_LOCALES = ['en', 'de', 'nl'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

/** The console's language for the site's locale: that locale when the console is written in it, else English (issue 31). */
export function consoleLocale(locale: Locale): ConsoleLocale {
  return (CONSOLE_LOCALES as readonly string[]).includes(locale) ? (locale as ConsoleLocale) : 'en';
}

/**
 * Loads the `operator` namespace for the page's locale (only that one is fetched): the German or
 * Dutch texts for `de` and `nl`, the English ones for `en` and every other locale (issue 31).
 */
export const loadOperatorLocale = (locale: Locale) => import(`./${consoleLocale(locale)}.json`);
