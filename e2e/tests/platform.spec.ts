import { expect, test } from '@playwright/test';
import { ANNA, dataBlock, login, skipEntryWarning, waitForInteractive } from './helpers';

/** A visible profile's id from the public member search. */
async function firstProfileId(page: import('@playwright/test').Page): Promise<number> {
  const { profiles } = await (await page.request.get('/api/members.php?numResults=1')).json();
  return profiles[0].id;
}

test.describe('visitor', () => {
  test('sees the landing page and the entry warning, whose dismissal is remembered', async ({ page }) => {
    await page.goto('/');
    const warning = page.getByRole('dialog', { name: 'Adults only' });
    await expect(warning).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await warning.getByRole('button', { name: /enter/i }).click();
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('gets the entry warning on a chat page only in Dutch and German (spec §2 chat layout)', async ({ page }) => {
    const chat = `/members/${await firstProfileId(page)}/chat`;
    await page.goto(chat);
    await expect(page.getByText('Log in to see your messages.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeHidden();
    await page.goto(`/de${chat}`);
    await expect(page.getByRole('dialog', { name: 'Nur für Erwachsene' })).toBeVisible();
  });

  test('gets a 404 page for an unknown route', async ({ page }) => {
    await skipEntryWarning(page);
    const response = await page.goto('/this/route/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
  });

  test('gets the 404 page, not the outage page, for a malformed address', async ({ page }) => {
    await skipEntryWarning(page);
    const response = await page.goto('/members/%E0');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('reads a static page and files a complaint that the API stores', async ({ page }) => {
    await skipEntryWarning(page);
    await page.goto('/pages/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article')).toContainText('2023');
    await page.getByRole('link', { name: 'Complaints' }).click();
    await page.getByLabel('Your name').fill('Eva Visitor');
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByLabel('Subject').fill('Billing');
    await page.getByLabel('Your complaint').fill('I was charged twice for one bundle.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByLabel('Your complaint')).toHaveValue('I was charged twice for one bundle.');
    await page.getByLabel('E-mail address').fill('eva@example.com');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByRole('status')).toContainText('received your complaint');
  });
});

test.describe('anna (premium)', () => {
  test('logs in, sees her badges and moves between members, chats, likes and credits', async ({ page }) => {
    await skipEntryWarning(page);
    await login(page, ANNA);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const messages = nav.getByRole('link', { name: /Messages/ });
    await expect(messages).toContainText(/\d+/);
    await expect(nav.getByRole('link', { name: /Likes/ })).toContainText(/\d+/);
    await expect(nav.getByRole('link', { name: /Credits/ })).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) /);

    await expect(page.locator('#outlet-mf_members')).not.toBeEmpty();
    await messages.click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.locator('#outlet-mf_chat').getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: /Likes/ }).click();
    await expect(page.locator('#outlet-mf_likes').getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: /Credits/ }).click();
    await expect(page.locator('#outlet-mf_credits').getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page.locator('#outlet-mf_members').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('logs out from the account dropdown', async ({ page }) => {
    await skipEntryWarning(page);
    await login(page, ANNA);
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const me = await page.request.get('/api/user.php');
    expect(me.status()).toBe(403);
  });
});

test.describe('HTML render (docs/design.md §2, §3)', () => {
  test('injects settings and the registry, preloads the route owner, and allows exactly the CDN origin', async ({ request }) => {
    const response = await request.get('/chats');
    const html = await response.text();
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:3100;");
    expect(csp.match(/https?:\/\/[^\s;]+/g)?.every((origin) => origin === 'http://localhost:3100')).toBe(true);
    // The route owner's entry straight away: the browser reads no manifest (the server did, for its entry_url).
    expect(html).toMatch(/<link rel="preload" as="script" href="http:\/\/localhost:3100\/mf_chat\/[^"]+\/remoteEntry\.js" crossorigin>/);
    expect(html).not.toMatch(/<link[^>]+mf-manifest\.json/);
    expect(html).not.toMatch(/preload[^>]+mf_members/);
    // Issue 31: the operator console is registered but never preloaded on a member's page.
    expect(html).not.toMatch(/preload[^>]+mf_operator/);
    const boot = dataBlock<{ settings: { domain: string }; remotes: { name: string }[] }>(html, 'amora-boot');
    expect(boot.settings.domain).toBe('localhost');
    expect(boot.remotes.map((r) => r.name).sort()).toEqual(['mf_chat', 'mf_credits', 'mf_landers', 'mf_likes', 'mf_members', 'mf_operator', 'mf_signup']);
  });

  test('a member with a remembered locale gets the prefixed URL', async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: 'nl', url: 'http://localhost:3000' }]);
    await skipEntryWarning(page);
    await page.goto('/pages/faq');
    await expect(page).toHaveURL(/\/nl\/pages\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test('the sign-up modal opens from any screen and cannot be closed by Esc once sign-up is in progress', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('/pages/faq');
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Join for free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join for free' });
  await expect(dialog.getByLabel('E-mail address')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Join for free' }).click();
  await dialog.getByLabel('E-mail address').fill('new@example.com');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue('new@example.com');
});

// Issue 12 "Compression", on the real platform: the landing HTML (shell, compressed per request)
// and a remote's remoteEntry.js (CDN, the brotli file made at build time) arrive as brotli.
test('the landing HTML and a remote\'s remoteEntry.js arrive brotli-compressed', async ({ request }) => {
  const html = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(html.status()).toBe(200);
  expect(html.headers()['content-encoding']).toBe('br');
  expect(await html.text()).toMatch(/^<!doctype html>/i);
  const { remotes } = (await (await request.get('/api/remotes.php?name=mf_chat')).json()) as { remotes: { manifest_url: string; active: boolean }[] };
  const manifest = remotes.find((r) => r.active)?.manifest_url as string;
  const entry = await request.get(manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js'), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(entry.status()).toBe(200);
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(entry.headers().vary).toMatch(/accept-encoding/i);
  expect(await entry.text()).toContain('mf_chat');
});
