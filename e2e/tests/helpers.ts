import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { generate } from 'otplib';

/** The seeded demo accounts: specs may read with them (log in, look, search), never change them. */
export const PASSWORD = 'demo-password-2026';
export const ANNA = 'anna@demo.amora.test';
export const BEN = 'ben@demo.amora.test';

/**
 * The site's origin the specs run against: the platform's shell, or the cluster's nginx when the
 * cluster config (playwright.cluster.config.ts, issue 33) sets `E2E_BASE_URL`.
 */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/** The Origin header a page's own writes carry (the API refuses cross-origin writes). */
export const ORIGIN = { Origin: BASE_URL };

/** A fresh e-mail address for a member made by one test. */
export const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Dismisses the site-entry warning before the page loads (its own behaviour is tested in platform.spec). */
export async function skipEntryWarning(page: Page): Promise<void> {
  // Its cookie (the server draws the first screen from it), on both sites of the platform.
  await page.context().addCookies(['localhost', 'de.localhost'].map((domain) => ({ name: 'amora_entry_ok', value: String(Date.now()), domain, path: '/' })));
}

/** The JSON of a page's data block `<script type="application/json" id="…">` (`amora-boot`, `amora-scripts`), `{}` when absent. */
export function dataBlock<T = Record<string, unknown>>(html: string, id: string): T {
  return JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1] ?? '{}') as T;
}

/**
 * Waits until the page's scripts run (the shell's `amora:interactive` mark): a server-drawn page
 * loads them after its first paint, and before that its sign-up buttons are plain forms to
 * /signup and the language menu does nothing.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('amora:interactive').length > 0);
}

/** Logs in through the real login form of mf-signup. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/members/);
  await waitForInteractive(page);
}

/**
 * The newest link matching `pattern` of the mails sent to an address (development outbox, docs/design.md §4).
 * Every mail goes through the mail queue (issue 32), so it is looked for until it is there (10 s at most).
 */
export async function mailLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = await (await request.get(`/api/dev/outbox.php?to=${encodeURIComponent(to)}`)).json();
        link = (mails as { links: string[] }[]).flatMap((m) => m.links).find((l) => pattern.test(l));
        return link;
      },
      { message: `a mail to ${to} with a link matching ${pattern}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** A member made for one test: logged in in its own browser context. */
export interface Member {
  context: BrowserContext;
  page: Page;
  email: string;
  password: string;
  name: string;
  profileId: number;
}

/**
 * Makes a new member the way the sign-up form does (`POST /api/signup.php`) and activates the
 * account with the link of its activation mail (dev outbox), so a test changes only members it
 * made itself. The member is logged in in a new browser context of `browser`, whose pages and
 * requests go to `baseURL` (default the config's; the cluster specs put a member on one shell's
 * own port, issue 33).
 */
export async function createMember(
  browser: Browser,
  { name, gender, dateOfBirth = '1990-04-12', baseURL }: { name: string; gender: 'female' | 'male'; dateOfBirth?: string; baseURL?: string },
): Promise<Member> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await skipEntryWarning(page);
  const email = unique(name.toLowerCase());
  const password = `amber-${Math.floor(Math.random() * 1e9)}-lantern`;
  const created = await page.request.post('/api/signup.php', { headers: baseURL ? { Origin: baseURL } : ORIGIN, data: { email, name, password, date_of_birth: dateOfBirth, gender } });
  expect(created.status(), await created.text()).toBe(201);
  const user = await created.json();
  const activated = await page.request.get(await mailLink(page.request, email, /activate\.php/), { maxRedirects: 0 });
  expect(activated.headers().location).toMatch(/\/activate\/done$/);
  return { context, page, email, password, name, profileId: user.profile.id as number };
}

/** Runs the operator's `npm run page -- …` (tools/page.mjs, development deploy token); returns what it printed. @throws on a non-zero exit. */
export function operatorPage(...args: string[]): string {
  const root = path.resolve(__dirname, '../..');
  return execFileSync(process.execPath, [path.join(root, 'tools/page.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

/** A console operator made by `npm run operator -- create` (api/src/cli/operator.ts, with the CLIs' development key). */
export interface Operator {
  email: string;
  password: string;
}

/**
 * Makes an operator account with `role` (limited to `sites` when given) through the operator CLI,
 * as README.md tells a newcomer to make the first admin; returns its e-mail and first password.
 */
export function createOperator(role: 'moderator' | 'support' | 'finance' | 'marketing' | 'admin', sites?: string[]): Operator {
  const root = path.resolve(__dirname, '../..');
  const email = unique(`${role}.staff`);
  const args = ['--import', 'tsx', 'api/src/cli/operator.ts', 'create', email, '--role', role, ...(sites ? ['--sites', sites.join(',')] : [])];
  const out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const password = /first password \(shown once\): (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`operator create printed no password:\n${out}`);
  return { email, password };
}

/**
 * Signs `operator` in at /operator/login as a person would: e-mail and password, then the
 * authenticator app — enrolled from the secret the page shows (the QR code's text), its code typed
 * in, the recovery codes confirmed. Leaves the page on the console.
 */
export async function signInOperator(page: Page, operator: Operator): Promise<void> {
  await page.goto('/operator/login');
  await page.getByLabel('E-mail address').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s+/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}
