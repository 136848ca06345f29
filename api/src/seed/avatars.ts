import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import { PHOTO_SIZES } from '@amora/contracts/constants';
import sharp from 'sharp';
import type { Storage } from '../services/storage/storage.js';

/** One generated avatar: paths relative to the media root (= settings.cdn_prefix). */
export interface AvatarFile {
  filename: string;
  thumb_filename: string;
}

export const AVATAR_SIZE = 400;
export const THUMB_SIZE = PHOTO_SIZES.thumb;

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d1'];
const COMMON = {
  size: AVATAR_SIZE,
  backgroundColor: BACKGROUNDS,
  // Natural skin tones only (the style's defaults include orange and yellow).
  skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'],
  mouth: ['smile', 'twinkle', 'default'] as ('smile' | 'twinkle' | 'default')[],
  eyes: ['default', 'happy', 'wink', 'squint'] as ('default' | 'happy' | 'wink' | 'squint')[],
  eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'raisedExcitedNatural'] as (
    | 'default'
    | 'defaultNatural'
    | 'raisedExcited'
    | 'raisedExcitedNatural'
  )[],
  accessories: ['prescription01', 'prescription02', 'round', 'sunglasses', 'wayfarers'] as (
    | 'prescription01'
    | 'prescription02'
    | 'round'
    | 'sunglasses'
    | 'wayfarers'
  )[],
  accessoriesProbability: 15,
};

function svgFor(gender: 'female' | 'male', seed: string): string {
  if (gender === 'female') {
    return createAvatar(avataaars, {
      ...COMMON,
      seed,
      top: ['bigHair', 'bob', 'bun', 'curly', 'curvy', 'frida', 'froBand', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand'],
      facialHairProbability: 0,
    }).toString();
  }
  return createAvatar(avataaars, {
    ...COMMON,
    seed,
    top: ['dreads01', 'frizzle', 'shaggy', 'shaggyMullet', 'shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart'],
    facialHairProbability: 35,
  }).toString();
}

/**
 * Renders `count` avatars per gender (dicebear avataaars SVG → sharp → webp 400×400 and
 * 96×96 thumb) into the media store under `avatars/` (issue 33: local directory or bucket),
 * skipping files that already exist (reseeding is fast). Names: `avatars/f007.webp`, `avatars/f007-thumb.webp`, `avatars/m007.webp`… The seed
 * reuses this pool across profiles. Runs `concurrency` renders at a time.
 */
export async function generateAvatarPool(
  storage: Storage,
  count: number,
  concurrency = 4,
): Promise<{ female: AvatarFile[]; male: AvatarFile[]; rendered: number }> {
  const jobs: { gender: 'female' | 'male'; file: AvatarFile; seed: string }[] = [];
  const pool = { female: [] as AvatarFile[], male: [] as AvatarFile[] };
  for (const gender of ['female', 'male'] as const) {
    for (let i = 1; i <= count; i++) {
      const base = `${gender === 'female' ? 'f' : 'm'}${String(i).padStart(3, '0')}`;
      const file = { filename: `avatars/${base}.webp`, thumb_filename: `avatars/${base}-thumb.webp` };
      pool[gender].push(file);
      jobs.push({ gender, file, seed: `amora-${base}` });
    }
  }
  let rendered = 0;
  let next = 0;
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      if ((await storage.exists(job.file.filename)) && (await storage.exists(job.file.thumb_filename))) continue;
      const raster = sharp(Buffer.from(svgFor(job.gender, job.seed))).resize(AVATAR_SIZE, AVATAR_SIZE);
      const [main, thumb] = await Promise.all([
        raster.clone().webp({ quality: 80 }).toBuffer(),
        raster.clone().resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 75 }).toBuffer(),
      ]);
      await Promise.all([storage.put(job.file.filename, main, 'image/webp'), storage.put(job.file.thumb_filename, thumb, 'image/webp')]);
      rendered++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  return { ...pool, rendered };
}
