import { type APIRequestContext, expect, test } from '@playwright/test';
import { skipEntryWarning } from './helpers';

/** The newest link of the newest mail sent to an address (development outbox, DESIGN.md §4). */
async function mailLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  const { mails } = await (await request.get(`/api/dev/outbox.php?to=${encodeURIComponent(to)}`)).json();
  const link = (mails as { links: string[] }[]).flatMap((m) => m.links).find((l) => pattern.test(l));
  expect(link, `a mail to ${to} with a link matching ${pattern}`).toBeTruthy();
  return link as string;
}

test('a visitor signs up in the modal, activates from the mail, resets the password and logs in (spec §4)', async ({ page }) => {
  const email = `eva.${Date.now()}@example.com`;
  await skipEntryWarning(page);
  await page.goto('/pages/faq');
  await page.getByRole('button', { name: 'Join for free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join for free' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Username').fill('eva_e2e');
  await dialog.getByLabel('Password').fill('password');
  await dialog.getByLabel('Date of birth').fill('1990-05-17');
  await dialog.getByRole('button', { name: 'Join for free' }).click();
  await expect(dialog.getByText('This password is too common, choose another one')).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(email);
  await dialog.getByLabel('Password').fill('violet-harbour-lantern');
  await dialog.getByRole('button', { name: 'Join for free' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeVisible();

  await page.goto(await mailLink(page.request, email, /activate\.php/));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Your account is confirmed' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/reset-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await page.goto(await mailLink(page.request, email, /reset-password\/do/));
  await page.getByLabel('New password', { exact: true }).fill('quiet-meadow-2026');
  await page.getByLabel('Repeat new password').fill('quiet-meadow-2027');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat new password').fill('quiet-meadow-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill('quiet-meadow-2026');
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/members/);
  await expect(page.getByRole('button', { name: /eva_e2e/ })).toBeVisible();
});
