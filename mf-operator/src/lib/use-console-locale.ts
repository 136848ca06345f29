import { useLocale } from '@amora/shared';
import { type ConsoleLocale, consoleLocale } from '../i18n/load-locale';

/** The language the console speaks on this page: the site's locale when it is en, de or nl, else English (issue 31). */
export function useConsoleLocale(): ConsoleLocale {
  return consoleLocale(useLocale());
}
