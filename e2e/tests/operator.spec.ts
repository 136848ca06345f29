// The operator console (issue 31), used as staff would: operators made with the CLI, signed in
// with a password and an authenticator code, working the queues and a member's page; each test
// makes the members and operators it changes. The last test reads the audit log of all of it.
import { type Browser, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ORIGIN, createMember, createOperator, skipEntryWarning, signInOperator, unique } from './helpers';

/** A fresh browser context and page for an operator, signed in. */
async function operatorPage(browser: Browser, role: Parameters<typeof createOperator>[0]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOperator(page, createOperator(role));
  return page;
}

/** A small JPEG, as a phone would upload it. */
const jpeg = (hue: number) => sharp({ create: { width: 480, height: 600, channels: 3, background: { r: hue, g: 90, b: 160 } } }).jpeg().toBuffer();

/** The reasons typed below: the audit test finds the actions by them. */
const BAN_REASON = `Under 18 by his own words ${Date.now()}`;
const REFUND_REASON = `Charged twice ${Date.now()}`;

test('a member reports an underage member; a moderator bans him: his open page logs out within 5 s and login shows why', async ({ browser }) => {
  const kim = await createMember(browser, { name: 'Kim', gender: 'female' });
  const young = await createMember(browser, { name: 'Brandon', gender: 'male' });
  await young.page.goto('/members');
  await expect(young.page.getByRole('link', { name: 'Get Premium' })).toBeVisible();

  await kim.page.goto(`/members/${young.profileId}`);
  await kim.page.getByRole('button', { name: 'Report' }).click();
  const report = kim.page.getByRole('dialog', { name: 'Report Brandon' });
  await report.getByLabel('Looks younger than 18').check();
  await report.getByLabel('Tell us more (optional)').fill('He told me he is 16.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(kim.page.getByText('Thank you for your report. Our team will look into it.')).toBeVisible();

  const moderator = await operatorPage(browser, 'moderator');
  await moderator.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: /Reports/ }).click();
  const card = moderator.getByRole('article', { name: 'Brandon: Under age' }).filter({ hasText: 'He told me he is 16.' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Ban' }).click();
  const ban = moderator.getByRole('dialog', { name: 'Ban Brandon?' });
  await ban.getByLabel('Reason (shown to the member when logging in)').fill(BAN_REASON);
  await ban.getByRole('button', { name: 'Ban member' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'Brandon is banned; the report is closed.' })).toBeVisible();

  // His open page is logged out live (the session ended in the API, the stream told the page).
  await expect(young.page.getByRole('link', { name: 'Get Premium' })).toHaveCount(0, { timeout: 5_000 });
  await young.page.goto('/login');
  await young.page.getByLabel(/e-?mail/i).fill(young.email);
  await young.page.getByLabel(/password/i).fill(young.password);
  await young.page.getByRole('button', { name: /log ?in/i }).click();
  await expect(young.page.getByRole('alert')).toContainText('Your account has been closed.');
  await expect(young.page.getByRole('alert')).toContainText(BAN_REASON);

  for (const context of [kim.context, young.context, moderator.context()]) await context.close();
});

test('the photo queue is worked through with the keyboard: A approves, R rejects with a reason, J skips', async ({ browser }) => {
  const member = await createMember(browser, { name: 'Philippa', gender: 'female' });
  for (const hue of [40, 200]) {
    const res = await member.page.request.post('/api/photos.php', { headers: { ...ORIGIN, 'content-type': 'image/jpeg' }, data: await jpeg(hue) });
    expect(res.status(), await res.text()).toBe(201);
  }
  const moderator = await operatorPage(browser, 'moderator');
  await moderator.goto('/operator/photos');
  const stage = moderator.getByRole('main');
  /** Skips (J) other members' photos until one of Philippa's is shown. */
  const toPhilippa = async () => {
    for (let i = 0; i < 40 && !(await stage.getByText(/^Philippa, \d+$/).isVisible()); i++) await moderator.keyboard.press('j');
    await expect(stage.getByText(/^Philippa, \d+$/)).toBeVisible();
  };
  await toPhilippa();
  await moderator.keyboard.press('a');
  await expect(moderator.getByText('Approved: the photo of Philippa is now shown.')).toBeVisible();
  await toPhilippa();
  await moderator.keyboard.press('r');
  const reject = moderator.getByRole('dialog', { name: 'Reject the photo of Philippa?' });
  await reject.getByRole('button', { name: 'Other people' }).click();
  await reject.getByRole('button', { name: 'Reject photo' }).click();
  await expect(moderator.getByText('Rejected: the photo of Philippa will not be shown.')).toBeVisible();

  const { images } = await (await member.page.request.get('/api/photos.php')).json();
  expect((images as { status: string }[]).map((i) => i.status).sort()).toEqual(['active', 'disabled']);
  await member.context.close();
  await moderator.context().close();
});

test('a support operator answers a complaint by e-mail and the mail arrives', async ({ browser, page }) => {
  await skipEntryWarning(page);
  const email = unique('complainer');
  const subject = `Charged without asking ${Date.now()}`;
  await page.goto('/complaints');
  await page.getByLabel('Your name').fill('Rita');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Your complaint').fill('I was charged twice for one bundle of credits.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByRole('status')).toHaveText(/received your complaint/);

  const support = await operatorPage(browser, 'support');
  await support.goto('/operator/complaints');
  const card = support.getByRole('article', { name: subject });
  await card.getByLabel(`Reply by e-mail to ${email}`).fill('We are sorry: the second payment has been refunded.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(support.getByText(`Reply sent to ${email}.`)).toBeVisible();

  // The reply goes out through the mail queue: it is in the outbox within seconds.
  const reply = async () => ((await (await page.request.get(`/api/dev/outbox.php?to=${encodeURIComponent(email)}`)).json()).mails[0] ?? null) as { subject: string; text: string } | null;
  await expect.poll(async () => (await reply())?.subject, { timeout: 10_000 }).toBe(`Re: ${subject}`);
  expect((await reply())?.text).toContain('We are sorry: the second payment has been refunded.');
  await support.context().close();
});

test('a finance operator refunds a payment from the member page; a moderator may not open the audit log', async ({ browser }) => {
  const member = await createMember(browser, { name: 'Ursula', gender: 'female' });
  const order = await member.page.request.post('/api/payments.php', { headers: ORIGIN, data: { bundle: 1, paymentmethod: 'ideal', idempotency_key: `e2e-refund-${Date.now()}` } });
  expect(order.status(), await order.text()).toBe(201);
  const { payment } = await order.json();
  expect((await member.page.request.post(`/api/sandbox-pay.php?payment=${payment.id}`, { headers: ORIGIN, data: { action: 'pay' } })).status()).toBe(200);

  const finance = await operatorPage(browser, 'finance');
  await finance.goto('/operator/members');
  await finance.getByRole('searchbox').fill(member.email);
  await finance.keyboard.press('Enter');
  await finance.getByRole('link', { name: 'Ursula' }).click();
  await finance.getByRole('button', { name: new RegExp(`^Refund payment ${payment.id} `) }).click();
  const refund = finance.getByRole('dialog', { name: `Refund payment ${payment.id}?` });
  await refund.getByLabel(/^Reason/).fill(REFUND_REASON);
  await refund.getByRole('button', { name: /^Refund / }).click();
  await expect(finance.getByText(/Refunded on/)).toBeVisible();
  const { payment: after } = await (await member.page.request.get(`/api/payments.php?id=${payment.id}`)).json();
  expect(after.status).toBe('refunded');

  const moderator = await operatorPage(browser, 'moderator');
  await moderator.goto('/operator/audit');
  await expect(moderator.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(moderator.getByText('Your role is Moderator.', { exact: false })).toBeVisible();
  await member.context.close();
  await finance.context().close();
  await moderator.context().close();
});

test('an admin finds all of it in the audit log', async ({ browser }) => {
  const admin = await operatorPage(browser, 'admin');
  for (const [action, text] of [
    ['member.ban', BAN_REASON],
    ['report.ban', BAN_REASON],
    ['payment.refund', REFUND_REASON],
    ['photo.reject', 'Other people'],
    ['photo.approve', 'photo.approve'],
    ['complaint.reply', 'complaint.reply'],
  ] as const) {
    await admin.goto(`/operator/audit?action=${action}`);
    const table = admin.getByRole('table', { name: 'Audit log entries, newest first' });
    await expect(table.getByRole('row').filter({ hasText: text }).first()).toBeVisible();
  }
  await admin.context().close();
});

test("the console's screens fit a phone: none scrolls sideways at 390 px (tables scroll inside their box)", async ({ browser }) => {
  const admin = await operatorPage(browser, 'admin');
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of [
    ['/operator/releases', 'Releases'],
    ['/operator/audit', 'Audit log'],
    ['/operator/operators', 'Operators'],
    ['/operator/sessions', 'My sessions'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(admin.getByRole('table').first()).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await admin.context().close();
});
