import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ANNA, BEN, login, skipEntryWarning } from './helpers';

interface ApiImage {
  id: number;
  premium: boolean;
  status: string;
}

/** A seeded profile with at least three active photos, one of them premium (found as anna, who sees all). */
async function profileWithPremiumPhotos(request: APIRequestContext): Promise<{ id: number; name: string; count: number }> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const { profiles } = await (await request.get(`/api/members.php?numResults=50&pageNumber=${pageNumber}`)).json();
    for (const { id } of profiles as { id: number }[]) {
      const { profile } = await (await request.get(`/api/profile.php?id=${id}`)).json();
      const images = profile.images as ApiImage[];
      if (images.length >= 3 && images.some((image) => image.premium)) return { id, name: profile.name, count: images.length };
    }
  }
  throw new Error('no seeded profile with premium photos');
}

/** A small JPEG with EXIF metadata, as a phone would upload it. */
async function photo(hue: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 640, height: 800, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2E Camera' } })
    .toBuffer();
  return { name: `photo-${hue}.jpg`, mimeType: 'image/jpeg', buffer };
}

async function ownPhotoIds(page: Page): Promise<number[]> {
  const { images } = await (await page.request.get('/api/photos.php')).json();
  return (images as ApiImage[]).map((image) => image.id);
}

test.beforeEach(async ({ page }) => {
  await skipEntryWarning(page);
});

test('member search: filters narrow the results, pages append, clearing resets the count (spec §3, §4)', async ({ page }) => {
  await login(page, BEN);
  const form = page.getByRole('form', { name: 'Filters' });
  const count = page.getByText(/\d+ members? found/);
  await expect(count).toBeVisible();
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);

  await form.getByLabel('Gender').selectOption({ label: 'Women' });
  await form.getByLabel('Age from').selectOption('25');
  await form.getByLabel('Age to').selectOption('45');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(count).not.toHaveText(`${all} members found`);
  const filtered = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(filtered).toBeLessThan(all);
  expect(filtered).toBeGreaterThan(24);

  const cards = page.getByRole('region', { name: /members? found/ }).getByRole('listitem');
  const firstPage = await cards.count();
  const shown = Math.min(filtered, firstPage * 2);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(shown);
  await expect(page.getByText(`Showing ${shown} of ${filtered}`)).toBeVisible();
  for (const name of await cards.getByRole('link').allTextContents()) {
    const age = Number(name.match(/, (\d+)$/)?.[1]);
    expect(age).toBeGreaterThanOrEqual(25);
    expect(age).toBeLessThanOrEqual(45);
  }

  await form.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(`${all} members found`);
});

test('the same profile shows ben (free) locked thumbnails and anna (premium) every photo (spec §2, §6)', async ({ page, browser }) => {
  await login(page, ANNA);
  const target = await profileWithPremiumPhotos(page.request);
  await page.goto(`/members/${target.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${target.name}, \\d+`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /is locked/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /photo \d+ of/i })).toHaveCount(target.count);

  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await skipEntryWarning(benPage);
  await login(benPage, BEN);
  await benPage.goto(`/members/${target.id}`);
  await expect(benPage.getByRole('heading', { name: new RegExp(`^${target.name}, \\d+`) })).toBeVisible();
  await expect(benPage.getByRole('link', { name: /is locked/ })).toHaveCount(target.count - 1);
  await expect(benPage.getByText('Premium members see all photos.')).toBeVisible();
  await benContext.close();
});

test('anna blocks ben: ben sees the blocked notice instead of her profile until she unblocks (spec §6)', async ({ page, browser }) => {
  await login(page, ANNA);
  const { id: benId } = (await (await page.request.get('/api/likes.php')).json()).matches.find((p: { name: string }) => /ben/i.test(p.name)) ?? {};
  const benProfile = benId ?? (await benProfileId(browser));
  await page.goto(`/members/${benProfile}`);
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(/You blocked/)).toBeVisible();

  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await skipEntryWarning(benPage);
  await login(benPage, BEN);
  const annaId = (await (await page.request.get('/api/user.php')).json()).profile.id;
  await benPage.goto(`/members/${annaId}`);
  await expect(benPage.getByRole('heading', { name: 'Profile not available' })).toBeVisible();
  await expect(benPage.getByRole('button', { name: /like/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  await benPage.reload();
  await expect(benPage.getByRole('heading', { name: /^Anna, \d+/ })).toBeVisible();
  await benContext.close();
});

/** Ben's profile id, read from his own session. */
async function benProfileId(browser: import('@playwright/test').Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipEntryWarning(page);
  await login(page, BEN);
  const id = (await (await page.request.get('/api/user.php')).json()).profile.id as number;
  await context.close();
  return id;
}

test('ben (free) uploads photos up to 3; the fourth is refused with a clear message (spec §5)', async ({ page }) => {
  await login(page, BEN);
  const before = await ownPhotoIds(page);
  await page.goto('/profile');
  const upload = page.getByLabel(/add a photo|upload/i);
  for (let n = before.length; n < 3; n++) {
    await upload.setInputFiles(await photo(40 * n));
    await expect(page.getByText('Pending review')).toHaveCount(n + 1 - before.length);
  }
  await upload.setInputFiles(await photo(250));
  await expect(page.getByText('You can upload up to 3 photos.')).toBeVisible();
  expect((await ownPhotoIds(page)).length).toBe(3);

  // Leave ben as seeded for the other suites.
  for (const id of (await ownPhotoIds(page)).filter((id) => !before.includes(id))) {
    const response = await page.request.delete('/api/photos.php', { data: { image: id }, headers: { Origin: 'http://localhost:3000' } });
    expect(response.ok()).toBe(true);
  }
});
