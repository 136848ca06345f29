import { expect, test } from '@playwright/test';
import { skipEntryWarning, waitForInteractive } from './helpers';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 15: the site is an installable app — a valid manifest linked from every page — whose
 * service worker shows the localized offline page when the network is gone and keeps the
 * versioned files of the shell and the remotes.
 */
test('the manifest is linked and valid, and without a network the service worker shows the offline page in the visitor’s language', async ({ page, context }) => {
  await skipEntryWarning(page);
  await page.goto('/de/pages/faq');
  await waitForInteractive(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Amora', display: 'standalone', start_url: '/', scope: '/', lang: 'de' });
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The service worker takes the page over (it registers when the page is idle).
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // It kept the shell's hashed files on that load.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('amora-files-v1')).keys()).map((r) => new URL(r.url).pathname).filter((p) => /^\/static\/main\.[0-9a-f]{8}\.js$/.test(p)).length)).toBe(1);

  // The connection is cut: the next page is the offline page, in German, and comes back online.
  await context.setOffline(true);
  await page.goto('/de/members').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeHidden();
  await expect(page).toHaveURL(/\/de\/members$/);
});
