import { type Page, expect } from '@playwright/test';

export const PASSWORD = 'demo-password-2026';
export const ANNA = 'anna@demo.amora.test';
export const BEN = 'ben@demo.amora.test';

/** Dismisses the site-entry warning before the page loads (its own behaviour is tested in platform.spec). */
export async function skipEntryWarning(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('amora.entry-warning.dismissed-at', String(Date.now())));
}

/** Logs in through the real login form of mf-signup. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/members/);
}
