/**
 * Shell-only test helpers. Everything else (MSW `mockApi`, fixtures, `resetBus`, `loginOnBus`,
 * render helpers) comes from the one test kit, `@amora/shared/testing`.
 */
import { i18next } from '@amora/shared';
import { setupI18n } from '@amora/shared/testing';

/** Loads the `common` and `shell` namespaces in English for a test. */
export async function setupShellI18n(): Promise<void> {
  await setupI18n('shell', (locale) => import(`./i18n/${locale}.json`));
  await i18next.changeLanguage('en');
}
