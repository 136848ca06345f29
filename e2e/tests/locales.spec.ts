import { type Page, expect, test } from '@playwright/test';
import { ANNA, PASSWORD, skipEntryWarning, waitForInteractive } from './helpers';

// Its tests do not depend on each other: both workers may take them.
test.describe.configure({ mode: 'parallel' });

const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/** Visible text nodes that look like an untranslated i18n key (`hero.title`, `nav.login`). */
const rawKeys = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/^[a-z][a-z0-9_]*(\.[a-z0-9_-]+)+$/.test(text) && (node.parentElement?.offsetParent ?? null) !== null) found.push(text);
    }
    return found;
  });

async function expectTranslated(page: Page, locale: string, path: string) {
  const response = await page.goto(`${prefix(locale)}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('footer, .layout-lander')).not.toHaveCount(0);
  expect(await rawKeys(page), `${locale} ${path}`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`${locale}: visitor and member pages are translated`, async ({ page }) => {
    test.setTimeout(90_000);
    await skipEntryWarning(page);
    for (const path of ['/', '/login', '/pages/faq', '/pages/terms', '/complaints', '/pricing']) await expectTranslated(page, locale, path);
    const login = await page.request.post('/api/user.php', { data: { email: ANNA, password: PASSWORD }, headers: { origin: 'http://localhost:3000' } });
    expect(login.ok()).toBe(true);
    for (const path of ['/members', '/chats', '/likes', '/credits', '/profile']) await expectTranslated(page, locale, path);
  });
}

test('the language switcher keeps the route and remembers the choice', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('/pages/faq');
  await waitForInteractive(page);
  await page.getByLabel('Language').selectOption('de');
  await expect(page).toHaveURL(/\/de\/pages\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/pages/privacy');
  await expect(page).toHaveURL(/\/de\/pages\/privacy$/);
  await waitForInteractive(page);
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page).toHaveURL(/localhost:3000\/pages\/privacy$/);
});

test('de.localhost is a German site with its own settings', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('http://de.localhost:3000/pages/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const settings = await page.evaluate(() => fetch('/api/settings.php').then((r) => r.json()));
  expect(settings.domain_language).toBe('de-DE');
});
