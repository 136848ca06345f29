/**
 * Issue 13: the member's main path works with the keyboard alone — sign in, search, open a
 * profile, like, open a chat — every stop reached with Tab in a sensible order, each with a
 * visible focus ring. No mouse event is sent in this spec.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { createMember, skipEntryWarning, waitForInteractive } from './helpers';

/**
 * Presses Tab until `target` has the focus (at most `limit` times), then checks that the focus
 * can be seen (an outline or a focus shadow). @throws when Tab never reaches it.
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const ring = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      });
      expect(ring, 'a visible focus ring').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

test('sign in, search, open a profile, like and open a chat with the keyboard alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const member = await createMember(browser, { name: 'Kira', gender: 'female' });
  await member.context.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipEntryWarning(page);

  // The skip link is the first stop and moves the focus to the main content.
  await page.goto('/login');
  await waitForInteractive(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();

  // Search for women: the select follows the arrow keys, the form submits with Enter on its button.
  const gender = page.getByLabel('Gender');
  await tabTo(page, gender);
  await page.keyboard.press('ArrowDown');
  await expect(gender).toHaveValue('female');
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\?gender=female$/);

  // The first member card's name is its link.
  const firstCard = page.getByRole('main').getByRole('link', { name: /, \d+$/ }).first();
  await expect(firstCard).toBeVisible();
  const name = ((await firstCard.textContent()) ?? '').split(',')[0] as string;
  await tabTo(page, firstCard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();

  const like = page.getByRole('button', { name: 'Like', exact: true });
  await tabTo(page, like);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByRole('link', { name: 'Send a message' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/\d+\/chat$/);
  const composer = page.getByRole('textbox', { name: 'Your message' });
  await tabTo(page, composer);
  await page.keyboard.type('Hello from the keyboard');
  await expect(composer).toHaveValue('Hello from the keyboard');
  await context.close();
});
