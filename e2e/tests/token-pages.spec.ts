/**
 * Issue 13: `/{token}` static pages (spec §2) kept per site in the database, written by the
 * operator command (`npm run page`, through the API with the deploy token), drawn in the default
 * layout in the page's locale; an unknown token stays 404.
 */
import { expect, test } from '@playwright/test';
import { operatorPage as page, skipEntryWarning } from './helpers';

test('an operator writes a page per site and locale; members and visitors read it at its address', async ({ page: browserPage }) => {
  const token = `rules-${Date.now()}`;
  expect(page('set', token, '--locale', 'en', '--title', 'House rules', '--body', 'Be kind to each other.\n\nMeet in public places first.')).toContain(`saved /${token} (en)`);
  page('set', token, '--locale', 'de', '--title', 'Hausregeln', '--body', 'Seien Sie freundlich zueinander.');

  await skipEntryWarning(browserPage);
  const response = await browserPage.goto(`/${token}`);
  expect(response?.status()).toBe(200);
  await expect(browserPage.getByRole('heading', { level: 1, name: 'House rules' })).toBeVisible();
  await expect(browserPage.getByText('Meet in public places first.')).toBeVisible();
  await expect(browserPage.locator('footer')).toBeVisible();
  await expect(browserPage).toHaveTitle('House rules – Amora');

  await browserPage.goto(`/de/${token}`);
  await expect(browserPage.getByRole('heading', { level: 1, name: 'Hausregeln' })).toBeVisible();

  // Another site has no such page; after removal this one has none either.
  expect((await browserPage.goto(`http://de.localhost:3000/${token}`))?.status()).toBe(404);
  page('delete', token);
  const gone = await browserPage.goto(`/${token}`);
  expect(gone?.status()).toBe(404);
  // (In German: the visit to /de/… above made German this browser's language.)
  await expect(browserPage).toHaveURL(new RegExp(`/de/${token}$`));
  await expect(browserPage.getByRole('heading', { level: 1, name: 'Diese Seite konnte nicht gefunden werden' })).toBeVisible();
});

test('the operator command refuses an address another page of the site uses', () => {
  expect(() => page('set', 'members', '--locale', 'en', '--title', 'T', '--body', 'B')).toThrow(/400/);
});
