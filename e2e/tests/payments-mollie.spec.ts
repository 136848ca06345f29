import { readFile } from 'node:fs/promises';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { pdfText } from '../../api/src/test/pdf-text';
import { type Member, ORIGIN, createMember, createOperator, signInOperator } from './helpers';

// Issue 32 as a member lives it with a real provider's adapter: a Belgian member pays a credit
// bundle with Bancontact through Mollie — the real @mollie/api-client in the API against the local
// Mollie that tools/start.mjs runs for the suite (Mollie's API v2 and its test-mode checkout,
// api/src/test/mollie-fake.ts): the redirect to Mollie's checkout, the outcome chosen there,
// Mollie's webhook, the return to /transactions/{id}, the credits added once, the PDF receipt;
// and a failed payment, retried.

// Mollie's checkout is the local fake's page, with a self-signed certificate.
test.use({ ignoreHTTPSErrors: true });

const SITE = 'localhost';
/** The method routed to Mollie: no other spec pays with it, so theirs stay on the sandbox meanwhile. */
const METHOD = 'bancontact';
const BUNDLE_CREDITS = 55;

type Providers = { default: string; methods?: Record<string, string> };
interface Bundle {
  id: number;
  credits: number;
  price_cents: number;
  currency: string;
}

let admin: Page;
/** What the member sees on Mollie's page and bank statement: the site's mail name and the bundle. */
let description = '';

/**
 * Changes the site's `payment_providers` through the console's settings API, signed in as an admin
 * operator (the setting has no form in the console; api/README.md "Switching a site to Mollie").
 */
async function changeProviders(change: (current: Providers) => Providers): Promise<Record<string, unknown>> {
  const got = await admin.request.get(`/api/operator/settings.php?site=${SITE}`);
  expect(got.status(), await got.text()).toBe(200);
  const { settings } = (await got.json()) as { settings: Record<string, unknown> & { payment_providers?: Providers } };
  const next = change(settings.payment_providers ?? { default: 'sandbox' });
  const put = await admin.request.put('/api/operator/settings.php', { headers: ORIGIN, data: { site: SITE, settings: { ...settings, payment_providers: next } } });
  expect(put.status(), await put.text()).toBe(200);
  return settings;
}

test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext()).newPage();
  await signInOperator(admin, createOperator('admin'));
  const settings = await changeProviders((p) => ({ ...p, methods: { ...p.methods, [METHOD]: 'mollie' } }));
  description = `${settings.mail_name || settings.name}: ${BUNDLE_CREDITS} credits`;
});

test.afterAll(async () => {
  if (!admin) return;
  // Only this spec's method goes back: to the site's default, as before.
  await changeProviders(({ default: fallback, methods = {} }) => {
    const { [METHOD]: _mollie, ...others } = methods;
    return Object.keys(others).length ? { default: fallback, methods: others } : { default: fallback };
  });
  await admin.context().close();
});

/** A new member who lives in Belgium, where Bancontact is offered (contract PAYMENT_METHODS_BY_COUNTRY). */
async function belgianMember(browser: Browser, name: string): Promise<Member> {
  const member = await createMember(browser, { name, gender: 'female' });
  const saved = await member.page.request.put('/api/profile.php', { headers: ORIGIN, data: { country: 'BE', region: null, city: 'Gent' } });
  expect(saved.status(), await saved.text()).toBe(200);
  return member;
}

const me = async (page: Page) => (await (await page.request.get('/api/user.php')).json()) as { credits: number; paid_user: boolean };
const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
/** The member's balance as /credits shows it. */
const balance = (page: Page) => page.getByRole('region', { name: 'Your balance' });

/** The server's bundle of BUNDLE_CREDITS credits, as the member's /api/credits.php lists it. */
async function bundleOf(page: Page): Promise<Bundle> {
  const { bundles } = (await (await page.request.get('/api/credits.php')).json()) as { bundles: Bundle[] };
  const bundle = bundles.find((b) => b.credits === BUNDLE_CREDITS);
  expect(bundle, 'the site sells a 55-credit bundle').toBeTruthy();
  return bundle as Bundle;
}

/**
 * On the checkout page with Bancontact chosen: "Pay …" leaves the site for Mollie's checkout,
 * which shows the method, our description and the amount the button named. Returns that amount
 * and Mollie's payment (`tr_…`, from the checkout's address) and origin.
 */
async function payOnMollie(page: Page): Promise<{ total: string; molliePayment: string; mollieOrigin: string }> {
  await expect(page.getByRole('radio', { name: 'Bancontact' })).toBeChecked();
  const pay = page.getByRole('button', { name: /^Pay / });
  const total = ((await pay.textContent()) ?? '').replace(/^Pay /, '').trim();
  await pay.click();
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/select-method\/\w+$/);
  const checkout = page.getByRole('main');
  await expect(checkout.getByRole('heading', { name: 'Bancontact' })).toBeVisible();
  await expect(checkout.getByText(description, { exact: true })).toBeVisible();
  await expect(checkout.getByText(total, { exact: true })).toBeVisible();
  const url = new URL(page.url());
  return { total, molliePayment: `tr_${url.pathname.split('/').pop()}`, mollieOrigin: url.origin };
}

/** Chooses `outcome` on Mollie's test-mode checkout and continues: back on the site's /transactions/{id}; returns the id. */
async function decideOnMollie(page: Page, outcome: 'Paid' | 'Failed'): Promise<number> {
  await page.getByRole('group', { name: 'Select the payment status' }).getByRole('radio', { name: outcome }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/transactions\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

test("a member pays with Bancontact on Mollie's checkout: back on the site the payment is completed, the credits are added once, and the receipt is a PDF naming the bundle and the amount", async ({ browser }) => {
  const member = await belgianMember(browser, 'Lotte');
  const { page } = member;
  const start = await me(page);
  expect(start.paid_user).toBe(false);
  const bundle = await bundleOf(page);

  await page.goto('/credits');
  await expect(balance(page)).toContainText(`You have ${start.credits} credits`);
  await page.getByRole('link', { name: `Choose ${BUNDLE_CREDITS} credits` }).click();
  await page.getByRole('radio', { name: 'Bancontact' }).click();
  await expect(page).toHaveURL(new RegExp(`/credits/${bundle.id}/${METHOD}$`));
  const { total, molliePayment, mollieOrigin } = await payOnMollie(page);

  const id = await decideOnMollie(page, 'Paid');
  await expect(page.getByText(`Payment completed: ${BUNDLE_CREDITS} credits have been added to your account.`)).toBeVisible();
  // What Mollie was asked for is the server's bundle price, less the new member's time bonus (spec §4).
  const payment = (await (await page.request.get(`/api/payments.php?id=${id}`)).json()).payment;
  expect(payment).toMatchObject({ status: 'completed', paymentmethod: METHOD, credits: BUNDLE_CREDITS, original_cents: bundle.price_cents, currency: bundle.currency, discount_code: 'TIMEBONUS25' });
  expect(payment.amount_cents).toBe(Math.round((bundle.price_cents * 75) / 100));
  expect(money(payment.amount_cents, payment.currency)).toBe(total);

  // The header now shows a paying member's Credits link instead of "Get Premium"; the balance rose by the bundle, once.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Credits', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  expect(await me(page)).toEqual(expect.objectContaining({ credits: start.credits + BUNDLE_CREDITS, paid_user: true }));
  await page.reload();
  await expect(page.getByText(`Payment completed: ${BUNDLE_CREDITS} credits have been added to your account.`)).toBeVisible();
  // Mollie calls its webhook again (it does on every status change and until it gets a 2xx): nothing more is added.
  const again = await page.request.post(`${mollieOrigin}/_fake/payments/${molliePayment}/webhook`);
  expect(await again.json()).toEqual({ answered: 200 });
  await page.goto('/credits');
  await expect(balance(page)).toContainText(`You have ${start.credits + BUNDLE_CREDITS} credits`);
  expect((await me(page)).credits).toBe(start.credits + BUNDLE_CREDITS);

  // The receipt: the link on the payment's page downloads a PDF naming the bundle, its price and the amount paid.
  await page.goto(`/transactions/${id}`);
  const link = page.getByRole('link', { name: 'Download receipt (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^receipt-AMORA-\\d{4}-${id}\\.pdf$`));
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const served = await page.request.get((await link.getAttribute('href')) as string);
  expect(served.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(pdf);
  for (const expected of [`Credit bundle: ${BUNDLE_CREDITS} credits${money(bundle.price_cents, bundle.currency)}`, `Total paid${total}`, 'Payment methodBancontact']) {
    expect(text, `"${expected}" in the receipt`).toContain(expected);
  }
  await member.context.close();
});

test("a payment that fails on Mollie's checkout adds nothing and says so; Try again keeps the bundle and the method and pays through Mollie anew", async ({ browser }) => {
  const member = await belgianMember(browser, 'Ines');
  const { page } = member;
  const start = await me(page);
  const bundle = await bundleOf(page);

  await page.goto(`/credits/${bundle.id}/${METHOD}`);
  const failed = await payOnMollie(page);
  const id = await decideOnMollie(page, 'Failed');
  await expect(page.getByRole('alert')).toHaveText('Payment failed or has been cancelled.');
  expect((await (await page.request.get(`/api/payments.php?id=${id}`)).json()).payment.status).toBe('failed');
  expect(await me(page)).toEqual(expect.objectContaining({ credits: start.credits, paid_user: false }));

  // The order is kept (spec §4): the same bundle and method, a new payment at Mollie.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/credits/${bundle.id}/${METHOD}$`));
  const retry = await payOnMollie(page);
  expect(retry.molliePayment).not.toBe(failed.molliePayment);
  const paid = await decideOnMollie(page, 'Paid');
  expect(paid).not.toBe(id);
  await expect(page.getByText(`Payment completed: ${BUNDLE_CREDITS} credits have been added to your account.`)).toBeVisible();
  expect((await me(page)).credits).toBe(start.credits + BUNDLE_CREDITS);
  await member.context.close();
});
