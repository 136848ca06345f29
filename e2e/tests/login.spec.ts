import { expect, test } from '@playwright/test';
import { BEN, PASSWORD, skipEntryWarning } from './helpers';

test('a wrong password shows the spec message and keeps the e-mail; the right one logs in', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(BEN);
  await page.getByLabel(/password/i).fill('wrong-password-123');
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page.getByText('Login failed, please try again')).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i)).toHaveValue(BEN);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/members/);
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'amora_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
});
