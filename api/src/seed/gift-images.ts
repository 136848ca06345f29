import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readObject, type Storage } from '../services/storage/storage.js';

/** The committed gift pictures (hand-written SVG, 64×64): `<key>.svg` for each gift of migration 006. */
export const GIFT_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gifts');

/**
 * Puts the gift pictures where the CDN serves media: `gifts/<key>.svg` in the media store (issue
 * 33: `<mediaDir>/gifts/` or the bucket), i.e. `settings.cdn_prefix + gift.image` of
 * `GET /api/gifts.php`, as `image/svg+xml`. Writes only files that are missing or differ, so it is
 * cheap on every `npm start` (the seed calls it even when it skips seeding). Returns how many
 * files it wrote.
 */
export async function installGiftImages(storage: Storage): Promise<number> {
  let written = 0;
  for (const name of (await readdir(GIFT_IMAGES_DIR)).filter((n) => n.endsWith('.svg'))) {
    const svg = await readFile(path.join(GIFT_IMAGES_DIR, name));
    const key = `gifts/${name}`;
    if ((await readObject(storage, key))?.equals(svg)) continue;
    await storage.put(key, svg, 'image/svg+xml');
    written++;
  }
  return written;
}
