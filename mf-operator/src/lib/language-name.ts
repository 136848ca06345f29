import { useConsoleLocale } from './use-console-locale';

/**
 * A locale's language in the console's language (issue 31: "Deutsch" is "German" in the English
 * console), through `Intl.DisplayNames`; the code itself where Intl does not know it.
 */
export function useLanguageName(): (locale: string) => string {
  const names = new Intl.DisplayNames([useConsoleLocale()], { type: 'language' });
  return (locale) => names.of(locale) ?? locale;
}
