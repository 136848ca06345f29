import { type Kysely, sql } from 'kysely';
import { type Config, loadConfig } from '../config.js';
import type { DB, NewImage } from '../db/schema.js';
import { storedSettingsSchema } from '../repositories/sites.js';
import { mediaStorage } from '../services/storage/index.js';
import { generateAvatarPool } from './avatars.js';
import { seedDemoMembers } from './demo.js';
import { installGiftImages } from './gift-images.js';
import { INTEREST_KEYS } from './interests.js';
import { generateProfiles } from './profiles.js';
import { DEMO_COMPANY, minimumMessageCosts, SITE_SEEDS, siteBundles, vapidKeys } from './sites.js';

export { DEMO_ANNA, DEMO_BEN, DEMO_EXPECTED, DEMO_PASSWORD } from './demo.js';

export interface SeedOptions {
  /** Generated profiles (default `config.seedProfiles`, i.e. AMORA_SEED_PROFILES or 3000). */
  profiles?: number;
  /** Wipe the seeded tables and seed again (the remote registry is kept). */
  force?: boolean;
  /** Configuration (CDN directory, avatar pool size); defaults to loadConfig(). */
  config?: Config;
  /** Progress messages (default: silent). */
  log?: (message: string) => void;
}

export interface SeedResult {
  /** True when the database was already seeded and `force` was not given. */
  skipped: boolean;
  profiles: number;
  images: number;
  /** Avatar images rendered in this run (existing files are reused). */
  avatarsRendered: number;
  ms: number;
}

/** Tables the seed owns, wiped by `force` (not remote_versions: that is deploy state). */
const SEEDED_TABLES = [
  'payment_webhook_events', 'payments', 'outbox', 'complaints', 'credit_bundles', 'likes', 'messages', 'conversation_members', 'conversations',
  'profile_interests', 'interests', 'push_subscriptions', 'sessions', 'users', 'images', 'profiles', 'sites', 'companies',
];

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Seeds a migrated database: the company, the sites `localhost` and `de.localhost` with their
 * settings and credit bundles, the interest list, N generated profiles with avatar photos, and
 * the demo members anna and ben (docs/design.md §4); first the gift pictures into the CDN's media
 * folder (always). Idempotent: does nothing more when a site exists, unless `force`. Everything
 * but the avatar and gift files is written in one transaction.
 */
export async function seed(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const config = options.config ?? loadConfig();
  const log = options.log ?? (() => {});
  const count = options.profiles ?? config.seedProfiles;

  // Product files, not demo data: refreshed even when the database is seeded already.
  const storage = mediaStorage(config);
  const gifts = await installGiftImages(storage);
  if (gifts > 0) log(`gift images: ${gifts} written to ${storage.location}/gifts`);

  const existing = await db.selectFrom('sites').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (existing.n > 0 && !options.force) {
    return { skipped: true, profiles: 0, images: 0, avatarsRendered: 0, ms: Date.now() - started };
  }

  const perGender = Math.max(3, Math.min(Math.ceil(config.seedAvatars / 2), Math.ceil(count / 6)));
  log(`rendering up to ${perGender * 2} avatars into ${storage.location}/avatars …`);
  const avatars = await generateAvatarPool(storage, perGender);
  log(`avatars: ${avatars.rendered} rendered, ${perGender * 2 - avatars.rendered} reused (${Date.now() - started} ms)`);

  const generated = await generateProfiles(count, perGender, INTEREST_KEYS.length);
  log(`generated ${generated.length} profiles (${Date.now() - started} ms)`);

  let imageCount = 0;
  await db.transaction().execute(async (trx) => {
    if (existing.n > 0) {
      await sql`truncate table ${sql.join(SEEDED_TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
    }

    const company = await trx
      .insertInto('companies')
      .values({
        ...DEMO_COMPANY,
        tradenames: JSON.stringify(DEMO_COMPANY.tradenames),
        vat_numbers: JSON.stringify(DEMO_COMPANY.vat_numbers),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const siteIds = new Map<string, number>();
    for (const s of SITE_SEEDS) {
      const keys = vapidKeys();
      const settings = storedSettingsSchema.parse({
        ...s.settings,
        push_public_key: keys.publicKey,
        minimum_message_costs: minimumMessageCosts(s.settings.countries, s.settings.message_credits, s.currency),
      });
      const site = await trx
        .insertInto('sites')
        .values({
          domain: s.domain,
          company_id: company.id,
          default_country: s.defaultCountry,
          settings: JSON.stringify(settings),
          push_private_key: keys.privateKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      siteIds.set(s.domain, site.id);
      await trx
        .insertInto('credit_bundles')
        .values(siteBundles(s.settings.countries).map((b) => ({ site_id: site.id, ...b })))
        .execute();
    }

    const interests = await trx
      .insertInto('interests')
      .values(INTEREST_KEYS.map((key) => ({ key })))
      .returning(['id', 'key'])
      .execute();
    const interestIds = interests.map((i) => i.id);

    for (const batch of chunks(generated, 500)) {
      const rows = await trx
        .insertInto('profiles')
        .values(
          batch.map((p) => ({
            name: p.name,
            gender: p.gender,
            date_of_birth: p.date_of_birth,
            country: p.country,
            region: p.region,
            city: p.city,
            about: p.about,
            language: p.language,
            fictional: p.fictional,
            invisible: p.invisible,
            online: p.online,
            last_seen_at: p.last_seen_at,
            created_at: p.created_at,
          })),
        )
        .returning('id')
        .execute();
      const images: NewImage[] = [];
      const links: { profile_id: number; interest_id: number }[] = [];
      batch.forEach((p, i) => {
        const id = rows[i]?.id;
        if (id === undefined) return;
        const pool = avatars[p.gender];
        p.photos.forEach((photo, position) => {
          const file = pool[photo.avatar % pool.length];
          if (file) images.push({ profile_id: id, ...file, premium: photo.premium, position });
        });
        for (const k of p.interests) {
          const interestId = interestIds[k];
          if (interestId !== undefined) links.push({ profile_id: id, interest_id: interestId });
        }
      });
      for (const imageBatch of chunks(images, 1000)) await trx.insertInto('images').values(imageBatch).execute();
      for (const linkBatch of chunks(links, 2000)) await trx.insertInto('profile_interests').values(linkBatch).execute();
      imageCount += images.length;
    }
    await sql`update profiles p set main_image_id = i.id from images i
      where i.profile_id = p.id and i.position = 0 and p.main_image_id is null`.execute(trx);

    const localhost = siteIds.get('localhost');
    if (localhost === undefined) throw new Error('localhost site missing');
    await seedDemoMembers(trx, localhost, avatars);
  });
  await sql`analyze`.execute(db);
  log(`seeded ${count} profiles, ${imageCount} images (${Date.now() - started} ms)`);
  return { skipped: false, profiles: count, images: imageCount, avatarsRendered: avatars.rendered, ms: Date.now() - started };
}
