import { expect, test } from '@playwright/test';
import { dataBlock, skipEntryWarning, waitForInteractive } from './helpers';

/**
 * Issue 12: visitors get the first screen of the landing page, the landers and the static pages
 * drawn by the server (the shell's chrome and static pages, mf-landers' server entry), in the
 * request's locale and site; the browser hydrates it without errors and without fetching the same
 * data again.
 */
test('without JavaScript, the landing page already shows its heading, the sign-up entry and the entry warning', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Amora – meet, chat and flirt with singles near you' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Join for free' })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Members online now' }).getByRole('listitem')).not.toHaveCount(0);
  await context.close();
});

test('without JavaScript, the entry warning lets the visitor in and keeps them on the page they came to', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pages/faq');
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await warning.getByRole('button', { name: /enter/i }).click();
  await expect(page).toHaveURL(/localhost:3000\/pages\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Adults only' })).toHaveCount(0);
  // The drawn sign-up entry leads to the sign-up page (with JavaScript it opens the modal instead).
  await page.goto('/');
  await page.getByRole('button', { name: 'Join for free' }).first().click();
  await expect(page).toHaveURL(/localhost:3000\/signup\??$/);
  await context.close();
});

for (const { url, heading, join } of [
  { url: 'http://de.localhost:3000/landers/video/herbst', heading: 'Jetzt online und in Plauderlaune', join: 'Kostenlos loschatten' },
  { url: 'http://localhost:3000/landers/gallery/summer', heading: 'Singles near you, in pictures', join: 'See all photos for free' },
  { url: 'http://de.localhost:3000/pages/faq', heading: 'Häufig gestellte Fragen', join: 'Kostenlos registrieren' },
]) {
  test(`${url} arrives drawn and is hydrated without errors or a second fetch of its data`, async ({ page }) => {
    await skipEntryWarning(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const dataRequests: string[] = [];
    page.on('request', (request) => /\/api\/(members|companyinfo)\.php/.test(request.url()) && dataRequests.push(request.url()));

    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="amora-root" data-ssr>');
    expect(html).toContain(heading);
    // Hydrated: the owner mounted (the shell's pages have no outlet) and the sign-up entry works.
    await waitForInteractive(page);
    if (url.includes('/landers/')) await expect(page.locator('#outlet-mf_landers:not([data-ssr])')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: join }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(dataRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a drawn page preloads the chunks the shell starts with: each is used, and they hold most of its JavaScript', async ({ page }) => {
  await skipEntryWarning(page);
  const loaded = new Map<string, number>();
  // Bodies read as they come and awaited before the checks; a script still arriving when the test
  // ends (a chunk loaded late) is left out instead of failing the test with "Test ended".
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/static\/.+\.js$/.test(path)) reads.push(response.body().then((body) => void loaded.set(path, body.length), () => undefined));
  });
  const html = (await (await page.goto('/pages/faq'))?.text()) ?? '';
  await waitForInteractive(page);
  await Promise.all(reads);
  const { scripts, hints } = dataBlock<{ scripts: string[]; hints: { href: string }[] }>(html, 'amora-scripts');
  const preloaded = hints.map((h) => h.href).filter((href) => href.startsWith('/static/'));
  // Fetched side by side after the first paint, though start-up evaluates them one task after another.
  expect(preloaded.length).toBeGreaterThanOrEqual(5);
  for (const href of preloaded) expect([...loaded.keys()]).toContain(href);
  const size = (paths: string[]) => paths.reduce((sum, p) => sum + (loaded.get(p) ?? 0), 0);
  const chunks = [...loaded.keys()].filter((p) => !scripts.includes(p));
  expect(size(preloaded) / size(chunks)).toBeGreaterThan(0.8);
});

test('a member lander arrives drawn with the member, its slug choosing the copy, and leads to the member-tied sign-up', async ({ page, request }) => {
  await skipEntryWarning(page);
  const { profiles } = (await (await request.get('/api/members.php?numResults=1')).json()) as { profiles: { id: number; name: string }[] };
  const member = profiles[0] as { id: number; name: string };
  const profileRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/profile.php') && profileRequests.push(r.url()));

  const html = (await (await page.goto(`/members/${member.id}/landing2/tonight`))?.text()) ?? '';
  expect(html).toContain(`${member.name} is free tonight`);
  await expect(page.locator('#outlet-mf_landers:not([data-ssr])')).toBeAttached();
  await expect(page.getByText("Hey, are you online tonight? I'd love to chat.")).toBeVisible();
  expect(profileRequests).toEqual([]);

  await page.getByRole('link', { name: `Reply to ${member.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
  await expect(page.getByLabel(`Write ${member.name} a first message`)).toBeVisible();
});

test("the video lander's tiles show the live badge at the photo's top, clear of the member's name", async ({ page }) => {
  await skipEntryWarning(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/landers/video/x');
  const tile = page.getByRole('list').getByRole('button').first();
  const [box, badge, name] = await Promise.all([tile.boundingBox(), tile.getByText('Live', { exact: true }).boundingBox(), tile.locator('.lander-shade').boundingBox()]);
  if (!box || !badge || !name) throw new Error('the tile, its badge and its name are drawn');
  expect(badge.y - box.y).toBeLessThan(16);
  expect(badge.y + badge.height).toBeLessThan(name.y);
});
