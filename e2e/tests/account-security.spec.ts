import { expect, test } from '@playwright/test';
import { createMember, login, skipEntryWarning } from './helpers';

// Issue 16 on /profile, as a member uses it: the devices logged in to the account, logging one of
// them out, downloading one's data (GDPR Art. 20) and logging out everywhere.
test('a member sees where they are logged in, logs another device out, downloads their data and logs out everywhere', async ({ browser }) => {
  const member = await createMember(browser, { name: 'Sigrid', gender: 'female' });
  // A second device: another browser context logged in through the login form.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await skipEntryWarning(laptopPage);
  await login(laptopPage, member.email, member.password);

  const { page } = member;
  await page.goto('/profile');
  const devices = page.getByRole('region', { name: 'Where you are logged in' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

  // Log the laptop out: its next page is a visitor's.
  const other = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: /^Log out / }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const after = await laptopPage.request.get('/api/user.php');
  expect(after.status()).toBe(403);

  // The data archive is a zip under the API's name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^amora-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await file.createReadStream();
  const head = await new Promise<Buffer>((resolve) => zip.once('data', (chunk) => resolve(chunk as Buffer)));
  expect(head.subarray(0, 2).toString()).toBe('PK');

  // Log out everywhere: home page, logged out.
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  expect((await page.request.get('/api/user.php')).status()).toBe(403);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Where you are logged in' })).toHaveCount(0);
  await laptop.close();
  await member.context.close();
});
