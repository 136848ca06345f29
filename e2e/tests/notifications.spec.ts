import { expect, type Page, test } from '@playwright/test';
import { createMember, ORIGIN } from './helpers';

/** The subjects of the notification mails sent to an address (dev outbox), newest first. */
async function subjects(page: Page, to: string): Promise<string[]> {
  const { mails } = await (await page.request.get(`/api/dev/outbox.php?to=${encodeURIComponent(to)}`)).json();
  return (mails as { subject: string; headers: Record<string, string> }[]).filter((m) => m.headers['List-Unsubscribe']).map((m) => m.subject);
}

/**
 * Issue 15: a like mails the liked member (the API's queue sends every few seconds), the member's
 * preference stops it, and the unsubscribe link of a mail turns all mail off with the reason shown
 * in the notification settings, from where it is turned on again.
 */
test('a like mails the liked member naming the liker; that preference off stops it; the unsubscribe link turns mail off and the settings say why', async ({ browser }) => {
  const nora = await createMember(browser, { name: 'Nora', gender: 'female' });
  const milan = await createMember(browser, { name: 'Milan', gender: 'male' });

  await milan.page.goto(`/members/${nora.profileId}`);
  await milan.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(milan.page.getByRole('button', { name: 'Liked', exact: true })).toBeVisible();
  await expect.poll(() => subjects(nora.page, nora.email), { timeout: 20_000 }).toEqual(['Milan likes you']);

  // Nora turns "Someone likes you" off; Oskar's like brings no mail. Then on again: Paul's does.
  const likeSwitch = nora.page.getByRole('switch', { name: 'Someone likes you' });
  await nora.page.goto('/notifications');
  await likeSwitch.uncheck();
  await nora.page.getByRole('button', { name: 'Save' }).click();
  await expect(nora.page.getByText('Your choices have been saved.')).toBeVisible();
  const oskar = await createMember(browser, { name: 'Oskar', gender: 'male' });
  expect((await oskar.page.request.post('/api/likes.php', { headers: ORIGIN, data: { profile: nora.profileId } })).status()).toBe(200);
  await likeSwitch.check();
  await nora.page.getByRole('button', { name: 'Save' }).click();
  await expect(nora.page.getByText('Your choices have been saved.')).toBeVisible();
  const paul = await createMember(browser, { name: 'Paul', gender: 'male' });
  expect((await paul.page.request.post('/api/likes.php', { headers: ORIGIN, data: { profile: nora.profileId } })).status()).toBe(200);
  // The queue sends in order: once Paul's mail is there, Oskar's was decided, and not sent.
  await expect.poll(() => subjects(nora.page, nora.email), { timeout: 20_000 }).toEqual(['Paul likes you', 'Milan likes you']);

  // The unsubscribe link of a mail asks first; one click turns mail off.
  const { mails } = await (await nora.page.request.get(`/api/dev/outbox.php?to=${encodeURIComponent(nora.email)}`)).json();
  const link = (mails[0] as { links: string[] }).links.find((l) => l.includes('/api/unsubscribe.php'));
  expect(link).toBeTruthy();
  const inbox = await browser.newPage();
  await inbox.goto(link as string);
  await expect(inbox.getByRole('heading', { name: 'Unsubscribe from e-mails' })).toBeVisible();
  await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(inbox.getByText('You will no longer receive e-mails from Amora.')).toBeVisible();
  await inbox.getByRole('link', { name: 'Notification settings' }).click();
  await expect(inbox).toHaveURL(/\/notifications$/);
  await inbox.close();

  // Nora's settings say why, and turn mail back on.
  await nora.page.reload();
  await expect(nora.page.getByText('You unsubscribed from our e-mails')).toBeVisible();
  await nora.page.getByRole('button', { name: 'Turn e-mail notifications back on' }).click();
  await expect(nora.page.getByText('E-mail notifications are on again.')).toBeVisible();
  for (const member of [nora, milan, oskar, paul]) await member.context.close();
});
