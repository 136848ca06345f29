import { expect, test } from '@playwright/test';
import { ORIGIN, createMember } from './helpers';

// Issue 11 as a new member lives it: buying credits through the sandbox provider, a cancelled
// payment, and the list of payments — against the real API and its signed webhook.
test('a new free member buys a bundle through the sandbox, becomes premium and sees the credits; a cancelled payment adds nothing; /transactions lists both', async ({ browser }) => {
  const member = await createMember(browser, { name: 'Maren', gender: 'female' });
  const { page } = member;
  const me = async () => (await page.request.get('/api/user.php')).json();
  expect(await me()).toMatchObject({ credits: expect.any(Number), paid_user: false });
  const before = (await me()).credits as number;

  await page.goto('/credits');
  // A new member has the time bonus: its countdown is shown where prices are.
  await expect(page.getByRole('heading', { name: /Time bonus: 25% off/ })).toBeVisible();
  await expect(page.getByRole('timer').first()).toHaveText(/^0[34]:\d\d:\d\d$/);
  await page.getByRole('link', { name: 'Choose 55 credits' }).click();
  // Choosing a method puts it in the address (the radio follows the URL).
  await page.getByRole('radio', { name: 'Credit card' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/card$/);
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  // 25 % off €24.95, the discount line names the code.
  await expect(page.getByText('Discount TIMEBONUS25 (−25%)')).toBeVisible();
  await page.getByRole('button', { name: 'Pay €18.71' }).click();

  await expect(page).toHaveURL(/\/sandbox-pay\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay €18.71' }).click();

  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Payment completed: 55 credits have been added to your account.')).toBeVisible();
  await expect(page.getByText('Thank you! 55 credits have been added.')).toBeVisible();
  const after = await me();
  expect(after.paid_user).toBe(true);
  expect(after.credits).toBe(before + 55);
  // The nav shows the credits of a paid user instead of "Get Premium".
  await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);

  // A cancelled payment: the spec's text, nothing added.
  await page.goto('/credits/1/paypal');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/\d+$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment failed or has been cancelled.');
  expect((await me()).credits).toBe(before + 55);

  await page.goto('/transactions');
  const rows = page.getByRole('list', { name: 'Your payments' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Failed');
  await expect(rows.nth(1)).toContainText('Completed');
  await expect(rows.nth(1)).toContainText('€18.71');
  await member.context.close();
});

test('a direct debit with a wrong SMS code fails and with the right one succeeds', async ({ browser }) => {
  const member = await createMember(browser, { name: 'Joris', gender: 'male' });
  const { page } = member;
  // SEPA direct debit is offered in the Netherlands: the member's profile says where they live.
  const saved = await page.request.put('/api/profile.php', { headers: ORIGIN, data: { country: 'NL', region: null, city: 'Utrecht' } });
  expect(saved.status(), await saved.text()).toBe(200);
  const before = (await (await page.request.get('/api/user.php')).json()).credits as number;

  await page.goto('/credits/1/sdd');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/directdebit\?payment=\d+$/);
  await page.getByLabel('Account holder').fill('Joris Bakker');
  await page.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await page.getByLabel('Street').fill('Oudegracht');
  await page.getByLabel('House number').fill('7');
  await page.getByLabel('Postal code').fill('3511 AB');
  await page.getByLabel('City').fill('Utrecht');
  const mobile = `+3161${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send the SMS code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();

  // The sandbox SMS lands in the development outbox.
  const { mails } = await (await page.request.get(`/api/dev/outbox.php?to=${encodeURIComponent(mobile)}`)).json();
  const code = /(\d{6})$/.exec(mails[0].text)?.[1] as string;
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('checkbox', { name: /I authorise Amora/ }).check();
  await page.getByRole('button', { name: /^Confirm direct debit of/ }).click();
  await expect(page.getByLabel('SMS code')).toHaveAccessibleDescription('The code is not valid. Check the text message or ask for a new code.');
  expect((await (await page.request.get('/api/user.php')).json()).credits).toBe(before);

  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: /^Confirm direct debit of/ }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Payment completed: 20 credits have been added to your account.')).toBeVisible();
  expect((await (await page.request.get('/api/user.php')).json()).credits).toBe(before + 20);
  await member.context.close();
});
