/**
 * Issue 13: `/{token}` static pages (spec §2) kept per site in the database, written by the
 * operator command (`npm run page`, through the API with the deploy token), drawn in the default
 * layout in the page's locale; an unknown token stays 404.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { skipEntryWarning } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
/** Runs `npm run page -- …` as an operator would (the tool itself, with the development deploy token). */
const page = (...args: string[]) => execFileSync(process.execPath, [path.join(ROOT, 'tools/page.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });

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
  expect((await browserPage.request.get(`http://de.localhost:3000/${token}`)).status()).toBe(404);
  page('delete', token);
  const gone = await browserPage.goto(`/${token}`);
  expect(gone?.status()).toBe(404);
  await expect(browserPage.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('the operator command refuses an address another page of the site uses', () => {
  expect(() => page('set', 'members', '--locale', 'en', '--title', 'T', '--body', 'B')).toThrow(/400/);
});
