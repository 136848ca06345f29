import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed gift pictures (hand-written SVG, 64×64): `<key>.svg` for each gift of migration 006. */
export const GIFT_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gifts');

/**
 * Puts the gift pictures where the CDN serves media (`<mediaDir>/gifts/<key>.svg`, i.e.
 * `settings.cdn_prefix + gift.image` of `GET /api/gifts.php`). Copies only files that are missing
 * or differ, so it is cheap on every `npm start` (the seed calls it even when it skips seeding).
 * Returns how many files it wrote.
 */
export async function installGiftImages(mediaDir: string): Promise<number> {
  const target = path.join(mediaDir, 'gifts');
  await mkdir(target, { recursive: true });
  let written = 0;
  for (const name of (await readdir(GIFT_IMAGES_DIR)).filter((n) => n.endsWith('.svg'))) {
    const from = path.join(GIFT_IMAGES_DIR, name);
    const to = path.join(target, name);
    const current = await readFile(to).catch(() => null);
    if (current?.equals(await readFile(from))) continue;
    await copyFile(from, to);
    written++;
  }
  return written;
}
